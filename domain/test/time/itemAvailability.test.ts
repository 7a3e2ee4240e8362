import { describe, expect, it } from 'vitest';
import { WEEKDAYS } from '../../src/common/constants';
import { type AvailabilityCheckedItem, checkItemAvailability } from '../../src/time/itemAvailability';
import type { WeeklyHours } from '../../src/time/timings';

const SYDNEY = 'Australia/Sydney';
const lunchOnly: WeeklyHours = Object.fromEntries(
  WEEKDAYS.map((day) => [
    day,
    {
      availableAllDay: false,
      dayIntervals: [{ startTimeOfDay: '11:00 AM', endTimeOfDay: '3:00 PM', attributeToPreviousDay: false }],
    },
  ]),
) as WeeklyHours;

const noon = { at: new Date('2025-07-02T02:00:00Z'), timezone: SYDNEY };
const evening = { at: new Date('2025-07-02T09:00:00Z'), timezone: SYDNEY };
const lunchSpecial: AvailabilityCheckedItem = {
  available: true,
  soldout: false,
  availableFor: { pickup: true, delivery: false, dineIn: true },
  applicableOrderingSystem: { pos: true, online: true, uberEats: false },
  availableWeeklyHours: lunchOnly,
};

describe('checkItemAvailability', () => {
  it('is available when nothing stands in the way', () => {
    expect(
      checkItemAvailability(lunchSpecial, { ...noon, collectionType: 'pickup', orderingSystem: 'online' }),
    ).toEqual({
      available: true,
    });
    expect(checkItemAvailability({ available: true }, evening)).toEqual({ available: true });
  });

  it('reports a missing item as Not Found', () => {
    expect(checkItemAvailability(undefined, noon)).toEqual({ available: false, reason: 'Not Found' });
    expect(checkItemAvailability(null, noon)).toEqual({ available: false, reason: 'Not Found' });
  });

  it.each([
    ['switched off', { ...lunchSpecial, available: false }, noon, {}],
    ['not for this collection type', lunchSpecial, noon, { collectionType: 'delivery' }],
    ['not for this ordering system', lunchSpecial, noon, { orderingSystem: 'uberEats' }],
    ['outside its weekly hours', lunchSpecial, evening, {}],
  ] as const)('is Unavailable when %s', (_why, item, when, context) => {
    expect(checkItemAvailability(item, { ...when, ...context })).toEqual({
      available: false,
      reason: 'Unavailable',
    });
  });

  it('is Sold Out only when it could otherwise be ordered', () => {
    const soldOut = { ...lunchSpecial, soldout: true };
    expect(checkItemAvailability(soldOut, noon)).toEqual({ available: false, reason: 'Sold Out' });
    expect(checkItemAvailability(soldOut, evening)).toEqual({ available: false, reason: 'Unavailable' });
  });

  it('treats missing availableFor and applicableOrderingSystem entries as available', () => {
    const item = {
      available: true,
      availableFor: {},
      applicableOrderingSystem: {},
      availableWeeklyHours: null,
    };
    expect(
      checkItemAvailability(item, { ...noon, collectionType: 'dineIn', orderingSystem: 'pos' }).available,
    ).toBe(true);
  });
});
