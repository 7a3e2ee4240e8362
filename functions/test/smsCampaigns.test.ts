import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { smsSender } from '../src/integrations/sms';
import { resendRecipients } from '../src/marketing/smsSending';
import { firestore } from './support/admin';
import { callApi } from './support/emulators';
import { LOCAL_TWILIO, startLocalTwilio, textsTo } from './support/localTwilio';
import { createTenant, type Tenant } from './support/tenants';

/**
 * SMS campaigns end to end in-process: the real Express app over the emulated Firestore, texting
 * through the Twilio SDK to an in-process fake Twilio that calls back (signed) and forwards replies.
 */
let baseUrl = '';
let close: () => Promise<void>;
let twilio: Awaited<ReturnType<typeof startLocalTwilio>>;
let tenant: Tenant;
let savedPublicUrl: string | undefined;

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

async function createAndSend(name: string, body: string, audience: unknown = { kind: 'allConsenting' }) {
  const created = await call(`${storePath()}/sms-campaigns`, { body: { name, body, audience } });
  expect(created.status).toBe(201);
  const id = String((created.body.campaign as { id: string }).id);
  const sent = await call(`${storePath()}/sms-campaigns/${id}/send`, { body: {} });
  return { id, sent };
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
  close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  tenant = await createTenant('marketing');
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

afterAll(async () => {
  if (savedPublicUrl === undefined) delete process.env.MARKETING_PUBLIC_API_URL;
  else process.env.MARKETING_PUBLIC_API_URL = savedPublicUrl;
  twilio?.restoreEnv();
  await twilio?.close();
  await close?.();
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

describe('sending', () => {
  it('refuses a message longer than two SMS with the opt-out line, explaining', async () => {
    const created = await call(`${storePath()}/sms-campaigns`, {
      body: { name: 'Too long', body: 'x'.repeat(300), audience: { kind: 'allConsenting' } },
    });
    expect(created.status).toBe(400);
    expect(JSON.stringify(created.body)).toContain('longer than two SMS');
  });

  it('texts each consenting customer once with the opt-out line, and counts deliveries', async () => {
    const { id, sent } = await createAndSend(
      'Tuesday deal',
      'Hi {firstName}, 2-for-1 pizzas tonight at {storeName}!',
    );
    expect(sent.status).toBe(200);
    expect(sent.body.campaign).toMatchObject({
      status: 'SENT',
      recipientCount: 2,
      sentCount: 2,
      segments: 1,
    });
    const [toAnn] = await textsTo(twilio.url, ann);
    expect(toAnn?.body).toMatch(
      /^Hi Ann, 2-for-1 pizzas tonight at .*!\nOpt out: reply STOP or http:\/\/127\.0\.0\.1:\d+\/api\/marketing\/u\/[A-Za-z0-9]{16}$/,
    );
    expect(toAnn?.from).toBe(LOCAL_TWILIO.from);
    expect(await textsTo(twilio.url, cat)).toEqual([]);
    // Twilio's signed status callbacks arrive and are counted once per recipient.
    await expect.poll(async () => (await campaign(id)).deliveredCount, { timeout: 10_000 }).toBe(2);

    // A retried batch (a redelivered task, a second sender) never texts anyone twice.
    await resendRecipients(
      smsSender(),
      { restaurantId: tenant.restaurantId, storeId: tenant.storeId, campaignId: id },
      'again',
    );
    expect(await textsTo(twilio.url, ann)).toHaveLength(1);
    expect(await textsTo(twilio.url, bob)).toHaveLength(1);
    const again = await call(`${storePath()}/sms-campaigns/${id}/send`, { body: {} });
    expect(again.status).toBe(409);
    expect(await textsTo(twilio.url, ann)).toHaveLength(1);
    expect((await campaign(id)).sentCount).toBe(2);
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
    const reply = await fetch(`${twilio.url}/_fake/inbound`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ From: bob, To: LOCAL_TWILIO.from, Body: 'stop' }),
    });
    expect(reply.status).toBe(200);
    expect(await customerConsent(bobKey)).toMatchObject({ granted: false, source: 'optOut' });
    const preview = await call(`${storePath()}/sms-audience`, {
      body: { audience: { kind: 'allConsenting' } },
    });
    expect(preview.body.count).toBe(1);

    // Bob ticks the box again at a checkout but never texts START: Twilio still blocks the number.
    await firestore()
      .doc(`restaurants/${tenant.restaurantId}/customers/${bobKey}`)
      .update({ marketingConsent: { ...consent, atIsoDateTimeUtc: new Date().toISOString() } });
    const { id, sent } = await createAndSend('After stop', 'Fresh pasta night');
    expect(sent.body.campaign).toMatchObject({ status: 'SENT', sentCount: 1, optOutCount: 1 });
    const bobRecipient = await firestore()
      .doc(`restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/smsCampaigns/${id}/recipients/${bob}`)
      .get();
    expect(bobRecipient.data()).toMatchObject({ state: 'optedOut', errorCode: 21610 });
  });

  it('the link in the text unsubscribes without login, at once, counted once', async () => {
    const texts = await textsTo(twilio.url, ann);
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
        .where('name', '==', 'After stop')
        .get()
    ).docs[0]?.id;
    // Bob's 21610 and Ann's link: two opt-outs, Ann's counted once however often she taps.
    expect((await campaign(String(campaignId))).optOutCount).toBe(2);
    expect((await fetch(`${baseUrl}/api/marketing/u/notAToken123`)).status).toBe(404);
  });
});
