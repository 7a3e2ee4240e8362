import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestCoupon, type Coupon, type CouponContext, evaluateCoupon, percentOf, ZCoupon } from '../../src';

function coupon(fields: Record<string, unknown>): Coupon {
  return ZCoupon.parse({
    id: 'c1',
    couponCode: 'SAVE10',
    startDate: '2025-01-01',
    endDate: '2025-12-31',
    ...fields,
  });
}

const tenPercent = coupon({ type: 'flatPercentageDiscount', discountPercentage: 10 });
const fiveOff = coupon({ id: 'c2', couponCode: 'FIVE', type: 'flatAmountDiscount', discountAmount: 500 });
const freeDelivery = coupon({ id: 'c3', couponCode: 'FREEDEL', type: 'freeDelivery' });

const context: CouponContext = {
  isoDate: '2025-6-15',
  weekday: 'sunday',
  collectionType: 'delivery',
  storeId: 's1',
  itemTotal: 4000,
  deliveryCharge: 600,
  isFirstOrder: false,
  redeemedCount: 0,
  otherCoupons: [],
};

describe('evaluateCoupon', () => {
  it('a percentage coupon takes that percentage off the item total', () => {
    expect(evaluateCoupon(tenPercent, context)).toEqual({
      applies: true,
      discountCents: 400,
      discountsDelivery: false,
    });
  });

  it('a flat amount comes off the items, but never more than they cost', () => {
    expect(evaluateCoupon(fiveOff, context)).toEqual({
      applies: true,
      discountCents: 500,
      discountsDelivery: false,
    });
    expect(evaluateCoupon(fiveOff, { ...context, itemTotal: 300 })).toMatchObject({ discountCents: 300 });
  });

  it('free delivery gives back only the delivery charge, and only on delivery orders', () => {
    expect(evaluateCoupon(freeDelivery, context)).toEqual({
      applies: true,
      discountCents: 600,
      discountsDelivery: true,
    });
    expect(evaluateCoupon(freeDelivery, { ...context, collectionType: 'pickup' })).toEqual({
      applies: false,
      rejection: 'wrongCollectionType',
      reason: 'This coupon is only for delivery orders',
    });
  });

  it('with other coupons applied, discounts at most what they left', () => {
    const stacked = { ...context, otherCoupons: [fiveOff], itemDiscountSoFar: 3800 };
    expect(evaluateCoupon(tenPercent, stacked)).toMatchObject({ applies: true, discountCents: 200 });
  });

  it.each([
    [{}, { isoDate: '2024-12-31' }, 'notStarted', 'This coupon starts on 1 Jan 2025'],
    [{}, { isoDate: '2026-1-1' }, 'expired', 'This coupon expired on 31 Dec 2025'],
    [{ dows: ['friday', 'monday'] }, {}, 'wrongDay', 'This coupon can only be used on Mondays and Fridays'],
    [{ dows: ['saturday'] }, {}, 'wrongDay', 'This coupon can only be used on Saturdays'],
    [
      { collectionType: ['pickup', 'dineIn'] },
      {},
      'wrongCollectionType',
      'This coupon is only for pickup and dine-in orders',
    ],
    [{ applicableStoreIds: ['s2', 's3'] }, {}, 'wrongStore', "This coupon can't be used at this store"],
    [{ applicableOverAmount: 5000 }, {}, 'minimumSpend', 'Spend $50.00 or more to use this coupon'],
    [{ firstOrderDiscount: true }, {}, 'firstOrderOnly', 'This coupon is for your first order only'],
    [{ maxRedeems: 100 }, { redeemedCount: 100 }, 'fullyRedeemed', 'This coupon has been fully redeemed'],
    [
      { exclusive: true },
      { otherCoupons: [fiveOff] },
      'notCombinable',
      "This coupon can't be combined with other coupons",
    ],
    [
      {},
      { otherCoupons: [{ ...fiveOff, exclusive: true }] },
      'notCombinable',
      "This coupon can't be combined with other coupons",
    ],
  ] as const)('%j in %j → %s', (fields, changes, rejection, reason) => {
    const restricted = coupon({ type: 'flatPercentageDiscount', discountPercentage: 10, ...fields });
    expect(evaluateCoupon(restricted, { ...context, ...changes })).toEqual({
      applies: false,
      rejection,
      reason,
    });
  });

  it('applies on its first and last day, on a listed day, at a listed store, at the minimum spend', () => {
    const restricted = coupon({
      type: 'flatPercentageDiscount',
      discountPercentage: 10,
      dows: ['sunday'],
      collectionType: ['delivery'],
      applicableStoreIds: ['s1'],
      applicableOverAmount: 4000,
      firstOrderDiscount: true,
      maxRedeems: 1,
      exclusive: true,
    });
    const firstOrder = { ...context, isFirstOrder: true };
    expect(evaluateCoupon(restricted, { ...firstOrder, isoDate: '2025-01-01' }).applies).toBe(true);
    expect(evaluateCoupon(restricted, { ...firstOrder, isoDate: '2025-12-31' }).applies).toBe(true);
    // The coupon being re-evaluated is not "another" coupon.
    expect(evaluateCoupon(restricted, { ...firstOrder, otherCoupons: [restricted] }).applies).toBe(true);
  });

  it('shows the minimum spend in the store currency', () => {
    const minimum = coupon({ type: 'flatAmountDiscount', discountAmount: 100, applicableOverAmount: 2500 });
    const result = evaluateCoupon(minimum, { ...context, itemTotal: 100, currency: 'GBP' });
    expect(result.applies ? '' : result.reason).toBe('Spend £25.00 or more to use this coupon');
  });

  it('never discounts more than it may', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          tenPercent,
          fiveOff,
          freeDelivery,
          coupon({ type: 'flatPercentageDiscount', discountPercentage: 100 }),
        ),
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 0, max: 3_000 }),
        fc.integer({ min: 0, max: 200_000 }),
        (candidate, itemTotal, deliveryCharge, itemDiscountSoFar) => {
          const result = evaluateCoupon(candidate, {
            ...context,
            itemTotal,
            deliveryCharge,
            itemDiscountSoFar,
          });
          if (!result.applies) throw new Error(result.reason);
          expect(result.discountCents).toBeGreaterThanOrEqual(0);
          if (candidate.type === 'freeDelivery') {
            expect(result.discountCents).toBe(deliveryCharge);
            return;
          }
          expect(result.discountCents).toBeLessThanOrEqual(Math.max(0, itemTotal - itemDiscountSoFar));
          if (candidate.type === 'flatAmountDiscount') expect(result.discountCents).toBeLessThanOrEqual(500);
          else
            expect(result.discountCents).toBeLessThanOrEqual(
              percentOf(itemTotal, candidate.discountPercentage ?? 0),
            );
        },
      ),
    );
  });
});

describe('bestCoupon', () => {
  it('suggests the coupon that saves the most', () => {
    expect(bestCoupon([tenPercent, fiveOff, freeDelivery], context)).toEqual({
      coupon: freeDelivery,
      discountCents: 600,
    });
    expect(bestCoupon([tenPercent, fiveOff], { ...context, itemTotal: 10_000 })).toEqual({
      coupon: tenPercent,
      discountCents: 1000,
    });
  });

  it('keeps the first on a tie and skips coupons that do not apply or save nothing', () => {
    const alsoFive = { ...fiveOff, id: 'c9' };
    expect(bestCoupon([fiveOff, alsoFive], context)?.coupon.id).toBe('c2');
    expect(bestCoupon([freeDelivery], { ...context, collectionType: 'pickup' })).toBeUndefined();
    expect(bestCoupon([tenPercent], { ...context, itemTotal: 0 })).toBeUndefined();
    expect(bestCoupon([], context)).toBeUndefined();
  });
});
