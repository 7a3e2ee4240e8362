/**
 * Coupons as a restaurant runs them: the stored document (the spec's coupon plus an admin-facing
 * name, whether the storefront lists it, and the redemption counter), its status on a given day, the
 * part customers may see, and the coupon in words. The rule of whether a coupon applies to a cart is
 * in coupons.ts; redemption in couponRedemption.ts.
 */

import { format, parseISO } from 'date-fns';
import { z } from 'zod';
import { ZDocumentId, ZIsoDateTimeUtc } from '../common/common';
import { type CollectionType, WEEKDAYS, type Weekday } from '../common/constants';
import { toSortableIsoDate } from '../common/validation';
import { type CurrencyCode, formatMoney } from '../money/money';
import { type Coupon, type CouponType, ZCoupon } from './coupon';

/**
 * What an admin defines: the spec's coupon, a name for lists ("Welcome 10% off") and whether the
 * storefront's coupons page shows it. A coupon that is not public works only for customers who know
 * its code. The id is the document id (the server sets it from the URL, or makes one when creating).
 */
export const ZCouponDefinition = ZCoupon.safeExtend({
  name: z
    .string({ error: 'Enter a name for the coupon' })
    .trim()
    .min(1, 'Enter a name for the coupon')
    .max(60, 'Name must be at most 60 characters'),
  isPublic: z.boolean().default(false),
});
export type CouponDefinition = z.infer<typeof ZCouponDefinition>;
export type CouponDefinitionInput = z.input<typeof ZCouponDefinition>;

/** `restaurants/{r}/coupons/{couponId}`: the definition plus what only the server writes. */
export const ZCouponDocument = ZCouponDefinition.safeExtend({
  /** Redemptions so far; changed only in the transaction that records a redemption. */
  redeemedCount: z.number().int().min(0).default(0),
  createdIsoDateTimeUtc: ZIsoDateTimeUtc.optional(),
  updatedIsoDateTimeUtc: ZIsoDateTimeUtc.optional(),
  createdByUid: z.string().optional(),
  updatedByUid: z.string().optional(),
});
export type CouponDocument = z.infer<typeof ZCouponDocument>;

/** The placeholder id a form validates a new coupon with (the server replaces it). */
export const NEW_COUPON_ID = 'new-coupon';

// ---------------------------------------------------------------------------------------------
// Status

export const COUPON_STATUSES = ['scheduled', 'active', 'expired', 'usedUp'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

export const COUPON_STATUS_WORDS: Record<CouponStatus, string> = {
  scheduled: 'Scheduled',
  active: 'Active',
  expired: 'Expired',
  usedUp: 'Used up',
};

/**
 * A coupon's status on `isoDate` (the restaurant's today): expired after its end date; used up once
 * `maxRedeems` is reached; scheduled before its start date; otherwise active.
 */
export function couponStatus(
  coupon: Pick<CouponDocument, 'startDate' | 'endDate' | 'maxRedeems' | 'redeemedCount'>,
  isoDate: string,
): CouponStatus {
  const today = toSortableIsoDate(isoDate);
  if (today > toSortableIsoDate(coupon.endDate)) return 'expired';
  if (coupon.maxRedeems !== undefined && coupon.redeemedCount >= coupon.maxRedeems) return 'usedUp';
  if (today < toSortableIsoDate(coupon.startDate)) return 'scheduled';
  return 'active';
}

/** Whether a coupon's name or code contains the search text (ignoring case and spaces around it). */
export function couponMatchesSearch(
  coupon: Pick<CouponDocument, 'name' | 'couponCode'>,
  search: string,
): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return coupon.name.toLowerCase().includes(needle) || coupon.couponCode.toLowerCase().includes(needle);
}

// ---------------------------------------------------------------------------------------------
// What customers may see

/**
 * A coupon as the storefront gets it: its terms, never its limit or how often it was used (those
 * stay with the restaurant). Enough to show the offer and to price a cart with it.
 */
export const ZPublicCoupon = z.object({
  id: ZDocumentId,
  name: z.string(),
  couponCode: z.string(),
  description: z.string().default(''),
  type: ZCoupon.shape.type,
  discountAmount: z.number().int().optional(),
  discountPercentage: z.number().optional(),
  startDate: z.string(),
  endDate: z.string(),
  dows: ZCoupon.shape.dows,
  collectionType: ZCoupon.shape.collectionType,
  applicableOverAmount: z.number().int().optional(),
  applicableStoreIds: z.array(z.string()).optional(),
  firstOrderDiscount: z.boolean().default(false),
  exclusive: z.boolean().default(false),
});
export type PublicCoupon = z.infer<typeof ZPublicCoupon>;

export function publicCoupon(coupon: CouponDocument): PublicCoupon {
  return {
    id: coupon.id,
    name: coupon.name,
    couponCode: coupon.couponCode,
    description: coupon.description,
    type: coupon.type,
    ...(coupon.discountAmount !== undefined ? { discountAmount: coupon.discountAmount } : {}),
    ...(coupon.discountPercentage !== undefined ? { discountPercentage: coupon.discountPercentage } : {}),
    startDate: coupon.startDate,
    endDate: coupon.endDate,
    ...(coupon.dows ? { dows: coupon.dows } : {}),
    ...(coupon.collectionType ? { collectionType: coupon.collectionType } : {}),
    ...(coupon.applicableOverAmount !== undefined
      ? { applicableOverAmount: coupon.applicableOverAmount }
      : {}),
    ...(coupon.applicableStoreIds ? { applicableStoreIds: coupon.applicableStoreIds } : {}),
    firstOrderDiscount: coupon.firstOrderDiscount,
    exclusive: coupon.exclusive,
  };
}

/**
 * The coupon the storefront prices a cart with. It has no redemption limit: the server checks that
 * (and the first-order rule) when the order is placed, and answers in words if it no longer holds.
 */
export function couponFromPublic(coupon: PublicCoupon): Coupon {
  return ZCoupon.parse(coupon);
}

/** Whether the coupon can be used at this store at all (ignoring dates and the cart). */
export function couponIsForStore(coupon: Pick<Coupon, 'applicableStoreIds'>, storeId: string): boolean {
  return !coupon.applicableStoreIds || coupon.applicableStoreIds.includes(storeId);
}

// ---------------------------------------------------------------------------------------------
// In words

/** "10% off", "$5.00 off", "Free delivery". */
export function couponOfferWords(
  coupon: Pick<Coupon, 'type' | 'discountAmount' | 'discountPercentage'>,
  currency: CurrencyCode = 'AUD',
): string {
  const words: Record<CouponType, () => string> = {
    flatPercentageDiscount: () => `${coupon.discountPercentage ?? 0}% off`,
    flatAmountDiscount: () => `${formatMoney(coupon.discountAmount ?? 0, currency)} off`,
    freeDelivery: () => 'Free delivery',
  };
  return words[coupon.type]();
}

const COLLECTION_WORDS: Record<CollectionType, string> = {
  pickup: 'pickup',
  delivery: 'delivery',
  dineIn: 'dine-in',
};

/** "2026-12-31" → "31 Dec 2026" */
export function couponDateWords(isoDate: string): string {
  return format(parseISO(toSortableIsoDate(isoDate)), 'd MMM yyyy');
}

function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

function dayWords(days: readonly Weekday[]): string {
  return listWords(
    WEEKDAYS.filter((day) => days.includes(day)).map((day) => `${day[0]?.toUpperCase()}${day.slice(1)}s`),
  );
}

/** The conditions of a coupon, one short sentence each, for cards and the admin's detail page. */
export function couponConditionWords(
  coupon: Pick<
    Coupon,
    | 'type'
    | 'startDate'
    | 'endDate'
    | 'dows'
    | 'collectionType'
    | 'applicableOverAmount'
    | 'firstOrderDiscount'
    | 'exclusive'
  >,
  currency: CurrencyCode = 'AUD',
): string[] {
  const words: string[] = [];
  if (coupon.applicableOverAmount !== undefined && coupon.applicableOverAmount > 0)
    words.push(`Spend ${formatMoney(coupon.applicableOverAmount, currency)} or more`);
  const types = coupon.type === 'freeDelivery' ? undefined : coupon.collectionType;
  if (types) words.push(`${capitalise(listWords(types.map((type) => COLLECTION_WORDS[type])))} orders only`);
  if (coupon.dows) words.push(`${dayWords(coupon.dows)} only`);
  if (coupon.firstOrderDiscount) words.push('Your first order only');
  if (coupon.exclusive) words.push("Can't be combined with other coupons");
  words.push(`Valid ${couponDateWords(coupon.startDate)} to ${couponDateWords(coupon.endDate)}`);
  return words;
}

function capitalise(text: string): string {
  return `${text[0]?.toUpperCase() ?? ''}${text.slice(1)}`;
}
