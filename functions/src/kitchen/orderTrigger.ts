import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { syncTicketForOrderWrite } from './ticketsForOrders';

/**
 * Kitchen tickets follow orders: `restaurants/{r}/stores/{s}/orders/{orderId}` writes create the
 * ticket when an order is accepted and mark it when the order is called off. The handler is
 * idempotent, so the trigger's at-least-once delivery is harmless.
 */
export const kdsTicketsOnOrderWrite = onDocumentWritten(
  'restaurants/{restaurantId}/stores/{storeId}/orders/{orderId}',
  async (event) => {
    const { restaurantId, storeId, orderId } = event.params;
    await syncTicketForOrderWrite({
      restaurantId,
      storeId,
      orderId,
      before: event.data?.before.exists ? event.data.before.data() : undefined,
      after: event.data?.after.exists ? event.data.after.data() : undefined,
    });
  },
);
