import type { OrderWrite } from '../orderOperations/orderWrite';

/** Whether an order write left an order waiting for its display number: a new order, placed pending. */
export function displayNumberCaresAbout(write: Pick<OrderWrite, 'before' | 'after'>): boolean {
  return write.after?.displayNumberPending === true && write.before?.displayNumberPending !== true;
}

/** Numbers the new order (with any others of its store waiting); orders/displayNumbers.ts. */
export async function giveDisplayNumber(write: OrderWrite): Promise<void> {
  const { numberPlacedOrder } = await import('./displayNumbers');
  await numberPlacedOrder(write.restaurantId, write.storeId, write.orderId);
}
