import { publishedMenuPath } from '@resto/domain';
import type { DocumentReference } from 'firebase-admin/firestore';
import { db } from '../admin';
import { restaurantDoc, storeDoc } from '../firestore/paths';

/** `restaurants/{r}/stores/{s}/publishedMenu/current`: the price source of every online order. */
export function publishedMenuDoc(restaurantId: string, storeId: string): DocumentReference {
  return db().doc(publishedMenuPath(restaurantId, storeId));
}

/** `restaurants/{r}/stores/{s}/orders/{orderId}`: the order id is the client-generated one. */
export function onlineOrderDoc(restaurantId: string, storeId: string, orderId: string): DocumentReference {
  return storeDoc(restaurantId, storeId).collection('orders').doc(orderId);
}

/** The emails sent about an online order; each has one delivery record (see orderEmailDeliveryDoc). */
export type OrderEmailKind = 'orderConfirmation' | 'orderInvoice';

/**
 * `restaurants/{r}/stores/{s}/emailDeliveries/{kind}_{orderId}`: the delivery record of an order's
 * email (status, attempts, next retry; integrations/email/delivery.ts), readable by the store's staff.
 */
export function orderEmailDeliveryDoc(
  restaurantId: string,
  storeId: string,
  kind: OrderEmailKind,
  orderId: string,
): DocumentReference {
  return storeDoc(restaurantId, storeId).collection('emailDeliveries').doc(`${kind}_${orderId}`);
}

/** `restaurants/{r}/customers/{customerKey}` (key: see domain `onlineCustomerKey`). */
export function restaurantCustomerDoc(restaurantId: string, customerKey: string): DocumentReference {
  return restaurantDoc(restaurantId).collection('customers').doc(customerKey);
}

/** Server-only: `idempotencyKeys/{key}`, one per provider call we must never repeat with other parameters. */
export function idempotencyKeyDoc(key: string): DocumentReference {
  return db().collection('idempotencyKeys').doc(key.replaceAll('/', '_'));
}
