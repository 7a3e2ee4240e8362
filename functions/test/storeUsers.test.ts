import { describe, expect, it } from 'vitest';
import { adminAuth, firestore } from './support/admin';
import { callApi, signUpTestUser } from './support/emulators';
import {
  addRestaurantMember,
  addStoreMember,
  createTenant,
  STORE_BODY,
  type Tenant,
} from './support/tenants';

const base = (tenant: Tenant) =>
  `/api/store-users/restaurants/${tenant.restaurantId}/store/${tenant.storeId}/users`;
const unknownEmail = () => `new-${crypto.randomUUID().slice(0, 8)}@example.test`;
const storePath = (tenant: Tenant) => `restaurants/${tenant.restaurantId}/stores/${tenant.storeId}`;

describe('store users: who may call', () => {
  it('answers 401 without a signed-in caller on every route', async () => {
    const tenant = await createTenant();
    const results = await Promise.all([
      callApi(`${base(tenant)}/add`, { body: { email: unknownEmail(), role: 'user' } }),
      callApi(`${base(tenant)}/list`),
      callApi(`${base(tenant)}/${tenant.owner.uid}/role`, { body: { role: 'user' } }),
      callApi(`${base(tenant)}/${tenant.owner.uid}`, { method: 'DELETE' }),
    ]);
    expect(results.map((result) => result.status)).toEqual([401, 401, 401, 401]);
  });

  it("answers 403 to another restaurant's admin on every route", async () => {
    const tenant = await createTenant();
    const other = await createTenant();
    const member = await signUpTestUser('store-member');
    await addStoreMember(tenant, member, 'user');
    const token = other.owner.idToken;
    const results = await Promise.all([
      callApi(`${base(tenant)}/add`, { token, body: { email: unknownEmail(), role: 'user' } }),
      callApi(`${base(tenant)}/list`, { token }),
      callApi(`${base(tenant)}/${member.uid}/role`, { token, body: { role: 'admin' } }),
      callApi(`${base(tenant)}/${member.uid}`, { method: 'DELETE', token }),
    ]);
    expect(results.map((result) => result.status)).toEqual([403, 403, 403, 403]);
    expect(
      (
        await firestore()
          .doc(`${storePath(tenant)}/members/${member.uid}`)
          .get()
      ).get('role'),
    ).toBe('user');
  });

  it('answers 403 to standard users of the store and of the restaurant', async () => {
    const tenant = await createTenant();
    const storeUser = await signUpTestUser('store-user');
    const restaurantUser = await signUpTestUser('restaurant-user');
    await addStoreMember(tenant, storeUser, 'user');
    await addRestaurantMember(tenant.restaurantId, restaurantUser, 'user');
    for (const token of [storeUser.idToken, restaurantUser.idToken]) {
      const add = await callApi(`${base(tenant)}/add`, {
        token,
        body: { email: unknownEmail(), role: 'user' },
      });
      expect(add.status).toBe(403);
      expect((await callApi(`${base(tenant)}/list`, { token })).status).toBe(403);
    }
  });

  it('answers 403 to the admin of another store of the same restaurant', async () => {
    const tenant = await createTenant();
    const secondStore = await callApi(`/api/restaurants/${tenant.restaurantId}/stores`, {
      token: tenant.owner.idToken,
      body: STORE_BODY,
    });
    const otherStoreAdmin = await signUpTestUser('other-store-admin');
    await addStoreMember({ ...tenant, storeId: String(secondStore.body.storeId) }, otherStoreAdmin, 'admin');
    const { status } = await callApi(`${base(tenant)}/list`, { token: otherStoreAdmin.idToken });
    expect(status).toBe(403);
  });

  it('answers 404 for an unknown store of your own restaurant', async () => {
    const tenant = await createTenant();
    const { status } = await callApi(`${base({ ...tenant, storeId: 'no-such-store' })}/list`, {
      token: tenant.owner.idToken,
    });
    expect(status).toBe(404);
  });
});

describe('store users: what admins do', () => {
  it('lets a store admin invite an existing account and a new email', async () => {
    const tenant = await createTenant();
    const storeAdmin = await signUpTestUser('store-admin');
    await addStoreMember(tenant, storeAdmin, 'admin');
    const cook = await signUpTestUser('cook');

    const added = await callApi(`${base(tenant)}/add`, {
      token: storeAdmin.idToken,
      body: { email: cook.email, role: 'admin' },
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ status: 'invited' });
    // No membership until the cook accepts: the store's user list stays closed to them.
    expect(
      (
        await firestore()
          .doc(`${storePath(tenant)}/members/${cook.uid}`)
          .get()
      ).exists,
    ).toBe(false);
    expect((await callApi(`${base(tenant)}/list`, { token: cook.idToken })).status).toBe(403);
    await adminAuth().updateUser(cook.uid, { emailVerified: true });
    const accepted = await callApi('/api/user/invites/accept', {
      token: cook.idToken,
      body: { restaurantId: tenant.restaurantId, storeId: tenant.storeId },
    });
    expect(accepted.status).toBe(200);
    expect(
      (
        await firestore()
          .doc(`${storePath(tenant)}/members/${cook.uid}`)
          .get()
      ).data(),
    ).toMatchObject({
      uid: cook.uid,
      email: cook.email,
      role: 'admin',
      restaurantId: tenant.restaurantId,
      storeId: tenant.storeId,
    });
    expect((await callApi(`${base(tenant)}/list`, { token: cook.idToken })).status).toBe(200);

    const email = unknownEmail();
    const invited = await callApi(`${base(tenant)}/add`, {
      token: storeAdmin.idToken,
      body: { email, role: 'admin' },
    });
    expect(invited.status).toBe(201);
    expect(invited.body.status).toBe('invited');
    expect(
      (
        await firestore()
          .doc(`${storePath(tenant)}/invites/${invited.body.inviteId}`)
          .get()
      ).data(),
    ).toMatchObject({
      email,
      role: 'admin',
      restaurantId: tenant.restaurantId,
      storeId: tenant.storeId,
      invitedByUid: storeAdmin.uid,
    });

    const again = await callApi(`${base(tenant)}/add`, {
      token: storeAdmin.idToken,
      body: { email: cook.email, role: 'user' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`${cook.email} is already a member of this store.`);
  });

  it('explains invalid input', async () => {
    const tenant = await createTenant();
    const add = await callApi(`${base(tenant)}/add`, {
      token: tenant.owner.idToken,
      body: { email: '', role: 'user' },
    });
    expect(add.status).toBe(400);
    expect(add.body.issues).toEqual([
      { path: 'email', message: 'Enter a valid email address, like name@example.com' },
    ]);
    const role = await callApi(`${base(tenant)}/${tenant.owner.uid}/role`, {
      token: tenant.owner.idToken,
      body: {},
    });
    expect(role.status).toBe(400);
  });

  it('lists, re-roles and removes store members (restaurant admin)', async () => {
    const tenant = await createTenant();
    const cook = await signUpTestUser('cook');
    await addStoreMember(tenant, cook, 'user');
    const token = tenant.owner.idToken;

    const list = await callApi(`${base(tenant)}/list`, { token });
    expect(list.body.users).toEqual([
      { id: cook.uid, uid: cook.uid, email: cook.email, role: 'user', status: 'active' },
    ]);

    const promoted = await callApi(`${base(tenant)}/${cook.uid}/role`, { token, body: { role: 'admin' } });
    expect(promoted.status).toBe(200);
    expect(
      (
        await firestore()
          .doc(`${storePath(tenant)}/members/${cook.uid}`)
          .get()
      ).get('role'),
    ).toBe('admin');

    // A store needs no admin of its own: the restaurant's admins manage it.
    const demoted = await callApi(`${base(tenant)}/${cook.uid}/role`, { token, body: { role: 'user' } });
    expect(demoted.status).toBe(200);

    const removed = await callApi(`${base(tenant)}/${cook.uid}`, { method: 'DELETE', token });
    expect(removed.status).toBe(200);
    expect(
      (
        await firestore()
          .doc(`${storePath(tenant)}/members/${cook.uid}`)
          .get()
      ).exists,
    ).toBe(false);
    expect((await callApi(`${base(tenant)}/${cook.uid}`, { method: 'DELETE', token })).status).toBe(404);
  });

  it('gives one invite and one 409 for two racing adds', async () => {
    const tenant = await createTenant();
    const cook = await signUpTestUser('raced');
    const results = await Promise.all(
      [1, 2].map(() =>
        callApi(`${base(tenant)}/add`, {
          token: tenant.owner.idToken,
          body: { email: cook.email, role: 'user' },
        }),
      ),
    );
    expect(results.map((result) => result.status).sort()).toEqual([201, 409]);
  });
});
