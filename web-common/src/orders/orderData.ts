import type { OnlineOrderDocument, OrderLifecycle, OrderRefundTotals, WithId } from '@resto/domain';
import {
  collection,
  doc,
  limit,
  orderBy,
  type QueryConstraint,
  type QueryDocumentSnapshot,
  query,
  startAfter,
  where,
} from 'firebase/firestore';
import { docConverter } from '../data/converter';
import { firestore } from '../firebase/firestore';

/**
 * `restaurants/{r}/stores/{s}/orders/{orderId}` as staff and admin screens read it: the stored online
 * order plus the lifecycle fields the order actions add. Those are optional here because orders
 * written before them (and orders never touched by staff) do not have them yet.
 */
export type StoreOrderData = Omit<OnlineOrderDocument, 'id'> &
  Partial<OrderLifecycle> & { id?: string; refundTotals?: Partial<OrderRefundTotals> };
export type StoreOrder = WithId<StoreOrderData>;

// One converter: queries built with the same converter compare equal, so hooks keep one listener.
const converter = docConverter<StoreOrderData>();

export function storeOrders(restaurantId: string, storeId: string) {
  return collection(firestore(), 'restaurants', restaurantId, 'stores', storeId, 'orders').withConverter(
    converter,
  );
}

export function storeOrderDoc(restaurantId: string, storeId: string, orderId: string) {
  return doc(storeOrders(restaurantId, storeId), orderId);
}

/** Orders placed since `fromUtcIso` (the start of the store's day), newest first: the live board. */
export function ordersPlacedSinceQuery(restaurantId: string, storeId: string, fromUtcIso: string) {
  return query(
    storeOrders(restaurantId, storeId),
    where('placedIsoDateTimeUtc', '>=', fromUtcIso),
    orderBy('placedIsoDateTimeUtc', 'desc'),
  );
}

/** What the history screens filter on; undefined means "any". */
export interface OrderHistoryFilter {
  fromUtcIso: string;
  toUtcIso: string;
  status?: StoreOrderData['status']['code'] | undefined;
  source?: StoreOrderData['source'] | undefined;
  collectionType?: StoreOrderData['cart']['collection']['type'] | undefined;
}

export const ORDER_HISTORY_PAGE_SIZE = 25;

/**
 * One page of history: equality filters, the date range, newest first, after `cursor` (the last
 * document of the previous page). One more than a page is asked for, to know whether a next page
 * exists. Each equality filter has a composite index with placedIsoDateTimeUtc (firestore.indexes.json).
 */
export function orderHistoryPageQuery(
  restaurantId: string,
  storeId: string,
  filter: OrderHistoryFilter,
  cursor: QueryDocumentSnapshot<StoreOrder, StoreOrderData> | undefined,
) {
  const constraints: QueryConstraint[] = [];
  if (filter.status) constraints.push(where('status.code', '==', filter.status));
  if (filter.source) constraints.push(where('source', '==', filter.source));
  if (filter.collectionType) constraints.push(where('cart.collection.type', '==', filter.collectionType));
  constraints.push(
    where('placedIsoDateTimeUtc', '>=', filter.fromUtcIso),
    where('placedIsoDateTimeUtc', '<', filter.toUtcIso),
    orderBy('placedIsoDateTimeUtc', 'desc'),
  );
  if (cursor) constraints.push(startAfter(cursor));
  constraints.push(limit(ORDER_HISTORY_PAGE_SIZE + 1));
  return query(storeOrders(restaurantId, storeId), ...constraints);
}
