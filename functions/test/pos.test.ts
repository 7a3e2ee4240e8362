import { describe, expect, it } from 'vitest';
import { firestore } from './support/admin';
import { describeCrossKindLogin, describeDeviceRoutes } from './support/deviceRoutesSuite';
import { callApi } from './support/emulators';
import { createTenant, pairDevice } from './support/tenants';

describeDeviceRoutes('pos', { name: 'Front counter' });

describe('pairing codes of other device kinds', () => describeCrossKindLogin('pos', 'kds'));

describe('POS terminal sessions on device-only routes', () => {
  const verifyPath = (tenant: { restaurantId: string; storeId: string }) =>
    `/api/employees/restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/verify-pin`;

  it("refuses a revoked terminal's token on a terminal-only route", async () => {
    const tenant = await createTenant();
    const terminal = await pairDevice('pos', tenant);
    expect(
      (await callApi(verifyPath(tenant), { token: terminal.idToken, body: { pin: '1234' } })).status,
    ).toBe(200);
    // Flag it revoked without touching Auth: the device document alone must stop the session.
    await firestore()
      .doc(`restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/posTerminals/${terminal.deviceId}`)
      .update({ revoked: true });
    const { status, body } = await callApi(verifyPath(tenant), {
      token: terminal.idToken,
      body: { pin: '1234' },
    });
    expect(status).toBe(401);
    expect(body.message).toMatch(/^This device has been removed/);
  });

  it("refuses a terminal of store A on store B's routes", async () => {
    const storeA = await createTenant();
    const storeB = await createTenant();
    const terminal = await pairDevice('pos', storeA);
    const { status, body } = await callApi(verifyPath(storeB), {
      token: terminal.idToken,
      body: { pin: '1234' },
    });
    expect(status).toBe(403);
    expect(body.message).toBe('This POS terminal belongs to another store.');
  });
});
