import { restaurantDoc } from '../firestore/paths';
import { log } from '../log';
import { publishMenu } from '../menu/publishMenu';

/**
 * Rebuilds the published menu after a committed settings change, so the storefront and POS (which
 * read only that document) see it. Publishing is idempotent, so a retry after a failure is safe.
 */
export async function republishStore(restaurantId: string, storeId: string, requestId: string | undefined) {
  const result = await publishMenu(restaurantId, storeId);
  log.info('menu.republished', {
    requestId,
    restaurantId,
    storeId,
    changed: result.changed,
    bytes: result.bytes,
  });
  return result;
}

/** Restaurant details appear in every store's published menu, so each store is republished. */
export async function republishRestaurant(
  restaurantId: string,
  requestId: string | undefined,
): Promise<void> {
  const stores = await restaurantDoc(restaurantId).collection('stores').select().get();
  for (const store of stores.docs) await republishStore(restaurantId, store.id, requestId);
}
