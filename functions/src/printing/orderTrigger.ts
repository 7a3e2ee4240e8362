import type { OrderWrite, StoredOrder } from '../orderOperations/orderWrite';
import { statusChangedTo, statusCodeOf } from '../orderOperations/orderWrite';

function isPaidPos(order: StoredOrder): boolean {
  return typeof order === 'object' && order !== null && order.source === 'pos' && order.isPaid === true;
}

function numberPending(order: StoredOrder): boolean {
  return typeof order === 'object' && order !== null && order.displayNumberPending === true;
}

/**
 * The print events of one order write: accepted (tickets, stubs, invoices) and a POS order paid (the
 * receipt). A printed document shows the order's number, so an order still waiting for its number
 * prints when the number arrives (that write repeats the events; the job ids make it once).
 */
export function printEventsOf(write: Pick<OrderWrite, 'before' | 'after'>): ('accepted' | 'posPayment')[] {
  if (numberPending(write.after)) return [];
  const numbered = numberPending(write.before);
  const events: ('accepted' | 'posPayment')[] = [];
  const accepted = statusCodeOf(write.after) === 'accepted';
  if (statusChangedTo(write) === 'accepted' || (numbered && accepted)) events.push('accepted');
  if (isPaidPos(write.after) && (!isPaidPos(write.before) || numbered)) events.push('posPayment');
  return events;
}

/** Whether an order write prints anything; no reads, no imports beyond the event. */
export function printingCaresAbout(write: Pick<OrderWrite, 'before' | 'after'>): boolean {
  return printEventsOf(write).length > 0;
}

/**
 * Print jobs follow orders: the automatic prints of each event, per the store's printer settings.
 * Idempotent (job ids are fixed per order, document, printer and event), so re-delivery is harmless.
 */
export async function syncPrintJobs(write: OrderWrite): Promise<unknown> {
  const { autoPrintJobs } = await import('./printJobsForOrders');
  const ids = { restaurantId: write.restaurantId, storeId: write.storeId, orderId: write.orderId };
  const results = [];
  for (const event of printEventsOf(write)) results.push(await autoPrintJobs(ids, event));
  return results;
}
