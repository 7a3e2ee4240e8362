import { describe, expect, it } from 'vitest';
import { adminAuth, firestore } from './support/admin';
import { AUTH_URL, callApi, signInWithPassword, signUpTestUser, type TestUser } from './support/emulators';
import { addRestaurantMember, createTenant, type Tenant } from './support/tenants';

/** Marks the email verified, as the invitee's click on the verification link would. */
async function verifyEmail(uid: string) {
  await adminAuth().updateUser(uid, { emailVerified: true });
}

/**
 * Signs up with a chosen email (the helper makes random ones) and verifies it, as the invited person
 * would; `verified: false` stops before the verification link is clicked.
 */
async function signUpAs(email: string, { verified = true, displayName = '' } = {}): Promise<TestUser> {
  const response = await fetch(
    `${AUTH_URL}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'correct-horse-battery', returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { localId: string; idToken: string };
  if (displayName) await adminAuth().updateUser(body.localId, { displayName });
  if (verified) await verifyEmail(body.localId);
  return { uid: body.localId, email, idToken: body.idToken };
}

const freshEmail = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.test`;

async function inviteToRestaurant(tenant: Tenant, email: string, role: 'admin' | 'user' = 'user') {
  const result = await callApi(`/api/restaurant-users/restaurants/${tenant.restaurantId}/users/add`, {
    token: tenant.owner.idToken,
    body: { email, role },
  });
  expect(result.status).toBe(201);
  return String(result.body.inviteId);
}

async function inviteToStore(tenant: Tenant, email: string, role: 'admin' | 'user' = 'user') {
  const result = await callApi(
    `/api/store-users/restaurants/${tenant.restaurantId}/store/${tenant.storeId}/users/add`,
    { token: tenant.owner.idToken, body: { email, role } },
  );
  expect(result.status).toBe(201);
  return String(result.body.inviteId);
}

const restaurantMember = (tenant: Tenant, uid: string) =>
  firestore().doc(`restaurants/${tenant.restaurantId}/members/${uid}`).get();
const storeMember = (tenant: Tenant, uid: string) =>
  firestore().doc(`restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/members/${uid}`).get();

describe('POST /api/user/get-or-create no longer accepts invites', () => {
  it('creates the profile, makes no membership and counts the pending invites', async () => {
    const tenant = await createTenant();
    const email = freshEmail('invited');
    await inviteToRestaurant(tenant, email);
    await inviteToStore(tenant, email, 'admin');
    const invited = await signUpAs(email);

    const first = await callApi('/api/user/get-or-create', {
      token: invited.idToken,
      body: { displayName: 'Ivy' },
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ created: true, pendingInvites: 2, emailVerified: true });
    expect(first.body.acceptedInvites).toBeUndefined();
    expect((await restaurantMember(tenant, invited.uid)).exists).toBe(false);
    expect((await storeMember(tenant, invited.uid)).exists).toBe(false);

    const again = await callApi('/api/user/get-or-create', { token: invited.idToken, body: {} });
    expect(again.status).toBe(200);
    expect(again.body.pendingInvites).toBe(2);
  });

  it('counts nothing for an unverified email', async () => {
    const tenant = await createTenant();
    const email = freshEmail('unverified');
    await inviteToRestaurant(tenant, email);
    const impostor = await signUpAs(email, { verified: false });
    const first = await callApi('/api/user/get-or-create', { token: impostor.idToken, body: {} });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ pendingInvites: 0, emailVerified: false });
    expect((await restaurantMember(tenant, impostor.uid)).exists).toBe(false);
  });
});

describe('GET /api/user/invites', () => {
  it('answers 401 without a signed-in caller', async () => {
    expect((await callApi('/api/user/invites')).status).toBe(401);
  });

  it("lists the caller's invites with the restaurant, the store, the role and who invited", async () => {
    const tenant = await createTenant();
    await adminAuth().updateUser(tenant.owner.uid, { displayName: 'Olive Owner' });
    const email = freshEmail('listed');
    await inviteToRestaurant(tenant, email, 'admin');
    await inviteToStore(tenant, email, 'user');
    const elsewhere = await createTenant();
    await inviteToRestaurant(elsewhere, freshEmail('someone-else'));
    const invited = await signUpAs(email.toUpperCase());

    const { status, body } = await callApi('/api/user/invites', { token: invited.idToken });
    expect(status).toBe(200);
    expect(body.emailVerified).toBe(true);
    const invites = body.invites as Record<string, unknown>[];
    expect(invites).toHaveLength(2);
    expect(invites).toEqual(
      expect.arrayContaining([
        {
          restaurantId: tenant.restaurantId,
          restaurantName: 'Test Pizzeria',
          role: 'admin',
          invitedBy: 'Olive Owner',
          invitedIsoDateTimeUtc: expect.any(String),
        },
        {
          restaurantId: tenant.restaurantId,
          restaurantName: 'Test Pizzeria',
          storeId: tenant.storeId,
          storeName: 'Bondi',
          role: 'user',
          invitedBy: 'Olive Owner',
          invitedIsoDateTimeUtc: expect.any(String),
        },
      ]),
    );
  });

  it('shows an unverified email nothing and says to verify', async () => {
    const tenant = await createTenant();
    const email = freshEmail('unverified');
    await inviteToRestaurant(tenant, email);
    const impostor = await signUpAs(email, { verified: false });
    const { status, body } = await callApi('/api/user/invites', { token: impostor.idToken });
    expect(status).toBe(200);
    expect(body).toMatchObject({ emailVerified: false, invites: [] });
    expect(String(body.message)).toMatch(/verify your email/i);
  });
});

describe('POST /api/user/invites/accept', () => {
  it('makes the invitee a member with the invite role and deletes the invite, once', async () => {
    const tenant = await createTenant();
    const email = freshEmail('accepting');
    const inviteId = await inviteToStore(tenant, email, 'admin');
    const invited = await signUpAs(email, { displayName: 'Ivy Invitee' });
    const scope = { restaurantId: tenant.restaurantId, storeId: tenant.storeId };

    const accepted = await callApi('/api/user/invites/accept', { token: invited.idToken, body: scope });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ ...scope, role: 'admin', status: 'active' });
    expect((await storeMember(tenant, invited.uid)).data()).toMatchObject({
      uid: invited.uid,
      email,
      displayName: 'Ivy Invitee',
      role: 'admin',
      restaurantId: tenant.restaurantId,
      storeId: tenant.storeId,
      invitedByUid: tenant.owner.uid,
    });
    expect(
      (
        await firestore()
          .doc(`restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/invites/${inviteId}`)
          .get()
      ).exists,
    ).toBe(false);
    // Only the store: the restaurant level is untouched.
    expect((await restaurantMember(tenant, invited.uid)).exists).toBe(false);

    const again = await callApi('/api/user/invites/accept', { token: invited.idToken, body: scope });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ ...scope, role: 'admin', status: 'active' });
    const listed = await callApi('/api/user/invites', { token: invited.idToken });
    expect(listed.body.invites).toEqual([]);
  });

  it("refuses another email's invite with 404, changing nothing", async () => {
    const tenant = await createTenant();
    const inviteId = await inviteToRestaurant(tenant, freshEmail('the-invitee'), 'admin');
    const intruder = await signUpAs(freshEmail('intruder'));
    const { status } = await callApi('/api/user/invites/accept', {
      token: intruder.idToken,
      body: { restaurantId: tenant.restaurantId },
    });
    expect(status).toBe(404);
    expect((await restaurantMember(tenant, intruder.uid)).exists).toBe(false);
    expect(
      (await firestore().doc(`restaurants/${tenant.restaurantId}/invites/${inviteId}`).get()).exists,
    ).toBe(true);
    const decline = await callApi('/api/user/invites/decline', {
      token: intruder.idToken,
      body: { restaurantId: tenant.restaurantId },
    });
    expect(decline.status).toBe(404);
    expect(
      (await firestore().doc(`restaurants/${tenant.restaurantId}/invites/${inviteId}`).get()).exists,
    ).toBe(true);
  });

  it('refuses an unverified email with 403, making no membership', async () => {
    const tenant = await createTenant();
    const email = freshEmail('impostor');
    await inviteToRestaurant(tenant, email, 'admin');
    const impostor = await signUpAs(email, { verified: false });
    const { status, body } = await callApi('/api/user/invites/accept', {
      token: impostor.idToken,
      body: { restaurantId: tenant.restaurantId },
    });
    expect(status).toBe(403);
    expect(String(body.message)).toMatch(/verify your email/i);
    expect((await restaurantMember(tenant, impostor.uid)).exists).toBe(false);
  });

  it('answers 409 when the invite was withdrawn meanwhile', async () => {
    const tenant = await createTenant();
    const email = freshEmail('withdrawn');
    const inviteId = await inviteToRestaurant(tenant, email);
    const invited = await signUpAs(email);
    const withdrawn = await callApi(
      `/api/restaurant-users/restaurants/${tenant.restaurantId}/users/${inviteId}`,
      {
        method: 'DELETE',
        token: tenant.owner.idToken,
      },
    );
    expect(withdrawn.status).toBe(200);
    const { status, body } = await callApi('/api/user/invites/accept', {
      token: invited.idToken,
      body: { restaurantId: tenant.restaurantId },
    });
    expect(status).toBe(409);
    expect(body.title).toBe('Invitation withdrawn');
    expect((await restaurantMember(tenant, invited.uid)).exists).toBe(false);

    // Invited again, the new invite can be accepted.
    await inviteToRestaurant(tenant, email);
    const accepted = await callApi('/api/user/invites/accept', {
      token: invited.idToken,
      body: { restaurantId: tenant.restaurantId },
    });
    expect(accepted.status).toBe(200);
  });

  it('gives exactly one membership when two accepts race', async () => {
    const tenant = await createTenant();
    const email = freshEmail('raced');
    await inviteToRestaurant(tenant, email);
    const invited = await signUpAs(email);
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        callApi('/api/user/invites/accept', {
          token: invited.idToken,
          body: { restaurantId: tenant.restaurantId },
        }),
      ),
    );
    expect(results.map((result) => result.status)).toEqual([200, 200, 200]);
    const members = await firestore().collectionGroup('members').where('uid', '==', invited.uid).get();
    expect(members.size).toBe(1);
    const invites = await firestore().collectionGroup('invites').where('email', '==', email).get();
    expect(invites.empty).toBe(true);
  });

  it('keeps an existing membership as it is and clears a leftover invite', async () => {
    const tenant = await createTenant();
    const user = await signUpTestUser('existing');
    await verifyEmail(user.uid);
    await addRestaurantMember(tenant.restaurantId, user, 'admin');
    await firestore().doc(`restaurants/${tenant.restaurantId}/invites/stale`).set({
      email: user.email,
      role: 'user',
      restaurantId: tenant.restaurantId,
      invitedByUid: tenant.owner.uid,
      createdIsoDateTimeUtc: new Date().toISOString(),
    });
    const { status, body } = await callApi('/api/user/invites/accept', {
      token: user.idToken,
      body: { restaurantId: tenant.restaurantId },
    });
    expect(status).toBe(200);
    expect(body.role).toBe('admin');
    expect((await restaurantMember(tenant, user.uid)).get('role')).toBe('admin');
    expect((await firestore().doc(`restaurants/${tenant.restaurantId}/invites/stale`).get()).exists).toBe(
      false,
    );
  });

  it('explains invalid ids', async () => {
    const user = await signUpAs(freshEmail('typo'));
    for (const body of [
      {},
      { restaurantId: 'a/b' },
      { restaurantId: 'x'.repeat(2_000) },
      { restaurantId: 'r', storeId: '' },
    ]) {
      const result = await callApi('/api/user/invites/accept', { token: user.idToken, body });
      expect(result.status).toBe(400);
    }
  });
});

describe('POST /api/user/invites/decline', () => {
  it('deletes the invite without making a membership; the admin list no longer shows it', async () => {
    const tenant = await createTenant();
    const email = freshEmail('declining');
    const inviteId = await inviteToRestaurant(tenant, email, 'admin');
    const invited = await signUpAs(email);
    const declined = await callApi('/api/user/invites/decline', {
      token: invited.idToken,
      body: { restaurantId: tenant.restaurantId },
    });
    expect(declined.status).toBe(200);
    expect(declined.body).toEqual({ restaurantId: tenant.restaurantId, declined: true });
    expect(
      (await firestore().doc(`restaurants/${tenant.restaurantId}/invites/${inviteId}`).get()).exists,
    ).toBe(false);
    expect((await restaurantMember(tenant, invited.uid)).exists).toBe(false);
    const list = await callApi(`/api/restaurant-users/restaurants/${tenant.restaurantId}/users/list`, {
      token: tenant.owner.idToken,
    });
    expect((list.body.users as { email: string }[]).map((user) => user.email)).not.toContain(email);
    const accept = await callApi('/api/user/invites/accept', {
      token: invited.idToken,
      body: { restaurantId: tenant.restaurantId },
    });
    expect(accept.status).toBe(404);
  });

  it('works with a fresh token after verifying (the API reads Auth, not the token)', async () => {
    const tenant = await createTenant();
    const email = freshEmail('late-verifier');
    await inviteToRestaurant(tenant, email);
    const invited = await signUpAs(email, { verified: false });
    await verifyEmail(invited.uid);
    // The token from before verification still says unverified; the answer follows Auth.
    const listed = await callApi('/api/user/invites', { token: invited.idToken });
    expect(listed.body.invites).toHaveLength(1);
    const { idToken } = await signInWithPassword(email);
    const declined = await callApi('/api/user/invites/decline', {
      token: idToken,
      body: { restaurantId: tenant.restaurantId },
    });
    expect(declined.status).toBe(200);
  });
});
