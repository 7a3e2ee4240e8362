import {
  type RestaurantDirectoryEntry,
  type RestaurantDirectoryQuery,
  restaurantDirectoryEntry,
  restaurantSearchTermOf,
} from '@resto/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { db } from '../admin';

export const RESTAURANT_DIRECTORY = 'restaurantDirectory';

/** Writes (or removes) the restaurant's directory entry; unchanged names write nothing. */
export async function syncRestaurantDirectory(
  restaurantId: string,
  restaurant: Record<string, unknown> | undefined,
  firestore: Firestore = db(),
): Promise<'written' | 'removed' | 'unchanged'> {
  const ref = firestore.collection(RESTAURANT_DIRECTORY).doc(restaurantId);
  const entry = restaurantDirectoryEntry(restaurantId, restaurant, new Date().toISOString());
  if (!entry) {
    await ref.delete();
    return 'removed';
  }
  const current = (await ref.get()).data() as RestaurantDirectoryEntry | undefined;
  const same =
    current &&
    current.name === entry.name &&
    current.timezone === entry.timezone &&
    current.countryCode === entry.countryCode &&
    current.searchTerms.join(' ') === entry.searchTerms.join(' ');
  if (same) return 'unchanged';
  await ref.set(entry);
  return 'written';
}

/**
 * A page of the directory: restaurants whose name has a word starting with what was typed (or all),
 * alphabetically, `pageSize` at a time after the given entry.
 */
export async function searchRestaurantDirectory(
  query: RestaurantDirectoryQuery,
): Promise<{ restaurants: RestaurantDirectoryEntry[]; next?: { afterName: string; afterId: string } }> {
  const term = restaurantSearchTermOf(query.search);
  let found = db().collection(RESTAURANT_DIRECTORY).orderBy('sortName').orderBy('restaurantId');
  if (term) found = found.where('searchTerms', 'array-contains', term);
  if (query.afterName !== undefined && query.afterId !== undefined)
    found = found.startAfter(query.afterName, query.afterId);
  const page = await found.limit(query.pageSize + 1).get();
  const entries = page.docs.map((doc) => doc.data() as RestaurantDirectoryEntry);
  const restaurants = entries.slice(0, query.pageSize);
  const last = restaurants[restaurants.length - 1];
  return {
    restaurants,
    ...(entries.length > query.pageSize && last
      ? { next: { afterName: last.sortName, afterId: last.restaurantId } }
      : {}),
  };
}
