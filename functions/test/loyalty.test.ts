import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  creditCompletedOrder,
  restoreCalledOffOrder,
  reverseRefundedOrder,
  syncLoyaltyForOrderWrite,
} from '../src/loyalty/loyaltyLedger';
import { firestore } from './support/admin';
import {
  type AdminStore,
  createAdminStore,
  enableLoyalty,
  eventually,
  loyaltyBalance,
  startCouponsLoyaltyApi,
  type TestApi,
} from './support/couponsLoyalty';
import { signUpTestUser, type TestUser } from './support/emulators';
import { type LocalEmail, startLocalEmail } from './support/localEmail';
import {
  CUSTOMER,
  customerRecordWithOrders,
  orderBody,
  ordersPath,
  signInAnonymously,
} from './support/onlineOrdering';
import { orderWriteHandled } from './support/orderWriteRuns';
import { addRestaurantMember } from './support/tenants';

let api: TestApi;
let store: AdminStore;
let stranger: TestUser;

let email: LocalEmail;
beforeAll(async () => {
  email = await startLocalEmail();
  api = await startCouponsLoyaltyApi();
  store = await createAdminStore();
  stranger = await signUpTestUser('stranger');
  await enableLoyalty(store.restaurantId, { type: 'percentage', count: 10 });
});
afterAll(async () => {
  await email?.close();
  await api?.close();
});

const settingsPath = () => `/api/loyalty/restaurants/${store.restaurantId}/settings`;

async function placeAs(token: string, fields: Parameters<typeof orderBody>[0] = {}) {
  const body = orderBody(fields);
  const response = await api.call(ordersPath(store), { token, body });
  return { orderId: String(body.orderId), response };
}

async function act(orderId: string, action: string, body: unknown = {}) {
  return api.call(
    `/api/orders/restaurants/${store.restaurantId}/stores/${store.storeId}/orders/${orderId}/${action}`,
    { token: store.admin.idToken, body },
  );
}

async function completeOrder(orderId: string) {
  expect((await act(orderId, 'accept', { etaInMinutes: 15 })).status).toBe(200);
  expect((await act(orderId, 'complete', { paidWith: { method: 'cash' } })).status).toBe(200);
}

function orderRef(orderId: string) {
  return firestore().doc(`restaurants/${store.restaurantId}/stores/${store.storeId}/orders/${orderId}`);
}

async function entryIds(customerUid: string): Promise<string[]> {
  const entries = await firestore()
    .collection(`restaurants/${store.restaurantId}/loyaltyCards/${customerUid}/entries`)
    .get();
  return entries.docs.map((doc) => doc.id).sort();
}

describe('loyalty settings API', () => {
  it('answers the defaults before anything is saved, to restaurant members only', async () => {
    const fresh = await createAdminStore();
    const response = await api.call(`/api/loyalty/restaurants/${fresh.restaurantId}/settings`, {
      token: fresh.admin.idToken,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ saved: false, settings: { enabled: false, type: 'percentage' } });
    expect((await api.call(settingsPath(), { token: stranger.idToken })).status).toBe(403);
    expect((await api.call(settingsPath())).status).toBe(401);
  });

  it('saves valid settings for admins; refuses bad ones by field and restaurant users', async () => {
    const restaurantUser = await signUpTestUser('loyalty-user');
    await addRestaurantMember(store.restaurantId, restaurantUser, 'user');
    const body = { enabled: true, type: 'percentage', count: 10, cardBg: '#1a2b3c' };
    const asUser = await api.call(settingsPath(), { method: 'PUT', token: restaurantUser.idToken, body });
    expect(asUser.status).toBe(403);
    const bad = await api.call(settingsPath(), {
      method: 'PUT',
      token: store.admin.idToken,
      body: { ...body, count: 150, cardBg: 'blue' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'count', message: 'A percentage reward must be at most 100' },
        { path: 'cardBg', message: 'Enter a colour like #fff or #1a2b3c' },
      ]),
    );
    const saved = await api.call(settingsPath(), { method: 'PUT', token: store.admin.idToken, body });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      saved: true,
      settings: { enabled: true, count: 10, cardBg: '#1a2b3c' },
    });
    const read = await api.call(settingsPath(), { token: restaurantUser.idToken });
    expect(read.body.settings).toMatchObject({ count: 10, isEnabledForOnline: true });
  });
});

describe('credits when an order completes', () => {
  it('credits once however often the handler runs (re-delivered trigger)', async () => {
    const customer = await signInAnonymously();
    const { orderId, response } = await placeAs(customer.idToken);
    expect(response.status).toBe(200);
    await completeOrder(orderId);
    const ref = { restaurantId: store.restaurantId, storeId: store.storeId, orderId };
    const outcomes = [await creditCompletedOrder(ref), await creditCompletedOrder(ref)];
    // The emulator's trigger may have got there first; either way exactly one credit exists.
    expect(outcomes.filter((outcome) => outcome === 'changed').length).toBeLessThanOrEqual(1);
    expect(outcomes.at(-1)).toBe('alreadyDone');
    const order = (await orderRef(orderId).get()).data();
    await syncLoyaltyForOrderWrite({
      ...ref,
      before: { ...order, status: { code: 'accepted' } },
      after: order,
    });
    expect(await loyaltyBalance(store.restaurantId, customer.uid)).toBe(205);
    expect(await entryIds(customer.uid)).toEqual([`earn_${orderId}`]);
  });

  it('the real trigger credits a completed order, and a later write to it changes nothing', async () => {
    const customer = await signInAnonymously();
    const { orderId } = await placeAs(customer.idToken);
    await completeOrder(orderId);
    // The emulator delivers triggers in its own time (tens of seconds when the suite is busy).
    const credited = async () => (await loyaltyBalance(store.restaurantId, customer.uid)) === 205;
    expect(await eventually(credited, 100_000)).toBe(true);
    const touched = await orderRef(orderId).update({ touchedByTest: true });
    // Once the trigger is done with that write: loyalty did not even look at it, and nothing changed.
    expect(await orderWriteHandled(orderRef(orderId), touched)).not.toContain('loyalty');
    expect(await loyaltyBalance(store.restaurantId, customer.uid)).toBe(205);
    expect(await entryIds(customer.uid)).toEqual([`earn_${orderId}`]);
  }, 130_000);

  it('earns nothing while loyalty is off, and nothing for an order never completed', async () => {
    const fresh = await createAdminStore();
    const customer = await signInAnonymously();
    const body = orderBody();
    await api.call(`/api/online-ordering/restaurants/${fresh.restaurantId}/stores/${fresh.storeId}/orders`, {
      token: customer.idToken,
      body,
    });
    const ref = { restaurantId: fresh.restaurantId, storeId: fresh.storeId, orderId: String(body.orderId) };
    expect(await creditCompletedOrder(ref)).toBe('nothingToDo');
    expect(await loyaltyBalance(fresh.restaurantId, customer.uid)).toBeUndefined();
  });
});

describe('refunds take credits back', () => {
  it('reverses the refunded share once, then the rest on a full refund, never below zero', async () => {
    const customer = await signInAnonymously();
    const { orderId } = await placeAs(customer.idToken);
    await completeOrder(orderId);
    const ref = { restaurantId: store.restaurantId, storeId: store.storeId, orderId };
    await creditCompletedOrder(ref);
    expect(await loyaltyBalance(store.restaurantId, customer.uid)).toBe(205);

    // Half refunded (as the refunds code records it), the handler delivered twice.
    await orderRef(orderId).update({ refundTotals: { refundedInCents: 1025, pendingInCents: 0 } });
    await reverseRefundedOrder(ref);
    await reverseRefundedOrder(ref);
    expect(
      await eventually(async () => (await loyaltyBalance(store.restaurantId, customer.uid)) === 102),
    ).toBe(true);
    await orderRef(orderId).update({
      refundTotals: { refundedInCents: 2050, pendingInCents: 0 },
      'payment.status': 'refundSuccess',
    });
    await reverseRefundedOrder(ref);
    await reverseRefundedOrder(ref);
    expect(await eventually(async () => (await loyaltyBalance(store.restaurantId, customer.uid)) === 0)).toBe(
      true,
    );
    const refunds = (await entryIds(customer.uid)).filter((id) => id.startsWith('refund_'));
    expect(refunds).toEqual([`refund_${orderId}_1025`, `refund_${orderId}_full`]);
  });
});

describe('spending credits at checkout', () => {
  async function customerWithCredits() {
    const customer = await signInAnonymously();
    const { orderId } = await placeAs(customer.idToken);
    await completeOrder(orderId);
    await creditCompletedOrder({ restaurantId: store.restaurantId, storeId: store.storeId, orderId });
    expect(await loyaltyBalance(store.restaurantId, customer.uid)).toBe(205);
    return customer;
  }

  it('takes the credits off the total and the card, in the order transaction', async () => {
    const customer = await customerWithCredits();
    const { orderId, response } = await placeAs(customer.idToken, {
      loyaltyRedemption: { credits: 205 },
      expectedTotalInCents: 1845,
    });
    expect(response.status).toBe(200);
    expect(response.body.totals).toMatchObject({ loyaltyDiscount: 205, grandTotal: 1845 });
    expect(await loyaltyBalance(store.restaurantId, customer.uid)).toBe(0);
    expect(await entryIds(customer.uid)).toContain(`redeem_${orderId}`);
  });

  it('two checkouts racing for one balance: one spends it, the other is told (409)', async () => {
    const customer = await customerWithCredits();
    const answers = await Promise.all(
      [0, 1].map(() =>
        placeAs(customer.idToken, { loyaltyRedemption: { credits: 205 }, expectedTotalInCents: 1845 }),
      ),
    );
    const statuses = answers.map(({ response }) => response.status).sort();
    expect(statuses).toEqual([200, 409]);
    const refused = answers.find(({ response }) => response.status === 409)?.response;
    expect(refused?.body.message).toBe(
      'Your loyalty balance is now $0.00. Check your order and place it again.',
    );
    expect(await loyaltyBalance(store.restaurantId, customer.uid)).toBe(0);
  });

  it('asks guests without a sign-in to sign in, and gives credits back when the order is cancelled', async () => {
    const guest = await api.call(ordersPath(store), {
      body: orderBody({ loyaltyRedemption: { credits: 100 } }),
    });
    expect(guest.status).toBe(400);
    expect(guest.body.message).toBe('Sign in to spend your loyalty credits');

    const customer = await customerWithCredits();
    const { orderId } = await placeAs(customer.idToken, {
      loyaltyRedemption: { credits: 205 },
      expectedTotalInCents: 1845,
    });
    expect((await act(orderId, 'cancel', { reason: 'Out of buns' })).status).toBe(200);
    await restoreCalledOffOrder({ restaurantId: store.restaurantId, storeId: store.storeId, orderId });
    await restoreCalledOffOrder({ restaurantId: store.restaurantId, storeId: store.storeId, orderId });
    expect(
      await eventually(async () => (await loyaltyBalance(store.restaurantId, customer.uid)) === 205),
    ).toBe(true);
  });
});

describe('cards, my card and customers', () => {
  it('lets a customer read their own card; restaurant members list and search cards and customers', async () => {
    const customer = await signInAnonymously();
    const { orderId } = await placeAs(customer.idToken, { customer: { ...CUSTOMER, name: 'Quentin Zebra' } });
    // The customer record is counted by the order trigger after placement.
    await customerRecordWithOrders(store.restaurantId, customer.uid, 1);
    await completeOrder(orderId);
    await creditCompletedOrder({ restaurantId: store.restaurantId, storeId: store.storeId, orderId });

    const mine = await api.call(`/api/loyalty/restaurants/${store.restaurantId}/my-card`, {
      token: customer.idToken,
    });
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({
      balance: 205,
      programme: { enabled: true, type: 'percentage', count: 10 },
    });
    expect((await api.call(`/api/loyalty/restaurants/${store.restaurantId}/my-card`)).status).toBe(401);

    const cards = await api.call(`/api/loyalty/restaurants/${store.restaurantId}/cards?search=zebr`, {
      token: store.admin.idToken,
    });
    expect(cards.status).toBe(200);
    expect(cards.body).toMatchObject({ total: 1, cards: [{ customerUid: customer.uid, balance: 205 }] });
    expect(cards.body.cards as unknown[]).not.toContainEqual(
      expect.objectContaining({ searchTerms: expect.anything() }),
    );
    const card = await api.call(`/api/loyalty/restaurants/${store.restaurantId}/cards/${customer.uid}`, {
      token: store.admin.idToken,
    });
    expect(card.body.entries).toMatchObject([{ kind: 'earn', credits: 205, orderId }]);
    expect(
      (await api.call(`/api/loyalty/restaurants/${store.restaurantId}/cards`, { token: stranger.idToken }))
        .status,
    ).toBe(403);

    const customers = await api.call(
      `/api/restaurant-customers/restaurants/${store.restaurantId}/customers?search=quentin`,
      { token: store.admin.idToken },
    );
    expect(customers.status).toBe(200);
    expect(customers.body).toMatchObject({
      total: 1,
      customers: [
        { customerKey: customer.uid, name: 'Quentin Zebra', previousOrderCount: 1, loyaltyBalance: 205 },
      ],
    });
    const paged = await api.call(
      `/api/restaurant-customers/restaurants/${store.restaurantId}/customers?pageSize=1`,
      {
        token: store.admin.idToken,
      },
    );
    expect((paged.body.customers as unknown[]).length).toBe(1);
    expect(paged.body.nextCursor).toEqual(expect.any(String));
    expect(
      (
        await api.call(`/api/restaurant-customers/restaurants/${store.restaurantId}/customers`, {
          token: stranger.idToken,
        })
      ).status,
    ).toBe(403);
  });
});
