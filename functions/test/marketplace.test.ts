import { createHmac, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { setStoreSetting } from './orderActions.fixtures';
import { firestore } from './support/admin';
import { callApi, FUNCTIONS_DIRECT_URL } from './support/emulators';
import { createItem, post, storePath } from './support/menu';
import { createTenant, type Tenant } from './support/tenants';

/**
 * The delivery marketplace through the real API, the emulated Firestore and the fake Uber Eats the
 * fakes process runs on 12171 (its webhooks, signed with the app's client secret, reach the functions
 * emulator): connecting a store (consent page, code exchange, the merchant's stores, provisioning),
 * orders arriving by webhook exactly once whatever the delivery order, accept before the
 * marketplace's auto-cancel, cancellations reaching our order and its kitchen ticket, staff actions,
 * the menu upload and its rollback, and tenants kept apart.
 */
const FAKE = 'http://127.0.0.1:12171';
const WEBHOOK = `${FUNCTIONS_DIRECT_URL}/uber-eats/notifications/update`;

function secret(name: string): string {
  const text = readFileSync(join(__dirname, '..', '.secret.local'), 'utf8');
  const match = new RegExp(`^${name}=(.*)$`, 'm').exec(text);
  if (!match?.[1]) throw new Error(`${name} missing from functions/.secret.local`);
  return match[1].trim();
}

async function fake(method: string, path: string, body?: unknown) {
  const response = await fetch(`${FAKE}${path}`, {
    method,
    ...(body !== undefined
      ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
      : {}),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}

const base = (tenant: Tenant) => `/api/uber-eats/restaurants/${tenant.restaurantId}/stores/${tenant.storeId}`;
const api = (tenant: Tenant, path: string, init: { method?: string; body?: unknown; token?: string } = {}) =>
  callApi(`${base(tenant)}${path}`, { token: init.token ?? tenant.owner.idToken, ...init });

interface Merchant {
  id: string;
  storeIds: string[];
}

async function newMerchant(): Promise<Merchant> {
  const id = `merchant-${randomUUID().slice(0, 8)}`;
  const storeIds = [randomUUID(), randomUUID()];
  const made = await fake('PUT', `/_fake/merchants/${id}`, {
    name: `Test merchant ${id}`,
    stores: storeIds.map((storeId, index) => ({ id: storeId, name: `Test kitchen ${index + 1}` })),
  });
  expect(made.status).toBe(200);
  return { id, storeIds };
}

/** The admin's authorisation: the consent page's Allow, as the browser posts it, then the callback. */
async function authorise(tenant: Tenant, merchant: Merchant) {
  const started = await api(tenant, '/authorise-uri');
  expect(started.status).toBe(200);
  const uri = new URL(String(started.body.uri));
  expect(uri.pathname).toBe('/oauth/v2/authorize');
  const consent = await fetch(`${FAKE}/oauth/v2/authorize`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({
      client_id: uri.searchParams.get('client_id') ?? '',
      redirect_uri: uri.searchParams.get('redirect_uri') ?? '',
      state: uri.searchParams.get('state') ?? '',
      merchant_id: merchant.id,
      decision: 'allow',
    }),
  });
  const back = new URL(consent.headers.get('location') ?? '');
  expect(back.pathname).toBe('/uber-eats/auth');
  return { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' };
}

async function connect(tenant: Tenant, merchant: Merchant, marketplaceStoreId: string) {
  const answer = await authorise(tenant, merchant);
  expect((await api(tenant, '/merchant-authorisation', { body: answer })).status).toBe(200);
  const integrated = await api(tenant, '/store/integrate', { body: { marketplaceStoreId } });
  expect(integrated.status, JSON.stringify(integrated.body)).toBe(200);
}

/** A menu with items on Uber Eats: a basic item and a two-size pizza. */
async function marketplaceMenu(tenant: Tenant) {
  const onUberEats = { applicableOrderingSystem: { pos: true, online: true, uberEats: true } };
  const category = await post(tenant, '/categories', { name: 'Mains', ...onUberEats });
  expect(category.status).toBe(201);
  const categoryId = String(category.body.id);
  await post(
    tenant,
    '/settings/pizza',
    {
      sizes: [
        { id: 'small', name: 'Small' },
        { id: 'large', name: 'Large' },
      ],
      toppings: [],
    },
    'PUT',
  );
  const bread = await createItem(tenant, {
    type: 'basic',
    categoryId,
    name: 'Garlic bread',
    price: { basePrice: 650, uberEatsExtraCharge: { pickup: 0, delivery: 100 } },
    ...onUberEats,
  });
  const pizza = await createItem(tenant, {
    type: 'pizza',
    categoryId,
    name: 'Margherita',
    sizes: { small: { price: 1400 }, large: { price: 2000 } },
    ...onUberEats,
  });
  const offMarketplace = await createItem(tenant, {
    type: 'basic',
    categoryId,
    name: 'Staff meal',
    price: { basePrice: 500 },
  });
  return { categoryId, bread, pizza, offMarketplace };
}

const orderRef = (tenant: Tenant, orderId: string) =>
  firestore().doc(`${storePath(tenant)}/orders/${orderId}`);
interface StoredOrder {
  source: string;
  status: { code: string };
  displayNumber?: string;
  statusHistory: unknown[];
  cart: { items: { selection: unknown }[] };
  marketplace: { status: string; priceAdjustmentsInCents: number[] };
}
const orderData = async (tenant: Tenant, orderId: string) =>
  (await orderRef(tenant, orderId).get()).data() as StoredOrder | undefined;

async function placeOnMarketplace(storeId: string, extra: Record<string, unknown> = {}) {
  const placed = await fake('POST', '/_fake/orders', { store_id: storeId, ...extra });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body as { id: string; display_id: string };
}

const sign = (body: string) =>
  createHmac('sha256', secret('UBER_EATS_CLIENT_SECRET')).update(body).digest('hex');

let tenant: Tenant;
let other: Tenant;
let merchant: Merchant;
let menu: Awaited<ReturnType<typeof marketplaceMenu>>;

beforeAll(async () => {
  [tenant, other] = await Promise.all([createTenant('market'), createTenant('other-market')]);
  merchant = await newMerchant();
  menu = await marketplaceMenu(tenant);
  await setStoreSetting(tenant, 'addOns', { kitchenDisplay: true });
}, 120_000);

describe('marketplace webhook signature', { timeout: 120_000 }, () => {
  it('refuses a missing, wrong or mismatched X-Uber-Signature with 401 and stores nothing', async () => {
    const body = JSON.stringify({
      event_id: randomUUID(),
      event_type: 'orders.notification',
      meta: { resource_id: randomUUID(), user_id: randomUUID() },
    });
    const attempts: Record<string, string>[] = [
      {},
      { 'x-uber-signature': 'not-hex' },
      { 'x-uber-signature': 'a'.repeat(64) },
      { 'x-uber-signature': sign(`${body} `) },
    ];
    for (const headers of attempts) {
      const response = await fetch(WEBHOOK, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      });
      expect(response.status).toBe(401);
      expect(await response.text()).toBe('');
    }
    const signed = await fetch(WEBHOOK, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-uber-signature': sign(body) },
      body,
    });
    // Signed but for a store nobody linked: acknowledged, recorded as ignored.
    expect([signed.status, await signed.text()]).toEqual([200, '']);
  });
});

describe('connecting a store', { timeout: 120_000 }, () => {
  it('authorises, lists the merchant stores, links one and keeps the tokens server-side', async () => {
    await connect(tenant, merchant, merchant.storeIds[0] ?? '');
    const listed = await api(tenant, '/stores');
    expect(listed.status).toBe(200);
    const stores = listed.body.stores as { marketplaceStoreId: string; linkedHere: boolean }[];
    expect(stores.find((store) => store.marketplaceStoreId === merchant.storeIds[0])?.linkedHere).toBe(true);
    const details = await api(tenant, '/integration-details');
    expect(details.body).toMatchObject({
      status: 'integrated',
      marketplaceStoreId: merchant.storeIds[0],
      marketplace: { integrationEnabled: true, isOrderManager: true },
    });
    const integration = (
      await firestore()
        .doc(`${storePath(tenant)}/integrations/uberEats`)
        .get()
    ).data();
    expect(JSON.stringify(integration)).not.toMatch(/ue_at_|ue_rt_/);
    const credentials = await firestore()
      .doc(`marketplaceCredentials/${tenant.restaurantId}__${tenant.storeId}`)
      .get();
    expect(String(credentials.get('accessToken'))).toMatch(/^ue_at_/);
  });

  it('refuses a state made for another admin or store, and used twice', async () => {
    const answer = await authorise(tenant, merchant);
    const elsewhere = await api(other, '/merchant-authorisation', { body: answer });
    expect(elsewhere.status).toBe(400);
    // The state was for tenant's store: other's attempt did not use it up, tenant's own works once.
    expect((await api(tenant, '/merchant-authorisation', { body: answer })).status).toBe(200);
    expect((await api(tenant, '/merchant-authorisation', { body: answer })).status).toBe(400);
  });

  it('keeps tenants apart: no reading or changing another store, no linking its marketplace store', async () => {
    for (const [method, path] of [
      ['GET', '/stores'],
      ['GET', '/integration-details'],
      ['POST', '/revoke-access'],
      ['DELETE', '/store'],
      ['POST', '/menu/upload'],
      ['POST', '/orders/sync'],
    ] as const) {
      const response = await api(tenant, path, {
        method,
        token: other.owner.idToken,
        ...(method === 'POST' ? { body: {} } : {}),
      });
      expect(response.status, `${method} ${path}`).toBe(403);
    }
    // The other tenant authorises the same merchant: the store already linked to tenant stays there.
    await authorise(other, merchant).then((answer) =>
      api(other, '/merchant-authorisation', { body: answer }),
    );
    const stolen = await api(other, '/store/integrate', {
      body: { marketplaceStoreId: merchant.storeIds[0] },
    });
    expect(stolen.status).toBe(409);
    // A store of a merchant who never authorised this tenant is not theirs to link.
    const foreign = await newMerchant();
    const notTheirs = await api(other, '/store/integrate', {
      body: { marketplaceStoreId: foreign.storeIds[0] },
    });
    expect(notTheirs.status).toBe(404);
  });
});

describe('menu upload', { timeout: 120_000 }, () => {
  it('uploads the items on Uber Eats with their marketplace prices, and rolls back to the previous upload', async () => {
    const config = await api(tenant, '/menu-configuration');
    expect(config.status).toBe(200);
    const rows = (config.body.delivery as { rows: { key: string; priceInCents: number }[] }).rows;
    expect(rows.map((row) => [row.key, row.priceInCents])).toEqual([
      [menu.bread, 750],
      [`${menu.pizza}~small`, 1400],
      [`${menu.pizza}~large`, 2000],
    ]);
    const first = await api(tenant, '/menu/upload', { body: { kinds: ['delivery', 'pickup'] } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const saved = await api(tenant, '/menu/prices', {
      method: 'PUT',
      body: { prices: { [menu.bread]: 990 } },
    });
    expect(saved.status).toBe(200);
    expect(
      (await api(tenant, '/menu/prices', { method: 'PUT', body: { prices: { [menu.offMarketplace]: 100 } } }))
        .status,
    ).toBe(404);
    expect((await api(tenant, '/menu/upload', { body: { kinds: ['delivery'] } })).status).toBe(200);
    const priceOnMarketplace = async () => {
      const state = await fake('GET', '/_fake/state');
      const store = (
        state.body.stores as {
          id: string;
          menus: Record<string, { items: { id: string; price_info: { price: number } }[] }>;
        }[]
      ).find((entry) => entry.id === merchant.storeIds[0]);
      return store?.menus.MENU_TYPE_FULFILLMENT_DELIVERY?.items.find((item) => item.id === menu.bread)
        ?.price_info.price;
    };
    expect(await priceOnMarketplace()).toBe(990);
    const rolledBack = await api(tenant, '/menu/rollback', { body: {} });
    expect(rolledBack.status, JSON.stringify(rolledBack.body)).toBe(200);
    expect(await priceOnMarketplace()).toBe(750);
  });
});

describe('marketplace orders', { timeout: 120_000 }, () => {
  it('creates the order once, numbered, with the marketplace cart items, however often the event comes', async () => {
    const placed = await placeOnMarketplace(merchant.storeIds[0] ?? '', {
      items: [
        { id: menu.bread, quantity: 2 },
        { id: `${menu.pizza}~large`, quantity: 1, special_instructions: 'Well done' },
      ],
    });
    await expect
      .poll(async () => (await orderData(tenant, placed.id))?.displayNumber, { timeout: 20_000 })
      .toBeTruthy();
    const order = await orderData(tenant, placed.id);
    expect(order).toMatchObject({
      source: 'uberEats',
      status: { code: 'new' },
      marketplace: {
        displayId: placed.display_id,
        status: 'CREATED',
        deliveryChannel: 'DELIVERY_BY_MARKETPLACE',
        itemTotal: 3500,
        grandTotal: 3500,
        items: [
          { specId: menu.bread, name: 'Garlic bread', price: 750, quantity: 2 },
          { specId: menu.pizza, price: 2000, quantity: 1, sizeId: 'large', sizeName: 'Large' },
        ],
      },
      cart: { itemTotal: 3500, grandTotal: 3500, collection: { type: 'pickup' } },
    });
    expect(order?.cart.items[1]?.selection).toMatchObject({
      type: 'pizza',
      specId: menu.pizza,
      sizeId: 'large',
      comments: 'Well done',
    });
    // The fake records a delivery when our answer reaches it, which can be after the order (and its
    // number) is already stored: wait for the acknowledged delivery itself.
    const acknowledged = async () =>
      (
        (await fake('GET', '/_fake/webhooks')).body.deliveries as {
          eventId: string;
          resourceId: string;
          status: number | string;
        }[]
      ).find((entry) => entry.resourceId === placed.id && entry.status === 200)?.eventId;
    await expect.poll(acknowledged, { timeout: 20_000 }).toBeTruthy();
    const eventId = await acknowledged();
    for (let replay = 0; replay < 3; replay += 1)
      expect((await fake('POST', `/_fake/webhooks/${eventId}/replay`)).status).toBe(200);
    const after = await orderData(tenant, placed.id);
    expect(after?.statusHistory).toHaveLength(1);
    expect(after?.displayNumber).toBe(order?.displayNumber);
    const events = await firestore().collection('marketplaceEvents').where('orderId', '==', placed.id).get();
    expect(events.docs.map((doc) => doc.get('effect'))).toEqual(['created']);
  });

  it('applies a cancellation that arrives before its order notification once, ending cancelled', async () => {
    await fake('POST', '/_fake/webhooks/hold', { hold: true });
    const placed = await placeOnMarketplace(merchant.storeIds[0] ?? '');
    expect((await fake('POST', `/_fake/orders/${placed.id}/cancel`)).status).toBe(200);
    await fake('POST', '/_fake/webhooks/hold', { hold: false, release: 'reverse' });
    await expect
      .poll(
        async () => {
          const events = await firestore()
            .collection('marketplaceEvents')
            .where('orderId', '==', placed.id)
            .get();
          return events.docs.map((doc) => `${doc.get('eventType')}:${doc.get('effect')}`).sort();
        },
        { timeout: 20_000 },
      )
      .toEqual(['orders.cancel:cancelled', 'orders.notification:unchanged']);
    const order = await orderData(tenant, placed.id);
    expect(order?.status.code).toBe('cancelled');
    expect(order?.statusHistory).toHaveLength(1);
  });

  it('accepts before the auto-cancel (the kitchen gets its ticket), marks ready; an unanswered order is cancelled', async () => {
    const accepted = await placeOnMarketplace(merchant.storeIds[0] ?? '', { auto_cancel_ms: 15_000 });
    const ignored = await placeOnMarketplace(merchant.storeIds[0] ?? '', { auto_cancel_ms: 16_000 });
    await expect
      .poll(async () => (await orderData(tenant, accepted.id))?.status?.code, { timeout: 20_000 })
      .toBe('new');
    const answer = await api(tenant, `/orders/${accepted.id}/accept`, { body: { readyInMinutes: 20 } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const again = await api(tenant, `/orders/${accepted.id}/accept`, { body: {} });
    expect(again.status).toBe(409);
    await expect
      .poll(
        async () =>
          (
            await firestore()
              .doc(`${storePath(tenant)}/kdsTickets/${accepted.id}`)
              .get()
          ).get('status'),
        { timeout: 20_000 },
      )
      .toBe('NEW');
    // The marketplace cancels the order nobody answered, and tells us.
    await expect
      .poll(async () => (await orderData(tenant, ignored.id))?.status?.code, { timeout: 30_000 })
      .toBe('cancelled');
    expect((await orderData(tenant, accepted.id))?.status.code).toBe('accepted');
    expect((await fake('GET', '/_fake/state')).body.orders).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: accepted.id, current_state: 'ACCEPTED' })]),
    );
    const delayed = await api(tenant, `/orders/${accepted.id}/delay`, { body: { delayInMinutes: 10 } });
    expect(delayed.status, JSON.stringify(delayed.body)).toBe(200);
    const adjusted = await api(tenant, `/orders/${accepted.id}/adjust-price`, {
      body: { amountInCents: -200, reason: 'No olives left' },
    });
    expect(adjusted.status, JSON.stringify(adjusted.body)).toBe(200);
    expect((await orderData(tenant, accepted.id))?.marketplace.priceAdjustmentsInCents).toEqual([-200]);
    const ready = await api(tenant, `/orders/${accepted.id}/mark-as-ready`, { body: {} });
    expect(ready.status, JSON.stringify(ready.body)).toBe(200);
    expect((await orderData(tenant, accepted.id))?.marketplace.status).toBe('READY_FOR_PICKUP');
  });

  it('denies with a reason through the staff screens’ generic reject', async () => {
    const placed = await placeOnMarketplace(merchant.storeIds[0] ?? '');
    await expect
      .poll(async () => (await orderData(tenant, placed.id))?.status?.code, { timeout: 20_000 })
      .toBe('new');
    const rejected = await callApi(
      `/api/orders/restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/orders/${placed.id}/reject`,
      { token: tenant.owner.idToken, body: { reason: 'Out of dough' } },
    );
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    const state = await fake('GET', '/_fake/state');
    expect(
      (state.body.orders as { id: string; current_state: string; deny_reason?: unknown }[]).find(
        (entry) => entry.id === placed.id,
      ),
    ).toMatchObject({
      current_state: 'DENIED',
      deny_reason: { code: 'OTHER', explanation: 'Out of dough' },
    });
    expect(await orderData(tenant, placed.id)).toMatchObject({
      status: { code: 'rejected' },
      marketplace: { status: 'REJECTED' },
    });
  });

  it('cancels our order and its kitchen ticket when the marketplace cancels an accepted order', async () => {
    const placed = await placeOnMarketplace(merchant.storeIds[0] ?? '');
    await expect
      .poll(async () => (await orderData(tenant, placed.id))?.status?.code, { timeout: 20_000 })
      .toBe('new');
    expect((await api(tenant, `/orders/${placed.id}/accept`, { body: {} })).status).toBe(200);
    const ticket = firestore().doc(`${storePath(tenant)}/kdsTickets/${placed.id}`);
    await expect.poll(async () => (await ticket.get()).get('status'), { timeout: 20_000 }).toBe('NEW');
    expect((await fake('POST', `/_fake/orders/${placed.id}/cancel`)).status).toBe(200);
    await expect
      .poll(async () => (await orderData(tenant, placed.id))?.status?.code, { timeout: 20_000 })
      .toBe('cancelled');
    await expect.poll(async () => (await ticket.get()).get('status'), { timeout: 20_000 }).toBe('CANCELLED');
  });

  it('lists and syncs the store’s marketplace orders for its staff only', async () => {
    const listed = await api(tenant, '/orders');
    expect(listed.status).toBe(200);
    expect((listed.body.orders as { source: string }[]).every((order) => order.source === 'uberEats')).toBe(
      true,
    );
    expect((listed.body.orders as unknown[]).length).toBeGreaterThanOrEqual(4);
    expect((await api(tenant, '/orders', { token: other.owner.idToken })).status).toBe(403);
    const anyOrder = (listed.body.orders as { id: string }[])[0]?.id;
    expect(
      (await api(tenant, `/orders/${anyOrder}/accept`, { token: other.owner.idToken, body: {} })).status,
    ).toBe(403);
    const synced = await api(tenant, '/orders/sync', { body: {} });
    expect(synced.status, JSON.stringify(synced.body)).toBe(200);
  });

  it('revokes access: the store is unlinked and the merchant tokens are gone', async () => {
    const revoked = await api(tenant, '/revoke-access', { body: {} });
    expect(revoked.status).toBe(200);
    expect(
      (await firestore().doc(`marketplaceCredentials/${tenant.restaurantId}__${tenant.storeId}`).get())
        .exists,
    ).toBe(false);
    expect((await api(tenant, '/stores')).status).toBe(409);
    expect((await api(tenant, '/integration-details')).body).toMatchObject({ status: 'notConnected' });
  });
});
