/**
 * Keeps the search indices in step with Firestore. Each sync reads the document as it is now and
 * writes its record (or removes it), so a redelivered or late event writes the current state rather
 * than the one it carried, and running it twice writes the same record.
 */
import {
  customerSearchRecord,
  orderSearchRecord,
  restaurantSearchRecord,
  type SearchIndexName,
} from '@resto/domain';
import { db } from '../admin';
import { type SearchPort, type SearchRecord, searchPort } from './searchPort';

async function apply(
  index: SearchIndexName,
  objectID: string,
  record: SearchRecord | undefined,
  port?: SearchPort,
): Promise<'saved' | 'removed'> {
  const search = port ?? (await searchPort());
  if (record) {
    await search.save(index, [record]);
    return 'saved';
  }
  await search.remove(index, [objectID]);
  return 'removed';
}

export async function syncRestaurantSearch(restaurantId: string, port?: SearchPort) {
  const restaurant = (await db().collection('restaurants').doc(restaurantId).get()).data();
  const record = restaurantSearchRecord(restaurantId, restaurant);
  return apply('restaurants', restaurantId, record, port);
}

export async function syncCustomerSearch(restaurantId: string, customerKey: string, port?: SearchPort) {
  const customer = (
    await db().collection('restaurants').doc(restaurantId).collection('customers').doc(customerKey).get()
  ).data();
  const record = customerSearchRecord(restaurantId, customerKey, customer, storeIdsOf(customer));
  return apply('customers', `${restaurantId}~${customerKey}`, record, port);
}

/** Stores a customer ordered at, as the record remembers them (the customer document keeps the last). */
function storeIdsOf(customer: Record<string, unknown> | undefined): string[] {
  const stores = customer?.orderedAtStoreIds;
  return Array.isArray(stores)
    ? stores.filter((id): id is string => typeof id === 'string').slice(0, 50)
    : [];
}

export async function syncOrderSearch(
  ids: { restaurantId: string; storeId: string; orderId: string },
  port?: SearchPort,
) {
  const order = (
    await db()
      .collection('restaurants')
      .doc(ids.restaurantId)
      .collection('stores')
      .doc(ids.storeId)
      .collection('orders')
      .doc(ids.orderId)
      .get()
  ).data();
  const record = orderSearchRecord(ids, order);
  return apply('orders', `${ids.restaurantId}~${ids.storeId}~${ids.orderId}`, record, port);
}
