import { DEVICE_CLAIM_KINDS, type DeviceClaimKind, type StoreDevice, ZStoreDevice } from '@resto/domain';
import { storeDevices } from '../firestore/paths';
import type { Caller } from '../http/auth';
import { ForbiddenError, UnauthenticatedError } from '../http/errors';

const KIND_LABELS: Record<DeviceClaimKind, string> = {
  posTerminal: 'POS terminal',
  kdsDevice: 'kitchen display',
  printer: 'printer',
};

export const DEVICE_REMOVED_MESSAGE =
  'This device has been removed from the store. Ask a store admin for a new pairing code to use it again.';
export const DEVICE_REPLACED_MESSAGE =
  'This device has been paired again on another screen. Ask a store admin for a new pairing code to use it here.';

export function isDeviceCaller(caller: Caller): boolean {
  return DEVICE_CLAIM_KINDS.some((kind) => caller[kind] !== undefined);
}

/**
 * The calling device of `kind`, which must belong to this store, re-read from its document: a
 * device removed (or paired again elsewhere) after its token was issued is refused at once, without
 * waiting for the token to expire. Super admins pass (answering undefined: they are no device).
 */
export async function requireDevice(
  caller: Caller,
  kind: DeviceClaimKind,
  restaurantId: string,
  storeId: string,
): Promise<(StoreDevice & { kind: DeviceClaimKind }) | undefined> {
  // Super admins read (a device's view of a store); they change nothing as a device.
  if (caller.superAdmin && caller.readsOnly) return undefined;
  const claim = caller[kind];
  if (!claim) throw new ForbiddenError(`Only this store's ${KIND_LABELS[kind]} can do this.`);
  if (claim.restaurantId !== restaurantId || claim.storeId !== storeId)
    throw new ForbiddenError(`This ${KIND_LABELS[kind]} belongs to another store.`);
  const snapshot = await storeDevices(kind, restaurantId, storeId).doc(claim.deviceId).get();
  const device = snapshot.exists ? ZStoreDevice.safeParse(snapshot.data()) : undefined;
  if (!device?.success || device.data.revoked) throw new UnauthenticatedError(DEVICE_REMOVED_MESSAGE);
  // Seeded devices predate authUid; once a device has paired, only its latest account may speak for it.
  if (device.data.authUid !== undefined && device.data.authUid !== caller.uid)
    throw new UnauthenticatedError(DEVICE_REPLACED_MESSAGE);
  return { ...device.data, kind };
}
