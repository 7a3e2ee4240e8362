import { publishedMenuPath } from '@resto/domain';
import type { CollectionReference, DocumentReference } from 'firebase-admin/firestore';
import { db } from '../admin';
import { storeDoc } from '../firestore/paths';

/** Menu paths of a store (docs/data-model.md): categories, items, settings and the published menu. */

export function categories(restaurantId: string, storeId: string): CollectionReference {
  return storeDoc(restaurantId, storeId).collection('categories');
}

export function items(restaurantId: string, storeId: string): CollectionReference {
  return storeDoc(restaurantId, storeId).collection('items');
}

export function storeSettings(restaurantId: string, storeId: string): CollectionReference {
  return storeDoc(restaurantId, storeId).collection('settings');
}

export function pizzaSettingsDoc(restaurantId: string, storeId: string): DocumentReference {
  return storeSettings(restaurantId, storeId).doc('pizza');
}

export function publishedMenuDoc(restaurantId: string, storeId: string): DocumentReference {
  return db().doc(publishedMenuPath(restaurantId, storeId));
}
