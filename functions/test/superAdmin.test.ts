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
