import { WEEKDAYS, type Weekday } from '../common/constants';
import { formatTimeOfDay, MINUTES_PER_DAY, parseTimeOfDay } from './timeOfDay';
import type { CollectionTypeSessions, StoreTimings, TradingSession, WeeklyHours } from './timings';

interface Span {
  start: number;
  end: number;
}

const closedSession = (): TradingSession => ({
  available: false,
  timePeriod: { startTimeOfDay: '10:00 AM', durationInHours: 7 },
});

const sessionOf = (span: Span): TradingSession => ({
  available: true,
  timePeriod: {
    startTimeOfDay: formatTimeOfDay(span.start % MINUTES_PER_DAY),
    durationInHours: Math.min(24, (span.end - span.start) / 60),
  },
});

/** The day's own trading spans in minutes from its midnight (an end at or before the start runs past midnight). */
function spansOf(hours: WeeklyHours, weekday: Weekday, nextDay: Weekday): Span[] {
  const day = hours[weekday];
  if (day.availableAllDay) return [{ start: 0, end: MINUTES_PER_DAY }];
  const spans = day.dayIntervals
    .filter((interval) => !interval.attributeToPreviousDay)
    .map((interval) => {
      const start = parseTimeOfDay(interval.startTimeOfDay);
      const end = parseTimeOfDay(interval.endTimeOfDay);
      return { start, end: end > start ? end : end + MINUTES_PER_DAY };
    })
    .sort((a, b) => a.start - b.start);
  // Friday night's trade listed on Saturday from midnight ("attributed to the previous day") carries on
  // a Friday span that ends at midnight.
  const last = spans.at(-1);
  for (const carried of hours[nextDay].dayIntervals.filter((interval) => interval.attributeToPreviousDay)) {
    const start = parseTimeOfDay(carried.startTimeOfDay);
    if (last && start === 0 && last.end === MINUTES_PER_DAY) {
      last.end = MINUTES_PER_DAY + parseTimeOfDay(carried.endTimeOfDay);
    }
  }
  return spans;
}

/**
 * Ordering times that follow the trading hours, for a store that never saved its own: an owner who
 * sets only the hours customers see must not lose every dinner order to separate ordering-time
 * defaults. Each weekday's first trading interval becomes the first session and the second the second.
 * Without split timings only one session counts, so the day's session then runs from its first
 * opening to its last closing: an order in a mid-day break is better than no dinner orders at all.
 */
export function timingsFollowingTradingHours(hours: WeeklyHours, hasSplitTimings = false): StoreTimings {
  const day = (
    weekday: Weekday,
    index: number,
  ): Record<keyof StoreTimings[Weekday], CollectionTypeSessions> => {
    const spans = spansOf(hours, weekday, WEEKDAYS[(index + 1) % WEEKDAYS.length] as Weekday);
    let first: TradingSession = closedSession();
    let second: TradingSession = closedSession();
    const [opening, secondSpan] = spans;
    const closing = spans.at(-1);
    if (opening && closing) {
      if (hasSplitTimings) {
        first = sessionOf(opening);
        if (secondSpan) second = sessionOf({ start: secondSpan.start, end: closing.end });
      } else {
        first = sessionOf({ start: opening.start, end: Math.max(...spans.map((span) => span.end)) });
      }
    }
    const copy = (session: TradingSession): TradingSession => ({
      available: session.available,
      timePeriod: { ...session.timePeriod },
    });
    const sessions = (): CollectionTypeSessions => ({
      firstSession: copy(first),
      secondSession: copy(second),
    });
    return { pickup: sessions(), delivery: sessions(), dineIn: sessions() };
  };
  return Object.fromEntries(WEEKDAYS.map((weekday, index) => [weekday, day(weekday, index)])) as StoreTimings;
}
