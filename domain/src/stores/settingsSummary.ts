/**
 * Store settings described in words, as a customer (or the cashier) will experience them: the admin
 * screens show these sentences beside the form so an owner can check what a change means before
 * saving. Every rule comes from the module that applies it (timings, delivery quotes, surcharges).
 */

import {
  COLLECTION_TYPES,
  type CollectionType,
  ONLINE_PAYMENT_TYPES,
  type OnlinePaymentType,
  WEEKDAYS,
  type Weekday,
} from '../common/constants';
import { DELIVERY_PROVIDER_LABELS } from '../delivery/courier';
import { OUTSIDE_DELIVERY_AREA_MESSAGE } from '../delivery/delivery';
import { type CurrencyCode, formatMoney } from '../money/money';
import { orderSizeLimits } from '../onlineOrdering/orderSize';
import type { OrderProcessSettings } from '../orderOperations/orderProcessSettings';
import { alertThresholdMinutes } from '../orderOperations/unprocessedMonitor';
import type { CustomPayment, PaymentSettings } from '../payments/paymentSettings';
import type {
  CardSurcharge,
  PublicHolidaySurcharge,
  SurchargeSettings,
} from '../surcharges/surchargeSettings';
import { ETA_CHOICES } from '../time/choices';
import { formatTimeOfDay, MINUTES_PER_DAY, parseTimeOfDay } from '../time/timeOfDay';
import type { DailyHours, StoreHoliday, StoreTimings, TradingSession, WeeklyHours } from '../time/timings';
import { parseLocalDate, weekdayOfLocalDate } from '../time/zonedTime';
import { ADD_ON_DETAILS, ADD_ONS, type AddOnsSettings, type StoreDeliverySettings } from './storeSettings';

export const COLLECTION_TYPE_LABELS: Record<CollectionType, string> = {
  pickup: 'Pickup',
  delivery: 'Delivery',
  dineIn: 'Dine-in',
};

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

export const WEEKDAY_SHORT_LABELS: Record<Weekday, string> = {
  monday: 'Mon',
  tuesday: 'Tue',
  wednesday: 'Wed',
  thursday: 'Thu',
  friday: 'Fri',
  saturday: 'Sat',
  sunday: 'Sun',
};

export const ONLINE_PAYMENT_TYPE_LABELS: Record<OnlinePaymentType, string> = {
  stripe: 'Card online at checkout',
  inStore: 'Pay in store',
  cashOnDelivery: 'Cash on delivery',
  cardOnDelivery: 'Card on delivery',
};

const EN_DASH = '\u2013';
const CLOSED = 'closed';

// ---------------------------------------------------------------------------------------------
// Days and times

/** A run of weekdays as people write it: "Mon", "Sat, Sun", "Mon–Fri". */
function dayRunLabel(run: readonly Weekday[]): string {
  const first = run[0];
  const last = run[run.length - 1];
  if (first === undefined || last === undefined) return '';
  if (run.length === 1) return WEEKDAY_SHORT_LABELS[first];
  if (run.length === 2) return `${WEEKDAY_SHORT_LABELS[first]}, ${WEEKDAY_SHORT_LABELS[last]}`;
  return `${WEEKDAY_SHORT_LABELS[first]}${EN_DASH}${WEEKDAY_SHORT_LABELS[last]}`;
}

/** Weekdays (in week order) as consecutive runs: [mon, tue, wed, sun] → "Mon–Wed, Sun". */
export function describeWeekdays(days: readonly Weekday[]): string {
  const runs: Weekday[][] = [];
  for (const day of WEEKDAYS.filter((weekday) => days.includes(weekday))) {
    const run = runs[runs.length - 1];
    const previous = run?.[run.length - 1];
    if (run && previous !== undefined && WEEKDAYS.indexOf(previous) === WEEKDAYS.indexOf(day) - 1)
      run.push(day);
    else runs.push([day]);
  }
  return runs.map(dayRunLabel).join(', ');
}

/**
 * "Mon–Fri 10:00 AM – 5:00 PM; Sat, Sun closed": weekdays with the same hours share one entry, in the
 * order the hours first appear; closed days come last.
 */
function describeWeek(textOf: (day: Weekday) => string): string {
  const groups = new Map<string, Weekday[]>();
  for (const day of WEEKDAYS) {
    const text = textOf(day);
    groups.set(text, [...(groups.get(text) ?? []), day]);
  }
  const entries = [...groups.entries()].sort(([a], [b]) => Number(a === CLOSED) - Number(b === CLOSED));
  return entries.map(([text, days]) => `${describeWeekdays(days)} ${text}`).join('; ');
}

/** A span of minutes on a day's axis (may run past 1440, into the next morning) as "6:00 PM – 2:00 AM". */
function minutesSpanText(start: number, end: number): string {
  const nextDay = end > MINUTES_PER_DAY ? ' (next day)' : '';
  return `${formatTimeOfDay(start)} ${EN_DASH} ${formatTimeOfDay(end)}${nextDay}`;
}

/** A session as "10:00 AM – 5:00 PM": start plus duration on the wall clock (as trading schedules do). */
export function describeSession(session: TradingSession): string {
  const start = parseTimeOfDay(session.timePeriod.startTimeOfDay);
  const end = start + Math.round(session.timePeriod.durationInHours * 60);
  return minutesSpanText(start, end);
}

function sessionsUsed(timings: StoreTimings, day: Weekday, type: CollectionType, hasSplitTimings: boolean) {
  const sessions = timings[day][type];
  return (hasSplitTimings ? [sessions.firstSession, sessions.secondSession] : [sessions.firstSession]).filter(
    (session) => session.available,
  );
}

/**
 * When one collection type can be ordered, e.g. "Delivery: Mon–Fri 10:00 AM – 5:00 PM; Sat, Sun closed".
 * Without split timings only the first session counts (as in `storeTimingsSchedule`).
 */
export function describeCollectionTypeTimings(
  timings: StoreTimings,
  collectionType: CollectionType,
  hasSplitTimings = false,
): string {
  const label = COLLECTION_TYPE_LABELS[collectionType];
  const textOf = (day: Weekday) => {
    const sessions = sessionsUsed(timings, day, collectionType, hasSplitTimings);
    return sessions.length === 0 ? CLOSED : sessions.map(describeSession).join(' and ');
  };
  if (WEEKDAYS.every((day) => textOf(day) === CLOSED)) return `${label}: not offered on any day`;
  return `${label}: ${describeWeek(textOf)}`;
}

/** One sentence per collection type the store offers; switched-off types say so. */
export function describeStoreTimings(
  timings: StoreTimings,
  options: { hasSplitTimings?: boolean; offered?: Partial<Record<CollectionType, boolean>> } = {},
): string[] {
  return COLLECTION_TYPES.map((type) =>
    options.offered && options.offered[type] === false
      ? `${COLLECTION_TYPE_LABELS[type]}: switched off for this store`
      : describeCollectionTypeTimings(timings, type, options.hasSplitTimings ?? false),
  );
}

/**
 * The trade of one weekday on a minutes axis: its own intervals, plus the after-midnight intervals
 * listed on the next day but attributed to this one (as `weeklyHoursSchedule` counts them), merged
 * where they touch so "5:00 PM – 12:00 AM" and "12:00 AM – 2:00 AM" read as "5:00 PM – 2:00 AM".
 */
function tradingSpans(today: DailyHours, tomorrow: DailyHours): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  const add = (start: number, endOfDay: number, offset: number) => {
    const end = endOfDay > start ? endOfDay : endOfDay + MINUTES_PER_DAY;
    spans.push([start + offset, end + offset]);
  };
  if (today.availableAllDay) spans.push([0, MINUTES_PER_DAY]);
  else
    for (const interval of today.dayIntervals.filter((entry) => !entry.attributeToPreviousDay))
      add(parseTimeOfDay(interval.startTimeOfDay), parseTimeOfDay(interval.endTimeOfDay), 0);
  if (!tomorrow.availableAllDay)
    for (const interval of tomorrow.dayIntervals.filter((entry) => entry.attributeToPreviousDay))
      add(parseTimeOfDay(interval.startTimeOfDay), parseTimeOfDay(interval.endTimeOfDay), MINUTES_PER_DAY);
  spans.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push([...span]);
  }
  return merged;
}

/** Trading hours per weekday, e.g. "Mon–Thu 10:00 AM – 10:00 PM; Fri, Sat 10:00 AM – 2:00 AM (next day)". */
export function describeTradingHours(weeklyHours: WeeklyHours): string {
  const textOf = (day: Weekday) => {
    const tomorrow = WEEKDAYS[(WEEKDAYS.indexOf(day) + 1) % WEEKDAYS.length] as Weekday;
    const spans = tradingSpans(weeklyHours[day], weeklyHours[tomorrow]);
    if (spans.length === 0) return CLOSED;
    if (spans.length === 1 && spans[0]?.[0] === 0 && spans[0][1] === MINUTES_PER_DAY) return 'open 24 hours';
    return spans.map(([start, end]) => minutesSpanText(start, end)).join(', ');
  };
  if (WEEKDAYS.every((day) => textOf(day) === CLOSED)) return 'Closed every day';
  return describeWeek(textOf);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-12-25' → 'Fri 25 Dec 2026'; text that is no date is returned as typed. */
export function describeLocalDate(isoDate: string): string {
  const date = parseLocalDate(isoDate);
  if (date === null) return isoDate;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${WEEKDAY_SHORT_LABELS[weekdayOfLocalDate(date)]} ${day} ${MONTHS[month - 1]} ${year}`;
}

function sortedDates(dates: readonly string[]): string[] {
  return [...dates].sort((a, b) => (parseLocalDate(a) ?? a).localeCompare(parseLocalDate(b) ?? b));
}

/** "Closed on Fri 25 Dec 2026 (Christmas Day)", one line per date, earliest first. */
export function describeHolidays(holidays: readonly StoreHoliday[]): string[] {
  if (holidays.length === 0) return ['No closed dates: the store follows its usual hours every day.'];
  const byDate = new Map(holidays.map((holiday) => [holiday.date, holiday.name]));
  return sortedDates([...byDate.keys()]).map((date) => {
    const name = byDate.get(date);
    return `Closed on ${describeLocalDate(date)}${name ? ` (${name})` : ''}`;
  });
}

// ---------------------------------------------------------------------------------------------
// Money

/** 1.5 → "1.5%", 10 → "10%". */
export function formatPercentage(percentage: number): string {
  return `${new Intl.NumberFormat('en-AU', { maximumFractionDigits: 2 }).format(percentage)}%`;
}

const CARD_LABELS: Record<keyof SurchargeSettings, string> = {
  creditCard: 'Credit card',
  eftpos: 'Eftpos',
};

/** "Credit card payments under $10.00 add 1.5% + $0.10", or "Eftpos payments have no surcharge". */
export function describeCardSurcharge(
  kind: keyof SurchargeSettings,
  surcharge: CardSurcharge,
  currency: CurrencyCode = 'AUD',
): string {
  const label = CARD_LABELS[kind];
  const parts = [
    surcharge.percentage > 0 ? formatPercentage(surcharge.percentage) : '',
    surcharge.amountInCents > 0 ? formatMoney(surcharge.amountInCents, currency) : '',
  ].filter(Boolean);
  if (parts.length === 0) return `${label} payments have no surcharge`;
  const threshold = surcharge.applicableBelowAmount ?? 0;
  // Same rule as cardSurchargeFor: 0 or unset means every payment is surcharged.
  const which =
    threshold > 0
      ? `${label} payments under ${formatMoney(threshold, currency)}`
      : `Every ${label.toLowerCase()} payment`;
  return `${which} ${threshold > 0 ? 'add' : 'adds'} ${parts.join(' + ')}`;
}

export function describeSurchargeSettings(
  settings: SurchargeSettings,
  currency: CurrencyCode = 'AUD',
): string[] {
  return [
    describeCardSurcharge('creditCard', settings.creditCard, currency),
    describeCardSurcharge('eftpos', settings.eftpos, currency),
  ];
}

function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** "Orders on Fri 25 Dec 2026 add a 15% surcharge, at the POS and online". */
export function describePublicHolidaySurcharge(settings: PublicHolidaySurcharge): string {
  if (!settings.enabled) return 'No public holiday surcharge.';
  if (settings.surcharge <= 0) return 'The surcharge is on, but at 0% nothing is added.';
  if (settings.holidays.length === 0)
    return 'The surcharge is on, but no public holidays are listed, so nothing is added yet.';
  const where = settings.isEnabledForOnline ? 'at the POS and online' : 'at the POS only (not online)';
  const dates = listInWords(sortedDates(settings.holidays).map(describeLocalDate));
  return `Orders on ${dates} add a ${formatPercentage(settings.surcharge)} surcharge, ${where}.`;
}

/** "Addresses inside 'Bondi' pay $5.00, minimum order $20.00", one line per area and suburb. */
export function describeDeliverySettings(
  settings: StoreDeliverySettings,
  currency: CurrencyCode = 'AUD',
): string[] {
  const charge = (cents: number) => (cents > 0 ? `pay ${formatMoney(cents, currency)}` : 'get free delivery');
  const minimum = (cents: number) => (cents > 0 ? `, minimum order ${formatMoney(cents, currency)}` : '');
  const lines = [
    ...settings.areas.map((area) => {
      const courier = area.shouldApplyThirdPartyDeliveryFee ? " plus the courier's fee" : '';
      return `Addresses inside '${area.name}' ${charge(area.deliveryCharges)}${courier}${minimum(area.minOrderValue ?? settings.minOrderValue)}`;
    }),
    ...settings.suburbs.map((suburb) => {
      const name = suburb.postcode ? `${suburb.name} ${suburb.postcode}` : suburb.name;
      return `Addresses in ${name} ${charge(suburb.deliveryCharges)}${minimum(settings.minOrderValue)}`;
    }),
  ];
  if (lines.length === 0) return ['No delivery areas or suburbs yet, so customers cannot get delivery.'];
  const provider = settings.provider ?? 'inHouse';
  const who = provider === 'inHouse' ? [] : [`Delivered by: ${DELIVERY_PROVIDER_LABELS[provider]}`];
  return [...who, ...lines, `Any other address: "${OUTSIDE_DELIVERY_AREA_MESSAGE}"`];
}

// ---------------------------------------------------------------------------------------------
// Payments, order process, custom payments, add-ons

/** "Pickup: Card online at checkout or Pay in store", one line per collection type. */
export function describePaymentSettings(
  settings: PaymentSettings,
  offered?: Partial<Record<CollectionType, boolean>>,
): string[] {
  return COLLECTION_TYPES.map((type) => {
    const label = COLLECTION_TYPE_LABELS[type];
    if (offered && offered[type] === false) return `${label}: switched off for this store`;
    const allowed = ONLINE_PAYMENT_TYPES.filter((payment) => settings[type][payment]);
    if (allowed.length === 0) return `${label}: no way to pay, so customers cannot check out`;
    const names = allowed.map((payment, index) =>
      index === 0 ? ONLINE_PAYMENT_TYPE_LABELS[payment] : ONLINE_PAYMENT_TYPE_LABELS[payment].toLowerCase(),
    );
    return `${label}: ${names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`}`;
  });
}

export function describeOrderProcess(settings: OrderProcessSettings): string[] {
  const longest = ETA_CHOICES[ETA_CHOICES.length - 1]?.label ?? '';
  const size = orderSizeLimits(settings);
  return [
    settings.hasEta
      ? `Staff choose a ready time when they accept an order (ASAP up to ${longest}) and the customer sees it.`
      : 'Customers see that their order was accepted, without a ready time.',
    settings.hasUnprocessedOrderMonitor
      ? `Staff are alerted when a new order waits more than ${alertThresholdMinutes(settings)} minutes to be accepted.`
      : 'No alert when a new order waits to be accepted.',
    settings.hasCompleteStatus
      ? 'Orders are marked completed when handed over, and customers see that step.'
      : 'Accepted is the last step: orders are not marked completed.',
    settings.autoAcceptDineInOrders
      ? 'Dine-in orders are accepted straight away and go to the kitchen.'
      : 'Staff accept each dine-in order before it goes to the kitchen.',
    `An online order has at most ${size.maxLinesPerOrder} lines and at most ${size.maxQuantityPerItem} of one item; customers are asked to call for bigger orders.`,
  ];
}

/** "'Uber voucher' can pay for pickup and delivery orders at the POS", in sort order. */
export function describeCustomPayments(customPayments: readonly CustomPayment[]): string[] {
  if (customPayments.length === 0) return ['No custom payments: the POS offers cash and card only.'];
  return [...customPayments]
    .sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name))
    .map((payment) => {
      const types = [
        payment.availableForPickup ? 'pickup' : '',
        payment.availableForDelivery ? 'delivery' : '',
        payment.availableForDineIn ? 'dine-in' : '',
      ].filter(Boolean);
      return types.length === 0
        ? `'${payment.name}' is not offered for any order type`
        : `'${payment.name}' can pay for ${listInWords(types)} orders at the POS`;
    });
}

export function describeAddOns(settings: AddOnsSettings): string {
  const on = ADD_ONS.filter((addOn) => settings[addOn]).map((addOn) => ADD_ON_DETAILS[addOn].label);
  return on.length === 0 ? 'No optional features are on.' : `On for this store: ${listInWords(on)}.`;
}
