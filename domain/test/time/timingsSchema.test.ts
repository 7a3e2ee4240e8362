import { describe, expect, it } from 'vitest';
import { WEEKDAYS } from '../../src/common/constants';
import {
  defaultStoreTimings,
  ZDailyHours,
  ZDayInterval,
  ZStoreHoliday,
  ZStoreTimings,
  ZTradingSession,
  ZWeeklyHours,
} from '../../src/time/timings';

describe('store timings schema', () => {
  it('defaults a session to 10:00 AM for 7 hours', () => {
    expect(ZTradingSession.parse({ available: true })).toEqual({
      available: true,
      timePeriod: { startTimeOfDay: '10:00 AM', durationInHours: 7 },
    });
    expect(ZTradingSession.parse({ available: true, timePeriod: {} }).timePeriod.durationInHours).toBe(7);
  });

  it('accepts the default timings for every weekday and collection type', () => {
    const timings = defaultStoreTimings();
    expect(ZStoreTimings.parse(timings)).toEqual(timings);
    for (const day of WEEKDAYS) {
      expect(timings[day].delivery.firstSession.available).toBe(true);
      expect(timings[day].delivery.secondSession.available).toBe(false);
    }
  });

  it('refuses bad times and durations', () => {
    const bad = (timePeriod: object) => ZTradingSession.safeParse({ available: true, timePeriod }).success;
    expect(bad({ startTimeOfDay: '25:00 PM', durationInHours: 7 })).toBe(false);
    expect(bad({ startTimeOfDay: '10:00 AM', durationInHours: 0 })).toBe(false);
    expect(bad({ startTimeOfDay: '10:00 AM', durationInHours: 25 })).toBe(false);
    expect(bad({ startTimeOfDay: '6:00 PM', durationInHours: 8 })).toBe(true);
  });

  it('refuses timings missing a weekday', () => {
    const { sunday: _sunday, ...sixDays } = defaultStoreTimings();
    expect(ZStoreTimings.safeParse(sixDays).success).toBe(false);
  });
});

describe('daily hours schema', () => {
  it('defaults intervals to none and attributeToPreviousDay to false', () => {
    expect(ZDailyHours.parse({ availableAllDay: true })).toEqual({ availableAllDay: true, dayIntervals: [] });
    expect(
      ZDayInterval.parse({ startTimeOfDay: '6:00 PM', endTimeOfDay: '2:00 AM' }).attributeToPreviousDay,
    ).toBe(false);
  });

  it('refuses an interval that starts and ends at the same time', () => {
    const result = ZDayInterval.safeParse({ startTimeOfDay: '9:00 AM', endTimeOfDay: '9:00 AM' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['endTimeOfDay']);
  });

  it('needs all seven weekdays for weekly hours', () => {
    const day = { availableAllDay: true, dayIntervals: [] };
    const week = Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, day]));
    expect(ZWeeklyHours.safeParse(week).success).toBe(true);
    expect(ZWeeklyHours.safeParse({ ...week, friday: undefined }).success).toBe(false);
  });
});

describe('holidays', () => {
  it('stores the date padded and refuses dates that do not exist', () => {
    expect(ZStoreHoliday.parse({ date: '2025-12-25', name: 'Christmas Day' }).date).toBe('2025-12-25');
    expect(ZStoreHoliday.parse({ date: '2026-1-1' }).date).toBe('2026-01-01');
    expect(ZStoreHoliday.safeParse({ date: '2025-02-30' }).success).toBe(false);
  });
});
