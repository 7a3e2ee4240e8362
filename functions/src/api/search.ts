import {
  restaurantSearchRestriction,
  smsRecipientsSearchRestriction,
  storeOrdersSearchRestriction,
  superAdminSearchRestriction,
  ZSearchKeyQuery,
} from '@resto/domain';
import { Router } from 'express';
import { requireDevice } from '../access/devices';
import { requireRestaurantRole, requireStoreAccess } from '../access/guards';
import { requireCaller, requireSuperAdmin } from '../http/auth';
import { searchPort } from '../search/searchPort';
import { pathIds } from './params';

/**
 * `/api/search/search-only-api-keys/...`: secured search-only keys for browsers to search the indices
 * directly. Each key embeds its tenant's filter, which the search service applies to every query
 * whatever filter the browser sends, and lasts an hour.
 *  - `super-admin`: every index, no filter (super admins only).
 *  - `restaurants/:restaurantId/pos`: the restaurant's orders and customers (its members and its POS
 *    terminals); with `?storeId=`, that store's orders only (anyone working in the store).
 *  - `restaurants/:restaurantId/sms-campaign-recipients/:storeId`: the store's customers who agreed to
 *    marketing (store admins).
 */
export function searchRouter(): Router {
  const router = Router();

  router.get('/search-only-api-keys/super-admin', async (req, res) => {
    requireSuperAdmin(req);
    res.json((await searchPort()).securedKey(superAdminSearchRestriction()));
  });

  router.get('/search-only-api-keys/restaurants/:restaurantId/pos', async (req, res) => {
    const caller = requireCaller(req);
    const { restaurantId } = pathIds(req, ['restaurantId']);
    const { storeId } = ZSearchKeyQuery.parse({ ...req.query });
    if (storeId !== undefined) {
      // `?storeId=`: one store's orders (the admin's order search), for anyone working in that store.
      await requireStoreAccess(caller, restaurantId, storeId, 'user');
      res.json((await searchPort()).securedKey(storeOrdersSearchRestriction(restaurantId, storeId)));
      return;
    }
    // A POS terminal of this restaurant, or a member of it (staff at the counter, admins).
    const terminal = caller.posTerminal;
    if (terminal?.restaurantId === restaurantId)
      await requireDevice(caller, 'posTerminal', restaurantId, terminal.storeId);
    else await requireRestaurantRole(caller, restaurantId, 'user');
    res.json((await searchPort()).securedKey(restaurantSearchRestriction(restaurantId)));
  });

  router.get(
    '/search-only-api-keys/restaurants/:restaurantId/sms-campaign-recipients/:storeId',
    async (req, res) => {
      const caller = requireCaller(req);
      const { restaurantId, storeId } = pathIds(req, ['restaurantId', 'storeId']);
      await requireStoreAccess(caller, restaurantId, storeId, 'admin');
      res.json((await searchPort()).securedKey(smsRecipientsSearchRestriction(restaurantId, storeId)));
    },
  );

  return router;
}
