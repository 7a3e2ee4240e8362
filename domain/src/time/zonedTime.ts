import { WEEKDAYS, type Weekday } from '../common/constants';
import { MINUTES_PER_DAY } from './timeOfDay';

/**
 * Calendar arithmetic in a store's IANA timezone. A `LocalDate` is the store's calendar date
 * ('yyyy-MM-dd'); instants are `Date`s (stored as UTC ISO strings). Local dates are added with plain
 * calendar maths, never by adding 24 hours, so days of 23 or 25 hours (DST) cannot shift a date.
 */
export type LocalDate = string;

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = MINUTES_PER_DAY * MS_PER_MINUTE;
const LOCAL_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/** Accepts the spec's ISO date 'yyyy-m-d' and returns it padded ('2025-4-6' → '2025-04-06'), or null. */
export function parseLocalDate(text: string): LocalDate | null {
  const match = LOCAL_DATE.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC silently rolls 2025-02-30 into March; a real date round-trips unchanged.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return date.toISOString().slice(0, 10);
}

export function addDaysToLocalDate(date: LocalDate, days: number): LocalDate {
  return new Date(localDateAsUtcMs(date) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetweenLocalDates(from: LocalDate, to: LocalDate): number {
  return Math.round((localDateAsUtcMs(to) - localDateAsUtcMs(from)) / MS_PER_DAY);
}

export function weekdayOfLocalDate(date: LocalDate): Weekday {
  // getUTCDay counts from Sunday = 0; WEEKDAYS starts on Monday.
  const index = (new Date(localDateAsUtcMs(date)).getUTCDay() + 6) % 7;
  return WEEKDAYS[index] as Weekday;
}

/** The store's calendar date at an instant. */
export function localDateAt(instant: Date, timezone: string): LocalDate {
  return new Date(wallClockAsUtcMs(instant, timezone)).toISOString().slice(0, 10);
}

/** Minutes since local midnight at an instant (seconds dropped). */
export function localMinutesAt(instant: Date, timezone: string): number {
  const wallClock = new Date(wallClockAsUtcMs(instant, timezone));
  return wallClock.getUTCHours() * 60 + wallClock.getUTCMinutes();
}

/**
 * The instant at which the store's wall clock shows `minutes` past midnight of `date` (`minutes` may
 * exceed a day, for sessions running past midnight). DST is resolved like Temporal's 'compatible'
 * mode: a wall time skipped when clocks spring forward is pushed forward by the gap (2:30 AM → 3:30
 * AM), and a wall time that happens twice when clocks fall back resolves to the first occurrence.
 */
export function zonedInstant(date: LocalDate, minutes: number, timezone: string): Date {
  const wallClockAsUtc = localDateAsUtcMs(date) + minutes * MS_PER_MINUTE;
  // Offsets a day either side are the ones in force before and after any transition near this time.
  const offsetBefore = offsetMinutesAt(new Date(wallClockAsUtc - MS_PER_DAY), timezone);
  const offsetAfter = offsetMinutesAt(new Date(wallClockAsUtc + MS_PER_DAY), timezone);
  const candidates = [offsetBefore, offsetAfter]
    .map((offset) => ({ offset, instant: wallClockAsUtc - offset * MS_PER_MINUTE }))
    .filter(({ offset, instant }) => offsetMinutesAt(new Date(instant), timezone) === offset)
    .map(({ instant }) => instant);
  if (candidates.length === 0) return new Date(wallClockAsUtc - offsetBefore * MS_PER_MINUTE);
  return new Date(Math.min(...candidates));
}

/** Local midnight starting `date`. */
export function startOfLocalDate(date: LocalDate, timezone: string): Date {
  return zonedInstant(date, 0, timezone);
}

/** UTC offset in minutes in force at an instant (+600 for Sydney winter, +660 in summer). */
export function offsetMinutesAt(instant: Date, timezone: string): number {
  const wholeSeconds = instant.getTime() - (((instant.getTime() % 1000) + 1000) % 1000);
  return Math.round((wallClockAsUtcMs(instant, timezone) - wholeSeconds) / MS_PER_MINUTE);
}

export function addMinutes(instant: Date, minutes: number): Date {
  return new Date(instant.getTime() + minutes * MS_PER_MINUTE);
}

function localDateAsUtcMs(date: LocalDate): number {
  const match = LOCAL_DATE.exec(date);
  if (!match) throw new RangeError(`Not a local date 'yyyy-MM-dd': "${date}"`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

// Wall clocks come from the runtime's own timezone data (Intl), as date-fns-tz reads them too; doing
// it here keeps date-fns out of the storefront's menu route, which shows open/closed and item hours.
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

function wallClockFormat(timezone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(timezone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClockFormats.set(timezone, format);
  }
  return format;
}

/**
 * The store's wall clock at an instant (to the second), written as the UTC instant with the same
 * calendar fields: its UTC date and time are the local ones. Throws a RangeError for an unknown
 * timezone.
 */
function wallClockAsUtcMs(instant: Date, timezone: string): number {
  const fields: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of wallClockFormat(timezone).formatToParts(instant))
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  const wallClock = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0-99 as 1900-1999.
  wallClock.setUTCFullYear(fields.year ?? 1970, (fields.month ?? 1) - 1, fields.day ?? 1);
  // Some engines write midnight as hour 24 even in the h23 cycle.
  wallClock.setUTCHours((fields.hour ?? 0) % 24, fields.minute ?? 0, fields.second ?? 0);
  return wallClock.getTime();
}
