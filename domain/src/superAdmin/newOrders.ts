/**
 * The platform's new-orders watch (`/super-admin/new-orders`): orders still waiting for a store to
 * accept them, across every tenant, oldest first, so a super admin spots a store that is not
 * answering (a tablet off, a printer out of paper) before its customers call.
 */

/** Past this many minutes unaccepted an order is flagged: most stores accept within two or three. */
export const NEW_ORDER_LATE_MINUTES = 10;

/** At most this many orders are listed (a live query; more than this means an outage, not a store). */
export const NEW_ORDERS_WATCH_LIMIT = 100;

export interface NewOrderWait {
  minutes: number;
  late: boolean;
  /** "just now", "4 min", "1 h 05 min" */
  label: string;
}

export function newOrderWait(placedIsoDateTimeUtc: string, now: Date): NewOrderWait {
  const placed = Date.parse(placedIsoDateTimeUtc);
  const minutes = Number.isFinite(placed) ? Math.max(0, Math.floor((now.getTime() - placed) / 60_000)) : 0;
  const label =
    minutes < 1
      ? 'just now'
      : minutes < 60
        ? `${minutes} min`
        : `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
  return { minutes, late: minutes >= NEW_ORDER_LATE_MINUTES, label };
}
