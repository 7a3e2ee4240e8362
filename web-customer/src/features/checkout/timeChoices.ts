import {
  asapAvailability,
  type CollectionType,
  datesWithScheduledSlots,
  type LocalDate,
  onlineOrderingSchedule,
  type PublishedMenu,
  prepTimeInMinutes,
  type RequestedTime,
  SCHEDULED_ORDER_DAYS_AHEAD,
  scheduledSlots,
  type TimeSlot,
} from '@resto/domain';
import { formatInTimeZone } from 'date-fns-tz';
import { describeInstant, describeWhen, WEEKDAY_LABELS } from '../tradingHours/tradingHoursView';

/**
 * The "When?" choices of checkout: ASAP while the store can still make it in time, otherwise the
 * next opening and scheduled 15-minute slots. Every instant comes from the domain's ordering-time
 * functions over the same schedule the server checks (`onlineOrderingSchedule`).
 */

export interface DateChoice {
  date: LocalDate;
  label: string;
}

export interface TimeChoices {
  asap: { available: true; readyText: string } | { available: false; nextOpeningText: string | undefined };
  dates: DateChoice[];
  slotsFor: (date: LocalDate) => TimeSlot[];
}

export function timeChoices(menu: PublishedMenu, collectionType: CollectionType, now: Date): TimeChoices {
  const schedule = onlineOrderingSchedule(menu, collectionType);
  const prep = prepTimeInMinutes(menu, collectionType);
  const { timezone } = menu.store;
  const asap = asapAvailability(schedule, now, prep);
  const dates = datesWithScheduledSlots(schedule, {
    now,
    days: SCHEDULED_ORDER_DAYS_AHEAD,
    prepTimeInMinutes: prep,
  }).map((date) => ({ date, label: dateLabel(date, now, timezone) }));
  return {
    asap: asap.available
      ? { available: true, readyText: describeInstant(asap.readyAt, now, timezone) }
      : {
          available: false,
          nextOpeningText: asap.nextOpeningAt ? describeWhen(asap.nextOpeningAt, now, timezone) : undefined,
        },
    dates,
    slotsFor: (date) => scheduledSlots(schedule, { now, tradingDate: date, prepTimeInMinutes: prep }),
  };
}

/** "Today", "Tomorrow", "Saturday 14 March". */
export function dateLabel(date: LocalDate, now: Date, timezone: string): string {
  const today = formatInTimeZone(now, timezone, 'yyyy-MM-dd');
  const tomorrow = formatInTimeZone(new Date(now.getTime() + 24 * 60 * 60_000), timezone, 'yyyy-MM-dd');
  if (date === today) return 'Today';
  if (date === tomorrow) return 'Tomorrow';
  const noonUtc = `${date}T12:00:00Z`;
  const weekday = formatInTimeZone(noonUtc, 'UTC', 'EEEE').toLowerCase() as keyof typeof WEEKDAY_LABELS;
  return `${WEEKDAY_LABELS[weekday]} ${formatInTimeZone(noonUtc, 'UTC', 'd MMMM')}`;
}

/**
 * The requested time to use with these choices: the customer's pick while it is still offered,
 * otherwise ASAP when available, otherwise the first slot (a closed store takes scheduled orders only).
 */
export function validRequestedTime(current: RequestedTime, choices: TimeChoices): RequestedTime | undefined {
  if (current.type === 'asap' && choices.asap.available) return current;
  if (current.type === 'slot') {
    const stillOffered = choices.dates.some((date) =>
      choices.slotsFor(date.date).some((slot) => slot.isoDateTimeUtc === current.isoDateTimeUtc),
    );
    if (stillOffered) return current;
  }
  if (choices.asap.available) return { type: 'asap' };
  const first = choices.dates[0] && choices.slotsFor(choices.dates[0].date)[0];
  return first ? { type: 'slot', isoDateTimeUtc: first.isoDateTimeUtc } : undefined;
}

/** "ASAP (about 7:45 PM)" or "Saturday 10:15 AM": how the chosen time reads in the summary. */
export function requestedTimeText(
  time: RequestedTime,
  choices: TimeChoices,
  menu: PublishedMenu,
  now: Date,
): string {
  if (time.type === 'asap')
    return choices.asap.available
      ? `As soon as possible (about ${choices.asap.readyText})`
      : 'As soon as possible';
  return describeInstant(new Date(time.isoDateTimeUtc), now, menu.store.timezone);
}
