import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  AuthLayout,
  describeError,
  firebaseAuth,
  LoadingScreen,
  newPasswordProblems,
  PasswordField,
  SubmitButton,
} from '@resto/web-common';
import { applyActionCode, confirmPasswordReset, verifyPasswordResetCode } from 'firebase/auth';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ADMIN_AUTH_BRAND } from './authCopy';
import { ensureUserProfile } from './userProfile';

/**
 * Target of the links in Firebase Auth emails (`?mode=verifyEmail|resetPassword&oobCode=…`).
 * A code works once, so each is sent to Firebase at most once per page load, even when React
 * runs effects twice in development.
 */
const verifications = new Map<string, Promise<void>>();
const resetChecks = new Map<string, Promise<string>>();

export default function AuthActionPage() {
  const [params] = useSearchParams();
  const mode = params.get('mode');
  const oobCode = params.get('oobCode');

  if (!oobCode) {
    return (
      <Outcome
        title="This link is incomplete"
        error="Open the link from the email again, without changing it."
      />
    );
  }
  if (mode === 'verifyEmail') return <VerifyEmail oobCode={oobCode} />;
  if (mode === 'resetPassword') return <ChooseNewPassword oobCode={oobCode} />;
  return (
    <Outcome
      title="This link can't be used here"
      error="It is not an email verification or password reset link."
    />
  );
}

function VerifyEmail({ oobCode }: { oobCode: string }) {
  const [state, setState] = useState<{ done: boolean; error?: unknown }>({ done: false });

  useEffect(() => {
    let current = verifications.get(oobCode);
    if (!current) {
      // Once verified, a signed-in person's pending invitations can be honoured straight away.
      current = applyActionCode(firebaseAuth(), oobCode).then(async () => {
        const user = firebaseAuth().currentUser;
        if (!user) return;
        await user.reload();
        await user.getIdToken(true);
        await ensureUserProfile();
      });
      verifications.set(oobCode, current);
    }
    current.then(
      () => setState({ done: true }),
      (error: unknown) => setState({ done: true, error }),
    );
  }, [oobCode]);

  if (!state.done) return <LoadingScreen fullPage label="Verifying your email…" />;
  if (state.error)
    return <Outcome title="We couldn't verify your email" error={describeError(state.error).message} />;
  return (
    <Outcome title="Email verified" success="Thanks! Your email address is confirmed.">
      <Button component={RouterLink} to="/" variant="contained" size="large" fullWidth>
        Continue to your restaurants
      </Button>
    </Outcome>
  );
}

function ChooseNewPassword({ oobCode }: { oobCode: string }) {
  const [check, setCheck] = useState<{ email?: string; error?: unknown }>();
  const [values, setValues] = useState({ password: '', confirm: '' });
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [changed, setChanged] = useState(false);

  useEffect(() => {
    let current = resetChecks.get(oobCode);
    if (!current) {
      current = verifyPasswordResetCode(firebaseAuth(), oobCode);
      resetChecks.set(oobCode, current);
    }
    current.then(
      (email) => setCheck({ email }),
      (error: unknown) => setCheck({ error }),
    );
  }, [oobCode]);

  const problems = attempted ? newPasswordProblems(values.password, values.confirm) : undefined;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    const found = newPasswordProblems(values.password, values.confirm);
    if (found.password || found.confirm) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await confirmPasswordReset(firebaseAuth(), oobCode, values.password);
      setChanged(true);
    } catch (error) {
      setFailure(describeError(error).message);
    } finally {
      setBusy(false);
    }
  }

  if (!check) return <LoadingScreen fullPage label="Checking your link…" />;
  if (check.error) {
    return (
      <Outcome title="We couldn't reset your password" error={describeError(check.error).message}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button component={RouterLink} to="/auth/reset-password" variant="contained">
            Get a new reset link
          </Button>
          <BackToSignIn />
        </Stack>
      </Outcome>
    );
  }
  if (changed) {
    return (
      <Outcome title="Password changed" success="Your new password is ready. Sign in with it from now on.">
        <Button component={RouterLink} to="/auth/login" variant="contained" size="large" fullWidth>
          Sign in
        </Button>
      </Outcome>
    );
  }

  return (
    <AuthLayout
      {...ADMIN_AUTH_BRAND}
      title="Choose a new password"
      subtitle={
        <>
          For <strong>{check.email}</strong>
        </>
      }
    >
      <Stack component="form" noValidate spacing={2.25} onSubmit={handleSubmit} aria-label="New password">
        {failure && (
          <Alert severity="error" variant="outlined">
            {failure}
          </Alert>
        )}
        <PasswordField
          label="New password"
          autoComplete="new-password"
          value={values.password}
          onChange={(event) => setValues({ ...values, password: event.target.value })}
          error={Boolean(problems?.password)}
          helperText={problems?.password}
          disabled={busy}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          value={values.confirm}
          onChange={(event) => setValues({ ...values, confirm: event.target.value })}
          error={Boolean(problems?.confirm)}
          helperText={problems?.confirm}
          disabled={busy}
        />
        <SubmitButton busy={busy} busyLabel="Saving…">
          Save new password
        </SubmitButton>
      </Stack>
    </AuthLayout>
  );
}

/** The end of an email link: what happened, and where to go next. */
function Outcome({
  title,
  success,
  error,
  children = <BackToSignIn />,
}: {
  title: string;
  success?: string;
  error?: string;
  children?: ReactNode;
}) {
  return (
    <AuthLayout {...ADMIN_AUTH_BRAND} title={title}>
      <Stack spacing={3}>
        {success && (
          <Alert icon={<CheckCircleRounded />} severity="success">
            {success}
          </Alert>
        )}
        {error && (
          <>
            <Alert severity="error">{error}</Alert>
            <Typography sx={{ color: 'text.secondary' }}>
              Links from our emails work once and expire after a while.
            </Typography>
          </>
        )}
        {children}
      </Stack>
    </AuthLayout>
  );
}

function BackToSignIn() {
  return (
    <Button component={RouterLink} to="/auth/login" variant="outlined">
      Back to sign in
    </Button>
  );
}
