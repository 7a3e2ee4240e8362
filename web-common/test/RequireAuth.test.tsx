import { render, screen } from '@testing-library/react';
import type { User } from 'firebase/auth';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AuthContext, type AuthContextValue } from '../src/auth/AuthContext';
import { type AuthClaims, NO_CLAIMS } from '../src/auth/claims';
import { RequireAuth } from '../src/auth/RequireAuth';

const signedInUser = { uid: 'u1', email: 'chef@example.com', displayName: 'Chef' } as User;

function authValue(state: { user: User | null; loading?: boolean; claims?: AuthClaims }): AuthContextValue {
  const unused = async () => undefined;
  return {
    user: state.user,
    loading: state.loading ?? false,
    claims: state.claims ?? NO_CLAIMS,
    signIn: unused,
    signInWithToken: unused,
    signOut: unused,
    refreshClaims: unused,
  };
}

function renderGuarded(value: AuthContextValue, allow?: (claims: AuthClaims) => boolean) {
  const router = createMemoryRouter(
    [
      { path: '/auth/login', element: <h1>Sign in page</h1> },
      {
        element: <RequireAuth allow={allow} notAllowedMessage="Super admins only." />,
        children: [{ path: '/super-admin/domains', element: <h1>Domains</h1> }],
      },
    ],
    { initialEntries: ['/super-admin/domains?page=2'] },
  );
  render(
    <AuthContext.Provider value={value}>
      <RouterProvider router={router} />
    </AuthContext.Provider>,
  );
  return router;
}

describe('RequireAuth', () => {
  it('waits while Firebase has not said who is signed in', () => {
    renderGuarded(authValue({ user: null, loading: true }));
    expect(screen.getByText('Checking your sign-in…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Domains' })).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in, remembering where they were going', () => {
    const router = renderGuarded(authValue({ user: null }));
    expect(screen.getByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/super-admin/domains?page=2')}`);
  });

  it('shows the page to a signed-in user who meets the condition', () => {
    renderGuarded(
      authValue({ user: signedInUser, claims: { superAdmin: true } }),
      (claims) => claims.superAdmin,
    );
    expect(screen.getByRole('heading', { name: 'Domains' })).toBeInTheDocument();
  });

  it('tells a signed-in user who does not meet the condition why they cannot see the page', () => {
    renderGuarded(authValue({ user: signedInUser }), (claims) => claims.superAdmin);
    expect(screen.queryByRole('heading', { name: 'Domains' })).not.toBeInTheDocument();
    expect(screen.getByText('Super admins only.')).toBeInTheDocument();
    expect(screen.getByText('Signed in as chef@example.com')).toBeInTheDocument();
  });
});
