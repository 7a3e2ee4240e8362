import { beforeAll, describe, expect, it } from 'vitest';
import { firestore } from './support/admin';
import { callApi, signInWithCustomToken, type TestUser, tokenClaims } from './support/emulators';
import { createTenant, STORE_BODY, signUpSuperAdmin, type Tenant } from './support/tenants';

const start = (restaurantId: string) => `/api/super-admin/restaurants/${restaurantId}/support-sessions`;
const END = '/api/super-admin/support-sessions/end';
const REASON = 'Owner asked us to fix their store hours';

let tenant: Tenant;
let other: Tenant;
let superAdmin: TestUser;
beforeAll(async () => {
  [tenant, other, superAdmin] = await Promise.all([
    createTenant(),
    createTenant('other'),
    signUpSuperAdmin(),
  ]);
});

async function ownerLog(token = tenant.owner.idToken) {
  const answer = await callApi(`/api/audit/restaurants/${tenant.restaurantId}/query-logs?limit=20`, {
    token,
  });
  expect(answer.status).toBe(200);
  return answer.body.entries as Record<string, unknown>[];
}

describe('super admins see tenants read-only', () => {
  it('reads a restaurant they are not a member of, but every change is refused with words (403)', async () => {
    const read = await callApi(`/api/audit/restaurants/${tenant.restaurantId}/query-logs`, {
      token: superAdmin.idToken,
    });
    expect(read.status).toBe(200);
    const write = await callApi(`/api/restaurants/${tenant.restaurantId}/stores`, {
      token: superAdmin.idToken,
      body: STORE_BODY,
    });
    expect(write.status).toBe(403);
    expect(write.body.message).toMatch(/read-only.*Sign in as owner/);
  });
});

describe('support sign-in (sign in as the owner)', () => {
  it('only super admins start one, with a reason and a bounded time', async () => {
    expect(
      (await callApi(start(tenant.restaurantId), { token: tenant.owner.idToken, body: { reason: REASON } }))
        .status,
    ).toBe(403);
    const noReason = await callApi(start(tenant.restaurantId), {
      token: superAdmin.idToken,
      body: { reason: '' },
    });
    expect(noReason.status).toBe(400);
    const tooLong = await callApi(start(tenant.restaurantId), {
      token: superAdmin.idToken,
      body: { reason: REASON, minutes: 600 },
    });
    expect(tooLong.status).toBe(400);
    expect(
      (await callApi(start('no-such-restaurant'), { token: superAdmin.idToken, body: { reason: REASON } }))
        .status,
    ).toBe(404);
  });

  it('acts as the owner in that restaurant only, audits every change under both names, and ends back as the super admin', async () => {
    const started = await callApi(start(tenant.restaurantId), {
      token: superAdmin.idToken,
      body: { reason: REASON, minutes: 15 },
    });
    expect(started.status).toBe(201);
    expect(started.body.session).toMatchObject({
      restaurantId: tenant.restaurantId,
      ownerUid: tenant.owner.uid,
      superAdminUid: superAdmin.uid,
      reason: REASON,
    });
    const acting = await signInWithCustomToken(String(started.body.customToken));
    expect(acting.uid).toBe(tenant.owner.uid);
    const claims = tokenClaims(acting.idToken);
    expect(claims.supportSession).toMatchObject({ restaurantId: tenant.restaurantId });
    expect(claims.superAdmin).toBeUndefined();

    // A change in the restaurant works, as the owner, and is in the owner's audit log under both names.
    const created = await callApi(`/api/restaurants/${tenant.restaurantId}/stores`, {
      token: acting.idToken,
      body: { ...STORE_BODY, name: 'Fixed by support' },
    });
    expect(created.status).toBe(201);
    const entries = await ownerLog();
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'signInAs.action',
          actorUid: superAdmin.uid,
          actorEmail: superAdmin.email,
          onBehalfOfUid: tenant.owner.uid,
          summary: `POST /api/restaurants/${tenant.restaurantId}/stores`,
        }),
        expect.objectContaining({
          action: 'signInAs.started',
          actorUid: superAdmin.uid,
          onBehalfOfUid: tenant.owner.uid,
          summary: `for 15 min: ${REASON}`,
        }),
      ]),
    );

    // Another restaurant and the platform's routes are out of reach; nothing is written there.
    const elsewhere = await callApi(`/api/restaurants/${other.restaurantId}/stores`, {
      token: acting.idToken,
      body: STORE_BODY,
    });
    expect(elsewhere.status).toBe(403);
    expect((await callApi('/api/super-admin/printers', { token: acting.idToken })).status).toBe(403);
    expect(
      (await callApi(start(tenant.restaurantId), { token: acting.idToken, body: { reason: REASON } })).status,
    ).toBe(403);

    // Ending: the ticket buys the super admin's own session back; the acting session is dead at once.
    const ended = await callApi(END, {
      token: acting.idToken,
      body: { returnTicket: started.body.returnTicket },
    });
    expect(ended.status).toBe(200);
    const back = await signInWithCustomToken(String(ended.body.returnToken));
    expect(back.uid).toBe(superAdmin.uid);
    expect(tokenClaims(back.idToken).superAdmin).toBe(true);
    const after = await callApi(`/api/restaurants/${tenant.restaurantId}/stores`, {
      token: acting.idToken,
      body: STORE_BODY,
    });
    expect(after.status).toBe(401);
    expect((await ownerLog()).some((entry) => entry.action === 'signInAs.ended')).toBe(true);
    const stores = await firestore().collection(`restaurants/${tenant.restaurantId}/stores`).get();
    expect(stores.docs.map((doc) => doc.get('name'))).toContain('Fixed by support');
    expect(stores.size).toBe(2);
  });

  it('a wrong return ticket still ends the session but gives no super admin token', async () => {
    const started = await callApi(start(tenant.restaurantId), {
      token: superAdmin.idToken,
      body: { reason: REASON },
    });
    const acting = await signInWithCustomToken(String(started.body.customToken));
    const ended = await callApi(END, { token: acting.idToken, body: { returnTicket: 'guessed' } });
    expect(ended.status).toBe(200);
    expect(ended.body.returnToken).toBeUndefined();
    expect(
      (await callApi(`/api/audit/restaurants/${tenant.restaurantId}/query-logs`, { token: acting.idToken }))
        .status,
    ).toBe(401);
    // The owner's own session is untouched.
    expect((await ownerLog()).length).toBeGreaterThan(0);
  });
});
