import { useEffect } from 'react';

const key = (restaurantId: string, storeId: string) => `resto.storeTimezone.${restaurantId}/${storeId}`;

function remembered(restaurantId: string, storeId: string): string | undefined {
  try {
    return globalThis.localStorage?.getItem(key(restaurantId, storeId)) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * The store's timezone as soon as it is known: the loaded store's own, else the one this device saw
 * for it last time. A page whose query depends on the store's day (today's orders) can then start on
 * a returning visit without waiting for the store document first, one round trip sooner (issue 25),
 * and a first visit still waits, so no query ever runs for the wrong day. Undefined until known.
 */
export function useKnownTimezone(
  restaurantId: string,
  storeId: string,
  loadedTimezone: string | undefined,
): string | undefined {
  useEffect(() => {
    if (!loadedTimezone || !restaurantId || !storeId) return;
    try {
      globalThis.localStorage?.setItem(key(restaurantId, storeId), loadedTimezone);
    } catch {
      // storage full or off: the next visit waits for the store, as a first one does
    }
  }, [restaurantId, storeId, loadedTimezone]);
  return loadedTimezone ?? (restaurantId && storeId ? remembered(restaurantId, storeId) : undefined);
}
