import { createHmac, randomBytes } from 'node:crypto';
import type { Transaction } from 'firebase-admin/firestore';
import { employeePins, pinSecretDoc } from '../firestore/paths';

/**
 * PINs are stored only as HMAC-SHA256 under a per-store secret. A plain hash of 4 digits would be
 * reversed by trying all 10,000; without the secret (a server-only document) the lookup values say
 * nothing, and equal PINs in two stores look different.
 */
export function pinLookup(secret: Buffer, pin: string): string {
  return createHmac('sha256', secret).update(pin).digest('hex');
}

export interface StorePinSecret {
  secret: Buffer;
  exists: boolean;
}

/** Reads the store's secret in the transaction, or makes a new one to be saved by `savePinSecret`. */
export async function readPinSecret(
  tx: Transaction,
  restaurantId: string,
  storeId: string,
): Promise<StorePinSecret> {
  const snapshot = await tx.get(pinSecretDoc(restaurantId, storeId));
  const stored = snapshot.get('secret');
  if (typeof stored === 'string') return { secret: Buffer.from(stored, 'base64'), exists: true };
  return { secret: randomBytes(32), exists: false };
}

/**
 * Writes the secret document in every transaction that sets a PIN. Because each such transaction
 * reads and writes this one document, two PIN changes in a store cannot interleave: the second
 * re-runs and sees the first's PIN, which keeps PINs unique.
 */
export function savePinSecret(
  tx: Transaction,
  restaurantId: string,
  storeId: string,
  pinSecret: StorePinSecret,
  nowIsoDateTimeUtc: string,
): void {
  const ref = pinSecretDoc(restaurantId, storeId);
  if (pinSecret.exists) tx.update(ref, { lastPinChangeIsoDateTimeUtc: nowIsoDateTimeUtc });
  else
    tx.create(ref, {
      secret: pinSecret.secret.toString('base64'),
      createdIsoDateTimeUtc: nowIsoDateTimeUtc,
      lastPinChangeIsoDateTimeUtc: nowIsoDateTimeUtc,
    });
}

/** The employee id holding this lookup value in the store, if any. */
export async function employeeIdWithPin(
  tx: Transaction,
  restaurantId: string,
  storeId: string,
  lookup: string,
): Promise<string | undefined> {
  const found = await tx.get(employeePins(restaurantId, storeId).where('pinLookup', '==', lookup).limit(2));
  return found.docs[0]?.id;
}
