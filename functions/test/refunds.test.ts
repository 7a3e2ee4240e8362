import { orderPaymentStatusFromPaymentStatus, type PaymentStatusCode } from '@resto/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firestore } from './support/admin';
import { signUpTestUser } from './support/emulators';
import {
  cardPaidOrder,
  connectActiveAccount,
  connectPath,
  type PaymentsHarness,
  startPaymentsHarness,
} from './support/paymentsHarness';
import { addStoreMember, createTenant, type Tenant } from './support/tenants';
import { deliver, type FakeEvent, fakeEvents } from './support/webhookDelivery';

let harness: PaymentsHarness;
beforeAll(async () => {
  harness = await startPaymentsHarness();
});
afterAll(() => harness.close());

const refundsPath = (tenant: Tenant, orderId: string) => connectPath(tenant, `orders/${orderId}/refunds`);
const orderDoc = (tenant: Tenant, orderId: string) =>
  firestore().doc(`restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/orders/${orderId}`);
const refundDoc = (tenant: Tenant, orderId: string, refundId: string) =>
  orderDoc(tenant, orderId).collection('refunds').doc(refundId);
const newRefundId = () => `rf_${crypto.randomUUID().replaceAll('-', '')}`;

async function orderState(tenant: Tenant, orderId: string) {
  const order = (await orderDoc(tenant, orderId).get()).data() ?? {};
  const code = order.payment?.status as PaymentStatusCode;
  return {
    paymentStatus: code,
    orderPaymentStatus: orderPaymentStatusFromPaymentStatus(code),
    refundTotals: order.refundTotals as { refundedInCents: number; pendingInCents: number } | undefined,
  };
}

async function providerRefundedInCents(orderId: string, tenant: Tenant, accountId: string) {
  const order = (await orderDoc(tenant, orderId).get()).data();
  const page = await harness.port.listRefunds({
    paymentIntentId: String(order?.payment?.paymentIntentId),
    connectedAccountId: accountId,
    limit: 100,
  });
  return page.items
    .filter((refund) => refund.status === 'succeeded')
    .reduce((sum, r) => sum + r.amountInCents, 0);
}

describe('POST .../orders/:orderId/refunds: who may refund, and bad input', () => {
  it('answers 401, 403 for other tenants and store users, 400 by field, 404 for unknown store or order', async () => {
    const tenant = await createTenant();
    const other = await createTenant();
    const cashier = await signUpTestUser('cashier');
    await addStoreMember(tenant, cashier, 'user');
    const accountId = await connectActiveAccount(harness, tenant);
    const orderId = await cardPaidOrder(harness, tenant, accountId, 4_000);
    const body = { amountInCents: 1_000, refundId: newRefundId() };
    const path = refundsPath(tenant, orderId);
    expect((await harness.call(path, { body })).status).toBe(401);
    expect((await harness.call(path, { body, token: other.owner.idToken })).status).toBe(403);
    expect((await harness.call(path, { body, token: cashier.idToken })).status).toBe(403);
    const invalid = await harness.call(path, {
      body: { amountInCents: -5, refundId: 'x', reason: 'because' },
      token: tenant.owner.idToken,
    });
    expect(invalid.status).toBe(400);
    expect((invalid.body.issues as { path: string }[]).map((issue) => issue.path).sort()).toEqual([
      'amountInCents',
      'reason',
      'refundId',
    ]);
    expect(
      (
        await harness.call(refundsPath({ ...tenant, storeId: 'nope' }, orderId), {
          body,
          token: tenant.owner.idToken,
        })
      ).status,
    ).toBe(404);
    expect(
      (await harness.call(refundsPath(tenant, 'no-such-order'), { body, token: tenant.owner.idToken }))
        .status,
    ).toBe(404);
    expect(await orderState(tenant, orderId)).toMatchObject({
      paymentStatus: 'success',
      refundTotals: undefined,
    });
  });

  it('refuses an order that was not paid by card online', async () => {
    const tenant = await createTenant();
    await orderDoc(tenant, 'cash-order').set({
      id: 'cash-order',
      cart: { grandTotal: 2_000, paymentType: 'inStore', currency: { code: 'AUD', symbol: '$' } },
    });
    const answer = await harness.call(refundsPath(tenant, 'cash-order'), {
      body: { amountInCents: 500, refundId: newRefundId() },
      token: tenant.owner.idToken,
    });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/not paid by card online/);
  });
});

describe('refunding a card payment', () => {
  it('refunds in full once, however often the same refund is sent, and marks the order REFUNDED', async () => {
    const tenant = await createTenant();
    const storeAdmin = await signUpTestUser('store-admin');
    await addStoreMember(tenant, storeAdmin, 'admin');
    const accountId = await connectActiveAccount(harness, tenant);
    const orderId = await cardPaidOrder(harness, tenant, accountId, 4_250);
    const body = { amountInCents: 4_250, refundId: newRefundId(), reason: 'requested_by_customer' };
    const first = await harness.call(refundsPath(tenant, orderId), { body, token: storeAdmin.idToken });
    expect(first.status).toBe(201);
    expect(first.body.refund).toMatchObject({ amountInCents: 4_250, kind: 'full', status: 'succeeded' });
    expect(first.body.order).toMatchObject({
      paidInCents: 4_250,
      refundedInCents: 4_250,
      refundableInCents: 0,
    });
    const replay = await harness.call(refundsPath(tenant, orderId), { body, token: storeAdmin.idToken });
    expect(replay.status).toBe(200);
    expect(replay.body.refund).toEqual(first.body.refund);
    const changed = await harness.call(refundsPath(tenant, orderId), {
      body: { ...body, amountInCents: 100 },
      token: storeAdmin.idToken,
    });
    expect(changed.status).toBe(409);
    expect(await orderState(tenant, orderId)).toEqual({
      paymentStatus: 'refundSuccess',
      orderPaymentStatus: 'REFUNDED',
      refundTotals: { refundedInCents: 4_250, pendingInCents: 0 },
    });
    expect(await providerRefundedInCents(orderId, tenant, accountId)).toBe(4_250);
    const again = await harness.call(refundsPath(tenant, orderId), {
      body: { amountInCents: 1, refundId: newRefundId() },
      token: storeAdmin.idToken,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already been refunded in full/);
  });

  it('refunds in parts: the order stays PAID until nothing is left, and never refunds more', async () => {
    const tenant = await createTenant();
    const accountId = await connectActiveAccount(harness, tenant);
    const orderId = await cardPaidOrder(harness, tenant, accountId, 10_000);
    const token = tenant.owner.idToken;
    const first = await harness.call(refundsPath(tenant, orderId), {
      body: { amountInCents: 3_000, refundId: newRefundId() },
      token,
    });
    expect(first.status).toBe(201);
    expect(first.body.refund).toMatchObject({ kind: 'partial' });
    expect(await orderState(tenant, orderId)).toMatchObject({ orderPaymentStatus: 'PAID' });
    const tooMuch = await harness.call(refundsPath(tenant, orderId), {
      body: { amountInCents: 7_001, refundId: newRefundId() },
      token,
    });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body).toMatchObject({
      title: 'Refund too large',
      message: 'Only $70.00 is left to refund on this order.',
    });
    const rest = await harness.call(refundsPath(tenant, orderId), {
      body: { amountInCents: 7_000, refundId: newRefundId() },
      token,
    });
    expect(rest.status).toBe(201);
    expect(rest.body.refund).toMatchObject({ kind: 'full' });
    expect(await orderState(tenant, orderId)).toMatchObject({
      orderPaymentStatus: 'REFUNDED',
      refundTotals: { refundedInCents: 10_000, pendingInCents: 0 },
    });
    expect(await providerRefundedInCents(orderId, tenant, accountId)).toBe(10_000);
  });

  it('ten concurrent 30% refunds: three go through, the rest get a clear 409, never more than paid', async () => {
    const tenant = await createTenant();
    const accountId = await connectActiveAccount(harness, tenant);
    const orderId = await cardPaidOrder(harness, tenant, accountId, 10_000);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        harness.call(refundsPath(tenant, orderId), {
          body: { amountInCents: 3_000, refundId: newRefundId() },
          token: tenant.owner.idToken,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.status === 409))
      expect(refused.body).toMatchObject({ title: 'Refund too large' });
    const state = await orderState(tenant, orderId);
    expect(state.refundTotals).toEqual({ refundedInCents: 9_000, pendingInCents: 0 });
    expect(state.orderPaymentStatus).toBe('PAID');
    expect(await providerRefundedInCents(orderId, tenant, accountId)).toBe(9_000);
    const records = await orderDoc(tenant, orderId).collection('refunds').get();
    expect(records.size).toBe(3);
  });
});

describe('refund webhooks', () => {
  const eventsFor = (orderId: string) =>
    fakeEvents(harness, (event: FakeEvent) => {
      const metadata = (event.data.object.metadata ?? {}) as Record<string, string>;
      return (
        metadata.orderId === orderId && (event.type.startsWith('refund.') || event.type === 'charge.refunded')
      );
    });

  it('settles a refund the provider finished later, once, whether events repeat or come out of order', async () => {
    const tenant = await createTenant();
    const accountId = await connectActiveAccount(harness, tenant);
    const orderId = await cardPaidOrder(harness, tenant, accountId, 6_000);
    const refundId = newRefundId();
    const done = await harness.call(refundsPath(tenant, orderId), {
      body: { amountInCents: 6_000, refundId },
      token: tenant.owner.idToken,
    });
    expect(done.status).toBe(201);
    // As if the server stopped after the provider call: the refund is still only reserved.
    await refundDoc(tenant, orderId, refundId).update({ status: 'pending' });
    await orderDoc(tenant, orderId).update({
      'payment.status': 'success',
      refundTotals: { refundedInCents: 0, pendingInCents: 6_000 },
    });
    const events = eventsFor(orderId);
    expect(events.map((event) => event.type).sort()).toEqual(['charge.refunded', 'refund.created']);
    for (const event of [...events].reverse()) {
      expect((await deliver(harness, event)).status).toBe(200);
      expect((await deliver(harness, event)).body).toMatchObject({ outcome: 'duplicate' });
    }
    expect((await refundDoc(tenant, orderId, refundId).get()).get('status')).toBe('succeeded');
    expect(await orderState(tenant, orderId)).toEqual({
      paymentStatus: 'refundSuccess',
      orderPaymentStatus: 'REFUNDED',
      refundTotals: { refundedInCents: 6_000, pendingInCents: 0 },
    });
  });

  it('releases a refund the bank refused later, once, and the order stays paid', async () => {
    const tenant = await createTenant();
    const accountId = await connectActiveAccount(harness, tenant);
    const orderId = `order-${crypto.randomUUID().slice(0, 12)}`;
    const intent = await harness.port.createPaymentIntent({
      amountInCents: 5_000,
      currency: 'aud',
      connectedAccountId: accountId,
      applicationFeeInCents: 100,
      idempotencyKey: `pi-create:${orderId}`,
      metadata: { restaurantId: tenant.restaurantId, storeId: tenant.storeId, orderId },
      paymentMethodId: 'pm_card_refundFail',
      confirm: true,
    });
    await orderDoc(tenant, orderId).set({
      id: orderId,
      cart: { grandTotal: 5_000, paymentType: 'stripe', currency: { code: 'AUD', symbol: '$' } },
      payment: { status: 'success', paymentIntentId: intent.id, connectedAccountId: accountId },
    });
    const refundId = newRefundId();
    const pending = await harness.call(refundsPath(tenant, orderId), {
      body: { amountInCents: 2_000, refundId },
      token: tenant.owner.idToken,
    });
    expect(pending.status).toBe(202);
    expect(pending.body.refund).toMatchObject({ status: 'pending' });
    expect((await orderState(tenant, orderId)).refundTotals).toEqual({
      refundedInCents: 0,
      pendingInCents: 2_000,
    });

    const events = eventsFor(orderId);
    for (const event of [...events].reverse()) {
      await deliver(harness, event);
      await deliver(harness, event);
    }
    const record = (await refundDoc(tenant, orderId, refundId).get()).data();
    expect(record).toMatchObject({ status: 'failed' });
    expect(await orderState(tenant, orderId)).toEqual({
      paymentStatus: 'success',
      orderPaymentStatus: 'PAID',
      refundTotals: { refundedInCents: 0, pendingInCents: 0 },
    });
    // The money is refundable again with a new refund.
    const retry = await harness.call(refundsPath(tenant, orderId), {
      body: { amountInCents: 5_000, refundId: newRefundId() },
      token: tenant.owner.idToken,
    });
    expect(retry.status).toBe(202);
  });
});
