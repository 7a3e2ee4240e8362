import {
  buildPublishedMenu,
  firestoreDocumentBytes,
  type PublishedMenuDocument,
  publishedMenuInputFromDocuments,
  publishedMenuPath,
} from '@resto/domain';
import type { Transaction } from 'firebase-admin/firestore';
import { nowIso, runContendedTransaction } from '../admin';
import { restaurantDoc, storeDoc } from '../firestore/paths';
import { log } from '../log';
import { categories, items, publishedMenuDoc, storeSettings } from './menuPaths';
import { type MenuChange, patchWithinTransaction } from './publishPatch';

export type { MenuChange } from './publishPatch';

export interface PublishMenuResult {
  /** False when the menu's content was unchanged, so nothing was written. */
  changed: boolean;
  /** Firestore storage size of the published document (limit 1 MiB). */
  bytes: number;
  itemCount: number;
  /** `patch`: the previous document was patched with the changed documents; `full`: rebuilt from all. */
  mode: 'patch' | 'full';
  /** Documents read to publish, the published document included (what Firestore bills). */
  reads: number;
}

interface StoreIds {
  restaurantId: string;
  storeId: string;
}

/** Reads the store, every category, item and settings document, and builds the document from them. */
async function buildInTransaction(
  tx: Transaction,
  { restaurantId, storeId }: StoreIds,
): Promise<{ document: PublishedMenuDocument; reads: number }> {
  const path = publishedMenuPath(restaurantId, storeId);
  const storeSnapshot = await tx.get(storeDoc(restaurantId, storeId));
  if (!storeSnapshot.exists) throw new Error(`Cannot publish the menu of missing store ${path}`);
  const [restaurantSnapshot, categorySnapshots, itemSnapshots, settingSnapshots] = await Promise.all([
    tx.get(restaurantDoc(restaurantId)),
    tx.get(categories(restaurantId, storeId)),
    tx.get(items(restaurantId, storeId)),
    tx.get(storeSettings(restaurantId, storeId)),
  ]);
  const { input, problems } = publishedMenuInputFromDocuments({
    restaurantId,
    storeId,
    store: storeSnapshot.data(),
    restaurant: restaurantSnapshot.data(),
    categories: categorySnapshots.docs.map((doc) => ({ id: doc.id, data: doc.data() })),
    items: itemSnapshots.docs.map((doc) => ({ id: doc.id, data: doc.data() })),
    settings: Object.fromEntries(settingSnapshots.docs.map((doc) => [doc.id, doc.data()])),
  });
  if (problems.length > 0) log.warn('menu.publish_skipped_documents', { restaurantId, storeId, problems });
  const reads =
    2 +
    [categorySnapshots, itemSnapshots, settingSnapshots].reduce(
      (sum, query) => sum + Math.max(1, query.size),
      0,
    );
  return { document: buildPublishedMenu(input, nowIso()), reads };
}

/**
 * Publishes `restaurants/{r}/stores/{s}/publishedMenu/current`, writing it only when its content hash
 * changed. Every menu and settings command calls this after its own transaction commits.
 *
 * With a `change` (one item or category saved, an order changed), the previous document is patched
 * with just the changed documents: two or three reads instead of the whole menu, and the same
 * document the full build gives (domain/src/menuPublishing/patch.ts). Without one, or when the
 * previous document cannot be patched (missing, older schema version, hash mismatch), the menu is
 * rebuilt from every document.
 *
 * Reading and writing happen in one transaction, which serialises publishes per store: two saves
 * racing each other both read the published document, so the later commit is retried on top of the
 * earlier one and both changes end up in the document; a full rebuild can never put older data on
 * top of newer, because a transaction whose reads went stale is retried (so is one the emulator
 * closes under contention).
 */
export async function publishMenu(
  restaurantId: string,
  storeId: string,
  change?: MenuChange,
): Promise<PublishMenuResult> {
  const path = publishedMenuPath(restaurantId, storeId);
  const store = { restaurantId, storeId };
  const started = Date.now();
  const result = await runContendedTransaction(async (tx) => {
    const publishedSnapshot = await tx.get(publishedMenuDoc(restaurantId, storeId));
    const previous = publishedSnapshot.data();
    let built: { document: PublishedMenuDocument; reads: number; mode: 'patch' | 'full' } | undefined;
    let patchReads = 0;
    if (change) {
      const attempt = await patchWithinTransaction(tx, store, previous, change);
      patchReads = attempt.reads;
      if (attempt.patched) built = { ...attempt, mode: 'patch' };
      else log.info('menu.publish_patch_refused', { ...store, change: change.kind, reason: attempt.reason });
    }
    if (!built) built = { ...(await buildInTransaction(tx, store)), mode: 'full' };
    const { document, mode } = built;
    const reads = 1 + patchReads + (mode === 'full' ? built.reads : 0);
    const bytes = firestoreDocumentBytes(path, document);
    const summary = { bytes, itemCount: document.itemCount, mode, reads };
    if (previous?.contentHash === document.contentHash) return { changed: false, ...summary };
    tx.set(publishedMenuDoc(restaurantId, storeId), document);
    return { changed: true, ...summary };
  });
  log.info('menu.published', { ...store, ...result, change: change?.kind, durationMs: Date.now() - started });
  return result;
}
