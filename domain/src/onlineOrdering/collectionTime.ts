/**
 * When an online order will be ready: ASAP (now + the collection type's prep time, while the store
 * takes orders for that collection type) or one of the scheduled slots the storefront offered. The
 * storefront and the server build the same schedule from the published menu, so a slot the customer
 * saw is a slot the server accepts.
 */
import { formatInTimeZone } from 'date-fns-tz';
import type { CollectionType } from '../common/constants';
import type { PublishedMenu } from '../menuPublishing/schema';
import { asapAvailability, scheduledSlots } from '../time/orderingTimes';
import { formatTimeOfDay } from '../time/timeOfDay';
import { storeTimingsSchedule, type TradingSchedule } from '../time/tradingSchedule';
import { addDaysToLocalDate, localDateAt, localMinutesAt } from '../time/zonedTime';
import { type OrderProblem, orderProblem } from './orderProblems';
import type { RequestedTime } from './placeOrderRequest';

/** How many days ahead a customer may schedule an order (the storefront's date picker shows as many). */
export const SCHEDULED_ORDER_DAYS_AHEAD = 7;

/** The online ordering hours of one collection type at a store, from its published menu. */
export function onlineOrderingSchedule(menu: PublishedMenu, collectionType: CollectionType): TradingSchedule {
  return storeTimingsSchedule({
    timings: menu.settings.timings,
    collectionType,
    timezone: menu.store.timezone,
    hasSplitTimings: menu.store.hasSplitTimings,
    holidays: menu.settings.holidays,
  });
}

export function prepTimeInMinutes(menu: PublishedMenu, collectionType: CollectionType): number {
  return menu.store.collectionSettings[collectionType].prepTimeInMinutes;
}

export interface ResolvedCollectionTime {
  asap: boolean;
  /** When the order should be ready (ASAP: now + prep time). */
  isoDateTimeUtc: string;
  /** The store's calendar date and wall-clock time of that instant, as the cart's collection stores them. */
  date: string;
  timeOfDay: string;
}

export type CollectionTimeResult =
  | { ok: true; time: ResolvedCollectionTime }
  | { ok: false; problem: OrderProblem };

const COLLECTION_WORDS: Record<CollectionType, string> = {
  pickup: 'pickup',
  delivery: 'delivery',
  dineIn: 'dine-in',
};

export function resolveCollectionTime(
  menu: PublishedMenu,
  collectionType: CollectionType,
  requested: RequestedTime,
  now: Date,
): CollectionTimeResult {
  const schedule = onlineOrderingSchedule(menu, collectionType);
  const prep = prepTimeInMinutes(menu, collectionType);
  const { timezone } = menu.store;
  const at = (instant: Date, asap: boolean): CollectionTimeResult => ({
    ok: true,
    time: {
      asap,
      isoDateTimeUtc: instant.toISOString(),
      date: localDateAt(instant, timezone),
      timeOfDay: formatTimeOfDay(localMinutesAt(instant, timezone)),
    },
  });

  if (requested.type === 'asap') {
    const asap = asapAvailability(schedule, now, prep);
    if (asap.available) return at(asap.readyAt, true);
    const opens = asap.nextOpeningAt;
    const when = opens
      ? ` We take ${COLLECTION_WORDS[collectionType]} orders again from ${formatOpeningTime(opens, timezone)}.`
      : '';
    return {
      ok: false,
      problem: orderProblem(
        'asapUnavailable',
        'requestedTime',
        `We're not taking ${COLLECTION_WORDS[collectionType]} orders for as soon as possible right now.${when} Please choose a later time.`,
        opens ? { nextOpeningIsoDateTimeUtc: opens.toISOString() } : {},
      ),
    };
  }

  const slot = new Date(requested.isoDateTimeUtc);
  if (isOfferedSlot(schedule, slot, now, prep)) return at(slot, false);
  return {
    ok: false,
    problem: orderProblem(
      'slotNotOffered',
      'requestedTime',
      `That ${COLLECTION_WORDS[collectionType]} time is no longer available. Please choose another time.`,
    ),
  };
}

/**
 * Whether `slot` is one of the scheduled slots offered now: within the booking horizon and listed by
 * `scheduledSlots` for the trading date it belongs to (its calendar date, or one or two days before
 * for after-midnight trade).
 */
export function isOfferedSlot(schedule: TradingSchedule, slot: Date, now: Date, prep: number): boolean {
  if (Number.isNaN(slot.getTime()) || slot <= now) return false;
  if (slot.getTime() - now.getTime() > (SCHEDULED_ORDER_DAYS_AHEAD + 1) * 24 * 60 * 60_000) return false;
  const calendarDate = localDateAt(slot, schedule.timezone);
  const wanted = slot.toISOString();
  return [0, -1, -2].some((offset) =>
    scheduledSlots(schedule, {
      now,
      tradingDate: addDaysToLocalDate(calendarDate, offset),
      prepTimeInMinutes: prep,
    }).some((candidate) => candidate.isoDateTimeUtc === wanted),
  );
}

/** "Saturday 10:00 AM" in the store's timezone: how a customer reads an opening time. */
export function formatOpeningTime(instant: Date, timezone: string): string {
  return formatInTimeZone(instant, timezone, 'EEEE h:mm a');
}
