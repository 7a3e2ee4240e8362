import { strongerRole, type UserRole } from '@resto/domain';
import { useMemo } from 'react';
import { type MyRestaurant, useMyRestaurants } from './hooks';
import type { Restaurant } from './restaurants';
import { type Store, stores } from './stores';
import { useQueries } from './useQueries';

/** A store the signed-in user works at, with the restaurant it belongs to and their role there. */
export interface MyStore {
  restaurant: Restaurant;
  store: Store;
  role: UserRole;
  /** 'restaurant' when they reach it through a restaurant-wide membership. */
  access: 'restaurant' | 'store';
}

/**
 * The stores a user may reach: every store of a restaurant they belong to, and the single stores they
 * were added to. Pure, so the rule is testable without Firestore.
 */
export function reachableStores(
  mine: readonly MyRestaurant[],
  storesByRestaurant: readonly Store[][],
): MyStore[] {
  return mine.flatMap((entry, index) => {
    const all = storesByRestaurant[index] ?? [];
    const reachable =
      entry.access === 'restaurant' ? all : all.filter((store) => entry.storeIds.includes(store.id));
    return reachable.map((store) => ({
      restaurant: entry.restaurant,
      store,
      access: entry.access,
      role:
        strongerRole(entry.access === 'restaurant' ? entry.role : undefined, entry.storeRoles[store.id]) ??
        'user',
    }));
  });
}

/** Live: the user's stores across every restaurant, sorted by restaurant then store name. */
export function useMyStores() {
  const mine = useMyRestaurants();
  const storeQueries = mine.data.map((entry) => stores(entry.restaurant.id));
  const storeLists = useQueries(storeQueries);
  const data = useMemo(
    () =>
      reachableStores(mine.data, storeLists.data).sort(
        (a, b) =>
          a.restaurant.name.localeCompare(b.restaurant.name) || a.store.name.localeCompare(b.store.name),
      ),
    [mine.data, storeLists.data],
  );
  return {
    data,
    loading: mine.loading || (mine.data.length > 0 && storeLists.loading),
    error: mine.error ?? storeLists.error,
  };
}
