import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_MERCHANTS,
  type FakeUberEats,
  startFakeUberEats,
  UBER_SIGNATURE_HEADER,
  uberSignature,
} from '../src/uberEats';

const CLIENT_ID = 'test-app';
const CLIENT_SECRET = 'test-secret';
const STORE_ID = DEMO_MERCHANTS[0]?.stores[0]?.id ?? '';

/** A webhook receiver that answers with the next status of `answers` (then 200). */
interface Received {
  body: string;
  signature: string | undefined;
}
let receiver: Server;
let receiverUrl = '';
const received: Received[] = [];
let answers: number[] = [];

let fake: FakeUberEats;
beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const signature = request.headers[UBER_SIGNATURE_HEADER];
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: signature as string | undefined,
      });
      response.writeHead(answers.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  fake = await startFakeUberEats({
    port: 0,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    webhookUrl: receiverUrl,
    retryDelaysMs: [20, 40, 80, 160, 320, 640],
    autoCancelMs: 400,
  });
});
afterAll(async () => {
  await fake?.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});
afterEach(() => {
  answers = [];
});

const events = () =>
  received.map(
    (entry) =>
      JSON.parse(entry.body) as {
        event_id: string;
        event_type: string;
        meta: { resource_id: string; user_id: string };
      },
  );

async function token(body: Record<string, string>) {
  const response = await fetch(`${fake.url}/oauth/v2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: CLIENT_ID, client_secret: CLIENT_SECRET, ...body }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

/** The merchant's consent: the authorise page's form, as the browser would post it. */
async function authorise(decision: 'allow' | 'deny') {
  const redirectUri = 'http://127.0.0.1:1/uber-eats/auth';
  const pageResponse = await fetch(
    `${fake.url}/oauth/v2/authorize?${new URLSearchParams({ client_id: CLIENT_ID, response_type: 'code', redirect_uri: redirectUri, scope: 'eats.pos_provisioning', state: 'st-1' })}`,
  );
  expect(await pageResponse.text()).toContain('Bella Vista Pizzeria');
  const posted = await fetch(`${fake.url}/oauth/v2/authorize`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: CLIENT_ID,
      redirect_uri: redirectUri,
      state: 'st-1',
      merchant_id: DEMO_MERCHANTS[0]?.id ?? '',
      decision,
    }),
  });
  expect(posted.status).toBe(302);
  return { location: new URL(posted.headers.get('location') ?? ''), redirectUri };
}

const call = async (path: string, bearer: string, init: { method?: string; body?: unknown } = {}) => {
  const response = await fetch(`${fake.url}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
};

const MENU = {
  menu_type: 'MENU_TYPE_FULFILLMENT_DELIVERY',
  menus: [
    { id: 'm1', title: { translations: { en_us: 'Menu' } }, service_availability: [], category_ids: ['c1'] },
  ],
  categories: [
    { id: 'c1', title: { translations: { en_us: 'Pizza' } }, entities: [{ type: 'ITEM', id: 'margherita' }] },
  ],
  items: [
    {
      id: 'margherita',
      external_data: 'spec-margherita',
      title: { translations: { en_us: 'Margherita' } },
      price_info: { price: 2250 },
    },
  ],
  modifier_groups: [],
};

let userToken = '';
let appToken = '';

describe('fake Uber Eats marketplace', () => {
  it('serves its consent page as a web site: an empty icon, and no 401 for a browser’s icon request', async () => {
    const consent = await fetch(
      `${fake.url}/oauth/v2/authorize?${new URLSearchParams({ client_id: CLIENT_ID, response_type: 'code', redirect_uri: 'http://127.0.0.1:1/uber-eats/auth', scope: 'eats.pos_provisioning', state: 'st-icon' })}`,
    );
    expect(await consent.text()).toContain('<link rel="icon" href="data:,"/>');
    expect((await fetch(`${fake.url}/favicon.ico`)).status).toBe(204);
    // The API itself still wants a token.
    expect((await fetch(`${fake.url}/v1/eats/stores`)).status).toBe(401);
  });

  it('runs the authorisation code flow and refuses a denied, reused or foreign code', async () => {
    const denied = await authorise('deny');
    expect(denied.location.searchParams.get('error')).toBe('access_denied');
    const { location, redirectUri } = await authorise('allow');
    expect(location.searchParams.get('state')).toBe('st-1');
    const code = location.searchParams.get('code') ?? '';
    const wrongRedirect = await token({
      grant_type: 'authorization_code',
      code,
      redirect_uri: 'http://elsewhere',
    });
    expect(wrongRedirect).toEqual({ status: 400, body: { error: 'invalid_grant' } });
    const second = await authorise('allow');
    const exchanged = await token({
      grant_type: 'authorization_code',
      code: second.location.searchParams.get('code') ?? '',
      redirect_uri: redirectUri,
    });
    expect(exchanged.status).toBe(200);
    expect(exchanged.body).toMatchObject({
      token_type: 'Bearer',
      expires_in: 2592000,
      scope: 'eats.pos_provisioning',
    });
    userToken = exchanged.body.access_token ?? '';
    const badSecret = await fetch(`${fake.url}/oauth/v2/token`, {
      method: 'POST',
      body: new URLSearchParams({
        client_id: CLIENT_ID,
        client_secret: 'nope',
        grant_type: 'client_credentials',
        scope: 'eats.order',
      }),
    });
    expect(badSecret.status).toBe(401);
    const app = await token({ grant_type: 'client_credentials', scope: 'eats.store eats.order' });
    expect(app.status).toBe(200);
    appToken = app.body.access_token ?? '';
  });

  it('lists the merchant stores and provisions one, sending a signed store.provisioned webhook', async () => {
    expect((await call('/v1/eats/stores', appToken)).status).toBe(403);
    expect((await call('/v1/eats/stores', 'made-up')).status).toBe(401);
    const listed = await call('/v1/eats/stores', userToken);
    expect((listed.body.stores as { store_id: string }[]).map((store) => store.store_id)).toContain(STORE_ID);
    // Before provisioning the app cannot touch the store's orders or menus.
    expect(
      (await call(`/v2/eats/stores/${STORE_ID}/menus`, appToken, { method: 'PUT', body: MENU })).status,
    ).toBe(403);
    const provisioned = await call(`/v1/eats/stores/${STORE_ID}/pos_data`, userToken, {
      method: 'POST',
      body: { integrator_store_id: 'r1/s1', is_order_manager: true },
    });
    expect(provisioned.status).toBe(204);
    const posData = await call(`/v1/eats/stores/${STORE_ID}/pos_data`, appToken);
    expect(posData.body).toMatchObject({
      integration_enabled: true,
      integrator_store_id: 'r1/s1',
      order_manager_client_id: CLIENT_ID,
    });
    await expect.poll(() => events().map((event) => event.event_type)).toContain('store.provisioned');
    const hook = received.find((entry) => entry.body.includes('store.provisioned'));
    expect(hook?.signature).toBe(uberSignature(CLIENT_SECRET, hook?.body ?? ''));
  });

  it('replaces the menu and refuses one that points at missing items', async () => {
    const broken = { ...MENU, categories: [{ id: 'c1', entities: [{ type: 'ITEM', id: 'ghost' }] }] };
    const refused = await call(`/v2/eats/stores/${STORE_ID}/menus`, appToken, {
      method: 'PUT',
      body: broken,
    });
    expect(refused).toMatchObject({ status: 400, body: { code: 'bad_request' } });
    expect(
      (await call(`/v2/eats/stores/${STORE_ID}/menus`, appToken, { method: 'PUT', body: MENU })).status,
    ).toBe(204);
    const read = await call(
      `/v2/eats/stores/${STORE_ID}/menus?menu_type=MENU_TYPE_FULFILLMENT_DELIVERY`,
      appToken,
    );
    expect((read.body.items as { id: string }[]).map((item) => item.id)).toEqual(['margherita']);
    expect(
      (await call(`/v2/eats/stores/${STORE_ID}/menus?menu_type=MENU_TYPE_FULFILLMENT_PICK_UP`, appToken))
        .status,
    ).toBe(404);
  });

  it('sends a new order as a thin signed notification and retries until it gets a 200', async () => {
    answers = [500, 503];
    const placed = await fetch(`${fake.url}/_fake/orders`, {
      method: 'POST',
      body: JSON.stringify({ store_id: STORE_ID, items: [{ id: 'margherita', quantity: 2 }] }),
    });
    expect(placed.status).toBe(201);
    const order = (await placed.json()) as { id: string };
    await expect
      .poll(() =>
        fake.deliveries.filter((entry) => entry.resourceId === order.id).map((entry) => entry.status),
      )
      .toEqual([500, 503, 200]);
    const notification = events().find((event) => event.meta.resource_id === order.id);
    expect(notification).toMatchObject({ event_type: 'orders.notification', meta: { user_id: STORE_ID } });
    const read = await call(`/v2/eats/order/${order.id}`, appToken);
    expect(read.body).toMatchObject({
      current_state: 'CREATED',
      cart: {
        items: [{ external_data: 'spec-margherita', quantity: 2, price: { unit_price: { amount: 22.5 } } }],
      },
      payment: { charges: { total: { amount: 45 } } },
    });
    // Accepting stops the auto-cancel; a second accept or a deny now conflicts.
    expect(
      (
        await call(`/v1/eats/orders/${order.id}/accept_pos_order`, appToken, {
          method: 'POST',
          body: { reason: 'ok' },
        })
      ).status,
    ).toBe(204);
    expect(
      (await call(`/v1/eats/orders/${order.id}/accept_pos_order`, appToken, { method: 'POST', body: {} }))
        .status,
    ).toBe(409);
    const deny = await call(`/v1/eats/orders/${order.id}/deny_pos_order`, appToken, {
      method: 'POST',
      body: { reason: { code: 'CAPACITY', explanation: 'busy' } },
    });
    expect(deny.status).toBe(409);
    const delay = await call(`/v1/delivery/order/${order.id}/update-ready-time`, appToken, {
      method: 'POST',
      body: { ready_for_pickup_time: new Date(Date.now() + 40 * 60_000).toISOString() },
    });
    expect(delay.status).toBe(200);
    const adjust = await call(`/v1/delivery/order/${order.id}/adjust-price`, appToken, {
      method: 'POST',
      body: { amount_e5: -200_000, reason: 'No olives' },
    });
    expect(adjust.status).toBe(200);
    expect(
      (
        await call(`/v1/delivery/order/${order.id}/adjust-price`, appToken, {
          method: 'POST',
          body: { amount_e5: 9_000_000, reason: 'x' },
        })
      ).status,
    ).toBe(400);
    expect(
      (await call(`/v1/delivery/order/${order.id}/ready`, appToken, { method: 'POST', body: {} })).status,
    ).toBe(200);
    expect(
      (
        await call(`/v1/delivery/order/${order.id}/update-ready-time`, appToken, {
          method: 'POST',
          body: { ready_for_pickup_time: new Date().toISOString() },
        })
      ).status,
    ).toBe(409);
    const after = await call(`/v2/eats/order/${order.id}`, appToken);
    expect(after.body).toMatchObject({
      preparation_status: 'READY_FOR_HANDOFF',
      payment: { charges: { total: { amount: 43 } } },
    });
    // An order placed after it is auto-cancelled, so the accepted order's own deadline has passed too.
    const later = fake.placeOrder({ store_id: STORE_ID });
    await expect.poll(() => fake.orders.get(later.id)?.current_state, { timeout: 3000 }).toBe('CANCELED');
    expect(fake.orders.get(order.id)?.current_state).toBe('ACCEPTED');
  });

  it('denies with a documented reason code only', async () => {
    const order = fake.placeOrder({ store_id: STORE_ID });
    const bad = await call(`/v1/eats/orders/${order.id}/deny_pos_order`, appToken, {
      method: 'POST',
      body: { reason: { code: 'BORED' } },
    });
    expect(bad.status).toBe(400);
    const good = await call(`/v1/eats/orders/${order.id}/deny_pos_order`, appToken, {
      method: 'POST',
      body: {
        reason: {
          code: 'ITEM_AVAILABILITY',
          explanation: 'Out of dough',
          out_of_stock_items: ['margherita'],
        },
      },
    });
    expect(good.status).toBe(204);
    expect(
      (
        await call(`/v1/eats/orders/${order.id}/cancel`, appToken, {
          method: 'POST',
          body: { reason: 'OTHER' },
        })
      ).status,
    ).toBe(404);
  });

  it('cancels an order nobody answered and tells the app with orders.cancel', async () => {
    const order = fake.placeOrder({ store_id: STORE_ID });
    await expect.poll(() => fake.orders.get(order.id)?.current_state, { timeout: 3000 }).toBe('CANCELED');
    await expect
      .poll(() =>
        events()
          .filter((event) => event.meta.resource_id === order.id)
          .map((event) => event.event_type),
      )
      .toEqual(['orders.notification', 'orders.cancel']);
    const cancelled = await call(`/v1/eats/stores/${STORE_ID}/canceled-orders`, appToken);
    expect((cancelled.body.orders as { id: string }[]).map((entry) => entry.id)).toContain(order.id);
    expect(
      (await call(`/v1/eats/orders/${order.id}/accept_pos_order`, appToken, { method: 'POST', body: {} }))
        .status,
    ).toBe(409);
  });

  it('replays an event with its id and releases held events out of order', async () => {
    const first = events()[0];
    const replayed = await fetch(`${fake.url}/_fake/webhooks/${first?.event_id}/replay`, { method: 'POST' });
    expect(replayed.status).toBe(200);
    expect(events().filter((event) => event.event_id === first?.event_id).length).toBeGreaterThanOrEqual(2);
    await fetch(`${fake.url}/_fake/webhooks/hold`, { method: 'POST', body: JSON.stringify({ hold: true }) });
    const order = fake.placeOrder({ store_id: STORE_ID });
    await fetch(`${fake.url}/_fake/orders/${order.id}/cancel`, { method: 'POST' });
    expect(events().some((event) => event.meta.resource_id === order.id)).toBe(false);
    await fetch(`${fake.url}/_fake/webhooks/hold`, {
      method: 'POST',
      body: JSON.stringify({ hold: false, release: 'reverse' }),
    });
    await expect
      .poll(() =>
        events()
          .filter((event) => event.meta.resource_id === order.id)
          .map((event) => event.event_type),
      )
      .toEqual(['orders.cancel', 'orders.notification']);
  });

  it('adds a merchant of a test’s own, whose stores only its own token lists', async () => {
    const made = await fetch(`${fake.url}/_fake/merchants/m-test`, {
      method: 'PUT',
      body: JSON.stringify({ name: 'Test kitchen', stores: [{ id: 'store-x', name: 'Kitchen X' }] }),
    });
    expect(made.status).toBe(200);
    const listed = await call('/v1/eats/stores', userToken);
    expect((listed.body.stores as { store_id: string }[]).map((store) => store.store_id)).not.toContain(
      'store-x',
    );
    expect(
      (
        await call('/v1/eats/stores/store-x/pos_data', userToken, {
          method: 'POST',
          body: { integrator_store_id: 'x' },
        })
      ).status,
    ).toBe(403);
    const bad = await fetch(`${fake.url}/_fake/merchants/m-bad`, {
      method: 'PUT',
      body: JSON.stringify({ stores: [{ id: 1 }] }),
    });
    expect(bad.status).toBe(400);
  });

  it('revokes a token and its refresh token', async () => {
    const revoke = await fetch(`${fake.url}/oauth/v2/revoke`, {
      method: 'POST',
      body: new URLSearchParams({ client_id: CLIENT_ID, client_secret: CLIENT_SECRET, token: userToken }),
    });
    expect(revoke.status).toBe(200);
    expect((await call('/v1/eats/stores', userToken)).status).toBe(401);
  });
});
