import type {
  OnlineOrderDocument,
  OrderLifecycle,
  OrderRefundTotals,
  OrderStatus,
  WithId,
} from '@resto/domain';
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

/**
 * The live board's views, by the statuses each shows (undefined: every order of the day). Open =
 * waiting + accepted, the orders someone still has to act on.
 */
export const BOARD_VIEWS = ['open', 'waiting', 'accepted', 'today'] as const;
export type BoardView = (typeof BOARD_VIEWS)[number];
export const BOARD_VIEW_STATUSES: Readonly<Record<BoardView, readonly OrderStatus[] | undefined>> = {
  open: ['processingPayment', 'new', 'accepted'],
  waiting: ['processingPayment', 'new'],
  accepted: ['accepted'],
  today: undefined,
};

function boardConstraints(fromUtcIso: string, statuses: readonly OrderStatus[] | undefined) {
  const constraints: QueryConstraint[] = [];
  if (statuses) {
    constraints.push(
      statuses.length === 1
        ? where('status.code', '==', statuses[0])
        : where('status.code', 'in', [...statuses]),
    );
  }
  constraints.push(where('placedIsoDateTimeUtc', '>=', fromUtcIso));
  return constraints;
}

/**
 * One board view of a store, live: orders placed since `fromUtcIso` (the start of the store's day)
 * in `statuses`, newest first, at most `max` of them (the screen asks for more as it scrolls).
 * Index: status.code + placedIsoDateTimeUtc desc (firestore.indexes.json).
 */
export function boardWindowQuery(
  restaurantId: string,
  storeId: string,
  fromUtcIso: string,
  statuses: readonly OrderStatus[] | undefined,
  max: number,
) {
  return query(
    storeOrders(restaurantId, storeId),
    ...boardConstraints(fromUtcIso, statuses),
    orderBy('placedIsoDateTimeUtc', 'desc'),
    limit(max),
  );
}

/** The orders the "By due time" view follows: the ones still to be made. */
export const DUE_BOARD_STATUSES: readonly OrderStatus[] = ['new', 'accepted'];

/**
 * The "By due time" view of a store: orders still to be made that are due from `fromUtcIso` (the
 * start of the store's day) on, soonest first, at most `max`. A scheduled order placed at lunch for
 * the evening is found by when it is due, not when it was placed.
 * Index: status.code + collectionIsoDateTimeUtc asc (firestore.indexes.json).
 */
export function dueWindowQuery(restaurantId: string, storeId: string, fromUtcIso: string, max: number) {
  return query(
    storeOrders(restaurantId, storeId),
    where('status.code', 'in', [...DUE_BOARD_STATUSES]),
    where('collectionIsoDateTimeUtc', '>=', fromUtcIso),
    orderBy('collectionIsoDateTimeUtc', 'asc'),
    limit(max),
  );
}

/** Soonest due first, as the due query gives them (ties by id). */
export function soonestDueFirst(a: StoreOrder, b: StoreOrder): number {
  return a.collectionIsoDateTimeUtc.localeCompare(b.collectionIsoDateTimeUtc) || a.id.localeCompare(b.id);
}

/** The same view unbounded, for an aggregation count (getCountFromServer), never for a listener. */
export function boardCountQuery(
  restaurantId: string,
  storeId: string,
  fromUtcIso: string,
  statuses: readonly OrderStatus[] | undefined,
) {
  return query(storeOrders(restaurantId, storeId), ...boardConstraints(fromUtcIso, statuses));
}

/**
 * The oldest orders of the day still waiting to be accepted (`new`), oldest first, at most `max`:
 * all the unprocessed-order alert needs, since orders become overdue oldest first.
 * Index: status.code + placedIsoDateTimeUtc asc (firestore.indexes.json).
 */
export function oldestWaitingQuery(restaurantId: string, storeId: string, fromUtcIso: string, max: number) {
  return query(
    storeOrders(restaurantId, storeId),
    where('status.code', '==', 'new'),
    where('placedIsoDateTimeUtc', '>=', fromUtcIso),
    orderBy('placedIsoDateTimeUtc', 'asc'),
    limit(max),
  );
}

/** For a count: orders of the day still `new` that were placed at or before `placedByUtcIso`. */
export function waitingSinceCountQuery(
  restaurantId: string,
  storeId: string,
  fromUtcIso: string,
  placedByUtcIso: string,
) {
  return query(
    storeOrders(restaurantId, storeId),
    where('status.code', '==', 'new'),
    where('placedIsoDateTimeUtc', '>=', fromUtcIso),
    where('placedIsoDateTimeUtc', '<=', placedByUtcIso),
  );
}

/**
 * Newest first: the board's order, as Firestore gives it for the queries above (ties by document id
 * in the direction of the last orderBy).
 */
export function newestFirst(a: StoreOrder, b: StoreOrder): number {
  return b.placedIsoDateTimeUtc.localeCompare(a.placedIsoDateTimeUtc) || b.id.localeCompare(a.id);
}

/** Oldest first: the waiting queue's order. */
export function oldestFirst(a: StoreOrder, b: StoreOrder): number {
  return a.placedIsoDateTimeUtc.localeCompare(b.placedIsoDateTimeUtc) || a.id.localeCompare(b.id);
}

/** What the history screens filter on; undefined means "any". */
export interface OrderHistoryFilter {
  fromUtcIso: string;
  toUtcIso: string;
  status?: StoreOrderData['status']['code'] | undefined;
  source?: StoreOrderData['source'] | undefined;
  collectionType?: StoreOrderData['cart']['collection']['type'] | undefined;
  /** An order's display number as typed ("#47" → "47"): that number within the dates. */
  displayNumber?: string | undefined;
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
  if (filter.displayNumber) constraints.push(where('displayNumber', '==', filter.displayNumber));
  constraints.push(
    where('placedIsoDateTimeUtc', '>=', filter.fromUtcIso),
    where('placedIsoDateTimeUtc', '<', filter.toUtcIso),
    orderBy('placedIsoDateTimeUtc', 'desc'),
  );
  if (cursor) constraints.push(startAfter(cursor));
  constraints.push(limit(ORDER_HISTORY_PAGE_SIZE + 1));
  return query(storeOrders(restaurantId, storeId), ...constraints);
}
