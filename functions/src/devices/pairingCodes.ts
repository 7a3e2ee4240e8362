import { createHash, randomBytes } from 'node:crypto';
import {
  type DeviceClaimKind,
  PAIRING_CODE_LENGTH,
  type PairingCodeRecord,
  pairingCodeExpiry,
  pairingCodeFromBytes,
} from '@resto/domain';
import type { DocumentReference, QuerySnapshot, Transaction } from 'firebase-admin/firestore';
import { pairingCodes } from '../firestore/paths';

/** SHA-256 hex of the normalised code: the lookup key (the demo seed hashes its codes the same way). */
export function hashPairingCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

export interface IssuedPairingCode {
  pairingCode: string;
  pairingCodeExpiresIsoDateTimeUtc: string;
}

export interface DeviceRef {
  kind: DeviceClaimKind;
  restaurantId: string;
  storeId: string;
  deviceId: string;
  ref: DocumentReference;
}

/**
 * Reads the pending codes of a device inside `tx` (reads come first in a transaction); the answer's
 * `deleteAll` removes them later in the same transaction.
 */
export async function readPendingCodes(tx: Transaction, device: DocumentReference) {
  const pending: QuerySnapshot = await tx.get(pairingCodes().where('devicePath', '==', device.path));
  return {
    deleteAll: () => {
      for (const doc of pending.docs) tx.delete(doc.ref);
    },
  };
}

/** Makes a fresh code for `device` and records its hash in `pairingCodes`; returns the code to show once. */
export function issuePairingCode(
  tx: Transaction,
  device: DeviceRef,
  nowIsoDateTimeUtc: string,
): IssuedPairingCode {
  const pairingCode = pairingCodeFromBytes(randomBytes(PAIRING_CODE_LENGTH));
  const expiresIsoDateTimeUtc = pairingCodeExpiry(nowIsoDateTimeUtc);
  const record: PairingCodeRecord = {
    kind: device.kind,
    restaurantId: device.restaurantId,
    storeId: device.storeId,
    deviceId: device.deviceId,
    devicePath: device.ref.path,
    createdIsoDateTimeUtc: nowIsoDateTimeUtc,
    expiresIsoDateTimeUtc,
  };
  tx.create(pairingCodes().doc(hashPairingCode(pairingCode)), record);
  return { pairingCode, pairingCodeExpiresIsoDateTimeUtc: expiresIsoDateTimeUtc };
}
