/**
 * The business day: the trading day an order counts towards. A store's day starts at its business-day
 * start hour (4 AM by default, as Toast's close-out), so a sale at 1 AM after a Friday night counts to
 * Friday, not to Saturday morning. Buckets are by when the order was placed (opened), which never
 * changes as the order moves on, so an edit or refund lands in the day the sale did.
 */
import { z } from 'zod';
import {
  addDaysToLocalDate,
  daysBetweenLocalDates,
  type LocalDate,
  localDateAt,
  localMinutesAt,
  zonedInstant,
} from '../time/zonedTime';

export const DEFAULT_BUSINESS_DAY_START_HOUR = 4;
export const ZBusinessDayStartHour = z.number().int().min(0).max(12);

const MS_PER_HOUR = 3_600_000;

export interface BusinessMoment {
  /** The business day (yyyy-mm-dd): the store-local date the trading day started on. */
  businessDate: LocalDate;
  /** The store-clock hour (0-23) the moment falls in. */
  hour: number;
}

/** The business day and store-clock hour of `instant`. */
export function businessMomentAt(
  instant: Date,
  timezone: string,
  startHour: number = DEFAULT_BUSINESS_DAY_START_HOUR,
): BusinessMoment {
  const localDate = localDateAt(instant, timezone);
  const hour = Math.floor(localMinutesAt(instant, timezone) / 60);
  return { businessDate: hour < startHour ? addDaysToLocalDate(localDate, -1) : localDate, hour };
}

/** The business day `instant` belongs to. */
export function businessDateAt(
  instant: Date,
  timezone: string,
  startHour: number = DEFAULT_BUSINESS_DAY_START_HOUR,
): LocalDate {
  return businessMomentAt(instant, timezone, startHour).businessDate;
}

/** The store-clock hours of a business day in order: 4, 5, …, 23, 0, …, 3 for a 4 AM start. */
export function businessDayHours(startHour: number = DEFAULT_BUSINESS_DAY_START_HOUR): number[] {
  return Array.from({ length: 24 }, (_, index) => (startHour + index) % 24);
}

/** When the hour bucket `hour` of `businessDate` starts (the local date moves on after midnight). */
export function businessHourStart(
  businessDate: LocalDate,
  hour: number,
  timezone: string,
  startHour: number = DEFAULT_BUSINESS_DAY_START_HOUR,
): Date {
  const localDate = hour < startHour ? addDaysToLocalDate(businessDate, 1) : businessDate;
  return zonedInstant(localDate, hour * 60, timezone);
}

/** Every business date from `first` to `last`, inclusive. */
export function businessDatesBetween(first: LocalDate, last: LocalDate): LocalDate[] {
  const count = daysBetweenLocalDates(first, last) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, index) => addDaysToLocalDate(first, index));
}

/** `now` moved back by the start hour: its calendar date is the business date, so calendar periods become business-day periods. */
export function shiftedForBusinessDay(now: Date, startHour: number): Date {
  return new Date(now.getTime() - startHour * MS_PER_HOUR);
}

/**
 * The owner's business-day change (`PUT /api/reports/.../business-day`): the new start hour and an
 * explicit yes to recounting the store's reports, since every past order may move to another day.
 */
export const ZBusinessDayChangeRequest = z
  .object({
    businessDayStartHour: ZBusinessDayStartHour,
    rebuildReports: z.literal(true, { error: 'Confirm that the reports will be recounted' }),
  })
  .strict();
export type BusinessDayChangeRequest = z.infer<typeof ZBusinessDayChangeRequest>;

/** The start hours an owner can choose, as the editor lists them: midnight to noon. */
export const BUSINESS_DAY_START_HOURS: readonly number[] = Array.from({ length: 13 }, (_, hour) => hour);

/** "4 AM", "Midnight", "Noon": how screens name a start hour. */
export function businessDayStartLabel(hour: number): string {
  if (hour === 0) return 'Midnight';
  if (hour === 12) return 'Noon';
  return `${hour} AM`;
}

/**
 * Names the clock an order's contribution was keyed with. A rollup state recorded under another key
 * (the owner moved the business-day start, or the store its timezone) must be re-applied even when
 * the order itself did not change, so its sale moves to the day the new clock gives it.
 */
export function reportClockKey(clock: {
  timezone: string;
  businessDayStartHour?: number | undefined;
}): string {
  return `${clock.timezone}@${clock.businessDayStartHour ?? DEFAULT_BUSINESS_DAY_START_HOUR}`;
}
