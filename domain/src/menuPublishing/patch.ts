import {
  assemblePublishedMenu,
  type PublishedEntry,
  type PublishedItemEntry,
  parseStoredCategory,
  parseStoredItem,
  publishedCategoryEntry,
  publishedItemEntries,
  publishedMenuBodyFromEntries,
  type StoredDocument,
} from './build';
import { PUBLISHED_MENU_SCHEMA_VERSION, type PublishedMenuDocument } from './schema';
import { contentHash } from './stableJson';

/**
 * Patching the published menu: one saved item or category changes the previous document instead of
 * rebuilding it from every menu document, so a save on a 1,000-item menu reads two documents, not a
 * thousand. The result is the document the full build gives for the same data, byte for byte,
 * because both end in `publishedMenuBodyFromEntries` + `assemblePublishedMenu`: the previous
 * document's categories and items are taken in their stored form (with their sort orders and
 * modifier groups), the changed documents are parsed and replace theirs, and the body is assembled
 * again, which reassigns modifier-group keys, so changing an item's groups is exact too. Unchanged
 * entries are never parsed, so the work is mostly hashing. Store and settings are kept from the
 * previous document: their commands republish in full.
 */

/** The menu documents a command changed, as stored now. `data` undefined: the document was deleted. */
export interface PublishedMenuChange {
  categories?: readonly StoredDocument[];
  /**
   * Changed items. A changed category that the previous document does not hold (see
   * `publishedCategoryIds`) must come with every item stored in it, as the full build would find them.
   */
  items?: readonly StoredDocument[];
}

export type PatchPublishedMenuResult =
  | { patched: true; document: PublishedMenuDocument }
  | { patched: false; reason: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sortOrderOf(entry: Record<string, unknown>): number {
  // Stored without the field when it is 0, the schema's default.
  return typeof entry.sortOrder === 'number' ? entry.sortOrder : 0;
}

/** Ids of the categories a stored published document holds (empty when it is missing or malformed). */
export function publishedCategoryIds(previous: unknown): Set<string> {
  const categories = isRecord(previous) && Array.isArray(previous.categories) ? previous.categories : [];
  return new Set(
    categories.flatMap((category: unknown) =>
      isRecord(category) && typeof category.id === 'string' ? [category.id] : [],
    ),
  );
}

/**
 * The stored entries of a previous document, or a reason it cannot be used. Its hash has been
 * checked, so this only guards the shape the patch relies on.
 */
function storedEntries(
  previous: Record<string, unknown>,
): { categories: PublishedEntry[]; items: PublishedItemEntry[] } | string {
  const groups = previous.modifierGroups ?? {};
  if (!Array.isArray(previous.categories) || !isRecord(groups)) return 'previous document has no menu';
  const categories: PublishedEntry[] = [];
  const items: PublishedItemEntry[] = [];
  for (const category of previous.categories) {
    if (!isRecord(category) || typeof category.id !== 'string' || typeof category.name !== 'string')
      return 'previous document has a malformed category';
    const { items: categoryItems = [], ...entry } = category;
    if (!Array.isArray(categoryItems)) return 'previous document has a malformed category';
    categories.push({ id: category.id, name: category.name, sortOrder: sortOrderOf(entry), entry });
    for (const item of categoryItems) {
      if (!isRecord(item) || typeof item.id !== 'string' || typeof item.name !== 'string')
        return 'previous document has a malformed item';
      items.push({
        id: item.id,
        name: item.name,
        sortOrder: sortOrderOf(item),
        categoryId: category.id,
        entry: item,
        groups: groups as Record<string, Record<string, unknown>>,
      });
    }
  }
  return { categories, items };
}

/**
 * Applies `change` to the stored document `previous` of store `ids`. Refuses (the caller then
 * rebuilds in full) when there is no previous document, when it has another schema version
 * (version 1 kept no sort orders), when its content does not match its own hash (written by
 * something else, or edited by hand), or when it does not have the shape the builder gives.
 */
export function patchPublishedMenu(
  previous: unknown,
  change: PublishedMenuChange,
  ids: { restaurantId: string; storeId: string },
  publishedIsoDateTimeUtc: string,
): PatchPublishedMenuResult {
  if (!isRecord(previous)) return { patched: false, reason: 'no previous document' };
  if (previous.schemaVersion !== PUBLISHED_MENU_SCHEMA_VERSION)
    return {
      patched: false,
      reason: `previous document has schema version ${String(previous.schemaVersion)}`,
    };
  if (previous.restaurantId !== ids.restaurantId || previous.storeId !== ids.storeId)
    return { patched: false, reason: 'previous document belongs to another store' };
  const { contentHash: storedHash, publishedIsoDateTimeUtc: _previousTime, ...content } = previous;
  if (storedHash !== contentHash(content))
    return { patched: false, reason: 'previous document does not match its content hash' };
  const stored = storedEntries(previous);
  if (typeof stored === 'string') return { patched: false, reason: stored };

  const categories = new Map(stored.categories.map((entry) => [entry.id, entry]));
  const items = new Map(stored.items.map((entry) => [entry.id, entry]));
  // Documents that no longer parse are left out, as the full build leaves them out.
  for (const document of change.categories ?? []) {
    const parsed = document.data === undefined ? undefined : parseStoredCategory(document);
    if (parsed?.success) categories.set(document.id, publishedCategoryEntry(parsed.data));
    else categories.delete(document.id);
  }
  const changedItems = [];
  for (const document of change.items ?? []) {
    const parsed =
      document.data === undefined ? undefined : parseStoredItem(ids.restaurantId, ids.storeId, document);
    if (parsed?.success) changedItems.push(parsed.data);
    else items.delete(document.id);
  }
  for (const entry of publishedItemEntries(changedItems)) items.set(entry.id, entry);

  const head = {
    restaurantId: ids.restaurantId,
    storeId: ids.storeId,
    store: previous.store,
    ...(previous.restaurant ? { restaurant: previous.restaurant } : {}),
    settings: previous.settings,
  };
  try {
    const body = publishedMenuBodyFromEntries([...categories.values()], [...items.values()]);
    return { patched: true, document: assemblePublishedMenu(head, body, publishedIsoDateTimeUtc) };
  } catch (error) {
    // Only a document the builder did not write gets here (an item naming a group it lacks).
    return { patched: false, reason: `previous document cannot be patched: ${String(error)}` };
  }
}
