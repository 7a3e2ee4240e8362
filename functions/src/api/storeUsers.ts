import { Router } from 'express';
import { requireStoreAccess } from '../access/guards';
import type { Caller } from '../http/auth';
import { addMemberRoutes } from './memberRoutes';
import { pathIds } from './params';

/**
 * `/api/store-users`: people with a role in one store. Restaurant admins and that store's admins
 * manage (and list) them.
 */
export function storeUsersRouter(): Router {
  const router = Router();
  const requireStoreAdmin = (caller: Caller, scope: { restaurantId: string; storeId: string }) =>
    requireStoreAccess(caller, scope.restaurantId, scope.storeId, 'admin');
  addMemberRoutes(router, {
    base: '/restaurants/:restaurantId/store/:storeId',
    scopeFrom: (req) => pathIds(req, ['restaurantId', 'storeId']),
    requireReader: requireStoreAdmin,
    requireManager: requireStoreAdmin,
  });
  return router;
}
