import { describe, expect, it } from 'vitest';
import {
  buildPublishedMenu,
  defaultTradingHours,
  storeTimingsSchedule,
  timingsFollowingTradingHours,
  tradingStatusAt,
  type WeeklyHours,
  ZPublishedMenu,
} from '../../src';
import { menuInput } from '../support/onlineOrderingMenu';

const interval = (start: string, end: string, attributeToPreviousDay = false) => ({
  startTimeOfDay: start,
  endTimeOfDay: end,
  attributeToPreviousDay,
});

function hoursWith(change: Partial<WeeklyHours>): WeeklyHours {
  return { ...defaultTradingHours(), ...change };
}

describe('ordering times that follow trading hours', () => {
  it('open for every order type when the store trades (standard 10 AM to 10 PM)', () => {
    const timings = timingsFollowingTradingHours(defaultTradingHours());
    for (const type of ['pickup', 'delivery', 'dineIn'] as const) {
      expect(timings.friday[type].firstSession).toEqual({
        available: true,
        timePeriod: { startTimeOfDay: '10:00 AM', durationInHours: 12 },
      });
      expect(timings.friday[type].secondSession.available).toBe(false);
    }
  });

  it('are closed on a day without hours, and all day on a 24-hour day', () => {
    const timings = timingsFollowingTradingHours(
      hoursWith({
        monday: { availableAllDay: false, dayIntervals: [] },
        tuesday: { availableAllDay: true, dayIntervals: [] },
      }),
    );
    expect(timings.monday.pickup.firstSession.available).toBe(false);
    expect(timings.tuesday.pickup.firstSession).toEqual({
      available: true,
      timePeriod: { startTimeOfDay: '12:00 AM', durationInHours: 24 },
    });
  });

  it('give lunch and dinner their own sessions with split timings, one span without', () => {
    const hours = hoursWith({
      saturday: {
        availableAllDay: false,
        dayIntervals: [interval('5:00 PM', '9:30 PM'), interval('11:30 AM', '2:30 PM')],
      },
    });
    const split = timingsFollowingTradingHours(hours, true).saturday.delivery;
    expect(split.firstSession.timePeriod).toEqual({ startTimeOfDay: '11:30 AM', durationInHours: 3 });
    expect(split.secondSession).toEqual({
      available: true,
      timePeriod: { startTimeOfDay: '5:00 PM', durationInHours: 4.5 },
    });
    // Without split timings only the first session counts, so it must reach the dinner trade.
    const single = timingsFollowingTradingHours(hours, false).saturday.delivery;
    expect(single.firstSession.timePeriod).toEqual({ startTimeOfDay: '11:30 AM', durationInHours: 10 });
  });

  it('run past midnight, including trade listed on the next day', () => {
    const hours = hoursWith({
      friday: { availableAllDay: false, dayIntervals: [interval('6:00 PM', '12:00 AM')] },
      saturday: {
        availableAllDay: false,
        dayIntervals: [interval('12:00 AM', '2:00 AM', true), interval('6:00 PM', '11:00 PM')],
      },
    });
    expect(timingsFollowingTradingHours(hours).friday.pickup.firstSession.timePeriod).toEqual({
      startTimeOfDay: '6:00 PM',
      durationInHours: 8,
    });
  });

  it('are what a store publishes until it saves its own, so dinner orders are taken', () => {
    const input = menuInput();
    const { timings: _saved, ...settings } = input.settings;
    const menu = ZPublishedMenu.parse(buildPublishedMenu({ ...input, settings }, '2025-03-01T00:00:00.000Z'));
    const schedule = storeTimingsSchedule({
      timings: menu.settings.timings,
      collectionType: 'pickup',
      timezone: 'Australia/Sydney',
    });
    // Monday 7:00 PM in Sydney: inside the standard trading hours (10 AM to 10 PM).
    expect(tradingStatusAt(schedule, new Date('2025-03-03T08:00:00.000Z')).open).toBe(true);
    // Saved ordering times are kept as they are.
    const saved = ZPublishedMenu.parse(buildPublishedMenu(input, '2025-03-01T00:00:00.000Z'));
    expect(saved.settings.timings).toEqual(input.settings.timings);
  });
});
