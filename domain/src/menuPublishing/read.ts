import type { ItemSpec, ModifierGroup } from '../menu/menu';
import { type MenuCatalogue, menuCatalogue } from '../pricing/catalogue';
import type { PublishedMenu } from './schema';

/**
 * The read side of the published menu: where it lives and how a parsed menu turns back into item
 * specs and the pricing catalogue. No zod at runtime (types only), so the storefront's menu route
 * can import it without the schemas; build.ts re-exports it for the server.
 */

/** Where the published menu of a store lives (public read). */
export function publishedMenuPath(restaurantId: string, storeId: string): string {
  return `restaurants/${restaurantId}/stores/${storeId}/publishedMenu/current`;
}

/**
 * The full item specs of a parsed published menu (defaults filled in, modifier groups resolved,
 * sortOrder = position in its category). Back-office fields the menu leaves out read as their
 * defaults (no print stations).
 */
export function itemSpecsFromPublishedMenu(menu: PublishedMenu): ItemSpec[] {
  return decodePublishedItems(menu, (_item, position) => position);
}

/** The item specs of a parsed published menu, with the sortOrder `sortOrderOf` gives each. */
export function decodePublishedItems(
  menu: PublishedMenu,
  sortOrderOf: (item: PublishedMenu['categories'][number]['items'][number], position: number) => number,
): ItemSpec[] {
  const { restaurantId, storeId } = menu;
  const group = (key: string): ModifierGroup => {
    const found = menu.modifierGroups[key];
    if (!found) throw new Error(`Published menu refers to unknown modifier group ${key}`);
    return found;
  };
  return menu.categories.flatMap((category) =>
    category.items.map((item, position): ItemSpec => {
      const ids = {
        restaurantId,
        storeId,
        categoryId: category.id,
        sortOrder: sortOrderOf(item, position),
        printStationIds: [],
      };
      switch (item.type) {
        case 'basic':
          return { ...item, ...ids, modifiers: item.modifiers.map(group) };
        case 'deal':
          return {
            ...item,
            ...ids,
            modifiers: item.modifiers.map(group),
            items: item.items.map((dealItem) => ({ ...dealItem, modifiers: dealItem.modifiers.map(group) })),
          };
        default:
          return { ...item, ...ids };
      }
    }),
  );
}

/** The pricing catalogue of a parsed published menu: the storefront and the server price from the same data. */
export function catalogueFromPublishedMenu(menu: PublishedMenu): MenuCatalogue {
  // A parsed menu is never changed in place, so its catalogue is built once per menu object: the
  // till prices the whole order on every tap, and rebuilding a 1,000-item catalogue each time was
  // most of a tap's cost.
  const cached = catalogues.get(menu);
  if (cached) return cached;
  const catalogue = menuCatalogue(itemSpecsFromPublishedMenu(menu), menu.settings.pizza);
  catalogues.set(menu, catalogue);
  return catalogue;
}

const catalogues = new WeakMap<PublishedMenu, MenuCatalogue>();
