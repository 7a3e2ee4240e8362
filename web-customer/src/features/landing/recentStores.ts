/**
 * Stores this browser ordered from or browsed, newest first, so the site's home page can send a
 * returning customer straight back instead of asking for a link they may no longer have.
 * Only ids and the public store name are kept: nothing personal.
 */
export interface RecentStore {
  restaurantId: string;
  storeId: string;
  name: string;
}

const KEY = 'resto:recentStores:v1';
export const MAX_RECENT_STORES = 4;

export function readRecentStores(storage: Pick<Storage, 'getItem'> = localStorage): RecentStore[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(
        (entry): entry is RecentStore =>
          typeof entry?.restaurantId === 'string' &&
          typeof entry?.storeId === 'string' &&
          typeof entry?.name === 'string',
      )
      .slice(0, MAX_RECENT_STORES);
  } catch {
    return [];
  }
}

export function rememberStore(
  store: RecentStore,
  storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage,
): void {
  const others = readRecentStores(storage).filter(
    (entry) => entry.restaurantId !== store.restaurantId || entry.storeId !== store.storeId,
  );
  try {
    storage.setItem(KEY, JSON.stringify([store, ...others].slice(0, MAX_RECENT_STORES)));
  } catch {
    // Private mode or a full storage: the home page just won't offer the shortcut.
  }
}
