import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerReviewsRouter } from '../src/api/customerReviews';
import { onlineOrderingRouter } from '../src/api/onlineOrdering';
import { authenticate } from '../src/http/auth';
import { errorHandler, notFoundRoute } from '../src/http/errorHandler';
import { requestId } from '../src/http/requestId';
import { sendReviewRequestOnce } from '../src/reviews/reviewRequests';
import { ensureReviewToken } from '../src/reviews/reviewTokens';
import { firestore } from './support/admin';
import { callApi, uniqueTestIp } from './support/emulators';
import { type LocalEmail, startLocalEmail } from './support/localEmail';
import { startLocalTwilio, textsTo } from './support/localTwilio';
import {
  createOrderingStore,
  freshMobile,
  type OrderingStoreFixture,
  orderBody,
  ordersPath,
  signInAnonymously,
} from './support/onlineOrdering';

/**
 * Customer reviews through the real routers in-process over the emulated Firestore and Auth; emails
 * go to an in-process SMTP capture and texts to an in-process fake Twilio.
 */
let email: LocalEmail;
let twilio: Awaited<ReturnType<typeof startLocalTwilio>>;
let server: ReturnType<express.Express['listen']>;
let baseUrl: string;
let store: OrderingStoreFixture;
let otherStore: OrderingStoreFixture;

const GOOGLE_LINK = 'https://g.page/r/test-pizzeria/review';

beforeAll(async () => {
  email = await startLocalEmail();
  twilio = await startLocalTwilio();
  const app = express();
  app.set('trust proxy', true);
  app.use(requestId);
  app.use(express.json());
  app.use(authenticate());
  const api = express.Router();
  api.use('/online-ordering', onlineOrderingRouter());
  api.use('/online-ordering', customerReviewsRouter());
  api.use(notFoundRoute);
  app.use('/api', api);
  app.use(errorHandler);
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  [store, otherStore] = await Promise.all([createOrderingStore(), createOrderingStore()]);
  await Promise.all(
    [store, otherStore].map((fixture) =>
      Promise.all([
        settingsDoc(fixture, 'googleReview').set({
          link: GOOGLE_LINK,
          showReviewLink: { onOnlineOrderingPortal: true, onWebsite: false, onEmailTaxInvoice: true },
          enableCustomerReviewNotifications: true,
          notificationEmail: 'owner@pizzeria.example',
          reviewRequests: { byEmail: true, bySms: true },
        }),
        settingsDoc(fixture, 'addOns').set({ googleReviews: true }),
      ]),
    ),
  );
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await email?.close();
  twilio?.restoreEnv();
  await twilio?.close();
});

function settingsDoc(fixture: OrderingStoreFixture, id: string) {
  return firestore().doc(`restaurants/${fixture.restaurantId}/stores/${fixture.storeId}/settings/${id}`);
}

const reviewBase = (fixture: OrderingStoreFixture) =>
  `/api/online-ordering/restaurants/${fixture.restaurantId}/stores/${fixture.storeId}/customer_review`;

async function placeOrder(fixture = store, fields: Parameters<typeof orderBody>[0] = {}) {
  const guest = await signInAnonymously();
  const body = orderBody({
    customer: { name: 'Ana Lima', mobile: freshMobile(), email: 'ana@example.com' },
    ...fields,
  });
  const placed = await callApi(ordersPath(fixture), { baseUrl, body, token: guest.idToken });
  expect(placed.status).toBe(200);
  const ids = { restaurantId: fixture.restaurantId, storeId: fixture.storeId, orderId: body.orderId };
  return { ...ids, guest, body };
}

function rate(
  fixture: OrderingStoreFixture,
  body: Record<string, unknown>,
  init: { token?: string; ip?: string } = {},
) {
  return callApi(reviewBase(fixture), {
    baseUrl,
    body,
    ...(init.token ? { token: init.token } : {}),
    ...(init.ip ? { headers: { 'x-forwarded-for': init.ip } } : {}),
  });
}

describe('customer reviews', () => {
  it('a review link rates its order once: the token opens it, a second rating is the catalogue 409', async () => {
    const order = await placeOrder();
    const token = await ensureReviewToken(order);
    expect(token).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(await ensureReviewToken(order)).toBe(token);

    const context = await callApi(`${reviewBase(store)}/context?orderId=${order.orderId}&token=${token}`, {
      baseUrl,
    });
    expect(context.status).toBe(200);
    expect(context.body).toMatchObject({
      storeName: 'Bondi',
      restaurantName: 'Test Pizzeria',
      googleReviewLink: GOOGLE_LINK,
      order: { orderId: order.orderId },
    });

    const first = await rate(store, {
      orderId: order.orderId,
      token,
      reviewSource: 'emailTaxInvoice',
      rating: 'SAD',
    });
    expect(first.status).toBe(201);
    expect(first.body.reviewKey).toBe(token);
    const stored = (
      await firestore()
        .doc(`restaurants/${store.restaurantId}/stores/${store.storeId}/reviews/${order.orderId}`)
        .get()
    ).data();
    expect(stored).toMatchObject({
      rating: 'SAD',
      reviewSource: 'emailTaxInvoice',
      orderId: order.orderId,
      customerName: 'Ana Lima',
    });
    expect(JSON.stringify(stored)).not.toContain(token);

    const again = await rate(store, {
      orderId: order.orderId,
      token,
      reviewSource: 'emailTaxInvoice',
      rating: 'HAPPY',
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ title: 'Review Already Received' });
    const reopened = await callApi(`${reviewBase(store)}/context?orderId=${order.orderId}&token=${token}`, {
      baseUrl,
    });
    expect(reopened.body.order).toMatchObject({ rated: { rating: 'SAD', hasMessage: false } });
  });

  it("the emailed tax invoice carries the order's review link when the store shows it there", async () => {
    const order = await placeOrder();
    const [confirmation] = await email.sent({ kind: 'orderConfirmation', tags: { orderId: order.orderId } });
    const token = await ensureReviewToken(order);
    expect(confirmation?.text).toContain('How was your order? Tell us:');
    expect(confirmation?.text).toContain(
      `/customer-review/${order.orderId}?source=emailTaxInvoice&token=${token}`,
    );
    expect(confirmation?.html).toContain('Rate your order');
    // A store that does not show it: the invoice has no review link.
    const plain = await createOrderingStore();
    const other = await placeOrder(plain);
    const [without] = await email.sent({ kind: 'orderConfirmation', tags: { orderId: other.orderId } });
    expect(without?.text).not.toContain('customer-review');
  });

  it('racing ratings of one order: one wins, the other gets 409', async () => {
    const order = await placeOrder();
    const token = await ensureReviewToken(order);
    const answers = await Promise.all(
      ['HAPPY', 'SAD', 'HAPPY'].map((rating) =>
        rate(store, { orderId: order.orderId, token, reviewSource: 'printedInvoice', rating }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
  });

  it("never by order id alone: a wrong token, no token, another order's token or another store is 404", async () => {
    const order = await placeOrder();
    const other = await placeOrder();
    const otherToken = await ensureReviewToken(other);
    await ensureReviewToken(order);
    const body = { orderId: order.orderId, reviewSource: 'printedOrderTicket', rating: 'HAPPY' };
    for (const answer of [
      await rate(store, body),
      await rate(store, { ...body, token: 'A'.repeat(24) }),
      await rate(store, { ...body, token: otherToken }),
      // The same order's token presented at another tenant's store.
      await rate(otherStore, { ...body, token: await ensureReviewToken(order) }),
      await callApi(`${reviewBase(store)}/context?orderId=${order.orderId}`, { baseUrl }),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body.title).toBe('Review Link Not Valid');
    }
    // A stranger signed in is not the customer either.
    const stranger = await signInAnonymously();
    expect((await rate(store, body, { token: stranger.idToken })).status).toBe(404);
    expect(
      (
        await firestore()
          .doc(`restaurants/${store.restaurantId}/stores/${store.storeId}/reviews/${order.orderId}`)
          .get()
      ).exists,
    ).toBe(false);
  });

  it('the signed-in customer rates their own order from the portal without a token', async () => {
    const order = await placeOrder();
    const answer = await rate(
      store,
      { orderId: order.orderId, reviewSource: 'onlineOrderingPortal', rating: 'HAPPY' },
      { token: order.guest.idToken },
    );
    expect(answer.status).toBe(201);
    expect(answer.body.reviewKey).toMatch(/^[A-Za-z0-9]{24}$/);
  });

  it('"Tell us privately" adds one message, and the store is emailed; Google choice is recorded', async () => {
    const order = await placeOrder();
    const token = await ensureReviewToken(order);
    const rated = await rate(store, {
      orderId: order.orderId,
      token,
      reviewSource: 'reviewRequestEmail',
      rating: 'HAPPY',
    });
    const reviewKey = String(rated.body.reviewKey);
    const messagePath = `${reviewBase(store)}/${order.orderId}/private-message`;
    expect(
      (await callApi(messagePath, { baseUrl, body: { reviewKey: 'B'.repeat(24), comment: 'Hi' } })).status,
    ).toBe(404);
    const sent = await callApi(messagePath, {
      baseUrl,
      body: { reviewKey, comment: 'Loved the pizza, chips a bit cold' },
    });
    expect(sent.status).toBe(200);
    const second = await callApi(messagePath, { baseUrl, body: { reviewKey, comment: 'Again' } });
    expect(second.status).toBe(409);
    expect(second.body.title).toBe('Message Already Sent');
    const tooLong = await callApi(messagePath, { baseUrl, body: { reviewKey, comment: 'x'.repeat(1001) } });
    expect(tooLong.status).toBe(400);

    const google = await callApi(`${reviewBase(store)}/${order.orderId}/google-link-opened`, {
      baseUrl,
      body: { reviewKey },
    });
    expect(google.status).toBe(204);
    const stored = (
      await firestore()
        .doc(`restaurants/${store.restaurantId}/stores/${store.storeId}/reviews/${order.orderId}`)
        .get()
    ).data();
    expect(stored).toMatchObject({ comment: 'Loved the pizza, chips a bit cold' });
    expect(typeof stored?.googleLinkOpenedIsoDateTimeUtc).toBe('string');

    await expect
      .poll(
        async () =>
          (await email.sent({ kind: 'reviewNotification', tags: { reviewId: order.orderId } })).length,
      )
      .toBe(2);
    const [rating, message] = await email.sent({
      kind: 'reviewNotification',
      tags: { reviewId: order.orderId },
    });
    expect(rating?.to).toBe('owner@pizzeria.example');
    expect(rating?.subject).toMatch(/^New review: Happy about order #/);
    expect(message?.text).toContain('Loved the pizza, chips a bit cold');
  });

  it('rejects hostile input with 400 and keeps a store review without an order', async () => {
    expect((await rate(store, { reviewSource: 'website', rating: 'MEH' })).status).toBe(400);
    expect((await rate(store, { reviewSource: 'tv', rating: 'HAPPY' })).status).toBe(400);
    expect((await rate(store, { orderId: '../x', reviewSource: 'website', rating: 'HAPPY' })).status).toBe(
      400,
    );
    const storeReview = await rate(store, { reviewSource: 'website', rating: 'HAPPY' });
    expect(storeReview.status).toBe(201);
    expect(storeReview.body.review).toMatchObject({ reviewSource: 'website', storeId: store.storeId });
  });

  it('limits ratings per network address (429 with Retry-After)', async () => {
    const ip = uniqueTestIp();
    const statuses: number[] = [];
    for (let index = 0; index < 21; index += 1)
      statuses.push((await rate(otherStore, { reviewSource: 'website', rating: 'HAPPY' }, { ip })).status);
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    const refused = await rate(otherStore, { reviewSource: 'website', rating: 'HAPPY' }, { ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(String(refused.body.message)).toMatch(/sent too many reviews/);
  });
});

describe('review requests after a completed order', () => {
  async function completed(order: Awaited<ReturnType<typeof placeOrder>>) {
    const snapshot = await firestore()
      .doc(`restaurants/${order.restaurantId}/stores/${order.storeId}/orders/${order.orderId}`)
      .get();
    const after = { ...snapshot.data(), status: { code: 'completed' } };
    return { ...order, before: snapshot.data(), after };
  }

  it('emails once per order, texts only with SMS consent, and the emailed link rates the order', async () => {
    const order = await placeOrder();
    // The customer's record: no consent recorded (a purchase is not consent).
    const write = await completed(order);
    const first = await sendReviewRequestOnce(write);
    expect(first).toEqual({ email: 'sent', sms: 'noConsent' });
    const again = await sendReviewRequestOnce(write);
    expect(again).toEqual({ email: 'alreadySent', sms: 'noConsent' });
    const [request, ...more] = await email.sent({ kind: 'reviewRequest', tags: { orderId: order.orderId } });
    expect(more).toEqual([]);
    expect(request?.to).toBe('ana@example.com');
    expect(await textsTo(twilio.url, order.body.customer.mobile)).toEqual([]);

    const link = /https?:\/\/\S+customer-review\/\S+/.exec(request?.text ?? '')?.[0] ?? '';
    const url = new URL(link);
    expect(url.pathname).toBe(
      `/restaurants/${store.restaurantId}/stores/${store.storeId}/customer-review/${order.orderId}`,
    );
    expect(url.searchParams.get('source')).toBe('reviewRequestEmail');
    const token = url.searchParams.get('token') ?? '';
    const rated = await rate(store, {
      orderId: order.orderId,
      token,
      reviewSource: 'reviewRequestEmail',
      rating: 'SAD',
    });
    expect(rated.status).toBe(201);
  });

  it('texts a customer whose recorded consent covers SMS, once', async () => {
    const order = await placeOrder();
    const snapshot = await firestore()
      .doc(`restaurants/${order.restaurantId}/stores/${order.storeId}/orders/${order.orderId}`)
      .get();
    const customerKey = String(snapshot.get('customerKey'));
    await firestore()
      .doc(`restaurants/${order.restaurantId}/customers/${customerKey}`)
      .set(
        {
          marketingConsent: {
            granted: true,
            channels: ['sms', 'email'],
            wording:
              'Send me news and offers from Test Pizzeria by SMS and email. I can opt out at any time.',
            source: 'onlineCheckout',
            atIsoDateTimeUtc: new Date().toISOString(),
          },
        },
        { merge: true },
      );
    const write = await completed(order);
    const [one, two] = await Promise.all([sendReviewRequestOnce(write), sendReviewRequestOnce(write)]);
    expect([one.sms, two.sms].sort()).toEqual(['alreadySent', 'sent']);
    await expect.poll(async () => (await textsTo(twilio.url, order.body.customer.mobile)).length).toBe(1);
    const [text] = await textsTo(twilio.url, order.body.customer.mobile);
    expect(text?.body).toMatch(
      /^Test Pizzeria: how was order #\S+\? Rate it: http\S+source=reviewRequestSms&token=[A-Za-z0-9]{24} Reply STOP to opt out$/,
    );
  });

  it('asks nobody while the add-on or requests are off', async () => {
    const fixture = await createOrderingStore();
    const order = await placeOrder(fixture);
    expect(await sendReviewRequestOnce(await completed(order))).toEqual({ email: 'off', sms: 'off' });
    expect(await email.sent({ kind: 'reviewRequest', tags: { orderId: order.orderId } })).toEqual([]);
  });
});
