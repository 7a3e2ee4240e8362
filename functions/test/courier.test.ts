import { createHmac, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  priceOnlineOrder,
  ZOnlineOrderDocument,
  ZOrderCourierDelivery,
  ZPlaceOrderRequest,
} from '@resto/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firestore } from './support/admin';
import { callApi, FUNCTIONS_DIRECT_URL, signUpTestUser, type TestUser } from './support/emulators';
import {
  createOrderingStore,
  FAR_ADDRESS,
  freshMobile,
  LINES,
  NEAR_ADDRESS,
  type OrderingStoreFixture,
  orderBody,
  ordersPath,
  signInAnonymously,
} from './support/onlineOrdering';
import { addRestaurantMember, createTenant, type Tenant } from './support/tenants';

/**
 * Delivery by the courier service through the real API, the emulated Firestore and order trigger,
 * and the fake Uber Direct the fakes process runs on 12183 (its robo courier sends signed webhooks to
 * the functions emulator): the checkout's quote and its expiry, booking on accept with one delivery
 * however often it is asked, the courier's notifications (signature, replay, order), failures shown
 * with the catalogue's words, cancel and proof of delivery, and other tenants kept out.
 */
const FAKE = 'http://127.0.0.1:12183';

let store: OrderingStoreFixture;
let staff: TestUser;
let stranger: Tenant;
let customer: { uid: string; idToken: string };

async function fake(path: string, body: unknown = {}) {
  const response = await fetch(`${FAKE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Record<string, unknown>;
}
async function fakeDeliveries(): Promise<{ id: string; external_id: string; status: string }[]> {
  return (await (await fetch(`${FAKE}/_fake/deliveries`)).json()) as {
    id: string;
    external_id: string;
    status: string;
  }[];
}

const base = (fixture: Pick<OrderingStoreFixture, 'restaurantId' | 'storeId'>) =>
  `/api/uber-direct/restaurants/${fixture.restaurantId}/stores/${fixture.storeId}`;
const orderDoc = (orderId: string) =>
  firestore().doc(`restaurants/${store.restaurantId}/stores/${store.storeId}/orders/${orderId}`);
const courierOf = async (orderId: string) =>
  (await orderDoc(orderId).get()).get('courierDelivery') as Record<string, unknown> | undefined;

function signingKey(): string {
  const text = readFileSync(join(__dirname, '..', '.secret.local'), 'utf8');
  const match = /^UBER_DIRECT_WEBHOOK_SIGNING_KEY=(.*)$/m.exec(text);
  if (!match?.[1]) throw new Error('UBER_DIRECT_WEBHOOK_SIGNING_KEY missing from functions/.secret.local');
  return match[1].trim();
}

async function notify(body: string, signature: string, kind = 'delivery-status') {
  const response = await fetch(`${FUNCTIONS_DIRECT_URL}/uber-direct/notifications/${kind}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-uber-signature': signature },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
const sign = (body: string) => createHmac('sha256', signingKey()).update(body).digest('hex');

async function quote(address = NEAR_ADDRESS) {
  return callApi(`${base(store)}/quote/create`, {
    token: customer.idToken,
    body: { deliveryAddress: address },
  });
}

/** Places a delivery order priced with a fresh quote; answers the order id and what was charged. */
async function placeCourierOrder(): Promise<{ orderId: string; fee: number; grandTotal: number }> {
  const quoted = await quote();
  expect(quoted.status).toBe(200);
  const fee = Number(quoted.body.fee);
  const draft = orderBody({
    collectionType: 'delivery',
    paymentType: 'cashOnDelivery',
    deliveryAddress: NEAR_ADDRESS,
    lines: [LINES.basic],
    courierQuoteId: String(quoted.body.quoteId),
    customer: { name: 'Sam Diner', mobile: freshMobile(), email: 'sam@example.com' },
  });
  // The domain's price with the courier's fee (the area passes it on on top of its own $5.00).
  const priced = priceOnlineOrder(store.menu, ZPlaceOrderRequest.parse(draft), new Date(), {}, { fee });
  expect(priced.totals.deliveryCharge).toBe(500 + fee);
  const expected = priced.totals.grandTotal;
  const body = { ...draft, expectedTotalInCents: expected };
  const placed = await callApi(ordersPath(store), { token: customer.idToken, body });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return { orderId: body.orderId, fee, grandTotal: expected };
}

async function accept(orderId: string) {
  return callApi(
    `/api/orders/restaurants/${store.restaurantId}/stores/${store.storeId}/orders/${orderId}/accept`,
    { token: staff.idToken, body: {} },
  );
}

beforeAll(async () => {
  store = await createOrderingStore({
    settings: {
      delivery: {
        provider: 'courierService',
        minOrderValue: 0,
        suburbs: [],
        areas: [
          {
            id: 'bondi',
            name: 'Bondi',
            deliveryCharges: 500,
            minOrderValue: 2000,
            shouldApplyThirdPartyDeliveryFee: true,
            polygon: [
              { latitude: '-33.880', longitude: '151.260' },
              { latitude: '-33.880', longitude: '151.290' },
              { latitude: '-33.900', longitude: '151.290' },
              { latitude: '-33.900', longitude: '151.260' },
            ],
          },
        ],
      },
    },
  });
  staff = await signUpTestUser('courier-staff');
  await addRestaurantMember(store.restaurantId, staff, 'user');
  stranger = await createTenant('courier-stranger');
  customer = await signInAnonymously();
  // A quick robo courier for these tests (the default pace is for people watching the demo).
  await fake('/_fake/config', { stepMs: 400, courierUpdateMs: 150, paused: false, quoteTtlMs: 900_000 });
}, 180_000);

afterAll(async () => {
  await fake('/_fake/config', { stepMs: 8000, courierUpdateMs: 2000, paused: false, quoteTtlMs: 900_000 });
});

describe('the checkout quote', () => {
  it("prices delivery with the courier's quote the customer saw", { timeout: 240_000 }, async () => {
    const quoted = await quote();
    expect(quoted.status).toBe(200);
    expect(quoted.body).toMatchObject({ quoteId: expect.stringMatching(/^dqt_/), fee: expect.any(Number) });
    const stored = await firestore()
      .doc(`courierQuotes/${String(quoted.body.quoteId)}`)
      .get();
    expect(stored.get('storeId')).toBe(store.storeId);

    const { orderId, fee, grandTotal } = await placeCourierOrder();
    const order = ZOnlineOrderDocument.parse((await orderDoc(orderId).get()).data());
    expect(order.deliveryProvider).toBe('courierService');
    expect(order.totals.deliveryCharge).toBe(500 + fee);
    expect(order.totals.grandTotal).toBe(grandTotal);
    expect(order.courierQuote?.fee).toBe(fee);
  });

  it('refuses a delivery order without a quote, and an address the courier cannot reach', {
    timeout: 240_000,
  }, async () => {
    const without = await callApi(ordersPath(store), {
      token: customer.idToken,
      body: orderBody({
        collectionType: 'delivery',
        paymentType: 'cashOnDelivery',
        deliveryAddress: NEAR_ADDRESS,
        expectedTotalInCents: 2550,
      }),
    });
    expect(without.status).toBe(400);
    expect(JSON.stringify(without.body)).toContain('courierQuoteNeeded');
    const far = await quote(FAR_ADDRESS);
    expect(far.status).toBe(400);
  });

  it('does not let a quote for one address price another', { timeout: 240_000 }, async () => {
    const quoted = await quote();
    const elsewhere = {
      ...NEAR_ADDRESS,
      formattedAddress: '50 Campbell Parade, Bondi Beach NSW 2026',
      geoPoint: { latitude: '-33.8905', longitude: '151.2770' },
    };
    const placed = await callApi(ordersPath(store), {
      token: customer.idToken,
      body: orderBody({
        collectionType: 'delivery',
        paymentType: 'cashOnDelivery',
        deliveryAddress: elsewhere,
        expectedTotalInCents: 2550 + Number(quoted.body.fee),
        courierQuoteId: String(quoted.body.quoteId),
      }),
    });
    // The typed address geocodes elsewhere than the quoted one: no quote for it, nothing stored.
    expect([400, 409]).toContain(placed.status);
  });

  it('refuses an expired quote as a change, so the checkout asks again and shows the new fee', {
    timeout: 240_000,
  }, async () => {
    await fake('/_fake/config', { quoteTtlMs: 30_000 });
    try {
      const quoted = await quote();
      const body = orderBody({
        collectionType: 'delivery',
        paymentType: 'cashOnDelivery',
        deliveryAddress: NEAR_ADDRESS,
        expectedTotalInCents: 2550 + Number(quoted.body.fee),
        courierQuoteId: String(quoted.body.quoteId),
      });
      const placed = await callApi(ordersPath(store), { token: customer.idToken, body });
      expect(placed.status).toBe(409);
      expect(JSON.stringify(placed.body)).toContain('courierQuoteExpired');
      expect((await orderDoc(body.orderId).get()).exists).toBe(false);
    } finally {
      await fake('/_fake/config', { quoteTtlMs: 900_000 });
    }
  });
});

describe('booking the courier', () => {
  it('books once on accept, and the robo courier delivers it through signed notifications', {
    timeout: 240_000,
  }, async () => {
    const { orderId } = await placeCourierOrder();
    expect((await accept(orderId)).status).toBe(200);
    await expect
      .poll(async () => (await courierOf(orderId))?.bookingState, { timeout: 120_000 })
      .toBe('booked');
    const first = await courierOf(orderId);
    // Asked again (a second press, a retried request): the same delivery, none more at the courier.
    const again = await callApi(`${base(store)}/delivery/create`, {
      token: staff.idToken,
      body: { orderId },
    });
    expect(again.status).toBe(200);
    expect((again.body.courierDelivery as Record<string, unknown>).deliveryId).toBe(first?.deliveryId);
    expect(
      (await fakeDeliveries()).filter((delivery) => delivery.external_id.endsWith(`/${orderId}`)),
    ).toHaveLength(1);

    await expect
      .poll(async () => (await courierOf(orderId))?.providerStatus, { timeout: 120_000, interval: 200 })
      .toBe('delivered');
    const delivered = ZOrderCourierDelivery.parse(await courierOf(orderId));
    expect(delivered.status).toBe('COMPLETED');
    expect(delivered.courier?.location?.lat).toBeCloseTo(-33.89, 2);

    const proof = await callApi(
      `${base(store)}/deliveries/${String(delivered.deliveryId)}/proof_of_delivery`,
      { token: staff.idToken },
    );
    expect(proof.status).toBe(200);
    expect(Buffer.from(String(proof.body.document), 'base64').subarray(1, 4).toString('ascii')).toBe('PNG');
  });

  it('shows staff the catalogue error with what to do, and books when asked again', {
    timeout: 240_000,
  }, async () => {
    await fake('/_fake/config', { paused: true });
    try {
      const { orderId } = await placeCourierOrder();
      await fake('/_fake/fail-next', { code: 'couriers_busy' });
      expect((await accept(orderId)).status).toBe(200);
      await expect
        .poll(async () => (await courierOf(orderId))?.bookingState, { timeout: 120_000 })
        .toBe('failed');
      const failed = ZOrderCourierDelivery.parse(await courierOf(orderId));
      expect(failed.failure?.title).toBe('Uber Delivery Request Failed');
      expect(failed.failure?.whatToDo).toMatch(/Book again in a few minutes/);

      await fake('/_fake/fail-next', { code: 'couriers_busy' });
      const refused = await callApi(`${base(store)}/delivery/create`, {
        token: staff.idToken,
        body: { orderId },
      });
      expect(refused.status).toBe(502);
      expect(refused.body.title).toBe('Uber Delivery Request Failed');

      const booked = await callApi(`${base(store)}/delivery/create`, {
        token: staff.idToken,
        body: { orderId },
      });
      expect(booked.status).toBe(200);
      expect(booked.body.courierDelivery).toMatchObject({ bookingState: 'booked', attempt: 3 });

      // Before pickup staff can call the courier off.
      const deliveryId = String((booked.body.courierDelivery as Record<string, unknown>).deliveryId);
      const cancelled = await callApi(`${base(store)}/delivery/${deliveryId}/cancel`, {
        token: staff.idToken,
        body: {},
      });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.courierDelivery).toMatchObject({
        bookingState: 'cancelled',
        providerStatus: 'canceled',
      });
    } finally {
      await fake('/_fake/config', { paused: false });
    }
  });

  it("keeps other tenants' staff away from the store's courier", { timeout: 240_000 }, async () => {
    const { orderId } = await placeCourierOrder();
    const denied = await callApi(`${base(store)}/delivery/create`, {
      token: stranger.owner.idToken,
      body: { orderId },
    });
    expect(denied.status).toBe(403);
    const ownStore = await callApi(`${base(stranger)}/delivery/create`, {
      token: stranger.owner.idToken,
      body: { orderId },
    });
    expect(ownStore.status).toBe(404);
    expect(await courierOf(orderId)).toBeUndefined();
  });
});

describe('courier notifications', () => {
  it('refuse a bad signature, and a replayed or out-of-order one has one effect', {
    timeout: 240_000,
  }, async () => {
    await fake('/_fake/config', { paused: true });
    try {
      const { orderId } = await placeCourierOrder();
      expect((await accept(orderId)).status).toBe(200);
      await expect
        .poll(async () => (await courierOf(orderId))?.bookingState, { timeout: 120_000 })
        .toBe('booked');
      const deliveryId = String((await courierOf(orderId))?.deliveryId);
      const event = (status: string, created: string, id = `evt_${randomUUID()}`) =>
        JSON.stringify({
          kind: 'event.delivery_status',
          id,
          customer_id: 'cus_local_demo',
          delivery_id: deliveryId,
          status,
          created,
          live_mode: false,
          data: {
            id: deliveryId,
            status,
            courier_imminent: false,
            external_id: `${store.restaurantId}/${store.storeId}/${orderId}`,
            courier: { name: 'Robo Courier', location: { lat: -33.8912, lng: 151.2765 } },
          },
        });
      const pickedUp = event('pickup_complete', new Date(Date.now() + 1000).toISOString());
      const forged = await notify(pickedUp, sign(`${pickedUp} `));
      expect(forged.status).toBe(401);
      expect((await notify(pickedUp, '')).status).toBe(401);
      expect((await courierOf(orderId))?.providerStatus).toBe('pending');

      const applied = await notify(pickedUp, sign(pickedUp));
      expect(applied.body).toMatchObject({ received: true, applied: true });
      const after = await courierOf(orderId);
      const replay = await notify(pickedUp, sign(pickedUp));
      expect(replay.body).toMatchObject({ applied: false });
      // An older status arriving late (a new event id) moves nothing back.
      const late = event('pickup', new Date(Date.now() - 60_000).toISOString());
      expect((await notify(late, sign(late))).body).toMatchObject({ applied: false });
      expect(await courierOf(orderId)).toEqual(after);
      expect(after).toMatchObject({ providerStatus: 'pickup_complete', status: 'EN_ROUTE_TO_DROPOFF' });

      // Another order's external id in a signed event never reaches this tenant's orders.
      const strangerEvent = JSON.stringify({
        ...JSON.parse(pickedUp),
        id: `evt_${randomUUID()}`,
        data: {
          ...JSON.parse(pickedUp).data,
          external_id: `${stranger.restaurantId}/${stranger.storeId}/${orderId}`,
        },
      });
      expect((await notify(strangerEvent, sign(strangerEvent))).body).toMatchObject({ applied: false });
    } finally {
      await fake('/_fake/config', { paused: false });
    }
  });
});

describe('in-house delivery', () => {
  it('moves through the local delivery statuses from the staff screen', { timeout: 240_000 }, async () => {
    const inHouse = await createOrderingStore();
    await addRestaurantMember(inHouse.restaurantId, staff, 'user');
    const draft = orderBody({
      collectionType: 'delivery',
      paymentType: 'cashOnDelivery',
      deliveryAddress: NEAR_ADDRESS,
    });
    const body = {
      ...draft,
      expectedTotalInCents: priceOnlineOrder(inHouse.menu, ZPlaceOrderRequest.parse(draft), new Date()).totals
        .grandTotal,
    };
    expect((await callApi(ordersPath(inHouse), { token: customer.idToken, body })).status).toBe(200);
    const path = `/api/delivery/restaurants/${inHouse.restaurantId}/stores/${inHouse.storeId}/orders/${body.orderId}/local-delivery-status`;
    const early = await callApi(path, { token: staff.idToken, body: { status: 'OUT_FOR_DELIVERY' } });
    expect(early.status).toBe(409);
    const accepted = await callApi(
      `/api/orders/restaurants/${inHouse.restaurantId}/stores/${inHouse.storeId}/orders/${body.orderId}/accept`,
      { token: staff.idToken, body: {} },
    );
    expect(accepted.status).toBe(200);
    const out = await callApi(path, { token: staff.idToken, body: { status: 'OUT_FOR_DELIVERY' } });
    expect(out.body.localDelivery).toMatchObject({ status: 'OUT_FOR_DELIVERY' });
    const done = await callApi(path, { token: staff.idToken, body: { status: 'COMPLETED' } });
    expect(done.body.localDelivery).toMatchObject({ status: 'COMPLETED' });
    const backwards = await callApi(path, { token: staff.idToken, body: { status: 'PENDING' } });
    expect(backwards.status).toBe(409);
    const stranger2 = await callApi(path, { token: stranger.owner.idToken, body: { status: 'FAILED' } });
    expect(stranger2.status).toBe(403);
    const bad = await callApi(path, { token: staff.idToken, body: { status: 'LOST' } });
    expect(bad.status).toBe(400);
  });
});
