import { describe, expect, it } from 'vitest';
import {
  couponConditionWords,
  couponFromPublic,
  couponMatchesSearch,
  couponOfferWords,
  couponRedemptionRefusal,
  couponStatus,
  normaliseCouponCode,
  publicCoupon,
  ZCouponDefinition,
  ZCouponDocument,
} from '../../src';

const coupon = ZCouponDocument.parse({
  id: 'c1',
  name: 'Welcome 10% off',
  type: 'flatPercentageDiscount',
  couponCode: 'WELCOME10',
  discountPercentage: 10,
  startDate: '2026-1-1',
  endDate: '2026-12-31',
  maxRedeems: 10,
  redeemedCount: 4,
  isPublic: true,
});

describe('coupon definitions', () => {
  it('need a name and keep the spec rules (code in capitals, end after start)', () => {
    const result = ZCouponDefinition.safeParse({
      ...coupon,
      name: ' ',
      couponCode: 'ab',
      endDate: '2025-1-1',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['couponCode', 'Coupon code must be at least 3 uppercase letters or digits'],
      ['name', 'Enter a name for the coupon'],
      ['endDate', 'End date cannot be before the start date'],
    ]);
  });

  it('have a status for the day: scheduled, active, used up, expired', () => {
    expect(couponStatus(coupon, '2025-12-31')).toBe('scheduled');
    expect(couponStatus(coupon, '2026-6-1')).toBe('active');
    expect(couponStatus({ ...coupon, redeemedCount: 10 }, '2026-6-1')).toBe('usedUp');
    expect(couponStatus(coupon, '2027-1-1')).toBe('expired');
    expect(couponStatus({ ...coupon, maxRedeems: undefined, redeemedCount: 99 }, '2026-6-1')).toBe('active');
  });

  it('match a search on name or code, ignoring case', () => {
    expect(couponMatchesSearch(coupon, 'welcome')).toBe(true);
    expect(couponMatchesSearch(coupon, ' come1 ')).toBe(true);
    expect(couponMatchesSearch(coupon, 'pizza')).toBe(false);
    expect(couponMatchesSearch(coupon, '')).toBe(true);
  });
});

describe('public coupons', () => {
  it('leave out the limit and the count, and still price a cart', () => {
    const shown = publicCoupon(coupon);
    expect(shown).not.toHaveProperty('maxRedeems');
    expect(shown).not.toHaveProperty('redeemedCount');
    expect(shown).not.toHaveProperty('isPublic');
    expect(couponFromPublic(shown)).toMatchObject({ couponCode: 'WELCOME10', discountPercentage: 10 });
  });

  it('are described in words', () => {
    expect(couponOfferWords(coupon)).toBe('10% off');
    expect(couponOfferWords({ type: 'flatAmountDiscount', discountAmount: 500 })).toBe('$5.00 off');
    expect(couponOfferWords({ type: 'freeDelivery' })).toBe('Free delivery');
    expect(
      couponConditionWords({
        ...coupon,
        applicableOverAmount: 2000,
        collectionType: ['pickup', 'dineIn'],
        dows: ['friday', 'monday'],
        firstOrderDiscount: true,
      }),
    ).toEqual([
      'Spend $20.00 or more',
      'Pickup and dine-in orders only',
      'Mondays and Fridays only',
      'Your first order only',
      'Valid 1 Jan 2026 to 31 Dec 2026',
    ]);
  });
});

describe('coupon redemption', () => {
  const state = { redeemedCount: 0, isFirstOrder: true, firstOrderClaimed: false };

  it('normalises typed codes', () => {
    expect(normaliseCouponCode(' welcome10 ')).toBe('WELCOME10');
  });

  it('stops at maxRedeems with "This coupon has been used up"', () => {
    expect(couponRedemptionRefusal(coupon, { ...state, redeemedCount: 9 })).toBeUndefined();
    expect(couponRedemptionRefusal(coupon, { ...state, redeemedCount: 10 })).toEqual({
      status: 409,
      title: 'Coupon used up',
      message: 'This coupon has been used up',
    });
  });

  it('gives a first-order coupon once per customer and per mobile number', () => {
    const first = { ...coupon, firstOrderDiscount: true };
    expect(couponRedemptionRefusal(first, state)).toBeUndefined();
    expect(couponRedemptionRefusal(first, { ...state, isFirstOrder: false })?.message).toBe(
      'This coupon is for your first order only',
    );
    expect(couponRedemptionRefusal(first, { ...state, firstOrderClaimed: true })?.status).toBe(409);
  });
});
