import { type FirebaseApp, getApp, getApps, initializeApp } from 'firebase/app';
import { webEnv } from '../config/env';

/** The one Firebase app of this page; created on first use so tests and static pages never touch it. */
export function firebaseApp(): FirebaseApp {
  if (getApps().length > 0) return getApp();
  return initializeApp({
    projectId: webEnv.projectId,
    apiKey: webEnv.apiKey,
    authDomain: webEnv.authDomain,
  });
}
