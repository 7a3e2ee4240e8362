import { describe, expect, it } from 'vitest';
import { closeForgottenShifts } from '../src/timeClock/dayEnd';
import { firestore } from './support/admin';
import { callApi } from './support/emulators';
import { createTenant, pairDevice, type Tenant } from './support/tenants';

const storePath = (tenant: Tenant) => `restaurants/${tenant.restaurantId}/stores/${tenant.storeId}`;
const base = (tenant: Tenant) =>
  `/api/time-clock/restaurants/${tenant.restaurantId}/stores/${tenant.storeId}`;

async function setUp(settings: Record<string, unknown> = {}) {
  const tenant = await createTenant();
  const terminal = await pairDevice('pos', tenant);
  const saved = await callApi(
    `/api/store-settings/restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/settings/timeClock`,
    {
      method: 'PUT',
      token: tenant.owner.idToken,
      body: {
        enableEmployeeTimeClock: true,
        enableBreakRecording: true,
        enableAutomaticDeduction: true,
        shiftBreakPresets: [{ id: 'meal', name: 'Meal', type: 'unpaid', limit: { type: 'thirtyMinutes' } }],
        ...settings,
      },
    },
  );
  expect(saved.status).toBe(200);
  const employee = await callApi(
    `/api/employees/restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/employees`,
    {
      token: tenant.owner.idToken,
      body: { name: 'Ann Lee', pin: '2468' },
    },
  );
  expect(employee.status).toBe(201);
  return { tenant, terminal, employeeId: String(employee.body.id) };
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('POST /api/time-clock/.../events/:eventId', () => {
  it('clocks in, records a break and clocks out; a resent event is applied once', async () => {
    const { tenant, terminal, employeeId } = await setUp();
    const send = (eventId: string, body: Record<string, unknown>) =>
      callApi(`${base(tenant)}/events/${eventId}`, {
        token: terminal.idToken,
        body: { employeeId, ...body },
      });

    const clockIn = { action: 'clockIn', occurredIsoDateTimeUtc: minutesAgo(120) };
    const first = await send('evt-in', clockIn);
    expect(first.status).toBe(201);
    const shiftId = String((first.body.shift as { id: string }).id);
    const again = await send('evt-in', clockIn);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ repeated: true, shift: { id: shiftId } });
    // The same id with another action is refused.
    expect((await send('evt-in', { ...clockIn, action: 'clockOut' })).status).toBe(409);

    expect(
      (
        await send('evt-b1', {
          action: 'startBreak',
          breakPresetId: 'meal',
          occurredIsoDateTimeUtc: minutesAgo(90),
        })
      ).status,
    ).toBe(201);
    expect(
      (await send('evt-b2', { action: 'endBreak', occurredIsoDateTimeUtc: minutesAgo(45) })).status,
    ).toBe(201);
    const out = await send('evt-out', { action: 'clockOut', occurredIsoDateTimeUtc: minutesAgo(0) });
    expect(out.status).toBe(201);

    const shifts = await firestore()
      .collection(`${storePath(tenant)}/shifts`)
      .get();
    expect(shifts.size).toBe(1);
    const shift = shifts.docs[0]?.data();
    expect(shift).toMatchObject({
      id: shiftId,
      employeeName: 'Ann Lee',
      open: false,
      posTerminalId: terminal.deviceId,
    });
    expect(shift?.breaks).toHaveLength(1);
    expect(shift?.breaks[0]).toMatchObject({ name: 'Meal', type: 'unpaid', limitMinutes: 30 });

    // Clocked out: clocking out again is the catalogue's 409 with words.
    const twice = await send('evt-out-2', { action: 'clockOut', occurredIsoDateTimeUtc: minutesAgo(0) });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ title: 'Not clocked in' });
  });

  it('two tills clocking the same employee in at once: one shift, one 409', async () => {
    const { tenant, terminal, employeeId } = await setUp();
    const other = await pairDevice('pos', tenant, 'Bar till');
    const at = minutesAgo(5);
    const answers = await Promise.all(
      [terminal, other].map((device, index) =>
        callApi(`${base(tenant)}/events/race-${index}`, {
          token: device.idToken,
          body: { employeeId, action: 'clockIn', occurredIsoDateTimeUtc: at },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(
      (
        await firestore()
          .collection(`${storePath(tenant)}/shifts`)
          .get()
      ).size,
    ).toBe(1);
  });

  it('refuses when the time clock is off, other stores’ employees, admins and other tenants', async () => {
    const { tenant, terminal, employeeId } = await setUp({ enableEmployeeTimeClock: false });
    const other = await setUp();
    const body = { employeeId, action: 'clockIn', occurredIsoDateTimeUtc: minutesAgo(1) };
    const off = await callApi(`${base(tenant)}/events/e1`, { token: terminal.idToken, body });
    expect(off.status).toBe(409);
    expect(off.body).toMatchObject({ title: 'Time clock is off' });
    // Tenant B's employee named on B's terminal but A's store.
    const crossEmployee = await callApi(`${base(other.tenant)}/events/e2`, {
      token: other.terminal.idToken,
      body: { ...body, employeeId },
    });
    expect(crossEmployee.status).toBe(400);
    expect((await callApi(`${base(tenant)}/events/e3`, { token: other.terminal.idToken, body })).status).toBe(
      403,
    );
    expect((await callApi(`${base(tenant)}/events/e4`, { token: tenant.owner.idToken, body })).status).toBe(
      403,
    );
    expect((await callApi(`${base(tenant)}/events/e5`, { body })).status).toBe(401);
    expect(
      (
        await firestore()
          .collection(`${storePath(tenant)}/shifts`)
          .get()
      ).size,
    ).toBe(0);
    expect(
      (
        await firestore()
          .collection(`${storePath(other.tenant)}/shifts`)
          .get()
      ).size,
    ).toBe(0);
  });
});

describe('PUT /api/time-clock/.../shifts/:shiftId and the day-end monitor', () => {
  it('closes a forgotten clock-out at the day end, flags it, and an admin edit with a reason is audited', async () => {
    const { tenant, terminal, employeeId } = await setUp();
    // Clocked in two days ago: that business day has ended.
    const clockIn = await callApi(`${base(tenant)}/events/old-in`, {
      token: terminal.idToken,
      body: { employeeId, action: 'clockIn', occurredIsoDateTimeUtc: minutesAgo(2 * 24 * 60) },
    });
    expect(clockIn.status).toBe(201);
    const shiftId = String((clockIn.body.shift as { id: string }).id);
    expect(await closeForgottenShifts(Date.now(), tenant)).toBe(1);
    expect(await closeForgottenShifts(Date.now(), tenant)).toBe(0);
    const closed = (
      await firestore()
        .doc(`${storePath(tenant)}/shifts/${shiftId}`)
        .get()
    ).data();
    expect(closed).toMatchObject({ open: false, forgottenClockOut: true });
    // The employee can clock in again.
    const next = await callApi(`${base(tenant)}/events/new-in`, {
      token: terminal.idToken,
      body: { employeeId, action: 'clockIn', occurredIsoDateTimeUtc: minutesAgo(1) },
    });
    expect(next.status).toBe(201);

    const path = `${base(tenant)}/shifts/${shiftId}`;
    const clockInIso = String(closed?.clockInIsoDateTimeUtc);
    const clockOutIso = new Date(Date.parse(clockInIso) + 8 * 3_600_000).toISOString();
    const noReason = await callApi(path, {
      method: 'PUT',
      token: tenant.owner.idToken,
      body: {
        clockInIsoDateTimeUtc: clockInIso,
        clockOutIsoDateTimeUtc: clockOutIso,
        breaks: [],
        reason: '',
      },
    });
    expect(noReason.status).toBe(400);
    expect((await callApi(path, { method: 'PUT', token: terminal.idToken, body: {} })).status).toBe(403);
    const edited = await callApi(path, {
      method: 'PUT',
      token: tenant.owner.idToken,
      body: {
        clockInIsoDateTimeUtc: clockInIso,
        clockOutIsoDateTimeUtc: clockOutIso,
        breaks: [],
        reason: 'Left at close, forgot to clock out',
      },
    });
    expect(edited.status).toBe(200);
    const stored = (
      await firestore()
        .doc(`${storePath(tenant)}/shifts/${shiftId}`)
        .get()
    ).data();
    expect(stored).toMatchObject({ clockOutIsoDateTimeUtc: clockOutIso, editCount: 1 });
    const audit = await firestore()
      .collection(`${storePath(tenant)}/shiftEdits`)
      .get();
    expect(audit.docs.map((entry) => entry.data())).toEqual([
      expect.objectContaining({
        shiftId,
        reason: 'Left at close, forgot to clock out',
        byUid: tenant.owner.uid,
        before: expect.objectContaining({ clockOutIsoDateTimeUtc: closed?.clockOutIsoDateTimeUtc }),
      }),
    ]);
    expect(
      (
        await callApi(`${base(tenant)}/shifts/nope`, {
          method: 'PUT',
          token: tenant.owner.idToken,
          body: {
            clockInIsoDateTimeUtc: clockInIso,
            clockOutIsoDateTimeUtc: clockOutIso,
            breaks: [],
            reason: 'typo fix',
          },
        })
      ).status,
    ).toBe(404);
  });
});
