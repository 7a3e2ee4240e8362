import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  balanceAfterRefund,
  type LoyaltySettings,
  loyaltyCreditsEarned,
  loyaltyCreditsRedeemable,
  loyaltyRefundAdjustment,
  ZLoyaltySettings,
} from '../../src';

const fivePercent: LoyaltySettings = ZLoyaltySettings.parse({ enabled: true, type: 'percentage', count: 5 });
const twoDollars: LoyaltySettings = ZLoyaltySettings.parse({ enabled: true, type: 'amount', count: 200 });

const fullPrice = { total: 3000, isDiscounted: false };
const discounted = { total: 1000, isDiscounted: true };
const order = {
  source: 'website' as const,
  lines: [fullPrice, discounted],
  couponDiscount: 0,
  loyaltyRedeemed: 0,
};

describe('earning credits', () => {
  it('a percentage reward is that share of the eligible total, rounded down', () => {
    expect(loyaltyCreditsEarned(fivePercent, order)).toEqual({ ok: true, credits: 150 });
    expect(
      loyaltyCreditsEarned(fivePercent, { ...order, lines: [{ total: 1999, isDiscounted: false }] }),
    ).toEqual({
      ok: true,
      credits: 99,
    });
  });

  it('an amount reward is a fixed number of cents per qualifying order', () => {
    expect(loyaltyCreditsEarned(twoDollars, order)).toEqual({ ok: true, credits: 200 });
  });

  it('discounted items earn only when the store allows it', () => {
    const generous = { ...fivePercent, accumulateCreditsOnDiscountedItemsOrOrders: true };
    expect(loyaltyCreditsEarned(generous, order)).toEqual({ ok: true, credits: 200 });
  });

  it('orders with a coupon earn nothing unless discounted orders accumulate', () => {
    const withCoupon = { ...order, couponDiscount: 500 };
    expect(loyaltyCreditsEarned(fivePercent, withCoupon)).toEqual({
      ok: false,
      reason: 'Orders with a coupon do not earn loyalty credits',
    });
    const generous = { ...fivePercent, accumulateCreditsOnDiscountedItemsOrOrders: true };
    // Earns on what the customer pays: 40.00 − 5.00 coupon = 35.00 → 1.75
    expect(loyaltyCreditsEarned(generous, withCoupon)).toEqual({ ok: true, credits: 175 });
    const strict = { ...generous, noLoyaltyOnDiscountedOrders: true };
    expect(loyaltyCreditsEarned(strict, withCoupon).ok).toBe(false);
  });

  it('credits spent never earn credits', () => {
    expect(loyaltyCreditsEarned(fivePercent, { ...order, loyaltyRedeemed: 1000 })).toEqual({
      ok: true,
      credits: 100,
    });
    expect(loyaltyCreditsEarned(twoDollars, { ...order, loyaltyRedeemed: 3000 })).toEqual({
      ok: false,
      reason: 'Nothing in this order earns loyalty credits',
    });
  });

  it.each([
    [{ enabled: false }, 'website', 'Loyalty credits are not offered'],
    [{ isEnabledForOnline: false }, 'website', 'Loyalty credits are not offered online'],
    [{ isEnabledForOnline: false }, 'googleFoodOrdering', 'Loyalty credits are not offered online'],
    [{ isEnabledForPOS: false }, 'pos', 'Loyalty credits are not offered at the counter'],
    [{}, 'uberEats', 'Marketplace orders do not take part in loyalty'],
  ] as const)('%j on %s → %s', (changes, source, reason) => {
    expect(loyaltyCreditsEarned({ ...fivePercent, ...changes }, { ...order, source })).toEqual({
      ok: false,
      reason,
    });
  });

  it('POS orders earn when enabled for POS even if online is off', () => {
    const posOnly = { ...fivePercent, isEnabledForOnline: false };
    expect(loyaltyCreditsEarned(posOnly, { ...order, source: 'pos' }).ok).toBe(true);
  });
});

describe('spending credits', () => {
  const redeem = (settings: LoyaltySettings, changes: Record<string, unknown> = {}) =>
    loyaltyCreditsRedeemable(settings, { ...order, balance: 5000, ...changes });

  it('is capped at the balance and at the eligible item total', () => {
    expect(redeem(fivePercent)).toEqual({ ok: true, credits: 3000 });
    expect(redeem(fivePercent, { balance: 1200 })).toEqual({ ok: true, credits: 1200 });
    expect(redeem(fivePercent, { requested: 700 })).toEqual({ ok: true, credits: 700 });
    expect(redeem(fivePercent, { requested: 999_999 })).toEqual({ ok: true, credits: 3000 });
  });

  it('may pay for discounted items only when the store allows it', () => {
    expect(redeem({ ...fivePercent, redeemCreditsOnDiscountedItems: true })).toEqual({
      ok: true,
      credits: 4000,
    });
  });

  it('leaves what a coupon already took off', () => {
    expect(redeem(fivePercent, { couponDiscount: 1000 })).toEqual({ ok: true, credits: 2000 });
    expect(redeem({ ...fivePercent, noLoyaltyOnDiscountedOrders: true }, { couponDiscount: 1000 })).toEqual({
      ok: false,
      reason: "Loyalty credits can't be used together with a coupon",
    });
  });

  it('explains why nothing can be spent', () => {
    expect(redeem(fivePercent, { balance: 0 })).toEqual({
      ok: false,
      reason: 'You have no loyalty credits yet',
    });
    expect(redeem(fivePercent, { lines: [discounted] })).toEqual({
      ok: false,
      reason: 'Loyalty credits cannot pay for these items',
    });
    expect(redeem({ ...fivePercent, isEnabledForOnline: false }).ok).toBe(false);
  });

  it('never spends more than the balance or the eligible total, nor a negative amount', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ total: fc.integer({ min: 0, max: 20_000 }), isDiscounted: fc.boolean() }), {
          maxLength: 6,
        }),
        fc.integer({ min: -100, max: 50_000 }),
        fc.integer({ min: 0, max: 30_000 }),
        fc.option(fc.integer({ min: -100, max: 50_000 }), { nil: undefined }),
        fc.boolean(),
        (lines, balance, couponDiscount, requested, onDiscounted) => {
          const settings = { ...fivePercent, redeemCreditsOnDiscountedItems: onDiscounted };
          const result = loyaltyCreditsRedeemable(settings, {
            source: 'pos',
            lines,
            couponDiscount,
            balance,
            ...(requested === undefined ? {} : { requested }),
          });
          if (!result.ok) return;
          const eligible = lines
            .filter((l) => onDiscounted || !l.isDiscounted)
            .reduce((s, l) => s + l.total, 0);
          expect(result.credits).toBeGreaterThanOrEqual(0);
          expect(result.credits).toBeLessThanOrEqual(balance);
          expect(result.credits).toBeLessThanOrEqual(eligible - couponDiscount);
        },
      ),
    );
  });
});

describe('refunds', () => {
  const history = { creditsEarned: 150, creditsRedeemed: 400, paidTotal: 3000 };

  it('a full refund takes back what was earned and gives back what was spent', () => {
    const adjustment = loyaltyRefundAdjustment(history, { kind: 'full' });
    expect(adjustment).toEqual({ creditsRemoved: 150, creditsRestored: 400 });
    expect(balanceAfterRefund(1000, adjustment)).toBe(1250);
  });

  it('a partial refund does so in proportion to the share refunded', () => {
    expect(loyaltyRefundAdjustment(history, { kind: 'partial', amount: 1000 })).toEqual({
      creditsRemoved: 50,
      creditsRestored: 133,
    });
    expect(loyaltyRefundAdjustment(history, { kind: 'partial', amount: 9999 })).toEqual({
      creditsRemoved: 150,
      creditsRestored: 400,
    });
    expect(loyaltyRefundAdjustment({ ...history, paidTotal: 0 }, { kind: 'partial', amount: 100 })).toEqual({
      creditsRemoved: 0,
      creditsRestored: 0,
    });
  });

  it('never leaves a balance below zero', () => {
    expect(balanceAfterRefund(20, { creditsRemoved: 150, creditsRestored: 0 })).toBe(0);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        (balance, creditsEarned, creditsRedeemed, paidTotal, amount) => {
          const adjustment = loyaltyRefundAdjustment(
            { creditsEarned, creditsRedeemed, paidTotal },
            { kind: 'partial', amount },
          );
          expect(adjustment.creditsRemoved).toBeLessThanOrEqual(creditsEarned);
          expect(adjustment.creditsRestored).toBeLessThanOrEqual(creditsRedeemed);
          expect(balanceAfterRefund(balance, adjustment)).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('loyalty settings', () => {
  it('needs a sensible reward for its type', () => {
    expect(ZLoyaltySettings.safeParse({ type: 'percentage', count: 101 }).error?.issues[0]?.message).toBe(
      'A percentage reward must be at most 100',
    );
    expect(ZLoyaltySettings.safeParse({ type: 'amount', count: 2.5 }).error?.issues[0]?.message).toBe(
      'An amount reward must be a whole number of cents',
    );
    expect(ZLoyaltySettings.safeParse({ type: 'points', count: 1 }).error?.issues[0]?.message).toBe(
      'Loyalty type must be percentage or amount',
    );
    expect(ZLoyaltySettings.safeParse({ type: 'amount', count: 0 }).success).toBe(false);
    expect(ZLoyaltySettings.parse({ type: 'amount', count: 200 })).toMatchObject({
      enabled: false,
      isEnabledForPOS: true,
      isEnabledForOnline: true,
      noLoyaltyOnDiscountedOrders: false,
    });
  });
});
