/** `/restaurants/{r}/stores/{s}/orders/{orderId}`: the staff app's order detail (SPEC.md section 2). */
export function staffOrderPath(order: { restaurantId: string; storeId: string; id: string }): string {
  return `/restaurants/${encodeURIComponent(order.restaurantId)}/stores/${encodeURIComponent(order.storeId)}/orders/${encodeURIComponent(order.id)}`;
}

/** `/order-history` opened on one store. */
export function staffHistoryPath(restaurantId: string, storeId: string): string {
  return `/order-history?store=${encodeURIComponent(`${restaurantId}/${storeId}`)}`;
}
