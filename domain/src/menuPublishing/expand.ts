import type { ItemSelection } from '../menu/menu';
import { ITEM_SELECTION_SHAPE, PUBLISHED_MENU_SHAPE } from './publishedShapes.generated';
import type { PublishedMenu } from './schema';
import { readWithShape, ShapeMismatchError } from './shape';
import { PUBLISHED_MENU_SCHEMA_VERSION } from './version';

/**
 * Zod-free readers for the storefront's menu route, which cannot afford zod (~25 kB gzipped of a
 * 150 kB budget). They give exactly what the zod schema's `parse` gives for what our own code
 * wrote (domain/test/menuPublishing/publishedMenuExpand.test.ts proves it over generated menus), and
 * throw `ShapeMismatchError` for anything else so the caller can fall back to a lazily loaded zod
 * parse, which validates fully and reports the problem properly.
 */

/**
 * A published menu document as stored (defaults left out, see compact.ts) read back with its defaults,
 * like `ZPublishedMenu.parse`. Throws `ShapeMismatchError` for another schema version, an unexpected
 * field or type, or an item that names a modifier group the document lacks.
 */
export function expandPublishedMenu(raw: unknown): PublishedMenu {
  const version =
    typeof raw === 'object' && raw !== null ? (raw as { schemaVersion?: unknown }).schemaVersion : raw;
  if (version !== 1 && version !== PUBLISHED_MENU_SCHEMA_VERSION)
    throw new ShapeMismatchError(
      'schemaVersion',
      `unknown published menu version ${JSON.stringify(version)}`,
    );
  const menu = readWithShape(PUBLISHED_MENU_SHAPE, raw) as PublishedMenu;
  checkModifierGroupKeys(menu);
  return menu;
}

/** ZPublishedMenu's refinement: every modifier-group key an item uses is in `modifierGroups`. */
function checkModifierGroupKeys(menu: PublishedMenu): void {
  const check = (keys: readonly string[], path: string) => {
    for (const key of keys) {
      if (!Object.hasOwn(menu.modifierGroups, key))
        throw new ShapeMismatchError(path, `unknown modifier group ${key}`);
    }
  };
  menu.categories.forEach((category, categoryIndex) => {
    category.items.forEach((item, itemIndex) => {
      const path = `.categories[${categoryIndex}].items[${itemIndex}]`;
      if (item.type === 'basic' || item.type === 'deal') check(item.modifiers, `${path}.modifiers`);
      if (item.type === 'deal')
        item.items.forEach((dealItem, dealItemIndex) => {
          check(dealItem.modifiers, `${path}.items[${dealItemIndex}].modifiers`);
        });
    });
  });
}

/**
 * An item selection the app saved itself (the cart in localStorage) read back like
 * `ZItemSelection.parse`, checking its structure and types only; throws `ShapeMismatchError` for
 * anything else. The server validates every order with the full schema.
 */
export function readSavedItemSelection(raw: unknown): ItemSelection {
  return readWithShape(ITEM_SELECTION_SHAPE, raw) as ItemSelection;
}
