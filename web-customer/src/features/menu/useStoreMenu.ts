import {
  type CollectionType,
  catalogueFromPublishedMenu,
  type MenuCatalogue,
  type PublishedCategory,
  type PublishedMenu,
} from '@resto/domain';
import { useStoreContext } from '../../shell/StoreContext';
import { storefrontCategories } from './menuModel';

export interface StoreMenu {
  menu: PublishedMenu;
  /** What customers see: online categories and items only. */
  categories: PublishedCategory[];
  /** The domain's pricing catalogue of this menu (built once per menu copy). */
  catalogue: MenuCatalogue;
}

const derived = new WeakMap<PublishedMenu, Omit<StoreMenu, 'menu'>>();

/** The menu of the store in the current route, with what pages derive from it computed once. */
export function storeMenuOf(menu: PublishedMenu): StoreMenu {
  let value = derived.get(menu);
  if (!value) {
    value = { categories: storefrontCategories(menu), catalogue: catalogueFromPublishedMenu(menu) };
    derived.set(menu, value);
  }
  return { menu, ...value };
}

export function useStoreMenu(): StoreMenu {
  return storeMenuOf(useStoreContext().menu);
}

/** The collection types the store offers online, in the order customers expect. */
export function offeredCollectionTypes(menu: PublishedMenu): CollectionType[] {
  const settings = menu.store.collectionSettings;
  return (['pickup', 'delivery', 'dineIn'] as const).filter((type) => settings?.[type]?.available);
}
