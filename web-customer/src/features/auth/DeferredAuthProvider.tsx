import { AuthContext, type AuthContextValue, NO_CLAIMS } from '@resto/web-common';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import type { AuthSnapshot } from './authSession';

/**
 * The customer site's AuthProvider: the same context as web-common's, but the Firebase Auth SDK
 * (~25 kB gzipped) loads in its own chunk once the page is idle, so the menu route's initial JS stays
 * small. Until then `loading` is true, which pages behind sign-in already wait for.
 *
 * On the menu home, a browser that has never kept a Firebase session (nothing in Auth's IndexedDB
 * or localStorage) is known to be signed out: `loading` turns false at once and the SDK loads on the
 * first tap, key press or history navigation instead, so a first visit spends no main-thread time
 * on Auth while the menu loads. Calling any sign-in function loads it too.
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

const MENU_HOME = /^\/restaurants\/[^/]+\/stores\/[^/]+\/?$/;
/** Where Firebase Auth keeps a session with the persistences web-common's `firebaseAuth()` uses. */
const AUTH_DATABASE = 'firebaseLocalStorageDb';
const AUTH_STORAGE_KEY_PREFIX = 'firebase:authUser:';

/** Whether Auth may have a session to restore; true whenever the browser cannot tell. */
async function mayHaveStoredSession(): Promise<boolean> {
  try {
    if (Object.keys(localStorage).some((key) => key.startsWith(AUTH_STORAGE_KEY_PREFIX))) return true;
    if (typeof indexedDB?.databases !== 'function') return true;
    return (await indexedDB.databases()).some((database) => database.name === AUTH_DATABASE);
  } catch {
    return true;
  }
}

const INTERACTIONS = ['pointerdown', 'keydown', 'popstate'] as const;

/** Calls `callback` once, on the first tap, key press or back/forward navigation. */
function onFirstInteraction(callback: () => void): () => void {
  const handler = () => {
    remove();
    callback();
  };
  const remove = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, handler, true);
  };
  for (const type of INTERACTIONS) window.addEventListener(type, handler, { capture: true, passive: true });
  return remove;
}

export function DeferredAuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthSnapshot & { loading: boolean }>({
    user: null,
    claims: NO_CLAIMS,
    loading: true,
  });
  /** Loads the SDK and starts watching the user; the first call wins, later ones do nothing. */
  const start = useRef<() => void>(() => undefined);

  useEffect(() => {
    let active = true;
    let watching = false;
    let unsubscribe: (() => void) | undefined;
    let cancelWait: (() => void) | undefined;
    start.current = () => {
      if (watching) return;
      watching = true;
      cancelWait?.();
      loadSession()
        .then(({ watchAuth }) => {
          if (!active) return;
          unsubscribe = watchAuth((snapshot) => {
            if (active) setState({ ...snapshot, loading: false });
          });
        })
        .catch(() => active && setState({ user: null, claims: NO_CLAIMS, loading: false }));
    };
    const cancelIdle = whenIdle(() => {
      if (!MENU_HOME.test(window.location.pathname)) return start.current();
      void mayHaveStoredSession().then((stored) => {
        if (!active || watching) return;
        if (stored) return start.current();
        setState({ user: null, claims: NO_CLAIMS, loading: false });
        cancelWait = onFirstInteraction(() => start.current());
      });
    });
    return () => {
      active = false;
      cancelIdle();
      cancelWait?.();
      unsubscribe?.();
    };
  }, []);

  const value = useMemo<AuthContextValue>(() => {
    const withSession = async () => {
      start.current();
      return loadSession();
    };
    return {
      ...state,
      signIn: async (email, password) => (await withSession()).signIn(email, password),
      signInWithToken: async (token) => (await withSession()).signInWithToken(token),
      signOut: async () => (await withSession()).signOut(),
      refreshClaims: async () => (await withSession()).refreshClaims(),
    };
  }, [state]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
