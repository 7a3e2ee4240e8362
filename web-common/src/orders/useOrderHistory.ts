import type { FirestoreError, QueryDocumentSnapshot } from 'firebase/firestore';
import { useLivePages } from '../data/useLivePages';
import {
  ORDER_HISTORY_PAGE_SIZE,
  type OrderHistoryFilter,
  orderHistoryPageQuery,
  type StoreOrder,
  type StoreOrderData,
} from './orderData';

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
  const { docs, ...paging } = useLivePages(
    JSON.stringify([restaurantId, storeId, filter]),
    restaurantId && storeId && filter
      ? (cursor: QueryDocumentSnapshot<StoreOrder, StoreOrderData> | undefined) =>
          orderHistoryPageQuery(restaurantId, storeId, filter, cursor)
      : undefined,
    ORDER_HISTORY_PAGE_SIZE,
  );
  return { ...paging, orders: docs.map((doc) => doc.data()) };
}
