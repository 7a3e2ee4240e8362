import {
  buildPublishedMenu,
  firestoreDocumentBytes,
  publishedMenuInputFromDocuments,
  publishedMenuPath,
} from '@resto/domain';
import { db, nowIso } from '../admin';
import { storeDoc } from '../firestore/paths';
import { log } from '../log';
import { categories, items, publishedMenuDoc, storeSettings } from './menuPaths';

export interface PublishMenuResult {
  /** False when the menu's content was unchanged, so nothing was written. */
  changed: boolean;
  /** Firestore storage size of the published document (limit 1 MiB). */
  bytes: number;
  itemCount: number;
}

/**
 * Rebuilds `restaurants/{r}/stores/{s}/publishedMenu/current` from the store, its categories, items
 * and settings, and writes it only when its content hash changed. Every menu and settings command
 * calls this after its own transaction commits.
 *
 * Reading and writing happen in one transaction: two publishes racing each other (two admins saving
 * at once) cannot leave a document built from older data on top of a newer one, because a
 * transaction whose reads went stale is retried.
 */
export async function publishMenu(restaurantId: string, storeId: string): Promise<PublishMenuResult> {
  const path = publishedMenuPath(restaurantId, storeId);
  const started = Date.now();
  const result = await db().runTransaction(async (tx) => {
    const [storeSnapshot, publishedSnapshot] = await tx.getAll(
      storeDoc(restaurantId, storeId),
      publishedMenuDoc(restaurantId, storeId),
    );
    if (!storeSnapshot?.exists) throw new Error(`Cannot publish the menu of missing store ${path}`);
    const [categorySnapshots, itemSnapshots, settingSnapshots] = await Promise.all([
      tx.get(categories(restaurantId, storeId)),
      tx.get(items(restaurantId, storeId)),
      tx.get(storeSettings(restaurantId, storeId)),
    ]);
    const { input, problems } = publishedMenuInputFromDocuments({
      restaurantId,
      storeId,
      store: storeSnapshot.data(),
      categories: categorySnapshots.docs.map((doc) => ({ id: doc.id, data: doc.data() })),
      items: itemSnapshots.docs.map((doc) => ({ id: doc.id, data: doc.data() })),
      settings: Object.fromEntries(settingSnapshots.docs.map((doc) => [doc.id, doc.data()])),
    });
    if (problems.length > 0) log.warn('menu.publish_skipped_documents', { restaurantId, storeId, problems });
    const document = buildPublishedMenu(input, nowIso());
    const bytes = firestoreDocumentBytes(path, document);
    const itemCount = document.itemCount;
    if (publishedSnapshot?.get('contentHash') === document.contentHash) {
      return { changed: false, bytes, itemCount };
    }
    tx.set(publishedMenuDoc(restaurantId, storeId), document);
    return { changed: true, bytes, itemCount };
  });
  log.info('menu.published', { restaurantId, storeId, ...result, durationMs: Date.now() - started });
  return result;
}
