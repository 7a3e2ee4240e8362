/** Admin order routes under `/restaurants/{r}/stores/{s}` (SPEC.md section 2: /orders/{orderId}, /online-order-history). */
export function adminOrderPath(order: { restaurantId: string; storeId: string; id: string }): string {
  return `/restaurants/${encodeURIComponent(order.restaurantId)}/stores/${encodeURIComponent(order.storeId)}/orders/${encodeURIComponent(order.id)}`;
}

export function adminOrderHistoryPath(restaurantId: string, storeId: string): string {
  return `/restaurants/${encodeURIComponent(restaurantId)}/stores/${encodeURIComponent(storeId)}/online-order-history`;
}
