import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  ApiError,
  AuthLayout,
  api,
  errorText,
  normalisePairingCode,
  PAIRING_CODE_LENGTH,
  pairingCodeProblem,
  SubmitButton,
  useAuth,
} from '@resto/web-common';
import { type FormEvent, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';

/** `/auth/login`: a kitchen screen signs in as its device with a one-time pairing code. */
export default function PairDevicePage() {
  const { claims, loading, signInWithToken } = useAuth();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ title: string; text: string }>();
  const problem = attempted ? pairingCodeProblem(code) : undefined;

  if (!loading && claims.kdsDevice) return <Navigate replace to="/active-orders" />;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    if (pairingCodeProblem(code)) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const { customToken } = await api.post<{ customToken: string }>('/api/kds/login', {
        pairingCode: code,
      });
      await signInWithToken(customToken);
      navigate('/active-orders', { replace: true });
    } catch (error) {
      setFailure({
        title: error instanceof ApiError ? error.title : 'Pairing failed',
        text: errorText(error),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout
      product="Kitchen"
      tagline="Orders reach the kitchen the moment staff accept them."
      highlights={[
        'Online, marketplace and POS tickets on one screen',
        'Tap to start, bump when done',
        'Recall completed tickets in a second',
      ]}
      title="Pair this screen"
      subtitle="In Admin, open the store, then In store → Kitchen display, choose Add kitchen display (or New pairing code on a screen already listed) and type the code here."
    >
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        onSubmit={handleSubmit}
        aria-label="Pair kitchen screen"
      >
        {failure && (
          <Alert severity="error" variant="outlined">
            <AlertTitle>{failure.title}</AlertTitle>
            <Box component="span" sx={{ whiteSpace: 'pre-line' }}>
              {failure.text}
            </Box>
          </Alert>
        )}
        <TextField
          label="Pairing code"
          name="pairingCode"
          value={code}
          onChange={(event) => setCode(normalisePairingCode(event.target.value))}
          error={Boolean(problem)}
          helperText={problem ?? `${PAIRING_CODE_LENGTH} letters or digits, e.g. K7P2QX9M`}
          disabled={busy}
          autoFocus
          autoComplete="one-time-code"
          slotProps={{
            htmlInput: {
              maxLength: PAIRING_CODE_LENGTH + 2,
              autoCapitalize: 'characters',
              spellCheck: false,
              style: {
                fontFamily: 'ui-monospace, "SF Mono", Menlo, Consolas, monospace',
                fontSize: '1.6rem',
                letterSpacing: '0.3em',
                textAlign: 'center',
              },
            },
          }}
        />
        <SubmitButton busy={busy} busyLabel="Pairing…">
          Pair screen
        </SubmitButton>
      </Stack>
    </AuthLayout>
  );
}
