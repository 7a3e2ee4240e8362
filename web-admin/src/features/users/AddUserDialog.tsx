import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { firstProblem, USER_ROLE_LABELS, USER_ROLES, type UserRole, ZMemberEmail } from '@resto/domain';
import {
  ApiError,
  apiFieldProblems,
  asSentence,
  DialogFrame,
  type FieldProblems,
  ProblemAlert,
  requiredProblem,
  SubmitButton,
  useNotify,
} from '@resto/web-common';
import { type FormEvent, useEffect, useState } from 'react';
import { ROLE_DESCRIPTIONS } from './roleDescriptions';
import type { UsersCommands } from './usersApi';

export interface AddUserDialogProps {
  open: boolean;
  onClose: () => void;
  commands: UsersCommands;
  /** 'restaurant' or 'store', for the wording. */
  place: 'restaurant' | 'store';
}

function emailProblem(email: string): string | undefined {
  const problem = requiredProblem(email, 'Enter their email address.') ?? firstProblem(ZMemberEmail, email);
  return problem && asSentence(problem);
}

/** Invites someone by email with a role; they become a member once they accept. */
export function AddUserDialog({ open, onClose, commands, place }: AddUserDialogProps) {
  const notify = useNotify();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<UserRole>('user');
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>();
  const [serverProblems, setServerProblems] = useState<FieldProblems>({});

  useEffect(() => {
    if (!open) return;
    setEmail('');
    setRole('user');
    setAttempted(false);
    setFailure(undefined);
    setServerProblems({});
  }, [open]);

  const problem = (attempted ? emailProblem(email) : undefined) ?? serverProblems.email;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    if (emailProblem(email)) return;
    setBusy(true);
    setFailure(undefined);
    setServerProblems({});
    try {
      const trimmed = email.trim();
      const result = await commands.add(trimmed, role);
      notify(
        result?.status === 'active'
          ? `${trimmed} was added as ${USER_ROLE_LABELS[role]}.`
          : `Invitation sent to ${trimmed}. They get access once they accept it.`,
      );
      onClose();
    } catch (error) {
      const fields = apiFieldProblems(error);
      setServerProblems(fields);
      // Problems with a field are shown beside it; anything else (409 already a member) above the form.
      if (!(error instanceof ApiError && error.status === 400 && Object.keys(fields).length > 0))
        setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <DialogFrame
      open={open}
      title="Add a user"
      busy={busy}
      onClose={onClose}
      maxWidth="sm"
      form={{ onSubmit: handleSubmit, label: 'Add user' }}
      action={
        <SubmitButton busy={busy} busyLabel="Adding…" fullWidth={false} size="medium">
          Add user
        </SubmitButton>
      }
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        {failure !== undefined && <ProblemAlert error={failure} />}
        <TextField
          label="Email"
          type="email"
          autoFocus
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setServerProblems({});
          }}
          onBlur={() => email.trim() !== '' && setAttempted(true)}
          error={Boolean(problem)}
          helperText={problem ?? 'The email they sign in with.'}
          disabled={busy}
          slotProps={{ htmlInput: { inputMode: 'email', autoCapitalize: 'none', spellCheck: false } }}
        />
        <TextField
          select
          label="Role"
          value={role}
          onChange={(event) => setRole(event.target.value as UserRole)}
          error={Boolean(serverProblems.role)}
          helperText={serverProblems.role ?? ROLE_DESCRIPTIONS[role]}
          disabled={busy}
          slotProps={{ select: { renderValue: (value) => USER_ROLE_LABELS[value as UserRole] } }}
        >
          {USER_ROLES.map((option) => (
            <MenuItem key={option} value={option}>
              <ListItemText primary={USER_ROLE_LABELS[option]} secondary={ROLE_DESCRIPTIONS[option]} />
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {place === 'store'
            ? 'They will reach this store only. '
            : 'They will reach every store of this restaurant. '}
          We send an invitation: they get access once they accept it, after signing in (or signing up) with
          this email and confirming it from the link we send them.
        </Typography>
      </Stack>
    </DialogFrame>
  );
}
