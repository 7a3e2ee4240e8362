import { createHash } from 'node:crypto';
import type { CollectionReference, DocumentReference } from 'firebase-admin/firestore';
import { restaurantDoc } from '../firestore/paths';

/** `restaurants/{r}/coupons`: restaurant staff read; written only by `/api/coupons`. */
export function couponsCollection(restaurantId: string): CollectionReference {
  return restaurantDoc(restaurantId).collection('coupons');
}

export function couponDoc(restaurantId: string, couponId: string): DocumentReference {
  return couponsCollection(restaurantId).doc(couponId);
}

/**
 * Server-only: `restaurants/{r}/couponCodes/{CODE}` → `{couponId}`. Makes a code unique per
 * restaurant (created in the same transaction as the coupon) and finds a coupon by its code in one read.
 */
export function couponCodeDoc(restaurantId: string, couponCode: string): DocumentReference {
  return restaurantDoc(restaurantId).collection('couponCodes').doc(couponCodeDocId(couponCode));
}

/**
 * A code is caller text: '/', '.', '..', '__x__' or broken Unicode would be an invalid (or another)
 * document path. Plain codes keep their readable id; anything else is stored under its hash.
 */
export function couponCodeDocId(couponCode: string): string {
  return /^[A-Za-z0-9_-]{1,64}$/.test(couponCode) && !/^__.*__$/.test(couponCode)
    ? couponCode
    : `h_${createHash('sha256').update(couponCode).digest('hex')}`;
}

/** `restaurants/{r}/coupons/{couponId}/redemptions/{orderId}`: restaurant staff read. */
export function couponRedemptions(restaurantId: string, couponId: string): CollectionReference {
  return couponDoc(restaurantId, couponId).collection('redemptions');
}

/** Server-only: `restaurants/{r}/coupons/{couponId}/firstOrderClaims/{claimKey}`. */
export function firstOrderClaimDoc(
  restaurantId: string,
  couponId: string,
  claimKey: string,
): DocumentReference {
  return couponDoc(restaurantId, couponId).collection('firstOrderClaims').doc(claimKey);
}

/**
 * `restaurants/{r}/couponCounters/{couponId}_{shard}`: `{ couponId, shard, count }`, one of a coupon's
 * sharded use counters (domain coupons/couponCounter.ts). Restaurant staff read; the server writes.
 */
export function couponCountersCollection(restaurantId: string): CollectionReference {
  return restaurantDoc(restaurantId).collection('couponCounters');
}

export function couponCounterDoc(restaurantId: string, couponId: string, shard: number): DocumentReference {
  return couponCountersCollection(restaurantId).doc(`${couponId}_${shard}`);
}
