import type { KdsDisplaySettings } from '@resto/domain';
import type { Device, DeviceClaim, Store } from '@resto/web-common';
import { createContext, useContext } from 'react';
import type { WakeLockState } from '../../shared/useWakeLock';

/** The paired screen: which store it belongs to, its device document and its own display settings. */
export interface KdsDevice {
  claim: DeviceClaim;
  store: Store | null | undefined;
  /** The store's timezone (the device's own until the store document arrives). */
  timezone: string;
  device: Device | null | undefined;
  /** Always complete: fields the stored document lacks read as their defaults. */
  settings: KdsDisplaySettings;
  /** True once the settings document has been read (the defaults above are then the real values). */
  settingsLoaded: boolean;
  /** Whether the screen is being kept awake (shown on /settings). */
  wakeLock: WakeLockState;
}

export const KdsDeviceContext = createContext<KdsDevice | null>(null);

export function useKdsDevice(): KdsDevice {
  const value = useContext(KdsDeviceContext);
  if (!value) throw new Error('useKdsDevice must be used inside the kitchen shell (KdsShell).');
  return value;
}
