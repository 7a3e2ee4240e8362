import { onDocumentWritten } from 'firebase-functions/v2/firestore';

/**
 * Keeps `restaurantDirectory/{restaurantId}` in step with each restaurant document (created, renamed,
 * deleted), so super admins search the platform's restaurants with one indexed query. Idempotent: the
 * entry is derived from the restaurant document alone, so a redelivered event writes the same entry.
 */
export const restaurantsOnWrite = onDocumentWritten(
  { document: 'restaurants/{restaurantId}', retry: false },
  async (event) => {
    const { syncRestaurantDirectory } = await import('./restaurantDirectory');
    await syncRestaurantDirectory(
      event.params.restaurantId,
      event.data?.after.exists ? event.data.after.data() : undefined,
    );
  },
);
