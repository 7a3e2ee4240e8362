import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
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

/**
 * `/pos` on a screen that is not a paired terminal yet: the one-time pairing code from Admin
 * (store → POS settings) signs this browser in as the store's terminal.
 */
export function PosPairingScreen() {
  const { user, signInWithToken } = useAuth();
  const [code, setCode] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ title: string; text: string }>();
  const problem = attempted ? pairingCodeProblem(code) : undefined;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    if (pairingCodeProblem(code)) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const { customToken } = await api.post<{ customToken: string }>('/api/pos/login', {
        pairingCode: code,
      });
      await signInWithToken(customToken);
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
      product="POS"
      tagline="Sell at the counter, online or offline."
      highlights={[
        'Employees unlock with their PIN',
        'Every item type of your menu',
        'Keeps selling through an outage',
      ]}
      title="Pair this till"
      subtitle="In Admin, open the store's POS settings and create a pairing code for this terminal."
    >
      <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit} aria-label="Pair POS terminal">
        {user && (
          <Alert severity="info">
            Pairing signs this browser in as the store's terminal instead of {user.email ?? 'you'}.
          </Alert>
        )}
        {failure && (
          <Alert severity="error" variant="outlined">
            <AlertTitle>{failure.title}</AlertTitle>
            {failure.text}
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
                fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
                fontSize: '1.6rem',
                letterSpacing: '0.3em',
                textAlign: 'center',
              },
            },
          }}
        />
        <SubmitButton busy={busy} busyLabel="Pairing…">
          Pair till
        </SubmitButton>
      </Stack>
    </AuthLayout>
  );
}
