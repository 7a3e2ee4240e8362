import { formatInTimeZone } from 'date-fns-tz';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localDateAt, localMinutesAt, offsetMinutesAt } from '../../src';

/**
 * zonedTime.ts reads wall clocks with Intl directly (no date-fns-tz, to keep the storefront's menu
 * route small). It must agree with date-fns-tz, which it replaced, everywhere: DST changes, zones
 * with half- and quarter-hour offsets, half-hour DST (Lord Howe), both hemispheres.
 */
const ZONES = [
  'Australia/Sydney',
  'Australia/Adelaide',
  'Australia/Perth',
  'Australia/Lord_Howe',
  'Pacific/Auckland',
  'Pacific/Chatham',
  'Asia/Kathmandu',
  'America/St_Johns',
  'America/New_York',
  'Europe/London',
  'UTC',
];

describe('wall clocks without date-fns-tz', () => {
  it('agree with formatInTimeZone on dates, minutes and offsets', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1990-01-01T00:00:00Z'),
          max: new Date('2060-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom(...ZONES),
        (instant, zone) => {
          expect(localDateAt(instant, zone)).toBe(formatInTimeZone(instant, zone, 'yyyy-MM-dd'));
          const [hours, minutes] = formatInTimeZone(instant, zone, 'HH:mm').split(':').map(Number);
          expect(localMinutesAt(instant, zone)).toBe((hours ?? 0) * 60 + (minutes ?? 0));
          const offset = formatInTimeZone(instant, zone, 'xxx');
          const [offsetHours, offsetMinutes] = offset.slice(1).split(':').map(Number);
          const sign = offset.startsWith('-') ? -1 : 1;
          expect(offsetMinutesAt(instant, zone)).toBe(
            sign * ((offsetHours ?? 0) * 60 + (offsetMinutes ?? 0)),
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('agree at midnight and around Sydney’s DST changes', () => {
    const instants = [
      '2025-04-05T15:59:59.999Z', // 2:59:59 AM daylight time, just before clocks go back
      '2025-04-05T16:00:00.000Z',
      '2025-10-04T15:59:59.000Z',
      '2025-10-04T16:00:00.000Z', // clocks spring forward
      '2025-03-02T13:00:00.000Z', // midnight in Sydney
    ].map((text) => new Date(text));
    for (const instant of instants) {
      expect(localDateAt(instant, 'Australia/Sydney')).toBe(
        formatInTimeZone(instant, 'Australia/Sydney', 'yyyy-MM-dd'),
      );
      expect(offsetMinutesAt(instant, 'Australia/Sydney')).toBe(
        (Number(formatInTimeZone(instant, 'Australia/Sydney', 'xx')) / 100) * 60,
      );
    }
  });

  it('refuses an unknown timezone', () => {
    expect(() => localDateAt(new Date(), 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});
