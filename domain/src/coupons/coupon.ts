import { z } from 'zod';
import { ZDocumentId } from '../common/common';
import { COLLECTION_TYPES, WEEKDAYS } from '../common/constants';
import { INPUT_LIMITS } from '../common/inputBounds';
import {
  couponDiscountProblems,
  nonEmptyWhenPresent,
  reportProblems,
  toSortableIsoDate,
  ZCouponCode,
  ZIsoDate,
} from '../common/validation';

export const COUPON_TYPES = ['flatPercentageDiscount', 'flatAmountDiscount', 'freeDelivery'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

/**
 * A restaurant's coupon. Dates are calendar dates in the store's timezone, both inclusive. Restrictions
 * that are left out (`dows`, `collectionType`, `applicableStoreIds`, `maxRedeems`,
 * `applicableOverAmount`) do not restrict. Money is integer cents.
 */
export const ZCoupon = z
  .object({
    id: ZDocumentId,
    type: z.enum(COUPON_TYPES, { error: 'Choose the kind of discount' }),
    couponCode: ZCouponCode,
    description: z.string().trim().max(250, 'Description must be at most 250 characters').default(''),
    startDate: ZIsoDate,
    endDate: ZIsoDate,
    dows: nonEmptyWhenPresent(z.enum(WEEKDAYS), 'day', WEEKDAYS.length),
    collectionType: nonEmptyWhenPresent(z.enum(COLLECTION_TYPES), 'collection type', COLLECTION_TYPES.length),
    /** An exclusive coupon cannot be used together with any other coupon. */
    exclusive: z.boolean().default(false),
    /** Only for a customer's first order with the restaurant. */
    firstOrderDiscount: z.boolean().default(false),
    /** How many times the coupon can be redeemed in total, by all customers together. */
    maxRedeems: z.number().int().min(1, 'Maximum redemptions must be at least 1').optional(),
    /** Minimum item total (cents) needed to use the coupon. */
    applicableOverAmount: z.number().int().min(0, 'Minimum spend cannot be negative').optional(),
    discountAmount: z.number().int().min(1, 'Discount amount must be more than $0.00').optional(),
    discountPercentage: z
      .number()
      .gt(0, 'Discount percentage must be more than 0 and at most 100')
      .max(100, 'Discount percentage must be more than 0 and at most 100')
      .optional(),
    applicableStoreIds: nonEmptyWhenPresent(ZDocumentId, 'store', INPUT_LIMITS.idList),
  })
  .superRefine((coupon, ctx) => {
    reportProblems(ctx, couponDiscountProblems(coupon));
    if (toSortableIsoDate(coupon.endDate) < toSortableIsoDate(coupon.startDate)) {
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'End date cannot be before the start date',
      });
    }
  });
export type Coupon = z.infer<typeof ZCoupon>;
