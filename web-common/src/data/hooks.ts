import type { UserRole } from '@resto/domain';
import { useMemo } from 'react';
import { useAuth } from '../auth/AuthContext';
import { type Membership, myMemberships } from './members';
import { type Restaurant, restaurantDoc } from './restaurants';
import { storeDoc, stores } from './stores';
import { useDoc } from './useDoc';
import { useDocs } from './useDocs';
import { useQuery } from './useQuery';

export function useRestaurant(restaurantId: string | undefined) {
  return useDoc(restaurantId ? restaurantDoc(restaurantId) : null);
}

export function useStore(restaurantId: string | undefined, storeId: string | undefined) {
  return useDoc(restaurantId && storeId ? storeDoc(restaurantId, storeId) : null);
}

export function useStores(restaurantId: string | undefined) {
  return useQuery(restaurantId ? stores(restaurantId) : null);
}

/** A restaurant the signed-in user can manage, and how they got access to it. */
export interface MyRestaurant {
  restaurant: Restaurant;
  /** The strongest role the user holds in it. */
  role: UserRole;
  /** 'restaurant' = the whole restaurant; 'store' = only the stores in `storeIds`. */
  access: 'restaurant' | 'store';
  /** Stores with a store-level membership (a restaurant member may hold some too). */
  storeIds: string[];
  /** The role of each store-level membership, by store id. */
  storeRoles: Readonly<Record<string, UserRole>>;
}

/**
 * The signed-in user's restaurants: one collection-group query over their memberships, then one live
 * read per restaurant. Sorted by name.
 */
export function useMyRestaurants() {
  const { user } = useAuth();
  const memberships = useQuery(user ? myMemberships(user.uid) : null);
  const byRestaurant = useMemo(() => groupByRestaurant(memberships.data), [memberships.data]);
  const restaurantIds = useMemo(() => [...byRestaurant.keys()], [byRestaurant]);
  const restaurants = useDocs(restaurantIds.map((id) => restaurantDoc(id)));

  const data: MyRestaurant[] = restaurants.data
    .filter((restaurant): restaurant is Restaurant => restaurant !== null)
    .map((restaurant) => ({ restaurant, ...summarise(byRestaurant.get(restaurant.id) ?? []) }))
    .sort((a, b) => a.restaurant.name.localeCompare(b.restaurant.name));

  return {
    data,
    /** Known from the memberships alone, before the restaurants load: lets readers start in parallel. */
    restaurantIds,
    loading: memberships.loading || (restaurantIds.length > 0 && restaurants.loading),
    error: memberships.error ?? restaurants.error,
  };
}

function groupByRestaurant(memberships: readonly Membership[]): Map<string, Membership[]> {
  const groups = new Map<string, Membership[]>();
  for (const membership of memberships) {
    groups.set(membership.restaurantId, [...(groups.get(membership.restaurantId) ?? []), membership]);
  }
  return groups;
}

function summarise(memberships: readonly Membership[]): Omit<MyRestaurant, 'restaurant'> {
  const restaurantLevel = memberships.find((membership) => membership.level === 'restaurant');
  const storeRoles: Record<string, UserRole> = {};
  for (const membership of memberships) {
    if (membership.level === 'store') storeRoles[membership.storeId] = membership.role;
  }
  const storeIds = Object.keys(storeRoles);
  if (restaurantLevel) return { role: restaurantLevel.role, access: 'restaurant', storeIds, storeRoles };
  const role: UserRole = memberships.some((membership) => membership.role === 'admin') ? 'admin' : 'user';
  return { role, access: 'store', storeIds, storeRoles };
}
