import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WEEKDAYS, type Weekday } from '../../src/common/constants';
import { asapAvailability, datesWithScheduledSlots, scheduledSlots } from '../../src/time/orderingTimes';
import { formatTimeOfDay } from '../../src/time/timeOfDay';
import { defaultStoreTimings, type StoreTimings } from '../../src/time/timings';
import { isOpenAt, storeTimingsSchedule } from '../../src/time/tradingSchedule';
import { localMinutesAt } from '../../src/time/zonedTime';

const SYDNEY = 'Australia/Sydney';
const at = (iso: string) => new Date(iso);

function timingsWith(
  days: readonly Weekday[],
  first: { start: string; hours: number },
  second?: { start: string; hours: number },
): StoreTimings {
  const timings = defaultStoreTimings();
  for (const day of WEEKDAYS) {
    for (const type of ['pickup', 'delivery', 'dineIn'] as const) {
      const open = days.includes(day);
      timings[day][type] = {
        firstSession: {
          available: open,
          timePeriod: { startTimeOfDay: first.start, durationInHours: first.hours },
        },
        secondSession: {
          available: open && second !== undefined,
          timePeriod: { startTimeOfDay: second?.start ?? '10:00 AM', durationInHours: second?.hours ?? 7 },
        },
      };
    }
  }
  return timings;
}

const defaultSchedule = storeTimingsSchedule({
  timings: defaultStoreTimings(),
  collectionType: 'pickup',
  timezone: SYDNEY,
});

describe('ASAP', () => {
  // Wednesday 2 July 2025, Sydney winter (UTC+10): open 10 AM - 5 PM.
  it('is offered while the kitchen can finish before closing', () => {
    expect(asapAvailability(defaultSchedule, at('2025-07-02T01:00:00Z'))).toEqual({
      available: true,
      readyAt: at('2025-07-02T01:30:00Z'),
    });
    expect(asapAvailability(defaultSchedule, at('2025-07-02T06:30:00Z')).available).toBe(true); // 4:30 PM
  });

  it('is not offered in the last prep time before closing, pointing to the next opening', () => {
    expect(asapAvailability(defaultSchedule, at('2025-07-02T06:45:00Z'))).toEqual({
      available: false,
      nextOpeningAt: at('2025-07-03T00:00:00Z'),
    });
  });

  it('is not offered before opening', () => {
    expect(asapAvailability(defaultSchedule, at('2025-07-01T22:00:00Z'))).toEqual({
      available: false,
      nextOpeningAt: at('2025-07-02T00:00:00Z'),
    });
  });

  it('respects the prep time it is given', () => {
    expect(asapAvailability(defaultSchedule, at('2025-07-02T06:45:00Z'), 15).available).toBe(true);
    expect(asapAvailability(defaultSchedule, at('2025-07-02T06:45:00Z'), 16).available).toBe(false);
  });

  it('points to the second session when the first is closing', () => {
    const split = storeTimingsSchedule({
      timings: timingsWith(WEEKDAYS, { start: '11:00 AM', hours: 3 }, { start: '5:00 PM', hours: 5 }),
      collectionType: 'pickup',
      timezone: SYDNEY,
      hasSplitTimings: true,
    });
    expect(asapAvailability(split, at('2025-07-02T03:45:00Z'))).toEqual({
      available: false,
      nextOpeningAt: at('2025-07-02T07:00:00Z'),
    });
  });

  it('keeps going through back-to-back sessions', () => {
    const backToBack = storeTimingsSchedule({
      timings: timingsWith(WEEKDAYS, { start: '10:00 AM', hours: 4 }, { start: '2:00 PM', hours: 4 }),
      collectionType: 'pickup',
      timezone: SYDNEY,
      hasSplitTimings: true,
    });
    expect(asapAvailability(backToBack, at('2025-07-02T03:50:00Z')).available).toBe(true);
  });

  it('points to tomorrow when the last session of the day is closing', () => {
    const tight = storeTimingsSchedule({
      timings: timingsWith(WEEKDAYS, { start: '10:00 AM', hours: 4 }, { start: '2:00 PM', hours: 4 }),
      collectionType: 'pickup',
      timezone: SYDNEY,
      hasSplitTimings: true,
    });
    // 5:45 PM: 15 minutes left of the second session; tomorrow opens 10 AM.
    expect(asapAvailability(tight, at('2025-07-02T07:45:00Z'))).toEqual({
      available: false,
      nextOpeningAt: at('2025-07-03T00:00:00Z'),
    });
  });
});

describe('scheduled slots', () => {
  it('runs every 15 minutes from opening to the last slot before closing', () => {
    const slots = scheduledSlots(defaultSchedule, { now: at('2025-07-01T22:00:00Z') });
    expect(slots).toHaveLength(28);
    expect(slots[0]).toEqual({
      isoDateTimeUtc: '2025-07-02T00:00:00.000Z',
      date: '2025-07-02',
      timeOfDay: '10:00 AM',
      tradingDate: '2025-07-02',
    });
    expect(slots.at(-1)?.timeOfDay).toBe('4:45 PM');
  });

  it('starts at now plus prep time, rounded up to the next quarter hour', () => {
    const slots = scheduledSlots(defaultSchedule, { now: at('2025-07-02T01:07:00Z') }); // 11:07 AM
    expect(slots[0]?.timeOfDay).toBe('11:45 AM');
    const quick = scheduledSlots(defaultSchedule, { now: at('2025-07-02T01:07:00Z'), prepTimeInMinutes: 0 });
    expect(quick[0]?.timeOfDay).toBe('11:15 AM');
  });

  it('offers a chosen later date in full, and nothing on a holiday', () => {
    const holidays = storeTimingsSchedule({
      timings: defaultStoreTimings(),
      collectionType: 'delivery',
      timezone: SYDNEY,
      holidays: ['2025-07-04'],
    });
    expect(
      scheduledSlots(holidays, { now: at('2025-07-02T05:00:00Z'), tradingDate: '2025-07-03' }),
    ).toHaveLength(28);
    expect(scheduledSlots(holidays, { now: at('2025-07-02T05:00:00Z'), tradingDate: '2025-07-04' })).toEqual(
      [],
    );
  });

  it('lists after-midnight slots under the trading day with their calendar date', () => {
    const late = storeTimingsSchedule({
      timings: timingsWith(['friday'], { start: '6:00 PM', hours: 8 }),
      collectionType: 'delivery',
      timezone: SYDNEY,
    });
    const slots = scheduledSlots(late, { now: at('2025-07-04T07:00:00Z') }); // Friday 5 PM
    expect(slots.at(-1)).toEqual({
      isoDateTimeUtc: '2025-07-04T15:45:00.000Z',
      date: '2025-07-05',
      timeOfDay: '1:45 AM',
      tradingDate: '2025-07-04',
    });
  });

  it("defaults to last night's trading day while its session is still running after midnight", () => {
    const late = storeTimingsSchedule({
      timings: timingsWith(['friday'], { start: '6:00 PM', hours: 8 }),
      collectionType: 'delivery',
      timezone: SYDNEY,
    });
    const slots = scheduledSlots(late, { now: at('2025-07-04T14:30:00Z'), prepTimeInMinutes: 15 }); // Sat 12:30 AM
    expect(slots.map((slot) => slot.timeOfDay)).toEqual([
      '12:45 AM',
      '1:00 AM',
      '1:15 AM',
      '1:30 AM',
      '1:45 AM',
    ]);
    expect(slots.every((slot) => slot.tradingDate === '2025-07-04')).toBe(true);
  });

  it('skips the hour clocks jump over and repeats the hour they fall back over', () => {
    const night = storeTimingsSchedule({
      timings: timingsWith(['sunday'], { start: '12:00 AM', hours: 6 }),
      collectionType: 'pickup',
      timezone: SYDNEY,
    });
    const october = scheduledSlots(night, { now: at('2025-10-01T00:00:00Z'), tradingDate: '2025-10-05' });
    expect(october).toHaveLength(20);
    expect(october.map((slot) => slot.timeOfDay)).not.toContain('2:15 AM');
    const april = scheduledSlots(night, { now: at('2025-04-01T00:00:00Z'), tradingDate: '2025-04-06' });
    expect(april).toHaveLength(28);
    expect(april.filter((slot) => slot.timeOfDay === '2:15 AM')).toHaveLength(2);
  });

  it('aligns to the store clock in zones with quarter-hour offsets', () => {
    const kathmandu = storeTimingsSchedule({
      timings: defaultStoreTimings(),
      collectionType: 'pickup',
      timezone: 'Asia/Kathmandu',
    });
    const slots = scheduledSlots(kathmandu, {
      now: at('2025-07-02T05:00:00Z'), // 10:45 AM in Kathmandu (UTC+5:45)
      prepTimeInMinutes: 0,
      intervalInMinutes: 30,
    });
    expect(slots.slice(0, 2).map((slot) => slot.timeOfDay)).toEqual(['11:00 AM', '11:30 AM']);
  });

  it('shows overlapping sessions once', () => {
    const overlapping = storeTimingsSchedule({
      timings: timingsWith(WEEKDAYS, { start: '10:00 AM', hours: 4 }, { start: '1:00 PM', hours: 2 }),
      collectionType: 'pickup',
      timezone: SYDNEY,
      hasSplitTimings: true,
    });
    expect(scheduledSlots(overlapping, { now: at('2025-07-01T22:00:00Z') })).toHaveLength(20);
  });

  it('refuses intervals that do not divide the day', () => {
    expect(() =>
      scheduledSlots(defaultSchedule, { now: at('2025-07-02T00:00:00Z'), intervalInMinutes: 7 }),
    ).toThrow(/Slot interval/);
  });

  it('lists the dates that still have slots, including last night running past midnight', () => {
    const weekdaysOnly = storeTimingsSchedule({
      timings: timingsWith(['monday', 'tuesday', 'wednesday', 'thursday', 'friday'], {
        start: '6:00 PM',
        hours: 8,
      }),
      collectionType: 'pickup',
      timezone: SYDNEY,
    });
    // 12:30 AM Saturday 5 July: Friday's trade is still running.
    expect(datesWithScheduledSlots(weekdaysOnly, { now: at('2025-07-04T14:30:00Z'), days: 4 })).toEqual([
      '2025-07-04',
      '2025-07-07',
      '2025-07-08',
    ]);
  });

  it('only offers slots inside trading hours, after the prep time, on the quarter hour (property)', () => {
    const session = fc.record({
      start: fc.integer({ min: 0, max: 95 }).map((quarter) => formatTimeOfDay(quarter * 15 + (quarter % 3))),
      hours: fc.integer({ min: 1, max: 56 }).map((quarters) => quarters / 4),
    });
    const from = at('2025-03-30T00:00:00Z').getTime();
    fc.assert(
      fc.property(
        session,
        session,
        fc.boolean(),
        fc.integer({ min: 0, max: 14 * 24 * 60 }),
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: -1, max: 2 }),
        (first, second, hasSplitTimings, minutes, prepTimeInMinutes, dayOffset) => {
          const schedule = storeTimingsSchedule({
            timings: timingsWith(WEEKDAYS, first, second),
            collectionType: 'pickup',
            timezone: SYDNEY,
            hasSplitTimings,
          });
          const now = new Date(from + minutes * 60_000);
          const today = new Date(now.getTime() + dayOffset * 86_400_000).toISOString().slice(0, 10);
          const slots = scheduledSlots(schedule, { now, prepTimeInMinutes, tradingDate: today });
          for (const slot of slots) {
            const instant = new Date(slot.isoDateTimeUtc);
            expect(isOpenAt(schedule, instant)).toBe(true);
            expect(instant.getTime()).toBeGreaterThanOrEqual(now.getTime() + prepTimeInMinutes * 60_000);
            expect(localMinutesAt(instant, SYDNEY) % 15).toBe(0);
          }
          const times = slots.map((slot) => slot.isoDateTimeUtc);
          expect(new Set(times).size).toBe(times.length);
          expect([...times].sort()).toEqual(times);
        },
      ),
      { numRuns: 150 },
    );
  });
});
