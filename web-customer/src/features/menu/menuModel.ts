import {
  type CollectionType,
  checkItemAvailability,
  type PublishedCategory,
  type PublishedItem,
  type PublishedMenu,
  type UnavailableItemReason,
} from '@resto/domain';

/** What the storefront shows of the published menu, and why an item cannot be ordered right now. */

export interface MenuEntry {
  category: PublishedCategory;
  item: PublishedItem;
}

/** Custom items are priced by a cashier, and items or categories off the online channel stay off the site. */
export function isSoldOnline(item: PublishedItem): boolean {
  return item.type !== 'custom' && item.applicableOrderingSystem.online;
}

/** Categories customers see, each with only the items sold online; empty categories left out. */
export function storefrontCategories(menu: PublishedMenu): PublishedCategory[] {
  return menu.categories
    .filter((category) => category.applicableOrderingSystem.online)
    .map((category) => ({ ...category, items: category.items.filter(isSoldOnline) }))
    .filter((category) => category.items.length > 0);
}

export function menuEntries(categories: readonly PublishedCategory[]): MenuEntry[] {
  return categories.flatMap((category) => category.items.map((item) => ({ category, item })));
}

export function findMenuEntry(
  categories: readonly PublishedCategory[],
  categoryId: string,
  itemId: string,
): MenuEntry | undefined {
  const category = categories.find((candidate) => candidate.id === categoryId);
  const item = category?.items.find((candidate) => candidate.id === itemId);
  return category && item ? { category, item } : undefined;
}

export interface ItemStatus {
  orderable: boolean;
  reason?: UnavailableItemReason;
  /** The reason in words for the customer ("Not available for delivery"). */
  detail?: string;
}

const COLLECTION_WORDS: Record<CollectionType, string> = {
  pickup: 'pickup',
  delivery: 'delivery',
  dineIn: 'dine-in',
};

/** Whether the item can be ordered now for this collection type, with the domain's reason if not. */
export function itemStatus(
  item: PublishedItem,
  menu: PublishedMenu,
  collectionType: CollectionType,
  at: Date,
): ItemStatus {
  const pizza = menu.settings.pizza;
  if (item.type === 'pizza' && !pizza?.pizzaAvailable)
    return { orderable: false, reason: 'Unavailable', detail: 'Pizzas are not available right now' };
  if (item.type === 'halfAndHalf' && !pizza?.halfAndHalfAvailable)
    return { orderable: false, reason: 'Unavailable', detail: 'Half-and-half is not available right now' };
  const result = checkItemAvailability(item, {
    at,
    timezone: menu.store.timezone,
    collectionType,
    orderingSystem: 'online',
  });
  if (result.available) return { orderable: true };
  if (result.reason === 'Sold Out') return { orderable: false, reason: 'Sold Out', detail: 'Sold out today' };
  if (result.reason === 'Unavailable' && item.available && !item.availableFor[collectionType])
    return {
      orderable: false,
      reason: 'Unavailable',
      detail: `Not available for ${COLLECTION_WORDS[collectionType]}`,
    };
  if (result.reason === 'Unavailable' && item.available && item.availableWeeklyHours)
    return { orderable: false, reason: 'Unavailable', detail: 'Not available at this time of day' };
  return { orderable: false, reason: result.reason, detail: 'Unavailable right now' };
}

/** Lower-case, accents removed: "Jalapeños" matches "jalapenos". */
export function normaliseForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Items whose name or description contains every word of the query, name matches first. */
export function searchMenu(categories: readonly PublishedCategory[], query: string): MenuEntry[] {
  const words = normaliseForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const scored: { entry: MenuEntry; score: number }[] = [];
  for (const entry of menuEntries(categories)) {
    const name = normaliseForSearch(entry.item.name);
    const text = `${name} ${normaliseForSearch(entry.item.description)}`;
    if (!words.every((word) => text.includes(word))) continue;
    const score = words.filter((word) => name.includes(word)).length;
    scored.push({ entry, score });
  }
  // Array.prototype.sort is stable, so equal scores keep menu order.
  return scored.sort((a, b) => b.score - a.score).map(({ entry }) => entry);
}
