import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firestore } from './support/admin';
import {
  callApi,
  FUNCTIONS_DIRECT_URL,
  HOSTING_URL,
  signUpTestUser,
  type TestUser,
} from './support/emulators';
import { createOrderingStore, type OrderingStoreFixture } from './support/onlineOrdering';
import { addRestaurantMember, createTenant, type Tenant } from './support/tenants';

/**
 * Order with Google through the real API, the emulated Firestore and order trigger, and the fake
 * Google the fakes process runs on 12182: it signs its webhook calls (RS256, its JWKS) and takes our
 * order updates with the service account's token. Tokens that are not Google's for our project are
 * refused; the cart is checked against the published menu with Google's error codes; a submit makes
 * one order however often it comes; each status change reaches Google once.
 */
const FAKE = 'http://127.0.0.1:12182';

let store: OrderingStoreFixture;
let closedStore: OrderingStoreFixture;
let offStore: OrderingStoreFixture;
let staff: TestUser;
let stranger: Tenant;

const merchant = (fixture: OrderingStoreFixture) => `${fixture.restaurantId}/${fixture.storeId}`;
/** water 2 × $3.00, a small margherita, a burger with tomato sauce and bacon: $35.50 at our prices. */
const LINES = [
  { id: 'l1', offerId: 'water', name: 'Water', quantity: 2, priceCents: 600 },
  { id: 'l2', offerId: 'margherita/S', name: 'Margherita (S)', quantity: 1, priceCents: 1200 },
  {
    id: 'l3',
    offerId: 'burger',
    name: 'Burger',
    quantity: 1,
    priceCents: 1750,
    options: [
      { offerId: 'sauce/tomato', name: 'Tomato' },
      { offerId: 'extras/bacon', name: 'Bacon' },
    ],
  },
];

type Structured = {
  checkoutResponse?: { proposedOrder: { totalPrice: { amount: { units: string; nanos: number } } } };
  error?: {
    foodOrderErrors: { error: string; id?: string; description: string }[];
    correctedProposedOrder?: { cart: { lineItems: { id: string; price: { amount: { units: string } } }[] } };
  };
  orderUpdate?: {
    actionOrderId: string;
    orderState: { state: string };
    receipt?: { userVisibleOrderId: string };
    rejectionInfo?: { reason: string };
  };
};
const structured = (response: unknown): Structured =>
  (response as { finalResponse: { richResponse: { items: { structuredResponse: Structured }[] } } })
    .finalResponse.richResponse.items[0]?.structuredResponse as Structured;

async function fake<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${FAKE}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await response.json()) as T;
}
type Checkout = { checkoutId: string; status: number; response: unknown; request: unknown };
const checkout = (fixture: OrderingStoreFixture, lines = LINES) =>
  fake<Checkout>('/_fake/checkout', { merchantId: merchant(fixture), lines });
const submit = (checkoutId: string, googleOrderId: string) =>
  fake<{ status: number; response: unknown }>('/_fake/submit', { checkoutId, googleOrderId });
const updatesOf = (googleOrderId: string) =>
  fake<{ state: string; accepted: boolean }[]>(`/_fake/updates?googleOrderId=${googleOrderId}`);
const orderRef = (orderId: string) =>
  firestore().doc(`restaurants/${store.restaurantId}/stores/${store.storeId}/orders/${orderId}`);
const action = (orderId: string, name: string, token = staff.idToken, body: unknown = {}) =>
  callApi(`/api/orders/restaurants/${store.restaurantId}/stores/${store.storeId}/orders/${orderId}/${name}`, {
    token,
    body,
  });
const markReady = (orderId: string, token = staff.idToken) =>
  callApi(
    `/api/google-ordering/restaurants/${store.restaurantId}/stores/${store.storeId}/orders/${orderId}/mark-ready`,
    {
      token,
      body: {},
    },
  );
const freshGoogleOrderId = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

async function placed(): Promise<{ googleOrderId: string; orderId: string }> {
  const googleOrderId = freshGoogleOrderId();
  const made = await checkout(store);
  expect(made.status).toBe(200);
  const submitted = await submit(made.checkoutId, googleOrderId);
  expect(submitted.status).toBe(200);
  return { googleOrderId, orderId: String(structured(submitted.response).orderUpdate?.actionOrderId) };
}

beforeAll(async () => {
  [store, closedStore, offStore, staff, stranger] = await Promise.all([
    createOrderingStore({ googleFoodOrdering: true }),
    createOrderingStore({ googleFoodOrdering: true, closed: true, soldOut: ['water'] }),
    createOrderingStore({ googleFoodOrdering: false }),
    signUpTestUser('google-staff'),
    createTenant('google-stranger'),
  ]);
  await addRestaurantMember(store.restaurantId, staff, 'user');
});
afterAll(async () => undefined);

describe('the fulfillment webhook refuses what Google did not sign for our project', () => {
  it.each(['none', 'expired', 'wrongAudience', 'wrongIssuer', 'badSignature', 'otherKey'])(
    'a %s token is 401 and nothing is read',
    async (mode) => {
      const made = await checkout(store);
      const { token } = await fake<{ token: string }>(`/_fake/token?mode=${mode}`);
      const response = await fetch(`${FUNCTIONS_DIRECT_URL}/google-ordering/fulfillment`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(mode === 'none' ? {} : { authorization: `Bearer ${token}` }),
        },
        body: JSON.stringify(made.request),
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ title: 'Not signed by Google' });
    },
  );

  it('a good token is answered through Hosting too (the session check leaves it alone)', async () => {
    const made = await checkout(store);
    const { token } = await fake<{ token: string }>('/_fake/token?mode=valid');
    const response = await fetch(`${HOSTING_URL}/api/google-ordering/fulfillment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify(made.request),
    });
    expect(response.status).toBe(200);
    expect(structured(await response.json()).checkoutResponse).toBeDefined();
  });
});

describe('checkout', () => {
  it('proposes the order at our prices', async () => {
    const made = await checkout(store);
    expect(made.status).toBe(200);
    const proposed = structured(made.response).checkoutResponse?.proposedOrder;
    expect(proposed?.totalPrice.amount).toMatchObject({ units: '35', nanos: 500_000_000 });
  });

  it('answers a price Google shows wrongly with PRICE_CHANGED and the corrected order', async () => {
    const made = await checkout(store, [
      { ...LINES[0], priceCents: 500 } as (typeof LINES)[number],
      LINES[1] as (typeof LINES)[number],
    ]);
    const error = structured(made.response).error;
    expect(error?.foodOrderErrors).toEqual([expect.objectContaining({ error: 'PRICE_CHANGED', id: 'l1' })]);
    expect(
      error?.correctedProposedOrder?.cart.lineItems.find((line) => line.id === 'l1')?.price.amount.units,
    ).toBe('6');
  });

  it('says CLOSED for a closed store, AVAILABILITY_CHANGED for a sold-out item, NOT_FOUND for an offer not ours', async () => {
    const made = await checkout(closedStore, [
      LINES[0] as (typeof LINES)[number],
      { id: 'l9', offerId: 'caviar', name: 'Caviar', quantity: 1, priceCents: 9900 },
    ]);
    const errors = structured(made.response).error?.foodOrderErrors ?? [];
    expect(errors.map((error) => error.error)).toEqual(
      expect.arrayContaining(['CLOSED', 'AVAILABILITY_CHANGED', 'NOT_FOUND']),
    );
    expect(errors.find((error) => error.error === 'AVAILABILITY_CHANGED')?.id).toBe('l1');
    expect(errors.find((error) => error.error === 'NOT_FOUND')?.id).toBe('l9');
  });

  it('a store that has not switched Order with Google on is CLOSED to it', async () => {
    const made = await checkout(offStore);
    expect(structured(made.response).error?.foodOrderErrors.map((error) => error.error)).toContain('CLOSED');
  });
});

describe('submit and status updates', () => {
  it('makes one order however often Google submits it, numbered like every order', async () => {
    const googleOrderId = freshGoogleOrderId();
    const made = await checkout(store);
    const [first, second] = await Promise.all([
      submit(made.checkoutId, googleOrderId),
      submit(made.checkoutId, googleOrderId),
    ]);
    const third = await submit(made.checkoutId, googleOrderId);
    const updates = [first, second, third].map((answer) => structured(answer.response).orderUpdate);
    expect(updates.map((update) => update?.orderState.state)).toEqual(['CREATED', 'CREATED', 'CREATED']);
    expect(new Set(updates.map((update) => update?.actionOrderId))).toEqual(
      new Set([`google_${googleOrderId}`]),
    );
    const orders = await firestore()
      .collection(`restaurants/${store.restaurantId}/stores/${store.storeId}/orders`)
      .where('google.googleOrderId', '==', googleOrderId)
      .get();
    expect(orders.size).toBe(1);
    const order = orders.docs[0]?.data() ?? {};
    expect(order).toMatchObject({
      source: 'googleFoodOrdering',
      status: { code: 'new' },
      customer: { name: 'Riley Google', mobile: '+61412000111' },
      totals: { grandTotal: 3550 },
      cart: { collection: { type: 'pickup' }, paymentType: 'inStore' },
    });
    await expect
      .poll(async () => (await orderRef(`google_${googleOrderId}`).get()).get('displayNumber'), {
        timeout: 20_000,
      })
      .toMatch(/\S/);
  });

  it('refuses a submit whose total is not the proposed one', async () => {
    const made = await checkout(store, [{ ...LINES[0], priceCents: 500 } as (typeof LINES)[number]]);
    // Google proposes nothing when we answered with an error: the fake cannot submit it.
    expect(structured(made.response).checkoutResponse).toBeUndefined();
  });

  it('tells Google CONFIRMED, READY_FOR_PICKUP and FULFILLED once each', async () => {
    const { googleOrderId, orderId } = await placed();
    expect((await action(orderId, 'accept', staff.idToken, { etaInMinutes: 15 })).status).toBe(200);
    await expect
      .poll(async () => (await updatesOf(googleOrderId)).map((update) => update.state), { timeout: 30_000 })
      .toEqual(['CONFIRMED']);
    const ready = await markReady(orderId);
    expect(ready.status, JSON.stringify(ready.body)).toBe(200);
    // Pressed again: the same answer and no second update.
    expect((await markReady(orderId)).body).toEqual(ready.body);
    await expect
      .poll(async () => (await updatesOf(googleOrderId)).map((update) => update.state), { timeout: 30_000 })
      .toEqual(['CONFIRMED', 'READY_FOR_PICKUP']);
    // Paid at the store on pickup, as every Google order.
    expect((await action(orderId, 'complete', staff.idToken, { paidWith: { method: 'card' } })).status).toBe(
      200,
    );
    await expect
      .poll(async () => (await updatesOf(googleOrderId)).map((update) => update.state), { timeout: 30_000 })
      .toEqual(['CONFIRMED', 'READY_FOR_PICKUP', 'FULFILLED']);
    // A later write that changes nothing Google cares about sends nothing.
    await orderRef(orderId).update({ 'google.note': 'touched' });
    const records = await firestore()
      .collection(`restaurants/${store.restaurantId}/stores/${store.storeId}/googleOrderUpdates`)
      .where('orderId', '==', orderId)
      .get();
    await expect
      .poll(async () =>
        (
          await firestore()
            .collection(`restaurants/${store.restaurantId}/stores/${store.storeId}/googleOrderUpdates`)
            .where('orderId', '==', orderId)
            .get()
        ).docs
          .map((doc) => `${doc.get('state')}:${doc.get('status')}`)
          .sort(),
      )
      .toEqual(['CONFIRMED:sent', 'FULFILLED:sent', 'READY_FOR_PICKUP:sent']);
    expect(records.size).toBe(3);
    expect((await updatesOf(googleOrderId)).every((update) => update.accepted)).toBe(true);
  });

  it('tells Google REJECTED with the reason when staff reject it', async () => {
    const { googleOrderId, orderId } = await placed();
    expect((await action(orderId, 'reject', staff.idToken, { reason: 'Out of dough' })).status).toBe(200);
    await expect
      .poll(
        async () => (await updatesOf(googleOrderId)).map((update) => `${update.state}:${update.accepted}`),
        {
          timeout: 30_000,
        },
      )
      .toEqual(['REJECTED:true']);
  });

  it('an update Google could not take is kept as failed and sent again by staff, once', async () => {
    const { googleOrderId, orderId } = await placed();
    await fake('/_fake/outage', { down: true });
    try {
      expect((await action(orderId, 'accept', staff.idToken, { etaInMinutes: 15 })).status).toBe(200);
      const claim = firestore().doc(
        `restaurants/${store.restaurantId}/stores/${store.storeId}/googleOrderUpdates/${orderId}__CONFIRMED`,
      );
      await expect.poll(async () => (await claim.get()).get('status'), { timeout: 30_000 }).toBe('failed');
      expect((await claim.get()).get('error')).toMatch(/UNAVAILABLE/);
    } finally {
      await fake('/_fake/outage', { down: false });
    }
    const resend = (token = staff.idToken) =>
      callApi(
        `/api/google-ordering/restaurants/${store.restaurantId}/stores/${store.storeId}/orders/${orderId}/updates/CONFIRMED/resend`,
        { token, body: {} },
      );
    expect((await resend(stranger.owner.idToken)).status).toBe(403);
    const first = await resend();
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toEqual({ status: 'sent' });
    expect((await resend()).status).toBe(409);
    expect(
      (await updatesOf(googleOrderId)).filter((update) => update.accepted).map((update) => update.state),
    ).toEqual(['CONFIRMED']);
  });

  it('mark-ready: only for an accepted order, only by the store', async () => {
    const { orderId } = await placed();
    const early = await markReady(orderId);
    expect(early.status).toBe(409);
    expect(String(early.body.message)).toMatch(/Accept the order/);
    expect((await markReady(orderId, stranger.owner.idToken)).status).toBe(403);
    expect((await markReady('google_nope')).status).toBe(404);
  });
});
