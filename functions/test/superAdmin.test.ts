import { describe, expect, it } from 'vitest';
import { adminAuth } from './support/admin';
import { callApi, signInWithPassword, signUpTestUser, tokenClaims } from './support/emulators';
import { createTenant, pairDevice, signUpSuperAdmin } from './support/tenants';

const path = '/api/super-admin/users/grant';

describe('POST /api/super-admin/users/grant', () => {
  it('answers 401 without a signed-in caller', async () => {
    const target = await signUpTestUser('target');
    expect((await callApi(path, { body: { email: target.email } })).status).toBe(401);
  });

  it('answers 403 to restaurant admins and to devices', async () => {
    const tenant = await createTenant();
    const device = await pairDevice('pos', tenant);
    for (const token of [tenant.owner.idToken, device.idToken]) {
      const { status, body } = await callApi(path, { token, body: { email: tenant.owner.email } });
      expect(status).toBe(403);
      expect(body.message).toBe('Only platform administrators can do this.');
    }
    expect((await adminAuth().getUser(tenant.owner.uid)).customClaims?.superAdmin).toBeUndefined();
  });

  it('explains an invalid email and answers 404 for an unknown account', async () => {
    const superAdmin = await signUpSuperAdmin();
    const invalid = await callApi(path, { token: superAdmin.idToken, body: { email: 'nope' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.issues).toEqual([
      { path: 'email', message: 'Enter a valid email address, like name@example.com' },
    ]);
    const unknown = await callApi(path, {
      token: superAdmin.idToken,
      body: { email: 'nobody-here@example.test' },
    });
    expect(unknown.status).toBe(404);
  });

  it('grants the claim, keeping the claims the account already had', async () => {
    const superAdmin = await signUpSuperAdmin();
    const target = await signUpTestUser('target');
    await adminAuth().setCustomUserClaims(target.uid, { betaTester: true });
    const { status, body } = await callApi(path, {
      token: superAdmin.idToken,
      body: { email: target.email },
    });
    expect(status).toBe(200);
    expect(body).toEqual({ uid: target.uid, email: target.email, superAdmin: true });
    expect((await adminAuth().getUser(target.uid)).customClaims).toEqual({
      betaTester: true,
      superAdmin: true,
    });
    const { idToken } = await signInWithPassword(target.email);
    expect(tokenClaims(idToken).superAdmin).toBe(true);
  });
});

describe('POST /api/super-admin/users/revoke and the audit log', () => {
  it('revokes another super admin (not yourself), keeps other claims, and both changes are in the audit log', async () => {
    const superAdmin = await signUpSuperAdmin();
    const target = await signUpTestUser('revoke-target');
    await adminAuth().setCustomUserClaims(target.uid, { betaTester: true });
    const revoke = (token: string, email: string) =>
      callApi('/api/super-admin/users/revoke', { token, body: { email } });
    // Not a super admin yet: nothing to revoke.
    expect((await revoke(superAdmin.idToken, target.email)).status).toBe(409);
    expect((await callApi(path, { token: superAdmin.idToken, body: { email: target.email } })).status).toBe(
      200,
    );
    const tenant = await createTenant('revoke-tenant');
    expect((await revoke(tenant.owner.idToken, target.email)).status).toBe(403);
    expect((await revoke(superAdmin.idToken, superAdmin.email)).status).toBe(409);
    expect((await revoke(superAdmin.idToken, 'nobody-here@example.test')).status).toBe(404);
    expect((await revoke(superAdmin.idToken, 'nope')).status).toBe(400);
    const revoked = await revoke(superAdmin.idToken, target.email);
    expect(revoked.status).toBe(200);
    expect((await adminAuth().getUser(target.uid)).customClaims).toEqual({ betaTester: true });
    const { idToken } = await signInWithPassword(target.email);
    expect(tokenClaims(idToken).superAdmin).toBeUndefined();

    const logs = await callApi('/api/audit/query-logs?limit=50', { token: superAdmin.idToken });
    expect(logs.status).toBe(200);
    const mine = (logs.body.entries as { action: string; targetUid?: string; actorUid: string }[]).filter(
      (entry) => entry.targetUid === target.uid,
    );
    expect(mine.map((entry) => entry.action)).toEqual(['superAdmin.revoked', 'superAdmin.granted']);
    expect(mine.every((entry) => entry.actorUid === superAdmin.uid)).toBe(true);
    const onlyRevokes = await callApi('/api/audit/query-logs?action=superAdmin.revoked&limit=100', {
      token: superAdmin.idToken,
    });
    expect(
      (onlyRevokes.body.entries as { action: string }[]).every(
        (entry) => entry.action === 'superAdmin.revoked',
      ),
    ).toBe(true);
    // A restaurant admin reads neither the platform's log nor another restaurant's.
    const other = await createTenant('revoke-other');
    expect((await callApi('/api/audit/query-logs', { token: tenant.owner.idToken })).status).toBe(403);
    expect(
      (
        await callApi(`/api/audit/restaurants/${tenant.restaurantId}/query-logs`, {
          token: other.owner.idToken,
        })
      ).status,
    ).toBe(403);
    const own = await callApi(`/api/audit/restaurants/${tenant.restaurantId}/query-logs`, {
      token: tenant.owner.idToken,
    });
    expect(own.status).toBe(200);
    expect(own.body.entries).toEqual([]);
    expect((await callApi('/api/audit/query-logs?limit=500', { token: superAdmin.idToken })).status).toBe(
      400,
    );
  });
});
