/**
 * The time clock demo at Bondi: the time clock with break recording and automatic deduction on, two
 * break types, and the last week of shifts of the two demo employees around their counter orders
 * (seedPos.ts): one break over its limit, one forgotten clock-out closed at the day end, one shift an
 * admin corrected (with its audit entry), and one long shift with no break (the deduction applies).
 * Times are whole days back from today at fixed store-clock hours, so re-seeding changes nothing.
 */
import {
  addDaysToLocalDate,
  businessDateAt,
  businessDayEnd,
  localDateAt,
  type Shift,
  ZEmployeeTimeClockSettings,
  ZShift,
  ZShiftEdit,
  zonedInstant,
} from '@resto/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { SEEDED_AT } from './demoData';
import { DEMO_EMPLOYEES, DEMO_POS_STORE_ID, DEMO_POS_TERMINAL } from './seedPos';

const TIMEZONE = 'Australia/Sydney';

export const DEMO_TIME_CLOCK_SETTINGS = ZEmployeeTimeClockSettings.parse({
  enableEmployeeTimeClock: true,
  enableBreakRecording: true,
  enableAutomaticDeduction: true,
  shiftBreakPresets: [
    { id: 'rest', name: 'Rest', type: 'paid', limit: { type: 'others', duration: 10 } },
    { id: 'meal', name: 'Meal', type: 'unpaid', limit: { type: 'thirtyMinutes' } },
  ],
});

interface DemoShift {
  employee: (typeof DEMO_EMPLOYEES)[number];
  daysAgo: number;
  /** Store-clock minutes after midnight. */
  start: number;
  end: number | 'forgotten';
  breaks: { preset: 'rest' | 'meal'; start: number; minutes: number }[];
}

const [ALEX, SAM] = DEMO_EMPLOYEES;
const h = (hours: number, minutes = 0) => hours * 60 + minutes;

/** Alex opens (10:30), Sam closes (16:00): the counter orders of seedPos fall inside these. */
const DEMO_SHIFTS: DemoShift[] = [
  {
    employee: ALEX,
    daysAgo: 1,
    start: h(10, 30),
    end: h(18, 30),
    breaks: [{ preset: 'meal', start: h(14), minutes: 30 }],
  },
  {
    employee: SAM,
    daysAgo: 1,
    start: h(16),
    end: h(22),
    breaks: [{ preset: 'rest', start: h(19), minutes: 18 }],
  },
  {
    employee: ALEX,
    daysAgo: 2,
    start: h(10, 30),
    end: h(17),
    breaks: [{ preset: 'rest', start: h(13), minutes: 10 }],
  },
  { employee: SAM, daysAgo: 2, start: h(16), end: 'forgotten', breaks: [] },
  { employee: ALEX, daysAgo: 3, start: h(10), end: h(18), breaks: [] },
  {
    employee: SAM,
    daysAgo: 3,
    start: h(16),
    end: h(21, 30),
    breaks: [{ preset: 'meal', start: h(18, 30), minutes: 30 }],
  },
  {
    employee: ALEX,
    daysAgo: 4,
    start: h(10, 30),
    end: h(19),
    breaks: [{ preset: 'meal', start: h(14), minutes: 32 }],
  },
  {
    employee: SAM,
    daysAgo: 5,
    start: h(11),
    end: h(20),
    breaks: [
      { preset: 'meal', start: h(15), minutes: 30 },
      { preset: 'rest', start: h(18), minutes: 10 },
    ],
  },
  {
    employee: ALEX,
    daysAgo: 6,
    start: h(10, 30),
    end: h(16),
    breaks: [{ preset: 'rest', start: h(13), minutes: 9 }],
  },
];

const at = (date: string, minutes: number) => zonedInstant(date, minutes, TIMEZONE).toISOString();

export async function seedTimeClock(db: Firestore, restaurantId: string, now = new Date()): Promise<void> {
  const store = db.collection('restaurants').doc(restaurantId).collection('stores').doc(DEMO_POS_STORE_ID);
  const batch = db.batch();
  batch.set(store.collection('settings').doc('timeClock'), {
    ...DEMO_TIME_CLOCK_SETTINGS,
    updatedIsoDateTimeUtc: SEEDED_AT,
  });
  const today = localDateAt(now, TIMEZONE);
  for (const demo of DEMO_SHIFTS) {
    const date = addDaysToLocalDate(today, -demo.daysAgo);
    const id = `demo-${demo.employee.id}-${date}`;
    const clockIn = at(date, demo.start);
    const clockOut =
      demo.end === 'forgotten' ? businessDayEnd(date, TIMEZONE).toISOString() : at(date, demo.end);
    const shift: Shift = ZShift.parse({
      id,
      employeeId: demo.employee.id,
      employeeName: demo.employee.name,
      businessDate: businessDateAt(new Date(clockIn), TIMEZONE),
      clockInIsoDateTimeUtc: clockIn,
      clockOutIsoDateTimeUtc: clockOut,
      open: false,
      breaks: demo.breaks.map((entry, index) => {
        const preset = DEMO_TIME_CLOCK_SETTINGS.shiftBreakPresets.find(
          (candidate) => candidate.id === entry.preset,
        );
        return {
          id: `${id}-b${index}`,
          presetId: entry.preset,
          name: preset?.name,
          type: preset?.type,
          limitMinutes: entry.preset === 'rest' ? 10 : 30,
          startIsoDateTimeUtc: at(date, entry.start),
          endIsoDateTimeUtc: at(date, entry.start + entry.minutes),
        };
      }),
      forgottenClockOut: demo.end === 'forgotten',
      editCount: 0,
      posTerminalId: DEMO_POS_TERMINAL.id,
      updatedIsoDateTimeUtc: clockOut,
    });
    batch.set(store.collection('shifts').doc(id), shift);
    // Alex's long Thursday-style shift was corrected by the manager: clock-in moved 30 minutes later.
    if (demo.employee.id === ALEX.id && demo.daysAgo === 3) {
      const before = { ...shift, clockInIsoDateTimeUtc: at(date, demo.start - 30) };
      batch.set(store.collection('shifts').doc(id), { ...shift, editCount: 1 });
      batch.set(
        store.collection('shiftEdits').doc(`${id}-edit`),
        ZShiftEdit.parse({
          id: `${id}-edit`,
          shiftId: id,
          employeeId: ALEX.id,
          byUid: 'demo-owner',
          reason: 'Clocked in before the doors opened; started at 10 AM',
          before: {
            clockInIsoDateTimeUtc: before.clockInIsoDateTimeUtc,
            clockOutIsoDateTimeUtc: clockOut,
            breaks: [],
          },
          after: { clockInIsoDateTimeUtc: clockIn, clockOutIsoDateTimeUtc: clockOut, breaks: [] },
          editedIsoDateTimeUtc: clockOut,
        }),
      );
    }
  }
  await batch.commit();
}
