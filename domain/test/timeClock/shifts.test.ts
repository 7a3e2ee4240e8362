import { describe, expect, it } from 'vitest';
import {
  applyShiftEdit,
  applyTimeClockAction,
  closeForgottenShift,
  type EmployeeTimeClockSettings,
  formatMinutesAsHours,
  type Shift,
  shiftTotals,
  type TimeClockContext,
  timesheetCsvRows,
  weekStartOf,
  weekTimesheet,
  ZShiftEditRequest,
} from '../../src';

const settings: EmployeeTimeClockSettings = {
  enableEmployeeTimeClock: true,
  enableBreakRecording: true,
  enableAutomaticDeduction: true,
  shiftBreakPresets: [
    { id: 'rest', name: 'Rest', type: 'paid', limit: { type: 'fifteenMinutes' } },
    { id: 'meal', name: 'Meal', type: 'unpaid', limit: { type: 'thirtyMinutes' } },
  ],
};

let ids = 0;
const context = (overrides: Partial<TimeClockContext> = {}): TimeClockContext => ({
  settings,
  employeeName: 'Ann Lee',
  timezone: 'Australia/Sydney',
  newShiftId: () => `shift${++ids}`,
  newBreakId: () => `break${++ids}`,
  nowIso: '2026-03-02T00:00:00.000Z',
  ...overrides,
});

function act(open: Shift | undefined, action: string, at: string, breakPresetId?: string, ctx = context()) {
  return applyTimeClockAction(
    open,
    {
      employeeId: 'ann',
      action: action as 'clockIn',
      occurredIsoDateTimeUtc: at,
      ...(breakPresetId ? { breakPresetId } : {}),
    },
    ctx,
  );
}

function ok(outcome: ReturnType<typeof act>): Shift {
  if (!outcome.ok) throw new Error(outcome.problem);
  return outcome.shift;
}

describe('time clock actions', () => {
  it('clocks in on the store business date, takes a break and clocks out', () => {
    // 07:00 Sydney (UTC+11) on Monday 2 March is 20:00 UTC on Sunday.
    const shift = ok(act(undefined, 'clockIn', '2026-03-01T20:00:00.000Z'));
    expect(shift).toMatchObject({ businessDate: '2026-03-02', open: true, breaks: [] });
    const onBreak = ok(act(shift, 'startBreak', '2026-03-02T00:00:00.000Z', 'meal'));
    expect(onBreak.breaks[0]).toMatchObject({ name: 'Meal', type: 'unpaid', limitMinutes: 30 });
    expect(act(onBreak, 'startBreak', '2026-03-02T00:05:00.000Z', 'rest')).toEqual({
      ok: false,
      problem: 'alreadyOnBreak',
    });
    const back = ok(act(onBreak, 'endBreak', '2026-03-02T00:40:00.000Z'));
    const out = ok(act(back, 'clockOut', '2026-03-02T06:00:00.000Z'));
    expect(out.open).toBe(false);
    const totals = shiftTotals(out, settings, '2026-03-05T00:00:00.000Z');
    expect(totals).toMatchObject({
      spanMinutes: 600,
      unpaidBreakMinutes: 40,
      deductedMinutes: 0,
      paidMinutes: 560,
      unpaidMinutes: 40,
      breaksOverLimit: 1,
    });
  });

  it('refuses what does not fit the state or the settings', () => {
    expect(act(undefined, 'clockOut', '2026-03-02T00:00:00.000Z')).toEqual({
      ok: false,
      problem: 'notClockedIn',
    });
    const shift = ok(act(undefined, 'clockIn', '2026-03-02T00:00:00.000Z'));
    expect(act(shift, 'clockIn', '2026-03-02T01:00:00.000Z').ok).toBe(false);
    expect(act(shift, 'endBreak', '2026-03-02T01:00:00.000Z')).toEqual({ ok: false, problem: 'notOnBreak' });
    expect(act(shift, 'startBreak', '2026-03-02T01:00:00.000Z', 'gone')).toEqual({
      ok: false,
      problem: 'unknownBreakPreset',
    });
    expect(act(shift, 'clockOut', '2026-03-01T23:00:00.000Z')).toEqual({
      ok: false,
      problem: 'beforeShiftStart',
    });
    const off = context({ settings: { ...settings, enableEmployeeTimeClock: false } });
    expect(act(undefined, 'clockIn', '2026-03-02T00:00:00.000Z', undefined, off)).toEqual({
      ok: false,
      problem: 'timeClockOff',
    });
    const noBreaks = context({ settings: { ...settings, enableBreakRecording: false } });
    expect(act(shift, 'startBreak', '2026-03-02T01:00:00.000Z', 'meal', noBreaks)).toEqual({
      ok: false,
      problem: 'breaksOff',
    });
  });

  it('clocking out during a break ends the break too', () => {
    const shift = ok(act(undefined, 'clockIn', '2026-03-02T00:00:00.000Z'));
    const onBreak = ok(act(shift, 'startBreak', '2026-03-02T01:00:00.000Z', 'rest'));
    const out = ok(act(onBreak, 'clockOut', '2026-03-02T01:10:00.000Z'));
    expect(out.breaks[0]?.endIsoDateTimeUtc).toBe('2026-03-02T01:10:00.000Z');
    expect(shiftTotals(out, settings, '2026-03-03T00:00:00.000Z')).toMatchObject({
      paidBreakMinutes: 10,
      paidMinutes: 70,
      breaksOverLimit: 0,
    });
  });
});

describe('automatic deduction', () => {
  const long = (hours: number): Shift => ({
    ...ok(act(undefined, 'clockIn', '2026-03-02T00:00:00.000Z')),
    open: false,
    clockOutIsoDateTimeUtc: new Date(
      Date.parse('2026-03-02T00:00:00.000Z') + hours * 3_600_000,
    ).toISOString(),
  });

  it('deducts the first unpaid preset from a shift over five hours with no break', () => {
    expect(shiftTotals(long(6), settings, '2026-03-03T00:00:00.000Z')).toMatchObject({
      deductedMinutes: 30,
      paidMinutes: 330,
      unpaidMinutes: 30,
    });
    expect(shiftTotals(long(5), settings, '2026-03-03T00:00:00.000Z').deductedMinutes).toBe(0);
    const off = { ...settings, enableAutomaticDeduction: false };
    expect(shiftTotals(long(6), off, '2026-03-03T00:00:00.000Z').deductedMinutes).toBe(0);
  });
});

describe('forgotten clock-outs', () => {
  it('close at the end of the business day (4 AM store time) and are flagged', () => {
    const shift = ok(act(undefined, 'clockIn', '2026-03-01T20:00:00.000Z'));
    const onBreak = ok(act(shift, 'startBreak', '2026-03-02T05:00:00.000Z', 'meal'));
    // 4 AM Tuesday 3 March in Sydney is 17:00 UTC on 2 March.
    expect(
      closeForgottenShift(onBreak, new Date('2026-03-02T16:59:00.000Z'), 'Australia/Sydney'),
    ).toBeUndefined();
    const closed = closeForgottenShift(onBreak, new Date('2026-03-02T17:30:00.000Z'), 'Australia/Sydney');
    expect(closed).toMatchObject({
      open: false,
      forgottenClockOut: true,
      clockOutIsoDateTimeUtc: '2026-03-02T17:00:00.000Z',
    });
    expect(closed?.breaks[0]?.endIsoDateTimeUtc).toBe('2026-03-02T17:00:00.000Z');
  });
});

describe('admin edits and timesheets', () => {
  it('edits need a reason and times that fit; breaks keep their kind', () => {
    const bad = ZShiftEditRequest.safeParse({
      clockInIsoDateTimeUtc: '2026-03-02T05:00:00.000Z',
      clockOutIsoDateTimeUtc: '2026-03-02T04:00:00.000Z',
      breaks: [],
      reason: '',
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => issue.message)).toEqual(
      expect.arrayContaining([
        'Clock out must be after clock in',
        'Say why the shift is changed (3 to 200 characters)',
      ]),
    );
    const shift = ok(act(undefined, 'clockIn', '2026-03-02T00:00:00.000Z'));
    const onBreak = ok(act(shift, 'startBreak', '2026-03-02T01:00:00.000Z', 'meal'));
    const breakId = onBreak.breaks[0]?.id ?? '';
    const edit = ZShiftEditRequest.parse({
      clockInIsoDateTimeUtc: '2026-03-02T00:00:00.000Z',
      clockOutIsoDateTimeUtc: '2026-03-02T08:00:00.000Z',
      breaks: [
        {
          id: breakId,
          startIsoDateTimeUtc: '2026-03-02T01:00:00.000Z',
          endIsoDateTimeUtc: '2026-03-02T01:30:00.000Z',
        },
      ],
      reason: 'Forgot to clock out',
    });
    const edited = applyShiftEdit(onBreak, edit, '2026-03-03T00:00:00.000Z');
    expect(edited.ok && edited.shift).toMatchObject({ open: false, editCount: 1 });
    expect(edited.ok && edited.shift.breaks[0]).toMatchObject({ type: 'unpaid', name: 'Meal' });
    expect(applyShiftEdit(onBreak, { ...edit, breaks: [{ ...edit.breaks[0]!, id: 'other' }] }, 'x').ok).toBe(
      false,
    );
  });

  it('groups a week by employee with paid and unpaid totals and exports CSV rows', () => {
    const monday = ok(act(undefined, 'clockIn', '2026-03-01T20:00:00.000Z'));
    const mondayOut = ok(act(monday, 'clockOut', '2026-03-02T04:00:00.000Z'));
    const sunday = { ...mondayOut, id: 'sun', businessDate: '2026-03-08' };
    const nextWeek = { ...mondayOut, id: 'next', businessDate: '2026-03-09' };
    expect(weekStartOf('2026-03-08')).toBe('2026-03-02');
    const rows = weekTimesheet(
      [sunday, mondayOut, nextWeek],
      '2026-03-02',
      settings,
      '2026-03-10T00:00:00.000Z',
    );
    expect(rows).toHaveLength(1);
    // 8 hours with no break: 30 minutes deducted from each.
    expect(rows[0]?.paidMinutesByDay).toEqual([450, 0, 0, 0, 0, 0, 450]);
    expect(rows[0]?.totals).toMatchObject({ paidMinutes: 900, unpaidMinutes: 60 });
    expect(formatMinutesAsHours(900)).toBe('15:00');
    const csv = timesheetCsvRows(rows, settings, '2026-03-10T00:00:00.000Z');
    expect(csv[0]).toMatchObject({
      Employee: 'Ann Lee',
      'Paid hours': '7.50',
      'Automatic deduction minutes': 30,
    });
  });
});
