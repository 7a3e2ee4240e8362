import { describe, expect, it } from 'vitest';
import { adminAuth, firestore } from './support/admin';
import { AUTH_URL, callApi, signUpTestUser } from './support/emulators';
import { createTenant } from './support/tenants';

/** Marks the email verified, as the invitee's click on the verification link would. */
async function verifyEmail(uid: string) {
  await adminAuth().updateUser(uid, { emailVerified: true });
}

/**
 * Signs up with a chosen email (the helper makes random ones) and verifies it, as the invited person
 * would; `verified: false` stops before the verification link is clicked.
 */
async function signUpAs(email: string, { verified = true } = {}) {
  const response = await fetch(
    `${AUTH_URL}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'correct-horse-battery', returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { localId: string; idToken: string };
  if (verified) await verifyEmail(body.localId);
  return { uid: body.localId, idToken: body.idToken };
}

describe('POST /api/user/get-or-create honours pending invites', () => {
  it('turns restaurant and store invites into memberships on first sign-in, once', async () => {
    const tenant = await createTenant();
    const prefix = `Invited-${crypto.randomUUID().slice(0, 8)}`;
    const email = `${prefix}@Example.test`;
    const restaurantInvite = await callApi(
      `/api/restaurant-users/restaurants/${tenant.restaurantId}/users/add`,
      {
        token: tenant.owner.idToken,
        body: { email, role: 'user' },
      },
    );
    const storeInvite = await callApi(
      `/api/store-users/restaurants/${tenant.restaurantId}/store/${tenant.storeId}/users/add`,
      { token: tenant.owner.idToken, body: { email, role: 'admin' } },
    );
    expect([restaurantInvite.body.status, storeInvite.body.status]).toEqual(['invited', 'invited']);

    const invited = await signUpAs(email.toLowerCase());
    const first = await callApi('/api/user/get-or-create', {
      token: invited.idToken,
      body: { displayName: 'Ivy' },
    });
    expect(first.status).toBe(201);
    expect(first.body.acceptedInvites).toEqual(
      expect.arrayContaining([
        { restaurantId: tenant.restaurantId, role: 'user' },
        { restaurantId: tenant.restaurantId, storeId: tenant.storeId, role: 'admin' },
      ]),
    );

    const restaurantMember = await firestore()
      .doc(`restaurants/${tenant.restaurantId}/members/${invited.uid}`)
      .get();
    expect(restaurantMember.data()).toMatchObject({
      uid: invited.uid,
      email: email.toLowerCase(),
      displayName: 'Ivy',
      role: 'user',
      restaurantId: tenant.restaurantId,
    });
    const storeMember = await firestore()
      .doc(`restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/members/${invited.uid}`)
      .get();
    expect(storeMember.data()).toMatchObject({ role: 'admin', storeId: tenant.storeId });
    const leftover = await firestore()
      .collectionGroup('invites')
      .where('email', '==', email.toLowerCase())
      .get();
    expect(leftover.empty).toBe(true);

    const again = await callApi('/api/user/get-or-create', { token: invited.idToken, body: {} });
    expect(again.status).toBe(200);
    expect(again.body.acceptedInvites).toEqual([]);
  });

  it('keeps an existing membership instead of overwriting it with an invite', async () => {
    const tenant = await createTenant();
    const user = await signUpTestUser('existing');
    await verifyEmail(user.uid);
    await firestore().doc(`restaurants/${tenant.restaurantId}/members/${user.uid}`).set({
      uid: user.uid,
      email: user.email,
      role: 'admin',
      restaurantId: tenant.restaurantId,
      createdIsoDateTimeUtc: new Date().toISOString(),
    });
    // An invite written before the account was known (as if added just before sign-up).
    await firestore().doc(`restaurants/${tenant.restaurantId}/invites/stale`).set({
      email: user.email,
      role: 'user',
      restaurantId: tenant.restaurantId,
      invitedByUid: tenant.owner.uid,
      createdIsoDateTimeUtc: new Date().toISOString(),
    });
    const { status } = await callApi('/api/user/get-or-create', { token: user.idToken, body: {} });
    expect(status).toBe(201);
    const member = await firestore().doc(`restaurants/${tenant.restaurantId}/members/${user.uid}`).get();
    expect(member.get('role')).toBe('admin');
    expect((await firestore().doc(`restaurants/${tenant.restaurantId}/invites/stale`).get()).exists).toBe(
      false,
    );
  });

  it('gives the invitee exactly one membership when sign-in runs twice at once', async () => {
    const tenant = await createTenant();
    const email = `raced-${crypto.randomUUID().slice(0, 8)}@example.test`;
    await callApi(`/api/restaurant-users/restaurants/${tenant.restaurantId}/users/add`, {
      token: tenant.owner.idToken,
      body: { email, role: 'user' },
    });
    const invited = await signUpAs(email);
    const results = await Promise.all(
      [1, 2].map(() => callApi('/api/user/get-or-create', { token: invited.idToken, body: {} })),
    );
    expect(results.map((result) => result.status).sort()).toEqual([200, 201]);
    const members = await firestore().collectionGroup('members').where('uid', '==', invited.uid).get();
    expect(members.size).toBe(1);
  });

  it('waits for a verified email before honouring an invite', async () => {
    const tenant = await createTenant();
    const email = `unverified-${crypto.randomUUID().slice(0, 8)}@example.test`;
    await callApi(`/api/restaurant-users/restaurants/${tenant.restaurantId}/users/add`, {
      token: tenant.owner.idToken,
      body: { email, role: 'user' },
    });
    const impostor = await signUpAs(email, { verified: false });
    const first = await callApi('/api/user/get-or-create', { token: impostor.idToken, body: {} });
    expect(first.status).toBe(201);
    expect(first.body.acceptedInvites).toEqual([]);
    expect(first.body.invitesAwaitingVerification).toBe(true);
    const member = await firestore().doc(`restaurants/${tenant.restaurantId}/members/${impostor.uid}`).get();
    expect(member.exists).toBe(false);

    await verifyEmail(impostor.uid);
    const afterVerifying = await callApi('/api/user/get-or-create', { token: impostor.idToken, body: {} });
    expect(afterVerifying.body.acceptedInvites).toEqual([
      { restaurantId: tenant.restaurantId, role: 'user' },
    ]);
    expect(afterVerifying.body.invitesAwaitingVerification).toBe(false);
  });
});
