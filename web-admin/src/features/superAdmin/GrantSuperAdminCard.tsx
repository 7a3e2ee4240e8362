import AdminPanelSettingsRounded from '@mui/icons-material/AdminPanelSettingsRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { firstProblem, ZMemberEmail } from '@resto/domain';
import {
  apiFieldProblems,
  asSentence,
  ConfirmDialog,
  requiredProblem,
  SubmitButton,
  useApi,
  useAuth,
  useNotify,
} from '@resto/web-common';
import { type FormEvent, useState } from 'react';
import { IconTile } from '../../shared/IconTile';

function emailProblem(email: string): string | undefined {
  const problem =
    requiredProblem(email, 'Enter the email of their account.') ?? firstProblem(ZMemberEmail, email);
  return problem && asSentence(problem);
}

const COPY = {
  grant: {
    title: 'Grant super admin',
    intro:
      'Super admins can open every restaurant and the platform pages. The account must exist already; they see the change the next time they sign in.',
    button: 'Grant super admin',
    confirmTitle: 'Make this account a super admin?',
    busy: 'Granting…',
    path: '/api/super-admin/users/grant',
    done: (email: string) => `${email} is now a super admin. They see it after signing in again.`,
    consequence: (email: string) =>
      `${email} will be able to open and change every restaurant, store and platform setting.`,
  },
  revoke: {
    title: 'Revoke super admin',
    intro:
      'Takes the platform pages and every restaurant away from an account; its own restaurants stay. Their open sessions end at once. You cannot revoke yourself.',
    button: 'Revoke super admin',
    confirmTitle: 'Revoke super admin?',
    busy: 'Revoking…',
    path: '/api/super-admin/users/revoke',
    done: (email: string) => `${email} is no longer a super admin.`,
    consequence: (email: string) =>
      `${email} will no longer see the platform pages or restaurants they are not a member of, and is signed out everywhere.`,
  },
} as const;

/**
 * Makes another account a platform super admin (`POST /api/super-admin/users/grant`) or takes it
 * away (`.../revoke`, `mode="revoke"`); super admins only; both are in the audit log.
 */
export function GrantSuperAdminCard({ mode = 'grant' }: { mode?: 'grant' | 'revoke' }) {
  const copy = COPY[mode];
  const { claims } = useAuth();
  const client = useApi();
  const notify = useNotify();
  const [email, setEmail] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [serverProblem, setServerProblem] = useState<string>();
  if (!claims.superAdmin) return null;

  const problem = (attempted ? emailProblem(email) : undefined) ?? serverProblem;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    if (!emailProblem(email)) setConfirming(true);
  }

  return (
    <Card sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', mb: 2.5 }}>
        <IconTile>
          <AdminPanelSettingsRounded />
        </IconTile>
        <Box>
          <Typography variant="h4" component="h2">
            {copy.title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {copy.intro}
          </Typography>
        </Box>
      </Box>
      <Stack
        component="form"
        noValidate
        onSubmit={handleSubmit}
        aria-label={copy.title}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          label="Email"
          type="email"
          size="small"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setServerProblem(undefined);
          }}
          onBlur={() => email.trim() !== '' && setAttempted(true)}
          error={Boolean(problem)}
          helperText={problem ?? ' '}
          slotProps={{ htmlInput: { inputMode: 'email', autoCapitalize: 'none', spellCheck: false } }}
        />
        <SubmitButton
          busy={false}
          busyLabel=""
          fullWidth={false}
          size="medium"
          sx={{ flexShrink: 0, height: 40 }}
          color={mode === 'revoke' ? 'error' : 'primary'}
        >
          {copy.button}
        </SubmitButton>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={copy.confirmTitle}
        confirmLabel={copy.button}
        busyLabel={copy.busy}
        destructive={mode === 'revoke'}
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          const trimmed = email.trim();
          try {
            await client.post(copy.path, { email: trimmed });
          } catch (error) {
            const fieldProblem = apiFieldProblems(error).email;
            if (fieldProblem) {
              setServerProblem(fieldProblem);
              return;
            }
            throw error;
          }
          notify(copy.done(trimmed));
          setEmail('');
          setAttempted(false);
        }}
      >
        <Typography>{copy.consequence(email.trim())}</Typography>
      </ConfirmDialog>
    </Card>
  );
}
