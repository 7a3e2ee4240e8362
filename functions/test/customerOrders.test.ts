import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, signUpTestUser } from './support/emulators';
import { type LocalEmail, startLocalEmail } from './support/localEmail';
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

const orderPath = (orderId: string, fixture = store) =>
  `/api/customer/restaurants/${fixture.restaurantId}/stores/${fixture.storeId}/orders/${orderId}`;

describe('GET /api/customer/restaurants/{r}/stores/{s}/orders/{orderId}', () => {
  it("returns the caller's own order without the server's bookkeeping", async () => {
    const guest = await signInAnonymously();
    const body = orderBody();
    expect(
      (await callApi(ordersPath(store), { baseUrl: api.baseUrl, body, token: guest.idToken })).status,
    ).toBe(200);
    const response = await callApi(orderPath(body.orderId), { baseUrl: api.baseUrl, token: guest.idToken });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: body.orderId,
      customerUid: guest.uid,
      status: { code: 'new' },
      totals: { grandTotal: 2050 },
    });
    expect(response.body.requestFingerprint).toBeUndefined();
    expect(response.body.customerKey).toBeUndefined();
  });

  it("answers 404 for someone else's order, exactly like a missing one", async () => {
    const owner = await signInAnonymously();
    const stranger = await signUpTestUser('stranger');
    const body = orderBody();
    await callApi(ordersPath(store), { baseUrl: api.baseUrl, body, token: owner.idToken });
    const other = await callApi(orderPath(body.orderId), { baseUrl: api.baseUrl, token: stranger.idToken });
    const missing = await callApi(orderPath('ord-does-not-exist'), {
      baseUrl: api.baseUrl,
      token: stranger.idToken,
    });
    expect([other.status, missing.status]).toEqual([404, 404]);
    expect(other.body).toEqual(missing.body);
  });

  it('a guest order placed without signing in belongs to nobody', async () => {
    const someone = await signInAnonymously();
    const body = orderBody();
    await callApi(ordersPath(store), { baseUrl: api.baseUrl, body });
    expect(
      (await callApi(orderPath(body.orderId), { baseUrl: api.baseUrl, token: someone.idToken })).status,
    ).toBe(404);
  });

  it('asks for sign-in without a token (401)', async () => {
    expect((await callApi(orderPath('any-order-id'), { baseUrl: api.baseUrl })).status).toBe(401);
  });
});
