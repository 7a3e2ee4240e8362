import { describe, expect, it } from 'vitest';
import {
  MAX_RECENT_STORES,
  readRecentStores,
  rememberStore,
} from '../../../web-customer/src/features/landing/recentStores';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('recent stores', () => {
  it('keeps the newest first, once each, at most a few', () => {
    const storage = memoryStorage();
    for (let index = 0; index < MAX_RECENT_STORES + 2; index += 1)
      rememberStore({ restaurantId: 'r', storeId: `s${index}`, name: `Store ${index}` }, storage);
    rememberStore({ restaurantId: 'r', storeId: 's3', name: 'Store 3' }, storage);
    const stores = readRecentStores(storage);
    expect(stores).toHaveLength(MAX_RECENT_STORES);
    expect(stores.map((store) => store.storeId)).toEqual(['s3', 's5', 's4', 's2']);
  });

  it('reads nothing from garbage', () => {
    expect(readRecentStores(memoryStorage({ 'resto:recentStores:v1': '{not json' }))).toEqual([]);
    expect(readRecentStores(memoryStorage({ 'resto:recentStores:v1': '[{"storeId":1}]' }))).toEqual([]);
  });
});
