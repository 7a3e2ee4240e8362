/**
 * Payment webhooks end to end, in-process: the fake Stripe sends signed events to the real `/api`
 * Express app (createApp) listening on a free port, which writes to the Firestore emulator. Each
 * handled payment-intent event is delivered twice and out of order → exactly one effect; a bad
 * signature → 400 and nothing changes; an unknown event type → 200 and ignored.
 */

import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeStripe, signPayload, startFakeStripe } from '../../fakes/src/stripe';
import { createApp } from '../src/app';
import { createStripeAdapter, setPaymentPortForTests } from '../src/integrations/payments';
import type { PaymentPort } from '../src/integrations/payments/port';
import { firestore } from './support/admin';
import { callApi } from './support/emulators';

let fake: FakeStripe;
let server: Server;
let appUrl: string;
let port: PaymentPort;
let accountId: string;
const restaurantId = `wh-${crypto.randomUUID().slice(0, 8)}`;
const storeId = 'store-1';

function orderRef(orderId: string) {
  return firestore().doc(`restaurants/${restaurantId}/stores/${storeId}/orders/${orderId}`);
}

async function newOrder(): Promise<string> {
  const orderId = `order-${crypto.randomUUID().slice(0, 8)}`;
  await orderRef(orderId).set({
    id: orderId,
    restaurantId,
    storeId,
    status: { code: 'processingPayment' },
    orderTransactionFees: { processorFee: 0, applicationFee: 0 },
  });
  return orderId;
}

/** What order placement does: the order records its intent before the customer pays. */
async function recordIntent(orderId: string, paymentIntentId: string): Promise<void> {
  await orderRef(orderId).update({ payment: { status: 'processing', paymentIntentId, applicationFee: 35 } });
}

async function sharedCard(number: string): Promise<string> {
  const response = await fetch(`${fake.url}/v1/payment_methods`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${fake.publishableKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      type: 'card',
      'card[number]': number,
      'card[exp_month]': '12',
      'card[exp_year]': '2040',
    }),
  });
  const { id } = (await response.json()) as { id: string };
  return (
    await port.sharePaymentMethod({
      paymentMethodId: id,
      connectedAccountId: accountId,
      idempotencyKey: crypto.randomUUID(),
    })
  ).id;
}

async function createIntent(orderId: string, options: { manual?: boolean } = {}) {
  return port.createPaymentIntent({
    amountInCents: 2500,
    currency: 'aud',
    connectedAccountId: accountId,
    applicationFeeInCents: 35,
    idempotencyKey: `pi-create:${orderId}`,
    metadata: { restaurantId, storeId, orderId },
    ...(options.manual ? { captureMethod: 'manual' as const } : {}),
  });
}

async function confirm(paymentIntentId: string, number: string) {
  return port.confirmPaymentIntent({
    paymentIntentId,
    connectedAccountId: accountId,
    idempotencyKey: crypto.randomUUID(),
    paymentMethodId: await sharedCard(number),
  });
}

async function control(path: string, body: Record<string, string> = {}): Promise<unknown> {
  const response = await fetch(`${fake.url}/_fake/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.json();
}

/** Outcomes our endpoint answered, per event id, in delivery order. */
function outcomesByEvent(intentId: string): Map<string, { type: string; outcomes: string[] }> {
  const events = fake.state.events.filter(
    (event) => (event.data as { object: { id: string; payment_intent?: string } }).object.id === intentId,
  );
  const result = new Map<string, { type: string; outcomes: string[] }>();
  for (const event of events) {
    const outcomes = fake.webhooks.attempts
      .filter((attempt) => attempt.eventId === event.id)
      .map(
        (attempt) =>
          `${attempt.status} ${(JSON.parse(attempt.responseBody ?? '{}') as { outcome?: string }).outcome}`,
      );
    result.set(event.id, { type: event.type as string, outcomes });
  }
  return result;
}

async function webhookRecords(eventIds: string[]) {
  const snapshots = await Promise.all(eventIds.map((id) => firestore().doc(`webhookEvents/${id}`).get()));
  return snapshots.filter((snapshot) => snapshot.exists).map((snapshot) => snapshot.data());
}

/** Delivers every held event twice, newest first, then replays each once more. */
async function deliverTwiceReversedThenReplay(): Promise<void> {
  await control('webhooks/mode', { duplicate: 'true', hold: 'false' });
  await control('webhooks/flush', { order: 'reverse' });
  await control('webhooks/mode', { duplicate: 'false', hold: 'true' });
  for (const event of [...fake.state.events]) await control(`events/${event.id}/replay`);
}

beforeAll(async () => {
  fake = await startFakeStripe({ port: 0, webhookRetries: 0 });
  port = createStripeAdapter({
    secretKey: fake.secretKey,
    webhookSecrets: fake.webhookSecrets,
    host: '127.0.0.1',
    port: fake.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
  setPaymentPortForTests(port);
  server = createApp().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  appUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await control('webhooks/targets', {
    connect: `${appUrl}/api/stripe/webhooks/connect`,
    platform: `${appUrl}/api/stripe/webhooks/platform`,
  });
  const account = await port.createConnectedAccount({ idempotencyKey: crypto.randomUUID(), country: 'AU' });
  accountId = account.id;
  await control(`accounts/${accountId}/verify`);
  await fake.settle();
});

beforeEach(async () => {
  // Each test holds its events back and chooses how they arrive.
  await fake.settle();
  fake.state.events.length = 0;
  fake.webhooks.attempts.length = 0;
  await control('webhooks/mode', { hold: 'true' });
});

afterAll(async () => {
  setPaymentPortForTests(undefined);
  await new Promise((resolve) => server?.close(resolve));
  await fake?.close();
});

describe('payment intent webhooks', () => {
  it('succeeded: twice, out of order and replayed → paid once, order new', async () => {
    const orderId = await newOrder();
    const intent = await createIntent(orderId);
    await recordIntent(orderId, intent.id);
    await confirm(intent.id, '4242424242424242');
    // A late `processing` for the same intent, sent by the provider before it succeeded.
    await control('events', {
      type: 'payment_intent.processing',
      object: intent.id,
      account: accountId,
      status: 'processing',
    });
    await deliverTwiceReversedThenReplay();

    const order = (await orderRef(orderId).get()).data();
    expect(order?.payment).toMatchObject({
      status: 'success',
      paymentIntentId: intent.id,
      applicationFee: 35,
    });
    expect(order?.payment.chargeId).toMatch(/^ch_/);
    expect(order?.status.code).toBe('new');
    expect(order?.orderTransactionFees.applicationFee).toBe(35);

    const byEvent = outcomesByEvent(intent.id);
    const succeeded = [...byEvent.values()].find((entry) => entry.type === 'payment_intent.succeeded');
    expect(succeeded?.outcomes).toEqual(['200 applied', '200 duplicate', '200 duplicate']);
    // Sent last, so delivered first: it only adds the charge id (or is ignored), then duplicates.
    const processing = [...byEvent.values()].find((entry) => entry.type === 'payment_intent.processing');
    expect(['200 applied', '200 ignored']).toContain(processing?.outcomes[0]);
    expect(processing?.outcomes.slice(1)).toEqual(['200 duplicate', '200 duplicate']);
    const records = await webhookRecords([...byEvent.keys()]);
    expect(records).toHaveLength(byEvent.size);
    expect(
      records.every((record) => record?.endpoint === 'connect' && record?.connectedAccountId === accountId),
    ).toBe(true);
  });

  it('amount_capturable_updated then succeeded (capture), reversed and twice → success, never back to requiresCapture', async () => {
    const orderId = await newOrder();
    const intent = await createIntent(orderId, { manual: true });
    await recordIntent(orderId, intent.id);
    await confirm(intent.id, '4242424242424242');
    await port.capturePaymentIntent({
      paymentIntentId: intent.id,
      connectedAccountId: accountId,
      idempotencyKey: crypto.randomUUID(),
    });
    await deliverTwiceReversedThenReplay();

    const order = (await orderRef(orderId).get()).data();
    expect(order?.payment.status).toBe('success');
    expect(order?.status.code).toBe('new');
    const entries = [...outcomesByEvent(intent.id).values()];
    expect(entries.find((entry) => entry.type === 'payment_intent.succeeded')?.outcomes).toEqual([
      '200 applied',
      '200 duplicate',
      '200 duplicate',
    ]);
    // Arriving after success, the authorisation is stale: recorded once as ignored, never applied.
    expect(
      entries.find((entry) => entry.type === 'payment_intent.amount_capturable_updated')?.outcomes,
    ).toEqual(['200 ignored', '200 duplicate', '200 duplicate']);
  });

  it('amount_capturable_updated alone → requiresCapture, which counts as paid', async () => {
    const orderId = await newOrder();
    const intent = await createIntent(orderId, { manual: true });
    await recordIntent(orderId, intent.id);
    await confirm(intent.id, '4242424242424242');
    await deliverTwiceReversedThenReplay();
    const order = (await orderRef(orderId).get()).data();
    expect(order?.payment.status).toBe('requiresCapture');
    expect(order?.status.code).toBe('new');
  });

  it('payment_failed then canceled, reversed and twice → cancel; the order keeps waiting', async () => {
    const orderId = await newOrder();
    const intent = await createIntent(orderId);
    await recordIntent(orderId, intent.id);
    const declined = await confirm(intent.id, '4000000000009995');
    expect(declined.decline?.declineCode).toBe('insufficient_funds');
    await port.cancelPaymentIntent({
      paymentIntentId: intent.id,
      connectedAccountId: accountId,
      idempotencyKey: crypto.randomUUID(),
    });
    await deliverTwiceReversedThenReplay();

    const order = (await orderRef(orderId).get()).data();
    expect(order?.payment.status).toBe('cancel');
    expect(order?.status.code).toBe('processingPayment');
    const entries = [...outcomesByEvent(intent.id).values()];
    expect(entries.find((entry) => entry.type === 'payment_intent.canceled')?.outcomes).toEqual([
      '200 applied',
      '200 duplicate',
      '200 duplicate',
    ]);
    expect(entries.find((entry) => entry.type === 'payment_intent.payment_failed')?.outcomes).toEqual([
      '200 ignored',
      '200 duplicate',
      '200 duplicate',
    ]);
  });

  it('payment_failed in order → failure; a later success with another card wins', async () => {
    const orderId = await newOrder();
    const intent = await createIntent(orderId);
    await recordIntent(orderId, intent.id);
    await confirm(intent.id, '4000000000000002');
    await control('webhooks/flush', { order: 'sent' });
    expect((await orderRef(orderId).get()).get('payment.status')).toBe('failure');
    await confirm(intent.id, '4242424242424242');
    await control('webhooks/flush', { order: 'sent' });
    const order = (await orderRef(orderId).get()).data();
    expect(order?.payment.status).toBe('success');
    expect(order?.status.code).toBe('new');
  });

  it('an event about an order we do not have is recorded and ignored', async () => {
    const intent = await port.createPaymentIntent({
      amountInCents: 900,
      currency: 'aud',
      connectedAccountId: accountId,
      applicationFeeInCents: 19,
      idempotencyKey: crypto.randomUUID(),
      metadata: { restaurantId, storeId, orderId: 'no-such-order' },
      paymentMethodId: await sharedCard('4242424242424242'),
      confirm: true,
    });
    await control('webhooks/flush', { order: 'sent' });
    const entries = [...outcomesByEvent(intent.id).values()];
    expect(entries.find((entry) => entry.type === 'payment_intent.succeeded')?.outcomes).toEqual([
      '200 ignored',
    ]);
    expect((await orderRef('no-such-order').get()).exists).toBe(false);
  });
});

describe('webhook endpoint', () => {
  function signedEvent(type: string, object: Record<string, unknown>, secret: string, account?: string) {
    const id = `evt_${crypto.randomUUID().replace(/-/g, '')}`;
    const body = JSON.stringify({
      id,
      object: 'event',
      ...(account ? { account } : {}),
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      data: { object },
      livemode: false,
      type,
    });
    return { id, body, signature: signPayload(body, secret) };
  }

  const intentObject = (orderId: string, status: string) => ({
    id: 'pi_forged',
    object: 'payment_intent',
    amount: 2500,
    amount_capturable: 0,
    amount_received: 2500,
    application_fee_amount: 35,
    capture_method: 'automatic',
    currency: 'aud',
    status,
    last_payment_error: null,
    latest_charge: null,
    metadata: { restaurantId, storeId, orderId },
    created: 1,
  });

  it('a bad signature → 400 and nothing changes', async () => {
    const orderId = await newOrder();
    await recordIntent(orderId, 'pi_forged');
    const before = (await orderRef(orderId).get()).data();
    const forged = signedEvent(
      'payment_intent.succeeded',
      intentObject(orderId, 'succeeded'),
      'whsec_not_ours',
      accountId,
    );
    const response = await callApi('/api/stripe/webhooks/connect', {
      baseUrl: appUrl,
      body: forged.body,
      headers: { 'stripe-signature': forged.signature, 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    const unsigned = await callApi('/api/stripe/webhooks/connect', { baseUrl: appUrl, body: forged.body });
    expect(unsigned.status).toBe(400);
    // Right secret, but the body was changed after signing.
    const genuine = signedEvent(
      'payment_intent.succeeded',
      intentObject(orderId, 'succeeded'),
      fake.webhookSecrets.connect,
      accountId,
    );
    const tampered = await callApi('/api/stripe/webhooks/connect', {
      baseUrl: appUrl,
      body: genuine.body.replace('"amount":2500', '"amount":1'),
      headers: { 'stripe-signature': genuine.signature, 'content-type': 'application/json' },
    });
    expect(tampered.status).toBe(400);
    expect((await orderRef(orderId).get()).data()).toEqual(before);
    expect((await firestore().doc(`webhookEvents/${forged.id}`).get()).exists).toBe(false);
    expect((await firestore().doc(`webhookEvents/${genuine.id}`).get()).exists).toBe(false);
  });

  it('an unknown event type → 200, recorded as ignored', async () => {
    const event = signedEvent(
      'balance.available',
      { object: 'balance', available: [], pending: [] },
      fake.webhookSecrets.platform,
    );
    const response = await callApi('/api/stripe/webhooks/platform', {
      baseUrl: appUrl,
      body: event.body,
      headers: { 'stripe-signature': event.signature, 'content-type': 'application/json' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ received: true, outcome: 'ignored' });
    expect((await firestore().doc(`webhookEvents/${event.id}`).get()).get('outcome')).toMatch(/^ignored/);
  });

  it('an event signed for the platform endpoint is refused at the connect endpoint', async () => {
    const event = signedEvent('balance.available', { object: 'balance' }, fake.webhookSecrets.platform);
    const response = await callApi('/api/stripe/webhooks/connect', {
      baseUrl: appUrl,
      body: event.body,
      headers: { 'stripe-signature': event.signature, 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
  });
});
