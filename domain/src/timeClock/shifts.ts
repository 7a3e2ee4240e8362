/**
 * Shifts of the employee time clock: clock in/out and breaks recorded at the POS lock screen, the
 * totals of paid and unpaid time, automatic unpaid-break deduction, forgotten clock-outs closed at the
 * store's day end, and admin edits (each with a reason, kept as an audit entry). Pure: the functions
 * apply these rules in transactions, admin and the till only show them.
 */
import { z } from 'zod';
import { ZDocumentId, ZIsoDateTimeUtc } from '../common/common';
import { toCsv } from '../menuImport/csvWrite';
import { businessDateAt, businessHourStart, DEFAULT_BUSINESS_DAY_START_HOUR } from '../reports/businessDay';
import { addDaysToLocalDate, type LocalDate, weekdayOfLocalDate } from '../time/zonedTime';
import {
  BREAK_TYPES,
  type BreakPreset,
  breakLimitMinutes,
  type EmployeeTimeClockSettings,
} from './timeClock';

export const TIME_CLOCK_ACTIONS = ['clockIn', 'clockOut', 'startBreak', 'endBreak'] as const;
export type TimeClockAction = (typeof TIME_CLOCK_ACTIONS)[number];

/** At most this many breaks in one shift (a bound for documents and requests). */
export const MAX_BREAKS_PER_SHIFT = 12;

/**
 * Automatic deduction applies to a shift longer than this with no break recorded (5 hours: the usual
 * award trigger for an unpaid meal break in AU/NZ). The deducted length is the store's first unpaid
 * break preset with a limit.
 */
export const AUTOMATIC_DEDUCTION_AFTER_MINUTES = 5 * 60;

/**
 * What a till sends when an employee uses the time clock. `occurredIsoDateTimeUtc` is the till's
 * clock at the press: an action taken offline reaches the server later but counts when it happened.
 */
export const ZTimeClockEventRequest = z.object({
  employeeId: ZDocumentId,
  action: z.enum(TIME_CLOCK_ACTIONS),
  occurredIsoDateTimeUtc: ZIsoDateTimeUtc,
  breakPresetId: ZDocumentId.optional(),
});
export type TimeClockEventRequest = z.infer<typeof ZTimeClockEventRequest>;

export const ZShiftBreak = z.object({
  id: ZDocumentId,
  presetId: ZDocumentId.optional(),
  name: z.string().trim().min(1).max(50),
  type: z.enum(BREAK_TYPES),
  /** The preset's limit when the break started (a later preset change does not move old flags). */
  limitMinutes: z.number().int().min(1).max(480).optional(),
  startIsoDateTimeUtc: ZIsoDateTimeUtc,
  endIsoDateTimeUtc: ZIsoDateTimeUtc.optional(),
});
export type ShiftBreak = z.infer<typeof ZShiftBreak>;

/** `restaurants/{r}/stores/{s}/shifts/{shiftId}`: one shift of one employee. */
export const ZShift = z.object({
  id: ZDocumentId,
  employeeId: ZDocumentId,
  employeeName: z.string().max(50),
  /** The store's business day the shift started in (yyyy-mm-dd): timesheets group by it. */
  businessDate: z.string().max(10),
  clockInIsoDateTimeUtc: ZIsoDateTimeUtc,
  clockOutIsoDateTimeUtc: ZIsoDateTimeUtc.optional(),
  /** True until clocked out; the day-end monitor finds forgotten shifts by it. */
  open: z.boolean(),
  breaks: z.array(ZShiftBreak).max(MAX_BREAKS_PER_SHIFT),
  /** Closed by the day-end monitor because nobody clocked out: the manager should check the hours. */
  forgottenClockOut: z.boolean().default(false),
  /** How many audited admin edits the shift has had. */
  editCount: z.number().int().min(0).default(0),
  posTerminalId: ZDocumentId.optional(),
  updatedIsoDateTimeUtc: ZIsoDateTimeUtc,
});
export type Shift = z.infer<typeof ZShift>;

export type TimeClockProblem =
  | 'timeClockOff'
  | 'breaksOff'
  | 'alreadyClockedIn'
  | 'notClockedIn'
  | 'alreadyOnBreak'
  | 'notOnBreak'
  | 'unknownBreakPreset'
  | 'tooManyBreaks'
  | 'beforeShiftStart';

export const TIME_CLOCK_MESSAGES: Record<TimeClockProblem, { title: string; message: string }> = {
  timeClockOff: {
    title: 'Time clock is off',
    message: 'This store does not use the employee time clock. An admin can switch it on in settings.',
  },
  breaksOff: {
    title: 'Breaks are not recorded',
    message: 'This store does not record breaks. An admin can switch break recording on in settings.',
  },
  alreadyClockedIn: { title: 'Already clocked in', message: 'This employee is already clocked in.' },
  notClockedIn: { title: 'Not clocked in', message: 'This employee is not clocked in.' },
  alreadyOnBreak: { title: 'Already on a break', message: 'End the current break first.' },
  notOnBreak: { title: 'Not on a break', message: 'This employee is not on a break.' },
  unknownBreakPreset: {
    title: 'Unknown break',
    message: 'This break type no longer exists. Choose one of the store’s breaks.',
  },
  tooManyBreaks: {
    title: 'Too many breaks',
    message: `A shift can have at most ${MAX_BREAKS_PER_SHIFT} breaks.`,
  },
  beforeShiftStart: {
    title: 'Time before the shift',
    message: 'This time is before the shift or its break started.',
  },
};

export type TimeClockOutcome = { ok: true; shift: Shift } | { ok: false; problem: TimeClockProblem };

export interface TimeClockContext {
  settings: EmployeeTimeClockSettings;
  employeeName: string;
  timezone: string;
  businessDayStartHour?: number | undefined;
  newShiftId: () => string;
  newBreakId: () => string;
  posTerminalId?: string | undefined;
  nowIso: string;
}

function openBreak(shift: Shift): ShiftBreak | undefined {
  return shift.breaks.find((entry) => entry.endIsoDateTimeUtc === undefined);
}

function isBefore(a: string, b: string): boolean {
  return Date.parse(a) < Date.parse(b);
}

/**
 * Applies one time-clock action to the employee's open shift (undefined when clocked out). Clocking
 * out during a break ends the break at the same moment.
 */
export function applyTimeClockAction(
  open: Shift | undefined,
  request: TimeClockEventRequest,
  context: TimeClockContext,
): TimeClockOutcome {
  const { settings } = context;
  if (!settings.enableEmployeeTimeClock) return { ok: false, problem: 'timeClockOff' };
  const at = request.occurredIsoDateTimeUtc;
  const stamp = { updatedIsoDateTimeUtc: context.nowIso };

  if (request.action === 'clockIn') {
    if (open) return { ok: false, problem: 'alreadyClockedIn' };
    return {
      ok: true,
      shift: {
        id: context.newShiftId(),
        employeeId: request.employeeId,
        employeeName: context.employeeName,
        businessDate: businessDateAt(
          new Date(at),
          context.timezone,
          context.businessDayStartHour ?? DEFAULT_BUSINESS_DAY_START_HOUR,
        ),
        clockInIsoDateTimeUtc: at,
        open: true,
        breaks: [],
        forgottenClockOut: false,
        editCount: 0,
        ...(context.posTerminalId ? { posTerminalId: context.posTerminalId } : {}),
        ...stamp,
      },
    };
  }
  if (!open) return { ok: false, problem: 'notClockedIn' };
  const current = openBreak(open);
  const lastStart = current?.startIsoDateTimeUtc ?? open.clockInIsoDateTimeUtc;
  if (isBefore(at, lastStart)) return { ok: false, problem: 'beforeShiftStart' };

  if (request.action === 'clockOut') {
    return {
      ok: true,
      shift: {
        ...open,
        open: false,
        clockOutIsoDateTimeUtc: at,
        breaks: open.breaks.map((entry) =>
          entry.endIsoDateTimeUtc === undefined ? { ...entry, endIsoDateTimeUtc: at } : entry,
        ),
        ...stamp,
      },
    };
  }
  if (!settings.enableBreakRecording) return { ok: false, problem: 'breaksOff' };
  if (request.action === 'startBreak') {
    if (current) return { ok: false, problem: 'alreadyOnBreak' };
    if (open.breaks.length >= MAX_BREAKS_PER_SHIFT) return { ok: false, problem: 'tooManyBreaks' };
    const preset = settings.shiftBreakPresets.find((entry) => entry.id === request.breakPresetId);
    if (!preset) return { ok: false, problem: 'unknownBreakPreset' };
    const limitMinutes = breakLimitMinutes(preset.limit);
    const started: ShiftBreak = {
      id: context.newBreakId(),
      presetId: preset.id,
      name: preset.name,
      type: preset.type,
      ...(limitMinutes !== undefined ? { limitMinutes } : {}),
      startIsoDateTimeUtc: at,
    };
    return { ok: true, shift: { ...open, breaks: [...open.breaks, started], ...stamp } };
  }
  if (!current) return { ok: false, problem: 'notOnBreak' };
  return {
    ok: true,
    shift: {
      ...open,
      breaks: open.breaks.map((entry) =>
        entry.id === current.id ? { ...entry, endIsoDateTimeUtc: at } : entry,
      ),
      ...stamp,
    },
  };
}

function minutesBetween(fromIso: string, toIso: string): number {
  return Math.max(0, Math.round((Date.parse(toIso) - Date.parse(fromIso)) / 60_000));
}

/** Minutes of a break (up to `nowIso` while it goes on). */
export function breakMinutes(entry: ShiftBreak, nowIso: string): number {
  return minutesBetween(entry.startIsoDateTimeUtc, entry.endIsoDateTimeUtc ?? nowIso);
}

/** A break longer than its limit is flagged for the manager. */
export function isBreakOverLimit(entry: ShiftBreak, nowIso: string): boolean {
  return entry.limitMinutes !== undefined && breakMinutes(entry, nowIso) > entry.limitMinutes;
}

/** The unpaid break deducted automatically from a long shift without breaks, or undefined. */
export function automaticDeductionPreset(settings: EmployeeTimeClockSettings): BreakPreset | undefined {
  return settings.shiftBreakPresets.find(
    (preset) => preset.type === 'unpaid' && breakLimitMinutes(preset.limit) !== undefined,
  );
}

export interface ShiftTotals {
  /** Clock in to clock out (or now while open). */
  spanMinutes: number;
  paidBreakMinutes: number;
  unpaidBreakMinutes: number;
  /** The automatic unpaid deduction (0 when a break was recorded or the shift was short). */
  deductedMinutes: number;
  /** What the employee is paid for: the span less unpaid breaks and the deduction. */
  paidMinutes: number;
  /** Unpaid breaks plus the deduction. */
  unpaidMinutes: number;
  breaksOverLimit: number;
}

export function shiftTotals(shift: Shift, settings: EmployeeTimeClockSettings, nowIso: string): ShiftTotals {
  const end = shift.clockOutIsoDateTimeUtc ?? nowIso;
  const spanMinutes = minutesBetween(shift.clockInIsoDateTimeUtc, end);
  let paidBreakMinutes = 0;
  let unpaidBreakMinutes = 0;
  let breaksOverLimit = 0;
  for (const entry of shift.breaks) {
    const minutes = breakMinutes(entry, end);
    if (entry.type === 'paid') paidBreakMinutes += minutes;
    else unpaidBreakMinutes += minutes;
    if (isBreakOverLimit(entry, end)) breaksOverLimit += 1;
  }
  const preset = automaticDeductionPreset(settings);
  const deductedMinutes =
    settings.enableAutomaticDeduction &&
    preset &&
    shift.breaks.length === 0 &&
    spanMinutes > AUTOMATIC_DEDUCTION_AFTER_MINUTES
      ? (breakLimitMinutes(preset.limit) ?? 0)
      : 0;
  const unpaidMinutes = Math.min(spanMinutes, unpaidBreakMinutes + deductedMinutes);
  return {
    spanMinutes,
    paidBreakMinutes,
    unpaidBreakMinutes,
    deductedMinutes,
    paidMinutes: spanMinutes - unpaidMinutes,
    unpaidMinutes,
    breaksOverLimit,
  };
}

/** When the business day a shift started in ends (the next day's start hour, store time). */
export function businessDayEnd(
  businessDate: LocalDate,
  timezone: string,
  startHour: number = DEFAULT_BUSINESS_DAY_START_HOUR,
): Date {
  return businessHourStart(addDaysToLocalDate(businessDate, 1), startHour, timezone, startHour);
}

/**
 * A shift still open after its business day ended: closed at the day end (and an open break with it)
 * and flagged, so the manager corrects the hours. Undefined when the shift is closed or its day is on.
 */
export function closeForgottenShift(
  shift: Shift,
  now: Date,
  timezone: string,
  startHour: number = DEFAULT_BUSINESS_DAY_START_HOUR,
): Shift | undefined {
  if (!shift.open) return undefined;
  const end = businessDayEnd(shift.businessDate, timezone, startHour);
  if (now.getTime() < end.getTime()) return undefined;
  const endIso = end.toISOString();
  return {
    ...shift,
    open: false,
    clockOutIsoDateTimeUtc: endIso,
    forgottenClockOut: true,
    breaks: shift.breaks.map((entry) =>
      entry.endIsoDateTimeUtc === undefined ? { ...entry, endIsoDateTimeUtc: endIso } : entry,
    ),
    updatedIsoDateTimeUtc: now.toISOString(),
  };
}

/** An admin's correction of a shift: the times and breaks as they should be, and why. */
export const ZShiftEditRequest = z
  .object({
    clockInIsoDateTimeUtc: ZIsoDateTimeUtc,
    clockOutIsoDateTimeUtc: ZIsoDateTimeUtc,
    breaks: z
      .array(
        z.object({
          id: ZDocumentId,
          startIsoDateTimeUtc: ZIsoDateTimeUtc,
          endIsoDateTimeUtc: ZIsoDateTimeUtc,
        }),
      )
      .max(MAX_BREAKS_PER_SHIFT),
    reason: z
      .string()
      .trim()
      .min(3, 'Say why the shift is changed (3 to 200 characters)')
      .max(200, 'Say why the shift is changed (3 to 200 characters)'),
  })
  .superRefine((edit, ctx) => {
    if (!isBefore(edit.clockInIsoDateTimeUtc, edit.clockOutIsoDateTimeUtc)) {
      ctx.addIssue({
        code: 'custom',
        path: ['clockOutIsoDateTimeUtc'],
        message: 'Clock out must be after clock in',
      });
    }
    if (minutesBetween(edit.clockInIsoDateTimeUtc, edit.clockOutIsoDateTimeUtc) > 24 * 60) {
      ctx.addIssue({
        code: 'custom',
        path: ['clockOutIsoDateTimeUtc'],
        message: 'A shift can last at most 24 hours',
      });
    }
    edit.breaks.forEach((entry, index) => {
      const inside =
        !isBefore(entry.startIsoDateTimeUtc, edit.clockInIsoDateTimeUtc) &&
        !isBefore(edit.clockOutIsoDateTimeUtc, entry.endIsoDateTimeUtc) &&
        !isBefore(entry.endIsoDateTimeUtc, entry.startIsoDateTimeUtc);
      if (!inside) {
        ctx.addIssue({
          code: 'custom',
          path: ['breaks', index, 'endIsoDateTimeUtc'],
          message: 'A break must start and end within the shift',
        });
      }
    });
  });
export type ShiftEditRequest = z.infer<typeof ZShiftEditRequest>;

/** `.../shiftEdits/{editId}`: the audit entry of one admin edit. */
export const ZShiftEdit = z.object({
  id: ZDocumentId,
  shiftId: ZDocumentId,
  employeeId: ZDocumentId,
  byUid: z.string().max(128),
  reason: z.string().max(200),
  before: z.object({
    clockInIsoDateTimeUtc: ZIsoDateTimeUtc,
    clockOutIsoDateTimeUtc: ZIsoDateTimeUtc.optional(),
    breaks: z.array(ZShiftBreak).max(MAX_BREAKS_PER_SHIFT),
  }),
  after: z.object({
    clockInIsoDateTimeUtc: ZIsoDateTimeUtc,
    clockOutIsoDateTimeUtc: ZIsoDateTimeUtc,
    breaks: z.array(ZShiftBreak).max(MAX_BREAKS_PER_SHIFT),
  }),
  editedIsoDateTimeUtc: ZIsoDateTimeUtc,
});
export type ShiftEdit = z.infer<typeof ZShiftEdit>;

export type ShiftEditOutcome = { ok: true; shift: Shift } | { ok: false; problem: 'unknownBreak' };

/** The shift after an admin's edit: breaks keep their kind, only their times move; an open shift closes. */
export function applyShiftEdit(shift: Shift, edit: ShiftEditRequest, nowIso: string): ShiftEditOutcome {
  const byId = new Map(shift.breaks.map((entry) => [entry.id, entry]));
  const breaks: ShiftBreak[] = [];
  for (const entry of edit.breaks) {
    const known = byId.get(entry.id);
    if (!known) return { ok: false, problem: 'unknownBreak' };
    breaks.push({
      ...known,
      startIsoDateTimeUtc: entry.startIsoDateTimeUtc,
      endIsoDateTimeUtc: entry.endIsoDateTimeUtc,
    });
  }
  return {
    ok: true,
    shift: {
      ...shift,
      clockInIsoDateTimeUtc: edit.clockInIsoDateTimeUtc,
      clockOutIsoDateTimeUtc: edit.clockOutIsoDateTimeUtc,
      open: false,
      breaks,
      editCount: shift.editCount + 1,
      updatedIsoDateTimeUtc: nowIso,
    },
  };
}

/** The Monday of the week a business date is in (timesheets run Monday to Sunday). */
export function weekStartOf(date: LocalDate): LocalDate {
  const index = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].indexOf(
    weekdayOfLocalDate(date),
  );
  return addDaysToLocalDate(date, -index);
}

export interface TimesheetRow {
  employeeId: string;
  employeeName: string;
  shifts: Shift[];
  /** Paid minutes per day of the week, Monday first. */
  paidMinutesByDay: number[];
  totals: ShiftTotals;
  flagged: number;
}

/** One week's timesheet: a row per employee with shifts that started in the week (by business date). */
export function weekTimesheet(
  shifts: readonly Shift[],
  weekStart: LocalDate,
  settings: EmployeeTimeClockSettings,
  nowIso: string,
): TimesheetRow[] {
  const days = Array.from({ length: 7 }, (_, index) => addDaysToLocalDate(weekStart, index));
  const rows = new Map<string, TimesheetRow>();
  const inWeek = shifts
    .filter((shift) => days.includes(shift.businessDate))
    .sort((a, b) => a.clockInIsoDateTimeUtc.localeCompare(b.clockInIsoDateTimeUtc));
  for (const shift of inWeek) {
    const row = rows.get(shift.employeeId) ?? {
      employeeId: shift.employeeId,
      employeeName: shift.employeeName,
      shifts: [],
      paidMinutesByDay: days.map(() => 0),
      totals: emptyTotals(),
      flagged: 0,
    };
    const totals = shiftTotals(shift, settings, nowIso);
    row.shifts.push(shift);
    const day = days.indexOf(shift.businessDate);
    row.paidMinutesByDay[day] = (row.paidMinutesByDay[day] ?? 0) + totals.paidMinutes;
    row.totals = addTotals(row.totals, totals);
    if (shift.forgottenClockOut || totals.breaksOverLimit > 0) row.flagged += 1;
    rows.set(shift.employeeId, row);
  }
  return [...rows.values()].sort((a, b) => a.employeeName.localeCompare(b.employeeName));
}

function emptyTotals(): ShiftTotals {
  return {
    spanMinutes: 0,
    paidBreakMinutes: 0,
    unpaidBreakMinutes: 0,
    deductedMinutes: 0,
    paidMinutes: 0,
    unpaidMinutes: 0,
    breaksOverLimit: 0,
  };
}

function addTotals(a: ShiftTotals, b: ShiftTotals): ShiftTotals {
  return {
    spanMinutes: a.spanMinutes + b.spanMinutes,
    paidBreakMinutes: a.paidBreakMinutes + b.paidBreakMinutes,
    unpaidBreakMinutes: a.unpaidBreakMinutes + b.unpaidBreakMinutes,
    deductedMinutes: a.deductedMinutes + b.deductedMinutes,
    paidMinutes: a.paidMinutes + b.paidMinutes,
    unpaidMinutes: a.unpaidMinutes + b.unpaidMinutes,
    breaksOverLimit: a.breaksOverLimit + b.breaksOverLimit,
  };
}

/** "7:45" for 465 minutes: payroll reads hours and minutes. */
export function formatMinutesAsHours(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The rows of a week's CSV export: one line per shift, with its paid and unpaid time. */
export function timesheetCsvRows(
  rows: readonly TimesheetRow[],
  settings: EmployeeTimeClockSettings,
  nowIso: string,
): Record<string, string | number>[] {
  return rows.flatMap((row) =>
    row.shifts.map((shift) => {
      const totals = shiftTotals(shift, settings, nowIso);
      return {
        Employee: row.employeeName,
        'Business date': shift.businessDate,
        'Clock in (UTC)': shift.clockInIsoDateTimeUtc,
        'Clock out (UTC)': shift.clockOutIsoDateTimeUtc ?? '',
        'Paid hours': (totals.paidMinutes / 60).toFixed(2),
        'Unpaid hours': (totals.unpaidMinutes / 60).toFixed(2),
        'Paid break minutes': totals.paidBreakMinutes,
        'Unpaid break minutes': totals.unpaidBreakMinutes,
        'Automatic deduction minutes': totals.deductedMinutes,
        Flags: [
          shift.forgottenClockOut ? 'forgotten clock-out' : '',
          totals.breaksOverLimit > 0 ? 'break over limit' : '',
          shift.editCount > 0 ? `edited ${shift.editCount}x` : '',
        ]
          .filter(Boolean)
          .join('; '),
      };
    }),
  );
}

/** The time-clock routes' request bodies (functions/test/requestSchemas.test.ts checks their bounds). */
export const TIME_CLOCK_REQUEST_SCHEMAS = { ZTimeClockEventRequest, ZShiftEditRequest };

/** The week's CSV export (a header line, then one line per shift). */
export function timesheetCsv(
  rows: readonly TimesheetRow[],
  settings: EmployeeTimeClockSettings,
  nowIso: string,
): string {
  const records = timesheetCsvRows(rows, settings, nowIso);
  const header = [
    'Employee',
    'Business date',
    'Clock in (UTC)',
    'Clock out (UTC)',
    'Paid hours',
    'Unpaid hours',
    'Paid break minutes',
    'Unpaid break minutes',
    'Automatic deduction minutes',
    'Flags',
  ];
  return toCsv([header, ...records.map((record) => header.map((key) => String(record[key] ?? '')))]);
}
