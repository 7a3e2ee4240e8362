import { alertThresholdMinutes, type MonitorSettings } from '@resto/domain';
import { type FirestoreError, getCountFromServer } from 'firebase/firestore';
import { useEffect, useMemo, useState } from 'react';
import { mergeSortedLists } from '../data/docChanges';
import { useLiveLists } from '../data/useLiveLists';
import { oldestFirst, oldestWaitingQuery, type StoreOrder, waitingSinceCountQuery } from './orderData';
import { startOfStoreDay, storeKey, useDayTick, type WatchedStore, watchedKey } from './useStoreOrders';
import {
  type UnprocessedOrderAlert,
  type UnprocessedOrderAlertOptions,
  useUnprocessedOrderAlert,
} from './useUnprocessedOrderAlert';

/**
 * How many of each store's oldest waiting orders the alert listens to. Orders become overdue oldest
 * first, so these decide the alert; when all of them are overdue, the rest are counted, not watched.
 */
export const WAITING_WINDOW = 10;

/** How often the overdue orders beyond the window are counted again while there are any. */
const RECOUNT_MS = 30_000;

export interface WaitingOrderAlert extends UnprocessedOrderAlert {
  /** The oldest waiting orders of each store, oldest first (overdueIds are among them). */
  waiting: readonly StoreOrder[];
  error: FirestoreError | undefined;
}

interface Overflow {
  key: string;
  restaurantId: string;
  storeId: string;
  timezone: string;
  thresholdMinutes: number;
}

/**
 * The unprocessed-order alert without reading every order of the day: per store one snapshot query of
 * the oldest WAITING_WINDOW `new` orders (the domain's isOrderOverdue and the server's flag decide,
 * as before), and, for a store whose whole window is overdue, an aggregation count of its `new`
 * orders placed before the threshold, so the banner can say "37 orders" while listing the oldest few.
 */
export function useWaitingOrderAlert(
  watched: readonly WatchedStore[],
  settingsFor: (restaurantId: string, storeId: string) => MonitorSettings | undefined,
  options: UnprocessedOrderAlertOptions = {},
): WaitingOrderAlert {
  const day = useDayTick();
  const stores = watchedKey(watched);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `stores` stands for watched; `day` moves on at midnight.
  const queries = useMemo(
    () =>
      watched.map(({ restaurantId, storeId, timezone }) =>
        oldestWaitingQuery(restaurantId, storeId, startOfStoreDay(timezone), WAITING_WINDOW),
      ),
    [stores, day],
  );
  const live = useLiveLists(queries);
  const waiting = useMemo(() => mergeSortedLists(live.lists, oldestFirst), [live.lists]);
  const entries = useMemo(
    () => waiting.map((order) => ({ order, settings: settingsFor(order.restaurantId, order.storeId) })),
    [waiting, settingsFor],
  );
  const alert = useUnprocessedOrderAlert(entries, options);

  // Stores whose every watched waiting order is overdue: more may be, beyond the window.
  const overdue = new Set(alert.overdueIds);
  const overflowing: Overflow[] = [];
  watched.forEach(({ restaurantId, storeId, timezone }, index) => {
    const list = live.lists[index] ?? [];
    const settings = settingsFor(restaurantId, storeId);
    if (!settings || list.length < WAITING_WINDOW || !list.every((order) => overdue.has(order.id))) return;
    overflowing.push({
      key: storeKey(restaurantId, storeId),
      restaurantId,
      storeId,
      timezone,
      thresholdMinutes: alertThresholdMinutes(settings),
    });
  });
  const beyond = useOverdueCounts(overflowing, live.lists);

  let overdueCount = alert.overdueIds.length;
  for (const store of overflowing) {
    const counted = beyond.get(store.key);
    if (counted !== undefined) overdueCount += Math.max(0, counted - WAITING_WINDOW);
  }
  return { ...alert, overdueCount, waiting, error: live.error };
}

/** Counts of overdue `new` orders per overflowing store, recounted when `changed` does and every 30 s. */
function useOverdueCounts(overflowing: readonly Overflow[], changed: unknown): ReadonlyMap<string, number> {
  const [counts, setCounts] = useState<ReadonlyMap<string, number>>(new Map());
  const [generation, setGeneration] = useState(0);
  const key = overflowing
    .map((store) => `${store.key}@${store.timezone}>${store.thresholdMinutes}`)
    .join(',');

  useEffect(() => {
    if (key === '') return;
    const timer = setInterval(() => setGeneration((value) => value + 1), RECOUNT_MS);
    return () => clearInterval(timer);
  }, [key]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the stores; `changed` and `generation` recount.
  useEffect(() => {
    if (overflowing.length === 0) return;
    let cancelled = false;
    const now = Date.now();
    void Promise.all(
      overflowing.map(async (store) => {
        const placedBy = new Date(now - store.thresholdMinutes * 60_000).toISOString();
        const query = waitingSinceCountQuery(
          store.restaurantId,
          store.storeId,
          startOfStoreDay(store.timezone),
          placedBy,
        );
        return [store.key, (await getCountFromServer(query)).data().count] as const;
      }),
    ).then(
      (entries) => {
        if (!cancelled) setCounts(new Map(entries));
      },
      () => undefined, // The window's own overdue orders still show; the next round retries the count.
    );
    return () => {
      cancelled = true;
    };
  }, [key, changed, generation]);

  return counts;
}
