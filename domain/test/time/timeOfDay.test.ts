import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatTimeOfDay,
  isTimeOfDayText,
  normaliseTypedTimeOfDay,
  parseTimeOfDay,
} from '../../src/time/timeOfDay';

describe('parseTimeOfDay', () => {
  it.each([
    ['10:00 AM', 600],
    ['12:00 AM', 0],
    ['12:30 PM', 750],
    ['1:05 PM', 785],
    ['09:30 AM', 570],
    ['11:59 PM', 1439],
  ])('%s is %i minutes after midnight', (text, minutes) => {
    expect(parseTimeOfDay(text)).toBe(minutes);
  });

  it.each(['13:00 PM', '0:30 AM', '10:0 AM', '10:00', '10:00 am', '10:60 AM', ' 10:00 AM'])(
    'refuses "%s"',
    (text) => {
      expect(isTimeOfDayText(text)).toBe(false);
      expect(() => parseTimeOfDay(text)).toThrow(/Not a time of day/);
    },
  );
});

describe('formatTimeOfDay', () => {
  it('writes the stored form without a leading zero', () => {
    expect(formatTimeOfDay(0)).toBe('12:00 AM');
    expect(formatTimeOfDay(600)).toBe('10:00 AM');
    expect(formatTimeOfDay(12 * 60)).toBe('12:00 PM');
    expect(formatTimeOfDay(21 * 60 + 5)).toBe('9:05 PM');
  });

  it('wraps past midnight for sessions that run into the next day', () => {
    expect(formatTimeOfDay(24 * 60 + 60)).toBe('1:00 AM');
  });

  it('refuses negative or fractional minutes', () => {
    expect(() => formatTimeOfDay(-1)).toThrow(RangeError);
    expect(() => formatTimeOfDay(1.5)).toThrow(RangeError);
  });

  it('round-trips every minute of the day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), (minutes) => {
        expect(parseTimeOfDay(formatTimeOfDay(minutes))).toBe(minutes);
      }),
    );
  });
});

describe('normaliseTypedTimeOfDay', () => {
  it.each([
    ['930p', '9:30 PM'],
    ['9:30pm', '9:30 PM'],
    ['9 pm', '9:00 PM'],
    ['12 a', '12:00 AM'],
    ['9:5 P', '9:05 PM'],
    ['10:00 AM', '10:00 AM'],
    ['1230a', '12:30 AM'],
  ])('"%s" reads as %s', (typed, stored) => {
    expect(normaliseTypedTimeOfDay(typed)).toBe(stored);
  });

  it.each(['13:00 pm', '0:15 am', '9:60 pm', '9:30', 'noon', ''])('"%s" is not a time', (typed) => {
    expect(normaliseTypedTimeOfDay(typed)).toBeNull();
  });
});
