import { orderSearchRecord } from '@resto/domain';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { searchIndexSecrets } from '../config';
import { log } from '../log';
import type { OrderWrite } from '../orderOperations/orderWrite';

/**
 * Search records are derived data that a rerun rebuilds, so a search service that is down never
 * fails the write that set it off (an order's kitchen ticket, a restaurant's directory entry): the
 * failure is logged with what to resync.
 */
async function quietly(what: string, ids: Record<string, string>, work: () => Promise<unknown>) {
  try {
    await work();
  } catch (error) {
    log.error('search.sync_failed', { what, ...ids, error: String(error) });
  }
}

/** An order write matters to search when the record it gives changes (number, customer, status…). */
export function searchCaresAbout(write: Pick<OrderWrite, 'before' | 'after'>): boolean {
  const ids = { restaurantId: '', storeId: '', orderId: '' };
  return (
    JSON.stringify(orderSearchRecord(ids, write.before)) !==
    JSON.stringify(orderSearchRecord(ids, write.after))
  );
}

/** The order-write consumer (orderOperations/orderWriteTrigger.ts). */
export async function syncOrderSearchRecord(write: OrderWrite): Promise<void> {
  const ids = { restaurantId: write.restaurantId, storeId: write.storeId, orderId: write.orderId };
  await quietly('order', ids, async () => {
    const { syncOrderSearch } = await import('./searchIndexing');
    await syncOrderSearch(ids);
  });
}

export async function syncRestaurantSearchRecord(restaurantId: string): Promise<void> {
  await quietly('restaurant', { restaurantId }, async () => {
    const { syncRestaurantSearch } = await import('./searchIndexing');
    await syncRestaurantSearch(restaurantId);
  });
}

/** Keeps each restaurant's customers searchable (the POS lookup, SMS campaign recipients). */
export const customersOnWrite = onDocumentWritten(
  {
    document: 'restaurants/{restaurantId}/customers/{customerKey}',
    retry: false,
    secrets: searchIndexSecrets(),
  },
  async (event) => {
    const { restaurantId, customerKey } = event.params;
    await quietly('customer', { restaurantId, customerKey }, async () => {
      const { syncCustomerSearch } = await import('./searchIndexing');
      await syncCustomerSearch(restaurantId, customerKey);
    });
  },
);
