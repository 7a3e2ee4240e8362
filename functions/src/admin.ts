import { type App, getApps, initializeApp } from 'firebase-admin/app';
import { type Auth, getAuth } from 'firebase-admin/auth';
import { type Firestore, getFirestore, type Transaction } from 'firebase-admin/firestore';

/** One Admin SDK app per process; on the emulator suite the env vars point it at the local services. */
export function adminApp(): App {
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

/**
 * `runTransaction` that also retries a transaction the backend closed under contention ("Transaction
 * is invalid or closed", which the SDK does not retry itself). Racing writers on one document then
 * still get one winner and a normal answer for the loser instead of a 500. Every transaction in the
 * functions goes through here: any document can be contended (two devices, a retried request).
 */
export async function runContendedTransaction<T>(
  update: (tx: Transaction) => Promise<T>,
  attempts = 5,
  /** The SDK's own attempts per run (its default is 5, each after a growing back-off). */
  sdkAttempts?: number,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db().runTransaction(update, sdkAttempts ? { maxAttempts: sdkAttempts } : undefined);
    } catch (error) {
      const closed = /Transaction is invalid or closed/.test(String((error as Error)?.message));
      if (!closed || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 30));
    }
  }
}
