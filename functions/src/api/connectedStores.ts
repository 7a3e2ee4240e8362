/**
 * `/api/connected-stores` (admin `/add-ons/connected-stores-settings`), under
 * `/restaurants/{restaurantId}/stores/{storeId}` where the store is the physical one (the kitchen):
 * - `POST links` {virtualStoreId}: link a store of the same restaurant to this kitchen (201);
 * - `DELETE links/{virtualStoreId}`: unlink it (its orders go back to its own screens and printers).
 * Restaurant owners only (restaurant-level admins). The links are read by the page through Firestore.
 */
import { ZLinkVirtualStoreRequest } from '@resto/domain';
import { Router } from 'express';
import { requireRestaurantAdmin } from '../access/guards';
import { linkVirtualStore, unlinkVirtualStore } from '../connectedStores/links';
import { requireCaller } from '../http/auth';
import { ForbiddenError } from '../http/errors';
import { pathIds } from './params';

const ONLY_OWNERS =
  'Only the restaurant’s owners can link stores: a link moves one store’s orders into another’s kitchen.';

export function connectedStoresRouter(): Router {
  const router = Router();
  const links = '/restaurants/:restaurantId/stores/:storeId/links';

  async function owner(req: Parameters<typeof requireCaller>[0]) {
    const caller = requireCaller(req);
    const ids = pathIds(req, ['restaurantId', 'storeId']);
    await requireRestaurantAdmin(caller, ids.restaurantId).catch((error: unknown) => {
      // A store-level admin of either store is still not an owner: say so in words.
      if (error instanceof ForbiddenError && !caller.superAdmin) throw new ForbiddenError(ONLY_OWNERS);
      throw error;
    });
    return { caller, ids };
  }

  router.post(links, async (req, res) => {
    const { caller, ids } = await owner(req);
    const body = ZLinkVirtualStoreRequest.parse(req.body);
    res.status(201).json(await linkVirtualStore(ids, body, caller.uid));
  });

  router.delete(`${links}/:virtualStoreId`, async (req, res) => {
    const { ids } = await owner(req);
    const { virtualStoreId } = pathIds(req, ['virtualStoreId']);
    await unlinkVirtualStore(ids, virtualStoreId);
    res.json({ unlinked: virtualStoreId });
  });

  return router;
}
