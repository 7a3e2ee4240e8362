import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { api, describeError, useAuth } from '@resto/web-common';
import type { User } from 'firebase/auth';
import { useCallback, useEffect, useState } from 'react';
import { ensureUserProfile } from '../auth/userProfile';

/** How often an open admin tab asks Auth whether the address was confirmed (in another tab or on a phone). */
const RECHECK_EVERY_MS = 15_000;

/**
 * Once the person confirms their address elsewhere, the notice goes away by itself: Auth's user
 * object does not change on its own, so it is reloaded when the tab comes back into view and every
 * little while, and the fresh token carries `email_verified` to the API (invitations need it).
 */
function useEmailVerified(user: User | null): { verified: boolean; recheck: () => Promise<boolean> } {
  const [verified, setVerified] = useState(user?.emailVerified ?? false);
  const recheck = useCallback(async () => {
    if (!user) return false;
    try {
      await user.reload();
    } catch {
      return false;
    }
    if (!user.emailVerified) return false;
    await user.getIdToken(true);
    setVerified(true);
    ensureUserProfile().catch(() => undefined);
    return true;
  }, [user]);
  useEffect(() => {
    setVerified(user?.emailVerified ?? false);
    if (!user || user.emailVerified) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') void recheck();
    };
    const timer = setInterval(() => void recheck(), RECHECK_EVERY_MS);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onVisible);
    };
  }, [user, recheck]);
  return { verified, recheck };
}

/**
 * Shown to a signed-in person whose email is not verified yet. Invitations to a restaurant are shown
 * only to verified addresses (so nobody can claim an invite for an email they don't own), so this
 * says why the verification link matters and lets them ask for it again.
 */
export function VerifyEmailNotice() {
  const { user } = useAuth();
  const { verified, recheck } = useEmailVerified(user);
  const [state, setState] = useState<{ sent?: boolean; error?: string; busy?: boolean; notYet?: boolean }>(
    {},
  );
  if (!user || verified || !user.email) return null;

  async function resend() {
    if (!user) return;
    setState({ busy: true });
    try {
      // Sent by the server, with a link to this app's confirmation page.
      await api.post('/api/user/verification-email', {});
      setState({ sent: true });
    } catch (error) {
      setState({ error: describeError(error).message });
    }
  }

  async function checkNow() {
    setState((current) => ({ ...current, busy: true, notYet: false }));
    const done = await recheck();
    setState((current) => ({ ...current, busy: false, notYet: !done }));
  }

  return (
    <Alert
      severity={state.error ? 'error' : 'info'}
      sx={{ mb: 3 }}
      action={
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          <Button color="inherit" size="small" onClick={checkNow} disabled={state.busy}>
            I’ve verified it
          </Button>
          <Button color="inherit" size="small" onClick={resend} disabled={state.busy || state.sent}>
            {state.sent ? 'Sent' : 'Resend email'}
          </Button>
        </Box>
      }
    >
      {state.error ??
        (state.notYet
          ? `${user.email} is not verified yet. Open the link in the email we sent, then try again.`
          : `Please verify ${user.email} with the link we emailed you. Verify your email to see invitations to restaurants: they show up here once your address is confirmed.`)}
    </Alert>
  );
}
