import { type KdsDisplaySettings, ZKdsDisplaySettings } from '@resto/domain';
import { type DeviceClaim, docConverter, firestore, storeDevices, useDoc, useStore } from '@resto/web-common';
import { doc } from 'firebase/firestore';
import { useMemo } from 'react';
import type { KdsDevice } from './KdsDeviceContext';

const settingsConverter = docConverter<Record<string, unknown>>();

/** `restaurants/{r}/stores/{s}/kdsDeviceSettings/{kdsDeviceId}`: a screen may read its own only. */
export function kdsDeviceSettingsDoc(claim: DeviceClaim) {
  return doc(
    firestore(),
    'restaurants',
    claim.restaurantId,
    'stores',
    claim.storeId,
    'kdsDeviceSettings',
    claim.deviceId,
  ).withConverter(settingsConverter);
}

/**
 * The stored settings with every display field filled in. Older documents (prep time only) and a
 * missing document both read as the defaults rather than breaking the screen.
 */
export function displaySettingsOf(stored: Record<string, unknown> | null | undefined, deviceId: string) {
  const base = { id: deviceId, kdsDeviceId: deviceId, lastUpdatedIsoDateTimeUtc: new Date(0).toISOString() };
  const parsed = ZKdsDisplaySettings.safeParse({ ...base, ...(stored ?? {}) });
  return parsed.success ? parsed.data : ZKdsDisplaySettings.parse(base);
}

export interface KdsDeviceData extends Omit<KdsDevice, 'wakeLock'> {
  /** Reading the device document failed: usually the device was removed (its rules no longer match). */
  deviceError: unknown;
}

/** Live store, device and settings documents of the paired screen. */
export function useKdsDeviceData(claim: DeviceClaim): KdsDeviceData {
  const store = useStore(claim.restaurantId, claim.storeId);
  const device = useDoc(doc(storeDevices('kdsDevice', claim.restaurantId, claim.storeId), claim.deviceId));
  const stored = useDoc(kdsDeviceSettingsDoc(claim));
  const settings: KdsDisplaySettings = useMemo(
    () => displaySettingsOf(stored.data, claim.deviceId),
    [stored.data, claim.deviceId],
  );
  return {
    claim,
    store: store.data,
    timezone: store.data?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    device: device.data,
    deviceError: device.error,
    settings,
    settingsLoaded: stored.data !== undefined || stored.error !== undefined,
  };
}
