import type { StoreLink } from '@resto/domain';
import { collection, type Query, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useLiveLists } from '../data/useLiveLists';
import { useQuery } from '../data/useQuery';
import { firestore } from '../firebase/firestore';

/**
 * Connected stores (domain/src/connectedStores): `restaurants/{r}/storeLinks/{virtualStoreId}` says
 * which physical store (kitchen) a virtual store's orders go to. Written only by the API.
 */
export function storeLinksOf(restaurantId: string): Query<StoreLink> {
  return collection(firestore(), 'restaurants', restaurantId, 'storeLinks') as Query<StoreLink>;
}

/** The stores linked to one kitchen: what its staff may list (the rules check the where). */
export function linksIntoStore(restaurantId: string, physicalStoreId: string): Query<StoreLink> {
  return query(storeLinksOf(restaurantId), where('physicalStoreId', '==', physicalStoreId));
}

/** `/api/connected-stores/restaurants/{r}/stores/{physicalStoreId}/links[/{virtualStoreId}]`. */
export function storeLinksPath(restaurantId: string, physicalStoreId: string, virtualStoreId?: string) {
  const base = `/api/connected-stores/restaurants/${encodeURIComponent(restaurantId)}/stores/${encodeURIComponent(physicalStoreId)}/links`;
  return (virtualStoreId ? `${base}/${encodeURIComponent(virtualStoreId)}` : base) as `/api/${string}`;
}

/** Every link of a restaurant, live (the restaurant's people: the owner's settings page). */
export function useRestaurantStoreLinks(restaurantId: string | undefined) {
  return useQuery(restaurantId ? storeLinksOf(restaurantId) : null);
}

/** A linked virtual store as a kitchen's screens show it: its orders under the brand's name. */
export interface LinkedVirtualStore extends StoreLink {
  restaurantId: string;
}

/**
 * The virtual stores linked to any of the given kitchens, live: one small query per kitchen. The staff
 * board adds their orders to the kitchen's own.
 */
export function useLinkedVirtualStores(kitchens: readonly { restaurantId: string; storeId: string }[]) {
  const key = kitchens.map(({ restaurantId, storeId }) => `${restaurantId}/${storeId}`).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the kitchens.
  const plan = useMemo(
    () => ({
      restaurantIds: kitchens.map(({ restaurantId }) => restaurantId),
      queries: kitchens.map(({ restaurantId, storeId }) => linksIntoStore(restaurantId, storeId)),
    }),
    [key],
  );
  const live = useLiveLists(plan.queries, `storeLinks|${key}`);
  const data = useMemo<LinkedVirtualStore[]>(
    () =>
      live.lists.flatMap((links, index) =>
        links.map((link) => ({ ...link, restaurantId: plan.restaurantIds[index] ?? '' })),
      ),
    [live.lists, plan],
  );
  return { data, loading: live.loading, error: live.error };
}
