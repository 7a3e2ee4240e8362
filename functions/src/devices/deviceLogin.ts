import {
  type DeviceClaim,
  type DeviceClaimKind,
  isPairingCodeExpired,
  ZPairingCodeRecord,
  ZStoreDevice,
} from '@resto/domain';
import { type DocumentReference, FieldValue } from 'firebase-admin/firestore';
import { DEVICE_REMOVED_MESSAGE } from '../access/devices';
import { adminAuth, nowIso, runContendedTransaction } from '../admin';
import { newId, pairingCodes, storeDevices } from '../firestore/paths';
import { UnauthenticatedError } from '../http/errors';
import { log } from '../log';
import { hashPairingCode } from './pairingCodes';

export interface DeviceLogin extends DeviceClaim {
  customToken: string;
}

const UNKNOWN_CODE_MESSAGE =
  'This pairing code is not valid. It may have been used already or replaced by a newer code; ask a store admin for a new one.';
const EXPIRED_CODE_MESSAGE = 'This pairing code has expired. Ask a store admin for a new one.';

/** A live code's `pairingCodes` record and the device it pairs. */
interface CodeMatch {
  claim: DeviceClaim;
  device: DocumentReference;
  record: DocumentReference;
  expiresIsoDateTimeUtc: string | undefined;
}

async function findCode(kind: DeviceClaimKind, hash: string): Promise<CodeMatch | undefined> {
  const recordRef = pairingCodes().doc(hash);
  const record = ZPairingCodeRecord.safeParse((await recordRef.get()).data());
  if (!record.success || record.data.kind !== kind) return undefined;
  const { restaurantId, storeId, deviceId } = record.data;
  return {
    claim: { restaurantId, storeId, deviceId },
    device: storeDevices(kind, restaurantId, storeId).doc(deviceId),
    record: recordRef,
    expiresIsoDateTimeUtc: record.data.expiresIsoDateTimeUtc,
  };
}

/**
 * Signs a device in with its one-time pairing code. The Auth account (with the device claim) is made
 * first; then a transaction consumes the code only if it is still live, so two screens racing with
 * one code get one session and one refusal. Each pairing gets a fresh account and the previous
 * screen's account is deleted, which ends its session.
 */
export async function loginWithPairingCode(kind: DeviceClaimKind, pairingCode: string): Promise<DeviceLogin> {
  const hash = hashPairingCode(pairingCode);
  const match = await findCode(kind, hash);
  if (!match) throw new UnauthenticatedError(UNKNOWN_CODE_MESSAGE);
  if (isPairingCodeExpired(match.expiresIsoDateTimeUtc, nowIso()))
    throw new UnauthenticatedError(EXPIRED_CODE_MESSAGE);
  const device = ZStoreDevice.safeParse((await match.device.get()).data());
  if (!device.success) throw new UnauthenticatedError(UNKNOWN_CODE_MESSAGE);
  if (device.data.revoked) throw new UnauthenticatedError(DEVICE_REMOVED_MESSAGE);

  const claims = { [kind]: match.claim };
  const authUid = `${kind}-${newId()}`;
  await adminAuth().createUser({ uid: authUid, displayName: device.data.name });
  await adminAuth().setCustomUserClaims(authUid, claims);

  let previousAuthUid: string | undefined;
  try {
    previousAuthUid = await runContendedTransaction(async (tx) => {
      const [current, record] = await tx.getAll(match.device, match.record);
      if (!current?.exists || !record?.exists) throw new UnauthenticatedError(UNKNOWN_CODE_MESSAGE);
      if (current.get('revoked') === true) throw new UnauthenticatedError(DEVICE_REMOVED_MESSAGE);
      tx.delete(match.record);
      tx.update(match.device, {
        pairingCodeExpiresIsoDateTimeUtc: FieldValue.delete(),
        pairedIsoDateTimeUtc: nowIso(),
        authUid,
      });
      const previous = current.get('authUid');
      return typeof previous === 'string' ? previous : undefined;
    });
  } catch (error) {
    await adminAuth().deleteUser(authUid);
    throw error;
  }

  if (previousAuthUid) await retireDeviceAccount(previousAuthUid);
  const customToken = await adminAuth().createCustomToken(authUid, claims);
  log.info('device.paired', { kind, ...match.claim, replacedPreviousSession: previousAuthUid !== undefined });
  return { customToken, ...match.claim };
}

async function retireDeviceAccount(uid: string): Promise<void> {
  try {
    await adminAuth().deleteUser(uid);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
}
