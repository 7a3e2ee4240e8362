import type { StoreDevice, WithId } from '@resto/domain';
import { collection } from 'firebase/firestore';
import { firestore } from '../firebase/firestore';
import { docConverter } from './converter';

/** The three kinds of store device; each signs in with its own one-time pairing code. */
export const DEVICE_KINDS = ['posTerminal', 'kdsDevice', 'printer'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

const COLLECTIONS: Record<DeviceKind, string> = {
  posTerminal: 'posTerminals',
  kdsDevice: 'kdsDevices',
  printer: 'printers',
};

/**
 * `restaurants/{r}/stores/{s}/posTerminals|kdsDevices|printers/{id}`. Staff read the whole document,
 * including when its pending pairing code expires and whether a screen is signed in (`authUid`).
 */
export type DeviceData = Omit<StoreDevice, 'id'>;
export type Device = WithId<DeviceData>;

const converter = docConverter<DeviceData>();

export function storeDevices(kind: DeviceKind, restaurantId: string, storeId: string) {
  return collection(
    firestore(),
    'restaurants',
    restaurantId,
    'stores',
    storeId,
    COLLECTIONS[kind],
  ).withConverter(converter);
}
