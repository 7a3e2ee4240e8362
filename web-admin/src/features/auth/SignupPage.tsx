import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { firstProblem, PASSWORD_RULE_WORDS, ZDisplayName } from '@resto/domain';
import {
  AuthLayout,
  api,
  apiFieldProblems,
  describeError,
  emailProblem,
  errorText,
  firebaseAuth,
  newPasswordProblems,
  PasswordField,
  requiredProblem,
  SubmitButton,
} from '@resto/web-common';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ADMIN_AUTH_BRAND } from './authCopy';
import { ensureUserProfile } from './userProfile';

interface SignupValues {
  name: string;
  email: string;
  password: string;
  confirm: string;
}

function validate(values: SignupValues) {
  const passwords = newPasswordProblems(values.password, values.confirm, values.email);
  return {
    name:
      requiredProblem(values.name, 'Enter your name.') ?? withStop(firstProblem(ZDisplayName, values.name)),
    email: emailProblem(values.email),
    password: passwords.password,
    confirm: passwords.confirm,
  };
}

function stripUndefined<T extends Record<string, string | undefined>>(
  value: T,
): Partial<Record<keyof T, string>> {
  return Object.fromEntries(Object.entries(value).filter(([, text]) => text !== undefined)) as Partial<
    Record<keyof T, string>
  >;
}

const withStop = (message: string | undefined) =>
  message && (message.endsWith('.') ? message : `${message}.`);

export default function SignupPage() {
  const navigate = useNavigate();
  const [values, setValues] = useState<SignupValues>({ name: '', email: '', password: '', confirm: '' });
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  // Field problems the server found (the same rules, checked again before the account exists).
  const [serverProblems, setServerProblems] = useState<Partial<Record<keyof SignupValues, string>>>({});
  // Set when the Auth account exists but the profile call failed: retry only that step.
  const [profileFailure, setProfileFailure] = useState<string>();

  const errors = attempted ? { ...serverProblems, ...stripUndefined(validate(values)) } : undefined;
  const field = (name: keyof SignupValues, hint?: string) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues({ ...values, [name]: event.target.value });
      setServerProblems(({ [name]: _fixed, ...others }) => others);
    },
    error: Boolean(errors?.[name]),
    helperText: errors?.[name] ?? hint,
    disabled: busy,
  });

  async function createProfile() {
    setBusy(true);
    setProfileFailure(undefined);
    try {
      await ensureUserProfile(values.name.trim());
      navigate('/', { replace: true });
    } catch (error) {
      setProfileFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    if (Object.values(validate(values)).some(Boolean)) return;
    setBusy(true);
    setFailure(undefined);
    try {
      // The server checks the password rule again and creates the account; then we sign in with it.
      await api.post('/api/user/sign-up', {
        displayName: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
      });
      await signInWithEmailAndPassword(firebaseAuth(), values.email.trim(), values.password);
      // The server emailed the verification link with the account; the admin's notice can resend it.
    } catch (error) {
      const problems = apiFieldProblems(error);
      const byField = {
        name: problems.displayName,
        email: problems.email,
        password: problems.password,
      };
      if (Object.values(byField).some(Boolean)) setServerProblems(stripUndefined(byField));
      else setFailure(describeError(error).message);
      setBusy(false);
      return;
    }
    await createProfile();
  }

  return (
    <AuthLayout
      {...ADMIN_AUTH_BRAND}
      title="Create your account"
      subtitle="Set up your restaurant and start taking orders in minutes."
      footer={
        <>
          Already have an account?{' '}
          <Link component={RouterLink} to="/auth/login" sx={{ fontWeight: 600 }}>
            Sign in
          </Link>
        </>
      }
    >
      {profileFailure ? (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => void createProfile()} disabled={busy}>
              Try again
            </Button>
          }
        >
          <AlertTitle>Your account was created, but setting it up did not finish</AlertTitle>
          <span style={{ whiteSpace: 'pre-line' }}>{profileFailure}</span>
        </Alert>
      ) : (
        <Stack component="form" noValidate spacing={2.25} onSubmit={handleSubmit} aria-label="Create account">
          {failure && (
            <Alert severity="error" variant="outlined">
              {failure}
            </Alert>
          )}
          <TextField label="Your name" autoComplete="name" {...field('name')} />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            {...field('email')}
            slotProps={{ htmlInput: { inputMode: 'email', autoCapitalize: 'none', spellCheck: false } }}
          />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            {...field('password', PASSWORD_RULE_WORDS)}
          />
          <PasswordField label="Confirm password" autoComplete="new-password" {...field('confirm')} />
          <SubmitButton busy={busy} busyLabel="Creating your account…">
            Create account
          </SubmitButton>
        </Stack>
      )}
    </AuthLayout>
  );
}
