/**
 * The row the order export streams to BigQuery for each order write (ARCHITECTURE.md "When a platform
 * outgrows rollups"): the delivery's event id (BigQuery's `insertId`, so a redelivered event is one
 * row), the write's time in sortable form, what happened, a few columns to filter on, and the order
 * as written, as JSON. Analysis outside the product reads the newest row per order (a scheduled MERGE
 * into a latest-state table); the product's own reports stay on rollups.
 */

export const ORDER_CHANGES_TABLE = 'order_changes';

/** The table's schema, as BigQuery's `fields`. */
export const ORDER_CHANGE_FIELDS = [
  { name: 'event_id', type: 'STRING', mode: 'REQUIRED' },
  { name: 'restaurant_id', type: 'STRING', mode: 'REQUIRED' },
  { name: 'store_id', type: 'STRING', mode: 'REQUIRED' },
  { name: 'order_id', type: 'STRING', mode: 'REQUIRED' },
  { name: 'operation', type: 'STRING', mode: 'REQUIRED' },
  { name: 'write_time', type: 'STRING', mode: 'REQUIRED' },
  { name: 'status', type: 'STRING', mode: 'NULLABLE' },
  { name: 'source', type: 'STRING', mode: 'NULLABLE' },
  { name: 'placed_at', type: 'TIMESTAMP', mode: 'NULLABLE' },
  { name: 'grand_total_cents', type: 'INTEGER', mode: 'NULLABLE' },
  { name: 'data', type: 'JSON', mode: 'NULLABLE' },
] as const;

export type OrderChangeOperation = 'CREATE' | 'UPDATE' | 'DELETE';

export interface OrderChangeRow {
  event_id: string;
  restaurant_id: string;
  store_id: string;
  order_id: string;
  operation: OrderChangeOperation;
  write_time: string;
  status: string | null;
  source: string | null;
  placed_at: string | null;
  grand_total_cents: number | null;
  /** The order after the write (null for a delete), as JSON text. */
  data: string | null;
}

export function orderChangeRow(write: {
  restaurantId: string;
  storeId: string;
  orderId: string;
  before: Record<string, unknown> | undefined;
  after: Record<string, unknown> | undefined;
  eventId: string;
  writeTime: string;
}): OrderChangeRow {
  const order = write.after;
  const status = (order?.status as { code?: unknown } | undefined)?.code;
  const totals = order?.totals as { grandTotal?: unknown } | undefined;
  const cart = order?.cart as { grandTotal?: unknown } | undefined;
  const total = typeof totals?.grandTotal === 'number' ? totals.grandTotal : cart?.grandTotal;
  const placed = order?.placedIsoDateTimeUtc;
  return {
    event_id: write.eventId,
    restaurant_id: write.restaurantId,
    store_id: write.storeId,
    order_id: write.orderId,
    operation: !order ? 'DELETE' : write.before ? 'UPDATE' : 'CREATE',
    write_time: write.writeTime,
    status: typeof status === 'string' ? status : null,
    source: typeof order?.source === 'string' ? order.source : null,
    placed_at: typeof placed === 'string' && Number.isFinite(Date.parse(placed)) ? placed : null,
    grand_total_cents: typeof total === 'number' && Number.isSafeInteger(total) ? total : null,
    data: order ? JSON.stringify(order) : null,
  };
}
