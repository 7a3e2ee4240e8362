import type { CollectionReference, DocumentReference } from 'firebase-admin/firestore';
import { db } from '../admin';
import { restaurantDoc, storeDoc } from '../firestore/paths';

/** Where the website capability keeps its documents (see docs/data-model.md). */

export function websiteThemeDoc(restaurantId: string): DocumentReference {
  return restaurantDoc(restaurantId).collection('website').doc('theme');
}

export function storeWebsiteDoc(restaurantId: string, storeId: string): DocumentReference {
  return storeDoc(restaurantId, storeId).collection('website').doc('site');
}

export function customPagesCollection(restaurantId: string, storeId: string): CollectionReference {
  return storeDoc(restaurantId, storeId).collection('customPages');
}

export function publishedStoreWebsiteDoc(restaurantId: string, storeId: string): DocumentReference {
  return storeDoc(restaurantId, storeId).collection('publishedWebsite').doc('current');
}

export function publishedRestaurantWebsiteDoc(restaurantId: string): DocumentReference {
  return restaurantDoc(restaurantId).collection('publishedWebsite').doc('current');
}

export function websiteInquiries(restaurantId: string, storeId: string): CollectionReference {
  return storeDoc(restaurantId, storeId).collection('websiteInquiries');
}

export function domainDoc(domainName: string): DocumentReference {
  return db().collection('domains').doc(domainName);
}

/** Server-only: the key the inquiry form's time stamps are signed with. */
export function websiteFormKeyDoc(): DocumentReference {
  return db().collection('websiteFormKeys').doc('current');
}
