import {
  type Auth,
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import { webEnv } from '../config/env';
import { firebaseApp } from './app';

let auth: Auth | undefined;

/**
 * Firebase Auth, connected to the Auth emulator when configured (exactly once: connecting twice throws).
 * `initializeAuth` without a popup/redirect resolver keeps the pop-up sign-in code out of the bundles;
 * the apps only use email/password and custom tokens.
 */
export function firebaseAuth(): Auth {
  if (auth) return auth;
  auth = initializeAuth(firebaseApp(), { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  if (webEnv.useEmulators) {
    // The emulator banner would cover the bottom of kiosk screens; the demo project id already says "local".
    connectAuthEmulator(auth, webEnv.authEmulatorUrl, { disableWarnings: true });
  }
  return auth;
}
