import { describe, expect, it } from 'vitest';
import {
  creditsForCompletedOrder,
  DEFAULT_LOYALTY_SETTINGS,
  type LoyaltyOrderView,
  loyaltyLinesOfOrder,
  planLoyaltyRefund,
  readLoyaltySettings,
  ZLoyaltyOrderView,
  ZLoyaltySettings,
} from '../../src';

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
