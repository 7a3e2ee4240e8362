import { describe, expect, it } from 'vitest';
import { firestore } from './support/admin';
import { describeCrossKindLogin, describeDeviceRoutes } from './support/deviceRoutesSuite';
import { callApi, signUpTestUser } from './support/emulators';
import { addStoreMember, createTenant, devicesPath, pairDevice, type Tenant } from './support/tenants';

describeDeviceRoutes('kds', { name: 'Kitchen screen' });

describe('pairing codes of other device kinds', () => describeCrossKindLogin('kds', 'printers'));

const settingsPath = (tenant: Tenant, deviceId: string) =>
  `${devicesPath('kds', tenant)}/${deviceId}/settings`;
const settingsDoc = (tenant: Tenant, deviceId: string) =>
  firestore().doc(
    `restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/kdsDeviceSettings/${deviceId}`,
  );

describe('kitchen display settings', () => {
  it('are created with the default prep time together with the device', async () => {
    const tenant = await createTenant();
    const created = await callApi(devicesPath('kds', tenant), {
      token: tenant.owner.idToken,
      body: { name: 'Grill' },
    });
    expect((await settingsDoc(tenant, String(created.body.id)).get()).data()).toMatchObject({
      id: created.body.id,
      kdsDeviceId: created.body.id,
      prepTimeInMinutes: 30,
    });
  });

  it('answer 401 unauthenticated and 403 for another tenant', async () => {
    const tenant = await createTenant();
    const other = await createTenant();
    const device = await pairDevice('kds', tenant);
    const path = settingsPath(tenant, device.deviceId);
    expect((await callApi(path, { method: 'PUT', body: { prepTimeInMinutes: 20 } })).status).toBe(401);
    const otherAdmin = await callApi(path, {
      method: 'PUT',
      token: other.owner.idToken,
      body: { prepTimeInMinutes: 20 },
    });
    expect(otherAdmin.status).toBe(403);
    const otherDevice = await pairDevice('kds', other);
    const wrongStore = await callApi(path, {
      method: 'PUT',
      token: otherDevice.idToken,
      body: { prepTimeInMinutes: 20 },
    });
    expect(wrongStore.status).toBe(403);
    expect((await settingsDoc(tenant, device.deviceId).get()).get('prepTimeInMinutes')).toBe(30);
  });

  it('can be changed by store staff and by the display itself, not by another display', async () => {
    const tenant = await createTenant();
    const cook = await signUpTestUser('cook');
    await addStoreMember(tenant, cook, 'user');
    const display = await pairDevice('kds', tenant, 'Grill');
    const otherDisplay = await pairDevice('kds', tenant, 'Fryer');
    const path = settingsPath(tenant, display.deviceId);

    const byCook = await callApi(path, {
      method: 'PUT',
      token: cook.idToken,
      body: { prepTimeInMinutes: 25 },
    });
    expect(byCook.status).toBe(200);
    expect(byCook.body.settings).toMatchObject({ kdsDeviceId: display.deviceId, prepTimeInMinutes: 25 });

    const byItself = await callApi(path, {
      method: 'PUT',
      token: display.idToken,
      body: { prepTimeInMinutes: 40 },
    });
    expect(byItself.status).toBe(200);
    const stored = (await settingsDoc(tenant, display.deviceId).get()).data();
    expect(stored).toMatchObject({ prepTimeInMinutes: 40 });
    expect(Date.now() - Date.parse(String(stored?.lastUpdatedIsoDateTimeUtc))).toBeLessThan(60_000);

    const byOther = await callApi(path, {
      method: 'PUT',
      token: otherDisplay.idToken,
      body: { prepTimeInMinutes: 5 },
    });
    expect(byOther.status).toBe(403);
  });

  it('explain an invalid prep time and answer 404 for an unknown display', async () => {
    const tenant = await createTenant();
    const display = await pairDevice('kds', tenant);
    const invalid = await callApi(settingsPath(tenant, display.deviceId), {
      method: 'PUT',
      token: tenant.owner.idToken,
      body: { prepTimeInMinutes: 0 },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.issues).toEqual([
      { path: 'prepTimeInMinutes', message: 'Preparation time must be 1 to 240 minutes' },
    ]);
    const missing = await callApi(settingsPath(tenant, display.deviceId), {
      method: 'PUT',
      token: tenant.owner.idToken,
      body: {},
    });
    expect(missing.status).toBe(400);
    const unknown = await callApi(settingsPath(tenant, 'nope'), {
      method: 'PUT',
      token: tenant.owner.idToken,
      body: { prepTimeInMinutes: 15 },
    });
    expect(unknown.status).toBe(404);
  });

  it("refuse a removed display's own session", async () => {
    const tenant = await createTenant();
    const display = await pairDevice('kds', tenant);
    await firestore()
      .doc(`restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/kdsDevices/${display.deviceId}`)
      .update({ revoked: true });
    const { status } = await callApi(settingsPath(tenant, display.deviceId), {
      method: 'PUT',
      token: display.idToken,
      body: { prepTimeInMinutes: 15 },
    });
    expect(status).toBe(401);
  });
});
