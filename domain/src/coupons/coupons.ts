/**
 * Whether a coupon can be used on a cart, and for how much. Every "no" comes with a reason the
 * customer can act on. Money is integer cents.
 */
import { format, parseISO } from 'date-fns';
import { type CollectionType, WEEKDAYS, type Weekday } from '../common/constants';
import { toSortableIsoDate } from '../common/validation';
import { type Cents, type CurrencyCode, formatMoney, percentOf } from '../money/money';
import type { Coupon } from './coupon';

export interface CouponContext {
  /** Today in the store's timezone (yyyy-m-d) and its weekday, worked out by the caller. */
  isoDate: string;
  weekday: Weekday;
  collectionType: CollectionType;
  storeId: string;
  /** Item total before any coupon. */
  itemTotal: Cents;
  deliveryCharge: Cents;
  /** The customer has never ordered from the restaurant before. */
  isFirstOrder: boolean;
  /** How many times this coupon has been redeemed so far (by everyone). */
  redeemedCount: number;
  /** Coupons already applied to this cart. */
  otherCoupons: readonly Coupon[];
  /** Item discount already given by those coupons; this coupon discounts at most what is left. */
  itemDiscountSoFar?: Cents;
  currency?: CurrencyCode;
}

export type CouponRejection =
  | 'notStarted'
  | 'expired'
  | 'wrongDay'
  | 'wrongCollectionType'
  | 'wrongStore'
  | 'minimumSpend'
  | 'firstOrderOnly'
  | 'fullyRedeemed'
  | 'notCombinable';

export type CouponEvaluation =
  | {
      applies: true;
      /** Item discount, or for free delivery the delivery charge given back. */
      discountCents: Cents;
      /** Whether discountCents comes off the items or the delivery charge. */
      discountsDelivery: boolean;
    }
  | { applies: false; rejection: CouponRejection; reason: string };

const COLLECTION_TYPE_WORDS: Record<CollectionType, string> = {
  pickup: 'pickup',
  delivery: 'delivery',
  dineIn: 'dine-in',
};

export function evaluateCoupon(coupon: Coupon, context: CouponContext): CouponEvaluation {
  const today = toSortableIsoDate(context.isoDate);
  if (today < toSortableIsoDate(coupon.startDate)) {
    return reject('notStarted', `This coupon starts on ${readableDate(coupon.startDate)}`);
  }
  if (today > toSortableIsoDate(coupon.endDate)) {
    return reject('expired', `This coupon expired on ${readableDate(coupon.endDate)}`);
  }
  if (coupon.dows && !coupon.dows.includes(context.weekday)) {
    return reject('wrongDay', `This coupon can only be used on ${listWords(orderedDays(coupon.dows))}`);
  }
  const collectionTypes = coupon.type === 'freeDelivery' ? ['delivery' as const] : coupon.collectionType;
  if (collectionTypes && !collectionTypes.includes(context.collectionType)) {
    const words = listWords(collectionTypes.map((type) => COLLECTION_TYPE_WORDS[type]));
    return reject('wrongCollectionType', `This coupon is only for ${words} orders`);
  }
  if (coupon.applicableStoreIds && !coupon.applicableStoreIds.includes(context.storeId)) {
    return reject('wrongStore', "This coupon can't be used at this store");
  }
  if (coupon.applicableOverAmount !== undefined && context.itemTotal < coupon.applicableOverAmount) {
    const amount = formatMoney(coupon.applicableOverAmount, context.currency);
    return reject('minimumSpend', `Spend ${amount} or more to use this coupon`);
  }
  if (coupon.firstOrderDiscount && !context.isFirstOrder) {
    return reject('firstOrderOnly', 'This coupon is for your first order only');
  }
  if (coupon.maxRedeems !== undefined && context.redeemedCount >= coupon.maxRedeems) {
    return reject('fullyRedeemed', 'This coupon has been fully redeemed');
  }
  const others = context.otherCoupons.filter((other) => other.id !== coupon.id);
  if (others.length > 0 && (coupon.exclusive || others.some((other) => other.exclusive))) {
    return reject('notCombinable', "This coupon can't be combined with other coupons");
  }
  return { applies: true, ...couponDiscount(coupon, context) };
}

/**
 * A percentage comes off the item total; a flat amount comes off the items but never more than they
 * cost; free delivery gives back only the delivery charge. With other coupons applied, the items
 * discount is limited to what they left.
 */
function couponDiscount(coupon: Coupon, context: CouponContext) {
  if (coupon.type === 'freeDelivery') {
    return { discountCents: Math.max(0, context.deliveryCharge), discountsDelivery: true };
  }
  const remaining = Math.max(0, context.itemTotal - (context.itemDiscountSoFar ?? 0));
  const wanted =
    coupon.type === 'flatPercentageDiscount'
      ? percentOf(context.itemTotal, coupon.discountPercentage ?? 0)
      : (coupon.discountAmount ?? 0);
  return { discountCents: Math.min(wanted, remaining), discountsDelivery: false };
}

export interface BestCoupon {
  coupon: Coupon;
  discountCents: Cents;
}

/**
 * The coupon that saves the customer the most on this cart (for "suggest"). Ties go to the coupon
 * listed first, so the restaurant's ordering decides. Undefined when none applies or none saves money.
 */
export function bestCoupon(coupons: readonly Coupon[], context: CouponContext): BestCoupon | undefined {
  let best: BestCoupon | undefined;
  for (const coupon of coupons) {
    const evaluation = evaluateCoupon(coupon, context);
    if (evaluation.applies && evaluation.discountCents > (best?.discountCents ?? 0)) {
      best = { coupon, discountCents: evaluation.discountCents };
    }
  }
  return best;
}

function reject(rejection: CouponRejection, reason: string): CouponEvaluation {
  return { applies: false, rejection, reason };
}

/** "2025-3-1" → "1 Mar 2025" */
function readableDate(isoDate: string): string {
  return format(parseISO(toSortableIsoDate(isoDate)), 'd MMM yyyy');
}

function orderedDays(days: readonly Weekday[]): string[] {
  return WEEKDAYS.filter((day) => days.includes(day)).map(
    (day) => `${day[0]?.toUpperCase()}${day.slice(1)}s`,
  );
}

/** ["a", "b", "c"] → "a, b and c" */
function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}
