import {
  type PublishedMenuChange,
  type PublishedMenuDocument,
  patchPublishedMenu,
  publishedCategoryIds,
  type StoredDocument,
} from '@resto/domain';
import type { QuerySnapshot, Transaction } from 'firebase-admin/firestore';
import { nowIso } from '../admin';
import { categories, items } from './menuPaths';

/**
 * What a menu command changed, so publishing can patch the previous document with the changed
 * documents instead of reading the whole menu. Settings, pizza settings and store changes name no
 * change: they are shared by many items and publish in full.
 */
export type MenuChange =
  /** Items saved, deleted or marked sold out: reads those items. */
  | { kind: 'items'; itemIds: readonly string[] }
  /** A category created, saved or deleted: reads it (and its items when the menu does not hold it yet). */
  | { kind: 'category'; categoryId: string }
  /** Categories reordered: reads every category (a few dozen documents, no items). */
  | { kind: 'categoryOrder' }
  /** A category's items reordered: reads the items of that category. */
  | { kind: 'itemOrder'; categoryId: string };

export type PatchAttempt =
  | { patched: true; document: PublishedMenuDocument; reads: number }
  | { patched: false; reason: string; reads: number };

interface StoreIds {
  restaurantId: string;
  storeId: string;
}

/** A query costs one read per document it returns, and one when it returns none. */
function queryReads(snapshot: QuerySnapshot): number {
  return Math.max(1, snapshot.size);
}

function storedDocuments(snapshot: QuerySnapshot): StoredDocument[] {
  return snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() }));
}

/**
 * Reads the documents `change` names inside the publishing transaction and patches `previous` with
 * them. Categories the previous document does not hold come with every item stored in them, as the
 * domain patch requires (an item whose category was not yet published is not in the document).
 */
export async function patchWithinTransaction(
  tx: Transaction,
  store: StoreIds,
  previous: unknown,
  change: MenuChange,
): Promise<PatchAttempt> {
  const { restaurantId, storeId } = store;
  const held = publishedCategoryIds(previous);
  let reads = 0;
  const domainChange: { categories: StoredDocument[]; items: StoredDocument[] } = {
    categories: [],
    items: [],
  };

  if (change.kind === 'items' && change.itemIds.length > 0) {
    const refs = change.itemIds.map((id) => items(restaurantId, storeId).doc(id));
    const snapshots = await tx.getAll(...refs);
    reads += snapshots.length;
    domainChange.items.push(...snapshots.map((snapshot) => ({ id: snapshot.id, data: snapshot.data() })));
  }
  if (change.kind === 'category') {
    const snapshot = await tx.get(categories(restaurantId, storeId).doc(change.categoryId));
    reads += 1;
    domainChange.categories.push({ id: snapshot.id, data: snapshot.data() });
  }
  if (change.kind === 'categoryOrder') {
    const snapshot = await tx.get(categories(restaurantId, storeId));
    reads += queryReads(snapshot);
    domainChange.categories.push(...storedDocuments(snapshot));
    const stored = new Set(snapshot.docs.map((doc) => doc.id));
    for (const id of held) if (!stored.has(id)) domainChange.categories.push({ id, data: undefined });
  }
  if (change.kind === 'itemOrder') {
    const snapshot = await tx.get(items(restaurantId, storeId).where('categoryId', '==', change.categoryId));
    reads += queryReads(snapshot);
    domainChange.items.push(...storedDocuments(snapshot));
  }
  for (const category of domainChange.categories) {
    if (held.has(category.id) || category.data === undefined) continue;
    const members = await tx.get(items(restaurantId, storeId).where('categoryId', '==', category.id));
    reads += queryReads(members);
    domainChange.items.push(...storedDocuments(members));
  }

  const result = patchPublishedMenu(previous, domainChange satisfies PublishedMenuChange, store, nowIso());
  return result.patched
    ? { patched: true, document: result.document, reads }
    : { patched: false, reason: result.reason, reads };
}
