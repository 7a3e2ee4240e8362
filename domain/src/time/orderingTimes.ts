import { DEFAULT_PREP_TIME_IN_MINUTES } from '../stores/store';
import { formatTimeOfDay, MINUTES_PER_DAY } from './timeOfDay';
import { nextOpeningAt, type TradingSchedule, tradingDateAt, tradingStatusAt } from './tradingSchedule';
import {
  addDaysToLocalDate,
  addMinutes,
  type LocalDate,
  localDateAt,
  localMinutesAt,
  offsetMinutesAt,
} from './zonedTime';

/** When a customer can have an order: ASAP now, or a scheduled time slot. */

export const DEFAULT_SLOT_INTERVAL_IN_MINUTES = 15;
const MS_PER_MINUTE = 60_000;

export type AsapAvailability =
  | { available: true; readyAt: Date }
  | { available: false; nextOpeningAt: Date | null };

/**
 * ASAP is offered while the store is open and the kitchen can have the order ready (now + prep time)
 * before the current trading stretch closes; otherwise the customer schedules, and we say when the store
 * next opens.
 */
export function asapAvailability(
  schedule: TradingSchedule,
  now: Date,
  prepTimeInMinutes: number = DEFAULT_PREP_TIME_IN_MINUTES,
): AsapAvailability {
  const status = tradingStatusAt(schedule, now);
  const readyAt = addMinutes(now, prepTimeInMinutes);
  if (status.open && readyAt <= status.closesAt) return { available: true, readyAt };
  return {
    available: false,
    nextOpeningAt: status.open ? nextOpeningAt(schedule, status.closesAt) : status.opensAt,
  };
}

export interface TimeSlot {
  /** The slot's instant, as stored on the order. */
  isoDateTimeUtc: string;
  /** The store's calendar date and wall-clock time, as the cart's collection {date, timeOfDay}. */
  date: LocalDate;
  timeOfDay: string;
  /** The trading day the slot belongs to (differs from `date` after midnight). */
  tradingDate: LocalDate;
}

/**
 * Scheduled pickup/delivery slots of one trading date: every `intervalInMinutes` on the store's wall
 * clock (10:00, 10:15, ...), no earlier than now + prep time, and inside a trading window (a slot at
 * the closing minute is excluded, since the store is closed then). Slots from overlapping sessions
 * appear once. Defaults: the trading date under way now (Friday's at 1 AM Saturday if Friday's session is
 * still running, otherwise today), 30 minutes prep, 15-minute slots.
 */
export function scheduledSlots(
  schedule: TradingSchedule,
  options: {
    now: Date;
    tradingDate?: LocalDate;
    prepTimeInMinutes?: number;
    intervalInMinutes?: number;
  },
): TimeSlot[] {
  const { now, prepTimeInMinutes = DEFAULT_PREP_TIME_IN_MINUTES } = options;
  const interval = options.intervalInMinutes ?? DEFAULT_SLOT_INTERVAL_IN_MINUTES;
  if (!Number.isInteger(interval) || interval <= 0 || MINUTES_PER_DAY % interval !== 0) {
    throw new RangeError(`Slot interval must divide a day into whole minutes, got ${interval}`);
  }
  const tradingDate =
    options.tradingDate ?? tradingDateAt(schedule, now) ?? localDateAt(now, schedule.timezone);
  if (schedule.closedDates.has(tradingDate)) return [];
  const earliest = addMinutes(now, prepTimeInMinutes);

  const slots = new Map<number, TimeSlot>();
  for (const window of schedule.windowsFor(tradingDate)) {
    const from = new Date(Math.max(window.start.getTime(), earliest.getTime()));
    const first = alignUpToWallClock(from, interval, schedule.timezone);
    for (let slot = first; slot < window.end; slot = addMinutes(slot, interval)) {
      slots.set(slot.getTime(), {
        isoDateTimeUtc: slot.toISOString(),
        date: localDateAt(slot, schedule.timezone),
        timeOfDay: formatTimeOfDay(localMinutesAt(slot, schedule.timezone)),
        tradingDate,
      });
    }
  }
  return [...slots.values()].sort((a, b) => a.isoDateTimeUtc.localeCompare(b.isoDateTimeUtc));
}

/**
 * Trading dates from today on which at least one slot is left, for the date picker: up to `days`
 * calendar days ahead (7 by default).
 */
export function datesWithScheduledSlots(
  schedule: TradingSchedule,
  options: { now: Date; days?: number; prepTimeInMinutes?: number; intervalInMinutes?: number },
): LocalDate[] {
  const today = localDateAt(options.now, schedule.timezone);
  const dates: LocalDate[] = [];
  // Yesterday's trade may still be running after midnight (Friday night slots at 1 AM Saturday).
  for (let offset = -1; offset < (options.days ?? 7); offset += 1) {
    const tradingDate = addDaysToLocalDate(today, offset);
    if (scheduledSlots(schedule, { ...options, tradingDate }).length > 0) dates.push(tradingDate);
  }
  return dates;
}

/**
 * The first instant at or after `instant` that falls on a multiple of `interval` minutes of the store's
 * wall clock. Offsets such as +5:45 make UTC alignment wrong, hence the local offset.
 */
function alignUpToWallClock(instant: Date, intervalInMinutes: number, timezone: string): Date {
  const step = intervalInMinutes * MS_PER_MINUTE;
  const offset = offsetMinutesAt(instant, timezone) * MS_PER_MINUTE;
  return new Date(Math.ceil((instant.getTime() + offset) / step) * step - offset);
}
