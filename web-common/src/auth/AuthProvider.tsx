import {
  signOut as firebaseSignOut,
  onIdTokenChanged,
  signInWithCustomToken,
  signInWithEmailAndPassword,
  type User,
} from 'firebase/auth';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { firebaseAuth } from '../firebase/auth';
import { AuthContext, type AuthContextValue } from './AuthContext';
import { type AuthClaims, NO_CLAIMS, parseClaims } from './claims';

interface AuthState {
  user: User | null;
  claims: AuthClaims;
  loading: boolean;
}

/** Tracks the Firebase user and their custom claims for the whole app. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ user: null, claims: NO_CLAIMS, loading: true });

  useEffect(() => {
    let active = true;
    // onIdTokenChanged (not onAuthStateChanged) so claim changes picked up by a token refresh show at once.
    const unsubscribe = onIdTokenChanged(
      firebaseAuth(),
      async (user) => {
        const claims = user ? await readClaims(user) : NO_CLAIMS;
        if (active) setState({ user, claims, loading: false });
      },
      // Auth that cannot start must still leave the app usable as signed out.
      () => active && setState({ user: null, claims: NO_CLAIMS, loading: false }),
    );
    return () => {
      active = false;
      unsubscribe();
    };
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      async signIn(email, password) {
        await signInWithEmailAndPassword(firebaseAuth(), email.trim(), password);
      },
      async signInWithToken(customToken) {
        await signInWithCustomToken(firebaseAuth(), customToken);
      },
      async signOut() {
        await firebaseSignOut(firebaseAuth());
      },
      async refreshClaims() {
        // Forcing a refresh fires onIdTokenChanged, which stores the new claims.
        await firebaseAuth().currentUser?.getIdToken(true);
      },
    }),
    [state],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

async function readClaims(user: User): Promise<AuthClaims> {
  try {
    const token = await user.getIdTokenResult();
    return parseClaims(token.claims);
  } catch {
    // Offline with an expired token: act without elevated claims until the token refreshes.
    return NO_CLAIMS;
  }
}
