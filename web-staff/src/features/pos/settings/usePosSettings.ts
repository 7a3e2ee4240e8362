import {
  effectivePosSettings,
  type PosSettings,
  type PosTerminalOverrides,
  type PublishedMenu,
  readPosTerminalOverrides,
  readStoreSetting,
  type WeeklyHours,
  ZPosSettings,
  ZPosTerminalOverrides,
  ZWeeklyHours,
} from '@resto/domain';
import { useStoreSetting } from '@resto/web-common';
import { useEffect, useMemo } from 'react';
import { z } from 'zod';

/**
 * What the till needs from its settings: the store's POS settings with this terminal's overrides
 * (admin's `/pos-settings` pages) and the counter's trading hours. They are read live from Firestore
 * and the last copy is kept on the device, so a till started during an outage still locks, offers
 * payments and warns as its admin set it.
 */
export interface TillSettings {
  settings: PosSettings;
  /** The POS trading hours; the store's trading hours until POS hours are saved. */
  posHours: WeeklyHours;
  /** Where they came from: the server now, this device's last copy, or the standard settings. */
  source: 'live' | 'device' | 'standard';
}

const ZCachedSettings = z.object({
  store: ZPosSettings,
  overrides: ZPosTerminalOverrides,
  posHours: ZWeeklyHours.nullable(),
});
type CachedSettings = z.infer<typeof ZCachedSettings>;

const cacheKey = (deviceId: string) => `resto:pos:settings:${deviceId}`;

function readCache(deviceId: string): CachedSettings | undefined {
  try {
    const parsed = ZCachedSettings.safeParse(JSON.parse(localStorage.getItem(cacheKey(deviceId)) ?? 'null'));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function usePosSettings(options: {
  restaurantId: string;
  storeId: string;
  deviceId: string;
  /** The terminal's own document (`settings` holds its overrides); undefined while loading or offline. */
  terminalSettings: unknown;
  terminalLoaded: boolean;
  menu: PublishedMenu | undefined;
}): TillSettings {
  const { restaurantId, storeId, deviceId, terminalSettings, terminalLoaded, menu } = options;
  const store = useStoreSetting(restaurantId, storeId, 'posSettings');
  const hours = useStoreSetting(restaurantId, storeId, 'posTradingHours');
  const cached = useMemo(() => readCache(deviceId), [deviceId]);

  const live: CachedSettings | undefined = useMemo(() => {
    if (store.data === undefined || hours.data === undefined || !terminalLoaded) return undefined;
    return {
      store: store.data,
      overrides: readPosTerminalOverrides(terminalSettings),
      posHours: hours.saved ? hours.data : null,
    };
  }, [store.data, hours.data, hours.saved, terminalLoaded, terminalSettings]);

  useEffect(() => {
    if (live) localStorage.setItem(cacheKey(deviceId), JSON.stringify(live));
  }, [live, deviceId]);

  return useMemo(() => {
    const chosen = live ?? cached;
    const storeSettings = chosen?.store ?? readStoreSetting('posSettings', undefined);
    const overrides: PosTerminalOverrides = chosen?.overrides ?? {};
    return {
      settings: effectivePosSettings(storeSettings, overrides),
      posHours:
        chosen?.posHours ?? menu?.settings.tradingHours ?? readStoreSetting('posTradingHours', undefined),
      source: live ? 'live' : cached ? 'device' : 'standard',
    };
  }, [live, cached, menu]);
}
