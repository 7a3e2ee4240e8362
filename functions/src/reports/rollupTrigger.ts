import type { OrderWrite, StoredOrder } from '../orderOperations/orderWrite';

/** The status as the reports see it (domain `orderReportState`, repeated here to stay import-free). */
function reportState(order: StoredOrder): 'notYet' | 'sale' | 'cancelled' {
  const code = (order?.status as { code?: unknown } | undefined)?.code;
  if (code === 'processingPayment' || code === 'failure' || order === undefined) return 'notYet';
  return code === 'rejected' || code === 'cancelled' ? 'cancelled' : 'sale';
}

function reportFields(order: StoredOrder): string {
  if (!order) return '';
  const pick = (key: string) => order[key];
  const cart = pick('cart') as Record<string, unknown> | undefined;
  // Everything a report counts, and nothing that changes on every step (email marks, alerts, ETAs).
  return JSON.stringify([
    reportState(order),
    pick('placedIsoDateTimeUtc'),
    pick('totals'),
    cart?.grandTotal,
    cart?.itemTotal,
    Array.isArray(cart?.items) ? cart.items.length : 0,
    (pick('refundTotals') as { refundedInCents?: unknown } | undefined)?.refundedInCents,
    pick('refundAmountInCents'),
    pick('tipAmountInCents'),
    pick('paymentType'),
    pick('splitPayments'),
    pick('guestCount'),
    Array.isArray(pick('versions')) ? (pick('versions') as unknown[]).length : 0,
    pick('employeeId'),
    pick('posTerminalId'),
    (pick('payment') as { status?: unknown } | undefined)?.status,
    pick('orderTransactionFees'),
  ]);
}

/**
 * Whether an order write can change a report: an order becoming a sale (placed, or its card checkout
 * paid), cancelled or deleted, or a change of its money, refunds, tips, lines or who sold it. Status
 * steps within a sale (accepted, completed) and every bookkeeping write (emails, alerts, ETAs) do not.
 * Checked on the event alone (no reads, no imports).
 */
export function reportsCareAbout(write: Pick<OrderWrite, 'before' | 'after'>): boolean {
  if (reportState(write.before) === 'notYet' && reportState(write.after) === 'notYet') return false;
  return reportFields(write.before) !== reportFields(write.after);
}

/**
 * The sales reports follow every order change (placed, paid, edited, refunded, cancelled) through
 * their rollups (rollupStore.ts). Wired by orderOperations/orderWriteTrigger.ts.
 */
export async function syncReportRollups(write: OrderWrite): Promise<void> {
  const [{ db }, { applyOrderToRollups, writeTimeKeyFromIso }] = await Promise.all([
    import('../admin'),
    import('./rollupStore'),
  ]);
  const writeTime = write.writeTime ?? writeTimeKeyFromIso(new Date().toISOString());
  await applyOrderToRollups(
    db(),
    { restaurantId: write.restaurantId, storeId: write.storeId, orderId: write.orderId },
    write.after,
    writeTime,
    write.eventId ?? `${write.orderId}@${writeTime}`,
  );
}
