/**
 * The order trigger's `orderExport` part: every order write (creation, each change, deletion) as one
 * row streamed to BigQuery, keyed by the delivery's event id so a redelivered event is not a second
 * row (integrations/bigquery). Off unless BIGQUERY_EXPORT_DATASET is set. A failure is logged by the
 * trigger and never undoes the write; the product's reports do not read the export.
 */
import type { OrderWrite } from '../orderOperations/orderWrite';

export function orderExportCaresAbout(write: Pick<OrderWrite, 'before' | 'after' | 'eventId'>): boolean {
  // Reading a param is an environment lookup: no import, no read. Only deliveries with an event id
  // are exported: the id is what keeps a redelivery from being a second row.
  return (
    (process.env.BIGQUERY_EXPORT_DATASET ?? '') !== '' &&
    write.eventId !== undefined &&
    (write.before !== undefined || write.after !== undefined)
  );
}

export async function exportOrderChange(write: OrderWrite): Promise<void> {
  if (!write.eventId || !write.writeTime) return;
  const [{ orderChangeRow }, { orderChangeStream }] = await Promise.all([
    import('@resto/domain'),
    import('../integrations/bigquery'),
  ]);
  const stream = orderChangeStream();
  if (!stream) return;
  // An export outage is logged, never a failed follow-up of the order (the export is for analysis).
  await stream
    .insert([
      orderChangeRow({
        restaurantId: write.restaurantId,
        storeId: write.storeId,
        orderId: write.orderId,
        before: write.before,
        after: write.after,
        eventId: write.eventId,
        writeTime: write.writeTime,
      }),
    ])
    .catch(async (error: unknown) => {
      const { log } = await import('../log');
      log.error('order_export.failed', {
        ...{ orderId: write.orderId, eventId: write.eventId },
        error: String(error),
      });
    });
}
