import { type OrderWrite, statusCodeOf } from '../orderOperations/orderWrite';

/** Statuses an order comes from when it is placed (or its card payment finishes). */
const BEFORE_PLACED = new Set([undefined, 'processingPayment', 'failure']);

/**
 * Whether a write made an order staff must hear about: it became `new` (or `accepted` straight away,
 * as dine-in orders of stores that accept them automatically do) from not being placed yet.
 */
export function newOrderPushCaresAbout(write: Pick<OrderWrite, 'before' | 'after'>): boolean {
  const after = statusCodeOf(write.after);
  return (after === 'new' || after === 'accepted') && BEFORE_PLACED.has(statusCodeOf(write.before));
}

/** Pushes the new order to its store's topic (push/newOrderPush.ts). */
export async function pushNewOrder(write: OrderWrite): Promise<void> {
  const { sendNewOrderPush } = await import('./newOrderPush');
  await sendNewOrderPush(write);
}
