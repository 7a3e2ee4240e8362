import type { UserRole } from '@resto/domain';
import { type Request, Router } from 'express';
import { requireStoreAccess } from '../access/guards';
import { requireCaller } from '../http/auth';
import { log } from '../log';
import { createCategory, deleteCategory, reorderCategories, updateCategory } from '../menu/categoryCommands';
import { createItem, deleteItem, reorderItems, setSoldOut, updateItem } from '../menu/itemCommands';
import { savePizzaSettings } from '../menu/pizzaSettingsCommands';
import { type MenuChange, type PublishMenuResult, publishMenu } from '../menu/publishMenu';
import { pathIds } from './params';

type StoreIds = { restaurantId: string; storeId: string };

/** The caller's store ids from the URL, after checking their role there (401/403/404). */
async function authorisedStore<const K extends string>(
  req: Request,
  minimum: UserRole,
  extraIds: readonly K[] = [],
): Promise<StoreIds & Record<K, string>> {
  const caller = requireCaller(req);
  const ids = pathIds(req, ['restaurantId', 'storeId', ...extraIds]);
  await requireStoreAccess(caller, ids.restaurantId, ids.storeId, minimum);
  return ids as StoreIds & Record<K, string>;
}

/**
 * Republishes after a committed write. The write has already succeeded, so a failed publish is
 * logged (and shown as `published: null`) rather than answered as an error the caller might retry;
 * the next write or `POST /publish` publishes again. `change` names what the write changed, so the
 * previous document is patched instead of rebuilt from every menu document.
 */
async function publishAfterWrite(
  req: Request,
  store: StoreIds,
  change?: MenuChange,
): Promise<PublishMenuResult | null> {
  try {
    return await publishMenu(store.restaurantId, store.storeId, change);
  } catch (error) {
    log.error('menu.publish_failed', {
      requestId: req.requestId,
      ...store,
      stack: error instanceof Error ? error.stack : String(error),
    });
    return null;
  }
}

function logWrite(req: Request, event: string, fields: Record<string, unknown>): void {
  log.info(event, { requestId: req.requestId, uid: req.caller?.uid, ...fields });
}

/** `/api/menu/restaurants/:restaurantId/stores/:storeId/...`: categories, items, pizza settings, publishing. */
export function menuRouter(): Router {
  const router = Router();
  const base = '/restaurants/:restaurantId/stores/:storeId';

  router.post(`${base}/categories/reorder`, async (req, res) => {
    const store = await authorisedStore(req, 'admin');
    await reorderCategories(store, req.body);
    logWrite(req, 'menu.categories_reordered', store);
    res.json({ ok: true, published: await publishAfterWrite(req, store, { kind: 'categoryOrder' }) });
  });

  router.post(`${base}/categories`, async (req, res) => {
    const store = await authorisedStore(req, 'admin');
    const category = await createCategory(store, req.body);
    logWrite(req, 'menu.category_created', { ...store, categoryId: category.id });
    const change = { kind: 'category', categoryId: category.id } as const;
    res
      .status(201)
      .json({ id: category.id, category, published: await publishAfterWrite(req, store, change) });
  });

  router.put(`${base}/categories/:categoryId`, async (req, res) => {
    const { categoryId, ...store } = await authorisedStore(req, 'admin', ['categoryId']);
    const category = await updateCategory(store, categoryId, req.body);
    logWrite(req, 'menu.category_updated', { ...store, categoryId });
    res.json({ category, published: await publishAfterWrite(req, store, { kind: 'category', categoryId }) });
  });

  router.delete(`${base}/categories/:categoryId`, async (req, res) => {
    const { categoryId, ...store } = await authorisedStore(req, 'admin', ['categoryId']);
    await deleteCategory(store, categoryId);
    logWrite(req, 'menu.category_deleted', { ...store, categoryId });
    const published = await publishAfterWrite(req, store, { kind: 'category', categoryId });
    res.json({ id: categoryId, deleted: true, published });
  });

  router.post(`${base}/items/reorder`, async (req, res) => {
    const store = await authorisedStore(req, 'admin');
    await reorderItems(store, req.body);
    logWrite(req, 'menu.items_reordered', store);
    // reorderItems has validated the body, so its categoryId is a category of this store.
    const change = { kind: 'itemOrder', categoryId: String(req.body.categoryId) } as const;
    res.json({ ok: true, published: await publishAfterWrite(req, store, change) });
  });

  router.post(`${base}/items`, async (req, res) => {
    const store = await authorisedStore(req, 'admin');
    const item = await createItem(store, req.body);
    logWrite(req, 'menu.item_created', { ...store, itemId: item.id, type: item.type });
    const change = { kind: 'items', itemIds: [item.id] } as const;
    res.status(201).json({ id: item.id, item, published: await publishAfterWrite(req, store, change) });
  });

  router.put(`${base}/items/:itemId`, async (req, res) => {
    const { itemId, ...store } = await authorisedStore(req, 'admin', ['itemId']);
    const item = await updateItem(store, itemId, req.body);
    logWrite(req, 'menu.item_updated', { ...store, itemId });
    res.json({ item, published: await publishAfterWrite(req, store, { kind: 'items', itemIds: [itemId] }) });
  });

  router.delete(`${base}/items/:itemId`, async (req, res) => {
    const { itemId, ...store } = await authorisedStore(req, 'admin', ['itemId']);
    await deleteItem(store, itemId);
    logWrite(req, 'menu.item_deleted', { ...store, itemId });
    const published = await publishAfterWrite(req, store, { kind: 'items', itemIds: [itemId] });
    res.json({ id: itemId, deleted: true, published });
  });

  // Any staff member of the store may mark today's stock sold out; editing the item needs an admin.
  router.post(`${base}/items/:itemId/soldout`, async (req, res) => {
    const { itemId, ...store } = await authorisedStore(req, 'user', ['itemId']);
    const item = await setSoldOut(store, itemId, req.body);
    logWrite(req, 'menu.item_soldout_set', { ...store, itemId, soldout: item.soldout });
    res.json({ item, published: await publishAfterWrite(req, store, { kind: 'items', itemIds: [itemId] }) });
  });

  router.put(`${base}/settings/pizza`, async (req, res) => {
    const store = await authorisedStore(req, 'admin');
    const settings = await savePizzaSettings(store, req.body);
    logWrite(req, 'menu.pizza_settings_saved', store);
    res.json({ settings, published: await publishAfterWrite(req, store) });
  });

  router.post(`${base}/publish`, async (req, res) => {
    const store = await authorisedStore(req, 'admin');
    res.json(await publishMenu(store.restaurantId, store.storeId));
  });

  return router;
}
