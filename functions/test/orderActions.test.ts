import { ORDER_ACTION_ERRORS } from '@resto/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  API_BASE_URL,
  actionPath,
  addStore,
  orderRef,
  seedOrder,
  setStoreSetting,
} from './orderActions.fixtures';
import { callApi, signUpTestUser } from './support/emulators';
import { addStoreMember, createTenant, pairDevice, type Tenant } from './support/tenants';

const ALREADY_ACCEPTED = ORDER_ACTION_ERRORS.orderAlreadyAccepted;

let tenant: Tenant;
let baseUrl: string;
beforeAll(async () => {
  tenant = await createTenant('orders');
  baseUrl = API_BASE_URL;
});

const act = (orderId: string, action: string, body: unknown = {}, token = tenant.owner.idToken) =>
  callApi(actionPath(tenant, orderId, action), { token, body, baseUrl });

const stored = async (orderId: string) => (await orderRef(tenant, orderId).get()).data() ?? {};

describe('accept', () => {
  it('moves a new order to accepted with the ETA the customer sees and a history entry', async () => {
    const orderId = await seedOrder(tenant, {
      extra: {
        alert: {
          unprocessedSinceIsoDateTimeUtc: '2025-03-01T09:00:00.000Z',
          flaggedIsoDateTimeUtc: '2025-03-01T09:05:00.000Z',
        },
      },
    });
    const response = await act(orderId, 'accept', { etaInMinutes: 15 });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      orderId,
      status: 'accepted',
      previousStatus: 'new',
      eta: { minutes: 15 },
    });
    const order = await stored(orderId);
    expect(order.status.code).toBe('accepted');
    expect(order.eta.minutes).toBe(15);
    expect(Date.parse(order.eta.readyByIsoDateTimeUtc) - Date.parse(order.eta.setIsoDateTimeUtc)).toBe(
      15 * 60_000,
    );
    expect(order.statusHistory).toEqual([
      expect.objectContaining({
        from: 'new',
        to: 'accepted',
        etaInMinutes: 15,
        by: { kind: 'staff', id: tenant.owner.uid, name: tenant.owner.email },
      }),
    ]);
    expect(order).not.toHaveProperty('alert');
    // Untouched fields stay as the placement API wrote them.
    expect(order.cart.grandTotal).toBe(5350);
  });

  it("takes an ETA from the spec choices, and the order's own promise when none is chosen", async () => {
    const orderId = await seedOrder(tenant);
    const offList = await act(orderId, 'accept', { etaInMinutes: 20 });
    expect(offList.status).toBe(400);
    expect(JSON.stringify(offList.body.issues)).toContain('etaInMinutes');
    expect((await stored(orderId)).status.code).toBe('new');
    expect((await act(orderId, 'accept', { etaInMinutes: 0 })).status).toBe(200);
    const other = await seedOrder(tenant);
    expect((await act(other, 'accept', {})).status).toBe(200);
    expect([15, 30, 45, 60, 75, 90]).toContain((await stored(other)).eta?.minutes);
  });

  it('needs no ETA when the store does not use them', async () => {
    const noEta = await createTenant('noeta');
    await setStoreSetting(noEta, 'orderProcess', { hasEta: false });
    const orderId = await seedOrder(noEta);
    const response = await callApi(actionPath(noEta, orderId, 'accept'), {
      token: noEta.owner.idToken,
      body: {},
      baseUrl,
    });
    expect(response.status).toBe(200);
    expect((await orderRef(noEta, orderId).get()).get('eta')).toBeUndefined();
  });

  it("an order still taking payment answers 'Order Processing'", async () => {
    const orderId = await seedOrder(tenant, { status: 'processingPayment' });
    const response = await act(orderId, 'accept', { etaInMinutes: 15 });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      title: 'Order Processing',
      message: ORDER_ACTION_ERRORS.orderProcessing.message,
    });
  });

  it("a rejected order answers 'Order Already Rejected'", async () => {
    const orderId = await seedOrder(tenant, { status: 'rejected' });
    const response = await act(orderId, 'accept', { etaInMinutes: 15 });
    expect(response.status).toBe(409);
    expect(response.body.title).toBe('Order Already Rejected');
  });

  it('20 devices accepting at once: exactly one wins, 19 hear it was already accepted', async () => {
    const orderId = await seedOrder(tenant);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => act(orderId, 'accept', { etaInMinutes: 30 })),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    const losers = responses.filter((response) => response.status !== 200);
    expect(losers).toHaveLength(19);
    for (const loser of losers) {
      expect(loser.status).toBe(409);
      expect(loser.body).toEqual({ title: ALREADY_ACCEPTED.title, message: ALREADY_ACCEPTED.message });
    }
    expect((await stored(orderId)).statusHistory).toHaveLength(1);
  }, 60_000);
});

describe('reject, complete and cancel', () => {
  it('reject keeps the reason for the customer', async () => {
    const orderId = await seedOrder(tenant);
    expect((await act(orderId, 'reject', {})).status).toBe(400);
    const response = await act(orderId, 'reject', { reason: 'We are too busy right now' });
    expect(response.status).toBe(200);
    const order = await stored(orderId);
    expect(order.status.code).toBe('rejected');
    expect(order.rejectionReason).toBe('We are too busy right now');
    expect(order.statusHistory[0]).toMatchObject({
      from: 'new',
      to: 'rejected',
      reason: 'We are too busy right now',
    });
    expect(order).not.toHaveProperty('refundDue');
  });

  it("reject after accept answers 'Order Already Accepted'", async () => {
    const orderId = await seedOrder(tenant);
    expect((await act(orderId, 'accept', { etaInMinutes: 15 })).status).toBe(200);
    const response = await act(orderId, 'reject', { reason: 'Too late' });
    expect(response.status).toBe(409);
    expect(response.body.title).toBe(ALREADY_ACCEPTED.title);
    expect((await stored(orderId)).status.code).toBe('accepted');
  });

  it('complete follows accept; a new order cannot be completed', async () => {
    const orderId = await seedOrder(tenant);
    const early = await act(orderId, 'complete');
    expect(early.status).toBe(409);
    expect(early.body.title).toBe('Unable to Accept the Order');
    await act(orderId, 'accept', { etaInMinutes: 15 });
    const done = await act(orderId, 'complete', { paidWith: { method: 'cash' } });
    expect(done.status).toBe(200);
    const order = await stored(orderId);
    expect(order.status.code).toBe('completed');
    expect(order.statusHistory.map((entry: { to: string }) => entry.to)).toEqual(['accepted', 'completed']);
    const again = await act(orderId, 'complete');
    expect(again.status).toBe(409);
  });

  it('a pay-in-store order is completed only with how it was paid, and then reads as paid', async () => {
    const orderId = await seedOrder(tenant, { status: 'accepted' });
    const unsaid = await act(orderId, 'complete');
    expect(unsaid.status).toBe(400);
    expect(JSON.stringify(unsaid.body.issues)).toContain('paidWith');
    expect((await stored(orderId)).status.code).toBe('accepted');

    await setStoreSetting(tenant, 'customPayments', {
      customPayments: [
        {
          id: 'uber-voucher',
          name: 'Uber voucher',
          availableForPickup: true,
          availableForDelivery: true,
          availableForDineIn: true,
          sortOrder: 0,
          createdIsoDateTimeUtc: '2025-03-01T09:00:00.000Z',
        },
      ],
    });
    // An id that is not one of this store's custom payments is refused, not stored.
    const foreign = await act(orderId, 'complete', {
      paidWith: { method: 'custom', customPaymentId: 'someone-elses' },
    });
    expect(foreign.status).toBe(400);
    expect(JSON.stringify(foreign.body.issues)).toContain('paidWith.customPaymentId');
    expect((await stored(orderId)).status.code).toBe('accepted');

    const done = await act(orderId, 'complete', {
      paidWith: { method: 'custom', customPaymentId: 'uber-voucher' },
    });
    expect(done.status).toBe(200);
    const order = await stored(orderId);
    expect(order.status.code).toBe('completed');
    expect(order.settlement).toMatchObject({
      method: 'custom',
      customPaymentId: 'uber-voucher',
      customPaymentName: 'Uber voucher',
      amountInCents: 5350,
      by: { kind: 'staff', id: tenant.owner.uid },
    });
  });

  it('a card-paid order completes without a settlement', async () => {
    const orderId = await seedOrder(tenant, { status: 'accepted', paidByCard: true });
    const done = await act(orderId, 'complete', { paidWith: { method: 'cash' } });
    expect(done.status).toBe(200);
    expect(await stored(orderId)).not.toHaveProperty('settlement');
  });

  it('complete is refused when the store does not use the completed status', async () => {
    const noComplete = await createTenant('nocomplete');
    await setStoreSetting(noComplete, 'orderProcess', { hasCompleteStatus: false });
    const orderId = await seedOrder(noComplete, { status: 'accepted' });
    const response = await callApi(actionPath(noComplete, orderId, 'complete'), {
      token: noComplete.owner.idToken,
      body: {},
      baseUrl,
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('This store does not mark orders as completed');
  });

  it('a store that never completes orders records how a pay-in-store order was paid on its own', async () => {
    const noComplete = await createTenant('recordpay');
    await setStoreSetting(noComplete, 'orderProcess', { hasCompleteStatus: false });
    const record = (orderId: string, body: unknown, token = noComplete.owner.idToken) =>
      callApi(actionPath(noComplete, orderId, 'record-payment'), { token, body, baseUrl });
    const fresh = await seedOrder(noComplete);
    const early = await record(fresh, { paidWith: { method: 'cash' } });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe('Accept the order before recording its payment');

    const orderId = await seedOrder(noComplete, { status: 'accepted' });
    expect((await record(orderId, {})).status).toBe(400);
    // Another tenant's owner cannot record a payment on this order.
    const stranger = await createTenant('recordpaystranger');
    expect((await record(orderId, { paidWith: { method: 'cash' } }, stranger.owner.idToken)).status).toBe(
      403,
    );
    expect((await orderRef(noComplete, orderId).get()).data()).not.toHaveProperty('settlement');

    // Two devices record at once: one settlement, the other hears 'Order Processing'.
    const [first, second] = await Promise.all([
      record(orderId, { paidWith: { method: 'card' } }),
      record(orderId, { paidWith: { method: 'cash' } }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const loser = first.status === 409 ? first : second;
    expect(loser.body.title).toBe('Order Processing');
    const order = (await orderRef(noComplete, orderId).get()).data() ?? {};
    const winner = first.status === 200 ? first : second;
    expect(order.status.code).toBe('accepted');
    expect(order.settlement).toMatchObject({
      method: (winner.body as { settlement: { method: string } }).settlement.method,
      amountInCents: 5350,
      by: { kind: 'staff', id: noComplete.owner.uid },
    });

    const card = await seedOrder(noComplete, { status: 'accepted', paidByCard: true });
    const cardAnswer = await record(card, { paidWith: { method: 'cash' } });
    expect(cardAnswer.status).toBe(400);
    expect(cardAnswer.body.message).toMatch(/paid by card at checkout/);
    expect((await record('no-such-order', { paidWith: { method: 'cash' } })).status).toBe(404);
  });

  it('cancel of a card-paid order flags the refund due and does not refund', async () => {
    const orderId = await seedOrder(tenant, { paidByCard: true });
    await act(orderId, 'accept', { etaInMinutes: 15 });
    const response = await act(orderId, 'cancel', { reason: 'Customer asked to cancel' });
    expect(response.status).toBe(200);
    expect(response.body.refundDue).toMatchObject({
      amountInCents: 5350,
      reason: 'Cancelled: Customer asked to cancel',
    });
    const order = await stored(orderId);
    expect(order.status.code).toBe('cancelled');
    expect(order.cancellationReason).toBe('Customer asked to cancel');
    expect(order.refundDue.amountInCents).toBe(5350);
    expect(order.payment.status).toBe('success');
    expect((await act(orderId, 'cancel', { reason: 'again' })).status).toBe(409);
  });

  it("an unknown order answers 404 'Order Not Found'", async () => {
    const response = await act('no-such-order', 'accept', { etaInMinutes: 15 });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      title: 'Order Not Found',
      message: ORDER_ACTION_ERRORS.orderNotFound.message,
    });
  });
});

describe('who may act', () => {
  it('401 without a token; 403 for another tenant', async () => {
    const orderId = await seedOrder(tenant);
    expect(
      (await callApi(actionPath(tenant, orderId, 'accept'), { body: { etaInMinutes: 15 }, baseUrl })).status,
    ).toBe(401);
    const other = await createTenant('othertenant');
    const response = await act(orderId, 'accept', { etaInMinutes: 15 }, other.owner.idToken);
    expect(response.status).toBe(403);
    expect((await stored(orderId)).status.code).toBe('new');
  });

  it('a standard user of the store may act; a user of another store may not', async () => {
    const secondStore = await addStore(tenant);
    const otherStoreUser = await signUpTestUser('otherstore');
    await addStoreMember(secondStore, otherStoreUser, 'admin');
    const cashier = await signUpTestUser('cashier');
    await addStoreMember(tenant, cashier, 'user');
    const orderId = await seedOrder(tenant);
    expect((await act(orderId, 'accept', { etaInMinutes: 15 }, otherStoreUser.idToken)).status).toBe(403);
    const byCashier = await act(orderId, 'accept', { etaInMinutes: 15 }, cashier.idToken);
    expect(byCashier.status).toBe(200);
    expect(byCashier.body.statusHistoryEntry).toMatchObject({ by: { kind: 'staff', id: cashier.uid } });
  });

  it("the store's POS terminal may act; kitchen displays and other stores' terminals may not", async () => {
    const pos = await pairDevice('pos', tenant, 'Front counter');
    const kds = await pairDevice('kds', tenant, 'Grill');
    const otherPos = await pairDevice('pos', await addStore(tenant), 'Other counter');
    const orderId = await seedOrder(tenant);
    expect((await act(orderId, 'accept', { etaInMinutes: 15 }, kds.idToken)).status).toBe(403);
    expect((await act(orderId, 'accept', { etaInMinutes: 15 }, otherPos.idToken)).status).toBe(403);
    const byPos = await act(orderId, 'accept', { etaInMinutes: 15 }, pos.idToken);
    expect(byPos.status).toBe(200);
    expect(byPos.body.statusHistoryEntry).toMatchObject({
      by: { kind: 'posTerminal', id: pos.deviceId, name: 'Front counter' },
    });
  });

  it('checks access before the body: a stranger with a bad body still gets 403', async () => {
    const other = await createTenant('strangerbody');
    const orderId = await seedOrder(tenant);
    expect((await act(orderId, 'reject', {}, other.owner.idToken)).status).toBe(403);
  });
});
