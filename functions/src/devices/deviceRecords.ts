import { type DeviceClaimKind, isPairingCodeExpired, type StoreDevice, ZStoreDevice } from '@resto/domain';
import { type DocumentData, FieldValue, type Transaction } from 'firebase-admin/firestore';
import { adminAuth, nowIso, runContendedTransaction } from '../admin';
import { newId, storeDevices } from '../firestore/paths';
import { NotFoundError } from '../http/errors';
import { log } from '../log';
import { type IssuedPairingCode, issuePairingCode, readPendingCodes } from './pairingCodes';

/** What admins see of a device: never a code hash or the Auth account behind it. */
export type DeviceView = Omit<StoreDevice, 'authUid'> & {
  paired: boolean;
  pairingCodePending: boolean;
  [extra: string]: unknown;
};

export function deviceView(data: DocumentData, nowIsoDateTimeUtc = nowIso()): DeviceView {
  const { authUid, ...visible } = data;
  const expires =
    typeof visible.pairingCodeExpiresIsoDateTimeUtc === 'string'
      ? visible.pairingCodeExpiresIsoDateTimeUtc
      : undefined;
  return {
    ...(visible as Omit<StoreDevice, 'authUid'>),
    paired: typeof authUid === 'string',
    pairingCodePending: expires !== undefined && !isPairingCodeExpired(expires, nowIsoDateTimeUtc),
  };
}

export interface DeviceScope {
  kind: DeviceClaimKind;
  restaurantId: string;
  storeId: string;
}

function deviceRef(scope: DeviceScope, deviceId: string) {
  return {
    ...scope,
    deviceId,
    ref: storeDevices(scope.kind, scope.restaurantId, scope.storeId).doc(deviceId),
  };
}

/**
 * Creates a device with a fresh one-time pairing code; `alsoWrite` adds documents that must exist
 * with it (a kitchen display's settings) in the same transaction.
 */
export async function createDevice(
  scope: DeviceScope,
  fields: { name: string } & Record<string, unknown>,
  alsoWrite?: (tx: Transaction, deviceId: string, now: string) => void,
): Promise<{ id: string } & IssuedPairingCode> {
  const device = deviceRef(scope, newId());
  const now = nowIso();
  const code = await runContendedTransaction(async (tx) => {
    const issued = issuePairingCode(tx, device, now);
    tx.create(device.ref, {
      ...fields,
      id: device.deviceId,
      restaurantId: scope.restaurantId,
      storeId: scope.storeId,
      revoked: false,
      pairingCodeExpiresIsoDateTimeUtc: issued.pairingCodeExpiresIsoDateTimeUtc,
      createdIsoDateTimeUtc: now,
    });
    alsoWrite?.(tx, device.deviceId, now);
    return issued;
  });
  log.info('device.created', { ...scope, deviceId: device.deviceId });
  return { id: device.deviceId, ...code };
}

/** Devices still in service (removed ones are kept for history but not listed). */
export async function listDevices(scope: DeviceScope): Promise<DeviceView[]> {
  const snapshot = await storeDevices(scope.kind, scope.restaurantId, scope.storeId)
    .where('revoked', '==', false)
    .get();
  const now = nowIso();
  return snapshot.docs
    .map((doc) => deviceView(doc.data(), now))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

async function activeDevice(tx: Transaction, scope: DeviceScope, deviceId: string) {
  const device = deviceRef(scope, deviceId);
  const snapshot = await tx.get(device.ref);
  const parsed = snapshot.exists ? ZStoreDevice.safeParse(snapshot.data()) : undefined;
  if (!parsed?.success || parsed.data.revoked) throw new NotFoundError('We could not find this device.');
  return { device, data: snapshot.data() as DocumentData };
}

export async function updateDevice(
  scope: DeviceScope,
  deviceId: string,
  changes: { name: string } & Record<string, unknown>,
  check?: (tx: Transaction) => Promise<void>,
): Promise<DeviceView> {
  const view = await runContendedTransaction(async (tx) => {
    const { device, data } = await activeDevice(tx, scope, deviceId);
    await check?.(tx);
    tx.update(device.ref, changes);
    return deviceView({ ...data, ...changes });
  });
  log.info('device.updated', { ...scope, deviceId });
  return view;
}

/**
 * Replaces the device's pairing code (older codes stop working). The screen that is paired now keeps
 * working until the new code is used on another screen.
 */
export async function replacePairingCode(
  scope: DeviceScope,
  deviceId: string,
): Promise<{ id: string } & IssuedPairingCode> {
  const now = nowIso();
  const code = await runContendedTransaction(async (tx) => {
    const { device } = await activeDevice(tx, scope, deviceId);
    const previous = await readPendingCodes(tx, device.ref);
    previous.deleteAll();
    const issued = issuePairingCode(tx, device, now);
    tx.update(device.ref, { pairingCodeExpiresIsoDateTimeUtc: issued.pairingCodeExpiresIsoDateTimeUtc });
    return issued;
  });
  log.info('device.pairing_code_replaced', { ...scope, deviceId });
  return { id: deviceId, ...code };
}

/**
 * Removes a device from service: flags it revoked (kept for order history), deletes any pending code
 * and ends its sessions. Repeating it is harmless.
 */
export async function revokeDevice(
  scope: DeviceScope,
  deviceId: string,
): Promise<{ id: string; revoked: true }> {
  const device = deviceRef(scope, deviceId);
  const authUid = await runContendedTransaction(async (tx) => {
    const snapshot = await tx.get(device.ref);
    if (!snapshot.exists) throw new NotFoundError('We could not find this device.');
    const pending = await readPendingCodes(tx, device.ref);
    pending.deleteAll();
    if (snapshot.get('revoked') === true) return undefined;
    tx.update(device.ref, {
      revoked: true,
      revokedIsoDateTimeUtc: nowIso(),
      pairingCodeExpiresIsoDateTimeUtc: FieldValue.delete(),
    });
    const uid = snapshot.get('authUid');
    return typeof uid === 'string' ? uid : undefined;
  });
  if (authUid) await revokeDeviceSessions(authUid);
  log.info('device.revoked', { ...scope, deviceId, hadSession: authUid !== undefined });
  return { id: deviceId, revoked: true };
}

/** Ends every session of a device account; the device document check already refuses it meanwhile. */
export async function revokeDeviceSessions(authUid: string): Promise<void> {
  try {
    await adminAuth().revokeRefreshTokens(authUid);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
}
