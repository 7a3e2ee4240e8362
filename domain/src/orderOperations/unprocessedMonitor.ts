/**
 * The unprocessed-order monitor (hasUnprocessedOrderMonitor): an order left `new` longer than the
 * store's threshold is overdue. Screens already listen to `new` orders and call `isOrderOverdue`
 * every few seconds to alert at once; a scheduled function also flags overdue orders with `alert` so
 * every screen (and a screen that just opened) agrees, even when a device clock is wrong.
 */
import type { OrderStatus } from '../common/constants';

/** Minutes an order may stay `new` before staff are alerted, when the store has not chosen. */
export const DEFAULT_UNPROCESSED_ORDER_ALERT_MINUTES = 5;
export const MIN_UNPROCESSED_ORDER_ALERT_MINUTES = 1;
export const MAX_UNPROCESSED_ORDER_ALERT_MINUTES = 60;

export interface MonitoredOrder {
  status: { code: OrderStatus };
  placedIsoDateTimeUtc: string;
  /** When the order became new, if it went through processingPayment (the history's first `→ new`). */
  statusHistory?: readonly { to: OrderStatus; atIsoDateTimeUtc: string }[];
}

/** When the order started waiting for staff: the time it became `new`, else its placed time. */
export function unprocessedSince(order: MonitoredOrder): string {
  const becameNew = order.statusHistory?.find((entry) => entry.to === 'new');
  return becameNew?.atIsoDateTimeUtc ?? order.placedIsoDateTimeUtc;
}

export interface MonitorSettings {
  hasUnprocessedOrderMonitor: boolean;
  unprocessedOrderAlertMinutes?: number;
}

export function alertThresholdMinutes(settings: MonitorSettings): number {
  return settings.unprocessedOrderAlertMinutes ?? DEFAULT_UNPROCESSED_ORDER_ALERT_MINUTES;
}

/** Whether the order should be raising the alert at `nowMs`. */
export function isOrderOverdue(order: MonitoredOrder, settings: MonitorSettings, nowMs: number): boolean {
  if (!settings.hasUnprocessedOrderMonitor || order.status.code !== 'new') return false;
  const waitingMs = nowMs - Date.parse(unprocessedSince(order));
  return waitingMs >= alertThresholdMinutes(settings) * 60_000;
}

/** Milliseconds until the order becomes overdue (0 when it already is); screens schedule a timer with it. */
export function msUntilOverdue(order: MonitoredOrder, settings: MonitorSettings, nowMs: number): number {
  const dueMs = Date.parse(unprocessedSince(order)) + alertThresholdMinutes(settings) * 60_000;
  return Math.max(0, dueMs - nowMs);
}
