import type { CollectionReference, DocumentReference } from 'firebase-admin/firestore';
import { restaurantDoc } from '../firestore/paths';

/** `restaurants/{r}/storeLinks/{virtualStoreId}`: which physical store a virtual store's orders go to. */
export function storeLinks(restaurantId: string): CollectionReference {
  return restaurantDoc(restaurantId).collection('storeLinks');
}

export function storeLinkDoc(restaurantId: string, virtualStoreId: string): DocumentReference {
  return storeLinks(restaurantId).doc(virtualStoreId);
}
