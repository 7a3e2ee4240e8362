import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingScreen } from '../screens/LoadingScreen';
import { NotAllowedScreen } from '../screens/NotAllowedScreen';
import { useAuth } from './AuthContext';
import type { AuthClaims } from './claims';
import { loginPathFor } from './nextPath';

export interface RequireAuthProps {
  /** Rendered when allowed; defaults to the child routes (use as a layout route). */
  children?: ReactNode;
  loginPath?: string;
  /** An extra condition on the custom claims, e.g. `(c) => c.superAdmin`. */
  allow?: (claims: AuthClaims) => boolean;
  notAllowedMessage?: string;
}

/** Route guard: waits for auth, sends signed-out visitors to the login page and back afterwards. */
export function RequireAuth({
  children,
  loginPath = '/auth/login',
  allow,
  notAllowedMessage,
}: RequireAuthProps) {
  const { user, claims, loading } = useAuth();
  const location = useLocation();
  if (loading) return <LoadingScreen fullPage label="Checking your sign-in…" />;
  if (!user) {
    return <Navigate replace to={loginPathFor(loginPath, `${location.pathname}${location.search}`)} />;
  }
  if (allow && !allow(claims)) return <NotAllowedScreen message={notAllowedMessage} />;
  return children ?? <Outlet />;
}
