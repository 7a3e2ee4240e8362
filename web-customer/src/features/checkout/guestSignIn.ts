import { firebaseAuth } from '@resto/web-common';
import { signInAnonymously, type User } from 'firebase/auth';

/**
 * The customer placing the order, signing a guest in anonymously first (Firebase anonymous auth; the
 * Auth emulator locally). The order then carries the guest's uid as `customerUid`, and the rules let
 * them read it, so they can watch it live on the tracking page from this browser.
 *
 * Waits for Auth to restore a persisted session first: right after a page load `currentUser` is
 * null until then, and signing in anonymously would hide the customer's real account.
 */
export async function currentOrGuestUser(): Promise<User> {
  const auth = firebaseAuth();
  await auth.authStateReady();
  if (auth.currentUser) return auth.currentUser;
  const credential = await signInAnonymously(auth);
  return credential.user;
}

/** A phone sign-in's uid is `phone:+61…`; the number is the customer's mobile. */
export function phoneOfUid(uid: string): string | undefined {
  return uid.startsWith('phone:+') ? uid.slice('phone:'.length) : undefined;
}
