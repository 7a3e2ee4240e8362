import type { Store as StoredStore, WithId } from '@resto/domain';
import { collection, doc } from 'firebase/firestore';
import { firestore } from '../firebase/firestore';
import { docConverter } from './converter';

/** `restaurants/{restaurantId}/stores/{storeId}`: publicly readable. */
export type StoreData = StoredStore;
export type Store = WithId<StoreData>;

const converter = docConverter<StoreData>();

export function stores(restaurantId: string) {
  return collection(firestore(), 'restaurants', restaurantId, 'stores').withConverter(converter);
}

export function storeDoc(restaurantId: string, storeId: string) {
  return doc(stores(restaurantId), storeId);
}
