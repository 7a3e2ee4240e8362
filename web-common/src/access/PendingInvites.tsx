import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { USER_ROLE_LABELS, type UserRole } from '@resto/domain';
import { ApiError } from '../api/ApiError';
import { describeError } from '../errors/describeError';
import { ProblemAlert } from '../feedback/ProblemAlert';
import { useBusyRows } from '../feedback/useBusyRows';
import { inviteKey, type PendingInvite, usePendingInvites } from './usePendingInvites';

export interface PendingInvitesProps {
  /** Called after an invite was accepted (the membership exists): typically navigates there. */
  onAccepted?: (invite: PendingInvite) => void;
  /**
   * Whether to say, for an unverified email, that verifying shows invitations (false where the page
   * already asks for verification).
   */
  verifyHint?: boolean;
  sx?: SxProps<Theme>;
  /**
   * How roles are named: the back office's account types ("Admin User", "Standard User") unless an
   * app names them as its people read them (the staff app: "Manager", "Team member").
   */
  roleWords?: Readonly<Record<UserRole, string>>;
}

function invitedOn(iso: string | null): string | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  return date.toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
}

/** "Bondi store · invited by Olive Owner on 3 Mar 2025" */
function detailsOf(invite: PendingInvite): string {
  const place = invite.storeName ? `${invite.storeName} store only` : 'Every store';
  const by = invite.invitedBy ? ` by ${invite.invitedBy}` : '';
  const on = invitedOn(invite.invitedIsoDateTimeUtc);
  return `${place} · invited${by}${on ? ` on ${on}` : ''}`;
}

/**
 * Invitations waiting for the signed-in person: "Bella Vista Pizzeria invited you as Admin User" with
 * Accept and Decline. Nobody becomes a member of a restaurant or store without accepting here. Shows
 * nothing when there are none.
 */
export function PendingInvites({ onAccepted, verifyHint = true, sx, roleWords }: PendingInvitesProps) {
  const { invites, emailVerified, loading, error, reload, accept, decline } = usePendingInvites();
  const rows = useBusyRows();

  if (emailVerified === false)
    return verifyHint ? (
      <Alert severity="info" sx={{ mb: 3, ...sx }}>
        Verify your email address with the link we sent you to see invitations to restaurants.
      </Alert>
    ) : null;
  if (error)
    return (
      <Alert
        severity="error"
        sx={{ mb: 3, ...sx }}
        action={
          <Button color="inherit" size="small" onClick={() => void reload()}>
            Try again
          </Button>
        }
      >
        We could not load your invitations. {describeError(error).message}
      </Alert>
    );
  if (loading && invites.length === 0 && emailVerified === undefined)
    return <Skeleton variant="rounded" height={72} sx={{ mb: 3, ...sx }} aria-label="Loading invitations" />;
  // A failed answer stays in view even when the list it left behind is empty (a withdrawn invite).
  if (invites.length === 0 && rows.failure === undefined) return null;

  function run(invite: PendingInvite, command: () => Promise<void>) {
    return rows.runForRow(inviteKey(invite), async () => {
      try {
        await command();
      } catch (caught) {
        // Withdrawn or already answered elsewhere: show the list as it is now.
        if (caught instanceof ApiError && (caught.status === 404 || caught.status === 409)) void reload();
        throw caught;
      }
    });
  }

  return (
    <Box component="section" aria-label="Invitations" sx={{ mb: 3, ...sx }}>
      {rows.failure !== undefined && (
        <ProblemAlert error={rows.failure} onClose={() => rows.setFailure(undefined)} sx={{ mb: 2 }} />
      )}
      <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {invites.map((invite) => {
          const busy = rows.isBusy(inviteKey(invite));
          const title = `${invite.restaurantName} invited you as ${(roleWords ?? USER_ROLE_LABELS)[invite.role]}`;
          return (
            <Card
              key={inviteKey(invite)}
              component="li"
              variant="outlined"
              aria-label={title}
              sx={{
                p: 2,
                display: 'flex',
                gap: 2,
                alignItems: { xs: 'flex-start', sm: 'center' },
                flexDirection: { xs: 'column', sm: 'row' },
                borderColor: 'primary.light',
              }}
            >
              <MailOutlineRounded color="primary" sx={{ display: { xs: 'none', sm: 'block' } }} />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {detailsOf(invite)}
                </Typography>
              </Box>
              <Stack direction="row" spacing={1}>
                <Button
                  variant="outlined"
                  color="inherit"
                  disabled={busy}
                  onClick={() => void run(invite, () => decline(invite))}
                >
                  Decline
                </Button>
                <Button
                  variant="contained"
                  disabled={busy}
                  onClick={() =>
                    void run(invite, async () => {
                      await accept(invite);
                      onAccepted?.(invite);
                    })
                  }
                >
                  Accept
                </Button>
              </Stack>
            </Card>
          );
        })}
      </Stack>
    </Box>
  );
}
