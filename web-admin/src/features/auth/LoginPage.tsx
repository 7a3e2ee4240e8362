import Link from '@mui/material/Link';
import { AuthLayout, LoginForm, safeNextPath, useAuth } from '@resto/web-common';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { ADMIN_AUTH_BRAND } from './authCopy';
import { ensureUserProfile } from './userProfile';

export default function LoginPage() {
  const { user, loading, signIn } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const next = safeNextPath(location.search);

  if (!loading && user) return <Navigate replace to={next} />;

  return (
    <AuthLayout
      {...ADMIN_AUTH_BRAND}
      title="Welcome back"
      subtitle="Sign in to manage your restaurants, stores and orders."
      footer={
        <>
          New here?{' '}
          <Link component={RouterLink} to="/auth/signup" sx={{ fontWeight: 600 }}>
            Create an account
          </Link>
        </>
      }
    >
      <LoginForm
        onSubmit={async ({ email, password }) => {
          await signIn(email, password);
          // The profile is not needed to continue; a failure here is retried at the next sign-in.
          await ensureUserProfile().catch((error: unknown) =>
            console.warn('user.profile_sync_failed', error),
          );
          navigate(next, { replace: true });
        }}
        passwordHelp={
          <Link
            component={RouterLink}
            to="/auth/reset-password"
            variant="body2"
            sx={{ alignSelf: 'flex-end', fontWeight: 600 }}
          >
            Forgot password?
          </Link>
        }
      />
    </AuthLayout>
  );
}
