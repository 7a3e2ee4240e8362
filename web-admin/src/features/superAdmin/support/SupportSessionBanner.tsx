import SupportAgentRounded from '@mui/icons-material/SupportAgentRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useApi, useAuth } from '@resto/web-common';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { forgetSupportSession, storedSupportSession } from './supportSessionStore';

/** How long before its end the browser ends a session itself (the server refuses it after the end). */
const END_EARLY_MS = 15_000;

function minutesLeft(untilMs: number, now: number): string {
  const minutes = Math.max(0, Math.ceil((untilMs - END_EARLY_MS - now) / 60_000));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/**
 * On every page while this tab is a support sign-in: who is acting as whom, the time left, and "End
 * and return", which ends it (`POST /api/super-admin/support-sessions/end` with the tab's return
 * ticket) and signs the super admin back in with the token it gives, on the restaurant browse page.
 * It ends itself shortly before its time is up.
 */
export function SupportSessionBanner() {
  const { claims, user, signInWithToken, signOut } = useAuth();
  const client = useApi();
  const navigate = useNavigate();
  const support = claims.supportSession;
  const stored = support ? storedSupportSession(support.sessionId) : undefined;
  const [now, setNow] = useState(() => Date.now());
  const [ending, setEnding] = useState(false);
  const endingRef = useRef(false);

  const end = useCallback(async () => {
    if (endingRef.current) return;
    endingRef.current = true;
    setEnding(true);
    try {
      const answer = await client
        .post<{ returnToken?: string }>('/api/super-admin/support-sessions/end', {
          ...(stored ? { returnTicket: stored.returnTicket } : {}),
        })
        .catch(() => ({}) as { returnToken?: string });
      forgetSupportSession();
      if (answer.returnToken) {
        await signInWithToken(answer.returnToken);
        navigate('/super-admin/restaurants/browse');
      } else {
        await signOut();
        navigate('/auth/login');
      }
    } finally {
      endingRef.current = false;
      setEnding(false);
    }
  }, [client, navigate, signInWithToken, signOut, stored]);

  useEffect(() => {
    if (!support) return;
    const timer = window.setInterval(() => setNow(Date.now()), 15_000);
    return () => window.clearInterval(timer);
  }, [support]);

  useEffect(() => {
    if (support && now >= support.untilMs - END_EARLY_MS) void end();
  }, [support, now, end]);

  if (!support) return null;
  const until = new Date(support.untilMs).toLocaleTimeString('en-AU', { hour: 'numeric', minute: '2-digit' });
  return (
    <Alert
      severity="warning"
      icon={<SupportAgentRounded />}
      sx={{ mb: 3 }}
      role="status"
      aria-label="Support sign-in"
      action={
        <Button
          color="inherit"
          variant="outlined"
          size="small"
          sx={{ whiteSpace: 'nowrap' }}
          disabled={ending}
          onClick={() => void end()}
        >
          {ending ? 'Ending…' : 'End and return'}
        </Button>
      }
    >
      <AlertTitle>Support sign-in</AlertTitle>
      {stored?.superAdminEmail ?? 'A super admin'} is acting as {user?.email ?? 'the owner'} at{' '}
      {stored?.restaurantName ?? 'this restaurant'} until {until} ({minutesLeft(support.untilMs, now)} left).
      Everything changed is recorded in the owner's audit log.
    </Alert>
  );
}
