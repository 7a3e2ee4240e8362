import { describe, expect, it } from 'vitest';
import {
  applyPosOrderEdit,
  buildPosOrderDocument,
  LOYALTY_NO_CARD_AT_POS_MESSAGE,
  type PosOrderRequestInput,
  posKeptDiscounts,
  quotePosOrder,
  reconcileChargedTotal,
  ZCoupon,
  ZLoyaltyOrderView,
  ZLoyaltySettings,
  ZPosOrderDocument,
  ZPosOrderEditRequest,
  ZPosOrderRequest,
  ZPosPromotionsRequest,
} from '../../src';
import { burgerLine, OPEN_NOW, publishedMenu } from '../support/onlineOrderingMenu';

const menu = publishedMenu();
const tenPercent = ZCoupon.parse({
  id: 'c10',
  type: 'flatPercentageDiscount',
  couponCode: 'SAVE10',
  discountPercentage: 10,
  startDate: '2025-1-1',
  endDate: '2025-12-31',
  maxRedeems: 10,
});
const loyalty = ZLoyaltySettings.parse({ enabled: true, type: 'percentage', count: 5 });

function posRequest(overrides: Partial<PosOrderRequestInput> = {}) {
  return ZPosOrderRequest.parse({
    employeeId: 'emp-1',
    placedIsoDateTimeUtc: OPEN_NOW.toISOString(),
    collectionType: 'pickup',
    lines: [burgerLine],
    payment: { paymentType: 'cash', cashTenderedInCents: 5000 },
    expectedTotalInCents: 2050,
    ...overrides,
  });
}

const ids = {
  restaurantId: 'r1',
  storeId: 's1',
  posOrderId: 'pos-order-0001',
  posTerminalId: 'till-1',
  posTerminalName: 'Front counter',
  employeeId: 'emp-1',
  employeeName: 'Alex',
};

describe('quotePosOrder: coupons and loyalty at the counter (the online checkout’s own rules)', () => {
  it('takes a coupon off the items exactly as the online checkout does', () => {
    const quote = quotePosOrder(menu, { ...posRequest(), couponCode: 'save10' }, OPEN_NOW, {
      promotions: { coupon: { coupon: tenPercent, redeemedCount: 3, isFirstOrder: false } },
    });
    expect(quote.problems).toEqual([]);
    expect(quote.totals).toMatchObject({ itemTotal: 2050, couponDiscount: 205, grandTotal: 1845 });
    expect(quote.coupon).toMatchObject({ couponCode: 'SAVE10', discountCents: 205 });
  });

  it('says in words why a coupon cannot be used: unknown, used up, expired', () => {
    const unknown = quotePosOrder(menu, { ...posRequest(), couponCode: 'NOPE' }, OPEN_NOW);
    expect(unknown.problems).toMatchObject([{ path: 'couponCode', code: 'couponNotFound' }]);
    expect(unknown.problems[0]?.message).toContain('NOPE');
    expect(unknown.totals.couponDiscount).toBe(0);
    const usedUp = quotePosOrder(menu, { ...posRequest(), couponCode: 'SAVE10' }, OPEN_NOW, {
      promotions: { coupon: { coupon: tenPercent, redeemedCount: 10, isFirstOrder: false } },
    });
    expect(usedUp.problems).toEqual([
      { path: 'couponCode', code: 'couponUsedUp', message: 'This coupon has been used up' },
    ]);
    const expired = quotePosOrder(menu, { ...posRequest(), couponCode: 'SAVE10' }, OPEN_NOW, {
      promotions: {
        coupon: { coupon: { ...tenPercent, endDate: '2025-2-1' }, redeemedCount: 0, isFirstOrder: false },
      },
    });
    expect(expired.problems).toMatchObject([
      { path: 'couponCode', message: 'This coupon expired on 1 Feb 2025' },
    ]);
  });

  it('spends loyalty credits after the coupon, only with a card, and only when the programme is on at the counter', () => {
    const draft = { ...posRequest(), couponCode: 'SAVE10', loyaltyRedemption: { credits: 300 } };
    const coupon = { coupon: tenPercent, redeemedCount: 0, isFirstOrder: false };
    const quote = quotePosOrder(menu, draft, OPEN_NOW, {
      promotions: { coupon, loyalty: { settings: loyalty, balance: 450 } },
    });
    expect(quote.problems).toEqual([]);
    expect(quote.totals).toMatchObject({ couponDiscount: 205, loyaltyDiscount: 300, grandTotal: 1545 });
    const noCard = quotePosOrder(menu, draft, OPEN_NOW, { promotions: { coupon } });
    expect(noCard.problems).toMatchObject([
      { path: 'loyaltyRedemption', message: LOYALTY_NO_CARD_AT_POS_MESSAGE },
    ]);
    const offAtTheCounter = quotePosOrder(menu, draft, OPEN_NOW, {
      promotions: { coupon, loyalty: { settings: { ...loyalty, isEnabledForPOS: false }, balance: 450 } },
    });
    expect(offAtTheCounter.problems).toMatchObject([
      { path: 'loyaltyRedemption', message: 'Loyalty credits are not offered at the counter' },
    ]);
    const spentElsewhere = quotePosOrder(menu, draft, OPEN_NOW, {
      promotions: { coupon, loyalty: { settings: loyalty, balance: 100 } },
    });
    expect(spentElsewhere.problems).toMatchObject([
      { path: 'loyaltyRedemption', code: 'loyaltyBalanceChanged' },
    ]);
  });

  it('keeps the coupon and credits through a price reconciliation (the charged total stands)', () => {
    const twoDollars = ZCoupon.parse({
      ...tenPercent,
      type: 'flatAmountDiscount',
      discountPercentage: undefined,
      discountAmount: 200,
    });
    const promotions = {
      coupon: { coupon: twoDollars, redeemedCount: 0, isFirstOrder: false },
      loyalty: { settings: loyalty, balance: 450 },
    };
    // Charged $18.00 after a $2.00 coupon and $1.00 of credits; the menu now says $17.50.
    const request = posRequest({
      couponCode: 'SAVE10',
      loyaltyCustomerKey: 'uid-1',
      loyaltyRedemption: { credits: 100 },
      expectedTotalInCents: 1800,
    });
    const quote = quotePosOrder(menu, request, OPEN_NOW, { promotions });
    expect(quote.totals.grandTotal).toBe(1750);
    const later = { ...menu, publishedIsoDateTimeUtc: new Date(OPEN_NOW.getTime() + 60_000).toISOString() };
    expect(quote.problems).toEqual([]);
    const kept = reconcileChargedTotal({ menu: later, request, quote, placedAt: OPEN_NOW, promotions });
    expect(kept?.quote.totals).toMatchObject({ grandTotal: 1800, couponDiscount: 200, loyaltyDiscount: 100 });
    expect(kept?.quote.coupon?.couponCode).toBe('SAVE10');
  });
});

describe('POS orders with a coupon and loyalty credits', () => {
  it('stores the coupon code, the discounts in the totals, the card owner and who applied them', () => {
    const request = posRequest({
      couponCode: 'SAVE10',
      loyaltyCustomerKey: 'uid-1',
      loyaltyRedemption: { credits: 300 },
      expectedTotalInCents: 1545,
    });
    const quote = quotePosOrder(menu, request, OPEN_NOW, {
      promotions: {
        coupon: { coupon: tenPercent, redeemedCount: 0, isFirstOrder: false },
        loyalty: { settings: loyalty, balance: 450 },
      },
    });
    const order = buildPosOrderDocument({ request, quote, ids, menu, now: OPEN_NOW });
    expect(ZPosOrderDocument.parse(order)).toBeTruthy();
    expect(order.cart.couponCodes).toEqual(['SAVE10']);
    expect(order.totals).toMatchObject({ couponDiscount: 205, loyaltyDiscount: 300, grandTotal: 1545 });
    expect(order.customerUid).toBe('uid-1');
    expect(order.activity.find((entry) => entry.kind === 'promotionApplied')?.detail).toBe(
      'Coupon SAVE10: $2.05 off; $3.00 of loyalty credits spent',
    );
    // The loyalty trigger reads it as it reads online orders (earning and giving back follow it),
    // its refunds as refund totals, so a refund at the till takes back the share of what it earned.
    expect(ZLoyaltyOrderView.parse(order)).toMatchObject({ source: 'pos', customerUid: 'uid-1' });
    expect(ZLoyaltyOrderView.parse({ ...order, refundAmountInCents: 500 }).refundTotals).toEqual({
      refundedInCents: 500,
    });
    expect(
      ZLoyaltyOrderView.parse({ ...order, source: 'website', refundAmountInCents: 500 }).refundTotals,
    ).toBe(undefined);
    const flagged = buildPosOrderDocument({
      request,
      quote,
      ids,
      menu,
      now: OPEN_NOW,
      promotionReview: ['This coupon has been used up'],
    });
    expect(flagged.promotionReview).toEqual({ reasons: ['This coupon has been used up'] });
  });

  it('needs the customer whose credits pay, and bounds every field', () => {
    const noCustomer = ZPosOrderRequest.safeParse({
      ...posRequest(),
      loyaltyRedemption: { credits: 100 },
    });
    expect(noCustomer.success).toBe(false);
    expect(noCustomer.error?.issues[0]?.message).toBe('Choose the customer whose loyalty credits pay');
    expect(ZPosOrderRequest.safeParse({ ...posRequest(), couponCode: 'X'.repeat(51) }).success).toBe(false);
    expect(ZPosPromotionsRequest.safeParse({}).success).toBe(false);
    expect(ZPosPromotionsRequest.safeParse({ couponCode: 'SAVE10' }).success).toBe(true);
  });
});

describe('editing a POS order sold with a coupon and credits', () => {
  it('keeps the discounts as given (counted and spent once, when sold) and the coupon on the cart', () => {
    const request = posRequest({
      couponCode: 'SAVE10',
      loyaltyCustomerKey: 'uid-1',
      loyaltyRedemption: { credits: 300 },
      expectedTotalInCents: 1545,
    });
    const sold = buildPosOrderDocument({
      request,
      quote: quotePosOrder(menu, request, OPEN_NOW, {
        promotions: {
          coupon: { coupon: tenPercent, redeemedCount: 0, isFirstOrder: false },
          loyalty: { settings: loyalty, balance: 450 },
        },
      }),
      ids,
      menu,
      now: OPEN_NOW,
    });
    const kept = posKeptDiscounts(sold);
    expect(kept).toEqual({ couponDiscount: 205, loyaltyDiscount: 300, freeDelivery: false });
    expect(posKeptDiscounts({ totals: { couponDiscount: 0, loyaltyDiscount: 0, deliveryDiscount: 0 } })).toBe(
      undefined,
    );
    const later = new Date(OPEN_NOW.getTime() + 60_000).toISOString();
    const draft = {
      employeeId: 'emp-1',
      editedIsoDateTimeUtc: later,
      baseVersion: 1,
      collectionType: 'pickup' as const,
      lines: [burgerLine, { ...burgerLine, id: 'line-2' }],
      expectedTotalInCents: 0,
      // The difference ($20.50: the second burger) is taken in cash, as any edit of a cash sale.
      extraPayment: { paymentType: 'cash' as const },
    };
    const quote = quotePosOrder(menu, ZPosOrderEditRequest.parse(draft), new Date(later), {
      ...(kept ? { keptDiscounts: kept } : {}),
    });
    // Two burgers ($41.00) less the same $2.05 and $3.00 given when sold.
    expect(quote.totals).toMatchObject({
      itemTotal: 4100,
      couponDiscount: 205,
      loyaltyDiscount: 300,
      grandTotal: 3595,
    });
    const outcome = applyPosOrderEdit({
      order: sold,
      versionId: 'v-2',
      request: ZPosOrderEditRequest.parse({ ...draft, expectedTotalInCents: quote.totals.grandTotal }),
      quote,
      employee: { id: 'emp-1', name: 'Alex' },
      priceApprovers: new Map(),
      posTerminalId: 'till-1',
      menu,
    });
    expect(outcome, JSON.stringify(outcome)).toMatchObject({
      kind: 'edited',
      settlement: { amountInCents: 2050 },
    });
    if (outcome.kind !== 'edited') return;
    expect(outcome.order.cart.couponCodes).toEqual(['SAVE10']);
    expect(outcome.order.totals).toMatchObject({
      couponDiscount: 205,
      loyaltyDiscount: 300,
      grandTotal: 3595,
    });
    expect(outcome.order.customerUid).toBe('uid-1');
  });
});
