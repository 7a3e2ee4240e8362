import {
  catalogueFromPublishedMenu,
  type ItemSpec,
  type MenuCatalogue,
  type PublishedMenu,
} from '@resto/domain';

export interface PosCategory {
  id: string;
  name: string;
  backgroundColor?: string | undefined;
  items: ItemSpec[];
}

export interface PosMenuModel {
  catalogue: MenuCatalogue;
  categories: PosCategory[];
  /** Every item the till shows, for search. */
  items: ItemSpec[];
  /** The store's open item (type custom), if it has one: the "Custom item" button uses it. */
  customItem?: ItemSpec | undefined;
}

/**
 * What the till offers: categories and items marked for the POS (`applicableOrderingSystem.pos`), in
 * the menu's order. Sold-out and unavailable items stay visible (greyed, with the reason) so the
 * cashier can tell a customer why; custom items get their own button instead of a tile.
 */
export function posMenuModel(menu: PublishedMenu): PosMenuModel {
  const catalogue = catalogueFromPublishedMenu(menu);
  const categories: PosCategory[] = [];
  let customItem: ItemSpec | undefined;
  for (const category of menu.categories) {
    if (!category.applicableOrderingSystem.pos) continue;
    const items = category.items
      .map((item) => catalogue.itemsById.get(item.id))
      .filter((item): item is ItemSpec => item?.applicableOrderingSystem.pos === true);
    customItem ??= items.find((item) => item.type === 'custom' && item.available && !item.soldout);
    const sellable = items.filter((item) => item.type !== 'custom');
    if (sellable.length === 0) continue;
    categories.push({
      id: category.id,
      name: category.name,
      backgroundColor: category.backgroundColor,
      items: sellable,
    });
  }
  return { catalogue, categories, items: categories.flatMap((category) => category.items), customItem };
}

/** Items whose name (or description) contains every word typed, case and accents ignored. */
export function searchItems(items: readonly ItemSpec[], text: string): ItemSpec[] {
  const words = fold(text).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return items.filter((item) => {
    const haystack = fold(`${item.name} ${item.description ?? ''}`);
    return words.every((word) => haystack.includes(word));
  });
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Why an item cannot be sold right now, in the spec's words, or undefined when it can. */
export function unsellableReason(item: ItemSpec): 'Sold Out' | 'Unavailable' | undefined {
  if (item.soldout) return 'Sold Out';
  if (!item.available) return 'Unavailable';
  return undefined;
}

/** Black or white text, whichever reads better on a category's background colour. */
export function textOn(hex: string | undefined): string | undefined {
  if (!hex) return undefined;
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
  const value = Number.parseInt(full.slice(1), 16);
  if (Number.isNaN(value)) return undefined;
  const r = (value >> 16) & 255;
  const g = (value >> 8) & 255;
  const b = value & 255;
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? '#1b1b1b' : '#ffffff';
}
