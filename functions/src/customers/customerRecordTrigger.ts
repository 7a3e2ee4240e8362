import type { OrderWrite } from '../orderOperations/orderWrite';

/**
 * Whether an order write should count towards a customer record: a website order being created.
 * Checked on the event alone (no reads, no imports), like every order-write consumer's check.
 */
export function customerRecordCaresAbout(write: Pick<OrderWrite, 'before' | 'after'>): boolean {
  const { before, after } = write;
  return (
    before === undefined &&
    after !== undefined &&
    after.source === 'website' &&
    typeof after.customerKey === 'string'
  );
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
