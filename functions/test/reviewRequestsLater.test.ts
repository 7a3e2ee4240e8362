import { type PosOrderRequestInput, quotePosOrder, ZPosOrderRequest } from '@resto/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { runReviewRequestTask, scheduleReviewRequest } from '../src/reviews/reviewRequestTasks';
import { reviewRequestLaterCaresAbout } from '../src/reviews/reviewRequestTrigger';
import { actionPath, orderDocument, orderRef, setStoreSetting } from './orderActions.fixtures';
import { firestore } from './support/admin';
import { callApi } from './support/emulators';
import { SUITE_EMAIL_URL, sentEmails, waitForEmails } from './support/localEmail';
import { SUITE_TWILIO_URL, textsTo } from './support/localTwilio';
import { LINES } from './support/onlineOrdering';
import { addEmployee, publishPosMenu } from './support/posTill';
import { createTenant, type PairedDevice, pairDevice, type Tenant } from './support/tenants';

/**
 * Review requests for orders that never reach 'completed', over the emulator suite: the order-write
 * trigger enqueues a `reviewRequestTask` when a POS sale is paid at the till or a website order is
 * accepted in a store without a complete step; the Tasks emulator dispatches it at once, and it asks
 * only once `REVIEW_REQUEST_DELAY_SECONDS` (5 in functions/.env.demo-restaurant-platform) have passed.
 * Email to the capture (12114), texts to the fake Twilio (12112); each once per order, texts only
 * with recorded SMS consent.
 */
const DELAY_MS = 5_000;
const GOOGLE_LINK = 'https://g.page/r/till-reviews/review';

const uniqueMobile = () => `+61417${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;

async function askForReviews(tenant: Tenant, requests: { byEmail: boolean; bySms: boolean }) {
  await setStoreSetting(tenant, 'addOns', { googleReviews: true });
  await setStoreSetting(tenant, 'googleReview', { link: GOOGLE_LINK, reviewRequests: requests });
}

async function grantSmsConsent(tenant: Tenant, customerKey: string) {
  await firestore()
    .doc(`restaurants/${tenant.restaurantId}/customers/${customerKey}`)
    .set({
      marketingConsent: {
        granted: true,
        channels: ['sms'],
        wording: 'Send me news and offers from Test Pizzeria by SMS. I can opt out at any time.',
        source: 'onlineCheckout',
        atIsoDateTimeUtc: new Date().toISOString(),
      },
    });
}

const invitation = (tenant: Tenant, orderId: string) =>
  firestore().doc(`restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/reviewInvitations/${orderId}`);

describe('which order writes start the wait (no reads)', () => {
  it('a sale paid now or an order accepted now; not history, not a second write of the same state', () => {
    const now = new Date().toISOString();
    const lastWeek = new Date(Date.now() - 7 * 86_400_000).toISOString();
    const sale = { source: 'pos', isPaid: true, placedIsoDateTimeUtc: now, status: { code: 'accepted' } };
    const online = { source: 'website', placedIsoDateTimeUtc: now, status: { code: 'new' } };
    const accepted = { ...online, status: { code: 'accepted' } };
    expect(reviewRequestLaterCaresAbout({ before: undefined, after: sale })).toBe(true);
    expect(reviewRequestLaterCaresAbout({ before: { ...sale, isPaid: false }, after: sale })).toBe(true);
    expect(reviewRequestLaterCaresAbout({ before: sale, after: { ...sale, tipAmountInCents: 100 } })).toBe(
      false,
    );
    expect(reviewRequestLaterCaresAbout({ before: undefined, after: { ...sale, isPaid: false } })).toBe(
      false,
    );
    expect(
      reviewRequestLaterCaresAbout({ before: undefined, after: { ...sale, placedIsoDateTimeUtc: lastWeek } }),
    ).toBe(false);
    expect(reviewRequestLaterCaresAbout({ before: online, after: accepted })).toBe(true);
    expect(
      reviewRequestLaterCaresAbout({ before: accepted, after: { ...accepted, eta: { minutes: 30 } } }),
    ).toBe(false);
    expect(
      reviewRequestLaterCaresAbout({
        before: { ...online, placedIsoDateTimeUtc: lastWeek },
        after: { ...accepted, placedIsoDateTimeUtc: lastWeek },
      }),
    ).toBe(false);
  });
});

describe('review requests for POS sales paid at the till', () => {
  let tenant: Tenant;
  let terminal: PairedDevice;
  let employeeId: string;
  let menu: Awaited<ReturnType<typeof publishPosMenu>>;

  beforeAll(async () => {
    tenant = await createTenant('till-reviews');
    menu = await publishPosMenu(tenant);
    terminal = await pairDevice('pos', tenant, 'Front counter');
    employeeId = await addEmployee(tenant, 'Alex Till', '2468');
    await askForReviews(tenant, { byEmail: true, bySms: true });
  });

  /** Rings up and pays a sale at the till (the real POS route); its stored order id. */
  async function paidSale(fields: Partial<PosOrderRequestInput>): Promise<string> {
    const draft = {
      employeeId,
      placedIsoDateTimeUtc: new Date().toISOString(),
      collectionType: 'pickup' as const,
      lines: [LINES.basic],
      payment: { paymentType: 'cash' as const, cashTenderedInCents: 10_000 },
      expectedTotalInCents: 0,
      ...fields,
    };
    const quote = quotePosOrder(menu, ZPosOrderRequest.parse(draft), new Date(draft.placedIsoDateTimeUtc));
    const posOrderId = `pos-${crypto.randomUUID()}`;
    const answer = await callApi(
      `/api/pos/restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/pos_orders/${posOrderId}`,
      {
        method: 'PUT',
        token: terminal.idToken,
        body: { ...draft, expectedTotalInCents: quote.totals.grandTotal },
      },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const stored = await firestore()
      .collection(`restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/orders`)
      .where('id', '==', posOrderId)
      .get();
    expect(stored.size).toBe(1);
    return stored.docs[0]?.id ?? '';
  }

  it('texts a known customer who agreed to texts once, after the delay, and never again for the order', async () => {
    const mobile = uniqueMobile();
    const customerKey = `guest:${mobile}`;
    await grantSmsConsent(tenant, customerKey);
    const paidAt = Date.now();
    const orderId = await paidSale({
      customerName: 'Mia Till',
      customerPhoneNumber: mobile,
      loyaltyCustomerKey: customerKey,
    });

    const rateTexts = async () =>
      (await textsTo(SUITE_TWILIO_URL, mobile)).filter((text) => text.body.includes('customer-review'));
    await expect.poll(rateTexts, { timeout: 90_000, interval: 500 }).toHaveLength(1);
    const [text] = await rateTexts();
    expect(text?.body).toMatch(
      new RegExp(
        `how was order #\\S+\\? Rate it: http\\S+/stores/${tenant.storeId}/customer-review/${orderId}\\?source=reviewRequestSms&token=[A-Za-z0-9]{24} Reply STOP to opt out$`,
      ),
    );
    // Not early: the task ran at once (the emulator ignores schedule times) but asked only when due.
    const sms = (await invitation(tenant, orderId).get()).get('sms');
    expect(sms).toMatchObject({ status: 'sent', messageId: text?.sid });
    expect(Date.parse(sms.atIsoDateTimeUtc)).toBeGreaterThanOrEqual(paidAt + DELAY_MS);
    // A till sale has no email address: nothing to email.
    expect((await invitation(tenant, orderId).get()).get('email')).toBeUndefined();

    // Once per order: the same task again (a redelivery) and the same event again add nothing.
    const order = (await orderRef(tenant, orderId).get()).data();
    expect(await scheduleReviewRequest({ ...tenant, orderId, after: order })).toBe('alreadyEnqueued');
    expect(
      await runReviewRequestTask({ ...tenant, orderId, dueIsoDateTimeUtc: new Date(paidAt).toISOString() }),
    ).toEqual({ email: 'noAddress', sms: 'alreadySent' });
    expect(await rateTexts()).toHaveLength(1);
  });

  it('texts nobody without recorded SMS consent, and never before the request is due', async () => {
    const mobile = uniqueMobile();
    const orderId = await paidSale({ customerName: 'Walk In', customerPhoneNumber: mobile });
    const due = new Date(Date.now() + 60_000).toISOString();
    await expect(runReviewRequestTask({ ...tenant, orderId, dueIsoDateTimeUtc: due })).rejects.toThrow(
      /Not due until/,
    );
    // Due: still no text, as the customer never agreed to texts (a purchase is not consent).
    expect(
      await runReviewRequestTask({ ...tenant, orderId, dueIsoDateTimeUtc: new Date().toISOString() }),
    ).toEqual({ email: 'noAddress', sms: 'noConsent' });
    expect(await textsTo(SUITE_TWILIO_URL, mobile)).toEqual([]);
  });
});

describe('review requests in a store whose workflow has no complete step', () => {
  it('emails once a set time after the order is accepted; a store with a complete step waits for it', async () => {
    const noCompleteStep = await createTenant('accept-reviews');
    const withCompleteStep = await createTenant('complete-reviews');
    for (const tenant of [noCompleteStep, withCompleteStep])
      await askForReviews(tenant, { byEmail: true, bySms: false });
    await setStoreSetting(noCompleteStep, 'orderProcess', { hasEta: false, hasCompleteStatus: false });
    await setStoreSetting(withCompleteStep, 'orderProcess', { hasEta: false, hasCompleteStatus: true });

    const orders = [] as { tenant: Tenant; orderId: string; email: string }[];
    for (const tenant of [noCompleteStep, withCompleteStep]) {
      const orderId = `ord-${crypto.randomUUID()}`;
      const email = `diner-${orderId.slice(4, 12)}@example.test`;
      const document = orderDocument(tenant, orderId);
      await orderRef(tenant, orderId).set({ ...document, customer: { ...document.customer, email } });
      orders.push({ tenant, orderId, email });
    }
    const acceptedAt = Date.now();
    for (const { tenant, orderId } of orders) {
      const accepted = await callApi(actionPath(tenant, orderId, 'accept'), {
        token: tenant.owner.idToken,
        body: {},
      });
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    }

    const [asked, waiting] = orders as [(typeof orders)[number], (typeof orders)[number]];
    const [request, ...more] = await waitForEmails(
      SUITE_EMAIL_URL,
      { to: asked.email, kind: 'reviewRequest', tags: { orderId: asked.orderId } },
      1,
      90_000,
    );
    expect(more).toEqual([]);
    expect(request?.text).toContain(
      `/stores/${noCompleteStep.storeId}/customer-review/${asked.orderId}?source=reviewRequestEmail&token=`,
    );
    expect(Date.parse(request?.receivedIsoDateTimeUtc ?? '')).toBeGreaterThanOrEqual(acceptedAt + DELAY_MS);
    // Once per order, however the task is delivered again.
    expect(
      await runReviewRequestTask({
        ...noCompleteStep,
        orderId: asked.orderId,
        dueIsoDateTimeUtc: new Date(acceptedAt).toISOString(),
      }),
    ).toEqual({ email: 'alreadySent', sms: 'off' });

    // The store with a complete step enqueued nothing on acceptance: completing the order asks.
    const order = (await orderRef(withCompleteStep, waiting.orderId).get()).data();
    expect(await scheduleReviewRequest({ ...withCompleteStep, orderId: waiting.orderId, after: order })).toBe(
      'none',
    );
    expect(await sentEmails(SUITE_EMAIL_URL, { to: waiting.email, kind: 'reviewRequest' })).toEqual([]);
  });
});
