import { describe, expect, it } from 'vitest';
import { adminAuth, firestore } from './support/admin';
import { callApi, signInWithCustomToken, signUpTestUser } from './support/emulators';
import { orderBody, signInAnonymously } from './support/onlineOrdering';
import {
  addRestaurantMember,
  createTenant,
  pairDevice,
  RESTAURANT_BODY,
  STORE_BODY,
  signUpSuperAdmin,
} from './support/tenants';

describe('POST /api/restaurants', () => {
  it('answers 401 without a signed-in caller', async () => {
    const { status } = await callApi('/api/restaurants', { body: RESTAURANT_BODY });
    expect(status).toBe(401);
  });

  it('creates the restaurant with its creator as the first admin', async () => {
    const owner = await signUpTestUser('creator');
    // A logo can only be an upload of the restaurant, which does not exist yet: it is added later.
    const withLogo = await callApi('/api/restaurants', {
      token: owner.idToken,
      body: { ...RESTAURANT_BODY, logo: { id: 'logo-1', path: 'logos/logo-1.png' } },
    });
    expect(withLogo.status).toBe(400);
    expect(withLogo.body.issues).toEqual([
      { path: 'logo', message: "This picture isn't one of this restaurant's uploads. Upload it again." },
    ]);
    const { status, body } = await callApi('/api/restaurants', {
      token: owner.idToken,
      body: RESTAURANT_BODY,
    });
    expect(status).toBe(201);
    const restaurantId = String(body.restaurantId);
    expect(body.id).toBe(restaurantId);

    const restaurant = await firestore().doc(`restaurants/${restaurantId}`).get();
    expect(restaurant.data()).toMatchObject({
      name: 'Test Pizzeria',
      timezone: 'Australia/Sydney',
      country: { code: 'AU', name: 'Australia' },
      createdByUid: owner.uid,
    });
    const member = await firestore().doc(`restaurants/${restaurantId}/members/${owner.uid}`).get();
    expect(member.data()).toMatchObject({ uid: owner.uid, email: owner.email, role: 'admin', restaurantId });
  });

  it('explains invalid fields', async () => {
    const owner = await signUpTestUser('creator');
    const { status, body } = await callApi('/api/restaurants', {
      token: owner.idToken,
      body: { ...RESTAURANT_BODY, name: 'X', country: { code: 'FR', name: 'France' } },
    });
    expect(status).toBe(400);
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Restaurant name must be 2 to 100 characters' },
        { path: 'country.code', message: 'Choose a supported country' },
      ]),
    );
  });

  it("refuses a timezone outside the restaurant's country", async () => {
    const owner = await signUpTestUser('creator');
    const { status, body } = await callApi('/api/restaurants', {
      token: owner.idToken,
      body: { ...RESTAURANT_BODY, timezone: 'Europe/London' },
    });
    expect(status).toBe(400);
    expect(body.issues).toEqual([{ path: 'timezone', message: 'Choose a timezone of the chosen country' }]);
  });

  it('refuses devices and accounts without an email (phone-only customers)', async () => {
    const tenant = await createTenant();
    const device = await pairDevice('pos', tenant);
    const { status } = await callApi('/api/restaurants', { token: device.idToken, body: RESTAURANT_BODY });
    expect(status).toBe(403);

    const uid = `phone-only-${crypto.randomUUID().slice(0, 8)}`;
    await adminAuth().createUser({ uid });
    const customer = await signInWithCustomToken(await adminAuth().createCustomToken(uid));
    const refused = await callApi('/api/restaurants', { token: customer.idToken, body: RESTAURANT_BODY });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Sign in with an email address to create a restaurant.');
  });
});

describe('POST /api/restaurants/:restaurantId/stores', () => {
  it('answers 401 without a signed-in caller', async () => {
    const { restaurantId } = await createTenant();
    const { status } = await callApi(`/api/restaurants/${restaurantId}/stores`, { body: STORE_BODY });
    expect(status).toBe(401);
  });

  it("answers 403 to another restaurant's admin", async () => {
    const mine = await createTenant();
    const theirs = await createTenant();
    const { status } = await callApi(`/api/restaurants/${mine.restaurantId}/stores`, {
      token: theirs.owner.idToken,
      body: STORE_BODY,
    });
    expect(status).toBe(403);
  });

  it('answers 403 to a standard user of the restaurant', async () => {
    const tenant = await createTenant();
    const user = await signUpTestUser('standard');
    await addRestaurantMember(tenant.restaurantId, user, 'user');
    const { status, body } = await callApi(`/api/restaurants/${tenant.restaurantId}/stores`, {
      token: user.idToken,
      body: STORE_BODY,
    });
    expect(status).toBe(403);
    expect(body.message).toBe('Only restaurant admins can do this.');
  });

  it('creates the store with default collection settings', async () => {
    const { owner, restaurantId } = await createTenant();
    const { status, body } = await callApi(`/api/restaurants/${restaurantId}/stores`, {
      token: owner.idToken,
      body: { ...STORE_BODY, name: 'Manly', collectionSettings: { pickup: { available: true } } },
    });
    expect(status).toBe(201);
    const store = await firestore().doc(`restaurants/${restaurantId}/stores/${body.storeId}`).get();
    expect(store.data()).toMatchObject({
      restaurantId,
      name: 'Manly',
      phoneNumber: '02 9876 5432',
      status: 'ONLINE',
      collectionSettings: {
        pickup: { available: true, prepTimeInMinutes: 30 },
        delivery: { available: false, prepTimeInMinutes: 30 },
        dineIn: { available: false, prepTimeInMinutes: 30 },
      },
    });
  });

  it('publishes the new store at once, which refuses orders until it has a menu', async () => {
    const { owner, restaurantId } = await createTenant();
    const { body } = await callApi(`/api/restaurants/${restaurantId}/stores`, {
      token: owner.idToken,
      body: { ...STORE_BODY, name: 'Coogee', collectionSettings: { pickup: { available: true } } },
    });
    const storeId = String(body.storeId);
    const published = await firestore()
      .doc(`restaurants/${restaurantId}/stores/${storeId}/publishedMenu/current`)
      .get();
    expect(published.data()?.store?.name).toBe('Coogee');
    expect(published.data()?.itemCount).toBe(0);

    const customer = await signInAnonymously();
    const placed = await callApi(
      `/api/online-ordering/restaurants/${restaurantId}/stores/${storeId}/orders`,
      {
        token: customer.idToken,
        body: orderBody(),
      },
    );
    expect(placed.status).toBeGreaterThanOrEqual(400);
    expect(placed.status).toBeLessThan(500);
    expect(placed.body.problems).toContainEqual(
      expect.objectContaining({ code: 'storeNotReady', message: 'Coogee is not taking online orders yet' }),
    );
    const orders = await firestore().collection(`restaurants/${restaurantId}/stores/${storeId}/orders`).get();
    expect(orders.size).toBe(0);
  });

  it('explains invalid fields', async () => {
    const { owner, restaurantId } = await createTenant();
    const { status, body } = await callApi(`/api/restaurants/${restaurantId}/stores`, {
      token: owner.idToken,
      body: {
        ...STORE_BODY,
        phoneNumber: 'call us',
        address: { ...STORE_BODY.address, formattedAddress: '' },
      },
    });
    expect(status).toBe(400);
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'phoneNumber', message: 'Enter a phone number, like 02 9876 5432' },
        { path: 'address.formattedAddress', message: 'Enter the address' },
      ]),
    );
  });

  it('a super admin sees restaurants read-only: adding a store is refused (403) and adds nothing', async () => {
    const { restaurantId } = await createTenant();
    const superAdmin = await signUpSuperAdmin();
    const created = await callApi(`/api/restaurants/${restaurantId}/stores`, {
      token: superAdmin.idToken,
      body: STORE_BODY,
    });
    expect(created.status).toBe(403);
    expect(created.body.message).toContain('read-only');
    expect((await firestore().collection(`restaurants/${restaurantId}/stores`).get()).size).toBe(1);
  });
});
