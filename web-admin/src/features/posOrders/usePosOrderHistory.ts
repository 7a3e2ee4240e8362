import { type FirestoreError, onSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import {
  POS_HISTORY_PAGE_SIZE,
  type PosOrderCursor,
  type PosOrderHistoryFilter,
  type PosOrderView,
  posOrderHistoryQuery,
} from './posOrderData';

export interface PosOrderHistoryPage {
  orders: (PosOrderView & { id: string })[];
  page: number;
  hasNext: boolean;
  hasPrevious: boolean;
  next(): void;
  previous(): void;
  loading: boolean;
  error: FirestoreError | undefined;
}

/**
 * POS order history 25 at a time, live (the page on screen is a snapshot listener), paged with
 * `startAfter` cursors kept for Back; any filter change starts again at page 1.
 */
export function usePosOrderHistory(
  restaurantId: string,
  storeId: string,
  filter: PosOrderHistoryFilter | undefined,
): PosOrderHistoryPage {
  const filterKey = JSON.stringify([restaurantId, storeId, filter]);
  const [cursors, setCursors] = useState<{ key: string; stack: PosOrderCursor[] }>({
    key: filterKey,
    stack: [],
  });
  const stack = cursors.key === filterKey ? cursors.stack : [];
  const cursor = stack.at(-1);
  const pageKey = `${filterKey}#${stack.length}#${cursor?.id ?? ''}`;
  const [state, setState] = useState<{ key: string; docs?: PosOrderCursor[]; error?: FirestoreError }>({
    key: '',
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: pageKey captures the store, filter and cursor.
  useEffect(() => {
    if (!filter) return;
    return onSnapshot(
      posOrderHistoryQuery(restaurantId, storeId, filter, cursor),
      (snapshot) => setState({ key: pageKey, docs: snapshot.docs }),
      (error) => setState({ key: pageKey, error }),
    );
  }, [pageKey]);

  const current = state.key === pageKey ? state : { key: pageKey };
  const docs = current.docs ?? [];
  const shown = docs.slice(0, POS_HISTORY_PAGE_SIZE);
  const hasNext = docs.length > POS_HISTORY_PAGE_SIZE;
  return {
    orders: shown.map((snapshot) => ({ ...snapshot.data(), id: snapshot.id })),
    page: stack.length + 1,
    hasNext,
    hasPrevious: stack.length > 0,
    next: () => {
      const last = shown.at(-1);
      if (hasNext && last) setCursors({ key: filterKey, stack: [...stack, last] });
    },
    previous: () => setCursors({ key: filterKey, stack: stack.slice(0, -1) }),
    loading: Boolean(filter) && current.docs === undefined && !current.error,
    error: current.error,
  };
}
