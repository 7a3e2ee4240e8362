import type { OrderWrite } from '../orderOperations/orderWrite';
import { paymentStatusOf, refundedCentsOf, statusChangedTo } from '../orderOperations/orderWrite';

/**
 * The statuses that give spent credits back: the domain's CALLED_OFF_ORDER_STATUSES, spelled out so
 * this check loads no domain code (a test keeps the two equal).
 */
export const LOYALTY_CALLED_OFF_STATUSES: ReadonlySet<string> = new Set(['cancelled', 'rejected', 'failure']);

/**
 * Whether an order write can change a loyalty card: the same conditions syncLoyaltyForOrderWrite
 * acts on (a customer's order completed, called off, or refunded further), checked on the event's
 * before/after alone. Accepts, placement, payment progress and everything else stop here, before any
 * read and before the ledger code loads.
 */
export function loyaltyCaresAbout(write: Pick<OrderWrite, 'before' | 'after'>): boolean {
  const { before, after } = write;
  if (!after || typeof after.customerUid !== 'string') return false;
  const to = statusChangedTo(write);
  if (to === 'completed' || (to !== undefined && LOYALTY_CALLED_OFF_STATUSES.has(to))) return true;
  if (refundedOfAnySource(after) > refundedOfAnySource(before)) return true;
  return paymentStatusOf(after) === 'refundSuccess' && paymentStatusOf(before) !== 'refundSuccess';
}

/**
 * Loyalty cards follow online orders: credits when an order completes, given back when it is called
 * off, reversed when it is refunded. At-least-once delivery is harmless: every change is keyed by
 * the order id (see loyaltyLedger.ts). Wired by orderOperations/orderWriteTrigger.ts.
 */
export async function syncLoyaltyCard(write: OrderWrite): Promise<void> {
  const { syncLoyaltyForOrderWrite } = await import('./loyaltyLedger');
  await syncLoyaltyForOrderWrite(write);
}

/** Money refunded so far: an online order's refund totals, or a POS order's `refundAmountInCents`. */
export function refundedOfAnySource(order: OrderWrite['after']): number {
  const pos = (order as { source?: unknown; refundAmountInCents?: unknown } | undefined) ?? {};
  const posRefunded =
    pos.source === 'pos' && typeof pos.refundAmountInCents === 'number' ? pos.refundAmountInCents : 0;
  return Math.max(refundedCentsOf(order), posRefunded);
}
