import type { CollectionReference, DocumentReference } from 'firebase-admin/firestore';
import { storeDoc } from '../firestore/paths';

/** Documents the order lifecycle and the kitchen display read and write (see docs/data-model.md). */

export function storeOrders(restaurantId: string, storeId: string): CollectionReference {
  return storeDoc(restaurantId, storeId).collection('orders');
}

export function orderDoc(restaurantId: string, storeId: string, orderId: string): DocumentReference {
  return storeOrders(restaurantId, storeId).doc(orderId);
}

/** The kitchen ticket of an order: the ticket id is the order id. */
export function kdsTicketDoc(restaurantId: string, storeId: string, ticketId: string): DocumentReference {
  return storeDoc(restaurantId, storeId).collection('kdsTickets').doc(ticketId);
}

export function storeSettingDoc(
  restaurantId: string,
  storeId: string,
  settingId: 'orderProcess' | 'addOns' | 'pizza' | 'customPayments',
): DocumentReference {
  return storeDoc(restaurantId, storeId).collection('settings').doc(settingId);
}

export function storeItems(restaurantId: string, storeId: string): CollectionReference {
  return storeDoc(restaurantId, storeId).collection('items');
}
