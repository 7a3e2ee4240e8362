import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PASSWORD_RULE_WORDS, passwordProblem } from '@resto/domain';
import { describeError, PasswordField, SubmitButton } from '@resto/web-common';
import { type FormEvent, useState } from 'react';
import { signUpWithEmail } from './authSession';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A customer account with name, email and password (the platform's one password rule, explained as
 * they type). A guest's session becomes the account, so their orders stay with them.
 */
export function EmailSignUpForm({ onSignedUp }: { onSignedUp: () => Promise<void> }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const problems = {
    name: name.trim()
      ? name.trim().length > 100
        ? 'Use at most 100 characters.'
        : undefined
      : 'Enter your name.',
    email:
      EMAIL.test(email.trim()) && email.length <= 254
        ? undefined
        : 'Enter a valid email address, like name@example.com.',
    password: passwordProblem(password, email),
  };
  const valid = !problems.name && !problems.email && !problems.password;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTried(true);
    if (!valid) return;
    setBusy(true);
    setProblem(undefined);
    try {
      await signUpWithEmail(name, email, password);
      await onSignedUp();
    } catch (error) {
      setProblem(describeError(error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="Create your account">
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      <TextField
        label="Your name"
        autoComplete="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={tried && Boolean(problems.name)}
        helperText={tried ? problems.name : undefined}
        slotProps={{ htmlInput: { maxLength: 100 } }}
        required
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={tried && Boolean(problems.email)}
        helperText={tried ? problems.email : undefined}
        slotProps={{ htmlInput: { maxLength: 254 } }}
        required
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={tried && Boolean(problems.password)}
        helperText={(tried && problems.password) || PASSWORD_RULE_WORDS}
        slotProps={{ htmlInput: { maxLength: 128 } }}
        required
      />
      <SubmitButton busy={busy} busyLabel="Creating your account…">
        Create account
      </SubmitButton>
    </Stack>
  );
}
