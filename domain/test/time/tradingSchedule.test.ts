import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WEEKDAYS, type Weekday } from '../../src/common/constants';
import { defaultStoreTimings, type StoreTimings, type WeeklyHours } from '../../src/time/timings';
import {
  isOpenAt,
  nextOpeningAt,
  storeTimingsSchedule,
  tradingDateAt,
  tradingStatusAt,
  tradingWindowsBetween,
  weeklyHoursSchedule,
} from '../../src/time/tradingSchedule';

const SYDNEY = 'Australia/Sydney';
const at = (iso: string) => new Date(iso);

function timingsWith(
  days: readonly Weekday[],
  first: { start: string; hours: number; available?: boolean },
  second?: { start: string; hours: number },
): StoreTimings {
  const timings = defaultStoreTimings();
  for (const day of days) {
    for (const type of ['pickup', 'delivery', 'dineIn'] as const) {
      timings[day][type] = {
        firstSession: {
          available: first.available ?? true,
          timePeriod: { startTimeOfDay: first.start, durationInHours: first.hours },
        },
        secondSession: {
          available: second !== undefined,
          timePeriod: { startTimeOfDay: second?.start ?? '10:00 AM', durationInHours: second?.hours ?? 7 },
        },
      };
    }
  }
  return timings;
}

describe('store timings: default 10:00 AM for 7 hours', () => {
  const schedule = storeTimingsSchedule({
    timings: defaultStoreTimings(),
    collectionType: 'pickup',
    timezone: SYDNEY,
  });

  it('is open from 10 AM until just before 5 PM on the store clock', () => {
    // Wednesday 2 April 2025, Sydney summer time (UTC+11).
    expect(isOpenAt(schedule, at('2025-04-01T22:59:00Z'))).toBe(false);
    expect(isOpenAt(schedule, at('2025-04-01T23:00:00Z'))).toBe(true);
    expect(isOpenAt(schedule, at('2025-04-02T05:59:00Z'))).toBe(true);
    expect(isOpenAt(schedule, at('2025-04-02T06:00:00Z'))).toBe(false);
  });

  it('follows the store clock across the April DST change', () => {
    // Saturday 5 April opens at 10 AM AEDT (23:00Z); Sunday 6 April at 10 AM AEST (00:00Z).
    expect(isOpenAt(schedule, at('2025-04-04T23:00:00Z'))).toBe(true);
    expect(isOpenAt(schedule, at('2025-04-05T23:30:00Z'))).toBe(false);
    expect(isOpenAt(schedule, at('2025-04-06T00:00:00Z'))).toBe(true);
    expect(isOpenAt(schedule, at('2025-04-06T06:59:00Z'))).toBe(true);
    expect(isOpenAt(schedule, at('2025-04-06T07:00:00Z'))).toBe(false);
  });

  it('follows the store clock across the October DST change', () => {
    // Saturday 4 October opens 10 AM AEST (00:00Z); Sunday 5 October 10 AM AEDT (23:00Z on the 4th).
    expect(isOpenAt(schedule, at('2025-10-04T00:00:00Z'))).toBe(true);
    expect(isOpenAt(schedule, at('2025-10-04T23:00:00Z'))).toBe(true);
    expect(isOpenAt(schedule, at('2025-10-04T22:59:00Z'))).toBe(false);
  });
});

describe('sessions past midnight', () => {
  const fridayLate = timingsWith(['friday'], { start: '6:00 PM', hours: 8 });
  const schedule = storeTimingsSchedule({
    timings: fridayLate,
    collectionType: 'delivery',
    timezone: SYDNEY,
  });

  it('counts Friday 6 PM → 2 AM as Friday trade', () => {
    // 1 AM Saturday 4 October 2025 (UTC+10) is Friday 3 October's trade.
    const oneAmSaturday = at('2025-10-03T15:00:00Z');
    expect(isOpenAt(schedule, oneAmSaturday)).toBe(true);
    expect(tradingDateAt(schedule, oneAmSaturday)).toBe('2025-10-03');
    expect(tradingStatusAt(schedule, oneAmSaturday)).toEqual({
      open: true,
      closesAt: at('2025-10-03T16:00:00Z'),
    });
    expect(isOpenAt(schedule, at('2025-10-03T16:00:00Z'))).toBe(false);
  });

  it('ends at the wall-clock time on the night clocks go forward', () => {
    const saturdayLate = timingsWith(['saturday'], { start: '6:00 PM', hours: 9 });
    const dst = storeTimingsSchedule({ timings: saturdayLate, collectionType: 'pickup', timezone: SYDNEY });
    // 6 PM AEST Saturday 4 October → 3 AM AEDT Sunday: 8 hours elapsed.
    expect(tradingStatusAt(dst, at('2025-10-04T10:00:00Z'))).toEqual({
      open: true,
      closesAt: at('2025-10-04T16:00:00Z'),
    });
  });

  it('ends at the wall-clock time on the night clocks go back', () => {
    const saturdayLate = timingsWith(['saturday'], { start: '6:00 PM', hours: 9 });
    const dst = storeTimingsSchedule({ timings: saturdayLate, collectionType: 'pickup', timezone: SYDNEY });
    // 6 PM AEDT Saturday 5 April → 3 AM AEST Sunday: 10 hours elapsed; open through both 2:30 AMs.
    expect(isOpenAt(dst, at('2025-04-05T15:30:00Z'))).toBe(true);
    expect(isOpenAt(dst, at('2025-04-05T16:30:00Z'))).toBe(true);
    expect(tradingStatusAt(dst, at('2025-04-05T08:00:00Z'))).toEqual({
      open: true,
      closesAt: at('2025-04-05T17:00:00Z'),
    });
  });
});

describe('split timings', () => {
  const timings = timingsWith(WEEKDAYS, { start: '11:00 AM', hours: 3 }, { start: '5:00 PM', hours: 5 });
  const sixPmWednesday = at('2025-07-02T08:00:00Z');
  const threePmWednesday = at('2025-07-02T05:00:00Z');

  it('opens for both sessions with split timings', () => {
    const schedule = storeTimingsSchedule({
      timings,
      collectionType: 'dineIn',
      timezone: SYDNEY,
      hasSplitTimings: true,
    });
    expect(isOpenAt(schedule, sixPmWednesday)).toBe(true);
    expect(isOpenAt(schedule, threePmWednesday)).toBe(false);
    expect(tradingStatusAt(schedule, threePmWednesday)).toEqual({
      open: false,
      opensAt: at('2025-07-02T07:00:00Z'),
    });
  });

  it('ignores the second session without split timings', () => {
    const schedule = storeTimingsSchedule({ timings, collectionType: 'dineIn', timezone: SYDNEY });
    expect(isOpenAt(schedule, sixPmWednesday)).toBe(false);
  });

  it('treats back-to-back sessions as one stretch when saying when it closes', () => {
    const backToBack = timingsWith(WEEKDAYS, { start: '10:00 AM', hours: 4 }, { start: '2:00 PM', hours: 4 });
    const schedule = storeTimingsSchedule({
      timings: backToBack,
      collectionType: 'pickup',
      timezone: SYDNEY,
      hasSplitTimings: true,
    });
    expect(tradingStatusAt(schedule, at('2025-07-02T02:00:00Z'))).toEqual({
      open: true,
      closesAt: at('2025-07-02T08:00:00Z'),
    });
  });
});

describe('per collection type and holidays', () => {
  it('keeps collection types apart', () => {
    const timings = defaultStoreTimings();
    timings.monday.delivery.firstSession.available = false;
    const mondayNoon = at('2025-07-07T02:00:00Z');
    const schedule = (collectionType: 'pickup' | 'delivery') =>
      storeTimingsSchedule({ timings, collectionType, timezone: SYDNEY });
    expect(isOpenAt(schedule('pickup'), mondayNoon)).toBe(true);
    expect(isOpenAt(schedule('delivery'), mondayNoon)).toBe(false);
  });

  it('closes all day on a holiday but lets the night before finish after midnight', () => {
    const lateEveryDay = timingsWith(WEEKDAYS, { start: '6:00 PM', hours: 8 });
    const schedule = storeTimingsSchedule({
      timings: lateEveryDay,
      collectionType: 'pickup',
      timezone: SYDNEY,
      holidays: [{ date: '2025-12-25' }],
    });
    expect(isOpenAt(schedule, at('2025-12-24T14:00:00Z'))).toBe(true); // 1 AM on the 25th: trade of the 24th
    expect(isOpenAt(schedule, at('2025-12-25T08:00:00Z'))).toBe(false); // 7 PM on the 25th
    expect(nextOpeningAt(schedule, at('2025-12-25T08:00:00Z'))).toEqual(at('2025-12-26T07:00:00Z'));
  });

  it('accepts holidays written yyyy-m-d and ignores unreadable ones', () => {
    const schedule = storeTimingsSchedule({
      timings: defaultStoreTimings(),
      collectionType: 'pickup',
      timezone: SYDNEY,
      holidays: ['2026-1-1', 'soon'],
    });
    expect([...schedule.closedDates]).toEqual(['2026-01-01']);
  });
});

describe('next opening', () => {
  const schedule = storeTimingsSchedule({
    timings: defaultStoreTimings(),
    collectionType: 'pickup',
    timezone: SYDNEY,
    holidays: ['2025-07-03'],
  });

  it('is now when open', () => {
    const noon = at('2025-07-02T02:00:00Z');
    expect(nextOpeningAt(schedule, noon)).toEqual(noon);
  });

  it('is 10 AM today before opening and skips a holiday tomorrow', () => {
    expect(nextOpeningAt(schedule, at('2025-07-01T21:00:00Z'))).toEqual(at('2025-07-02T00:00:00Z'));
    expect(nextOpeningAt(schedule, at('2025-07-02T08:00:00Z'))).toEqual(at('2025-07-04T00:00:00Z'));
  });

  it('is null when the store never trades', () => {
    const closed = timingsWith(WEEKDAYS, { start: '10:00 AM', hours: 7, available: false });
    const never = storeTimingsSchedule({ timings: closed, collectionType: 'pickup', timezone: SYDNEY });
    expect(nextOpeningAt(never, at('2025-07-02T02:00:00Z'))).toBeNull();
    expect(tradingDateAt(never, at('2025-07-02T02:00:00Z'))).toBeNull();
  });
});

describe('daily hours (trading hours and item availability)', () => {
  const closedDay = { availableAllDay: false, dayIntervals: [] };
  const week = (overrides: Partial<WeeklyHours>): WeeklyHours => ({
    monday: closedDay,
    tuesday: closedDay,
    wednesday: closedDay,
    thursday: closedDay,
    friday: closedDay,
    saturday: closedDay,
    sunday: closedDay,
    ...overrides,
  });

  it('runs an interval ending before it starts past midnight, as trade of its own day', () => {
    const schedule = weeklyHoursSchedule({
      weeklyHours: week({
        friday: {
          availableAllDay: false,
          dayIntervals: [
            { startTimeOfDay: '6:00 PM', endTimeOfDay: '2:00 AM', attributeToPreviousDay: false },
          ],
        },
      }),
      timezone: SYDNEY,
    });
    const oneAmSaturday = at('2025-10-03T15:00:00Z');
    expect(tradingDateAt(schedule, oneAmSaturday)).toBe('2025-10-03');
    expect(isOpenAt(schedule, at('2025-10-03T16:00:00Z'))).toBe(false);
  });

  it('attributes a Saturday 12-2 AM interval flagged attributeToPreviousDay to Friday', () => {
    const schedule = weeklyHoursSchedule({
      weeklyHours: week({
        friday: {
          availableAllDay: false,
          dayIntervals: [
            { startTimeOfDay: '6:00 PM', endTimeOfDay: '12:00 AM', attributeToPreviousDay: false },
          ],
        },
        saturday: {
          availableAllDay: false,
          dayIntervals: [
            { startTimeOfDay: '12:00 AM', endTimeOfDay: '2:00 AM', attributeToPreviousDay: true },
            { startTimeOfDay: '11:00 AM', endTimeOfDay: '3:00 PM', attributeToPreviousDay: false },
          ],
        },
      }),
      timezone: SYDNEY,
    });
    expect(tradingDateAt(schedule, at('2025-10-03T15:00:00Z'))).toBe('2025-10-03'); // Sat 1 AM
    expect(tradingDateAt(schedule, at('2025-10-04T02:00:00Z'))).toBe('2025-10-04'); // Sat noon
    // Friday 8 PM: midnight end and the attributed interval join into one stretch until 2 AM.
    expect(tradingStatusAt(schedule, at('2025-10-03T10:00:00Z'))).toEqual({
      open: true,
      closesAt: at('2025-10-03T16:00:00Z'),
    });
    expect(
      tradingWindowsBetween(schedule, at('2025-10-03T00:00:00Z'), at('2025-10-05T00:00:00Z')).map(
        (window) => window.tradingDate,
      ),
    ).toEqual(['2025-10-03', '2025-10-03', '2025-10-04']);
  });

  it('closes the attributed interval when the previous day is a holiday', () => {
    const schedule = weeklyHoursSchedule({
      weeklyHours: week({
        saturday: {
          availableAllDay: false,
          dayIntervals: [
            { startTimeOfDay: '12:00 AM', endTimeOfDay: '2:00 AM', attributeToPreviousDay: true },
          ],
        },
      }),
      timezone: SYDNEY,
      holidays: ['2025-10-03'],
    });
    expect(isOpenAt(schedule, at('2025-10-03T15:00:00Z'))).toBe(false);
  });

  it('makes an all-day Sunday 25 hours long when clocks go back', () => {
    const schedule = weeklyHoursSchedule({
      weeklyHours: week({ sunday: { availableAllDay: true, dayIntervals: [] } }),
      timezone: SYDNEY,
    });
    const [window] = tradingWindowsBetween(schedule, at('2025-04-05T12:00:00Z'), at('2025-04-07T12:00:00Z'));
    expect(window?.start.toISOString()).toBe('2025-04-05T13:00:00.000Z');
    expect(window?.end.toISOString()).toBe('2025-04-06T14:00:00.000Z');
  });

  it('is open exactly when an instant has a trading date (property)', () => {
    const schedule = weeklyHoursSchedule({
      weeklyHours: week({
        friday: {
          availableAllDay: false,
          dayIntervals: [
            { startTimeOfDay: '5:00 PM', endTimeOfDay: '1:00 AM', attributeToPreviousDay: false },
          ],
        },
        saturday: {
          availableAllDay: false,
          dayIntervals: [
            { startTimeOfDay: '1:00 AM', endTimeOfDay: '3:00 AM', attributeToPreviousDay: true },
          ],
        },
        sunday: { availableAllDay: true, dayIntervals: [] },
      }),
      timezone: SYDNEY,
    });
    const start = at('2025-03-28T00:00:00Z').getTime();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 * 24 * 60 }), (minutes) => {
        const instant = new Date(start + minutes * 60_000);
        expect(tradingDateAt(schedule, instant) !== null).toBe(isOpenAt(schedule, instant));
      }),
    );
  });
});
