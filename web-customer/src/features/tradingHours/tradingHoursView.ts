import {
  addDaysToLocalDate,
  COLLECTION_TYPES,
  type CollectionType,
  formatTimeOfDay,
  localDateAt,
  parseLocalDate,
  parseTimeOfDay,
  type StoreHoliday,
  type StoreTimings,
  type TradingSchedule,
  tradingStatusAt,
  WEEKDAYS,
  type Weekday,
  type WeeklyHours,
  weekdayOfLocalDate,
  weeklyHoursSchedule,
} from '@resto/domain';
import { formatInTimeZone } from 'date-fns-tz';

/**
 * What the trading-hours page and the checkout say about when a store is open, worded for customers.
 * Every "open or not" answer comes from the domain's trading schedule; this module only words it.
 */

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

export const COLLECTION_TYPE_LABELS: Record<CollectionType, string> = {
  pickup: 'Pickup',
  delivery: 'Delivery',
  dineIn: 'Dine-in',
};

export interface WeekdayHoursRow {
  weekday: Weekday;
  label: string;
  /** "10:00 AM – 10:00 PM" per interval; empty when closed all day. */
  intervals: string[];
  isToday: boolean;
}

/** Trading hours per weekday, Monday first, as stored (daily intervals). */
export function weeklyHoursRows(hours: WeeklyHours, today: Weekday): WeekdayHoursRow[] {
  return WEEKDAYS.map((weekday) => {
    const day = hours[weekday];
    const intervals = day.availableAllDay
      ? ['Open 24 hours']
      : day.dayIntervals.map((interval) => `${interval.startTimeOfDay} – ${interval.endTimeOfDay}`);
    return { weekday, label: WEEKDAY_LABELS[weekday], intervals, isToday: weekday === today };
  });
}

/** Online ordering hours of one collection type per weekday (first session, and the second when split). */
export function orderingHoursRows(
  timings: StoreTimings,
  collectionType: CollectionType,
  hasSplitTimings: boolean,
  today: Weekday,
): WeekdayHoursRow[] {
  return WEEKDAYS.map((weekday) => {
    const sessions = timings[weekday][collectionType];
    const used = hasSplitTimings ? [sessions.firstSession, sessions.secondSession] : [sessions.firstSession];
    const intervals = used
      .filter((session) => session.available)
      .map((session) => {
        const start = parseTimeOfDay(session.timePeriod.startTimeOfDay);
        const end = start + Math.round(session.timePeriod.durationInHours * 60);
        return `${formatTimeOfDay(start)} – ${formatTimeOfDay(end)}`;
      });
    return { weekday, label: WEEKDAY_LABELS[weekday], intervals, isToday: weekday === today };
  });
}

export type OpenStatus =
  | { open: true; headline: string; detail: string }
  | { open: false; headline: string; detail: string };

/** "Open now · until 10:00 PM", or "Closed · Opens Saturday 10:00 AM". */
export function openStatusText(schedule: TradingSchedule, now: Date): OpenStatus {
  const status = tradingStatusAt(schedule, now);
  if (status.open) {
    return {
      open: true,
      headline: 'Open now',
      detail: `Until ${describeInstant(status.closesAt, now, schedule.timezone)}`,
    };
  }
  return {
    open: false,
    headline: 'Closed now',
    detail: status.opensAt
      ? `Opens ${describeWhen(status.opensAt, now, schedule.timezone)}`
      : 'Not open in the next two weeks',
  };
}

/** "10:00 PM" today, "tomorrow 10:00 AM", "Saturday 10:00 AM" this week, else "Sat 14 Mar, 10:00 AM". */
export function describeInstant(instant: Date, now: Date, timezone: string): string {
  const today = localDateAt(now, timezone);
  const day = localDateAt(instant, timezone);
  const time = formatInTimeZone(instant, timezone, 'h:mm a');
  if (day === today) return time;
  if (day === addDaysToLocalDate(today, 1)) return `tomorrow ${time}`;
  for (let offset = 2; offset < 7; offset += 1) {
    if (day === addDaysToLocalDate(today, offset))
      return `${WEEKDAY_LABELS[weekdayOfLocalDate(day)]} ${time}`;
  }
  return formatInTimeZone(instant, timezone, 'EEE d MMM, h:mm a');
}

/** "today at 10:00 AM", "tomorrow at 10:00 AM", "Saturday at 10:00 AM", "Sat 14 Mar at 10:00 AM". */
export function describeWhen(instant: Date, now: Date, timezone: string): string {
  const text = describeInstant(instant, now, timezone);
  const time = formatInTimeZone(instant, timezone, 'h:mm a');
  if (text === time) return `today at ${time}`;
  return text.endsWith(time) ? `${text.slice(0, -time.length).replace(/,?\s*$/, '')} at ${time}` : text;
}

/**
 * Collection types whose online ordering hours are the same, together ("Pickup and delivery"), so the
 * page does not print one identical table per type.
 */
export function groupSameHours<T extends { rows: WeekdayHoursRow[] }>(
  entries: readonly (T & { type: CollectionType })[],
) {
  const groups: { types: CollectionType[]; entry: T }[] = [];
  for (const entry of entries) {
    const key = JSON.stringify(entry.rows.map((row) => row.intervals));
    const group = groups.find(
      (candidate) => JSON.stringify(candidate.entry.rows.map((row) => row.intervals)) === key,
    );
    if (group) group.types.push(entry.type);
    else groups.push({ types: [entry.type], entry });
  }
  return groups;
}

const andList = new Intl.ListFormat('en', { type: 'conjunction' });

/** "Pickup, delivery and dine-in" */
export function collectionTypesLabel(types: readonly CollectionType[]): string {
  const text = andList.format(types.map((type) => COLLECTION_TYPE_LABELS[type].toLowerCase()));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export interface UpcomingHoliday {
  date: string;
  label: string;
  name: string | undefined;
}

/** Holidays from today on, soonest first, at most `limit`. */
export function upcomingHolidays(
  holidays: readonly StoreHoliday[],
  now: Date,
  timezone: string,
  limit = 10,
): UpcomingHoliday[] {
  const today = localDateAt(now, timezone);
  return holidays
    .map((holiday) => ({ date: parseLocalDate(holiday.date), name: holiday.name || undefined }))
    .filter((holiday): holiday is { date: string; name: string | undefined } => holiday.date !== null)
    .filter((holiday) => holiday.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(0, limit)
    .map((holiday) => ({
      ...holiday,
      label: `${WEEKDAY_LABELS[weekdayOfLocalDate(holiday.date)]} ${formatInTimeZone(
        `${holiday.date}T12:00:00Z`,
        'UTC',
        'd MMMM yyyy',
      )}`,
    }));
}

/** The settings a store's hours come from (all of them are in the published menu). */
export interface StoreHoursSource {
  timezone: string;
  hasSplitTimings: boolean;
  tradingHours: WeeklyHours;
  timings: StoreTimings;
  holidays: readonly StoreHoliday[];
  /** Which collection types the store offers. */
  availableCollectionTypes: readonly CollectionType[];
}

export function tradingHoursSchedule(source: StoreHoursSource): TradingSchedule {
  return weeklyHoursSchedule({
    weeklyHours: source.tradingHours,
    timezone: source.timezone,
    holidays: source.holidays,
  });
}

export function offeredCollectionTypes(
  collectionSettings: Partial<Record<CollectionType, { available: boolean } | undefined>> | undefined,
): CollectionType[] {
  return COLLECTION_TYPES.filter((type) => collectionSettings?.[type]?.available);
}
