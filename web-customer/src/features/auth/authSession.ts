/**
 * The Firebase Auth half of the customer site's auth provider, loaded as its own chunk after the
 * first paint so the menu route does not ship the Auth SDK (see DeferredAuthProvider).
 */
import { type AuthClaims, firebaseAuth, NO_CLAIMS, parseClaims } from '@resto/web-common';
import {
  createUserWithEmailAndPassword,
  EmailAuthProvider,
  signOut as firebaseSignOut,
  linkWithCredential,
  onIdTokenChanged,
  signInWithCustomToken,
  signInWithEmailAndPassword,
  type User,
  updateProfile,
} from 'firebase/auth';

export interface AuthSnapshot {
  user: User | null;
  claims: AuthClaims;
}

/** Calls `onChange` with every signed-in user (and their claims) until the returned function is called. */
export function watchAuth(onChange: (snapshot: AuthSnapshot) => void): () => void {
  return onIdTokenChanged(
    firebaseAuth(),
    async (user) => onChange({ user, claims: user ? await readClaims(user) : NO_CLAIMS }),
    // Auth that cannot start must still leave the site usable as signed out.
    () => onChange({ user: null, claims: NO_CLAIMS }),
  );
}

export async function signIn(email: string, password: string): Promise<void> {
  await signInWithEmailAndPassword(firebaseAuth(), email.trim(), password);
}

export async function signInWithToken(customToken: string): Promise<void> {
  await signInWithCustomToken(firebaseAuth(), customToken);
}

/**
 * The guest session this browser has (an anonymous user made at checkout), as an ID token, taken
 * before signing in to an account so that account can claim the guest's orders afterwards.
 */
export async function guestSessionToken(): Promise<string | undefined> {
  const user = firebaseAuth().currentUser;
  return user?.isAnonymous ? user.getIdToken() : undefined;
}

/**
 * A new customer account with email and password. A guest becomes the account (the anonymous user
 * is linked to the email credential, keeping its uid and so every order placed as a guest); anyone
 * else gets a new user. The name is kept on the profile.
 */
export async function signUpWithEmail(name: string, email: string, password: string): Promise<void> {
  const auth = firebaseAuth();
  const current = auth.currentUser;
  const user = current?.isAnonymous
    ? (await linkWithCredential(current, EmailAuthProvider.credential(email.trim(), password))).user
    : (await createUserWithEmailAndPassword(auth, email.trim(), password)).user;
  await updateProfile(user, { displayName: name.trim() });
  // The linked user is no longer anonymous: a fresh token tells every screen.
  await user.getIdToken(true);
}

export async function signOut(): Promise<void> {
  await firebaseSignOut(firebaseAuth());
}

export async function refreshClaims(): Promise<void> {
  // Forcing a refresh fires onIdTokenChanged, which delivers the new claims.
  await firebaseAuth().currentUser?.getIdToken(true);
}

async function readClaims(user: User): Promise<AuthClaims> {
  try {
    return parseClaims((await user.getIdTokenResult()).claims);
  } catch {
    // Offline with an expired token: act without elevated claims until the token refreshes.
    return NO_CLAIMS;
  }
}
