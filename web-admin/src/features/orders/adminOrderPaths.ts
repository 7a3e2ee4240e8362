import type { OrderSource } from '@resto/domain';

const storeBase = (restaurantId: string, storeId: string) =>
  `/restaurants/${encodeURIComponent(restaurantId)}/stores/${encodeURIComponent(storeId)}`;

const GOOGLE_ORDER_ID_PREFIX = 'google_';

/**
 * Where an order opens in the admin (SPEC.md section 2): an Uber Eats order on its own page,
 * `/uber-eats-orders/{uberEatsOrderId}` (the marketplace's status reading, its lines as charged, the
 * marketplace's actions), an Order with Google order on `/google-orders/{googleOrderId}` (its updates
 * to Google; stored as `google_{googleOrderId}`), any other order on `/orders/{orderId}`.
 */
export function adminOrderPath(order: {
  restaurantId: string;
  storeId: string;
  id: string;
  source?: OrderSource | undefined;
}): string {
  const base = storeBase(order.restaurantId, order.storeId);
  // A marketplace order is stored under the marketplace's order id, so that id is both.
  if (order.source === 'uberEats') return `${base}/uber-eats-orders/${encodeURIComponent(order.id)}`;
  if (order.source === 'googleFoodOrdering' && order.id.startsWith(GOOGLE_ORDER_ID_PREFIX))
    return `${base}/google-orders/${encodeURIComponent(order.id.slice(GOOGLE_ORDER_ID_PREFIX.length))}`;
  return `${base}/orders/${encodeURIComponent(order.id)}`;
}

export function adminOrderHistoryPath(restaurantId: string, storeId: string): string {
  return `${storeBase(restaurantId, storeId)}/online-order-history`;
}
