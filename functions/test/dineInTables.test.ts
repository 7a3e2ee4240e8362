import { describe, expect, it } from 'vitest';
import { firestore } from './support/admin';
import { callApi, signUpTestUser } from './support/emulators';
import { addStoreMember, createTenant, type Tenant } from './support/tenants';

const adminBase = (tenant: Tenant) =>
  `/api/dine-in/restaurants/${tenant.restaurantId}/stores/${tenant.storeId}`;
const publicBase = (tenant: Tenant) =>
  `/api/online-ordering/restaurants/${tenant.restaurantId}/stores/${tenant.storeId}`;

async function addTable(tenant: Tenant, body: Record<string, unknown>) {
  const response = await callApi(`${adminBase(tenant)}/tables`, { token: tenant.owner.idToken, body });
  expect(response.status).toBe(201);
  return String(response.body.id);
}

describe('dine-in tables', () => {
  it('lets store admins create, rename and delete tables; refuses staff users and other tenants', async () => {
    const tenant = await createTenant();
    const other = await createTenant();
    const waiter = await signUpTestUser('waiter');
    await addStoreMember(tenant, waiter, 'user');
    const body = { name: '12', seats: 4, seatingArea: 'Courtyard' };
    expect((await callApi(`${adminBase(tenant)}/tables`, { body })).status).toBe(401);
    expect((await callApi(`${adminBase(tenant)}/tables`, { token: other.owner.idToken, body })).status).toBe(
      403,
    );
    expect((await callApi(`${adminBase(tenant)}/tables`, { token: waiter.idToken, body })).status).toBe(403);

    const tableId = await addTable(tenant, body);
    const stored = await firestore()
      .doc(`restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/tables/${tableId}`)
      .get();
    expect(stored.data()).toMatchObject({ name: '12', seats: 4, seatingArea: 'Courtyard', active: true });

    const renamed = await callApi(`${adminBase(tenant)}/tables/${tableId}`, {
      method: 'PUT',
      token: tenant.owner.idToken,
      body: { name: 'Window 12', seats: 6, seatingArea: 'Courtyard', active: true },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.table).toMatchObject({ name: 'Window 12', seats: 6 });

    const removed = await callApi(`${adminBase(tenant)}/tables/${tableId}`, {
      method: 'DELETE',
      token: tenant.owner.idToken,
    });
    expect(removed.status).toBe(200);
    expect(
      (
        await firestore()
          .doc(`restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/tables/${tableId}`)
          .get()
      ).exists,
    ).toBe(false);
  });

  it('explains invalid fields and refuses a second table of the same name', async () => {
    const tenant = await createTenant();
    const invalid = await callApi(`${adminBase(tenant)}/tables`, {
      token: tenant.owner.idToken,
      body: { name: ' ', seats: 0 },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Enter a table name, like "12" or "Window 3"' },
        { path: 'seats', message: 'A table seats at least 1' },
      ]),
    );
    await addTable(tenant, { name: 'Bar 1', seats: 2 });
    const clash = await callApi(`${adminBase(tenant)}/tables`, {
      token: tenant.owner.idToken,
      body: { name: 'bar 1', seats: 2 },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('Another table is already called "bar 1".');
  });

  it('tells anyone who scans a code about an active table, and refuses unknown and switched-off tables', async () => {
    const tenant = await createTenant();
    const open = await addTable(tenant, { name: '3', seats: 2, seatingArea: 'Bar' });
    const closed = await addTable(tenant, { name: '4', seats: 2, active: false });

    const found = await callApi(`${publicBase(tenant)}/tables/${open}`);
    expect(found.status).toBe(200);
    expect(found.body.table).toEqual({ id: open, name: '3', seatingArea: 'Bar' });

    const off = await callApi(`${publicBase(tenant)}/tables/${closed}`);
    expect(off.status).toBe(404);
    expect(off.body.message).toBe(
      'This table is not taking orders right now. Please ask our staff for help.',
    );

    const unknown = await callApi(`${publicBase(tenant)}/tables/no-such-table`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('This QR code is not for a table of this store.');

    // Another store's table id does not work here.
    const other = await createTenant();
    expect((await callApi(`${publicBase(other)}/tables/${open}`)).status).toBe(404);
  });

  it("saves a seating area map whose shapes name this store's tables, and refuses another store's table", async () => {
    const tenant = await createTenant();
    const other = await createTenant();
    const mine = await addTable(tenant, { name: '1', seats: 2, seatingArea: 'Courtyard' });
    const theirs = await addTable(other, { name: '9', seats: 2 });
    const map = (tableId: string) => ({
      name: 'Courtyard',
      tables: [
        { id: 'shape-1', type: 'circle', location: { x: 200, y: 200 }, tableId },
        { id: 'shape-2', type: 'rectangle', location: { x: 500, y: 200 }, rotation: 90 },
      ],
    });
    const path = `${adminBase(tenant)}/table-maps/courtyard`;
    const saved = await callApi(path, { method: 'PUT', token: tenant.owner.idToken, body: map(mine) });
    expect(saved.status).toBe(200);
    const stored = await firestore()
      .doc(`restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/tableMaps/courtyard`)
      .get();
    expect(stored.data()).toMatchObject({
      name: 'Courtyard',
      scale: 1,
      gridSize: 20,
      tables: [
        { id: 'shape-1', type: 'circle', radius: 60, tableId: mine },
        { id: 'shape-2', type: 'rectangle', width: 120, length: 240, rotation: 90 },
      ],
    });
    const foreign = await callApi(path, { method: 'PUT', token: tenant.owner.idToken, body: map(theirs) });
    expect(foreign.status).toBe(400);
    expect(foreign.body.issues).toEqual([
      { path: 'tables.0.tableId', message: 'This table is not one of this store’s tables.' },
    ]);
    expect((await callApi(path, { method: 'PUT', token: other.owner.idToken, body: map(mine) })).status).toBe(
      403,
    );
    const removed = await callApi(path, { method: 'DELETE', token: tenant.owner.idToken });
    expect(removed.status).toBe(200);
  });
});
