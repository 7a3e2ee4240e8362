import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { syncLoyaltyForOrderWrite } from './loyaltyLedger';

/**
 * Loyalty cards follow online orders: credits when an order completes, given back when it is called
 * off, reversed when it is refunded. At-least-once delivery is harmless: every change is keyed by
 * the order id (see loyaltyLedger.ts).
 */
export const loyaltyOnOrderWrite = onDocumentWritten(
  'restaurants/{restaurantId}/stores/{storeId}/orders/{orderId}',
  async (event) => {
    const { restaurantId, storeId, orderId } = event.params;
    await syncLoyaltyForOrderWrite({
      restaurantId,
      storeId,
      orderId,
      before: event.data?.before.exists ? event.data.before.data() : undefined,
      after: event.data?.after.exists ? event.data.after.data() : undefined,
    });
  },
);
