import { describe, expect, it } from 'vitest';
import { adminAuth, firestore } from './support/admin';
import { callApi, signUpTestUser } from './support/emulators';
import { addRestaurantMember, createTenant, signUpSuperAdmin } from './support/tenants';

const base = (restaurantId: string) => `/api/restaurant-users/restaurants/${restaurantId}/users`;
const unknownEmail = () => `new-${crypto.randomUUID().slice(0, 8)}@example.test`;

describe('POST /api/restaurant-users/restaurants/:restaurantId/users/add', () => {
  it('answers 401 without a signed-in caller', async () => {
    const { restaurantId } = await createTenant();
    const { status } = await callApi(`${base(restaurantId)}/add`, {
      body: { email: unknownEmail(), role: 'user' },
    });
    expect(status).toBe(401);
  });

  it("answers 403 to another restaurant's admin, writing nothing", async () => {
    const mine = await createTenant();
    const theirs = await createTenant();
    const email = unknownEmail();
    const { status } = await callApi(`${base(mine.restaurantId)}/add`, {
      token: theirs.owner.idToken,
      body: { email, role: 'admin' },
    });
    expect(status).toBe(403);
    const invites = await firestore().collection(`restaurants/${mine.restaurantId}/invites`).get();
    expect(invites.empty).toBe(true);
  });

  it('answers 403 to a standard user', async () => {
    const tenant = await createTenant();
    const user = await signUpTestUser('standard');
    await addRestaurantMember(tenant.restaurantId, user, 'user');
    const { status } = await callApi(`${base(tenant.restaurantId)}/add`, {
      token: user.idToken,
      body: { email: unknownEmail(), role: 'user' },
    });
    expect(status).toBe(403);
  });

  it('explains an invalid email and role', async () => {
    const { owner, restaurantId } = await createTenant();
    const { status, body } = await callApi(`${base(restaurantId)}/add`, {
      token: owner.idToken,
      body: { email: 'not-an-email', role: 'owner' },
    });
    expect(status).toBe(400);
    expect(body.issues).toEqual([
      { path: 'email', message: 'Enter a valid email address, like name@example.com' },
      { path: 'role', message: 'Choose a role: admin or user' },
    ]);
  });

  it('invites an existing account too: it has no access until the person accepts', async () => {
    const { owner, restaurantId } = await createTenant();
    const colleague = await signUpTestUser('colleague');
    const { status, body } = await callApi(`${base(restaurantId)}/add`, {
      token: owner.idToken,
      body: { email: colleague.email.toUpperCase(), role: 'user' },
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ status: 'invited' });
    expect(body.uid).toBeUndefined();
    const member = await firestore().doc(`restaurants/${restaurantId}/members/${colleague.uid}`).get();
    expect(member.exists).toBe(false);
    const invite = await firestore().doc(`restaurants/${restaurantId}/invites/${body.inviteId}`).get();
    expect(invite.data()).toMatchObject({ email: colleague.email, role: 'user', invitedByUid: owner.uid });
    // Not a member yet: the restaurant's user list (any member may read it) stays closed.
    expect((await callApi(`${base(restaurantId)}/list`, { token: colleague.idToken })).status).toBe(403);

    await adminAuth().updateUser(colleague.uid, { emailVerified: true });
    const accepted = await callApi('/api/user/invites/accept', {
      token: colleague.idToken,
      body: { restaurantId },
    });
    expect(accepted.status).toBe(200);
    expect((await callApi(`${base(restaurantId)}/list`, { token: colleague.idToken })).status).toBe(200);
    expect(
      (await firestore().doc(`restaurants/${restaurantId}/members/${colleague.uid}`).get()).data(),
    ).toMatchObject({ uid: colleague.uid, email: colleague.email, role: 'user', restaurantId });
  });

  it('invites an email without an account', async () => {
    const { owner, restaurantId } = await createTenant();
    const email = unknownEmail();
    const { status, body } = await callApi(`${base(restaurantId)}/add`, {
      token: owner.idToken,
      body: { email, role: 'admin' },
    });
    expect(status).toBe(201);
    expect(body.status).toBe('invited');
    const invite = await firestore().doc(`restaurants/${restaurantId}/invites/${body.inviteId}`).get();
    expect(invite.data()).toMatchObject({ email, role: 'admin', restaurantId, invitedByUid: owner.uid });
  });

  it('answers 409 in words for someone who is already a member or invited', async () => {
    const { owner, restaurantId } = await createTenant();
    const again = await callApi(`${base(restaurantId)}/add`, {
      token: owner.idToken,
      body: { email: owner.email, role: 'user' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`${owner.email} is already a member of this restaurant.`);

    const email = unknownEmail();
    await callApi(`${base(restaurantId)}/add`, { token: owner.idToken, body: { email, role: 'user' } });
    const reinvite = await callApi(`${base(restaurantId)}/add`, {
      token: owner.idToken,
      body: { email, role: 'user' },
    });
    expect(reinvite.status).toBe(409);
    expect(reinvite.body.message).toBe(`${email} has already been invited to this restaurant.`);

    const colleague = await signUpTestUser('colleague');
    await callApi(`${base(restaurantId)}/add`, {
      token: owner.idToken,
      body: { email: colleague.email, role: 'user' },
    });
    const reinviteAccount = await callApi(`${base(restaurantId)}/add`, {
      token: owner.idToken,
      body: { email: colleague.email, role: 'admin' },
    });
    expect(reinviteAccount.status).toBe(409);
    expect(reinviteAccount.body.message).toBe(
      `${colleague.email} has already been invited to this restaurant.`,
    );
  });

  it('gives one invite and one 409 when two admins add the same account at once', async () => {
    const { owner, restaurantId } = await createTenant();
    const colleague = await signUpTestUser('raced');
    const results = await Promise.all(
      [1, 2].map(() =>
        callApi(`${base(restaurantId)}/add`, {
          token: owner.idToken,
          body: { email: colleague.email, role: 'user' },
        }),
      ),
    );
    expect(results.map((result) => result.status).sort()).toEqual([201, 409]);
    const invites = await firestore()
      .collection(`restaurants/${restaurantId}/invites`)
      .where('email', '==', colleague.email)
      .get();
    expect(invites.size).toBe(1);
    const members = await firestore()
      .collection(`restaurants/${restaurantId}/members`)
      .where('uid', '==', colleague.uid)
      .get();
    expect(members.size).toBe(0);
  });

  it('gives one invite and one 409 for two racing invites of one email', async () => {
    const { owner, restaurantId } = await createTenant();
    const email = unknownEmail();
    const results = await Promise.all(
      [1, 2].map(() =>
        callApi(`${base(restaurantId)}/add`, { token: owner.idToken, body: { email, role: 'user' } }),
      ),
    );
    expect(results.map((result) => result.status).sort()).toEqual([201, 409]);
    const invites = await firestore()
      .collection(`restaurants/${restaurantId}/invites`)
      .where('email', '==', email)
      .get();
    expect(invites.size).toBe(1);
  });
});

describe('GET /api/restaurant-users/restaurants/:restaurantId/users/list', () => {
  it('answers 401 without a signed-in caller and 403 to another restaurant', async () => {
    const mine = await createTenant();
    const theirs = await createTenant();
    expect((await callApi(`${base(mine.restaurantId)}/list`)).status).toBe(401);
    expect((await callApi(`${base(mine.restaurantId)}/list`, { token: theirs.owner.idToken })).status).toBe(
      403,
    );
  });

  it('lists members and pending invites to any member', async () => {
    const { owner, restaurantId } = await createTenant();
    const user = await signUpTestUser('reader');
    await addRestaurantMember(restaurantId, user, 'user');
    const email = unknownEmail();
    const invited = await callApi(`${base(restaurantId)}/add`, {
      token: owner.idToken,
      body: { email, role: 'user' },
    });

    const { status, body } = await callApi(`${base(restaurantId)}/list`, { token: user.idToken });
    expect(status).toBe(200);
    expect(body.users).toHaveLength(3);
    expect(body.users).toEqual(
      expect.arrayContaining([
        { id: owner.uid, uid: owner.uid, email: owner.email, role: 'admin', status: 'active' },
        { id: user.uid, uid: user.uid, email: user.email, role: 'user', status: 'active' },
        { id: invited.body.inviteId, email, role: 'user', status: 'invited' },
      ]),
    );
  });

  it('answers 400 for an id that would address another document', async () => {
    const { owner, restaurantId } = await createTenant();
    const { status, body } = await callApi(`${base(`${restaurantId}%2Fmembers`)}/list`, {
      token: owner.idToken,
    });
    expect(status).toBe(400);
    expect(body.issues).toEqual([{ path: 'restaurantId', message: 'This is not a valid id' }]);
  });
});

describe('POST /api/restaurant-users/restaurants/:restaurantId/users/:memberId/role', () => {
  it('answers 401, 403 for another tenant and for a standard user', async () => {
    const tenant = await createTenant();
    const other = await createTenant();
    const user = await signUpTestUser('standard');
    await addRestaurantMember(tenant.restaurantId, user, 'user');
    const path = `${base(tenant.restaurantId)}/${user.uid}/role`;
    expect((await callApi(path, { body: { role: 'admin' } })).status).toBe(401);
    expect((await callApi(path, { token: other.owner.idToken, body: { role: 'admin' } })).status).toBe(403);
    expect((await callApi(path, { token: user.idToken, body: { role: 'admin' } })).status).toBe(403);
    const stored = await firestore().doc(`restaurants/${tenant.restaurantId}/members/${user.uid}`).get();
    expect(stored.get('role')).toBe('user');
  });

  it('changes the role of a member and of an invite', async () => {
    const { owner, restaurantId } = await createTenant();
    const user = await signUpTestUser('promoted');
    await addRestaurantMember(restaurantId, user, 'user');
    const promoted = await callApi(`${base(restaurantId)}/${user.uid}/role`, {
      token: owner.idToken,
      body: { role: 'admin' },
    });
    expect(promoted.status).toBe(200);
    expect((await firestore().doc(`restaurants/${restaurantId}/members/${user.uid}`).get()).get('role')).toBe(
      'admin',
    );

    const invited = await callApi(`${base(restaurantId)}/add`, {
      token: owner.idToken,
      body: { email: unknownEmail(), role: 'user' },
    });
    const changed = await callApi(`${base(restaurantId)}/${invited.body.inviteId}/role`, {
      token: owner.idToken,
      body: { role: 'admin' },
    });
    expect(changed.body).toEqual({ id: invited.body.inviteId, role: 'admin', status: 'invited' });
    const invite = await firestore()
      .doc(`restaurants/${restaurantId}/invites/${invited.body.inviteId}`)
      .get();
    expect(invite.get('role')).toBe('admin');
  });

  it('explains an invalid role and answers 404 for an unknown member', async () => {
    const { owner, restaurantId } = await createTenant();
    const bad = await callApi(`${base(restaurantId)}/${owner.uid}/role`, {
      token: owner.idToken,
      body: { role: 'boss' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual([{ path: 'role', message: 'Choose a role: admin or user' }]);
    const unknown = await callApi(`${base(restaurantId)}/nobody/role`, {
      token: owner.idToken,
      body: { role: 'user' },
    });
    expect(unknown.status).toBe(404);
  });

  it('refuses to demote the last admin', async () => {
    const { owner, restaurantId } = await createTenant();
    const { status, body } = await callApi(`${base(restaurantId)}/${owner.uid}/role`, {
      token: owner.idToken,
      body: { role: 'user' },
    });
    expect(status).toBe(409);
    expect(body.message).toMatch(/at least one admin/);
    expect(
      (await firestore().doc(`restaurants/${restaurantId}/members/${owner.uid}`).get()).get('role'),
    ).toBe('admin');
  });

  it('keeps one admin when two admins demote each other at once', async () => {
    const { owner, restaurantId } = await createTenant();
    const second = await signUpTestUser('second-admin');
    await addRestaurantMember(restaurantId, second, 'admin');
    const results = await Promise.all([
      callApi(`${base(restaurantId)}/${second.uid}/role`, { token: owner.idToken, body: { role: 'user' } }),
      callApi(`${base(restaurantId)}/${owner.uid}/role`, { token: second.idToken, body: { role: 'user' } }),
    ]);
    const admins = await firestore()
      .collection(`restaurants/${restaurantId}/members`)
      .where('role', '==', 'admin')
      .get();
    expect(admins.size).toBe(1);
    // One wins. The other is refused either as "last admin" (409, the two overlapped) or, when the
    // winner committed before the loser's role check, because the loser is no longer an admin (403).
    const [won, refused] = results.map((result) => result.status).sort();
    expect(won).toBe(200);
    expect([403, 409]).toContain(refused);
  });
});

describe('DELETE /api/restaurant-users/restaurants/:restaurantId/users/:memberId', () => {
  it('answers 401, 403 for another tenant and for a standard user', async () => {
    const tenant = await createTenant();
    const other = await createTenant();
    const user = await signUpTestUser('standard');
    await addRestaurantMember(tenant.restaurantId, user, 'user');
    const path = `${base(tenant.restaurantId)}/${tenant.owner.uid}`;
    expect((await callApi(path, { method: 'DELETE' })).status).toBe(401);
    expect((await callApi(path, { method: 'DELETE', token: other.owner.idToken })).status).toBe(403);
    expect((await callApi(path, { method: 'DELETE', token: user.idToken })).status).toBe(403);
  });

  it('removes a member and withdraws an invite', async () => {
    const { owner, restaurantId } = await createTenant();
    const user = await signUpTestUser('leaving');
    await addRestaurantMember(restaurantId, user, 'user');
    const removed = await callApi(`${base(restaurantId)}/${user.uid}`, {
      method: 'DELETE',
      token: owner.idToken,
    });
    expect(removed.status).toBe(200);
    expect((await firestore().doc(`restaurants/${restaurantId}/members/${user.uid}`).get()).exists).toBe(
      false,
    );

    const invited = await callApi(`${base(restaurantId)}/add`, {
      token: owner.idToken,
      body: { email: unknownEmail(), role: 'user' },
    });
    const withdrawn = await callApi(`${base(restaurantId)}/${invited.body.inviteId}`, {
      method: 'DELETE',
      token: owner.idToken,
    });
    expect(withdrawn.status).toBe(200);
    expect(
      (await firestore().doc(`restaurants/${restaurantId}/invites/${invited.body.inviteId}`).get()).exists,
    ).toBe(false);
    const again = await callApi(`${base(restaurantId)}/${invited.body.inviteId}`, {
      method: 'DELETE',
      token: owner.idToken,
    });
    expect(again.status).toBe(404);
  });

  it('refuses to remove the last admin; a super admin, read-only here, cannot remove anyone', async () => {
    const { owner, restaurantId } = await createTenant();
    const superAdmin = await signUpSuperAdmin();
    const last = await callApi(`${base(restaurantId)}/${owner.uid}`, {
      method: 'DELETE',
      token: owner.idToken,
    });
    expect(last.status).toBe(409);
    expect(last.body.title).toBe('Last admin');
    const bySuperAdmin = await callApi(`${base(restaurantId)}/${owner.uid}`, {
      method: 'DELETE',
      token: superAdmin.idToken,
    });
    expect(bySuperAdmin.status).toBe(403);
    expect((await firestore().doc(`restaurants/${restaurantId}/members/${owner.uid}`).get()).exists).toBe(
      true,
    );
  });

  it('lets an admin leave when another admin remains', async () => {
    const { owner, restaurantId } = await createTenant();
    const second = await signUpTestUser('second-admin');
    await addRestaurantMember(restaurantId, second, 'admin');
    const { status } = await callApi(`${base(restaurantId)}/${owner.uid}`, {
      method: 'DELETE',
      token: owner.idToken,
    });
    expect(status).toBe(200);
  });
});
