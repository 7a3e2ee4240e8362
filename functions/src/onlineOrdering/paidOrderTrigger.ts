import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { paidOrderSecrets } from '../config';
import { log } from '../log';
import { paymentAccountDoc } from '../payments/paymentsPaths';
import { recordProcessorFee } from './cardPayment';
import { sendConfirmationEmailOnce } from './orderEmails';
import { readOrderingStore } from './orderingStore';

/**
 * A card order whose payment completes after the placement request (3-D Secure, a `processing`
 * payment settled later) leaves `processingPayment` in a webhook, not in the request that would have
 * emailed the customer and looked up the processor's fee. This trigger does both then.
 * sendConfirmationEmailOnce marks the order in a transaction first, so a re-delivered trigger or the
 * placement request racing it still sends one email; the fee lookup only writes a figure. It binds
 * the SMTP password and the card provider's keys (`paidOrderSecrets`): without them, in the cloud, the
 * email and the fee lookup would fail on every order.
 */
export const onlineOrderPaid = onDocumentUpdated(
  { document: 'restaurants/{restaurantId}/stores/{storeId}/orders/{orderId}', secrets: paidOrderSecrets() },
  async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    if (!before || !after) return;
    const leftProcessingPayment =
      before.status?.code === 'processingPayment' && after.status?.code !== 'processingPayment';
    if (!leftProcessingPayment) return;
    const { restaurantId, storeId, orderId } = event.params;
    try {
      const store = await readOrderingStore(restaurantId, storeId);
      if (!after.confirmationEmailIsoDateTimeUtc) await sendConfirmationEmailOnce(store, orderId);

      const chargeId: unknown = after.payment?.chargeId;
      if (typeof chargeId !== 'string' || (after.orderTransactionFees?.processorFee ?? 0) > 0) return;
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
  },
);
