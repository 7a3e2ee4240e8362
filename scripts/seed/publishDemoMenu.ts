/**
 * The seed's counterpart of functions/src/menu/publishMenu.ts (the seed is bundled on its own and
 * cannot import the functions): reads a store's menu documents with the Admin SDK, builds the
 * published menu with the same pure domain builder, and writes it only when its content changed.
 */
import {
  buildPublishedMenu,
  firestoreDocumentBytes,
  publishedMenuInputFromDocuments,
  publishedMenuPath,
} from '@resto/domain';
import type { Firestore } from 'firebase-admin/firestore';

export async function publishStoreMenu(
  db: Firestore,
  restaurantId: string,
  storeId: string,
  publishedIsoDateTimeUtc: string,
): Promise<{ changed: boolean; bytes: number; itemCount: number }> {
  const storeRef = db.collection('restaurants').doc(restaurantId).collection('stores').doc(storeId);
  const [restaurant, store, categories, items, settings] = await Promise.all([
    db.collection('restaurants').doc(restaurantId).get(),
    storeRef.get(),
    storeRef.collection('categories').get(),
    storeRef.collection('items').get(),
    storeRef.collection('settings').get(),
  ]);
  const { input, problems } = publishedMenuInputFromDocuments({
    restaurantId,
    storeId,
    store: store.data(),
    restaurant: restaurant.data(),
    categories: categories.docs.map((doc) => ({ id: doc.id, data: doc.data() })),
    items: items.docs.map((doc) => ({ id: doc.id, data: doc.data() })),
    settings: Object.fromEntries(settings.docs.map((doc) => [doc.id, doc.data()])),
  });
  if (problems.length > 0) console.warn(`Published menu of ${storeId} skipped:\n${problems.join('\n')}`);
  const path = publishedMenuPath(restaurantId, storeId);
  const document = buildPublishedMenu(input, publishedIsoDateTimeUtc);
  const current = await db.doc(path).get();
  const changed = current.get('contentHash') !== document.contentHash;
  if (changed) await db.doc(path).set(document);
  return { changed, bytes: firestoreDocumentBytes(path, document), itemCount: document.itemCount };
}
