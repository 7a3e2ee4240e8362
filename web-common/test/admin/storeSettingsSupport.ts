import { readStoreSetting, type StoreSettingId } from '@resto/domain';
import { useSyncExternalStore } from 'react';
import type * as DataHooks from '../../src/data/hooks';
import type * as SettingsData from '../../src/data/settings';
import type { Store } from '../../src/data/stores';

/** The store the settings tests edit. */
export const BONDI: Store = {
  id: 'bondi',
  restaurantId: 'r1',
  name: 'Bondi',
  address: {
    formattedAddress: '120 Campbell Parade, Bondi Beach NSW 2026, Australia',
    suburb: 'Bondi Beach',
    state: 'NSW',
    postcode: '2026',
    country: { code: 'AU', name: 'Australia' },
    geoPoint: { latitude: '-33.8910', longitude: '151.2770' },
  },
  phoneNumber: '02 9130 1234',
  timezone: 'Australia/Sydney',
  collectionSettings: {
    pickup: { available: true, prepTimeInMinutes: 20 },
    delivery: { available: true, prepTimeInMinutes: 45 },
    dineIn: { available: false, prepTimeInMinutes: 30 },
  },
  hasSplitTimings: false,
  socialLinks: { facebook: '', instagram: '', tiktok: '', x: '', youtube: '', website: '' },
  googleFoodOrderingEnabled: false,
  status: 'ONLINE',
};

const documents = new Map<string, unknown>();
const listeners = new Set<() => void>();

/**
 * The live documents the store settings screens read, standing in for Firestore's snapshots: the
 * store (key `store`) and each settings document (by its id). Setting one re-renders its readers.
 */
export const live = {
  documents,
  listeners,
  set(key: string, value: unknown) {
    documents.set(key, value);
    for (const listener of listeners) listener();
  },
};

/**
 * `src/data/settings` reading the live documents; for a `vi.mock` factory:
 * `(await import('./storeSettingsSupport')).withLiveStoreSetting(await importOriginal())`.
 */
export function withLiveStoreSetting(original: typeof SettingsData): typeof SettingsData {
  return {
    ...original,
    useStoreSetting(_restaurantId: string, _storeId: string, settingId: StoreSettingId) {
      const stored = useSyncExternalStore(
        (listener) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
        () => documents.get(settingId),
      );
      return {
        data: readStoreSetting(settingId, stored),
        saved: stored !== undefined,
        audit: {},
        loading: false,
        error: undefined,
      };
    },
  } as typeof SettingsData;
}

/** `src/data/hooks` with `useStore` reading the live `store` document; for a `vi.mock` factory. */
export function withLiveStore(original: typeof DataHooks): typeof DataHooks {
  return {
    ...original,
    useStore: () => ({ data: documents.get('store') as Store, loading: false, error: undefined }),
  } as typeof DataHooks;
}
