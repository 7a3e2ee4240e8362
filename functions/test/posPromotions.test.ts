import {
  type PosOrderPromotions,
  type PosOrderRequestInput,
  type PublishedMenu,
  quotePosOrder,
  ZPosOrderRequest,
} from '@resto/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { firestore } from './support/admin';
import { couponBody, couponUse, enableLoyalty, loyaltyBalance } from './support/couponsLoyalty';
import { callApi } from './support/emulators';
import { LINES } from './support/onlineOrdering';
import { addEmployee, publishPosMenu } from './support/posTill';
import { createTenant, type PairedDevice, pairDevice, type Tenant } from './support/tenants';

/**
 * Coupons and loyalty credits at the counter, through the real API on the emulator suite: the till
 * asks for the coupon's terms and the customer's card (`pos_promotions`), prices the sale with the
 * domain's quote, and the sale's own transaction counts the coupon and moves the card, once. A coupon
 * used up before the sale synced keeps the sale as charged, flagged, without passing `maxRedeems`.
 */

let tenant: Tenant;
let otherTenant: Tenant;
let terminal: PairedDevice;
let otherTerminal: PairedDevice;
let employeeId: string;
let managerId: string;
let menu: PublishedMenu;

const storePath = (forTenant: Tenant) => `restaurants/${forTenant.restaurantId}/stores/${forTenant.storeId}`;
const orderPath = (posOrderId: string) =>
  `/api/pos/restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/pos_orders/${posOrderId}`;
const promotionsPath = (forTenant: Tenant) =>
  `/api/pos/restaurants/${forTenant.restaurantId}/stores/${forTenant.storeId}/pos_promotions`;
const newPosOrderId = () => `pos-${crypto.randomUUID()}`;

async function createCoupon(fields: Record<string, unknown> = {}) {
  const response = await callApi(`/api/coupons/restaurants/${tenant.restaurantId}/coupons`, {
    token: tenant.owner.idToken,
    body: couponBody({
      discountPercentage: undefined,
      type: 'flatAmountDiscount',
      discountAmount: 300,
      ...fields,
    }),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.coupon as { id: string; couponCode: string };
}

/** What the till does: asks the server, then prices the sale with the answer through the domain. */
async function tillSale(fields: Partial<PosOrderRequestInput>) {
  const wanted = {
    ...(fields.couponCode ? { couponCode: fields.couponCode } : {}),
    ...(fields.loyaltyCustomerKey ? { loyaltyCustomerKey: fields.loyaltyCustomerKey } : {}),
  };
  const asked =
    Object.keys(wanted).length > 0
      ? await callApi(promotionsPath(tenant), { token: terminal.idToken, body: wanted })
      : { status: 200, body: {} as Record<string, unknown> };
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  const promotions: PosOrderPromotions = {
    ...(asked.body.coupon ? { coupon: asked.body.coupon as NonNullable<PosOrderPromotions['coupon']> } : {}),
    ...(asked.body.loyalty
      ? { loyalty: asked.body.loyalty as NonNullable<PosOrderPromotions['loyalty']> }
      : {}),
  };
  const draft = {
    employeeId,
    placedIsoDateTimeUtc: new Date().toISOString(),
    collectionType: 'pickup' as const,
    lines: [LINES.basic, LINES.pizza],
    payment: { paymentType: 'cash' as const, cashTenderedInCents: 50_000 },
    expectedTotalInCents: 0,
    ...fields,
  };
  const quote = quotePosOrder(menu, ZPosOrderRequest.parse(draft), new Date(draft.placedIsoDateTimeUtc), {
    promotions,
  });
  return { body: { ...draft, expectedTotalInCents: quote.totals.grandTotal }, quote, asked: asked.body };
}

async function storedOrder(posOrderId: string) {
  return (
    await firestore()
      .doc(`${storePath(tenant)}/orders/${posOrderId}`)
      .get()
  ).data();
}

beforeAll(async () => {
  tenant = await createTenant('promo-counter');
  otherTenant = await createTenant('promo-other');
  menu = await publishPosMenu(tenant);
  terminal = await pairDevice('pos', tenant, 'Front counter');
  otherTerminal = await pairDevice('pos', otherTenant, 'Their counter');
  employeeId = await addEmployee(tenant, 'Casey Till', '1357');
  managerId = await addEmployee(tenant, 'Morgan Manager', '8642', true);
});

describe('coupons at the counter', () => {
  it('answers a coupon’s terms to the till, and an unknown code in words; only to this store’s tills', async () => {
    const coupon = await createCoupon();
    const asked = await callApi(promotionsPath(tenant), {
      token: terminal.idToken,
      body: { couponCode: coupon.couponCode.toLowerCase() },
    });
    expect(asked.status).toBe(200);
    expect(asked.body.coupon).toMatchObject({
      coupon: { couponCode: coupon.couponCode, type: 'flatAmountDiscount', discountAmount: 300 },
      redeemedCount: 0,
    });
    const unknown = await callApi(promotionsPath(tenant), {
      token: terminal.idToken,
      body: { couponCode: 'NOSUCHCODE' },
    });
    expect(unknown.body).toEqual({ couponProblem: expect.stringContaining('NOSUCHCODE') });
    const theirs = await callApi(promotionsPath(tenant), {
      token: otherTerminal.idToken,
      body: { couponCode: coupon.couponCode },
    });
    expect(theirs.status).toBe(403);
  });

  it('stores a sale with a coupon once: the discount in its totals, the coupon counted once', async () => {
    const coupon = await createCoupon({ maxRedeems: 5 });
    const { body, quote } = await tillSale({ couponCode: coupon.couponCode });
    expect(quote.totals.couponDiscount).toBe(300);
    const posOrderId = newPosOrderId();
    const first = await callApi(orderPath(posOrderId), { token: terminal.idToken, body, method: 'PUT' });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await callApi(orderPath(posOrderId), { token: terminal.idToken, body, method: 'PUT' });
    expect(again.status).toBe(200);
    expect(await storedOrder(posOrderId)).toMatchObject({
      totals: { couponDiscount: 300, grandTotal: body.expectedTotalInCents },
      cart: { couponCodes: [coupon.couponCode] },
    });
    expect(await couponUse(tenant.restaurantId, coupon.id)).toBe(1);
    const redemption = await firestore()
      .doc(`restaurants/${tenant.restaurantId}/coupons/${coupon.id}/redemptions/${posOrderId}`)
      .get();
    expect(redemption.data()).toMatchObject({ source: 'pos', discountCents: 300, storeId: tenant.storeId });
  });

  it('keeps a paid sale whose coupon was used up before it synced, flagged, without passing the limit', async () => {
    const coupon = await createCoupon({ maxRedeems: 1 });
    // Two tills applied the coupon while it had one use left; the second syncs after the first.
    const first = await tillSale({ couponCode: coupon.couponCode });
    const second = await tillSale({ couponCode: coupon.couponCode });
    const firstId = newPosOrderId();
    const secondId = newPosOrderId();
    expect(
      (await callApi(orderPath(firstId), { token: terminal.idToken, body: first.body, method: 'PUT' }))
        .status,
    ).toBe(201);
    const late = await callApi(orderPath(secondId), {
      token: terminal.idToken,
      body: second.body,
      method: 'PUT',
    });
    expect(late.status, JSON.stringify(late.body)).toBe(201);
    expect(await storedOrder(secondId)).toMatchObject({
      totals: { couponDiscount: 300, grandTotal: second.body.expectedTotalInCents },
      promotionReview: { reasons: ['This coupon has been used up'] },
    });
    expect(await couponUse(tenant.restaurantId, coupon.id)).toBe(1);
    // A till that asks now is told in words, before any sale: the domain's quote says it is used up.
    const now = await tillSale({ couponCode: coupon.couponCode });
    expect(now.quote.problems).toEqual([
      { path: 'couponCode', code: 'couponUsedUp', message: 'This coupon has been used up' },
    ]);
  });

  it('refuses a code that names no coupon (409 in words), storing nothing', async () => {
    const { body } = await tillSale({});
    const posOrderId = newPosOrderId();
    const answer = await callApi(orderPath(posOrderId), {
      token: terminal.idToken,
      body: { ...body, couponCode: 'NOSUCHCODE' },
      method: 'PUT',
    });
    expect(answer.status).toBe(409);
    expect(answer.body.issues).toEqual([
      { path: 'couponCode', message: expect.stringContaining('NOSUCHCODE') },
    ]);
    expect(await storedOrder(posOrderId)).toBeUndefined();
  });
});

describe('loyalty at the counter', () => {
  it('spends a known customer’s credits and earns on the paid sale, once', async () => {
    await enableLoyalty(tenant.restaurantId, { type: 'percentage', count: 10 });
    const customerUid = `phone:+614${String(Date.now()).slice(-8)}`;
    const now = new Date().toISOString();
    await firestore()
      .doc(`restaurants/${tenant.restaurantId}/loyaltyCards/${customerUid}`)
      .set({
        customerUid,
        restaurantId: tenant.restaurantId,
        balance: 500,
        totalEarned: 500,
        totalRedeemed: 0,
        name: 'Jo Regular',
        mobile: customerUid.slice(6),
        email: '',
        searchTerms: [],
        createdIsoDateTimeUtc: now,
        updatedIsoDateTimeUtc: now,
      });
    const { body, quote, asked } = await tillSale({
      customerName: 'Jo Regular',
      loyaltyCustomerKey: customerUid,
      loyaltyRedemption: { credits: 400 },
    });
    expect(asked.loyalty).toMatchObject({ balance: 500, hasCard: true });
    expect(quote.problems).toEqual([]);
    expect(quote.totals.loyaltyDiscount).toBe(400);
    const posOrderId = newPosOrderId();
    const first = await callApi(orderPath(posOrderId), { token: terminal.idToken, body, method: 'PUT' });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    await callApi(orderPath(posOrderId), { token: terminal.idToken, body, method: 'PUT' });
    // 10% of what the customer paid for the items (after the credits spent): 500 − 400 + earned.
    const earned = Math.floor(((quote.totals.itemTotal - 400) * 10) / 100);
    expect(await loyaltyBalance(tenant.restaurantId, customerUid)).toBe(100 + earned);
    expect(await storedOrder(posOrderId)).toMatchObject({
      customerUid,
      totals: { loyaltyDiscount: 400, grandTotal: body.expectedTotalInCents },
    });
    const entries = await firestore()
      .collection(`restaurants/${tenant.restaurantId}/loyaltyCards/${customerUid}/entries`)
      .get();
    expect(entries.docs.map((entry) => entry.id).sort()).toEqual([
      `earn_${posOrderId}`,
      `redeem_${posOrderId}`,
    ]);

    // Half of what was paid refunded at the till: half of what the sale earned is taken back and half
    // of the credits spent on it given back, by the order-write trigger, once.
    const paid = body.expectedTotalInCents;
    const refund = await callApi(`${orderPath(posOrderId)}/refunds/refund-${crypto.randomUUID()}`, {
      token: terminal.idToken,
      body: {
        employeeId,
        approvedByEmployeeId: managerId,
        amountInCents: Math.round(paid / 2),
        reason: 'Wrong order',
        refundedIsoDateTimeUtc: new Date().toISOString(),
      },
      method: 'PUT',
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(201);
    const share = Math.round(paid / 2) / paid;
    const expected = 100 + earned - Math.round(earned * share) + Math.round(400 * share);
    await expect
      .poll(() => loyaltyBalance(tenant.restaurantId, customerUid), { timeout: 20_000 })
      .toBe(expected);
  });

  it('tells the till when the programme is off at the counter', async () => {
    await enableLoyalty(tenant.restaurantId, { type: 'percentage', count: 10, isEnabledForPOS: false });
    const asked = await callApi(promotionsPath(tenant), {
      token: terminal.idToken,
      body: { loyaltyCustomerKey: 'someone' },
    });
    expect(asked.body).toEqual({ loyaltyProblem: 'Loyalty credits are not offered at the counter' });
  });
});
