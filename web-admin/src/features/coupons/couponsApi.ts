import type { CouponDocument, CouponRedemption, CouponStatus, WithId } from '@resto/domain';
import { type ApiPath, docConverter, firestore } from '@resto/web-common';
import { doc } from 'firebase/firestore';

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
