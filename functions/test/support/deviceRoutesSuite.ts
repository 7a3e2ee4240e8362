import { createHash } from 'node:crypto';
import { PAIRING_CODE_ALPHABET } from '@resto/domain';
import { describe, expect, it } from 'vitest';
import { firestore } from './admin';
import { callApi, signInWithCustomToken, signUpTestUser, tokenClaims } from './emulators';
import {
  addStoreMember,
  createTenant,
  DEVICE_ROUTES,
  type DeviceRouteKind,
  devicesPath,
  pairDevice,
  type Tenant,
} from './tenants';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const codeRecord = (code: string) => firestore().doc(`pairingCodes/${sha256(code)}`);

/**
 * The routes every device kind shares (create, list, update, new code, revoke, login), run for one
 * kind. Kind-specific behaviour is tested in that kind's own file.
 */
export function describeDeviceRoutes(
  kind: DeviceRouteKind,
  createBody: Record<string, unknown> = { name: 'Front' },
) {
  const { listKey, collection, claim, segment } = DEVICE_ROUTES[kind];
  const docPath = (tenant: Tenant, id: string) =>
    `restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/${collection}/${id}`;
  const storedDevice = async (tenant: Tenant, id: string) =>
    (await firestore().doc(docPath(tenant, id)).get()).data();
  const login = (pairingCode: unknown) => callApi(`/api/${kind}/login`, { body: { pairingCode } });

  async function created(tenant: Tenant) {
    const response = await callApi(devicesPath(kind, tenant), {
      token: tenant.owner.idToken,
      body: createBody,
    });
    expect(response.status).toBe(201);
    return { id: String(response.body.id), pairingCode: String(response.body.pairingCode) };
  }

  describe(`POST /api/${kind}/.../${segment} (create)`, () => {
    it('answers 401, 403 for another tenant and 403 for a standard store user', async () => {
      const tenant = await createTenant();
      const other = await createTenant();
      const cook = await signUpTestUser('cook');
      await addStoreMember(tenant, cook, 'user');
      const path = devicesPath(kind, tenant);
      expect((await callApi(path, { body: createBody })).status).toBe(401);
      expect((await callApi(path, { token: other.owner.idToken, body: createBody })).status).toBe(403);
      expect((await callApi(path, { token: cook.idToken, body: createBody })).status).toBe(403);
      const devices = await firestore()
        .collection(`restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/${collection}`)
        .get();
      expect(devices.empty).toBe(true);
    });

    it('explains an invalid name', async () => {
      const tenant = await createTenant();
      const { status, body } = await callApi(devicesPath(kind, tenant), {
        token: tenant.owner.idToken,
        body: { ...createBody, name: '  ' },
      });
      expect(status).toBe(400);
      expect(body.issues).toEqual([{ path: 'name', message: 'Device name must be 1 to 50 characters' }]);
    });

    it('answers 404 for an unknown store of your own restaurant', async () => {
      const tenant = await createTenant();
      const { status } = await callApi(devicesPath(kind, { ...tenant, storeId: 'no-such-store' }), {
        token: tenant.owner.idToken,
        body: createBody,
      });
      expect(status).toBe(404);
    });

    it('creates the device with a one-time 8-character code, keeping only its hash, server-side', async () => {
      const tenant = await createTenant();
      const storeAdmin = await signUpTestUser('store-admin');
      await addStoreMember(tenant, storeAdmin, 'admin');
      const before = Date.now();
      const { status, body } = await callApi(devicesPath(kind, tenant), {
        token: storeAdmin.idToken,
        body: createBody,
      });
      expect(status).toBe(201);
      const code = String(body.pairingCode);
      expect(code).toHaveLength(8);
      for (const symbol of code) expect(PAIRING_CODE_ALPHABET).toContain(symbol);

      const stored = await storedDevice(tenant, String(body.id));
      expect(stored).toMatchObject({
        id: body.id,
        name: createBody.name,
        restaurantId: tenant.restaurantId,
        storeId: tenant.storeId,
        revoked: false,
      });
      // Staff and the device can read its document, so it holds neither the code nor its hash.
      expect(JSON.stringify(stored)).not.toContain(code);
      expect(JSON.stringify(stored)).not.toContain(sha256(code));
      const record = (await codeRecord(code).get()).data();
      expect(record).toMatchObject({
        kind: claim,
        restaurantId: tenant.restaurantId,
        storeId: tenant.storeId,
        deviceId: body.id,
        devicePath: docPath(tenant, String(body.id)),
        expiresIsoDateTimeUtc: stored?.pairingCodeExpiresIsoDateTimeUtc,
      });
      const expires = Date.parse(String(record?.expiresIsoDateTimeUtc));
      expect(expires - before).toBeGreaterThan(23.9 * 3_600_000);
      expect(expires - before).toBeLessThan(24.1 * 3_600_000);
    });
  });

  describe(`GET /api/${kind}/.../${segment} (list)`, () => {
    it('answers 401 and 403 for another tenant', async () => {
      const tenant = await createTenant();
      const other = await createTenant();
      expect((await callApi(devicesPath(kind, tenant))).status).toBe(401);
      expect((await callApi(devicesPath(kind, tenant), { token: other.owner.idToken })).status).toBe(403);
    });

    it('lists devices in service to store staff, without secrets', async () => {
      const tenant = await createTenant();
      const cook = await signUpTestUser('cook');
      await addStoreMember(tenant, cook, 'user');
      const kept = await created(tenant);
      const removed = await created(tenant);
      await callApi(`${devicesPath(kind, tenant)}/${removed.id}`, {
        method: 'DELETE',
        token: tenant.owner.idToken,
      });

      const { status, body } = await callApi(devicesPath(kind, tenant), { token: cook.idToken });
      expect(status).toBe(200);
      const devices = body[listKey] as Record<string, unknown>[];
      expect(devices.map((device) => device.id)).toEqual([kept.id]);
      expect(devices[0]).toMatchObject({
        name: createBody.name,
        revoked: false,
        paired: false,
        pairingCodePending: true,
      });
      expect(devices[0]).not.toHaveProperty('authUid');
    });
  });

  describe(`PUT /api/${kind}/.../${segment}/:deviceId (update)`, () => {
    it('answers 401, 403 for another tenant and for a standard user, 400 and 404', async () => {
      const tenant = await createTenant();
      const other = await createTenant();
      const cook = await signUpTestUser('cook');
      await addStoreMember(tenant, cook, 'user');
      const device = await created(tenant);
      const path = `${devicesPath(kind, tenant)}/${device.id}`;
      const rename = { ...createBody, name: 'Renamed' };
      expect((await callApi(path, { method: 'PUT', body: rename })).status).toBe(401);
      expect((await callApi(path, { method: 'PUT', token: other.owner.idToken, body: rename })).status).toBe(
        403,
      );
      expect((await callApi(path, { method: 'PUT', token: cook.idToken, body: rename })).status).toBe(403);
      const invalid = await callApi(path, { method: 'PUT', token: tenant.owner.idToken, body: { name: '' } });
      expect(invalid.status).toBe(400);
      const unknown = await callApi(`${devicesPath(kind, tenant)}/nope`, {
        method: 'PUT',
        token: tenant.owner.idToken,
        body: rename,
      });
      expect(unknown.status).toBe(404);
      expect((await storedDevice(tenant, device.id))?.name).toBe(createBody.name);
    });

    it('renames the device', async () => {
      const tenant = await createTenant();
      const device = await created(tenant);
      const { status, body } = await callApi(`${devicesPath(kind, tenant)}/${device.id}`, {
        method: 'PUT',
        token: tenant.owner.idToken,
        body: { ...createBody, name: 'Renamed' },
      });
      expect(status).toBe(200);
      expect(body.device).toMatchObject({ id: device.id, name: 'Renamed' });
      expect((await storedDevice(tenant, device.id))?.name).toBe('Renamed');
    });
  });

  describe(`POST /api/${kind}/.../${segment}/:deviceId/pairing-code`, () => {
    it('answers 401, 403 for another tenant and for a standard user, and 404', async () => {
      const tenant = await createTenant();
      const other = await createTenant();
      const cook = await signUpTestUser('cook');
      await addStoreMember(tenant, cook, 'user');
      const device = await created(tenant);
      const path = `${devicesPath(kind, tenant)}/${device.id}/pairing-code`;
      expect((await callApi(path, { method: 'POST' })).status).toBe(401);
      expect((await callApi(path, { method: 'POST', token: other.owner.idToken })).status).toBe(403);
      expect((await callApi(path, { method: 'POST', token: cook.idToken })).status).toBe(403);
      const unknown = `${devicesPath(kind, tenant)}/nope/pairing-code`;
      expect((await callApi(unknown, { method: 'POST', token: tenant.owner.idToken })).status).toBe(404);
    });

    it('replaces the code: the old one stops working, the new one pairs', async () => {
      const tenant = await createTenant();
      const device = await created(tenant);
      const replaced = await callApi(`${devicesPath(kind, tenant)}/${device.id}/pairing-code`, {
        method: 'POST',
        token: tenant.owner.idToken,
      });
      expect(replaced.status).toBe(201);
      expect(replaced.body.pairingCode).not.toBe(device.pairingCode);
      expect((await codeRecord(device.pairingCode).get()).exists).toBe(false);
      expect((await login(device.pairingCode)).status).toBe(401);
      expect((await login(replaced.body.pairingCode)).status).toBe(200);
    });
  });

  describe(`DELETE /api/${kind}/.../${segment}/:deviceId (revoke)`, () => {
    it('answers 401, 403 for another tenant and for a standard user, and 404', async () => {
      const tenant = await createTenant();
      const other = await createTenant();
      const cook = await signUpTestUser('cook');
      await addStoreMember(tenant, cook, 'user');
      const device = await created(tenant);
      const path = `${devicesPath(kind, tenant)}/${device.id}`;
      expect((await callApi(path, { method: 'DELETE' })).status).toBe(401);
      expect((await callApi(path, { method: 'DELETE', token: other.owner.idToken })).status).toBe(403);
      expect((await callApi(path, { method: 'DELETE', token: cook.idToken })).status).toBe(403);
      expect((await storedDevice(tenant, device.id))?.revoked).toBe(false);
      const unknown = await callApi(`${devicesPath(kind, tenant)}/nope`, {
        method: 'DELETE',
        token: tenant.owner.idToken,
      });
      expect(unknown.status).toBe(404);
    });

    it('revokes the device, its pending code and its session; repeating is harmless', async () => {
      const tenant = await createTenant();
      const paired = await pairDevice(kind, tenant);
      const path = `${devicesPath(kind, tenant)}/${paired.deviceId}`;
      const code = await callApi(`${path}/pairing-code`, { method: 'POST', token: tenant.owner.idToken });
      // Auth revocation has one-second resolution: a token from the very same second would survive it.
      await new Promise((resolve) => setTimeout(resolve, 1100));

      const revoked = await callApi(path, { method: 'DELETE', token: tenant.owner.idToken });
      expect(revoked.status).toBe(200);
      expect(revoked.body).toEqual({ id: paired.deviceId, revoked: true });
      const stored = await storedDevice(tenant, paired.deviceId);
      expect(stored).toMatchObject({ revoked: true });
      expect(stored).not.toHaveProperty('pairingCodeExpiresIsoDateTimeUtc');
      expect((await codeRecord(String(code.body.pairingCode)).get()).exists).toBe(false);
      expect((await login(code.body.pairingCode)).status).toBe(401);

      // The device's refresh tokens are revoked, so its ID token is refused everywhere.
      expect((await callApi(devicesPath(kind, tenant), { token: paired.idToken })).status).toBe(401);
      expect((await callApi(path, { method: 'DELETE', token: tenant.owner.idToken })).status).toBe(200);
    });
  });

  describe(`POST /api/${kind}/login`, () => {
    it('explains a malformed code', async () => {
      const { status, body } = await login('abc');
      expect(status).toBe(400);
      expect(body.issues).toEqual([
        { path: 'pairingCode', message: 'The pairing code is 8 letters or digits' },
      ]);
    });

    it('signs the device in once with its code, carrying the device claim', async () => {
      const tenant = await createTenant();
      const device = await created(tenant);
      const typed = `${device.pairingCode.slice(0, 4).toLowerCase()}-${device.pairingCode.slice(4)}`;
      const first = await login(typed);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({
        restaurantId: tenant.restaurantId,
        storeId: tenant.storeId,
        deviceId: device.id,
      });
      const session = await signInWithCustomToken(String(first.body.customToken));
      expect(tokenClaims(session.idToken)[claim]).toEqual({
        restaurantId: tenant.restaurantId,
        storeId: tenant.storeId,
        deviceId: device.id,
      });
      const stored = await storedDevice(tenant, device.id);
      expect(stored).toMatchObject({ authUid: session.uid, pairedIsoDateTimeUtc: expect.any(String) });
      expect(stored).not.toHaveProperty('pairingCodeExpiresIsoDateTimeUtc');
      expect((await codeRecord(device.pairingCode).get()).exists).toBe(false);

      const secondUse = await login(device.pairingCode);
      expect(secondUse.status).toBe(401);
    });

    it('gives one session when two screens race with one code', async () => {
      const tenant = await createTenant();
      const device = await created(tenant);
      const results = await Promise.all([1, 2].map(() => login(device.pairingCode)));
      expect(results.map((result) => result.status).sort()).toEqual([200, 401]);
    });

    it('refuses an expired code', async () => {
      const tenant = await createTenant();
      const device = await created(tenant);
      await codeRecord(device.pairingCode).update({
        expiresIsoDateTimeUtc: new Date(Date.now() - 1000).toISOString(),
      });
      const expired = await login(device.pairingCode);
      expect(expired.status).toBe(401);
      expect(expired.body.message).toMatch(/expired/);
    });

    it('accepts a seeded pairingCodes record without expiry, once', async () => {
      const tenant = await createTenant();
      const device = await created(tenant);
      const seededCode = `REC${crypto.randomUUID().replace(/-/g, '').slice(0, 5).toUpperCase()}`;
      await codeRecord(seededCode).set({
        kind: claim,
        restaurantId: tenant.restaurantId,
        storeId: tenant.storeId,
        deviceId: device.id,
        devicePath: docPath(tenant, device.id),
        createdIsoDateTimeUtc: '2025-01-01T00:00:00.000Z',
      });
      const seeded = await login(seededCode);
      expect(seeded.status).toBe(200);
      expect(seeded.body.deviceId).toBe(device.id);
      expect((await login(seededCode)).status).toBe(401);
    });

    it("ends the previous screen's session when the device pairs again", async () => {
      const tenant = await createTenant();
      const first = await pairDevice(kind, tenant);
      const code = await callApi(`${devicesPath(kind, tenant)}/${first.deviceId}/pairing-code`, {
        method: 'POST',
        token: tenant.owner.idToken,
      });
      expect((await login(code.body.pairingCode)).status).toBe(200);
      // The first screen's account is deleted: its token no longer verifies.
      expect((await callApi(devicesPath(kind, tenant), { token: first.idToken })).status).toBe(401);
    });
  });
}

/** A code made for one kind of device does not sign in another kind. */
export function describeCrossKindLogin(kind: DeviceRouteKind, otherKind: DeviceRouteKind) {
  it(`refuses a ${otherKind} pairing code at /api/${kind}/login`, async () => {
    const tenant = await createTenant();
    const other = await callApi(devicesPath(otherKind, tenant), {
      token: tenant.owner.idToken,
      body: { name: 'Other' },
    });
    expect(
      (await callApi(`/api/${kind}/login`, { body: { pairingCode: other.body.pairingCode } })).status,
    ).toBe(401);
    expect(
      (await callApi(`/api/${otherKind}/login`, { body: { pairingCode: other.body.pairingCode } })).status,
    ).toBe(200);
  });
}
