import { createHash } from 'node:crypto';
import type { CollectionReference, DocumentReference } from 'firebase-admin/firestore';
import { db } from '../admin';
import { storeDoc } from '../firestore/paths';

/** The store's marketplace connection (store admins read it; never a token). */
export function marketplaceIntegrationDoc(restaurantId: string, storeId: string): DocumentReference {
  return storeDoc(restaurantId, storeId).collection('integrations').doc('uberEats');
}

/** Every menu upload of the store, with the payload sent, so the previous one can be sent again. */
export function marketplaceMenuUploads(restaurantId: string, storeId: string): CollectionReference {
  return storeDoc(restaurantId, storeId).collection('marketplaceMenuUploads');
}

/** Server-only: the merchant's OAuth tokens for a store (the rules deny every client). */
export function marketplaceCredentialsDoc(restaurantId: string, storeId: string): DocumentReference {
  return db().collection('marketplaceCredentials').doc(`${restaurantId}__${storeId}`);
}

const hash = (value: string) => createHash('sha256').update(value).digest('hex');

/** Server-only: an authorisation under way, keyed by the SHA-256 of its state. */
export function marketplaceOAuthStateDoc(state: string): DocumentReference {
  return db().collection('marketplaceOAuthStates').doc(hash(state));
}

/** Server-only: which of our stores a marketplace store is linked to (one link per marketplace store). */
export function marketplaceStoreLinkDoc(marketplaceStoreId: string): DocumentReference {
  return db().collection('marketplaceStoreLinks').doc(hash(marketplaceStoreId));
}

/** Server-only: each webhook event received, with its effect (a replay stops here). */
export function marketplaceEventDoc(eventId: string): DocumentReference {
  return db().collection('marketplaceEvents').doc(hash(eventId));
}
