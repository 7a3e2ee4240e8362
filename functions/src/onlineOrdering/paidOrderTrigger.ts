import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { sendConfirmationEmailOnce } from './orderEmails';
import { readOrderingStore } from './orderingStore';

/**
 * A card order whose payment completes after the placement request (3-D Secure, a `processing`
 * payment settled later) leaves `processingPayment` in a webhook, not in the request that could have
 * emailed the customer. This trigger sends the confirmation then. sendConfirmationEmailOnce marks the
 * order in a transaction first, so a re-delivered trigger or the placement request racing it still
 * sends one email.
 */
export const onlineOrderConfirmationOnPaid = onDocumentUpdated(
  'restaurants/{restaurantId}/stores/{storeId}/orders/{orderId}',
  async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    if (!before || !after) return;
    const leftProcessingPayment =
      before.status?.code === 'processingPayment' && after.status?.code !== 'processingPayment';
    if (!leftProcessingPayment || after.confirmationEmailIsoDateTimeUtc) return;
    const { restaurantId, storeId, orderId } = event.params;
    const store = await readOrderingStore(restaurantId, storeId);
    await sendConfirmationEmailOnce(store, orderId);
  },
);
