import { z } from 'zod';
import {
  DEFAULT_SESSION_DURATION_IN_HOURS,
  DEFAULT_SESSION_START_TIME_OF_DAY,
} from '../common/businessConstants';
import type { CollectionType } from '../common/constants';
import { toSortableIsoDate, ZIsoDate, ZTimeOfDay } from '../common/validation';

/**
 * Trading-time shapes: store timings (two sessions per weekday and collection type, for online
 * ordering), daily hours (intervals, used for item availability and trading hours) and holidays.
 */

export const ZTimePeriod = z.object({
  startTimeOfDay: ZTimeOfDay.default(DEFAULT_SESSION_START_TIME_OF_DAY),
  // A session may run past midnight (6 PM for 8 hours) but not longer than a day.
  durationInHours: z.number().positive().max(24).default(DEFAULT_SESSION_DURATION_IN_HOURS),
});
export type TimePeriod = z.infer<typeof ZTimePeriod>;

export const ZTradingSession = z.object({
  available: z.boolean(),
  timePeriod: ZTimePeriod.default({
    startTimeOfDay: DEFAULT_SESSION_START_TIME_OF_DAY,
    durationInHours: DEFAULT_SESSION_DURATION_IN_HOURS,
  }),
});
export type TradingSession = z.infer<typeof ZTradingSession>;

/** The second session only counts when the store has split timings (Store.hasSplitTimings). */
export const ZCollectionTypeSessions = z.object({
  firstSession: ZTradingSession,
  secondSession: ZTradingSession,
});
export type CollectionTypeSessions = z.infer<typeof ZCollectionTypeSessions>;

export const ZWeekdayTimings = z.object({
  pickup: ZCollectionTypeSessions,
  delivery: ZCollectionTypeSessions,
  dineIn: ZCollectionTypeSessions,
}) satisfies z.ZodType<Record<CollectionType, CollectionTypeSessions>>;
export type WeekdayTimings = z.infer<typeof ZWeekdayTimings>;

export const ZStoreTimings = z.object({
  monday: ZWeekdayTimings,
  tuesday: ZWeekdayTimings,
  wednesday: ZWeekdayTimings,
  thursday: ZWeekdayTimings,
  friday: ZWeekdayTimings,
  saturday: ZWeekdayTimings,
  sunday: ZWeekdayTimings,
});
export type StoreTimings = z.infer<typeof ZStoreTimings>;

/** A new store trades every day from 10:00 AM for 7 hours, with the second session switched off. */
export function defaultStoreTimings(): StoreTimings {
  const session = (available: boolean): TradingSession => ({
    available,
    timePeriod: {
      startTimeOfDay: DEFAULT_SESSION_START_TIME_OF_DAY,
      durationInHours: DEFAULT_SESSION_DURATION_IN_HOURS,
    },
  });
  const day = (): WeekdayTimings => ({
    pickup: { firstSession: session(true), secondSession: session(false) },
    delivery: { firstSession: session(true), secondSession: session(false) },
    dineIn: { firstSession: session(true), secondSession: session(false) },
  });
  return {
    monday: day(),
    tuesday: day(),
    wednesday: day(),
    thursday: day(),
    friday: day(),
    saturday: day(),
    sunday: day(),
  };
}

/**
 * An interval of a day. An end at or before the start runs past midnight (6:00 PM → 2:00 AM).
 * `attributeToPreviousDay` marks an after-midnight interval listed on the calendar day it happens
 * (Saturday 12:00 AM → 2:00 AM) as trade of the day before (Friday night), for hours and reports.
 */
export const ZDayInterval = z
  .object({
    startTimeOfDay: ZTimeOfDay,
    endTimeOfDay: ZTimeOfDay,
    attributeToPreviousDay: z.boolean().default(false),
  })
  .refine((interval) => interval.startTimeOfDay !== interval.endTimeOfDay, {
    message: 'Start and end times must differ',
    path: ['endTimeOfDay'],
  });
export type DayInterval = z.infer<typeof ZDayInterval>;

/** Intervals a day may have: more than any real day of trade, few enough to stay a small document. */
export const MAX_DAY_INTERVALS = 12;
/** Dates a holiday list may hold (a year of them). */
export const MAX_HOLIDAYS = 366;

export const ZDailyHours = z.object({
  availableAllDay: z.boolean(),
  dayIntervals: z
    .array(ZDayInterval)
    .max(MAX_DAY_INTERVALS, `At most ${MAX_DAY_INTERVALS} intervals a day`)
    .default([]),
});
export type DailyHours = z.infer<typeof ZDailyHours>;

/** Daily hours for each weekday: store/POS trading hours, and items' availableWeeklyHours. */
export const ZWeeklyHours = z.object({
  monday: ZDailyHours,
  tuesday: ZDailyHours,
  wednesday: ZDailyHours,
  thursday: ZDailyHours,
  friday: ZDailyHours,
  saturday: ZDailyHours,
  sunday: ZDailyHours,
});
export type WeeklyHours = z.infer<typeof ZWeeklyHours>;

/** An item's availableWeeklyHours field. */
export const ZAvailableWeeklyHours = ZWeeklyHours;
export type AvailableWeeklyHours = WeeklyHours;

/** A date the store is closed all day. Accepts 'yyyy-m-d' and stores 'yyyy-MM-dd'. */
export const ZStoreHoliday = z.object({
  date: ZIsoDate.transform(toSortableIsoDate),
  name: z.string().trim().max(100).optional(),
});
export type StoreHoliday = z.infer<typeof ZStoreHoliday>;

export const ZStoreHolidays = z.object({
  holidays: z.array(ZStoreHoliday).max(MAX_HOLIDAYS, `At most ${MAX_HOLIDAYS} holidays`).default([]),
});
export type StoreHolidays = z.infer<typeof ZStoreHolidays>;
