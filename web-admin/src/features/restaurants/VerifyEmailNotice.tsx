import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { describeError, useAuth } from '@resto/web-common';
import { sendEmailVerification } from 'firebase/auth';
import { useState } from 'react';

/**
 * Shown to a signed-in person whose email is not verified yet. Invitations to a restaurant are shown
 * only to verified addresses (so nobody can claim an invite for an email they don't own), so this
 * says why the verification link matters and lets them ask for it again.
 */
export function VerifyEmailNotice() {
  const { user } = useAuth();
  const [state, setState] = useState<{ sent?: boolean; error?: string; busy?: boolean }>({});
  if (!user || user.emailVerified || !user.email) return null;

  async function resend() {
    if (!user) return;
    setState({ busy: true });
    try {
      await sendEmailVerification(user);
      setState({ sent: true });
    } catch (error) {
      setState({ error: describeError(error).message });
    }
  }

  return (
    <Alert
      severity={state.error ? 'error' : 'info'}
      sx={{ mb: 3 }}
      action={
        <Button color="inherit" size="small" onClick={resend} disabled={state.busy || state.sent}>
          {state.sent ? 'Sent' : 'Resend email'}
        </Button>
      }
    >
      {state.error ??
        `Please verify ${user.email} with the link we emailed you. Verify your email to see invitations to restaurants: they show up here once your address is confirmed.`}
    </Alert>
  );
}
