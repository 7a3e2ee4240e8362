import type { OrderWrite } from '../orderOperations/orderWrite';
import { statusChangedTo } from '../orderOperations/orderWrite';
import type { TicketOutcome } from './ticketsForOrders';

/** The order statuses whose arrival changes a kitchen ticket (see syncTicketForOrderWrite). */
const TICKET_STATUSES: ReadonlySet<string> = new Set(['accepted', 'cancelled', 'rejected']);

/**
 * Whether an order write can change its kitchen ticket: only a status change to accepted (create
 * the ticket) or to cancelled / rejected (mark it). Placement, payment updates, email marks, the
 * monitor's alert flag and every other write are skipped here, before anything is read or loaded.
 */
export function kitchenCaresAbout(write: Pick<OrderWrite, 'before' | 'after'>): boolean {
  const to = statusChangedTo(write);
  return (to !== undefined && TICKET_STATUSES.has(to)) || versionAdded(write);
}

/** How many versions a stored order has (POS orders are edited as versions; others have none). */
function versionCount(order: OrderWrite['after']): number {
  const versions = order?.versions;
  return Array.isArray(versions) ? versions.length : 0;
}

/** The write saved a later version of an order that already had one (an edit at the till). */
export function versionAdded(write: Pick<OrderWrite, 'before' | 'after'>): boolean {
  const before = versionCount(write.before);
  return before > 0 && versionCount(write.after) > before;
}

/**
 * Kitchen tickets follow orders: create the ticket when an order is accepted, mark it when the
 * order is called off, amend it when the order is edited (a new version). The handler (and the domain's ticket builder) loads on the first write that
 * needs it, so an instance that only sees other writes never pays for it. Idempotent, so the
 * trigger's at-least-once delivery is harmless. Wired by orderOperations/orderWriteTrigger.ts.
 */
export async function syncKitchenTicket(write: OrderWrite): Promise<TicketOutcome> {
  const { syncTicketForOrderWrite } = await import('./ticketsForOrders');
  return syncTicketForOrderWrite(write);
}
