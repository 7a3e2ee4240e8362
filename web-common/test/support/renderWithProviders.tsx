import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import type { User } from 'firebase/auth';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { ApiClientProvider } from '../../src/api/ApiClientContext';
import { createApiClient } from '../../src/api/apiClient';
import { AuthContext, type AuthContextValue } from '../../src/auth/AuthContext';
import { type AuthClaims, NO_CLAIMS } from '../../src/auth/claims';
import { NotifierProvider } from '../../src/feedback/Notifier';
import { createBrandTheme } from '../../src/theme/theme';

export const SIGNED_IN_USER = {
  uid: 'owner-1',
  email: 'olivia@example.com',
  displayName: 'Olivia Owner',
} as User;

export function authValue(
  claims: AuthClaims = NO_CLAIMS,
  user: User | null = SIGNED_IN_USER,
): AuthContextValue {
  const unused = async () => undefined;
  return {
    user,
    claims,
    loading: false,
    signIn: unused,
    signInWithToken: unused,
    signOut: unused,
    refreshClaims: unused,
  };
}

/** What the app around a screen provides: theme, auth, the snackbar, an `/api` client and a router. */
export function Providers({
  children,
  claims,
  router = true,
}: {
  children: ReactNode;
  claims?: AuthClaims;
  router?: boolean;
}) {
  const client = createApiClient({ baseUrl: '', getIdToken: async () => 'id-token' });
  const content = (
    <ThemeProvider theme={createBrandTheme()}>
      <AuthContext.Provider value={authValue(claims)}>
        <ApiClientProvider client={client}>
          <NotifierProvider>{children}</NotifierProvider>
        </ApiClientProvider>
      </AuthContext.Provider>
    </ThemeProvider>
  );
  return router ? <MemoryRouter>{content}</MemoryRouter> : content;
}

export function renderWithProviders(ui: ReactElement, options: { claims?: AuthClaims } = {}) {
  return render(ui, { wrapper: ({ children }) => <Providers claims={options.claims}>{children}</Providers> });
}

export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
}

/**
 * Stubs `fetch` (the HTTP boundary of the api client): each request gets `answer(method, url, body)`'s
 * status and JSON body, and is recorded so a test can check what was sent.
 */
export function stubApi(answer: (call: RecordedCall) => { status: number; body?: unknown }) {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        url,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      calls.push(call);
      const { status, body } = answer(call);
      return new Response(body === undefined ? '' : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}
