import { strongerRole, type UserRole } from '@resto/domain';
import { useEffect, useMemo, useState } from 'react';
import { useAuth } from '../auth/AuthContext';
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

const hintKey = (uid: string) => `resto.myStores.${uid}`;

/** The stores this device last saw for this user (store and restaurant documents are public). */
function readHint(uid: string): MyStore[] | undefined {
  try {
    const stored = globalThis.localStorage?.getItem(hintKey(uid));
    const parsed: unknown = stored ? JSON.parse(stored) : undefined;
    return Array.isArray(parsed) ? (parsed as MyStore[]) : undefined;
  } catch {
    return undefined; // storage off or unreadable: wait for the live answer
  }
}

function writeHint(uid: string, data: readonly MyStore[]): void {
  try {
    globalThis.localStorage?.setItem(hintKey(uid), JSON.stringify(data));
  } catch {
    // storage full or off: the next visit waits for the live answer, as a first visit does
  }
}

/**
 * Live: the user's stores across every restaurant, sorted by restaurant then store name.
 *
 * Two things keep the chain to a board's first order short (issue 25: staff `/home` first card under a
 * second). The store lists are asked for as soon as the memberships name the restaurants, beside the
 * restaurants themselves rather than after them. And on a device that has seen this user's stores
 * before, that list answers at once (`fromHint`) while the live one loads, so the order listeners
 * start straight after sign-in; the live answer then replaces it. The hint grants nothing: Firestore's
 * rules decide what the listeners may read, and a store the user lost drops out with the live answer.
 */
export function useMyStores() {
  const { user } = useAuth();
  const uid = user?.uid;
  const [hint] = useState(() => (uid ? readHint(uid) : undefined));
  const mine = useMyRestaurants();
  const storeQueries = useMemo(() => mine.restaurantIds.map((id) => stores(id)), [mine.restaurantIds]);
  const storeLists = useQueries(storeQueries);
  const data = useMemo(() => {
    const byRestaurant = new Map(mine.restaurantIds.map((id, index) => [id, storeLists.data[index] ?? []]));
    return reachableStores(
      mine.data,
      mine.data.map((entry) => byRestaurant.get(entry.restaurant.id) ?? []),
    ).sort(
      (a, b) =>
        a.restaurant.name.localeCompare(b.restaurant.name) || a.store.name.localeCompare(b.store.name),
    );
  }, [mine.data, mine.restaurantIds, storeLists.data]);
  const loading = mine.loading || (mine.restaurantIds.length > 0 && storeLists.loading);
  const error = mine.error ?? storeLists.error;
  useEffect(() => {
    if (uid && !loading && !error) writeHint(uid, data);
  }, [uid, loading, error, data]);
  const fromHint = loading && !error && hint !== undefined && hint.length > 0;
  return {
    data: fromHint ? hint : data,
    loading: loading && !fromHint,
    error,
    /** True while the list shown is this device's last one, not yet confirmed by the live answer. */
    fromHint,
  };
}
