import { type OrderProcessSettings, readStoreSetting, reportPeriodRange } from '@resto/domain';
import { useEffect, useMemo, useState } from 'react';
import { storeSettingDoc } from '../data/settings';
import { useDoc } from '../data/useDoc';
import { useDocs } from '../data/useDocs';
import { useQueries } from '../data/useQueries';
import { ordersPlacedSinceQuery, type StoreOrder, storeOrderDoc } from './orderData';

/** A store whose orders a screen follows, with the timezone its "today" is measured in. */
export interface WatchedStore {
  restaurantId: string;
  storeId: string;
  timezone: string;
}

const storeKey = (restaurantId: string, storeId: string) => `${restaurantId}/${storeId}`;

/** The local date, rechecked every few minutes so a screen left open overnight moves on to the new day. */
function useDayTick(): string {
  const [tick, setTick] = useState(() => new Date().toDateString());
  useEffect(() => {
    const timer = setInterval(() => setTick(new Date().toDateString()), 5 * 60_000);
    return () => clearInterval(timer);
  }, []);
  return tick;
}

/**
 * Today's orders of every given store, live: one snapshot query per store (orders placed since the
 * start of the store's day), merged newest first.
 */
export function useTodaysOrders(watched: readonly WatchedStore[]) {
  const tick = useDayTick();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `tick` re-reads the clock at each new day.
  const queries = useMemo(
    () =>
      watched.map(({ restaurantId, storeId, timezone }) =>
        ordersPlacedSinceQuery(
          restaurantId,
          storeId,
          reportPeriodRange({ kind: 'today' }, new Date(), timezone).fromUtcIso,
        ),
      ),
    [watched, tick],
  );
  const result = useQueries(queries);
  const data = useMemo(
    () =>
      result.data
        .flat()
        .sort(
          (a, b) => b.placedIsoDateTimeUtc.localeCompare(a.placedIsoDateTimeUtc) || a.id.localeCompare(b.id),
        ),
    [result.data],
  );
  return { data, loading: result.loading, error: result.error };
}

/** Each store's order-process settings (with the domain's defaults when never saved), by `r/s` key. */
export function useOrderProcessSettings(stores: readonly { restaurantId: string; storeId: string }[]) {
  const refs = stores.map(({ restaurantId, storeId }) =>
    storeSettingDoc(restaurantId, storeId, 'orderProcess'),
  );
  const result = useDocs(refs);
  const byStore = useMemo(() => {
    const map = new Map<string, OrderProcessSettings>();
    if (result.loading) return map;
    stores.forEach(({ restaurantId, storeId }, index) => {
      map.set(storeKey(restaurantId, storeId), readStoreSetting('orderProcess', result.data[index]));
    });
    return map;
  }, [result.data, result.loading, stores]);
  return {
    settingsFor: (restaurantId: string, storeId: string) => byStore.get(storeKey(restaurantId, storeId)),
    loading: result.loading,
    error: result.error,
  };
}

/** One order, live. `data` is null when it does not exist (or is not readable). */
export function useStoreOrder(
  restaurantId: string | undefined,
  storeId: string | undefined,
  orderId: string | undefined,
) {
  return useDoc<StoreOrder>(
    restaurantId && storeId && orderId ? storeOrderDoc(restaurantId, storeId, orderId) : null,
  );
}

/** One store's order-process settings, live, with defaults. */
export function useStoreOrderProcess(restaurantId: string | undefined, storeId: string | undefined) {
  const result = useDoc(
    restaurantId && storeId ? storeSettingDoc(restaurantId, storeId, 'orderProcess') : null,
  );
  const data = useMemo(
    () => (result.data === undefined ? undefined : readStoreSetting('orderProcess', result.data)),
    [result.data],
  );
  return { data, loading: result.loading, error: result.error };
}
