import type { User } from 'firebase/auth';
import { createContext, useContext } from 'react';
import type { AuthClaims } from './claims';

export interface AuthContextValue {
  /** Null when signed out (and while `loading`). */
  user: User | null;
  claims: AuthClaims;
  /** True until Firebase has told us whether someone is signed in. */
  loading: boolean;
  signIn(email: string, password: string): Promise<void>;
  signInWithToken(customToken: string): Promise<void>;
  signOut(): Promise<void>;
  /** Re-reads the ID token, e.g. after the API changed this user's claims. */
  refreshClaims(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>.');
  return value;
}
