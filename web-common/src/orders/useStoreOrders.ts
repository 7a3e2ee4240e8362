import {
  type OrderProcessSettings,
  type OrderStatus,
  readStoreSetting,
  reportPeriodRange,
} from '@resto/domain';
import { type FirestoreError, getCountFromServer } from 'firebase/firestore';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { mergeSortedLists } from '../data/docChanges';
import { storeSettingDoc } from '../data/settings';
import { useDoc } from '../data/useDoc';
import { useDocs } from '../data/useDocs';
import { useLiveLists } from '../data/useLiveLists';
import {
  BOARD_VIEW_STATUSES,
  type BoardView,
  boardCountQuery,
  boardWindowQuery,
  dueWindowQuery,
  newestFirst,
  type StoreOrder,
  soonestDueFirst,
  storeOrderDoc,
} from './orderData';

/** A store whose orders a screen follows, with the timezone its "today" is measured in. */
export interface WatchedStore {
  restaurantId: string;
  storeId: string;
  timezone: string;
}

export const storeKey = (restaurantId: string, storeId: string) => `${restaurantId}/${storeId}`;

/** The stores and their timezones in one string: hooks key on it rather than on an array's identity. */
export const watchedKey = (watched: readonly WatchedStore[]) =>
  watched
    .map(({ restaurantId, storeId, timezone }) => `${storeKey(restaurantId, storeId)}@${timezone}`)
    .join(',');

/** The local date, rechecked every few minutes so a screen left open overnight moves on to the new day. */
export function useDayTick(): string {
  const [tick, setTick] = useState(() => new Date().toDateString());
  useEffect(() => {
    const timer = setInterval(() => setTick(new Date().toDateString()), 5 * 60_000);
    return () => clearInterval(timer);
  }, []);
  return tick;
}

/** The start of the store's day (UTC ISO), which every "today" query of the board starts from. */
export function startOfStoreDay(timezone: string, now: Date = new Date()): string {
  return reportPeriodRange({ kind: 'today' }, now, timezone).fromUtcIso;
}

export interface LiveOrderWindow {
  /** The orders shown, newest first; unchanged orders keep their object from one snapshot to the next. */
  data: readonly StoreOrder[];
  loading: boolean;
  error: FirestoreError | undefined;
  /** Some store filled the window: asking for a bigger one may show more. */
  hasMore: boolean;
}

/**
 * One board view of today's orders across the given stores, live and bounded: per store a snapshot
 * query of at most `max` orders (newest first), merged without re-sorting. Each snapshot changes only
 * the orders it names, so a new order costs one new object (and one card's render) however long the
 * list is. Where a store filled its window, orders older than its last one may be missing, so the
 * merged list stops there until the window grows.
 */
export function useLiveOrderWindow(
  watched: readonly WatchedStore[],
  statuses: readonly OrderStatus[] | undefined,
  max: number,
): LiveOrderWindow {
  const day = useDayTick();
  const statusKey = statuses?.join(',') ?? '*';
  const stores = watchedKey(watched);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys stand for watched and statuses; `day` re-reads the clock at each new day.
  const queries = useMemo(
    () =>
      watched.map(({ restaurantId, storeId, timezone }) =>
        boardWindowQuery(restaurantId, storeId, startOfStoreDay(timezone), statuses, max),
      ),
    [stores, statusKey, max, day],
  );
  const group = `${day}|${statusKey}|${stores}`;
  const live = useLiveLists(queries, group);
  const data = useMemo(() => {
    const merged = mergeSortedLists(live.lists, newestFirst);
    if (live.lists.length < 2) return merged;
    // The newest "last order" among the stores that filled their window: below it, some may be missing.
    let boundary: StoreOrder | undefined;
    for (const list of live.lists) {
      const last = list.length >= max ? list.at(-1) : undefined;
      if (last && (!boundary || newestFirst(last, boundary) < 0)) boundary = last;
    }
    if (!boundary) return merged;
    return merged.slice(0, merged.indexOf(boundary) + 1);
  }, [live.lists, max]);
  return {
    data,
    loading: live.loading,
    error: live.error,
    hasMore: live.lists.some((list) => list.length >= max),
  };
}

/**
 * The "By due time" view across the given stores, live and bounded like the board's window: per
 * store at most `max` orders still to be made, soonest due first, merged by due time. Where a store
 * filled its window, orders due after its last one may be missing, so the list stops there.
 */
export function useLiveDueWindow(watched: readonly WatchedStore[], max: number): LiveOrderWindow {
  const day = useDayTick();
  const stores = watchedKey(watched);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for watched; `day` re-reads the clock at each new day.
  const queries = useMemo(
    () =>
      watched.map(({ restaurantId, storeId, timezone }) =>
        dueWindowQuery(restaurantId, storeId, startOfStoreDay(timezone), max),
      ),
    [stores, max, day],
  );
  const live = useLiveLists(queries, `due|${day}|${stores}`);
  const data = useMemo(() => {
    const merged = mergeSortedLists(live.lists, soonestDueFirst);
    let boundary: StoreOrder | undefined;
    for (const list of live.lists) {
      const last = list.length >= max ? list.at(-1) : undefined;
      if (last && (!boundary || soonestDueFirst(last, boundary) < 0)) boundary = last;
    }
    return boundary ? merged.slice(0, merged.indexOf(boundary) + 1) : merged;
  }, [live.lists, max]);
  return {
    data,
    loading: live.loading,
    error: live.error,
    hasMore: live.lists.some((list) => list.length >= max),
  };
}

export type BoardCounts = Readonly<Record<BoardView, number>>;

/** How often the counts are refreshed even when nothing on screen changed (orders elsewhere do). */
const COUNTS_REFRESH_MS = 60_000;
/** Snapshots arriving together (a busy minute) are counted once. */
const COUNTS_SETTLE_MS = 1_000;

/**
 * How many of today's orders each board view holds, across the given stores: aggregation counts
 * (getCountFromServer, about one read per thousand orders), not listeners on every order. Counted
 * again a moment after `changed` changes (pass what the board shows, so a new order recounts) and
 * every minute. Undefined until the first count answers.
 */
export function useBoardCounts(watched: readonly WatchedStore[], changed: unknown): BoardCounts | undefined {
  const day = useDayTick();
  const [counts, setCounts] = useState<{ key: string; counts: BoardCounts }>();
  const [generation, setGeneration] = useState(0);
  const key = `${day}|${watchedKey(watched)}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `changed` is the signal to count again.
  useEffect(() => {
    const timer = setTimeout(() => setGeneration((value) => value + 1), COUNTS_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [changed]);
  useEffect(() => {
    const timer = setInterval(() => setGeneration((value) => value + 1), COUNTS_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for watched and the day; generation recounts.
  useEffect(() => {
    if (watched.length === 0) return;
    let cancelled = false;
    void countBoardViews(watched).then(
      (next) => {
        if (!cancelled) setCounts({ key, counts: next });
      },
      () => undefined, // Counts are a convenience: the board works without them; the next round retries.
    );
    return () => {
      cancelled = true;
    };
  }, [key, generation]);

  return counts?.key === key ? counts.counts : undefined;
}

async function countBoardViews(watched: readonly WatchedStore[]): Promise<BoardCounts> {
  const perStore = await Promise.all(
    watched.map(async ({ restaurantId, storeId, timezone }) => {
      const from = startOfStoreDay(timezone);
      const count = async (statuses: readonly OrderStatus[] | undefined) =>
        (await getCountFromServer(boardCountQuery(restaurantId, storeId, from, statuses))).data().count;
      const [waiting, accepted, today] = await Promise.all([
        count(BOARD_VIEW_STATUSES.waiting),
        count(BOARD_VIEW_STATUSES.accepted),
        count(undefined),
      ]);
      return { waiting, accepted, today };
    }),
  );
  const sum = (pick: (entry: (typeof perStore)[number]) => number) =>
    perStore.reduce((total, entry) => total + pick(entry), 0);
  const waiting = sum((entry) => entry.waiting);
  const accepted = sum((entry) => entry.accepted);
  return { open: waiting + accepted, waiting, accepted, today: sum((entry) => entry.today) };
}

/** Each store's order-process settings (with the domain's defaults when never saved), by `r/s` key. */
export function useOrderProcessSettings(stores: readonly { restaurantId: string; storeId: string }[]) {
  const refs = stores.map(({ restaurantId, storeId }) =>
    storeSettingDoc(restaurantId, storeId, 'orderProcess'),
  );
  const result = useDocs(refs);
  const keys = stores.map(({ restaurantId, storeId }) => storeKey(restaurantId, storeId)).join(',');
  // Keyed by the stores' ids and the documents, not the array's identity: one settings object per
  // saved document, so the cards given it stay memoised.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `keys` stands for the stores.
  const byStore = useMemo(() => {
    const map = new Map<string, OrderProcessSettings>();
    if (result.loading) return map;
    stores.forEach(({ restaurantId, storeId }, index) => {
      map.set(storeKey(restaurantId, storeId), readStoreSetting('orderProcess', result.data[index]));
    });
    return map;
  }, [result.data, result.loading, keys]);
  // Stable while the settings are, so cards given its answers stay memoised.
  const settingsFor = useCallback(
    (restaurantId: string, storeId: string) => byStore.get(storeKey(restaurantId, storeId)),
    [byStore],
  );
  return {
    settingsFor,
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
