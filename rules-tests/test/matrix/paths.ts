import { PLATFORM_TARGETS, RESTAURANT_TARGETS, STORE_TARGETS, type Target } from '../support';

/** Store-level rows are checked in three places, restaurant-level rows in two, top-level rows once. */
export function targetsOf(path: string): Target[] {
  if (path.includes('{s}')) return STORE_TARGETS;
  if (path.includes('{r}')) return RESTAURANT_TARGETS;
  return PLATFORM_TARGETS;
}

export function resolve(path: string, target: Target): string {
  return path.replace('{r}', target.restaurantId ?? '').replace('{s}', target.storeId ?? '');
}

export const parentOf = (path: string) => path.slice(0, path.lastIndexOf('/'));
