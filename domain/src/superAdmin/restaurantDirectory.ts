/**
 * The platform's directory of restaurants, for super admins finding a tenant by typing part of its
 * name: `restaurantDirectory/{restaurantId}` (server-written from the restaurant document by a
 * trigger), searched with one `array-contains` on `searchTerms` (every word's prefixes, as the
 * customer search does: customers/searchTerms.ts).
 */
import { z } from 'zod';
import { personSearchTerms, searchTermOf } from '../customers/searchTerms';

export const ZRestaurantDirectoryEntry = z.object({
  restaurantId: z.string(),
  name: z.string(),
  /** Lower-case name, for ordering the list alphabetically whatever the capitals. */
  sortName: z.string(),
  searchTerms: z.array(z.string()),
  timezone: z.string().optional(),
  countryCode: z.string().optional(),
  updatedIsoDateTimeUtc: z.string(),
});
export type RestaurantDirectoryEntry = z.infer<typeof ZRestaurantDirectoryEntry>;

/** The directory entry of a restaurant document (undefined when it has no name to list). */
export function restaurantDirectoryEntry(
  restaurantId: string,
  restaurant: Record<string, unknown> | undefined,
  nowIso: string,
): RestaurantDirectoryEntry | undefined {
  const name = typeof restaurant?.name === 'string' ? restaurant.name.trim() : '';
  if (name === '') return undefined;
  const country = restaurant?.country as { code?: unknown } | undefined;
  return {
    restaurantId,
    name,
    sortName: name.toLowerCase(),
    // The id too, so a support call quoting it finds the restaurant.
    searchTerms: [
      ...new Set([...personSearchTerms({ name }), restaurantId.toLowerCase().slice(0, 20)]),
    ].sort(),
    ...(typeof restaurant?.timezone === 'string' ? { timezone: restaurant.timezone } : {}),
    ...(typeof country?.code === 'string' ? { countryCode: country.code } : {}),
    updatedIsoDateTimeUtc: nowIso,
  };
}

export const ZRestaurantDirectoryQuery = z.object({
  search: z.string().max(100).default(''),
  /** The `sortName` and id of the last entry of the previous page. */
  afterName: z.string().max(200).optional(),
  afterId: z.string().max(100).optional(),
  pageSize: z.coerce.number().int().min(1).max(50).default(25),
});
export type RestaurantDirectoryQuery = z.infer<typeof ZRestaurantDirectoryQuery>;

export { searchTermOf as restaurantSearchTermOf };

export const SUPER_ADMIN_REQUEST_SCHEMAS = { ZRestaurantDirectoryQuery };
