import { type FirestoreError, onSnapshot, type QueryDocumentSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import {
  ORDER_HISTORY_PAGE_SIZE,
  type OrderHistoryFilter,
  orderHistoryPageQuery,
  type StoreOrder,
  type StoreOrderData,
} from './orderData';

type Cursor = QueryDocumentSnapshot<StoreOrder, StoreOrderData>;

export interface OrderHistoryPage {
  orders: StoreOrder[];
  /** 1-based page number. */
  page: number;
  hasNext: boolean;
  hasPrevious: boolean;
  next: () => void;
  previous: () => void;
  loading: boolean;
  error: FirestoreError | undefined;
}

/**
 * Order history a page (25) at a time, live: the page on screen is a snapshot listener, so a status
 * change shows without reloading. Paging is cursor-based (`startAfter` the last order of the page
 * before), keeping the cursors of the pages already passed so Back returns to them. Changing the
 * store or a filter starts again at page 1.
 */
export function useOrderHistory(
  restaurantId: string | undefined,
  storeId: string | undefined,
  filter: OrderHistoryFilter | undefined,
): OrderHistoryPage {
  const filterKey = JSON.stringify([restaurantId, storeId, filter]);
  const [cursors, setCursors] = useState<{ key: string; stack: Cursor[] }>({ key: filterKey, stack: [] });
  const stack = cursors.key === filterKey ? cursors.stack : [];
  const cursor = stack.at(-1);
  const [state, setState] = useState<{
    key: string;
    docs?: Cursor[];
    error?: FirestoreError;
  }>({ key: '' });
  const pageKey = `${filterKey}#${stack.length}#${cursor?.id ?? ''}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: pageKey captures the filter, store and cursor.
  useEffect(() => {
    if (!restaurantId || !storeId || !filter) return;
    const pageQuery = orderHistoryPageQuery(restaurantId, storeId, filter, cursor);
    return onSnapshot(
      pageQuery,
      (snapshot) => setState({ key: pageKey, docs: snapshot.docs }),
      (error) => setState({ key: pageKey, error }),
    );
  }, [pageKey]);

  const current = state.key === pageKey ? state : { key: pageKey };
  const docs = current.docs ?? [];
  const shown = docs.slice(0, ORDER_HISTORY_PAGE_SIZE);
  const hasNext = docs.length > ORDER_HISTORY_PAGE_SIZE;
  return {
    orders: shown.map((doc) => doc.data()),
    page: stack.length + 1,
    hasNext,
    hasPrevious: stack.length > 0,
    next: () => {
      const last = shown.at(-1);
      if (hasNext && last) setCursors({ key: filterKey, stack: [...stack, last] });
    },
    previous: () => setCursors({ key: filterKey, stack: stack.slice(0, -1) }),
    loading: Boolean(restaurantId && storeId && filter) && current.docs === undefined && !current.error,
    error: current.error,
  };
}
