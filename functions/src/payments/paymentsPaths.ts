import type { CollectionReference, DocumentReference } from 'firebase-admin/firestore';
import { db } from '../admin';
import { storeDoc } from '../firestore/paths';

/** The card provider's name in our paths and routes (SPEC.md section 7's `{provider}`). */
export const PAYMENT_PROVIDER = 'stripe';

/** `restaurants/{r}/stores/{s}/paymentAccounts/stripe`: the store's connected account (store admins read). */
export function paymentAccountDoc(restaurantId: string, storeId: string): DocumentReference {
  return storeDoc(restaurantId, storeId).collection('paymentAccounts').doc(PAYMENT_PROVIDER);
}

/** `restaurants/{r}/stores/{s}/payouts/{payoutId}`: payouts mirrored from the provider (store admins read). */
export function storePayouts(restaurantId: string, storeId: string): CollectionReference {
  return storeDoc(restaurantId, storeId).collection('payouts');
}

export function storeOrderDoc(restaurantId: string, storeId: string, orderId: string): DocumentReference {
  return storeDoc(restaurantId, storeId).collection('orders').doc(orderId);
}

/** `.../orders/{orderId}/refunds/{refundId}` (store admins read). */
export function orderRefunds(restaurantId: string, storeId: string, orderId: string): CollectionReference {
  return storeOrderDoc(restaurantId, storeId, orderId).collection('refunds');
}

/**
 * Server-only: `connectedAccounts/{accountId}` → `{restaurantId, storeId}`. Payout and account events
 * name only the provider's account id; this finds the store in one read, without a collection-group
 * index on `paymentAccounts`.
 */
export function connectedAccountIndexDoc(accountId: string): DocumentReference {
  return db().collection('connectedAccounts').doc(accountId);
}

/**
 * Server-only: `paymentCustomers/{uid}` → `{customerId}`, the provider customer that holds a signed-in
 * customer's saved cards. Not on `users/{uid}` (which its owner reads): the id is only ever used by
 * the server on the customer's behalf.
 */
export function paymentCustomerDoc(uid: string): DocumentReference {
  return db().collection('paymentCustomers').doc(uid);
}
