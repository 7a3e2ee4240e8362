import type { ItemSpec, PizzaSettings, Category as StoredCategory, WithId } from '@resto/domain';
import { collection, doc, orderBy, query } from 'firebase/firestore';
import { useMemo } from 'react';
import { firestore } from '../firebase/firestore';
import { docConverter } from './converter';
import { useDoc } from './useDoc';
import { useQuery } from './useQuery';

/**
 * The menu of a store, as staff read it: `restaurants/{r}/stores/{s}/categories`, `.../items`,
 * `.../settings/pizza` and the public `.../publishedMenu/current`. Written only through `/api/menu`.
 */

/** Omit that keeps a union's members apart (a plain Omit would merge the item types into one). */
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export type CategoryData = Omit<StoredCategory, 'id'>;
export type MenuCategory = WithId<CategoryData>;

export type MenuItemData = DistributiveOmit<ItemSpec, 'id'>;
/** An item spec as stored, with its document id: the domain's ItemSpec. */
export type MenuItem = ItemSpec;

export type PizzaSettingsData = PizzaSettings;

/**
 * The fields of the published menu document that admin screens read. The document itself (built by
 * the domain's `buildPublishedMenu`) holds the whole menu for the storefront and POS.
 */
export interface PublishedMenuData {
  publishedIsoDateTimeUtc: string;
  contentHash?: string;
  itemCount?: number;
}
export type PublishedMenu = WithId<PublishedMenuData>;

const categoryConverter = docConverter<CategoryData>();
const itemConverter = docConverter<MenuItemData>();
const pizzaSettingsConverter = docConverter<PizzaSettingsData>();
const publishedMenuConverter = docConverter<PublishedMenuData>();

function storePath(restaurantId: string, storeId: string) {
  return ['restaurants', restaurantId, 'stores', storeId] as const;
}

export function menuCategories(restaurantId: string, storeId: string) {
  return collection(firestore(), ...storePath(restaurantId, storeId), 'categories').withConverter(
    categoryConverter,
  );
}

export function menuCategoryDoc(restaurantId: string, storeId: string, categoryId: string) {
  return doc(menuCategories(restaurantId, storeId), categoryId);
}

export function menuItems(restaurantId: string, storeId: string) {
  return collection(firestore(), ...storePath(restaurantId, storeId), 'items').withConverter(itemConverter);
}

export function menuItemDoc(restaurantId: string, storeId: string, itemId: string) {
  // The converter adds the id, so the app shape is the domain's ItemSpec as it is.
  return doc(menuItems(restaurantId, storeId), itemId);
}

export function pizzaSettingsDoc(restaurantId: string, storeId: string) {
  return doc(firestore(), ...storePath(restaurantId, storeId), 'settings', 'pizza').withConverter(
    pizzaSettingsConverter,
  );
}

export function publishedMenuDoc(restaurantId: string, storeId: string) {
  return doc(firestore(), ...storePath(restaurantId, storeId), 'publishedMenu', 'current').withConverter(
    publishedMenuConverter,
  );
}

const bySortOrder = <T extends { sortOrder: number; name: string }>(a: T, b: T) =>
  a.sortOrder - b.sortOrder || a.name.localeCompare(b.name);

/** The store's categories, live, in menu order. */
export function useMenuCategories(restaurantId: string | undefined, storeId: string | undefined) {
  const result = useQuery(
    restaurantId && storeId ? query(menuCategories(restaurantId, storeId), orderBy('sortOrder')) : null,
  );
  // Ties (two categories with one sortOrder, e.g. after an import) still list in a stable order.
  const data = useMemo(() => [...result.data].sort(bySortOrder), [result.data]);
  return { ...result, data };
}

/** Every item of the store, live, in menu order within their categories. */
export function useMenuItems(restaurantId: string | undefined, storeId: string | undefined) {
  const result = useQuery(restaurantId && storeId ? menuItems(restaurantId, storeId) : null);
  const data = useMemo(() => [...result.data].sort(bySortOrder) as MenuItem[], [result.data]);
  return { ...result, data };
}

export function useMenuCategory(
  restaurantId: string | undefined,
  storeId: string | undefined,
  categoryId: string | undefined,
) {
  return useDoc(
    restaurantId && storeId && categoryId ? menuCategoryDoc(restaurantId, storeId, categoryId) : null,
  );
}

export function useMenuItem(
  restaurantId: string | undefined,
  storeId: string | undefined,
  itemId: string | undefined,
) {
  const result = useDoc(
    restaurantId && storeId && itemId ? menuItemDoc(restaurantId, storeId, itemId) : null,
  );
  return result as typeof result & { data: MenuItem | null | undefined };
}

export function usePizzaSettings(restaurantId: string | undefined, storeId: string | undefined) {
  return useDoc(restaurantId && storeId ? pizzaSettingsDoc(restaurantId, storeId) : null);
}

export function usePublishedMenu(restaurantId: string | undefined, storeId: string | undefined) {
  return useDoc(restaurantId && storeId ? publishedMenuDoc(restaurantId, storeId) : null);
}
