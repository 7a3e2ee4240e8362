import type { OrderStatus, PosOrderDocument, PosPaymentType } from '@resto/domain';
import { docConverter, firestore } from '@resto/web-common';
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

/**
 * POS orders as the back office reads them: documents of the store's `orders` with source `pos`
 * (functions/src/pos writes them there so the kitchen and the order screens handle them too).
 */
export type PosOrderView = PosOrderDocument;

const converter = docConverter<PosOrderView>();

function storeOrders(restaurantId: string, storeId: string) {
  return collection(firestore(), 'restaurants', restaurantId, 'stores', storeId, 'orders').withConverter(
    converter,
  );
}

export function posOrderDoc(restaurantId: string, storeId: string, posOrderId: string) {
  return doc(storeOrders(restaurantId, storeId), posOrderId);
}

export interface PosOrderHistoryFilter {
  fromUtcIso: string;
  toUtcIso: string;
  posTerminalId?: string | undefined;
  employeeId?: string | undefined;
  paymentType?: PosPaymentType | undefined;
  status?: OrderStatus | undefined;
}

export const POS_HISTORY_PAGE_SIZE = 25;

export type PosOrderCursor = QueryDocumentSnapshot<PosOrderView>;

/**
 * One page of POS orders: source pos, each chosen filter as an equality, the dates, newest first,
 * after `cursor`; one more than a page to know whether there is a next one. Indexes: source + each
 * filter + placedIsoDateTimeUtc desc (firestore.indexes.json).
 */
export function posOrderHistoryQuery(
  restaurantId: string,
  storeId: string,
  filter: PosOrderHistoryFilter,
  cursor: PosOrderCursor | undefined,
) {
  const constraints: QueryConstraint[] = [where('source', '==', 'pos')];
  if (filter.posTerminalId) constraints.push(where('posTerminalId', '==', filter.posTerminalId));
  if (filter.employeeId) constraints.push(where('employeeId', '==', filter.employeeId));
  if (filter.paymentType) constraints.push(where('paymentType', '==', filter.paymentType));
  if (filter.status) constraints.push(where('status.code', '==', filter.status));
  constraints.push(
    where('placedIsoDateTimeUtc', '>=', filter.fromUtcIso),
    where('placedIsoDateTimeUtc', '<', filter.toUtcIso),
    orderBy('placedIsoDateTimeUtc', 'desc'),
  );
  if (cursor) constraints.push(startAfter(cursor));
  constraints.push(limit(POS_HISTORY_PAGE_SIZE + 1));
  return query(storeOrders(restaurantId, storeId), ...constraints);
}
