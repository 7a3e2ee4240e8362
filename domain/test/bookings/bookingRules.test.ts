import { describe, expect, it } from 'vitest';
import {
  BOOKING_ERRORS,
  type BookingHold,
  bookingDateOf,
  bookingRequestProblems,
  bookingSlotsOn,
  bookingTimesOn,
  bookingTransitionError,
  canMoveBooking,
  isDoubleBooking,
  seatsLeftAt,
  type TableBookingSettings,
  type WeeklyHours,
  weeklyHoursSchedule,
  ZTableBookingSettings,
} from '../../src';

const SYDNEY = 'Australia/Sydney';

function everyDay(start: string, end: string, attributeToPreviousDay = false): WeeklyHours {
  const day = () => ({
    availableAllDay: false,
    dayIntervals: [{ startTimeOfDay: start, endTimeOfDay: end, attributeToPreviousDay }],
  });
  return {
    monday: day(),
    tuesday: day(),
    wednesday: day(),
    thursday: day(),
    friday: day(),
    saturday: day(),
    sunday: day(),
  };
}

const settings = (overrides: Partial<TableBookingSettings> = {}): TableBookingSettings => ({
  ...ZTableBookingSettings.parse({ enable: true }),
  ...overrides,
});

const dinner = (holidays: string[] = []) =>
  weeklyHoursSchedule({ weeklyHours: everyDay('5:00 PM', '10:00 PM'), timezone: SYDNEY, holidays });

/** Local Sydney wall clock of an instant, like '19:15'. */
const wallClock = (instant: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: SYDNEY,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);

describe('bookable times', () => {
  // 2026-12-01 09:00 Sydney (AEDT, +11).
  const morning = new Date('2026-11-30T22:00:00Z');

  it('are every interval from opening until the last booking before close', () => {
    const times = bookingTimesOn('2026-12-01', { settings: settings(), schedule: dinner(), now: morning });
    expect(times.map(wallClock)).toEqual([
      '17:00',
      '17:15',
      '17:30',
      '17:45',
      '18:00',
      '18:15',
      '18:30',
      '18:45',
      '19:00',
      '19:15',
      '19:30',
      '19:45',
      '20:00',
      '20:15',
      '20:30',
      '20:45',
      '21:00',
    ]);
    const hourly = bookingTimesOn('2026-12-01', {
      settings: settings({ slotIntervalInMinutes: 60, lastBookingBeforeCloseInMinutes: 0 }),
      schedule: dinner(),
      now: morning,
    });
    expect(hourly.map(wallClock)).toEqual(['17:00', '18:00', '19:00', '20:00', '21:00', '22:00']);
  });

  it('never offers a time in the past or inside the lead time', () => {
    // 6:10 PM on the day: with an hour's notice the first time is 7:15 PM.
    const evening = new Date('2026-12-01T07:10:00Z');
    const times = bookingTimesOn('2026-12-01', { settings: settings(), schedule: dinner(), now: evening });
    expect(wallClock(times[0] as Date)).toBe('19:15');
    const noNotice = bookingTimesOn('2026-12-01', {
      settings: settings({ leadTimeInMinutes: 0 }),
      schedule: dinner(),
      now: evening,
    });
    expect(wallClock(noNotice[0] as Date)).toBe('18:15');
    expect(bookingTimesOn('2026-11-30', { settings: settings(), schedule: dinner(), now: evening })).toEqual(
      [],
    );
  });

  it('stops at the booking window, on holidays, and when bookings are off', () => {
    const ctx = { schedule: dinner(['2026-12-25']), now: morning };
    expect(
      bookingTimesOn('2026-12-08', { ...ctx, settings: settings({ numOfDaysInAdvance: 7 }) }),
    ).toHaveLength(17);
    expect(bookingTimesOn('2026-12-09', { ...ctx, settings: settings({ numOfDaysInAdvance: 7 }) })).toEqual(
      [],
    );
    expect(bookingTimesOn('2026-12-25', { ...ctx, settings: settings() })).toEqual([]);
    expect(bookingTimesOn('2026-12-02', { ...ctx, settings: settings({ enable: false }) })).toEqual([]);
  });

  it('keeps the wall clock across the night clocks go forward, and offers skipped times once', () => {
    // Sydney springs forward on Sunday 2026-10-04 at 2:00 AM → 3:00 AM. A late session, 6 PM to 4 AM.
    const late = weeklyHoursSchedule({ weeklyHours: everyDay('6:00 PM', '4:00 AM'), timezone: SYDNEY });
    const times = bookingTimesOn('2026-10-03', {
      settings: settings(),
      schedule: late,
      now: new Date('2026-10-01T00:00:00Z'),
    });
    const labels = times.map(wallClock);
    expect(labels[0]).toBe('18:00');
    expect(labels).toContain('01:45');
    expect(labels).not.toContain('02:00');
    expect(labels.at(-1)).toBe('03:00');
    expect(new Set(times.map((time) => time.getTime())).size).toBe(times.length);
    // The day after, in summer time: 5 PM is 06:00 UTC, not 07:00.
    const dayAfter = bookingTimesOn('2026-10-04', {
      settings: settings(),
      schedule: dinner(),
      now: new Date('2026-10-01T00:00:00Z'),
    });
    expect(dayAfter[0]?.toISOString()).toBe('2026-10-04T06:00:00.000Z');
  });

  it('keeps the wall clock the night clocks go back', () => {
    // Sydney falls back on Sunday 2026-04-05 at 3:00 AM → 2:00 AM.
    const late = weeklyHoursSchedule({ weeklyHours: everyDay('6:00 PM', '4:00 AM'), timezone: SYDNEY });
    const times = bookingTimesOn('2026-04-04', {
      settings: settings({ slotIntervalInMinutes: 60, lastBookingBeforeCloseInMinutes: 0 }),
      schedule: late,
      now: new Date('2026-04-01T00:00:00Z'),
    });
    expect(times.map(wallClock)).toEqual([
      '18:00',
      '19:00',
      '20:00',
      '21:00',
      '22:00',
      '23:00',
      '00:00',
      '01:00',
      '02:00',
      '03:00',
      '04:00',
    ]);
  });

  it('counts an after-midnight booking towards the night it belongs to', () => {
    const late = weeklyHoursSchedule({ weeklyHours: everyDay('6:00 PM', '2:00 AM'), timezone: SYDNEY });
    // 12:30 AM Saturday 2026-12-05 Sydney is Friday night's trade.
    expect(bookingDateOf(new Date('2026-12-04T13:30:00Z'), late)).toBe('2026-12-04');
    expect(bookingDateOf(new Date('2026-12-04T08:00:00Z'), late)).toBe('2026-12-04');
  });
});

describe('capacity', () => {
  const tables = [
    { seats: 2, seatingArea: 'Courtyard', active: true },
    { seats: 4, seatingArea: 'Courtyard', active: true },
    { seats: 4, seatingArea: 'Dining room', active: true },
    { seats: 8, seatingArea: 'Dining room', active: false },
  ];
  const hold = (overrides: Partial<BookingHold>): BookingHold => ({
    id: 'b1',
    startIsoDateTimeUtc: '2026-12-01T08:00:00.000Z', // 7 PM Sydney
    durationInMinutes: 90,
    pax: 4,
    seatingArea: 'Courtyard',
    mobile: '+61400000001',
    status: 'new',
    tableIds: [],
    kind: 'booking',
    ...overrides,
  });

  it('takes the seats of live bookings that overlap, by area and in total', () => {
    const holds = [hold({})];
    const at = (iso: string, seatingArea = '') =>
      seatsLeftAt({ tables, holds, start: new Date(iso), durationInMinutes: 90, seatingArea });
    expect(at('2026-12-01T08:30:00Z', 'Courtyard')).toBe(2);
    expect(at('2026-12-01T08:30:00Z', 'courtyard')).toBe(2);
    expect(at('2026-12-01T08:30:00Z', 'Dining room')).toBe(4);
    expect(at('2026-12-01T08:30:00Z')).toBe(6);
    // Ends at 8:30 PM: a booking from 8:30 does not overlap; one from 5:30 PM (to 7 PM) neither.
    expect(at('2026-12-01T09:30:00Z', 'Courtyard')).toBe(6);
    expect(at('2026-12-01T06:30:00Z', 'Courtyard')).toBe(6);
    // Cancelled bookings and disabled tables count for nothing.
    expect(
      seatsLeftAt({
        tables,
        holds: [hold({ status: 'cancelled' })],
        start: new Date('2026-12-01T08:00:00Z'),
        durationInMinutes: 90,
        seatingArea: '',
      }),
    ).toBe(10);
  });

  it('marks the slots a party no longer fits', () => {
    const slots = bookingSlotsOn('2026-12-01', {
      settings: settings(),
      schedule: dinner(),
      now: new Date('2026-11-30T22:00:00Z'),
      tables,
      holds: [hold({ pax: 6 })],
      pax: 2,
      seatingArea: 'Courtyard',
    });
    const byTime = new Map(slots.map((slot) => [wallClock(new Date(slot.startIsoDateTimeUtc)), slot]));
    expect(byTime.get('19:00')).toMatchObject({ seatsLeft: 0, available: false });
    expect(byTime.get('17:45')).toMatchObject({ seatsLeft: 0, available: false });
    expect(byTime.get('17:30')).toMatchObject({ seatsLeft: 6, available: true });
    expect(byTime.get('18:00')).toMatchObject({ available: false });
    expect(byTime.get('20:30')).toMatchObject({ available: true });
  });

  it('spots the same mobile booking twice around the same time', () => {
    const holds = [hold({})];
    const again = {
      id: 'b2',
      mobile: '+61400000001',
      start: new Date('2026-12-01T09:00:00Z'),
      durationInMinutes: 90,
    };
    expect(isDoubleBooking(holds, again)).toBe(true);
    expect(isDoubleBooking(holds, { ...again, id: 'b1' })).toBe(false);
    expect(isDoubleBooking(holds, { ...again, mobile: '+61400000002' })).toBe(false);
    expect(isDoubleBooking(holds, { ...again, start: new Date('2026-12-01T09:30:00Z') })).toBe(false);
    expect(isDoubleBooking([hold({ status: 'cancelled' })], again)).toBe(false);
  });
});

describe('booking requests', () => {
  const now = new Date('2026-11-30T22:00:00Z'); // 9 AM Sydney, 1 December
  const ctx = (overrides: Partial<TableBookingSettings> = {}) => ({
    settings: settings({
      seatingAreaInfo: { mandatory: true, areaNames: ['Courtyard', 'Dining room'] },
      ...overrides,
    }),
    schedule: dinner(),
    now,
  });
  const good = { pax: 4, seatingArea: 'Courtyard', bookedForIsoDateTimeUtc: '2026-12-01T08:00:00.000Z' };

  it('accepts an offered time for an allowed party', () => {
    expect(bookingRequestProblems(good, ctx())).toEqual([]);
  });

  it('explains party sizes, areas, past times, notice and times not offered', () => {
    expect(bookingRequestProblems({ ...good, pax: 12 }, ctx())).toEqual([
      {
        path: 'pax',
        message: 'We take bookings for 2 to 10 guests online. For other party sizes, please call us.',
      },
    ]);
    expect(bookingRequestProblems({ ...good, seatingArea: '' }, ctx())).toEqual([
      { path: 'seatingArea', message: 'Choose where you would like to sit.' },
    ]);
    expect(bookingRequestProblems({ ...good, seatingArea: 'Roof' }, ctx())[0]?.path).toBe('seatingArea');
    expect(
      bookingRequestProblems({ ...good, bookedForIsoDateTimeUtc: '2026-11-30T08:00:00.000Z' }, ctx()),
    ).toEqual([
      { path: 'bookedForIsoDateTimeUtc', message: 'That time has already passed. Please choose another.' },
    ]);
    const soon = { ...good, bookedForIsoDateTimeUtc: '2026-12-01T06:00:00.000Z' };
    expect(
      bookingRequestProblems(soon, { ...ctx(), now: new Date('2026-12-01T05:30:00Z') })[0]?.message,
    ).toBe("Bookings need at least 60 minutes' notice. Please choose a later time.");
    expect(
      bookingRequestProblems({ ...good, bookedForIsoDateTimeUtc: '2026-12-01T08:05:00.000Z' }, ctx())[0]
        ?.message,
    ).toBe('We are not taking bookings at that time. Please choose one of the times offered.');
    expect(
      bookingRequestProblems({ ...good, bookedForIsoDateTimeUtc: '2027-06-01T08:00:00.000Z' }, ctx())[0]
        ?.message,
    ).toBe('We take bookings up to 90 days ahead, when we are open.');
    expect(bookingRequestProblems(good, ctx({ enable: false }))[0]?.message).toBe(
      'This store is not taking table bookings online.',
    );
  });
});

describe('booking status', () => {
  it('moves new → accepted → cancelled, never back', () => {
    expect(canMoveBooking('new', 'accepted')).toBe(true);
    expect(canMoveBooking('new', 'cancelled')).toBe(true);
    expect(canMoveBooking('accepted', 'cancelled')).toBe(true);
    expect(canMoveBooking('accepted', 'accepted')).toBe(false);
    expect(canMoveBooking('cancelled', 'accepted')).toBe(false);
    expect(bookingTransitionError('cancelled', 'accepted')).toBe(BOOKING_ERRORS.alreadyCancelled);
    expect(bookingTransitionError('accepted', 'accepted')).toBe(BOOKING_ERRORS.alreadyAccepted);
  });
});
