import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZCoupon } from '../../src';
import { messages } from '../support/schemaFixtures';

describe('coupons', () => {
  const couponBase = { id: 'c1', couponCode: 'SAVE10', startDate: '2025-01-01', endDate: '2025-12-31' };

  it('parses each coupon type with its own discount field', () => {
    expect(
      ZCoupon.parse({ ...couponBase, type: 'flatPercentageDiscount', discountPercentage: 12.5 }).exclusive,
    ).toBe(false);
    expect(
      ZCoupon.parse({ ...couponBase, type: 'flatAmountDiscount', discountAmount: 500 }).discountAmount,
    ).toBe(500);
    expect(ZCoupon.parse({ ...couponBase, type: 'freeDelivery' }).type).toBe('freeDelivery');
  });

  it('explains broken coupons', () => {
    expect(
      messages(
        ZCoupon.safeParse({
          ...couponBase,
          couponCode: 'save',
          type: 'freeDelivery',
          dows: [],
          collectionType: [],
          applicableStoreIds: [],
          endDate: '2024-12-31',
        }),
      ),
    ).toEqual([
      'Coupon code must be at least 3 uppercase letters or digits',
      'Choose at least one day',
      'Choose at least one collection type',
      'Choose at least one store',
      'End date cannot be before the start date',
    ]);
    expect(
      messages(ZCoupon.safeParse({ ...couponBase, type: 'freeDelivery', endDate: '2024-12-31' })),
    ).toEqual(['End date cannot be before the start date']);
    expect(
      messages(ZCoupon.safeParse({ ...couponBase, type: 'flatPercentageDiscount', discountPercentage: 150 })),
    ).toEqual(['Discount percentage must be more than 0 and at most 100']);
  });

  it('accepts a discount field exactly when it belongs to the coupon type', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('flatPercentageDiscount', 'flatAmountDiscount', 'freeDelivery'),
        fc.option(fc.integer({ min: 1, max: 10_000 }), { nil: undefined }),
        fc.option(fc.integer({ min: 1, max: 100 }), { nil: undefined }),
        (type, discountAmount, discountPercentage) => {
          const valid =
            (discountAmount !== undefined) === (type === 'flatAmountDiscount') &&
            (discountPercentage !== undefined) === (type === 'flatPercentageDiscount');
          expect(ZCoupon.safeParse({ ...couponBase, type, discountAmount, discountPercentage }).success).toBe(
            valid,
          );
        },
      ),
    );
  });
});
