import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, firestore } from './support/admin';
import { callApi, signUpTestUser } from './support/emulators';
import {
  createOrderingStore,
  customerRecordWithOrders,
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
    expect(answer.body).toMatchObject({ moved: 1 });
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
    expect((await claim(account.idToken, { guestIdToken: guest.idToken })).body).toEqual({
      moved: 0,
      mergedCustomerRecords: 0,
    });
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

describe('one customer record per person', () => {
  const customerDoc = (key: string) => firestore().doc(`restaurants/${store.restaurantId}/customers/${key}`);

  // Waits for the order trigger to count the guest's order (up to a minute on a loaded machine).
  it('merges the guest’s records into the account’s when it proves the session and a verified email', {
    timeout: 90_000,
  }, async () => {
    const account = await signUpTestUser('merge');
    await adminAuth().updateUser(account.uid, { emailVerified: true });
    const { guest, orderId } = await guestWithOrder();
    // The order trigger counts the guest's order in the guest session's own record.
    await customerRecordWithOrders(store.restaurantId, guest.uid, 1);
    // An earlier guest session on another device typed the account's (now verified) email.
    const earlierGuest = await signInAnonymously();
    const record = (fields: Record<string, unknown>) => ({
      name: 'Sam D',
      previousNames: [],
      previousOrderCount: 2,
      previousGoogleOrderCount: 0,
      previousPosOrderCount: 0,
      unverifiedEmail: account.email.toLowerCase(),
      previousUnverifiedEmails: [],
      isMarketingConsentCollectionEnabled: false,
      lastOrderIsoDateTimeUtc: '2025-01-01T00:00:00.000Z',
      countedOrderIds: ['old-1', 'old-2'],
      ...fields,
    });
    await customerDoc(earlierGuest.uid).set(record({}));
    // Another account that typed the same email keeps its own record: it proved nothing here.
    const otherAccount = await signUpTestUser('othermerge');
    await customerDoc(otherAccount.uid).set(record({ name: 'Someone else', countedOrderIds: ['x'] }));

    const answer = await claim(account.idToken, { guestIdToken: guest.idToken });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ moved: 1, mergedCustomerRecords: 2 });
    const merged = (await customerDoc(account.uid).get()).data();
    expect(merged).toMatchObject({ previousOrderCount: 3, name: 'Sam Diner' });
    expect([...((merged?.countedOrderIds ?? []) as string[])].sort()).toEqual(
      ['old-1', 'old-2', orderId].sort(),
    );
    expect(merged?.previousNames).toContain('Sam D');
    expect((await customerDoc(guest.uid).get()).exists).toBe(false);
    expect((await customerDoc(earlierGuest.uid).get()).exists).toBe(false);
    expect((await customerDoc(otherAccount.uid).get()).data()).toMatchObject({ name: 'Someone else' });
    expect((await orderDoc(orderId).get()).data()).toMatchObject({ customerKey: account.uid });
  });
});
