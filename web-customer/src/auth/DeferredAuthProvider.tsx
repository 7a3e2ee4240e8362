import { AuthContext, type AuthContextValue, NO_CLAIMS } from '@resto/web-common';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import type { AuthSnapshot } from './authSession';

/**
 * The customer site's AuthProvider: the same context as web-common's, but the Firebase Auth SDK
 * (~25 kB gzipped) loads in its own chunk once the page is idle, so the menu route's initial JS stays
 * small. Until then `loading` is true, which pages behind sign-in already wait for.
 */

let session: Promise<typeof import('./authSession')> | undefined;
const loadSession = () => {
  session ??= import('./authSession');
  return session;
};

/** After first paint and the menu request have had the network to themselves. */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 1500 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 300);
  return () => window.clearTimeout(handle);
}

export function DeferredAuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthSnapshot & { loading: boolean }>({
    user: null,
    claims: NO_CLAIMS,
    loading: true,
  });

  useEffect(() => {
    let active = true;
    let unsubscribe: (() => void) | undefined;
    const cancelIdle = whenIdle(() => {
      loadSession()
        .then(({ watchAuth }) => {
          if (!active) return;
          unsubscribe = watchAuth((snapshot) => {
            if (active) setState({ ...snapshot, loading: false });
          });
        })
        .catch(() => active && setState({ user: null, claims: NO_CLAIMS, loading: false }));
    });
    return () => {
      active = false;
      cancelIdle();
      unsubscribe?.();
    };
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      signIn: async (email, password) => (await loadSession()).signIn(email, password),
      signInWithToken: async (token) => (await loadSession()).signInWithToken(token),
      signOut: async () => (await loadSession()).signOut(),
      refreshClaims: async () => (await loadSession()).refreshClaims(),
    }),
    [state],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
