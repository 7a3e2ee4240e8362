/**
 * Report periods (domain/src/time/reportPeriods.ts) as business days: "today" is the business day in
 * progress (at 1 AM that is still last night), weeks run Monday to Sunday, months by the calendar.
 * Each period also names the one it is compared with.
 */
import { type ReportPeriod, reportPeriodLocalDates } from '../time/reportPeriods';
import { addDaysToLocalDate, daysBetweenLocalDates, type LocalDate } from '../time/zonedTime';
import {
  businessDateAt,
  businessDatesBetween,
  businessHourStart,
  DEFAULT_BUSINESS_DAY_START_HOUR,
  shiftedForBusinessDay,
} from './businessDay';
import type { ReportClock } from './contribution';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ReportWindow {
  /** Business dates first to last (inclusive). */
  dates: LocalDate[];
  /**
   * Only for "last 24 hours": the instants [from, to) whose hour buckets count. Day-level lists
   * (items, employees...) cover the whole business days these touch.
   */
  hourWindow?: { fromMs: number; toMs: number };
}

function startHourOf(clock: ReportClock): number {
  return clock.businessDayStartHour ?? DEFAULT_BUSINESS_DAY_START_HOUR;
}

/** The business days (and, for the last 24 hours, the hour window) a period covers at `now`. */
export function reportWindow(period: ReportPeriod, now: Date, clock: ReportClock): ReportWindow {
  const startHour = startHourOf(clock);
  if (period.kind === 'last24Hours') {
    const toMs = now.getTime();
    const fromMs = toMs - DAY_MS;
    const first = businessDateAt(new Date(fromMs), clock.timezone, startHour);
    const last = businessDateAt(now, clock.timezone, startHour);
    return { dates: businessDatesBetween(first, last), hourWindow: { fromMs, toMs } };
  }
  if (period.kind === 'range' || period.kind === 'yearMonth')
    return { dates: reportPeriodLocalDates(period, now, clock.timezone) };
  return { dates: reportPeriodLocalDates(period, shiftedForBusinessDay(now, startHour), clock.timezone) };
}

/**
 * The period a report is compared with: the day before, the week before, the month before (the whole
 * calendar month), the same stretch before a range, the 24 hours before the last 24 hours.
 */
export function priorReportWindow(period: ReportPeriod, now: Date, clock: ReportClock): ReportWindow {
  if (period.kind === 'last24Hours') return reportWindow(period, new Date(now.getTime() - DAY_MS), clock);
  const current = reportWindow(period, now, clock);
  const first = current.dates[0] as LocalDate;
  const last = current.dates[current.dates.length - 1] as LocalDate;
  if (period.kind === 'month' || period.kind === 'lastMonth' || period.kind === 'yearMonth') {
    const previousMonthEnd = addDaysToLocalDate(first, -1);
    return { dates: businessDatesBetween(`${previousMonthEnd.slice(0, 7)}-01`, previousMonthEnd) };
  }
  const length = daysBetweenLocalDates(first, last) + 1;
  return { dates: businessDatesBetween(addDaysToLocalDate(first, -length), addDaysToLocalDate(first, -1)) };
}

/** Whether the hour bucket `hour` of `businessDate` lies in the window (always, without one). */
export function hourInWindow(
  window: ReportWindow,
  businessDate: LocalDate,
  hour: number,
  clock: ReportClock,
): boolean {
  if (!window.hourWindow) return true;
  const start = businessHourStart(businessDate, hour, clock.timezone, startHourOf(clock)).getTime();
  // An hour counts when any of it is inside: the current hour and the one 24 hours back both do.
  return start + 3_600_000 > window.hourWindow.fromMs && start < window.hourWindow.toMs;
}
