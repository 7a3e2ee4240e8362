import { LOYALTY_SETTINGS_DOC_ID } from '@resto/domain';
import type { CollectionReference, DocumentReference } from 'firebase-admin/firestore';
import { restaurantDoc } from '../firestore/paths';

/** `restaurants/{r}/settings/loyalty`: restaurant-level settings (restaurant members read). */
export function loyaltySettingsDoc(restaurantId: string): DocumentReference {
  return restaurantDoc(restaurantId).collection('settings').doc(LOYALTY_SETTINGS_DOC_ID);
}

/** `restaurants/{r}/loyaltyCards`: one card per customer uid (the customer and restaurant members read). */
export function loyaltyCards(restaurantId: string): CollectionReference {
  return restaurantDoc(restaurantId).collection('loyaltyCards');
}

export function loyaltyCardDoc(restaurantId: string, customerUid: string): DocumentReference {
  return loyaltyCards(restaurantId).doc(customerUid);
}

/** `restaurants/{r}/loyaltyCards/{uid}/entries/{entryId}`: the card's ledger (same readers as the card). */
export function loyaltyEntries(restaurantId: string, customerUid: string): CollectionReference {
  return loyaltyCardDoc(restaurantId, customerUid).collection('entries');
}

/** `restaurants/{r}/customers`: the customer records order placement keeps. */
export function restaurantCustomers(restaurantId: string): CollectionReference {
  return restaurantDoc(restaurantId).collection('customers');
}
