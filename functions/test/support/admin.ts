import { getApps, initializeApp } from 'firebase-admin/app';
import { type Auth, getAuth } from 'firebase-admin/auth';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { PROJECT_ID } from './emulators';

/** The Admin SDK pointed at the emulators, for arranging data and checking what the API wrote. */
function app() {
  return getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
}

export function firestore(): Firestore {
  return getFirestore(app());
}

export function adminAuth(): Auth {
  return getAuth(app());
}
