import type { OnlineOrderDocument, OrderLifecycle, OrderRefundTotals, WithId } from '@resto/domain';
import { docConverter, firestore } from '@resto/web-common';
import { collection, collectionGroup, doc, limit, orderBy, query, where } from 'firebase/firestore';

/**
 * A customer's online orders, read live from `restaurants/{r}/stores/{s}/orders/{orderId}`. The rules
 * let a customer read exactly the orders whose `customerUid` is their uid (guests sign in anonymously
 * before placing, so they can follow their order too). Only these pages load the Firestore SDK.
 */

/** The stored order as the placement API and the order actions write it. */
export type CustomerOrderData = Omit<OnlineOrderDocument, 'id'> &
  Partial<OrderLifecycle> & { refundTotals?: Partial<OrderRefundTotals> };
export type CustomerOrder = WithId<CustomerOrderData>;

const converter = docConverter<CustomerOrderData>();

export function customerOrderDoc(restaurantId: string, storeId: string, orderId: string) {
  return doc(
    collection(firestore(), 'restaurants', restaurantId, 'stores', storeId, 'orders'),
    orderId,
  ).withConverter(converter);
}

/**
 * The customer's orders at every store, newest first (collection group on `customerUid`, with the
 * composite index customerUid ASC + placedIsoDateTimeUtc DESC). Paged by raising `count`.
 */
export function customerOrdersQuery(customerUid: string, count: number) {
  return query(
    collectionGroup(firestore(), 'orders'),
    where('customerUid', '==', customerUid),
    orderBy('placedIsoDateTimeUtc', 'desc'),
    limit(count),
  ).withConverter(converter);
}
