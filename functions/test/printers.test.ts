import { describe, expect, it } from 'vitest';
import { firestore } from './support/admin';
import { describeCrossKindLogin, describeDeviceRoutes } from './support/deviceRoutesSuite';
import { callApi } from './support/emulators';
import { createTenant, devicesPath } from './support/tenants';

describeDeviceRoutes('printers', { name: 'Kitchen printer' });

describe('pairing codes of other device kinds', () => describeCrossKindLogin('printers', 'pos'));

describe('printer details', () => {
  it('stores an optional printer model and explains an unknown one', async () => {
    const tenant = await createTenant();
    const created = await callApi(devicesPath('printers', tenant), {
      token: tenant.owner.idToken,
      body: { name: 'Cloud printer', printerModel: 'cloudKitchenPrinter' },
    });
    expect(created.status).toBe(201);
    const stored = await firestore()
      .doc(`restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/printers/${created.body.id}`)
      .get();
    expect(stored.get('printerModel')).toBe('cloudKitchenPrinter');

    const invalid = await callApi(devicesPath('printers', tenant), {
      token: tenant.owner.idToken,
      body: { name: 'Odd', printerModel: 'dot-matrix' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.issues).toEqual([{ path: 'printerModel', message: 'Choose the printer model' }]);
  });
});
