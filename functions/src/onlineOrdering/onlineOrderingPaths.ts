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

/** `restaurants/{r}/customers/{customerKey}` (key: see domain `onlineCustomerKey`). */
export function restaurantCustomerDoc(restaurantId: string, customerKey: string): DocumentReference {
  return restaurantDoc(restaurantId).collection('customers').doc(customerKey);
}

/** Server-only: `idempotencyKeys/{key}`, one per provider call we must never repeat with other parameters. */
export function idempotencyKeyDoc(key: string): DocumentReference {
  return db().collection('idempotencyKeys').doc(key.replaceAll('/', '_'));
}
