import { type App, getApps, initializeApp } from 'firebase-admin/app';
import { type Auth, getAuth } from 'firebase-admin/auth';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';

/** One Admin SDK app per process; on the emulator suite the env vars point it at the local services. */
function adminApp(): App {
  return getApps()[0] ?? initializeApp();
}

export function db(): Firestore {
  return getFirestore(adminApp());
}

export function adminAuth(): Auth {
  return getAuth(adminApp());
}

export function nowIso(): string {
  return new Date().toISOString();
}
