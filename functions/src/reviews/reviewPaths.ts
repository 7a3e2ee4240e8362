import type { CollectionReference, DocumentReference } from 'firebase-admin/firestore';
import { storeDoc } from '../firestore/paths';

/** `restaurants/{r}/stores/{s}/reviews`: the store's customer reviews (an order's review has the order's id). */
export function storeReviews(restaurantId: string, storeId: string): CollectionReference {
  return storeDoc(restaurantId, storeId).collection('reviews');
}

/**
 * `restaurants/{r}/stores/{s}/reviewInvitations/{orderId}`: server-only. The order's review token
 * (what its review links carry) and the one review request it may get, per channel.
 */
export function reviewInvitationDoc(
  restaurantId: string,
  storeId: string,
  orderId: string,
): DocumentReference {
  return storeDoc(restaurantId, storeId).collection('reviewInvitations').doc(orderId);
}

export function googleReviewSettingsRef(restaurantId: string, storeId: string): DocumentReference {
  return storeDoc(restaurantId, storeId).collection('settings').doc('googleReview');
}
