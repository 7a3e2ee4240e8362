import { useLivePages } from '@resto/web-common';
import type { FirestoreError } from 'firebase/firestore';
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
  const { docs, ...paging } = useLivePages(
    JSON.stringify([restaurantId, storeId, filter]),
    filter
      ? (cursor: PosOrderCursor | undefined) => posOrderHistoryQuery(restaurantId, storeId, filter, cursor)
      : undefined,
    POS_HISTORY_PAGE_SIZE,
  );
  return { ...paging, orders: docs.map((snapshot) => ({ ...snapshot.data(), id: snapshot.id })) };
}
