/**
 * Order emails through their delivery records: a provider's temporary failure leaves the confirmation
 * `retrying` (on the record and on the order, where staff see it) and the retry sweep sends it later,
 * once; a refusal fails at once and is never retried; staff's "Send again" (the invoice route) reaches
 * the customer and the order shows it. The sweep (`retryDueEmails`, what the `emailRetrySchedule`
 * function runs every 5 minutes; schedules never fire on the emulator) is called in-process, with the
 * SMTP capture's failure switch standing in for the provider.
 *
 * Who sends the confirmation depends on timing: the placing request, once it has the order's number,
 * or, when numbering took longer than the request waits (a loaded machine), the order trigger on the
 * emulator, which sends through the suite's capture. The provider's failure is therefore set on both
 * captures, and the tests wait for the delivery record rather than assume the request wrote it.
 */
import { ZOnlineOrderDocument } from '@resto/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retryDueEmails } from '../src/integrations/email';
import { firestore } from './support/admin';
import { callApi, signUpTestUser } from './support/emulators';
import { type LocalEmail, SUITE_EMAIL_URL, startLocalEmail } from './support/localEmail';
import {
  CUSTOMER,
  createOrderingStore,
  freshMobile,
  type OrderingApi,
  type OrderingStoreFixture,
  orderBody,
  ordersPath,
  signInAnonymously,
  startOrderingApi,
} from './support/onlineOrdering';

let api: OrderingApi;
let store: OrderingStoreFixture;
let email: LocalEmail;

beforeAll(async () => {
  email = await startLocalEmail();
  api = await startOrderingApi();
  store = await createOrderingStore();
});
afterAll(async () => {
  await email?.close();
  await api?.close();
});

const FAST = { baseDelayMs: 1 };
const unique = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}@example.com`;

const orderRef = (orderId: string) =>
  firestore().doc(`restaurants/${store.restaurantId}/stores/${store.storeId}/orders/${orderId}`);
const deliveryRef = (kind: 'orderConfirmation' | 'orderInvoice', orderId: string) =>
  firestore().doc(
    `restaurants/${store.restaurantId}/stores/${store.storeId}/emailDeliveries/${kind}_${orderId}`,
  );
const invoicePath = () =>
  `/api/online-ordering/restaurants/${store.restaurantId}/stores/${store.storeId}/send-order-invoice-email`;

/** The provider fails the next `count` sends to `to`, whichever capture (request's or trigger's) gets them. */
async function providerFails(mode: 'tempfail' | 'reject', to: string, count = 1) {
  email.capture.failNext(mode, { to, count });
  const suite = await fetch(`${SUITE_EMAIL_URL}/_fake/smtp/failures`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mode, to, count }),
  });
  expect(suite.status).toBe(200);
}

/** The delivery record once whoever sends the confirmation (request or trigger) has written it. */
async function recordWritten(ref: ReturnType<typeof deliveryRef>) {
  await expect
    .poll(async () => (await ref.get()).get('attempts'), { timeout: 30_000, interval: 200 })
    .toBeGreaterThanOrEqual(1);
  return (await ref.get()).data();
}

/** Places an order for `to` as a fresh guest; returns the order id, the request and the guest. */
async function placeFor(to: string) {
  const guest = await signInAnonymously();
  const body = orderBody({ customer: { ...CUSTOMER, email: to, mobile: freshMobile() } });
  const placed = await callApi(ordersPath(store), { baseUrl: api.baseUrl, body, token: guest.idToken });
  expect(placed.status).toBe(200);
  return { orderId: body.orderId, body, guest };
}

/** A store staff member (store user), as the staff app's "Send again" calls the route. */
async function staffMember() {
  const user = await signUpTestUser('cashier');
  await firestore()
    .doc(`restaurants/${store.restaurantId}/stores/${store.storeId}/members/${user.uid}`)
    .set({
      uid: user.uid,
      email: user.email,
      role: 'user',
      ...store,
      createdIsoDateTimeUtc: new Date().toISOString(),
    });
  return user;
}

async function storedOrder(orderId: string) {
  return ZOnlineOrderDocument.parse((await orderRef(orderId).get()).data());
}

describe('order confirmation: retried and visible to staff', () => {
  it('a temporary failure leaves it retrying on the order; the sweep sends it later, once', async () => {
    const to = unique('busy');
    // The provider says "try again later" to all three immediate tries of the placement request.
    await providerFails('tempfail', to, 3);
    const { orderId, body, guest } = await placeFor(to);

    const record = deliveryRef('orderConfirmation', orderId);
    expect(await recordWritten(record)).toMatchObject({
      kind: 'orderConfirmation',
      to,
      status: 'retrying',
      attempts: 1,
      lastError: 'the email provider asked to try again later (SMTP 451 at RCPT TO)',
      nextAttemptIsoDateTimeUtc: expect.any(String),
      tags: { restaurantId: store.restaurantId, storeId: store.storeId, orderId },
    });
    // The order carries the summary (it parses with the domain's schema) and keeps its once-only mark.
    const order = await storedOrder(orderId);
    expect(order.confirmationEmailIsoDateTimeUtc).toEqual(expect.any(String));
    expect(order.confirmationEmail).toMatchObject({
      status: 'retrying',
      attempts: 1,
      deliveryPath: record.path,
      sentIsoDateTimeUtc: null,
    });
    expect(await email.sent({ to })).toEqual([]);

    // A repeat of the placement request does not send another confirmation, nor reset the record.
    const repeat = await callApi(ordersPath(store), { baseUrl: api.baseUrl, body, token: guest.idToken });
    expect(repeat.status).toBe(200);
    expect((await record.get()).get('attempts')).toBe(1);

    // Not due yet: a sweep leaves it alone.
    await retryDueEmails(email.sender, { policy: FAST });
    expect((await record.get()).get('status')).toBe('retrying');

    // Due (as if the minute had passed): the sweep sends it, and the order says so.
    await record.update({ nextAttemptIsoDateTimeUtc: new Date(Date.now() - 1000).toISOString() });
    await retryDueEmails(email.sender, { policy: FAST });
    expect((await record.get()).data()).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect((await storedOrder(orderId)).confirmationEmail).toMatchObject({
      status: 'sent',
      attempts: 2,
      lastError: null,
      sentIsoDateTimeUtc: expect.any(String),
    });
    const [confirmation, ...others] = await email.sent({ to });
    expect(others).toEqual([]);
    expect(confirmation).toMatchObject({ kind: 'orderConfirmation', tags: { orderId } });

    // Sent records are never swept again.
    await retryDueEmails(email.sender, { policy: FAST });
    expect(await email.sent({ to })).toHaveLength(1);
  });

  it('a refused address fails at once with the reason, is never retried, and staff can send it again', async () => {
    const to = unique('bounced');
    await providerFails('reject', to);
    const { orderId } = await placeFor(to);

    const record = deliveryRef('orderConfirmation', orderId);
    expect(await recordWritten(record)).toMatchObject({
      status: 'failed',
      attempts: 1,
      nextAttemptIsoDateTimeUtc: null,
      lastError: 'the email provider refused it (SMTP 550 at RCPT TO)',
    });
    const order = await storedOrder(orderId);
    expect(order.confirmationEmailIsoDateTimeUtc).toEqual(expect.any(String));
    expect(order.confirmationEmail).toMatchObject({
      status: 'failed',
      lastError: 'the email provider refused it (SMTP 550 at RCPT TO)',
    });

    // The sweep does not touch a failed record.
    await retryDueEmails(email.sender, { policy: FAST });
    expect((await record.get()).get('attempts')).toBe(1);
    expect(await email.sent({ to })).toEqual([]);

    // "Send again" on the staff order page: the invoice route, called by the store's staff.
    const cashier = await staffMember();
    const again = await callApi(invoicePath(), {
      baseUrl: api.baseUrl,
      token: cashier.idToken,
      body: { orderId },
    });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ sent: true, to });
    expect(await email.sent({ to, kind: 'orderInvoice' })).toHaveLength(1);
    expect((await storedOrder(orderId)).confirmationEmail).toMatchObject({
      status: 'sent',
      deliveryPath: deliveryRef('orderInvoice', orderId).path,
    });
    // The confirmation's own record still says what happened to it.
    expect((await record.get()).get('status')).toBe('failed');
  });
});

describe('invoice emails through their record', () => {
  it('another request after the last invoice was sent sends a new one', async () => {
    const to = unique('twice');
    const { orderId, guest } = await placeFor(to);
    const ask = () =>
      callApi(invoicePath(), { baseUrl: api.baseUrl, token: guest.idToken, body: { orderId } });
    expect((await ask()).body).toEqual({ sent: true, to });
    // Past the per-order minute (the limit's record is cleared, as if the minute had passed).
    await firestore()
      .doc(`rateLimits/orderInvoice:order:${store.restaurantId}:${store.storeId}:${orderId}`)
      .delete();
    expect((await ask()).body).toEqual({ sent: true, to });
    expect(await email.sent({ to, kind: 'orderInvoice' })).toHaveLength(2);
    expect((await deliveryRef('orderInvoice', orderId).get()).data()).toMatchObject({
      status: 'sent',
      attempts: 1,
    });
  });

  it('a busy provider: accepted and retrying (said so); a refusal: 502 in words, the reason on the order', async () => {
    const busy = unique('busy-invoice');
    const first = await placeFor(busy);
    email.capture.failNext('tempfail', { to: busy, count: 3 });
    const retrying = await callApi(invoicePath(), {
      baseUrl: api.baseUrl,
      token: first.guest.idToken,
      body: { orderId: first.orderId },
    });
    expect(retrying.status).toBe(200);
    expect(retrying.body).toEqual({ sent: false, retrying: true, to: busy });
    expect((await storedOrder(first.orderId)).confirmationEmail).toMatchObject({ status: 'retrying' });
    // Leave nothing retrying behind: the sweep sends it.
    const record = deliveryRef('orderInvoice', first.orderId);
    await record.update({ nextAttemptIsoDateTimeUtc: new Date(Date.now() - 1000).toISOString() });
    await retryDueEmails(email.sender, { policy: FAST });
    expect((await record.get()).get('status')).toBe('sent');
    expect(await email.sent({ to: busy, kind: 'orderInvoice' })).toHaveLength(1);

    const refused = unique('refused-invoice');
    const second = await placeFor(refused);
    email.capture.failNext('reject', { to: refused });
    const answer = await callApi(invoicePath(), {
      baseUrl: api.baseUrl,
      token: second.guest.idToken,
      body: { orderId: second.orderId },
    });
    expect(answer.status).toBe(502);
    expect(answer.body).toMatchObject({
      message: expect.stringContaining(`We could not email the invoice to ${refused}`),
    });
    expect((await storedOrder(second.orderId)).confirmationEmail).toMatchObject({
      status: 'failed',
      lastError: 'the email provider refused it (SMTP 550 at RCPT TO)',
    });
  });
});
