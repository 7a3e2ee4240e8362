import type { AddressInfo } from 'node:net';
import { ABANDONED_CARD_PAYMENT_MINUTES, ZOnlineOrderDocument } from '@resto/domain';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, signPayload, startFakeStripe } from '../../fakes/src/stripe';
import { trustedProxyHops } from '../src/abuse/clientAddress';
import { customerOrdersRouter } from '../src/api/customerOrders';
import { onlineOrderingRouter } from '../src/api/onlineOrdering';
import { stripeCustomersRouter } from '../src/api/stripeCustomers';
import { authenticate } from '../src/http/auth';
import { errorHandler } from '../src/http/errorHandler';
import { requestId } from '../src/http/requestId';
import { createStripeAdapter, setPaymentPortForTests } from '../src/integrations/payments';
import type { PaymentPort } from '../src/integrations/payments/port';
import { expireAbandonedCardPayments } from '../src/onlineOrdering/abandonedPayments';
import { dispatchWebhook } from '../src/payments/webhooks/dispatcher';
import { WEBHOOK_HANDLERS } from '../src/payments/webhooks/handlers';
import { firestore } from './support/admin';
import { callApi, signUpTestUser } from './support/emulators';
import {
  type LocalEmail,
  SUITE_EMAIL_URL,
  sentEmails,
  startLocalEmail,
  waitForEmails,
} from './support/localEmail';
import {
  connectCardAccount,
  createOrderingStore,
  type OrderingStoreFixture,
  orderBody,
  ordersPath,
} from './support/onlineOrdering';

/**
 * Card orders against the local fake Stripe, through the real Stripe adapter (as in production),
 * with the placement API in-process so the port can point at a fake started on a free port.
 */
let fake: FakeStripe;
let port: PaymentPort;
let baseUrl: string;
let close: () => Promise<void>;
let store: OrderingStoreFixture;
let accountId: string;

/** Burger with BBQ and 2 × bacon ($20.50) plus the store's 1% card surcharge. */
const CARD_TOTAL = 2050 + 21;

let email: LocalEmail;
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
  email = await startLocalEmail();
  const app = express();
  // As app.ts: the last X-Forwarded-For entry is the client (callApi sends a fresh one per call).
  app.set('trust proxy', trustedProxyHops());
  app.use(requestId);
  app.use(express.json());
  app.use(authenticate());
  app.use('/api/online-ordering', onlineOrderingRouter());
  app.use('/api/customer', customerOrdersRouter());
  app.use('/api/stripe/customers', stripeCustomersRouter());
  app.use(errorHandler);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));

  const account = await port.createConnectedAccount({
    idempotencyKey: `acct-${crypto.randomUUID()}`,
    country: 'AU',
  });
  await fetch(`${fake.url}/_fake/accounts/${account.id}/verify?outcome=verified`, { method: 'POST' });
  accountId = account.id;
  store = await createOrderingStore();
  await connectCardAccount(store, accountId);
});

afterAll(async () => {
  setPaymentPortForTests(undefined);
  await email?.close();
  await close?.();
  await fake?.close();
});

function cardOrder(paymentMethodId: string, fields: Record<string, unknown> = {}) {
  return orderBody({
    paymentType: 'stripe',
    card: { paymentMethodId },
    expectedTotalInCents: CARD_TOTAL,
    ...fields,
  });
}

function place(body: unknown, fixture = store, token?: string) {
  return callApi(ordersPath(fixture), { baseUrl, body, ...(token ? { token } : {}) });
}

async function storedOrder(orderId: string, fixture = store) {
  const snapshot = await firestore()
    .doc(`restaurants/${fixture.restaurantId}/stores/${fixture.storeId}/orders/${orderId}`)
    .get();
  return ZOnlineOrderDocument.parse(snapshot.data());
}

function intentsFor(orderId: string) {
  return Object.values(
    fake.state.accounts[accountId] ? fake.contextFor(accountId).scope.paymentIntents : {},
  ).filter((intent) => (intent.metadata as Record<string, string>).orderId === orderId);
}

describe('card orders', () => {
  it('a successful card payment places the order as new, with the fee, the charge and the processor fee', async () => {
    const body = cardOrder('pm_card_visa');
    const response = await place(body);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      orderId: body.orderId,
      status: 'new',
      payment: { status: 'success' },
      totals: { cardSurcharge: 21, grandTotal: CARD_TOTAL },
    });
    const order = await storedOrder(body.orderId);
    expect(order.payment).toMatchObject({
      status: 'success',
      paymentIntentId: expect.stringMatching(/^pi_/),
      chargeId: expect.stringMatching(/^ch_/),
      applicationFee: 31,
    });
    expect(order.orderTransactionFees.applicationFee).toBe(31);
    expect(order.orderTransactionFees.processorFee).toBeGreaterThan(0);
    const [intent] = intentsFor(body.orderId);
    expect(intent).toMatchObject({ amount: CARD_TOTAL, application_fee_amount: 31, currency: 'aud' });
    const key = await firestore()
      .doc(`idempotencyKeys/onlineOrderPayment_${store.restaurantId}_${store.storeId}_${body.orderId}_1`)
      .get();
    expect(key.data()).toMatchObject({
      status: 'done',
      paymentIntentId: order.payment?.paymentIntentId,
      connectedAccountId: accountId,
    });
  });

  it('10 concurrent submissions make one order and one payment intent, and a repeat never charges again', async () => {
    const body = cardOrder('pm_card_visa');
    const burst = await Promise.all(Array.from({ length: 10 }, () => place(body)));
    // A duplicate that met the others' locks for too long may be told to try again (429 with
    // Retry-After from the contended-transaction helper, or the emulator ending such a transaction);
    // the storefront repeats with the same order id, and that repeat answers with the one order.
    // Nothing is ever charged twice either way.
    const responses = await Promise.all(
      burst.map(async (response) =>
        response.status >= 500 || response.status === 429 ? place(body) : response,
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    const orders = await firestore()
      .collection(`restaurants/${store.restaurantId}/stores/${store.storeId}/orders`)
      .where('id', '==', body.orderId)
      .get();
    expect(orders.size).toBe(1);
    expect(intentsFor(body.orderId)).toHaveLength(1);
    const again = await place(body);
    expect(again.body).toMatchObject({ status: 'new', payment: { status: 'success' } });
    expect(intentsFor(body.orderId)).toHaveLength(1);
  });

  it('a declined card leaves the order unpaid with a friendly message; another card then pays the same intent', async () => {
    const declined = cardOrder('pm_card_chargeDeclinedInsufficientFunds');
    const first = await place(declined);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      status: 'processingPayment',
      payment: {
        status: 'failure',
        customerMessage: 'Your card has insufficient funds. Please try another card.',
        canRetry: true,
      },
    });
    expect((await storedOrder(declined.orderId)).status.code).toBe('processingPayment');

    // The same request again is the same answer: no second attempt on the declined card.
    const repeat = await place(declined);
    expect(repeat.body).toEqual(first.body);

    const retry = await place({ ...declined, card: { paymentMethodId: 'pm_card_visa' } });
    expect(retry.body).toMatchObject({ status: 'new', payment: { status: 'success' } });
    expect(intentsFor(declined.orderId)).toHaveLength(1);
    const order = await storedOrder(declined.orderId);
    expect(order).toMatchObject({
      status: { code: 'new' },
      payment: { status: 'success' },
      cardAttempt: { number: 2 },
    });
    // Staff and devices read the order: the card's provider id stays in the server-only key record.
    expect(JSON.stringify(order)).not.toContain('pm_');
    const key = await firestore()
      .doc(`idempotencyKeys/onlineOrderPayment_${store.restaurantId}_${store.storeId}_${declined.orderId}_2`)
      .get();
    expect(key.get('paymentMethodId')).toBe('pm_card_visa');
    // One confirmation: sent by this request or by the emulator's order trigger, whichever marked
    // the order first (the trigger's goes to the suite's capture).
    for (let look = 0; look < 100; look += 1) {
      if ((await storedOrder(declined.orderId)).confirmationEmail?.status === 'sent') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect((await storedOrder(declined.orderId)).confirmationEmail?.status).toBe('sent');
    const query = { tags: { orderId: declined.orderId } };
    const sent = [...(await email.sent(query)), ...(await sentEmails(SUITE_EMAIL_URL, query))];
    expect(sent).toHaveLength(1);
  });

  it('a card needing authentication waits in processingPayment; the webhook then makes it new', {
    timeout: 45_000,
  }, async () => {
    const body = cardOrder('pm_card_threeDSecure2Required');
    const response = await place(body);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      status: 'processingPayment',
      payment: {
        status: 'processing',
        requiresAction: { clientSecret: expect.stringContaining('_secret_') },
      },
    });
    const order = await storedOrder(body.orderId);
    const intentId = order.payment?.paymentIntentId as string;
    expect(intentId).toMatch(/^pi_/);

    // The customer authenticates with their bank; the provider then tells us through the webhook.
    const completed = await fetch(`${fake.url}/_fake/3ds/${intentId}/complete?account=${accountId}`, {
      method: 'POST',
    });
    expect(completed.status).toBe(200);
    const events = (await (
      await fetch(`${fake.url}/_fake/events?type=payment_intent.succeeded&account=${accountId}`)
    ).json()) as { data: { id: string; data: { object: { id: string } } }[] };
    const event = events.data.find((candidate) => candidate.data.object.id === intentId);
    expect(event).toBeDefined();
    const rawBody = JSON.stringify(event);
    const result = await dispatchWebhook(
      { endpoint: 'connect', rawBody, signatureHeader: signPayload(rawBody, fake.webhookSecrets.connect) },
      port,
      WEBHOOK_HANDLERS,
    );
    expect(result.status).toBe(200);
    const paid = await storedOrder(body.orderId);
    expect(paid).toMatchObject({ status: { code: 'new' }, payment: { status: 'success' } });

    // The emulator's order trigger sends the confirmation the request could not (it was unpaid then),
    // through the SMTP adapter to the fakes process's capture.
    const confirmations = await waitForEmails(SUITE_EMAIL_URL, { tags: { orderId: body.orderId } });
    expect(confirmations.map((sent) => sent.kind)).toEqual(['orderConfirmation']);
    expect(await email.sent({ tags: { orderId: body.orderId } })).toEqual([]);

    // The storefront repeating the request afterwards gets the paid order.
    expect((await place(body)).body).toMatchObject({ status: 'new', payment: { status: 'success' } });
  });

  it('an authentication the customer never finishes is called off: the intent cancelled, the order failed, once', {
    timeout: 45_000,
  }, async () => {
    const body = cardOrder('pm_card_threeDSecure2Required');
    expect((await place(body)).body).toMatchObject({ status: 'processingPayment' });
    const scope = { restaurantId: store.restaurantId, storeId: store.storeId };
    // Not yet: the customer may still be at their bank.
    expect(await expireAbandonedCardPayments(Date.now(), scope)).toMatchObject({ expired: 0 });
    expect((await storedOrder(body.orderId)).status.code).toBe('processingPayment');

    const later = Date.now() + (ABANDONED_CARD_PAYMENT_MINUTES + 1) * 60_000;
    expect(await expireAbandonedCardPayments(later, scope)).toMatchObject({ expired: 1 });
    const expired = await storedOrder(body.orderId);
    expect(expired).toMatchObject({ status: { code: 'failure' }, payment: { status: 'cancel' } });
    const history = (
      await firestore()
        .doc(`restaurants/${store.restaurantId}/stores/${store.storeId}/orders/${body.orderId}`)
        .get()
    ).get('statusHistory') as unknown[];
    expect(history.at(-1)).toMatchObject({
      from: 'processingPayment',
      to: 'failure',
      by: { kind: 'system' },
    });
    const [intent] = intentsFor(body.orderId);
    expect(intent?.status).toBe('canceled');
    // A second run finds nothing; finishing the authentication now cannot charge the card.
    expect(await expireAbandonedCardPayments(later, scope)).toMatchObject({ checked: 0 });
    const late = await fetch(`${fake.url}/_fake/3ds/${intent?.id}/complete?account=${accountId}`, {
      method: 'POST',
    });
    expect(late.status).not.toBe(200);
    expect(intentsFor(body.orderId).map((each) => each.status)).toEqual(['canceled']);
  });

  it('a payment finished at the bank but not yet reported is never called off', {
    timeout: 45_000,
  }, async () => {
    const body = cardOrder('pm_card_threeDSecure2Required');
    await place(body);
    const intentId = (await storedOrder(body.orderId)).payment?.paymentIntentId as string;
    await fetch(`${fake.url}/_fake/3ds/${intentId}/complete?account=${accountId}`, { method: 'POST' });
    const later = Date.now() + (ABANDONED_CARD_PAYMENT_MINUTES + 1) * 60_000;
    const run = await expireAbandonedCardPayments(later, {
      restaurantId: store.restaurantId,
      storeId: store.storeId,
    });
    expect(run).toMatchObject({ expired: 0, paidMeanwhile: 1 });
    expect(intentsFor(body.orderId).map((each) => each.status)).toEqual(['succeeded']);
  });

  it('a card dine-in order is accepted at once once paid, when the store auto-accepts dine-in', async () => {
    const auto = await createOrderingStore({ autoAcceptDineInOrders: true });
    await connectCardAccount(auto, accountId);
    const response = await place(
      cardOrder('pm_card_visa', { collectionType: 'dineIn', tableId: 't4' }),
      auto,
    );
    expect(response.body).toMatchObject({ status: 'accepted', payment: { status: 'success' } });
  });
});

describe('whose card pays', () => {
  async function savedCardOf(token: string) {
    const saved = await callApi('/api/stripe/customers/sources', {
      baseUrl,
      token,
      body: { paymentMethodId: 'pm_card_visa' },
    });
    expect(saved.status).toBe(201);
    return (saved.body.source as { id: string }).id;
  }

  it("refuses another customer's saved card, places nothing and charges nothing", async () => {
    const ada = await signUpTestUser('ada');
    const mallory = await signUpTestUser('mallory');
    const adasCard = await savedCardOf(ada.idToken);

    const stolen = cardOrder(adasCard);
    const refused = await place(stolen, store, mallory.idToken);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ title: 'Card not accepted' });
    const snapshot = await firestore()
      .doc(`restaurants/${store.restaurantId}/stores/${store.storeId}/orders/${stolen.orderId}`)
      .get();
    expect(snapshot.exists).toBe(false);
    expect(intentsFor(stolen.orderId)).toHaveLength(0);

    // Signed out, too.
    expect((await place(cardOrder(adasCard))).status).toBe(400);

    // Its owner pays with it.
    const own = await place(cardOrder(adasCard), store, ada.idToken);
    expect(own.body).toMatchObject({ status: 'new', payment: { status: 'success' } });
  });

  it("refuses another customer's saved card as the retry after a decline", async () => {
    const ada = await signUpTestUser('ada');
    const mallory = await signUpTestUser('mallory');
    const adasCard = await savedCardOf(ada.idToken);
    const declined = cardOrder('pm_card_chargeDeclined');
    expect((await place(declined, store, mallory.idToken)).body).toMatchObject({
      payment: { status: 'failure' },
    });
    const retry = await place({ ...declined, card: { paymentMethodId: adasCard } }, store, mallory.idToken);
    expect(retry.status).toBe(400);
    expect(intentsFor(declined.orderId)).toHaveLength(1);
    expect((await storedOrder(declined.orderId)).cardAttempt?.number).toBe(1);
  });

  it('a fresh card paid with by one person cannot be used by another', async () => {
    const ada = await signUpTestUser('ada');
    const mallory = await signUpTestUser('mallory');
    // As the browser's card entry does: straight to the provider with the publishable key.
    const created = await fetch(`${fake.url}/v1/payment_methods`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${fake.publishableKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'type=card&card[number]=4242424242424242&card[exp_month]=12&card[exp_year]=2040&card[cvc]=123',
    });
    expect(created.status).toBe(200);
    const cardId = ((await created.json()) as { id: string }).id;
    expect((await place(cardOrder(cardId), store, ada.idToken)).body).toMatchObject({ status: 'new' });
    const reuse = await place(cardOrder(cardId), store, mallory.idToken);
    expect(reuse.status).toBe(400);
  });

  it("another caller repeating someone's order id is refused, and learns nothing of it", async () => {
    const ada = await signUpTestUser('ada');
    const mallory = await signUpTestUser('mallory');
    const body = cardOrder('pm_card_visa');
    expect((await place(body, store, ada.idToken)).status).toBe(200);
    const repeat = await place(body, store, mallory.idToken);
    expect(repeat.status).toBe(409);
    expect(JSON.stringify(repeat.body)).not.toContain('pi_');
  });
});
