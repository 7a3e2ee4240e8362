/**
 * When orders are due, for the staff board's "By due time" view: an order is due at the ready time
 * staff gave it (its ETA), else at the time the customer asked for (or the ASAP estimate). Orders are
 * grouped into windows from now, so the kitchen sees what to start next and a 7:30 PM order placed at
 * lunch sits where it belongs instead of among the orders placed around it.
 */
import { localDateAt } from '../time/zonedTime';

export const DUE_WINDOWS = ['overdue', 'next15', 'next30', 'nextHour', 'laterToday', 'later'] as const;
export type DueWindow = (typeof DUE_WINDOWS)[number];

export const DUE_WINDOW_LABELS: Record<DueWindow, string> = {
  overdue: 'Overdue',
  next15: 'Due in the next 15 minutes',
  next30: 'Due in 15 to 30 minutes',
  nextHour: 'Due in 30 to 60 minutes',
  laterToday: 'Later today',
  later: 'Another day',
};

/** How far ahead the board shows: the filter's choices (minutes; undefined = everything). */
export const DUE_WITHIN_CHOICES = [30, 60, undefined] as const;
export type DueWithin = (typeof DUE_WITHIN_CHOICES)[number];

export interface DueFields {
  placedIsoDateTimeUtc: string;
  collectionIsoDateTimeUtc?: string | undefined;
  eta?: { readyByIsoDateTimeUtc?: string | undefined } | undefined;
}

/** When the order is due: the ETA staff gave, else the customer's time, else when it was placed. */
export function orderDueIso(order: DueFields): string {
  return order.eta?.readyByIsoDateTimeUtc ?? order.collectionIsoDateTimeUtc ?? order.placedIsoDateTimeUtc;
}

/** The window an order due at `dueIso` falls in, seen from `now` in the store's timezone. */
export function dueWindowOf(dueIso: string, now: Date, timezone: string): DueWindow {
  const minutes = (Date.parse(dueIso) - now.getTime()) / 60_000;
  if (minutes < 0) return 'overdue';
  if (minutes <= 15) return 'next15';
  if (minutes <= 30) return 'next30';
  if (minutes <= 60) return 'nextHour';
  return localDateAt(new Date(dueIso), timezone) === localDateAt(now, timezone) ? 'laterToday' : 'later';
}

export interface DueGroup<T> {
  window: DueWindow;
  label: string;
  orders: T[];
}

/**
 * The orders in due windows, soonest first within each (ties by id so the order is stable), windows
 * in time order, empty windows left out; `within` keeps only orders due within that many minutes
 * (overdue ones always stay: they need someone most).
 */
export function groupByDueWindow<T extends DueFields & { id: string }>(
  orders: readonly T[],
  now: Date,
  timezoneOf: (order: T) => string,
  within?: DueWithin,
): DueGroup<T>[] {
  const limit = within === undefined ? undefined : now.getTime() + within * 60_000;
  const sorted = orders
    .filter((order) => limit === undefined || Date.parse(orderDueIso(order)) <= limit)
    .map((order) => ({ order, due: orderDueIso(order) }))
    .sort((a, b) => a.due.localeCompare(b.due) || a.order.id.localeCompare(b.order.id));
  const groups = new Map<DueWindow, T[]>();
  for (const { order, due } of sorted) {
    const window = dueWindowOf(due, now, timezoneOf(order));
    groups.set(window, [...(groups.get(window) ?? []), order]);
  }
  return DUE_WINDOWS.filter((window) => groups.has(window)).map((window) => ({
    window,
    label: DUE_WINDOW_LABELS[window],
    orders: groups.get(window) ?? [],
  }));
}
