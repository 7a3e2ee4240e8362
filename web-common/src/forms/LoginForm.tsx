import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, type ReactNode, useState } from 'react';
import { describeError } from '../errors/describeError';
import { emailProblem, requiredProblem } from './fieldRules';
import { PasswordField } from './PasswordField';
import { SubmitButton } from './SubmitButton';

export interface LoginCredentials {
  email: string;
  password: string;
}

export interface LoginFormProps {
  /** Signs in; a thrown error (Firebase or API) is shown above the fields in plain words. */
  onSubmit: (credentials: LoginCredentials) => Promise<void>;
  submitLabel?: string;
  /** Shown under the password field, e.g. a "Forgot password?" link. */
  passwordHelp?: ReactNode;
  initialEmail?: string;
}

interface FieldErrors {
  email?: string | undefined;
  password?: string | undefined;
}

function validate({ email, password }: LoginCredentials): FieldErrors {
  return { email: emailProblem(email), password: requiredProblem(password, 'Enter your password.') };
}

/** Email and password sign-in with messages in words, a show/hide toggle and a busy state. */
export function LoginForm({
  onSubmit,
  submitLabel = 'Sign in',
  passwordHelp,
  initialEmail = '',
}: LoginFormProps) {
  const [values, setValues] = useState<LoginCredentials>({ email: initialEmail, password: '' });
  // Fields are checked once someone tries to submit, then live as they correct them.
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const errors: FieldErrors = attempted ? validate(values) : {};

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    const problems = validate(values);
    if (problems.email || problems.password) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await onSubmit({ email: values.email.trim(), password: values.password });
    } catch (error) {
      setFailure(describeError(error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack component="form" noValidate spacing={2.25} onSubmit={handleSubmit} aria-label="Sign in">
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
        value={values.email}
        onChange={(event) => setValues({ ...values, email: event.target.value })}
        error={Boolean(errors.email)}
        helperText={errors.email}
        disabled={busy}
        slotProps={{ htmlInput: { inputMode: 'email', autoCapitalize: 'none', spellCheck: false } }}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={values.password}
        onChange={(event) => setValues({ ...values, password: event.target.value })}
        error={Boolean(errors.password)}
        helperText={errors.password}
        disabled={busy}
      />
      {passwordHelp}
      <SubmitButton busy={busy} busyLabel="Signing in…">
        {submitLabel}
      </SubmitButton>
    </Stack>
  );
}
