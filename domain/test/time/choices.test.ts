import { describe, expect, it } from 'vitest';
import { BOOKING_TIME_OFFSET_CHOICES, ETA_CHOICES, formatDurationLabel } from '../../src/time/choices';

describe('time choices', () => {
  it('offers the ETA choices of the spec', () => {
    expect(ETA_CHOICES.map((choice) => [choice.minutes, choice.label])).toEqual([
      [0, 'ASAP'],
      [15, '15 min'],
      [30, '30 min'],
      [45, '45 min'],
      [60, '1 hour'],
      [75, '1 hour 15 min'],
      [90, '1 hour 30 min'],
    ]);
  });

  it('offers the booking time offsets of the spec', () => {
    expect(BOOKING_TIME_OFFSET_CHOICES.map((choice) => choice.minutes)).toEqual([
      0, 5, 10, 15, 20, 30, 45, 60, 75, 90, 120,
    ]);
    expect(BOOKING_TIME_OFFSET_CHOICES[0]?.label).toBe('As requested');
    expect(BOOKING_TIME_OFFSET_CHOICES.at(-1)?.label).toBe('2 hours');
  });

  it('gives every choice a unique id', () => {
    for (const list of [ETA_CHOICES, BOOKING_TIME_OFFSET_CHOICES]) {
      expect(new Set(list.map((choice) => choice.id)).size).toBe(list.length);
    }
  });

  it('labels durations in hours and minutes', () => {
    expect(formatDurationLabel(0)).toBe('0 min');
    expect(formatDurationLabel(150)).toBe('2 hours 30 min');
  });
});
