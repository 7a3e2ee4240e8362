import { log } from '../log';
import type { OrderWrite } from '../orderOperations/orderWrite';
import { statusCodeOf } from '../orderOperations/orderWrite';

/** Whether the write moved an existing order out of `processingPayment` (its card payment settled). */
export function paidFollowupsCareAbout(write: Pick<OrderWrite, 'before' | 'after'>): boolean {
  const { before, after } = write;
  if (!before || !after) return false;
  return statusCodeOf(before) === 'processingPayment' && statusCodeOf(after) !== 'processingPayment';
}

/**
 * A card order whose payment completes after the placement request (3-D Secure, a `processing`
 * payment settled later) leaves `processingPayment` in a webhook, not in the request that would have
 * emailed the customer and looked up the processor's fee. This follow-up does both then.
 * sendConfirmationEmailOnce marks the order in a transaction first, so a re-delivered trigger or the
 * placement request racing it still sends one email; the fee lookup only writes a figure. The email
 * and card-provider code load on the first paid order, never for the writes the check skips.
 * Wired by orderOperations/orderWriteTrigger.ts, whose function binds the SMTP password and the card
 * provider's keys (`paidOrderSecrets`): without them, in the cloud, both would fail on every order.
 */
export async function runPaidOrderFollowups(write: OrderWrite): Promise<void> {
  const { restaurantId, storeId, orderId, after } = write;
  if (!after) return;
  const [
    { paymentAccountDoc },
    { recordProcessorFee },
    { sendConfirmationEmailOnce },
    { readOrderingStore },
  ] = await Promise.all([
    import('../payments/paymentsPaths'),
    import('./cardPayment'),
    import('./orderEmails'),
    import('./orderingStore'),
  ]);
  try {
    const store = await readOrderingStore(restaurantId, storeId);
    if (!after.confirmationEmailIsoDateTimeUtc) await sendConfirmationEmailOnce(store, orderId);

    const payment = after.payment as { chargeId?: unknown } | undefined;
    const fees = after.orderTransactionFees as { processorFee?: number } | undefined;
    const chargeId = payment?.chargeId;
    if (typeof chargeId !== 'string' || (fees?.processorFee ?? 0) > 0) return;
    const account = await paymentAccountDoc(restaurantId, storeId).get();
    const accountId: unknown = account.get('accountId');
    if (typeof accountId === 'string') await recordProcessorFee(store, orderId, accountId, chargeId);
  } catch (error) {
    // The email and the fee are courtesies: a store that cannot be read (no published menu) must not
    // crash the function or retry forever; the order itself is already placed and paid.
    log.error('online_order.paid_followups_failed', {
      restaurantId,
      storeId,
      orderId,
      error: String(error),
    });
  }
}
