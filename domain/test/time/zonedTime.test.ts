import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDaysToLocalDate,
  daysBetweenLocalDates,
  localDateAt,
  localMinutesAt,
  offsetMinutesAt,
  parseLocalDate,
  startOfLocalDate,
  weekdayOfLocalDate,
  zonedInstant,
} from '../../src/time/zonedTime';

const SYDNEY = 'Australia/Sydney';

describe('local dates', () => {
  it('parses yyyy-m-d into a padded date and refuses impossible dates', () => {
    expect(parseLocalDate('2025-4-6')).toBe('2025-04-06');
    expect(parseLocalDate('2024-02-29')).toBe('2024-02-29');
    expect(parseLocalDate('2025-02-29')).toBeNull();
    expect(parseLocalDate('6/4/2025')).toBeNull();
  });

  it('adds calendar days across months, years and DST changes', () => {
    expect(addDaysToLocalDate('2025-04-05', 1)).toBe('2025-04-06');
    expect(addDaysToLocalDate('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDaysToLocalDate('2025-03-01', -1)).toBe('2025-02-28');
    expect(daysBetweenLocalDates('2025-04-01', '2025-04-30')).toBe(29);
  });

  it('knows the weekday (weeks run Monday to Sunday)', () => {
    expect(weekdayOfLocalDate('2025-04-06')).toBe('sunday');
    expect(weekdayOfLocalDate('2025-04-07')).toBe('monday');
    expect(weekdayOfLocalDate('2025-10-03')).toBe('friday');
  });

  it('refuses text that is not a local date', () => {
    expect(() => addDaysToLocalDate('tomorrow', 1)).toThrow(/Not a local date/);
  });
});

describe('zoned instants in Australia/Sydney', () => {
  it('reads the local date and time of an instant', () => {
    const instant = new Date('2025-04-05T23:30:00Z');
    expect(localDateAt(instant, SYDNEY)).toBe('2025-04-06');
    expect(localMinutesAt(instant, SYDNEY)).toBe(9 * 60 + 30);
    expect(offsetMinutesAt(instant, SYDNEY)).toBe(600);
    expect(offsetMinutesAt(new Date('2025-01-15T00:00:00Z'), SYDNEY)).toBe(660);
  });

  it('uses summer time before and standard time after the April change', () => {
    expect(zonedInstant('2025-04-05', 600, SYDNEY).toISOString()).toBe('2025-04-04T23:00:00.000Z');
    expect(zonedInstant('2025-04-06', 600, SYDNEY).toISOString()).toBe('2025-04-06T00:00:00.000Z');
  });

  it('resolves the repeated 2:30 AM in April to its first occurrence', () => {
    expect(zonedInstant('2025-04-06', 150, SYDNEY).toISOString()).toBe('2025-04-05T15:30:00.000Z');
  });

  it('pushes the skipped 2:30 AM in October forward to 3:30 AM', () => {
    const instant = zonedInstant('2025-10-05', 150, SYDNEY);
    expect(instant.toISOString()).toBe('2025-10-04T16:30:00.000Z');
    expect(localMinutesAt(instant, SYDNEY)).toBe(210);
  });

  it('makes the April Sunday 25 hours long and the October Sunday 23', () => {
    const hours = (date: string) =>
      (startOfLocalDate(addDaysToLocalDate(date, 1), SYDNEY).getTime() -
        startOfLocalDate(date, SYDNEY).getTime()) /
      3_600_000;
    expect(hours('2025-04-06')).toBe(25);
    expect(hours('2025-10-05')).toBe(23);
    expect(hours('2025-10-06')).toBe(24);
  });

  it('lets minutes run past midnight into the next day', () => {
    expect(zonedInstant('2025-10-03', 26 * 60, SYDNEY).toISOString()).toBe('2025-10-03T16:00:00.000Z');
  });

  it('round-trips wall-clock times that exist, in any of our zones', () => {
    const zones = [
      'Australia/Sydney',
      'Australia/Perth',
      'America/New_York',
      'Europe/London',
      'Pacific/Chatham',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: 0, max: 3 * 365 }),
        fc.integer({ min: 0, max: 1439 }),
        (zone, dayOffset, minutes) => {
          const date = addDaysToLocalDate('2024-01-01', dayOffset);
          const instant = zonedInstant(date, minutes, zone);
          // Wall-clock times skipped by a DST change are the only ones that move.
          if (localDateAt(instant, zone) === date && localMinutesAt(instant, zone) === minutes) return;
          expect(Math.abs(instant.getTime() - zonedInstant(date, minutes - 60, zone).getTime())).toBeLessThan(
            2 * 3_600_000,
          );
          expect(localMinutesAt(instant, zone)).toBeGreaterThan(minutes);
        },
      ),
    );
  });
});
