import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { searchIndexSecrets } from '../config';
import { syncRestaurantSearchRecord } from '../search/searchTriggers';

/**
 * Keeps `restaurantDirectory/{restaurantId}` in step with each restaurant document (created, renamed,
 * deleted), so super admins search the platform's restaurants with one indexed query. Idempotent: the
 * entry is derived from the restaurant document alone, so a redelivered event writes the same entry.
 * The same write keeps the restaurant's record in the `restaurants` search index.
 */
export const restaurantsOnWrite = onDocumentWritten(
  { document: 'restaurants/{restaurantId}', retry: false, secrets: searchIndexSecrets() },
  async (event) => {
    const { syncRestaurantDirectory } = await import('./restaurantDirectory');
    await Promise.all([
      syncRestaurantDirectory(
        event.params.restaurantId,
        event.data?.after.exists ? event.data.after.data() : undefined,
      ),
      syncRestaurantSearchRecord(event.params.restaurantId),
    ]);
  },
);
