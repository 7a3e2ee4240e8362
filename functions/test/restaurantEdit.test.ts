import { beforeAll, describe, expect, it } from 'vitest';
import { firestore } from './support/admin';
import { callApi, signUpTestUser, type TestUser } from './support/emulators';
import {
  addRestaurantMember,
  addStoreMember,
  createTenant,
  RESTAURANT_BODY,
  STORE_BODY,
  signUpSuperAdmin,
  type Tenant,
} from './support/tenants';

let tenant: Tenant;
let outsider: Tenant;
let storeUser: TestUser;
let storeAdmin: TestUser;
let restaurantUser: TestUser;
let superAdmin: TestUser;

beforeAll(async () => {
  [tenant, outsider] = await Promise.all([createTenant('editor'), createTenant('outsider')]);
  [storeUser, storeAdmin, restaurantUser, superAdmin] = await Promise.all([
    signUpTestUser('cashier'),
    signUpTestUser('manager'),
    signUpTestUser('staff'),
    signUpSuperAdmin(),
  ]);
  await addStoreMember(tenant, storeUser, 'user');
  await addStoreMember(tenant, storeAdmin, 'admin');
  await addRestaurantMember(tenant.restaurantId, restaurantUser, 'user');
});

const EDITED_RESTAURANT = {
  ...RESTAURANT_BODY,
  name: 'Edited Pizzeria',
  description: 'Now with sourdough.',
  contactEmail: 'hello@edited.test',
  logo: { id: 'logo-1', path: 'images/r/logo-1' },
};

/** The tenant's own upload (its record is what the image guard looks for). */
beforeAll(async () => {
  EDITED_RESTAURANT.logo = { id: 'logo-1', path: `images/${tenant.restaurantId}/logo-1` };
  await firestore()
    .doc(`restaurants/${tenant.restaurantId}/images/logo-1`)
    .set({ id: 'logo-1', restaurantId: tenant.restaurantId, path: EDITED_RESTAURANT.logo.path });
});

describe('PUT /api/restaurants/:restaurantId', () => {
  const path = () => `/api/restaurants/${tenant.restaurantId}`;

  it('saves the details, keeps the creator and removes a cleared logo', async () => {
    const saved = await callApi(path(), {
      method: 'PUT',
      token: tenant.owner.idToken,
      body: EDITED_RESTAURANT,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.restaurant).toMatchObject({ name: 'Edited Pizzeria', logo: EDITED_RESTAURANT.logo });
    const { logo: _logo, ...withoutLogo } = EDITED_RESTAURANT;
    const cleared = await callApi(path(), { method: 'PUT', token: tenant.owner.idToken, body: withoutLogo });
    expect(cleared.status).toBe(200);
    const stored = (await firestore().doc(`restaurants/${tenant.restaurantId}`).get()).data();
    expect(stored).toMatchObject({
      name: 'Edited Pizzeria',
      contactEmail: 'hello@edited.test',
      createdByUid: tenant.owner.uid,
    });
    expect(stored?.logo).toBeUndefined();
    expect(stored?.createdIsoDateTimeUtc).toEqual(expect.any(String));
  });

  it('explains invalid fields (400)', async () => {
    const { status, body } = await callApi(path(), {
      method: 'PUT',
      token: tenant.owner.idToken,
      body: { ...EDITED_RESTAURANT, name: 'X', contactEmail: 'not-an-email', timezone: 'Europe/London' },
    });
    expect(status).toBe(400);
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Restaurant name must be 2 to 100 characters' },
        { path: 'contactEmail', message: 'Enter a valid email address, like name@example.com' },
      ]),
    );
  });

  it('refuses another restaurant, a Standard User and a store admin (403)', async () => {
    for (const token of [outsider.owner.idToken, restaurantUser.idToken, storeAdmin.idToken]) {
      const { status } = await callApi(path(), { method: 'PUT', token, body: EDITED_RESTAURANT });
      expect(status).toBe(403);
    }
  });

  it('refuses a super admin, who sees restaurants read-only (403), known restaurant or not', async () => {
    const { logo: _logo, ...withoutLogo } = EDITED_RESTAURANT;
    for (const restaurantId of [tenant.restaurantId, 'no-such-restaurant']) {
      const { status, body } = await callApi(`/api/restaurants/${restaurantId}`, {
        method: 'PUT',
        token: superAdmin.idToken,
        body: withoutLogo,
      });
      expect(status).toBe(403);
      expect(body.message).toContain('Sign in as owner');
    }
  });

  it("refuses another restaurant's picture, or a made-up one, as the logo (400), and stores nothing", async () => {
    await firestore()
      .doc(`restaurants/${outsider.restaurantId}/images/their-logo`)
      .set({ id: 'their-logo', restaurantId: outsider.restaurantId });
    const before = (await firestore().doc(`restaurants/${tenant.restaurantId}`).get()).data();
    for (const logo of [
      { id: 'their-logo', path: `images/${outsider.restaurantId}/their-logo` },
      { id: 'their-logo', path: `images/${tenant.restaurantId}/their-logo` },
      { id: 'never-uploaded', path: `images/${tenant.restaurantId}/never-uploaded` },
    ]) {
      const { status, body } = await callApi(path(), {
        method: 'PUT',
        token: tenant.owner.idToken,
        body: { ...EDITED_RESTAURANT, name: 'Sneaky', logo },
      });
      expect(status).toBe(400);
      expect(body.issues).toEqual([
        { path: 'logo', message: "This picture isn't one of this restaurant's uploads. Upload it again." },
      ]);
    }
    expect((await firestore().doc(`restaurants/${tenant.restaurantId}`).get()).data()).toEqual(before);
  });
});

describe('PUT /api/restaurants/:restaurantId/website-info', () => {
  const path = () => `/api/restaurants/${tenant.restaurantId}/website-info`;
  const INFO = {
    contactEmail: 'hello@pizza.test',
    contactPhoneNumber: '02 9876 5432',
    about: 'Family run since 1990.',
    socialLinks: { instagram: 'https://instagram.com/pizza' },
  };

  it('stores the contact and social details on the restaurant', async () => {
    const { status, body } = await callApi(path(), {
      method: 'PUT',
      token: tenant.owner.idToken,
      body: INFO,
    });
    expect(status).toBe(200);
    expect(body.websiteInfo).toMatchObject({
      ...INFO,
      socialLinks: { instagram: INFO.socialLinks.instagram, facebook: '' },
    });
    const stored = (await firestore().doc(`restaurants/${tenant.restaurantId}`).get()).data();
    expect(stored?.websiteInfo).toMatchObject({
      contactEmail: 'hello@pizza.test',
      about: 'Family run since 1990.',
    });
  });

  it('explains invalid fields (400)', async () => {
    const { status, body } = await callApi(path(), {
      method: 'PUT',
      token: tenant.owner.idToken,
      body: { contactEmail: 'nope', socialLinks: { facebook: 'facebook.com/pizza' } },
    });
    expect(status).toBe(400);
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'contactEmail', message: 'Enter a valid email address, like name@example.com' },
        expect.objectContaining({ path: 'socialLinks.facebook' }),
      ]),
    );
  });

  it('refuses another restaurant and store users (403); a super admin too (read-only)', async () => {
    for (const token of [outsider.owner.idToken, storeUser.idToken, storeAdmin.idToken]) {
      expect((await callApi(path(), { method: 'PUT', token, body: INFO })).status).toBe(403);
    }
    const missing = await callApi('/api/restaurants/no-such-restaurant/website-info', {
      method: 'PUT',
      token: superAdmin.idToken,
      body: INFO,
    });
    expect(missing.status).toBe(403);
  });
});

describe('PUT /api/restaurants/:restaurantId/stores/:storeId', () => {
  const path = (storeId = tenant.storeId) => `/api/restaurants/${tenant.restaurantId}/stores/${storeId}`;
  const EDITED_STORE = {
    ...STORE_BODY,
    name: 'Bondi Beach',
    collectionSettings: {
      pickup: { available: true, prepTimeInMinutes: 20 },
      delivery: { available: true, prepTimeInMinutes: 45 },
      dineIn: { available: false, prepTimeInMinutes: 30 },
    },
    hasSplitTimings: true,
    socialLinks: { facebook: 'https://facebook.com/bondi' },
    googleFoodOrderingEnabled: true,
    status: 'OFFLINE',
    offlineReason: 'Closed for renovations until Monday',
  };

  it('saves the store, then drops the offline reason when it is back online', async () => {
    const offline = await callApi(path(), { method: 'PUT', token: tenant.owner.idToken, body: EDITED_STORE });
    expect(offline.status).toBe(200);
    expect(offline.body.store).toMatchObject({
      name: 'Bondi Beach',
      status: 'OFFLINE',
      restaurantId: tenant.restaurantId,
    });
    const storeRef = firestore().doc(`restaurants/${tenant.restaurantId}/stores/${tenant.storeId}`);
    expect((await storeRef.get()).data()).toMatchObject({
      offlineReason: 'Closed for renovations until Monday',
      collectionSettings: { delivery: { available: true, prepTimeInMinutes: 45 } },
      googleFoodOrderingEnabled: true,
    });

    const online = await callApi(path(), {
      method: 'PUT',
      token: storeAdmin.idToken,
      body: { ...EDITED_STORE, status: 'ONLINE' },
    });
    expect(online.status).toBe(200);
    const stored = (await storeRef.get()).data();
    expect(stored?.status).toBe('ONLINE');
    expect(stored?.offlineReason).toBeUndefined();
    expect(stored?.createdByUid).toBe(tenant.owner.uid);
  });

  it('needs a reason to go offline (400)', async () => {
    const { status, body } = await callApi(path(), {
      method: 'PUT',
      token: tenant.owner.idToken,
      body: { ...EDITED_STORE, offlineReason: '' },
    });
    expect(status).toBe(400);
    expect(body.issues).toEqual([
      { path: 'offlineReason', message: 'Tell customers why the store is offline' },
    ]);
  });

  it('refuses another restaurant and a Standard User of the store (403)', async () => {
    for (const token of [outsider.owner.idToken, storeUser.idToken]) {
      expect((await callApi(path(), { method: 'PUT', token, body: EDITED_STORE })).status).toBe(403);
    }
  });

  it('answers 404 for an unknown store', async () => {
    const { status } = await callApi(path('no-such-store'), {
      method: 'PUT',
      token: tenant.owner.idToken,
      body: EDITED_STORE,
    });
    expect(status).toBe(404);
  });
});
