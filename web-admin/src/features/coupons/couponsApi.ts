import {
  type CouponDocument,
  type CouponRedemption,
  type CouponStatus,
  couponRedeemedTotal,
  type WithId,
} from '@resto/domain';
import { type ApiPath, docConverter, firestore, useQuery } from '@resto/web-common';
import { collection, doc, query, where } from 'firebase/firestore';

/** `/api/coupons/restaurants/{r}/coupons[...]` */
export function couponsApiPath(restaurantId: string, rest = ''): ApiPath {
  return `/api/coupons/restaurants/${encodeURIComponent(restaurantId)}/coupons${rest}`;
}

export interface ListedCoupon extends CouponDocument {
  status: CouponStatus;
}

export interface CouponListAnswer {
  coupons: ListedCoupon[];
  total: number;
  page: number;
  pageSize: number;
}

export interface CouponCountAnswer {
  total: number;
  byStatus: Record<CouponStatus, number>;
}

export interface RedemptionsAnswer {
  redemptions: CouponRedemption[];
  nextCursor?: string;
}

export type CouponData = Omit<CouponDocument, 'id'>;

// One converter for every reference: references with different converters are never equal, and
// the snapshot hooks compare references to decide whether to subscribe again.
const couponConverter = docConverter<CouponData>();

/** `restaurants/{r}/coupons/{couponId}` (restaurant members read), live after every save. */
export function couponDocRef(restaurantId: string, couponId: string) {
  return doc(firestore(), 'restaurants', restaurantId, 'coupons', couponId).withConverter(couponConverter);
}

export type StoredCoupon = WithId<CouponData>;

export const couponsPagePath = (restaurantId: string) => `/restaurants/${restaurantId}/coupons`;

interface CouponCounter {
  couponId: string;
  shard: number;
  count: number;
}

const counterConverter = docConverter<CouponCounter>();

/**
 * The coupon's use counted in shards (`restaurants/{r}/couponCounters`, one document per shard used):
 * its whole use is the coupon's own `redeemedCount` plus these (domain `couponRedeemedTotal`).
 */
export function couponCountersQuery(restaurantId: string, couponId: string) {
  return query(
    collection(firestore(), 'restaurants', restaurantId, 'couponCounters').withConverter(counterConverter),
    where('couponId', '==', couponId),
  );
}

/** The coupon's whole use, live: its own count plus its counter shards. */
export function useCouponUse(restaurantId: string, couponId: string, ownCount: number | undefined): number {
  const counters = useQuery(restaurantId && couponId ? couponCountersQuery(restaurantId, couponId) : null);
  return couponRedeemedTotal(
    ownCount ?? 0,
    counters.data.map((counter) => counter.count),
  );
}
