import { createHash } from 'node:crypto';
import { newOrderPushMessage, type OnlineOrderDocument, pushTopicName } from '@resto/domain';
import { db, nowIso, runContendedTransaction } from '../admin';
import { restaurantDoc, storeDoc } from '../firestore/paths';
import { pushSender } from '../integrations/push';
import { log } from '../log';
import type { OrderWrite } from '../orderOperations/orderWrite';
import { displayNumberOnceGiven } from '../orders/displayNumbers';

/** A claim older than this belongs to a send that died; the next delivery may try again. */
const CLAIM_MS = 2 * 60_000;
/** How long the push waits for an order's number before it goes out without one. */
const NUMBER_WAIT_MS = 4_000;

function sendDoc(restaurantId: string, storeId: string, orderId: string, event: string) {
  const key = `${restaurantId}/${storeId}/${orderId}/${event}`;
  return db().collection('pushSends').doc(createHash('sha256').update(key).digest('hex'));
}

/**
 * One push per new order, however often the event is delivered: the send is claimed in a
 * transaction first (`pushSends`), marked sent with FCM's message id after, and released when it
 * fails so a later delivery can try again.
 */
export async function sendNewOrderPush(write: OrderWrite): Promise<'sent' | 'skipped'> {
  const { restaurantId, storeId, orderId } = write;
  const topic = pushTopicName({ kind: 'new-orders', restaurantId, storeId });
  if (!topic) return 'skipped';
  const ref = sendDoc(restaurantId, storeId, orderId, 'new-order');
  const claimed = await runContendedTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (current?.state === 'sent') return false;
    if (
      current?.state === 'sending' &&
      Date.now() - Date.parse(String(current.claimedIsoDateTimeUtc)) < CLAIM_MS
    )
      return false;
    tx.set(ref, { state: 'sending', claimedIsoDateTimeUtc: nowIso() });
    return true;
  });
  if (!claimed) return 'skipped';
  try {
    // The number is usually given by the placing request; when it is still being given, the order is
    // read again so the notification names it as every screen will.
    let order = write.after as unknown as OnlineOrderDocument & { displayNumberPending?: boolean };
    const [store, restaurant, fresh] = await db().getAll(
      storeDoc(restaurantId, storeId),
      restaurantDoc(restaurantId),
      ...(order.displayNumber ? [] : [storeDoc(restaurantId, storeId).collection('orders').doc(orderId)]),
    );
    if (fresh?.exists) order = fresh.data() as typeof order;
    // Still being numbered: wait a few seconds for the number (the placing request and the order
    // trigger are giving it; the push only reads, so a rush does not fight over the day's counter),
    // so the notification names the order as the customer knows it.
    if (!order.displayNumber && order.displayNumberPending) {
      const displayNumber = await displayNumberOnceGiven(
        storeDoc(restaurantId, storeId).collection('orders').doc(orderId),
        NUMBER_WAIT_MS,
      );
      if (displayNumber) order = { ...order, displayNumber, displayNumberPending: undefined };
    }
    // Only orders shaped as online orders are announced; another shape (a hand-made record) is left
    // alone instead of failing the whole order trigger.
    if (!order.totals || !order.cart?.collection) {
      log.warn('push.new_order_unreadable', { restaurantId, storeId, orderId });
      await ref.set({ state: 'sent', claimedIsoDateTimeUtc: nowIso(), skipped: 'unreadable order' });
      return 'skipped';
    }
    const timezone = String(store?.get('timezone') ?? restaurant?.get('timezone') ?? 'Australia/Sydney');
    const message = newOrderPushMessage({
      id: orderId,
      displayNumber: order.displayNumber,
      displayNumberPending: order.displayNumberPending,
      collectionType: order.cart.collection.type,
      grandTotalInCents: order.totals.grandTotal,
      currency: order.cart.currency.code,
      customerName: order.customer?.name,
      ...(order.requestedTime?.type === 'slot'
        ? { scheduledForIsoDateTimeUtc: order.collectionIsoDateTimeUtc }
        : {}),
      timezone,
      storeName: String(store?.get('name') ?? storeId),
    });
    const { id } = await pushSender().sendToTopic(topic, {
      ...message,
      data: {
        kind: 'new-order',
        restaurantId,
        storeId,
        orderId,
        path: `/restaurants/${restaurantId}/stores/${storeId}/orders/${orderId}`,
      },
    });
    await ref.set({ state: 'sent', claimedIsoDateTimeUtc: nowIso(), messageId: id });
    return 'sent';
  } catch (error) {
    await ref.delete().catch(() => undefined);
    log.error('push.new_order_failed', { restaurantId, storeId, orderId, error: String(error) });
    throw error;
  }
}
