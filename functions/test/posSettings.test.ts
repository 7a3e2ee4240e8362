import { beforeAll, describe, expect, it } from 'vitest';
import { firestore } from './support/admin';
import { callApi } from './support/emulators';
import { createTenant, pairDevice, type Tenant } from './support/tenants';

/**
 * POS settings: the store's defaults (a store setting) and a terminal's own overrides (on its device
 * document, through the terminal's PUT), with custom payments named by id checked against the store.
 */

let tenant: Tenant;
let outsider: Tenant;
let voucherId: string;

const base = (t: Tenant) => `/api/pos/restaurants/${t.restaurantId}/stores/${t.storeId}/pos_terminals`;
const storeSettings = (t: Tenant) =>
  `/api/store-settings/restaurants/${t.restaurantId}/stores/${t.storeId}/settings/posSettings`;

beforeAll(async () => {
  [tenant, outsider] = await Promise.all([createTenant('possettings'), createTenant('possettings-b')]);
  const saved = await callApi(
    `/api/store-settings/restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/settings/customPayments`,
    { method: 'PUT', token: tenant.owner.idToken, body: { customPayments: [{ name: 'Gift voucher' }] } },
  );
  expect(saved.status).toBe(200);
  voucherId = String(
    (saved.body.settings as { customPayments: Array<{ id: string }> }).customPayments[0]?.id,
  );
});

describe('POS terminal overrides', () => {
  it('stores the overridden groups on the terminal and keeps them on a plain rename', async () => {
    const terminal = await pairDevice('pos', tenant, 'Bar till');
    const path = `${base(tenant)}/${terminal.deviceId}`;
    const saved = await callApi(path, {
      method: 'PUT',
      token: tenant.owner.idToken,
      body: {
        name: 'Bar till',
        settings: {
          idleLockMinutes: 0,
          payments: { paymentTypes: ['cash'], allCustomPayments: false, customPaymentIds: [voucherId] },
        },
      },
    });
    expect(saved.status).toBe(200);
    const ref = firestore().doc(
      `restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/posTerminals/${terminal.deviceId}`,
    );
    expect((await ref.get()).get('settings')).toEqual({
      idleLockMinutes: 0,
      payments: { paymentTypes: ['cash'], allCustomPayments: false, customPaymentIds: [voucherId] },
    });

    const renamed = await callApi(path, {
      method: 'PUT',
      token: tenant.owner.idToken,
      body: { name: 'Bar' },
    });
    expect(renamed.status).toBe(200);
    expect((await ref.get()).get('name')).toBe('Bar');
    expect((await ref.get()).get('settings.idleLockMinutes')).toBe(0);
  });

  it("refuses a custom payment that is not this store's (400 on the field), storing nothing", async () => {
    const terminal = await pairDevice('pos', tenant, 'Window till');
    const { status, body } = await callApi(`${base(tenant)}/${terminal.deviceId}`, {
      method: 'PUT',
      token: tenant.owner.idToken,
      body: {
        name: 'Window till',
        settings: {
          payments: { paymentTypes: [], allCustomPayments: false, customPaymentIds: [voucherId, 'not-ours'] },
        },
      },
    });
    expect(status).toBe(400);
    expect(body.issues).toEqual([
      {
        path: 'settings.payments.customPaymentIds.1',
        message: expect.stringContaining('no such custom payment'),
      },
    ]);
    const stored = await firestore()
      .doc(`restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/posTerminals/${terminal.deviceId}`)
      .get();
    expect(stored.get('settings')).toBeUndefined();
  });

  it('explains invalid overrides (400)', async () => {
    const terminal = await pairDevice('pos', tenant, 'Patio till');
    const { status, body } = await callApi(`${base(tenant)}/${terminal.deviceId}`, {
      method: 'PUT',
      token: tenant.owner.idToken,
      body: { name: 'Patio till', settings: { tipping: { enabled: true, percentages: [] } } },
    });
    expect(status).toBe(400);
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'settings.tipping.percentages', message: 'Give at least one tip choice' },
      ]),
    );
  });

  it("refuses another restaurant's admin and the terminal itself", async () => {
    const terminal = await pairDevice('pos', tenant, 'Kiosk');
    const body = { name: 'Mine now', settings: { idleLockMinutes: 1 } };
    const path = `${base(tenant)}/${terminal.deviceId}`;
    expect((await callApi(path, { method: 'PUT', token: outsider.owner.idToken, body })).status).toBe(403);
    expect((await callApi(path, { method: 'PUT', token: terminal.idToken, body })).status).toBe(403);
  });
});

describe('store POS defaults', () => {
  it("refuses another store's custom payment id and saves the store's own", async () => {
    const refused = await callApi(storeSettings(tenant), {
      method: 'PUT',
      token: tenant.owner.idToken,
      body: {
        payments: { paymentTypes: ['cash'], allCustomPayments: false, customPaymentIds: ['elsewhere'] },
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([
      { path: 'payments.customPaymentIds.0', message: expect.stringContaining('no such custom payment') },
    ]);
    const saved = await callApi(storeSettings(tenant), {
      method: 'PUT',
      token: tenant.owner.idToken,
      body: { payments: { paymentTypes: ['cash'], allCustomPayments: false, customPaymentIds: [voucherId] } },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.settings).toMatchObject({
      payments: { customPaymentIds: [voucherId] },
      idleLockMinutes: 5,
    });
  });
});
