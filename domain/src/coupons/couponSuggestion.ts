/**
 * The contract of `POST /api/coupons/restaurants/{r}/stores/{s}/suggest`: the storefront sends the
 * cart as it would place it; the server answers with the coupon that saves the most, how the code the
 * customer typed fares (with the reason when it does not apply) and why the other offers do not.
 */
import { z } from 'zod';
import { ZDeliveryAddress } from '../common/address';
import { COLLECTION_TYPES } from '../common/constants';
import { MAX_ORDER_LINES, ZPlaceOrderLine, ZRequestedTime } from '../onlineOrdering/placeOrderRequest';
import type { PublicCoupon } from './couponAdmin';

export const ZCouponSuggestRequest = z.object({
  collectionType: z.enum(COLLECTION_TYPES, { error: 'Choose pickup, delivery or dine-in' }),
  requestedTime: ZRequestedTime.default({ type: 'asap' }),
  lines: z
    .array(ZPlaceOrderLine, { error: 'Your cart is empty' })
    .min(1, 'Your cart is empty')
    .max(MAX_ORDER_LINES, `At most ${MAX_ORDER_LINES} lines per order`),
  deliveryAddress: ZDeliveryAddress.optional(),
  /** The code the customer typed, if any (any case). */
  couponCode: z.string().trim().max(50).optional(),
});
export type CouponSuggestRequest = z.input<typeof ZCouponSuggestRequest>;

export interface CouponOffer {
  coupon: PublicCoupon;
  discountCents: number;
  discountsDelivery: boolean;
}

export interface CouponSuggestion {
  /** The public coupon (or the typed one) that saves the most on this cart; absent when none applies. */
  best?: CouponOffer;
  /** The typed code: whether it exists and applies, and if not, why. */
  requested?: {
    couponCode: string;
    applies: boolean;
    reason?: string;
    offer?: CouponOffer;
    /** Present when the code exists (even if it does not apply now). */
    coupon?: PublicCoupon;
  };
  /** Public coupons that do not apply to this cart, with the reason. */
  others: { coupon: PublicCoupon; reason: string }[];
}
