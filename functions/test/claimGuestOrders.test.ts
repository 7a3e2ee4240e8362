import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firestore } from './support/admin';
import { callApi, signUpTestUser } from './support/emulators';
import {
  createOrderingStore,
  type OrderingApi,
  type OrderingStoreFixture,
  orderBody,
  ordersPath,
  signInAnonymously,
  startOrderingApi,
} from './support/onlineOrdering';

let api: OrderingApi;
let store: OrderingStoreFixture;
beforeAll(async () => {
  api = await startOrderingApi();
  store = await createOrderingStore();
});
afterAll(() => api?.close());

const claim = (token: string, body: unknown) =>
  callApi('/api/customer/guest-orders/claim', { baseUrl: api.baseUrl, token, body });

async function guestWithOrder() {
  const guest = await signInAnonymously();
  const body = orderBody();
  const placed = await callApi(ordersPath(store), { baseUrl: api.baseUrl, body, token: guest.idToken });
  expect(placed.status).toBe(200);
  return { guest, orderId: body.orderId };
}

const orderDoc = (orderId: string) =>
  firestore().doc(`restaurants/${store.restaurantId}/stores/${store.storeId}/orders/${orderId}`);

describe('a guest who signs in keeps their orders', () => {
  it('moves the guest session’s orders to the account that proves it held that session', async () => {
    const { guest, orderId } = await guestWithOrder();
    const account = await signUpTestUser('customer');
    const answer = await claim(account.idToken, { guestIdToken: guest.idToken });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ moved: 1 });
    expect((await orderDoc(orderId).get()).data()).toMatchObject({
      customerUid: account.uid,
      uid: account.uid,
    });
    // The account now reads it through the customer route; the guest no longer can.
    const path = `/api/customer/restaurants/${store.restaurantId}/stores/${store.storeId}/orders/${orderId}`;
    expect(
      (await callApi(path, { baseUrl: api.baseUrl, method: 'GET', token: account.idToken })).status,
    ).toBe(200);
    expect((await callApi(path, { baseUrl: api.baseUrl, method: 'GET', token: guest.idToken })).status).toBe(
      404,
    );
    // A second claim finds nothing left to move.
    expect((await claim(account.idToken, { guestIdToken: guest.idToken })).body).toEqual({ moved: 0 });
  });

  it('refuses a token that is not a guest session, a guest claiming, and nonsense', async () => {
    const { guest, orderId } = await guestWithOrder();
    const account = await signUpTestUser('customer');
    const other = await signUpTestUser('other');
    // Another account's token is not a guest session: nothing of theirs can be taken this way.
    expect((await claim(account.idToken, { guestIdToken: other.idToken })).status).toBe(400);
    // A guest cannot claim another guest's orders.
    const secondGuest = await signInAnonymously();
    expect((await claim(secondGuest.idToken, { guestIdToken: guest.idToken })).status).toBe(403);
    expect((await claim(account.idToken, { guestIdToken: 'not-a-token' })).status).toBe(400);
    expect((await claim(account.idToken, {})).status).toBe(400);
    expect((await orderDoc(orderId).get()).get('customerUid')).toBe(guest.uid);
  });
});
