import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { firestore } from './support/admin';
import { callApi, signUpTestUser } from './support/emulators';
import { addStoreMember, createTenant, pairDevice, type Tenant } from './support/tenants';

const base = (tenant: Tenant) => `/api/employees/restaurants/${tenant.restaurantId}/stores/${tenant.storeId}`;
const storePath = (tenant: Tenant) => `restaurants/${tenant.restaurantId}/stores/${tenant.storeId}`;

async function addEmployee(tenant: Tenant, body: Record<string, unknown>) {
  const response = await callApi(`${base(tenant)}/employees`, { token: tenant.owner.idToken, body });
  expect(response.status).toBe(201);
  return String(response.body.id);
}

describe('POST /api/employees/.../employees', () => {
  it('answers 401, 403 for another tenant and for a standard store user', async () => {
    const tenant = await createTenant();
    const other = await createTenant();
    const cook = await signUpTestUser('cook');
    await addStoreMember(tenant, cook, 'user');
    const body = { name: 'Ann', pin: '1234', isAuthorised: false };
    expect((await callApi(`${base(tenant)}/employees`, { body })).status).toBe(401);
    expect((await callApi(`${base(tenant)}/employees`, { token: other.owner.idToken, body })).status).toBe(
      403,
    );
    expect((await callApi(`${base(tenant)}/employees`, { token: cook.idToken, body })).status).toBe(403);
    expect(
      (
        await firestore()
          .collection(`${storePath(tenant)}/employees`)
          .get()
      ).empty,
    ).toBe(true);
  });

  it('explains invalid fields', async () => {
    const tenant = await createTenant();
    const { status, body } = await callApi(`${base(tenant)}/employees`, {
      token: tenant.owner.idToken,
      body: { name: 'R2-D2', pin: '12a4', isAuthorised: 'yes' },
    });
    expect(status).toBe(400);
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Name can only contain letters, spaces and hyphens' },
        { path: 'pin', message: 'PIN must be exactly 4 digits' },
        expect.objectContaining({ path: 'isAuthorised' }),
      ]),
    );
  });

  it('creates the employee (store admin) and keeps only an HMAC of the PIN, server-side', async () => {
    const tenant = await createTenant();
    const storeAdmin = await signUpTestUser('store-admin');
    await addStoreMember(tenant, storeAdmin, 'admin');
    const { status, body } = await callApi(`${base(tenant)}/employees`, {
      token: storeAdmin.idToken,
      body: { name: 'Ann Lee', pin: '4321', isAuthorised: true },
    });
    expect(status).toBe(201);
    const id = String(body.id);
    const employee = (
      await firestore()
        .doc(`${storePath(tenant)}/employees/${id}`)
        .get()
    ).data();
    expect(employee).toMatchObject({ id, name: 'Ann Lee', isAuthorised: true, active: true });
    expect(JSON.stringify(employee)).not.toContain('4321');

    const secret = (
      await firestore()
        .doc(`${storePath(tenant)}/private/pinSecret`)
        .get()
    ).get('secret') as string;
    const pin = (
      await firestore()
        .doc(`${storePath(tenant)}/employeePins/${id}`)
        .get()
    ).get('pinLookup');
    expect(pin).toBe(createHmac('sha256', Buffer.from(secret, 'base64')).update('4321').digest('hex'));
  });

  it('refuses a PIN another employee of the store uses, also when two are added at once', async () => {
    const tenant = await createTenant();
    await addEmployee(tenant, { name: 'Ann', pin: '1111' });
    const taken = await callApi(`${base(tenant)}/employees`, {
      token: tenant.owner.idToken,
      body: { name: 'Bob', pin: '1111' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(
      'Another employee of this store already uses this PIN. Choose a different PIN.',
    );

    const raced = await Promise.all(
      ['Cat', 'Dan'].map((name) =>
        callApi(`${base(tenant)}/employees`, { token: tenant.owner.idToken, body: { name, pin: '2222' } }),
      ),
    );
    expect(raced.map((result) => result.status).sort()).toEqual([201, 409]);

    // PINs are per store: another store may reuse one.
    const other = await createTenant();
    await addEmployee(other, { name: 'Ann', pin: '1111' });
  });
});

describe('PUT /api/employees/.../employees/:employeeId', () => {
  it('answers 401, 403 for another tenant and for a standard user, 400 and 404', async () => {
    const tenant = await createTenant();
    const other = await createTenant();
    const cook = await signUpTestUser('cook');
    await addStoreMember(tenant, cook, 'user');
    const id = await addEmployee(tenant, { name: 'Ann', pin: '1234' });
    const path = `${base(tenant)}/employees/${id}`;
    expect((await callApi(path, { method: 'PUT', body: { name: 'Anne' } })).status).toBe(401);
    expect(
      (await callApi(path, { method: 'PUT', token: other.owner.idToken, body: { name: 'Anne' } })).status,
    ).toBe(403);
    expect((await callApi(path, { method: 'PUT', token: cook.idToken, body: { name: 'Anne' } })).status).toBe(
      403,
    );
    const empty = await callApi(path, { method: 'PUT', token: tenant.owner.idToken, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Change at least one of name, pin, isAuthorised or active');
    const unknown = await callApi(`${base(tenant)}/employees/nope`, {
      method: 'PUT',
      token: tenant.owner.idToken,
      body: { name: 'Anne' },
    });
    expect(unknown.status).toBe(404);
  });

  it('updates details and PIN, refusing a PIN in use', async () => {
    const tenant = await createTenant();
    const terminal = await pairDevice('pos', tenant);
    const ann = await addEmployee(tenant, { name: 'Ann', pin: '1234' });
    await addEmployee(tenant, { name: 'Bob', pin: '5678' });
    const path = `${base(tenant)}/employees/${ann}`;

    const taken = await callApi(path, { method: 'PUT', token: tenant.owner.idToken, body: { pin: '5678' } });
    expect(taken.status).toBe(409);
    // Setting one's own PIN again is not a clash.
    expect(
      (await callApi(path, { method: 'PUT', token: tenant.owner.idToken, body: { pin: '1234' } })).status,
    ).toBe(200);

    const updated = await callApi(path, {
      method: 'PUT',
      token: tenant.owner.idToken,
      body: { name: 'Anne', pin: '9999', isAuthorised: true },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.employee).toMatchObject({ id: ann, name: 'Anne', isAuthorised: true, active: true });
    const verify = (pin: string) =>
      callApi(`${base(tenant)}/verify-pin`, { token: terminal.idToken, body: { pin } });
    expect((await verify('9999')).body).toMatchObject({
      result: 'success',
      employee: { id: ann, name: 'Anne' },
    });
    expect((await verify('1234')).body.result).toBe('employeeNotFound');

    await callApi(path, { method: 'PUT', token: tenant.owner.idToken, body: { active: false } });
    expect(
      (
        await firestore()
          .doc(`${storePath(tenant)}/employees/${ann}`)
          .get()
      ).get('active'),
    ).toBe(false);
    expect((await verify('9999')).body.result).toBe('employeeNotFound');
  });
});

describe('DELETE /api/employees/.../employees/:employeeId', () => {
  it('answers 401, 403 for another tenant and for a standard user, and 404', async () => {
    const tenant = await createTenant();
    const other = await createTenant();
    const cook = await signUpTestUser('cook');
    await addStoreMember(tenant, cook, 'user');
    const id = await addEmployee(tenant, { name: 'Ann', pin: '1234' });
    const path = `${base(tenant)}/employees/${id}`;
    expect((await callApi(path, { method: 'DELETE' })).status).toBe(401);
    expect((await callApi(path, { method: 'DELETE', token: other.owner.idToken })).status).toBe(403);
    expect((await callApi(path, { method: 'DELETE', token: cook.idToken })).status).toBe(403);
    expect(
      (
        await firestore()
          .doc(`${storePath(tenant)}/employees/${id}`)
          .get()
      ).exists,
    ).toBe(true);
    const unknown = await callApi(`${base(tenant)}/employees/nope`, {
      method: 'DELETE',
      token: tenant.owner.idToken,
    });
    expect(unknown.status).toBe(404);
  });

  it('deletes the employee and frees their PIN', async () => {
    const tenant = await createTenant();
    const id = await addEmployee(tenant, { name: 'Ann', pin: '1234' });
    const { status } = await callApi(`${base(tenant)}/employees/${id}`, {
      method: 'DELETE',
      token: tenant.owner.idToken,
    });
    expect(status).toBe(200);
    expect(
      (
        await firestore()
          .doc(`${storePath(tenant)}/employees/${id}`)
          .get()
      ).exists,
    ).toBe(false);
    expect(
      (
        await firestore()
          .doc(`${storePath(tenant)}/employeePins/${id}`)
          .get()
      ).exists,
    ).toBe(false);
    await addEmployee(tenant, { name: 'Bob', pin: '1234' });
  });
});

describe('POST /api/employees/.../verify-pin', () => {
  it('answers 401 unauthenticated and 403 to people and to another store’s terminal', async () => {
    const tenant = await createTenant();
    const other = await createTenant();
    const otherTerminal = await pairDevice('pos', other);
    const kds = await pairDevice('kds', tenant);
    const path = `${base(tenant)}/verify-pin`;
    expect((await callApi(path, { body: { pin: '1234' } })).status).toBe(401);
    for (const token of [tenant.owner.idToken, otherTerminal.idToken, kds.idToken]) {
      expect((await callApi(path, { token, body: { pin: '1234' } })).status).toBe(403);
    }
  });

  it('explains a malformed PIN', async () => {
    const tenant = await createTenant();
    const terminal = await pairDevice('pos', tenant);
    const { status, body } = await callApi(`${base(tenant)}/verify-pin`, {
      token: terminal.idToken,
      body: { pin: '12' },
    });
    expect(status).toBe(400);
    expect(body.issues).toEqual([{ path: 'pin', message: 'PIN must be exactly 4 digits' }]);
  });

  it('unlocks for a known PIN and shows an unknown one as incorrect', async () => {
    const tenant = await createTenant();
    const terminal = await pairDevice('pos', tenant);
    const ann = await addEmployee(tenant, { name: 'Ann', pin: '1234', isAuthorised: false });
    const path = `${base(tenant)}/verify-pin`;

    const success = await callApi(path, { token: terminal.idToken, body: { pin: '1234' } });
    expect(success.status).toBe(200);
    expect(success.body).toEqual({
      result: 'success',
      employee: { id: ann, name: 'Ann', isAuthorised: false },
    });

    const wrong = await callApi(path, { token: terminal.idToken, body: { pin: '9876' } });
    expect(wrong.status).toBe(200);
    expect(wrong.body).toEqual({
      result: 'employeeNotFound',
      message: 'Incorrect PIN. Please try again.',
      attemptsLeft: 4,
    });
  });

  it('needs an authorised employee when asked, showing others as an incorrect PIN', async () => {
    const tenant = await createTenant();
    const terminal = await pairDevice('pos', tenant);
    await addEmployee(tenant, { name: 'Cashier', pin: '1111', isAuthorised: false });
    const manager = await addEmployee(tenant, { name: 'Manager', pin: '2222', isAuthorised: true });
    const path = `${base(tenant)}/verify-pin`;

    const cashier = await callApi(path, {
      token: terminal.idToken,
      body: { pin: '1111', requireAuthorised: true },
    });
    expect(cashier.body).toMatchObject({
      result: 'incorrectPin',
      message: 'Incorrect PIN. Please try again.',
    });
    const authorised = await callApi(path, {
      token: terminal.idToken,
      body: { pin: '2222', requireAuthorised: true },
    });
    expect(authorised.body).toEqual({
      result: 'success',
      employee: { id: manager, name: 'Manager', isAuthorised: true },
    });
  });

  it('locks the terminal for 5 minutes after 5 wrong PINs in a row', async () => {
    const tenant = await createTenant();
    const terminal = await pairDevice('pos', tenant);
    const otherTerminal = await pairDevice('pos', tenant, 'Second till');
    await addEmployee(tenant, { name: 'Ann', pin: '1234' });
    const path = `${base(tenant)}/verify-pin`;
    const attempt = (pin: string, token = terminal.idToken) => callApi(path, { token, body: { pin } });

    for (const attemptsLeft of [4, 3, 2, 1]) {
      expect((await attempt('0000')).body).toMatchObject({ result: 'employeeNotFound', attemptsLeft });
    }
    const fifth = await attempt('0000');
    expect(fifth.status).toBe(429);
    expect(fifth.body.message).toBe(
      'Too many incorrect PINs. This terminal is locked for 5 minutes; please try again later.',
    );
    expect(Number(fifth.headers.get('retry-after'))).toBeGreaterThan(290);

    // Even the right PIN is refused while locked; another terminal is unaffected.
    expect((await attempt('1234')).status).toBe(429);
    expect((await attempt('1234', otherTerminal.idToken)).body.result).toBe('success');

    const lockout = firestore().doc(`${storePath(tenant)}/pinLockouts/${terminal.deviceId}`);
    expect((await lockout.get()).get('lockedUntilIsoDateTimeUtc')).toEqual(expect.any(String));
    await lockout.update({ lockedUntilIsoDateTimeUtc: new Date(Date.now() - 1000).toISOString() });
    expect((await attempt('1234')).body.result).toBe('success');
  });

  it('counts wrong PINs in a row only: a success starts again', async () => {
    const tenant = await createTenant();
    const terminal = await pairDevice('pos', tenant);
    await addEmployee(tenant, { name: 'Ann', pin: '1234' });
    const attempt = (pin: string) =>
      callApi(`${base(tenant)}/verify-pin`, { token: terminal.idToken, body: { pin } });
    for (let index = 0; index < 4; index++) await attempt('0000');
    expect((await attempt('1234')).body.result).toBe('success');
    expect((await attempt('0000')).body).toMatchObject({ attemptsLeft: 4 });
  });
});
