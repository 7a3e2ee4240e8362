import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, signPayload, startFakeStripe } from '../../fakes/src/stripe';
import { createApp } from '../src/app';
import { createStripeAdapter, setPaymentPortForTests } from '../src/integrations/payments';
import { smsSender } from '../src/integrations/sms';
import { runSmsCampaignTask } from '../src/marketing/smsCampaignTask';
import { resendRecipients, sendCampaignStep } from '../src/marketing/smsSending';
import { paymentPort } from '../src/payments/providerPort';
import { dispatchWebhook } from '../src/payments/webhooks/dispatcher';
import { WEBHOOK_HANDLERS } from '../src/payments/webhooks/handlers';
import { firestore } from './support/admin';
import { callApi } from './support/emulators';
import { LOCAL_TWILIO, SUITE_TWILIO_URL, startLocalTwilio, textsTo } from './support/localTwilio';
import { createTenant, type Tenant } from './support/tenants';

/**
 * SMS campaigns: the real Express app in-process over the emulated Firestore, paying through the
 * Stripe adapter to an in-process fake Stripe. Sending runs as Cloud Tasks: the Tasks emulator
 * delivers them to the emulated `smsCampaignTask` function, which texts through the suite's fake
 * Twilio (whose signed callbacks and replies reach the emulated API). Steps run in-process (a lost
 * sender, a redelivered task) text through an in-process fake Twilio.
 */
let baseUrl = '';
let close: () => Promise<void>;
let twilio: Awaited<ReturnType<typeof startLocalTwilio>>;
let tenant: Tenant;
let savedPublicUrl: string | undefined;
let stripe: FakeStripe;

const call = (path: string, init: Parameters<typeof callApi>[1] = {}) =>
  callApi(path, { token: tenant.owner.idToken, ...init, baseUrl });

function freshMobile(): string {
  return `+614${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

const consent = {
  granted: true,
  channels: ['sms', 'email'],
  wording: 'Send me news and offers by SMS and email. I can opt out at any time.',
  source: 'onlineCheckout',
  atIsoDateTimeUtc: '2026-10-01T00:00:00.000Z',
};

async function addCustomer(fields: {
  name: string;
  mobile: string;
  consents: boolean;
  lastOrderIsoDateTimeUtc?: string;
}): Promise<string> {
  const key = `guest:${fields.mobile}`;
  await firestore()
    .doc(`restaurants/${tenant.restaurantId}/customers/${key}`)
    .set({
      name: fields.name,
      mobileNumberE164: fields.mobile,
      previousOrderCount: 3,
      lastOrderIsoDateTimeUtc: fields.lastOrderIsoDateTimeUtc ?? new Date().toISOString(),
      lastOrderStoreId: tenant.storeId,
      isMarketingConsentCollectionEnabled: fields.consents,
      ...(fields.consents ? { marketingConsent: consent } : {}),
    });
  return key;
}

async function customerConsent(key: string) {
  const snapshot = await firestore().doc(`restaurants/${tenant.restaurantId}/customers/${key}`).get();
  return snapshot.get('marketingConsent') as { granted: boolean; source: string } | undefined;
}

const storePath = () => `/api/marketing/restaurants/${tenant.restaurantId}/stores/${tenant.storeId}`;

async function campaign(id: string) {
  return (
    (
      await firestore()
        .doc(`restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/smsCampaigns/${id}`)
        .get()
    ).data() ?? {}
  );
}

async function createDraft(name: string, body: string, audience: unknown = { kind: 'allConsenting' }) {
  const created = await call(`${storePath()}/sms-campaigns`, { body: { name, body, audience } });
  expect(created.status).toBe(201);
  return String((created.body.campaign as { id: string }).id);
}

/** The total the owner is shown for the audience and text (what they confirm). */
async function shownTotal(body: string, audience: unknown = { kind: 'allConsenting' }): Promise<number> {
  const preview = await call(`${storePath()}/sms-audience`, { body: { audience, body } });
  return Number((preview.body.cost as { totalInCents: number }).totalInCents);
}

function pay(id: string, fields: { card?: string; total: number; when?: unknown }) {
  return call(`${storePath()}/sms-campaigns/${id}/send`, {
    body: {
      ...(fields.card ? { paymentMethodId: fields.card } : {}),
      confirmedTotalInCents: fields.total,
      when: fields.when ?? { kind: 'now' },
    },
  });
}

async function createAndSend(name: string, body: string, audience: unknown = { kind: 'allConsenting' }) {
  const id = await createDraft(name, body, audience);
  const sent = await pay(id, { card: 'pm_card_visa', total: await shownTotal(body, audience) });
  return { id, sent };
}

/** Sent by the queued tasks: the emulated function finishes it. */
async function untilFinished(id: string): Promise<Record<string, unknown>> {
  await expect
    .poll(async () => (await campaign(id)).status, { timeout: 60_000, interval: 300 })
    .toMatch(/^(SENT|FAILED)$/);
  return campaign(id);
}

let ann: string;
let bob: string;
let cat: string;
let annKey: string;
let bobKey: string;

beforeAll(async () => {
  const server = createApp().listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  savedPublicUrl = process.env.MARKETING_PUBLIC_API_URL;
  process.env.MARKETING_PUBLIC_API_URL = `${baseUrl}/api`;
  twilio = await startLocalTwilio({ incomingWebhookUrl: `${baseUrl}/api/marketing/twilio/inbound` });
  stripe = await startFakeStripe({ port: 0 });
  setPaymentPortForTests(
    createStripeAdapter({
      secretKey: stripe.secretKey,
      webhookSecrets: stripe.webhookSecrets,
      host: '127.0.0.1',
      port: stripe.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    }),
  );
  close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  tenant = await createTenant('marketing');
  await addOnsDoc().set({ smsMarketing: true }, { merge: true });
  ann = freshMobile();
  bob = freshMobile();
  cat = freshMobile();
  annKey = await addCustomer({ name: 'Ann Lee', mobile: ann, consents: true });
  bobKey = await addCustomer({
    name: 'Bob Hart',
    mobile: bob,
    consents: true,
    lastOrderIsoDateTimeUtc: '2026-01-01T00:00:00.000Z',
  });
  // Cat ordered many times but never ticked the box: a purchase is not consent.
  await addCustomer({ name: 'Cat Nguyen', mobile: cat, consents: false });
});

function addOnsDoc() {
  return firestore().doc(`restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/settings/addOns`);
}

afterAll(async () => {
  if (savedPublicUrl === undefined) delete process.env.MARKETING_PUBLIC_API_URL;
  else process.env.MARKETING_PUBLIC_API_URL = savedPublicUrl;
  twilio?.restoreEnv();
  await twilio?.close();
  setPaymentPortForTests(undefined);
  await stripe?.close();
  await close?.();
});

/** A regular of the tenant with marketing consent and `orders` previous orders (an audience member). */
async function addRegular(name: string, orders: number): Promise<{ key: string; mobile: string }> {
  const mobile = freshMobile();
  const key = `guest:${mobile}`;
  await firestore().doc(`restaurants/${tenant.restaurantId}/customers/${key}`).set({
    name,
    mobileNumberE164: mobile,
    previousOrderCount: orders,
    lastOrderIsoDateTimeUtc: new Date().toISOString(),
    lastOrderStoreId: tenant.storeId,
    isMarketingConsentCollectionEnabled: true,
    marketingConsent: consent,
  });
  return { key, mobile };
}

describe('the SMS marketing add-on', () => {
  it('while it is off, campaigns are neither created, changed nor sent; cancelling still works', async () => {
    const id = await createDraft('Made while on', 'Pasta night');
    await addOnsDoc().set({ smsMarketing: false }, { merge: true });
    try {
      const draft = { name: 'Off', body: 'Anything', audience: { kind: 'allConsenting' } };
      const created = await call(`${storePath()}/sms-campaigns`, { body: draft });
      expect(created.status).toBe(409);
      expect(created.body).toMatchObject({ title: 'SMS marketing is off' });
      expect(String(created.body.message)).toMatch(/Switch on the SMS marketing add-on/);
      expect((await call(`${storePath()}/sms-campaigns/${id}`, { method: 'PUT', body: draft })).status).toBe(
        409,
      );
      const sent = await pay(id, { card: 'pm_card_visa', total: 81 });
      expect(sent.status).toBe(409);
      expect(sent.body.title).toBe('SMS marketing is off');
      expect((await campaign(id)).payment).toBeUndefined();
      // What exists can still be tidied away.
      expect((await call(`${storePath()}/sms-campaigns/${id}/archive`, { body: {} })).status).toBe(200);
    } finally {
      await addOnsDoc().set({ smsMarketing: true }, { merge: true });
    }
    expect(
      (
        await call(`${storePath()}/sms-campaigns`, {
          body: { name: 'On again', body: 'Hi', audience: { kind: 'allConsenting' } },
        })
      ).status,
    ).toBe(201);
  });
});

describe('audience preview', () => {
  it('counts consenting customers only, with a masked sample and the domain cost', async () => {
    const all = await call(`${storePath()}/sms-audience`, {
      body: { audience: { kind: 'allConsenting' }, body: 'Hi {firstName}, 2-for-1 pizzas tonight' },
    });
    expect(all.status).toBe(200);
    expect(all.body.count).toBe(2);
    const sample = all.body.sample as { name: string; mobile: string }[];
    expect(sample.map((row) => row.name).sort()).toEqual(['Ann Lee', 'Bob Hart']);
    expect(sample.every((row) => row.mobile.includes('•'))).toBe(true);
    // 2 recipients × 1 message = 0.14, under the 0.50 minimum; + 0.30 + 0.01 processor fee.
    expect(all.body.cost).toMatchObject({ messageCount: 2, subtotalInCents: 50, totalInCents: 81 });
    const lapsed = await call(`${storePath()}/sms-audience`, {
      body: { audience: { kind: 'lapsed', days: 30 }, body: 'We miss you' },
    });
    expect(lapsed.body.count).toBe(1);
    expect((lapsed.body.sample as { name: string }[])[0]?.name).toBe('Bob Hart');
  });

  it('refuses another restaurant’s store and unbounded input', async () => {
    const other = await createTenant('marketing-other');
    const foreign = await call(`${storePath()}/sms-audience`, {
      body: { audience: { kind: 'byStore', storeId: other.storeId } },
    });
    expect(foreign.status).toBe(400);
    const stranger = await callApi(`${storePath()}/sms-audience`, {
      token: other.owner.idToken,
      baseUrl,
      body: { audience: { kind: 'allConsenting' } },
    });
    expect(stranger.status).toBe(403);
  });
});

describe('paying', () => {
  it('refuses a message longer than two SMS with the opt-out line, explaining', async () => {
    const created = await call(`${storePath()}/sms-campaigns`, {
      body: { name: 'Too long', body: 'x'.repeat(300), audience: { kind: 'allConsenting' } },
    });
    expect(created.status).toBe(400);
    expect(JSON.stringify(created.body)).toContain('longer than two SMS');
  });

  it('charges only the total the owner confirmed', async () => {
    const id = await createDraft('Wrong total', 'Soup of the day is back');
    const answer = await pay(id, { card: 'pm_card_visa', total: 1 });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/now costs \$0\.81/);
    expect((await campaign(id)).payment).toBeUndefined();
    expect((await campaign(id)).status).toBe('DRAFT');
  });

  it('a declined card leaves the campaign a draft with the reason; another card pays, once', async () => {
    const body = 'Half-price desserts this week';
    const id = await createDraft('Declined first', body);
    const total = await shownTotal(body);
    const declined = await pay(id, { card: 'pm_card_chargeDeclinedInsufficientFunds', total });
    expect(declined.status).toBe(402);
    const afterDecline = await campaign(id);
    expect(afterDecline.status).toBe('DRAFT');
    expect(afterDecline.payment).toMatchObject({ status: 'failed', attempt: 1, amountInCents: total });
    expect(String((afterDecline.payment as { error: string }).error)).toMatch(/insufficient funds|declined/i);
    expect(await textsTo(SUITE_TWILIO_URL, ann)).toHaveLength(0);

    // Two presses at once with a good card: one payment goes through, the other is told so.
    const [first, second] = await Promise.all([
      pay(id, { card: 'pm_card_visa', total, when: { kind: 'at', scheduledIsoDateTimeUtc: inMinutes(20) } }),
      pay(id, { card: 'pm_card_visa', total, when: { kind: 'at', scheduledIsoDateTimeUtc: inMinutes(20) } }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const paid = await campaign(id);
    expect(paid).toMatchObject({ status: 'SCHEDULED' });
    expect(paid.payment).toMatchObject({ status: 'paid', attempt: 2, amountInCents: total });
    // The same payment intent, confirmed again with the second card: never two charges.
    expect((paid.payment as { paymentIntentId: string }).paymentIntentId).toBe(
      (afterDecline.payment as { paymentIntentId: string }).paymentIntentId,
    );
    const keys = await firestore().collection('idempotencyKeys').where('campaignId', '==', id).get();
    expect(keys.docs.map((doc) => doc.get('status')).sort()).toEqual(['failure', 'success']);
    // Paid: the words and audience are fixed, and it is not archived while unsent.
    const edit = await call(`${storePath()}/sms-campaigns/${id}`, {
      method: 'PUT',
      body: { name: 'Changed', body: 'Changed', audience: { kind: 'allConsenting' } },
    });
    expect(edit.status).toBe(409);
    const cancelled = await call(`${storePath()}/sms-campaigns/${id}/cancel-schedule`, { body: {} });
    expect(cancelled.status).toBe(200);
    expect((await campaign(id)).status).toBe('DRAFT');
  });
});

function inMinutes(minutes: number): string {
  return new Date(Date.now() + minutes * 60_000).toISOString();
}

describe('scheduling', () => {
  it('a moved or cancelled schedule leaves its old task with nothing to do', async () => {
    const body = 'Trivia night on Thursday';
    const id = await createDraft('Trivia', body);
    const scheduled = await pay(id, {
      card: 'pm_card_visa',
      total: await shownTotal(body),
      when: { kind: 'at', scheduledIsoDateTimeUtc: inMinutes(30) },
    });
    expect(scheduled.status).toBe(200);
    const firstToken = String((await campaign(id)).scheduleToken);
    const ids = { restaurantId: tenant.restaurantId, storeId: tenant.storeId, campaignId: id };
    // Delivered early (the Tasks emulator ignores schedule times): it asks to be retried later.
    await expect(
      runSmsCampaignTask({ ...ids, scheduleToken: firstToken, step: 0 }, smsSender()),
    ).rejects.toThrow(/Not due until/);

    const moved = await call(`${storePath()}/sms-campaigns/${id}/reschedule`, {
      body: { when: { kind: 'at', scheduledIsoDateTimeUtc: inMinutes(45) } },
    });
    expect(moved.status).toBe(200);
    const secondToken = String((await campaign(id)).scheduleToken);
    expect(secondToken).not.toBe(firstToken);
    expect(await runSmsCampaignTask({ ...ids, scheduleToken: firstToken, step: 0 }, smsSender())).toBe(
      'stale',
    );

    const tooSoon = await call(`${storePath()}/sms-campaigns/${id}/reschedule`, {
      body: { when: { kind: 'at', scheduledIsoDateTimeUtc: new Date(Date.now() - 1000).toISOString() } },
    });
    expect(tooSoon.status).toBe(400);

    expect((await call(`${storePath()}/sms-campaigns/${id}/cancel-schedule`, { body: {} })).status).toBe(200);
    expect(await runSmsCampaignTask({ ...ids, scheduleToken: secondToken, step: 0 }, smsSender())).toBe(
      'stale',
    );
    expect(await textsTo(twilio.url, ann)).toHaveLength(0);
    const after = await campaign(id);
    expect(after).toMatchObject({ status: 'DRAFT', sentCount: 0 });
    expect(after.payment).toMatchObject({ status: 'paid' });

    // Paid already: sending it now needs no card and charges nothing more.
    const now = await pay(id, { total: Number(after.totalInCents) });
    expect(now.status).toBe(200);
    const done = await untilFinished(id);
    expect(done).toMatchObject({ status: 'SENT', sentCount: 2, recipientCount: 2 });
    expect(done.payment).toMatchObject({ attempt: 1 });
  });
});

describe('sending', () => {
  it('texts each consenting customer once with the opt-out line, and counts deliveries', async () => {
    const { id, sent } = await createAndSend(
      'Tuesday deal',
      'Hi {firstName}, 2-for-1 pizzas tonight at {storeName}!',
    );
    expect(sent.status).toBe(200);
    expect(sent.body.campaign).toMatchObject({ status: 'SCHEDULED', payment: { status: 'paid' } });
    const done = await untilFinished(id);
    expect(done).toMatchObject({ status: 'SENT', recipientCount: 2, sentCount: 2, segments: 1 });
    const toAnn = (await textsTo(SUITE_TWILIO_URL, ann)).at(-1);
    expect(toAnn?.body).toMatch(
      /^Hi Ann, 2-for-1 pizzas tonight at .*!\nOpt out: reply STOP or http:\/\/\S+\/marketing\/u\/[A-Za-z0-9]{16}$/,
    );
    expect((await textsTo(SUITE_TWILIO_URL, cat)).length).toBe(0);
    // Twilio's signed status callbacks arrive and are counted once per recipient.
    await expect.poll(async () => (await campaign(id)).deliveredCount, { timeout: 15_000 }).toBe(2);

    // A retried batch (a redelivered task, a second sender) never texts anyone twice.
    const before = (await textsTo(SUITE_TWILIO_URL, ann)).length;
    await resendRecipients(
      smsSender(),
      { restaurantId: tenant.restaurantId, storeId: tenant.storeId, campaignId: id },
      'again',
    );
    expect(await textsTo(twilio.url, ann)).toHaveLength(0);
    expect(await textsTo(twilio.url, bob)).toHaveLength(0);
    const again = await pay(id, { card: 'pm_card_visa', total: Number(done.totalInCents) });
    expect(again.status).toBe(409);
    expect(await textsTo(SUITE_TWILIO_URL, ann)).toHaveLength(before);
    expect((await campaign(id)).sentCount).toBe(2);
  });

  it('a step whose sender was lost is resumed, batch after batch, each number texted once', async () => {
    // 30 more consenting customers: more than one batch of 25.
    const others = Array.from({ length: 30 }, () => freshMobile());
    const batch = firestore().batch();
    for (const mobile of others)
      batch.set(firestore().doc(`restaurants/${tenant.restaurantId}/customers/guest:${mobile}`), {
        name: 'Regular',
        mobileNumberE164: mobile,
        previousOrderCount: 9,
        lastOrderIsoDateTimeUtc: new Date().toISOString(),
        lastOrderStoreId: tenant.storeId,
        isMarketingConsentCollectionEnabled: true,
        marketingConsent: consent,
      });
    await batch.commit();
    const id = await createDraft('Regulars', 'Thanks for coming back', { kind: 'frequent', minOrders: 9 });
    // Paid and due, as the route leaves it, but with no task queued: this test plays the queue.
    await firestore()
      .doc(`restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/smsCampaigns/${id}`)
      .update({
        status: 'SCHEDULED',
        scheduleToken: 'tok1',
        scheduledIsoDateTimeUtc: new Date().toISOString(),
        payment: {
          status: 'paid',
          amountInCents: 238,
          attempt: 1,
          updatedIsoDateTimeUtc: new Date().toISOString(),
        },
        // A sender died holding the lease a moment ago; it has expired.
        sending: true,
        sendingLeaseHolder: 'dead',
        sendingLeaseUntilMs: Date.now() - 1,
      });
    const task = {
      restaurantId: tenant.restaurantId,
      storeId: tenant.storeId,
      campaignId: id,
      scheduleToken: 'tok1',
    };
    expect(await sendCampaignStep(smsSender(), task, 0)).toBe('more');
    expect((await campaign(id)).sentCount).toBe(25);
    expect(await sendCampaignStep(smsSender(), task, 0)).toBe('done');
    const done = await campaign(id);
    expect(done).toMatchObject({ status: 'SENT', sentCount: 30, recipientCount: 30 });
    // Redelivered after the end: nothing more goes out.
    expect(await sendCampaignStep(smsSender(), task, 0)).toBe('stale');
    for (const mobile of others.slice(0, 5)) expect(await textsTo(twilio.url, mobile)).toHaveLength(1);
  });

  it('lists campaigns with their status, searchable', async () => {
    const listed = await call(`${storePath()}/sms-campaigns?search=tuesday`);
    expect(listed.status).toBe(200);
    const campaigns = listed.body.campaigns as { name: string; status: string }[];
    expect(campaigns.map((c) => [c.name, c.status])).toEqual([['Tuesday deal', 'SENT']]);
  });
});

describe('status callbacks', () => {
  it('refuse a missing or wrong X-Twilio-Signature', async () => {
    const url = `${baseUrl}/api/marketing/twilio/status?r=${tenant.restaurantId}&s=${tenant.storeId}&c=x&m=${encodeURIComponent(ann)}`;
    const body = new URLSearchParams({
      MessageSid: `SM${'0'.repeat(32)}`,
      MessageStatus: 'delivered',
    }).toString();
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    expect((await fetch(url, { method: 'POST', headers, body })).status).toBe(403);
    expect(
      (await fetch(url, { method: 'POST', headers: { ...headers, 'x-twilio-signature': 'bm9wZQ==' }, body }))
        .status,
    ).toBe(403);
  });
});

describe('opting out', () => {
  it('a STOP reply withdraws consent at once; Twilio then refuses the number with 21610', async () => {
    // Replies reach our signed inbound webhook (the in-process app here)...
    const reply = await fetch(`${twilio.url}/_fake/inbound`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ From: bob, To: LOCAL_TWILIO.from, Body: 'stop' }),
    });
    expect(reply.status).toBe(200);
    expect(await customerConsent(bobKey)).toMatchObject({ granted: false, source: 'optOut' });
    const preview = await call(`${storePath()}/sms-audience`, {
      body: { audience: { kind: 'lapsed', days: 30 } },
    });
    expect(preview.body.count).toBe(0);
    // The reply counts as an opt-out of the last campaign Bob was texted.
    const tuesday = (
      await firestore()
        .collection(`restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/smsCampaigns`)
        .where('name', '==', 'Tuesday deal')
        .get()
    ).docs[0];
    expect(tuesday?.get('optOutCount')).toBe(1);

    // ...and the suite's number, which the campaigns send from, blocks Bob after his STOP to it.
    const suiteFrom = (await textsTo(SUITE_TWILIO_URL, bob)).at(-1)?.from;
    const suiteReply = await fetch(`${SUITE_TWILIO_URL}/_fake/inbound`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ From: bob, To: suiteFrom, Body: 'STOP' }),
    });
    expect(suiteReply.status).toBe(200);
    // Bob ticks the box again at a checkout but never texts START: Twilio still blocks the number.
    await firestore()
      .doc(`restaurants/${tenant.restaurantId}/customers/${bobKey}`)
      .update({ marketingConsent: { ...consent, atIsoDateTimeUtc: new Date().toISOString() } });
    const { id, sent } = await createAndSend('After stop', 'Fresh pasta night', { kind: 'lapsed', days: 30 });
    expect(sent.status).toBe(200);
    expect(await untilFinished(id)).toMatchObject({ status: 'FAILED', sentCount: 0, optOutCount: 1 });
    const bobRecipient = await firestore()
      .doc(`restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/smsCampaigns/${id}/recipients/${bob}`)
      .get();
    expect(bobRecipient.data()).toMatchObject({ state: 'optedOut', errorCode: 21610 });
  });

  it('the link in the text unsubscribes without login, at once, counted once', async () => {
    const texts = await textsTo(SUITE_TWILIO_URL, ann);
    const link = /http:\/\/\S+\/u\/[A-Za-z0-9]+/.exec(String(texts.at(-1)?.body))?.[0];
    expect(link).toBeDefined();
    const page = await fetch(String(link));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('You are unsubscribed');
    expect(await customerConsent(annKey)).toMatchObject({ granted: false, source: 'optOut' });
    await fetch(String(link));
    const campaignId = (
      await firestore()
        .collection(`restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/smsCampaigns`)
        .where('name', '==', 'Tuesday deal')
        .get()
    ).docs[0]?.id;
    // Bob's STOP and Ann's link: two opt-outs, Ann's counted once however often she taps.
    expect((await campaign(String(campaignId))).optOutCount).toBe(2);
    expect((await fetch(`${baseUrl}/api/marketing/u/notAToken123`)).status).toBe(404);
  });
});

describe('results', () => {
  it('counts orders recipients placed within 7 days of their text, with their totals', async () => {
    const sentCampaign = (
      await firestore()
        .collection(`restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/smsCampaigns`)
        .where('name', '==', 'Tuesday deal')
        .get()
    ).docs[0];
    const id = String(sentCampaign?.id);
    const annSentAt = String(
      (
        await firestore()
          .doc(
            `restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/smsCampaigns/${id}/recipients/${ann}`,
          )
          .get()
      ).get('sentIsoDateTimeUtc'),
    );
    const orders = `restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/orders`;
    const at = (ms: number) => new Date(Date.parse(annSentAt) + ms).toISOString();
    await firestore()
      .doc(`${orders}/attr-1`)
      .set({
        placedIsoDateTimeUtc: at(60_000),
        customer: { mobile: ann },
        cart: { grandTotal: 4250 },
      });
    // Before the text and after the 7 days: not the campaign's.
    await firestore()
      .doc(`${orders}/attr-2`)
      .set({
        placedIsoDateTimeUtc: at(-60_000),
        customer: { mobile: ann },
        cart: { grandTotal: 999 },
      });
    await firestore()
      .doc(`${orders}/attr-3`)
      .set({
        placedIsoDateTimeUtc: at(8 * 24 * 3600_000),
        customer: { mobile: ann },
        cart: { grandTotal: 999 },
      });
    const results = await call(`${storePath()}/sms-campaigns/${id}/results`);
    expect(results.status).toBe(200);
    expect(results.body.attribution).toMatchObject({ orderCount: 1, totalInCents: 4250, customerCount: 1 });
    expect(results.body.campaign).toMatchObject({ deliveredCount: 2, optOutCount: 2 });
  });
});

describe('refunds of what was not sent', () => {
  /** Refunds the in-process fake Stripe made for a payment intent. */
  async function refundsOf(paymentIntentId: string) {
    const response = await fetch(`${stripe.url}/v1/refunds?payment_intent=${paymentIntentId}&limit=100`, {
      headers: { authorization: `Bearer ${stripe.secretKey}` },
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: { amount: number; status: string }[] }).data;
  }

  async function withdraw(key: string) {
    await firestore()
      .doc(`restaurants/${tenant.restaurantId}/customers/${key}`)
      .update({ 'marketingConsent.granted': false });
  }

  /** Paid and scheduled for later through the API, then due now with a token only this test's steps carry. */
  async function paidAndDueHere(id: string, body: string, audience: unknown) {
    const paid = await pay(id, {
      card: 'pm_card_visa',
      total: await shownTotal(body, audience),
      when: { kind: 'at', scheduledIsoDateTimeUtc: inMinutes(30) },
    });
    expect(paid.status).toBe(200);
    await firestore()
      .doc(`restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/smsCampaigns/${id}`)
      .update({ scheduleToken: `here-${id}`, scheduledIsoDateTimeUtc: new Date().toISOString() });
    return {
      restaurantId: tenant.restaurantId,
      storeId: tenant.storeId,
      campaignId: id,
      scheduleToken: `here-${id}`,
    };
  }

  it('cancelling a scheduled campaign refunds its subtotal once; a racing cancel gets 409', async () => {
    await addRegular('Gus', 61);
    await addRegular('Hal', 61);
    const audience = { kind: 'frequent', minOrders: 61 };
    const body = 'Winter menu starts Monday';
    const id = await createDraft('Cancelled', body, audience);
    const paid = await pay(id, {
      card: 'pm_card_visa',
      total: await shownTotal(body, audience),
      when: { kind: 'at', scheduledIsoDateTimeUtc: inMinutes(30) },
    });
    expect(paid.status).toBe(200);
    const token = String((await campaign(id)).scheduleToken);
    const [first, second] = await Promise.all([
      call(`${storePath()}/sms-campaigns/${id}/archive`, { body: {} }),
      call(`${storePath()}/sms-campaigns/${id}/archive`, { body: {} }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect([first, second].find((answer) => answer.status === 409)?.body.title).toBe('Cannot archive');
    const after = await campaign(id);
    // Paid 0.81 (the 0.50 minimum fee + 0.31 processor fee): 0.50 back, the processor fee kept.
    expect(after.payment).toMatchObject({ status: 'paid', amountInCents: 81 });
    expect(after).toMatchObject({ status: 'ARCHIVED', sentCount: 0 });
    expect(after.refund).toMatchObject({ status: 'refunded', amountInCents: 50, unsentRecipients: 2 });
    const intent = String((after.payment as { paymentIntentId: string }).paymentIntentId);
    expect((await refundsOf(intent)).map((refund) => refund.amount)).toEqual([50]);
    // Its task now has nothing to do, and asking for the refund again pays nothing more.
    const ids = { restaurantId: tenant.restaurantId, storeId: tenant.storeId, campaignId: id };
    expect(await runSmsCampaignTask({ ...ids, scheduleToken: token, step: 0 }, smsSender())).toBe('stale');
    const again = await call(`${storePath()}/sms-campaigns/${id}/refund`, { body: {} });
    expect(again.status).toBe(409);
    expect(await refundsOf(intent)).toHaveLength(1);
  });

  it('a partly sent campaign refunds the unsent recipients’ share when it finishes, once', async () => {
    const ida = await addRegular('Ida', 62);
    await addRegular('Jo', 62);
    const kim = await addRegular('Kim', 62);
    const audience = { kind: 'frequent', minOrders: 62 };
    const body = 'Two new pizzas on the menu';
    const id = await createDraft('Partly sent', body, audience);
    const task = await paidAndDueHere(id, body, audience);
    // Two of the three withdrew consent after the list was fixed and paid for: never texted.
    await withdraw(ida.key);
    await withdraw(kim.key);
    expect(await sendCampaignStep(smsSender(), task, 60_000)).toBe('done');
    const done = await campaign(id);
    expect(done).toMatchObject({ status: 'SENT', recipientCount: 3, sentCount: 1, optOutCount: 2 });
    // Subtotal 0.50 (minimum fee) for 3 recipients; 2 unsent: round(0.50 × 2 / 3) = 0.33.
    expect(done.refund).toMatchObject({ status: 'refunded', amountInCents: 33, unsentRecipients: 2 });
    const intent = String((done.payment as { paymentIntentId: string }).paymentIntentId);
    expect((await refundsOf(intent)).map((refund) => refund.amount)).toEqual([33]);
    // Redelivered last step, then archived: still the one refund.
    expect(await sendCampaignStep(smsSender(), task, 60_000)).toBe('stale');
    expect((await call(`${storePath()}/sms-campaigns/${id}/archive`, { body: {} })).status).toBe(200);
    expect(await refundsOf(intent)).toHaveLength(1);
  });

  it('a campaign that failed before any text went out refunds its whole subtotal', async () => {
    const lee = await addRegular('Lee', 63);
    const audience = { kind: 'frequent', minOrders: 63 };
    const body = 'Kids eat free on Sundays';
    const id = await createDraft('Nobody texted', body, audience);
    const task = await paidAndDueHere(id, body, audience);
    await withdraw(lee.key);
    expect(await sendCampaignStep(smsSender(), task, 60_000)).toBe('done');
    const done = await campaign(id);
    expect(done).toMatchObject({ status: 'FAILED', sentCount: 0 });
    expect(done.refund).toMatchObject({ status: 'refunded', amountInCents: 50, unsentRecipients: 1 });
    const intent = String((done.payment as { paymentIntentId: string }).paymentIntentId);
    expect((await refundsOf(intent)).map((refund) => refund.amount)).toEqual([50]);
  });
});

/**
 * Delivers the fake's recorded platform events of this type for one object (a payment intent, a
 * refund), signed, through the real dispatcher; answers each delivery's outcome.
 */
async function deliverEvents(type: string, objectId: string) {
  const events = (
    stripe.state.events as unknown as { type: string; account?: string; data: { object: { id: string } } }[]
  ).filter((event) => event.type === type && event.data.object.id === objectId && !event.account);
  expect(events.length).toBeGreaterThan(0);
  const outcomes: string[] = [];
  for (const event of events) {
    const payload = JSON.stringify(event);
    const result = await dispatchWebhook(
      {
        endpoint: 'platform',
        rawBody: payload,
        signatureHeader: signPayload(payload, stripe.webhookSecrets.platform),
      },
      paymentPort(),
      WEBHOOK_HANDLERS,
    );
    outcomes.push(result.status === 200 ? result.body.outcome : 'rejected');
  }
  return outcomes;
}

describe('a campaign refund the bank pays back later, or fails', () => {
  it('waits for the bank, shows the failure the webhook reports (once), and "Try again" is a new refund request', async () => {
    await addRegular('Noa', 65);
    const audience = { kind: 'frequent', minOrders: 65 };
    const body = 'Half-price wings on Wednesday';
    const id = await createDraft('Refund the bank fails', body, audience);
    const paid = await pay(id, {
      card: 'pm_card_refundFail',
      total: await shownTotal(body, audience),
      when: { kind: 'at', scheduledIsoDateTimeUtc: inMinutes(30) },
    });
    expect(paid.status).toBe(200);
    expect((await call(`${storePath()}/sms-campaigns/${id}/archive`, { body: {} })).status).toBe(200);

    // The provider accepted it and the bank is still paying it back: not "refunded" yet.
    const waiting = await campaign(id);
    expect(waiting.refund).toMatchObject({
      status: 'processing',
      amountInCents: 50,
      refundId: expect.any(String),
    });
    const firstRefund = String((waiting.refund as { refundId: string }).refundId);
    const early = await call(`${storePath()}/sms-campaigns/${id}/refund`, { body: {} });
    expect(early.status).toBe(409);
    expect(early.body.title).toBe('Refund in progress');

    // The bank fails it: the webhook says so, once (a replay changes nothing).
    expect(await deliverEvents('refund.failed', firstRefund)).toEqual(['applied']);
    expect(await deliverEvents('refund.failed', firstRefund)).toEqual(['duplicate']);
    expect((await campaign(id)).refund).toMatchObject({
      status: 'failed',
      providerRefused: true,
      error: expect.stringContaining('The bank could not pay the refund back'),
    });

    // Try again: a new refund request (a new key), not the failed one answered again.
    const again = await call(`${storePath()}/sms-campaigns/${id}/refund`, { body: {} });
    expect(again.status).toBe(200);
    const retried = await campaign(id);
    expect(retried.refund).toMatchObject({ status: 'processing', attempt: 2 });
    const secondRefund = String((retried.refund as { refundId: string }).refundId);
    expect(secondRefund).not.toBe(firstRefund);
    // The first attempt's late events no longer move the campaign.
    expect(await deliverEvents('refund.updated', firstRefund)).toEqual(['ignored']);
    expect((await campaign(id)).refund).toMatchObject({ status: 'processing', attempt: 2 });
  });
});

describe('the bank’s check (3-D Secure) on the campaign payment', () => {
  it('nothing is scheduled until the owner confirms; the webhook and the confirm pay once, schedule once', async () => {
    await addRegular('Max', 64);
    const audience = { kind: 'frequent', minOrders: 64 };
    const body = 'Our new dessert menu is here';
    const id = await createDraft('Checked by the bank', body, audience);
    const total = await shownTotal(body, audience);
    const when = { kind: 'at', scheduledIsoDateTimeUtc: inMinutes(30) };
    const first = await pay(id, { card: 'pm_card_threeDSecure2Required', total, when });
    expect(first.status).toBe(200);
    const action = first.body.requiresAction as { redirectUrl: string; clientSecret: string };
    expect(action.clientSecret).toMatch(/^pi_.+_secret_/);
    expect(action.redirectUrl).toContain('/_fake/3ds/');
    const waiting = await campaign(id);
    expect(waiting).toMatchObject({
      status: 'DRAFT',
      payment: { status: 'requiresAction', amountInCents: total },
    });
    expect(waiting.scheduleToken).toBeUndefined();
    // Back without confirming: still waiting, nothing scheduled.
    const early = await pay(id, { total, when });
    expect(early.status).toBe(200);
    expect(early.body.requiresAction).toBeDefined();
    expect((await campaign(id)).status).toBe('DRAFT');

    // The owner confirms with the bank (the fake's page stands in for it, as the browser answers it).
    const page = new URL(action.redirectUrl);
    page.searchParams.delete('return_url');
    const confirmed = await fetch(`${page.origin}${page.pathname}/complete${page.search}`, {
      method: 'POST',
    });
    expect(confirmed.status).toBe(200);
    const intentId = String((waiting.payment as { paymentIntentId: string }).paymentIntentId);
    // The provider's webhook arrives first (twice): paid once, still not scheduled.
    const outcomes = await deliverEvents('payment_intent.succeeded', intentId);
    expect(outcomes[0]).toBe('applied');
    expect(await deliverEvents('payment_intent.succeeded', intentId)).toEqual(
      outcomes.map(() => 'duplicate'),
    );
    expect(await campaign(id)).toMatchObject({ status: 'DRAFT', payment: { status: 'paid' } });
    // Then the browser's request again, twice at once: scheduled once, the other told so.
    const [a, b] = await Promise.all([pay(id, { total, when }), pay(id, { total, when })]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const scheduled = await campaign(id);
    expect(scheduled).toMatchObject({
      status: 'SCHEDULED',
      payment: { status: 'paid', amountInCents: total },
    });
    const charges = await fetch(`${stripe.url}/v1/charges?payment_intent=${intentId}`, {
      headers: { authorization: `Bearer ${stripe.secretKey}` },
    });
    const paidCharges = ((await charges.json()) as { data: { status: string }[] }).data.filter(
      (charge) => charge.status === 'succeeded',
    );
    expect(paidCharges).toHaveLength(1);
    // Cancelled before it goes out: refunded like any paid campaign.
    expect((await call(`${storePath()}/sms-campaigns/${id}/archive`, { body: {} })).status).toBe(200);
    expect((await campaign(id)).refund).toMatchObject({ status: 'refunded', amountInCents: 50 });
  });

  it('a failed bank check takes nothing; the owner can pay with another card', async () => {
    const audience = { kind: 'frequent', minOrders: 64 };
    const body = 'Half-price wine on Wednesdays';
    const id = await createDraft('Check failed', body, audience);
    const total = await shownTotal(body, audience);
    const when = { kind: 'at', scheduledIsoDateTimeUtc: inMinutes(30) };
    const first = await pay(id, { card: 'pm_card_threeDSecure2Required', total, when });
    const page = new URL((first.body.requiresAction as { redirectUrl: string }).redirectUrl);
    page.searchParams.delete('return_url');
    await fetch(`${page.origin}${page.pathname}/fail${page.search}`, { method: 'POST' });
    const back = await pay(id, { total, when });
    expect(back.status).toBe(402);
    expect(await campaign(id)).toMatchObject({ status: 'DRAFT', payment: { status: 'failed' } });
    const other = await pay(id, { card: 'pm_card_visa', total, when });
    expect(other.status).toBe(200);
    expect(await campaign(id)).toMatchObject({
      status: 'SCHEDULED',
      payment: { status: 'paid', attempt: 2 },
    });
    expect((await call(`${storePath()}/sms-campaigns/${id}/archive`, { body: {} })).status).toBe(200);
  });
});
