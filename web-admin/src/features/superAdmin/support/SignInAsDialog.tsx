import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  SUPPORT_SESSION_DEFAULT_MINUTES,
  SUPPORT_SESSION_MINUTES,
  type SupportSession,
  ZStartSupportSessionRequest,
} from '@resto/domain';
import { DialogFrame, ProblemAlert, schemaProblems, useApi, useAuth, useBusyAction } from '@resto/web-common';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { rememberSupportSession } from './supportSessionStore';

interface Started {
  session: SupportSession;
  customToken: string;
  returnTicket: string;
}

/**
 * "Sign in as owner": asks why and for how long, then starts a support sign-in
 * (`POST /api/super-admin/restaurants/{r}/support-sessions`), keeps the return ticket in this tab and
 * signs this tab in as the owner, on the restaurant's page.
 */
export function SignInAsDialog({
  open,
  restaurantId,
  restaurantName,
  onClose,
}: {
  open: boolean;
  restaurantId: string;
  restaurantName: string;
  onClose: () => void;
}) {
  const client = useApi();
  const { signInWithToken, user } = useAuth();
  const navigate = useNavigate();
  const [reason, setReason] = useState('');
  const [minutes, setMinutes] = useState<number>(SUPPORT_SESSION_DEFAULT_MINUTES);
  const [attempted, setAttempted] = useState(false);
  const { busy, failure, run } = useBusyAction();
  const problems = attempted ? schemaProblems(ZStartSupportSessionRequest, { reason, minutes }) : {};

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    if (!ZStartSupportSessionRequest.safeParse({ reason, minutes }).success) return;
    void run(async () => {
      const started = await client.post<Started>(
        `/api/super-admin/restaurants/${encodeURIComponent(restaurantId)}/support-sessions`,
        { reason: reason.trim(), minutes },
      );
      rememberSupportSession({
        sessionId: started.session.sessionId,
        returnTicket: started.returnTicket,
        restaurantId,
        restaurantName: started.session.restaurantName,
        reason: started.session.reason,
        ...(started.session.ownerEmail ? { ownerEmail: started.session.ownerEmail } : {}),
        ...(user?.email ? { superAdminEmail: user.email } : {}),
      });
      await signInWithToken(started.customToken);
      onClose();
      navigate(`/restaurants/${encodeURIComponent(restaurantId)}`);
    });
  }

  return (
    <DialogFrame
      open={open}
      title="Sign in as the owner?"
      busy={busy}
      onClose={onClose}
      maxWidth="sm"
      form={{ onSubmit: submit, label: 'Sign in as owner' }}
      action={
        <Button type="submit" variant="contained" color="warning" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in as owner'}
        </Button>
      }
    >
      <Stack sx={{ gap: 2 }}>
        <Typography>
          You will act as the owner of <strong>{restaurantName}</strong> in this tab, for this restaurant
          only. Everything you change is recorded in the audit log under your name and theirs, and the owner
          can read it. Ending it brings you back here as yourself.
        </Typography>
        <TextField
          label="Why"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={Boolean(problems.reason)}
          helperText={problems.reason ?? 'The owner reads this, e.g. "Fix Sunday trading hours, ticket 4411"'}
          multiline
          minRows={2}
          autoFocus
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField
          select
          label="For"
          value={minutes}
          onChange={(event) => setMinutes(Number(event.target.value))}
          helperText="The sign-in ends by itself after this"
          sx={{ width: 200 }}
        >
          {SUPPORT_SESSION_MINUTES.map((choice) => (
            <MenuItem key={choice} value={choice}>
              {choice} minutes
            </MenuItem>
          ))}
        </TextField>
        {failure !== undefined && <ProblemAlert error={failure} />}
        <Alert severity="warning" variant="outlined">
          Only for helping the owner at their request.
        </Alert>
      </Stack>
    </DialogFrame>
  );
}
