import type { CollectionType } from '../common/constants';
import { MINUTES_PER_DAY, parseTimeOfDay } from './timeOfDay';
import type { DailyHours, StoreTimings, WeeklyHours } from './timings';
import {
  addDaysToLocalDate,
  type LocalDate,
  localDateAt,
  parseLocalDate,
  weekdayOfLocalDate,
  zonedInstant,
} from './zonedTime';

/**
 * A trading schedule turns stored hours into concrete windows of time in the store's timezone. Every
 * window belongs to a trading date: the day whose trade it is, which for after-midnight trade is the
 * day before the calendar date (Friday's 6 PM → 2 AM session is Friday trade). Holidays close every
 * window whose trading date is the holiday.
 *
 * Wall-clock rule: a session's end is its start plus its duration on the store's wall clock, so a
 * session from 6 PM for 9 hours ends at 3 AM even on a night clocks change (8 or 10 elapsed hours).
 */

export interface TradingWindow {
  /** Inclusive. */
  start: Date;
  /** Exclusive. */
  end: Date;
  tradingDate: LocalDate;
}

export interface TradingSchedule {
  readonly timezone: string;
  /** Windows whose trading date is `tradingDate`, ignoring holidays. */
  windowsFor(tradingDate: LocalDate): TradingWindow[];
  /** Trading dates on which the store is closed all day. */
  readonly closedDates: ReadonlySet<LocalDate>;
}

/** Holidays as stored ('yyyy-m-d' accepted). Text that is no date is skipped: the schema refuses it on save. */
function closedDateSet(holidays: readonly (string | { date: string })[] | undefined): ReadonlySet<LocalDate> {
  const dates = new Set<LocalDate>();
  for (const holiday of holidays ?? []) {
    const date = parseLocalDate(typeof holiday === 'string' ? holiday : holiday.date);
    if (date !== null) dates.add(date);
  }
  return dates;
}

/**
 * Online ordering hours for one collection type from store timings: up to two sessions per weekday.
 * Without split timings only the first session counts.
 */
export function storeTimingsSchedule(options: {
  timings: StoreTimings;
  collectionType: CollectionType;
  timezone: string;
  hasSplitTimings?: boolean;
  holidays?: readonly (string | { date: string })[];
}): TradingSchedule {
  const { timings, collectionType, timezone } = options;
  return {
    timezone,
    closedDates: closedDateSet(options.holidays),
    windowsFor(tradingDate) {
      const sessions = timings[weekdayOfLocalDate(tradingDate)][collectionType];
      const used = options.hasSplitTimings
        ? [sessions.firstSession, sessions.secondSession]
        : [sessions.firstSession];
      return used
        .filter((session) => session.available)
        .map((session) => {
          const startMinutes = parseTimeOfDay(session.timePeriod.startTimeOfDay);
          const endMinutes = startMinutes + Math.round(session.timePeriod.durationInHours * 60);
          return {
            start: zonedInstant(tradingDate, startMinutes, timezone),
            end: zonedInstant(tradingDate, endMinutes, timezone),
            tradingDate,
          };
        });
    },
  };
}

/**
 * Hours from daily hours per weekday (trading hours, item availability). An interval listed on a
 * weekday happens on that calendar day; when its end is not after its start it runs past midnight.
 * Intervals flagged attributeToPreviousDay are trade of the previous day, so the windows of trading
 * date D are D's unflagged intervals plus the flagged intervals listed on D + 1.
 */
export function weeklyHoursSchedule(options: {
  weeklyHours: WeeklyHours;
  timezone: string;
  holidays?: readonly (string | { date: string })[];
}): TradingSchedule {
  const { weeklyHours, timezone } = options;
  const intervalsOn = (calendarDate: LocalDate, attributedToPreviousDay: boolean): TradingWindow[] => {
    const hours: DailyHours = weeklyHours[weekdayOfLocalDate(calendarDate)];
    const tradingDate = attributedToPreviousDay ? addDaysToLocalDate(calendarDate, -1) : calendarDate;
    if (hours.availableAllDay) {
      return attributedToPreviousDay
        ? []
        : [
            {
              start: zonedInstant(calendarDate, 0, timezone),
              end: zonedInstant(calendarDate, MINUTES_PER_DAY, timezone),
              tradingDate,
            },
          ];
    }
    return hours.dayIntervals
      .filter((interval) => interval.attributeToPreviousDay === attributedToPreviousDay)
      .map((interval) => {
        const startMinutes = parseTimeOfDay(interval.startTimeOfDay);
        const endOfDay = parseTimeOfDay(interval.endTimeOfDay);
        const endMinutes = endOfDay > startMinutes ? endOfDay : endOfDay + MINUTES_PER_DAY;
        return {
          start: zonedInstant(calendarDate, startMinutes, timezone),
          end: zonedInstant(calendarDate, endMinutes, timezone),
          tradingDate,
        };
      });
  };
  return {
    timezone,
    closedDates: closedDateSet(options.holidays),
    windowsFor: (tradingDate) => [
      ...intervalsOn(tradingDate, false),
      ...intervalsOn(addDaysToLocalDate(tradingDate, 1), true),
    ],
  };
}

/**
 * A window of trading date D starts no earlier than D's midnight and ends at the latest on D + 2 (an
 * attributed interval, listed on D + 1, running past midnight), so an instant on calendar date C can
 * belong to trading dates C − 2 … C.
 */
const TRADING_DATES_BEFORE = 2;

/** Open windows (holidays removed) overlapping [from, to), sorted by start. */
export function tradingWindowsBetween(schedule: TradingSchedule, from: Date, to: Date): TradingWindow[] {
  const firstDate = addDaysToLocalDate(localDateAt(from, schedule.timezone), -TRADING_DATES_BEFORE);
  const lastDate = localDateAt(to, schedule.timezone);
  const windows: TradingWindow[] = [];
  for (let date = firstDate; date <= lastDate; date = addDaysToLocalDate(date, 1)) {
    if (schedule.closedDates.has(date)) continue;
    for (const window of schedule.windowsFor(date)) {
      if (window.start < to && window.end > from && window.start < window.end) windows.push(window);
    }
  }
  return windows.sort((a, b) => a.start.getTime() - b.start.getTime());
}

function windowsAt(schedule: TradingSchedule, at: Date): TradingWindow[] {
  return tradingWindowsBetween(schedule, at, new Date(at.getTime() + 1));
}

export function isOpenAt(schedule: TradingSchedule, at: Date): boolean {
  return windowsAt(schedule, at).length > 0;
}

/** The trading date a sale at `at` counts towards, or null when the store is closed then. */
export function tradingDateAt(schedule: TradingSchedule, at: Date): LocalDate | null {
  return windowsAt(schedule, at)[0]?.tradingDate ?? null;
}

/** How far ahead to look for the next opening: two weeks covers closed weekdays plus a holiday run. */
const LOOKAHEAD_DAYS = 14;

export type TradingStatus = { open: true; closesAt: Date } | { open: false; opensAt: Date | null };

/**
 * Open now and until when, or closed and when it next opens (null when not within two weeks).
 * Back-to-back or overlapping windows (two sessions, or Friday night running into Saturday) count as
 * one stretch, so "open until" is the real closing time.
 */
export function tradingStatusAt(schedule: TradingSchedule, at: Date): TradingStatus {
  const horizon = new Date(at.getTime() + LOOKAHEAD_DAYS * MINUTES_PER_DAY * 60_000);
  const windows = tradingWindowsBetween(schedule, at, horizon);
  const first = windows[0];
  if (first === undefined) return { open: false, opensAt: null };
  if (first.start > at) return { open: false, opensAt: first.start };
  let closesAt = first.end;
  for (const window of windows) {
    if (window.start > closesAt) break;
    if (window.end > closesAt) closesAt = window.end;
  }
  return { open: true, closesAt };
}

/** The earliest instant at or after `at` when the store is open (`at` itself when open now). */
export function nextOpeningAt(schedule: TradingSchedule, at: Date): Date | null {
  const status = tradingStatusAt(schedule, at);
  return status.open ? at : status.opensAt;
}
