import { z } from 'zod';
import { WEEKDAYS } from '../common/constants';
import {
  addDaysToLocalDate,
  daysBetweenLocalDates,
  type LocalDate,
  localDateAt,
  parseLocalDate,
  startOfLocalDate,
  weekdayOfLocalDate,
} from './zonedTime';

/**
 * Sales report periods as half-open instant ranges [from, to) computed in the store's timezone, so a
 * day is midnight to midnight on the store's clock (23 or 25 hours on DST days) and weeks run Monday to
 * Sunday. Calendar periods cover the whole period, including the part still to come.
 */

export const REPORT_PERIOD_KINDS = [
  'today',
  'last24Hours',
  'yesterday',
  'week',
  'lastWeek',
  'month',
  'lastMonth',
  'yearMonth',
  'range',
] as const;
export type ReportPeriodKind = (typeof REPORT_PERIOD_KINDS)[number];

export const REPORT_PERIOD_LABELS: Record<ReportPeriodKind, string> = {
  today: 'Today',
  last24Hours: 'Last 24 Hours',
  yesterday: 'Yesterday',
  week: 'This Week',
  lastWeek: 'Last Week',
  month: 'This Month',
  lastMonth: 'Last Month',
  yearMonth: 'Month',
  range: 'Date Range',
};

const localDateText = z
  .string()
  .refine((text) => parseLocalDate(text) !== null, { message: 'Enter a real date as yyyy-mm-dd' })
  .transform((text) => parseLocalDate(text) ?? text);

/** `range` is inclusive of both dates as the user picks them; `yearMonth` month is 1-12. */
export const ZReportPeriod = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('today') }),
  z.object({ kind: z.literal('last24Hours') }),
  z.object({ kind: z.literal('yesterday') }),
  z.object({ kind: z.literal('week') }),
  z.object({ kind: z.literal('lastWeek') }),
  z.object({ kind: z.literal('month') }),
  z.object({ kind: z.literal('lastMonth') }),
  z.object({
    kind: z.literal('yearMonth'),
    year: z.number().int().min(2000).max(2100),
    month: z.number().int().min(1).max(12),
  }),
  z
    .object({ kind: z.literal('range'), fromDate: localDateText, toDate: localDateText })
    .refine((range) => range.fromDate <= range.toDate, {
      message: 'The start date must not be after the end date',
      path: ['toDate'],
    }),
]);
export type ReportPeriod = z.infer<typeof ZReportPeriod>;

export interface ReportRange {
  fromUtcIso: string;
  toUtcIso: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instants [from, to) a period covers at `now` in `timezone`. */
export function reportPeriodRange(period: ReportPeriod, now: Date, timezone: string): ReportRange {
  if (period.kind === 'last24Hours') {
    return { fromUtcIso: new Date(now.getTime() - DAY_MS).toISOString(), toUtcIso: now.toISOString() };
  }
  const dates = reportPeriodDates(period, now, timezone);
  return {
    fromUtcIso: startOfLocalDate(dates.first, timezone).toISOString(),
    toUtcIso: startOfLocalDate(addDaysToLocalDate(dates.last, 1), timezone).toISOString(),
  };
}

/**
 * The store-local dates a period touches, first to last inclusive: the keys of the daily rollups a
 * report reads. Last 24 hours touches two dates (or three across a DST change, never more).
 */
export function reportPeriodLocalDates(period: ReportPeriod, now: Date, timezone: string): LocalDate[] {
  const { first, last } =
    period.kind === 'last24Hours'
      ? { first: localDateAt(new Date(now.getTime() - DAY_MS), timezone), last: localDateAt(now, timezone) }
      : reportPeriodDates(period, now, timezone);
  const count = daysBetweenLocalDates(first, last) + 1;
  return Array.from({ length: count }, (_, index) => addDaysToLocalDate(first, index));
}

function reportPeriodDates(
  period: Exclude<ReportPeriod, { kind: 'last24Hours' }>,
  now: Date,
  timezone: string,
): { first: LocalDate; last: LocalDate } {
  const today = localDateAt(now, timezone);
  switch (period.kind) {
    case 'today':
      return { first: today, last: today };
    case 'yesterday': {
      const yesterday = addDaysToLocalDate(today, -1);
      return { first: yesterday, last: yesterday };
    }
    case 'week':
      return weekContaining(today);
    case 'lastWeek':
      return weekContaining(addDaysToLocalDate(today, -7));
    case 'month':
      return monthOf(Number(today.slice(0, 4)), Number(today.slice(5, 7)));
    case 'lastMonth': {
      const month = Number(today.slice(5, 7));
      const year = Number(today.slice(0, 4));
      return month === 1 ? monthOf(year - 1, 12) : monthOf(year, month - 1);
    }
    case 'yearMonth':
      return monthOf(period.year, period.month);
    case 'range':
      return { first: period.fromDate, last: period.toDate };
  }
}

function weekContaining(date: LocalDate): { first: LocalDate; last: LocalDate } {
  const monday = addDaysToLocalDate(date, -WEEKDAYS.indexOf(weekdayOfLocalDate(date)));
  return { first: monday, last: addDaysToLocalDate(monday, 6) };
}

function monthOf(year: number, month: number): { first: LocalDate; last: LocalDate } {
  const first = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
  const nextMonth = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return { first, last: addDaysToLocalDate(nextMonth, -1) };
}
