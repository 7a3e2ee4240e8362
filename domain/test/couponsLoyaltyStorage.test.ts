import { describe, expect, it } from 'vitest';
import {
  couponConditionWords,
  couponFromPublic,
  couponMatchesSearch,
  couponOfferWords,
  couponRedemptionRefusal,
  couponStatus,
  creditsForCompletedOrder,
  DEFAULT_LOYALTY_SETTINGS,
  type LoyaltyOrderView,
  loyaltyLinesOfOrder,
  normaliseCouponCode,
  personSearchTerms,
  planLoyaltyRefund,
  publicCoupon,
  readLoyaltySettings,
  searchTermOf,
  ZCouponDefinition,
  ZCouponDocument,
  ZLoyaltyOrderView,
  ZLoyaltySettings,
} from '../src';

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

describe('loyalty storage', () => {
  const settings = ZLoyaltySettings.parse({ enabled: true, type: 'percentage', count: 10 });
  const order: LoyaltyOrderView = ZLoyaltyOrderView.parse({
    id: 'order-1',
    storeId: 's1',
    customerUid: 'u1',
    customer: { name: 'Sam', email: 'sam@example.com', mobile: '+61412345678' },
    status: { code: 'completed' },
    totals: { grandTotal: 3000, couponDiscount: 0, loyaltyDiscount: 0 },
    cart: { items: [{ summary: { price: 1000, quantity: 3, discountForItem: 0 } }] },
  });

  it('reads missing or broken settings as loyalty switched off', () => {
    expect(readLoyaltySettings(undefined)).toEqual(DEFAULT_LOYALTY_SETTINGS);
    expect(readLoyaltySettings({ type: 'points' }).enabled).toBe(false);
    expect(readLoyaltySettings({ enabled: true, type: 'amount', count: 200 })).toMatchObject({ count: 200 });
  });

  it('earns from the cart lines when the order did not record them', () => {
    expect(loyaltyLinesOfOrder(order)).toEqual([{ total: 3000, isDiscounted: false }]);
    expect(creditsForCompletedOrder(settings, order)).toEqual({ ok: true, credits: 300 });
    expect(creditsForCompletedOrder(DEFAULT_LOYALTY_SETTINGS, order).ok).toBe(false);
  });

  it('plans refund reversals from totals, so a repeat changes nothing', () => {
    const partial = { ...order, refundTotals: { refundedInCents: 1500 } };
    const first = planLoyaltyRefund({
      order: partial,
      earned: 300,
      removedSoFar: 0,
      redeemed: 0,
      restoredSoFar: 0,
    });
    expect(first).toMatchObject({ remove: 150, restore: 0 });
    const repeat = planLoyaltyRefund({
      order: partial,
      earned: 300,
      removedSoFar: first.cumulative.creditsRemoved,
      redeemed: 0,
      restoredSoFar: 0,
    });
    expect(repeat).toMatchObject({ remove: 0, restore: 0 });
    const full = planLoyaltyRefund({
      order: { ...partial, payment: { status: 'refundSuccess' } },
      earned: 300,
      removedSoFar: 150,
      redeemed: 200,
      restoredSoFar: 200,
    });
    expect(full).toMatchObject({ remove: 150, restore: 0 });
  });
});

describe('search terms', () => {
  it('find people by the start of a name, email or phone number', () => {
    const terms = personSearchTerms({ name: 'Sam Lee', email: 'Sam@Example.com', mobile: '+61412345678' });
    for (const term of ['sa', 'sam', 'le', 'lee', 'sam@example.com', '+6141', '6141', '0412', '0412345678'])
      expect(terms).toContain(term);
    expect(searchTermOf('  Lee ')).toBe('lee');
    expect(searchTermOf('0412 345')).toBe('0412345');
    expect(searchTermOf('s')).toBeUndefined();
  });
});
