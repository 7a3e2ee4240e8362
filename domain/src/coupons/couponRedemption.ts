/**
 * Redeeming a coupon on an order. The server runs `couponRedemptionRefusal` inside the transaction
 * that creates the order (or the POS's redemption), on the coupon and counter it has just read, so
 * `maxRedeems` and "first order only" hold however many checkouts race.
 */
import { z } from 'zod';
import { ZDocumentId, ZIsoDateTimeUtc, ZNonNegativeCents } from '../common/common';
import { ORDER_SOURCES } from '../common/constants';
import type { CouponDocument } from './couponAdmin';

export const COUPON_USED_UP_MESSAGE = 'This coupon has been used up';
export const COUPON_FIRST_ORDER_MESSAGE = 'This coupon is for your first order only';

/** Customers type codes in any case; codes are stored in capitals (the code rule allows nothing else). */
export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

export function couponNotFoundMessage(code: string): string {
  return `We could not find the coupon ${normaliseCouponCode(code)}. Check the code and try again.`;
}

/**
 * `restaurants/{r}/coupons/{couponId}/redemptions/{orderId}`: one per order that used the coupon
 * (the order id is the document id, so a repeated placement can never count twice).
 */
export const ZCouponRedemption = z.object({
  orderId: ZDocumentId,
  couponId: ZDocumentId,
  couponCode: z.string(),
  restaurantId: ZDocumentId,
  storeId: ZDocumentId,
  source: z.enum(ORDER_SOURCES),
  customerName: z.string().default(''),
  /** The customer record the order counts towards (see onlineCustomerKey); absent for anonymous POS sales. */
  customerKey: z.string().optional(),
  /** The item discount, or the delivery charge given back by a free-delivery coupon. */
  discountCents: ZNonNegativeCents,
  discountsDelivery: z.boolean(),
  itemTotal: ZNonNegativeCents,
  redeemedIsoDateTimeUtc: ZIsoDateTimeUtc,
});
export type CouponRedemption = z.infer<typeof ZCouponRedemption>;

/**
 * `restaurants/{r}/coupons/{couponId}/firstOrderClaims/{claimKey}` (server only): a first-order coupon
 * claimed by a mobile number. The customer record alone is not enough, because a guest's record key
 * changes with every new browser; the mobile number they type does not.
 */
export function firstOrderClaimKey(mobileE164: string): string {
  return `mobile:${mobileE164.trim()}`;
}

export interface RedemptionState {
  /** The coupon's counter as read in the transaction. */
  redeemedCount: number;
  /** The customer's record shows no earlier order. */
  isFirstOrder: boolean;
  /** A first-order claim already exists for this customer's mobile number. */
  firstOrderClaimed: boolean;
}

export type RedemptionRefusal = { status: 409; title: string; message: string };

/**
 * Why a redemption cannot be recorded now, or undefined when it can. Both reasons are conflicts with
 * what others did meanwhile (409): the last redemption went to someone else, or this customer's
 * first order has just been placed.
 */
export function couponRedemptionRefusal(
  coupon: Pick<CouponDocument, 'maxRedeems' | 'firstOrderDiscount'>,
  state: RedemptionState,
): RedemptionRefusal | undefined {
  if (coupon.maxRedeems !== undefined && state.redeemedCount >= coupon.maxRedeems)
    return { status: 409, title: 'Coupon used up', message: COUPON_USED_UP_MESSAGE };
  if (coupon.firstOrderDiscount && (!state.isFirstOrder || state.firstOrderClaimed))
    return { status: 409, title: 'Coupon already used', message: COUPON_FIRST_ORDER_MESSAGE };
  return undefined;
}

/** What an order stores about the coupon applied to it (`promotions.coupon`). */
export const ZAppliedCoupon = z.object({
  couponId: ZDocumentId,
  couponCode: z.string(),
  name: z.string().default(''),
  discountCents: ZNonNegativeCents,
  discountsDelivery: z.boolean(),
});
export type AppliedCoupon = z.infer<typeof ZAppliedCoupon>;
