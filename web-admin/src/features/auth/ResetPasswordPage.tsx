import MarkEmailReadRounded from '@mui/icons-material/MarkEmailReadRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  AuthLayout,
  describeError,
  emailProblem,
  firebaseAuth,
  firebaseErrorCode,
  SubmitButton,
} from '@resto/web-common';
import { sendPasswordResetEmail } from 'firebase/auth';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ADMIN_AUTH_BRAND } from './authCopy';

export default function ResetPasswordPage() {
  const [email, setEmail] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const problem = attempted ? emailProblem(email) : undefined;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    if (emailProblem(email)) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await sendPasswordResetEmail(firebaseAuth(), email.trim());
      setSentTo(email.trim());
    } catch (error) {
      // Saying "no such account" would tell strangers who has one; answer the same as for a real account.
      if (firebaseErrorCode(error) === 'auth/user-not-found') setSentTo(email.trim());
      else setFailure(describeError(error).message);
    } finally {
      setBusy(false);
    }
  }

  const backToSignIn = (
    <Link component={RouterLink} to="/auth/login" sx={{ fontWeight: 600 }}>
      Back to sign in
    </Link>
  );

  if (sentTo) {
    return (
      <AuthLayout {...ADMIN_AUTH_BRAND} title="Check your inbox" footer={backToSignIn}>
        <Alert icon={<MarkEmailReadRounded />} severity="success" sx={{ mb: 3 }}>
          If an account exists for <strong>{sentTo}</strong>, we have sent it a link to choose a new password.
        </Alert>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>
          The link works once and expires after an hour. No email after a few minutes? Check your spam folder,
          or send it again.
        </Typography>
        <Button variant="outlined" fullWidth size="large" onClick={() => setSentTo(undefined)}>
          Send the link again
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      {...ADMIN_AUTH_BRAND}
      title="Reset your password"
      subtitle="Enter the email you sign in with and we will send you a link to choose a new password."
      footer={backToSignIn}
    >
      <Stack component="form" noValidate spacing={2.25} onSubmit={handleSubmit} aria-label="Reset password">
        {failure && (
          <Alert severity="error" variant="outlined">
            {failure}
          </Alert>
        )}
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={Boolean(problem)}
          helperText={problem}
          disabled={busy}
          slotProps={{ htmlInput: { inputMode: 'email', autoCapitalize: 'none', spellCheck: false } }}
        />
        <SubmitButton busy={busy} busyLabel="Sending…">
          Send reset link
        </SubmitButton>
      </Stack>
    </AuthLayout>
  );
}
