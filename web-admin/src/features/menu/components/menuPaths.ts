import type { ItemType } from '@resto/domain';
import { storePath } from '../../../shared/paths';

/** How each item type is written in the admin's routes (SPEC.md section 2). */
export const ITEM_TYPE_SEGMENTS: Record<ItemType, string> = {
  basic: 'item',
  pizza: 'pizza',
  halfAndHalf: 'half-and-half',
  deal: 'deal',
  custom: 'custom-item',
};

/** The item type a route segment names ('half-and-half' → halfAndHalf), if any. */
export function itemTypeOfSegment(segment: string | undefined): ItemType | undefined {
  const entry = Object.entries(ITEM_TYPE_SEGMENTS).find(([, value]) => value === segment);
  return entry?.[0] as ItemType | undefined;
}

/**
 * The item type of a create or edit address: `.../create/pizza`, `.../items/x/pizza/edit`,
 * `.../categories/c/create/deal`.
 */
export function itemTypeOfPath(pathname: string): ItemType | undefined {
  const parts = pathname.split('/').filter(Boolean);
  const create = parts.lastIndexOf('create');
  if (create >= 0) return itemTypeOfSegment(parts[create + 1]);
  const last = parts.at(-1);
  if (last === 'edit' || last === 'view') return itemTypeOfSegment(parts.at(-2));
  return undefined;
}

export function menuPaths(restaurantId: string, storeId: string) {
  const base = storePath(restaurantId, storeId);
  return {
    menu: `${base}/menu`,
    importMenu: `${base}/menu/import`,
    importGuide: `${base}/menu/import/guide`,
    pizzaSettings: `${base}/settings/pizza`,
    createCategory: `${base}/create/category`,
    category: (categoryId: string) => `${base}/categories/${categoryId}`,
    editCategory: (categoryId: string) => `${base}/categories/${categoryId}/edit`,
    /** A new item; inside a category when one is given, so the form starts with it chosen. */
    createItem: (type: ItemType, categoryId?: string) =>
      categoryId
        ? `${base}/categories/${categoryId}/create/${ITEM_TYPE_SEGMENTS[type]}`
        : `${base}/create/${ITEM_TYPE_SEGMENTS[type]}`,
    editItem: (item: { id: string; type: ItemType }) =>
      `${base}/items/${item.id}/${ITEM_TYPE_SEGMENTS[item.type]}/edit`,
    /** Only basic items and pizzas have a view route of their own; the rest use `/items/{id}`. */
    viewItem: (item: { id: string; type: ItemType }) =>
      item.type === 'basic' || item.type === 'pizza'
        ? `${base}/items/${item.id}/${ITEM_TYPE_SEGMENTS[item.type]}/view`
        : `${base}/items/${item.id}`,
  };
}

export type MenuPaths = ReturnType<typeof menuPaths>;

/** `/api/menu/restaurants/{r}/stores/{s}`: the base of every menu command. */
export function menuApiBase(restaurantId: string, storeId: string): `/api/${string}` {
  return `/api/menu/restaurants/${encodeURIComponent(restaurantId)}/stores/${encodeURIComponent(storeId)}`;
}
