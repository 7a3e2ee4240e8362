import type { DocumentReference } from 'firebase-admin/firestore';
import { storeDoc } from '../firestore/paths';

/** Each status update sent to Google about an order, one per state (staff read the history). */
export function googleOrderUpdateDoc(
  restaurantId: string,
  storeId: string,
  orderId: string,
  state: string,
): DocumentReference {
  return storeDoc(restaurantId, storeId).collection('googleOrderUpdates').doc(`${orderId}__${state}`);
}
