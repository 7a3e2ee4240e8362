import { connectFirestoreEmulator, type Firestore, getFirestore } from 'firebase/firestore';
import { webEnv } from '../config/env';
import { firebaseApp } from './app';

let db: Firestore | undefined;

/** Firestore, connected to the emulator when configured (exactly once: connecting twice throws). */
export function firestore(): Firestore {
  if (db) return db;
  db = getFirestore(firebaseApp());
  if (webEnv.useEmulators) {
    connectFirestoreEmulator(db, webEnv.firestoreEmulator.host, webEnv.firestoreEmulator.port);
  }
  return db;
}
