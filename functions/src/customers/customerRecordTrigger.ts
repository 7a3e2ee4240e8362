import type { OrderWrite } from '../orderOperations/orderWrite';

type Stored = NonNullable<OrderWrite['after']>;

/** The customer record an order counts towards: a website order's key, a POS order's known customer. */
function countsFor(order: Stored): boolean {
  return (
    (order.source === 'website' && typeof order.customerKey === 'string') ||
    (order.source === 'pos' && typeof order.customerUid === 'string' && order.customerUid !== '')
  );
}

/** The fields what an order is worth to its customer comes from (its total and its refunds). */
function spendFields(order: Stored): string {
  const cart = order.cart as { grandTotal?: unknown } | undefined;
  const refundTotals = order.refundTotals as { refundedInCents?: unknown } | undefined;
  return JSON.stringify([cart?.grandTotal, refundTotals?.refundedInCents, order.refundAmountInCents]);
}

/**
 * Whether an order write changes a customer record: a website order, or a POS order chosen for a
 * known customer at the till, being created; or such an order's total or refunds changing (what the
 * customer spent goes down by a refund). Checked on the event alone (no reads, no imports), like
 * every order-write consumer's check.
 */
export function customerRecordCaresAbout(write: Pick<OrderWrite, 'before' | 'after'>): boolean {
  const { before, after } = write;
  if (after === undefined || !countsFor(after)) return false;
  return before === undefined || spendFields(before) !== spendFields(after);
}

/**
 * The restaurant's customer record follows its online orders after placement instead of inside the
 * placement's transaction: one customer placing several orders at once (a family on three phones, a
 * retrying app) no longer queues every checkout on one customer document. Wired by
 * orderOperations/orderWriteTrigger.ts.
 */
export async function syncCustomerRecord(write: OrderWrite): Promise<void> {
  const { countOrderTowardsCustomer } = await import('./customerRecord');
  await countOrderTowardsCustomer(write);
}
