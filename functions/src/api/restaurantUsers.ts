import { Router } from 'express';
import { requireRestaurantAdmin, requireRestaurantRole } from '../access/guards';
import { addMemberRoutes } from './memberRoutes';
import { pathIds } from './params';

/** `/api/restaurant-users`: people with a role across a whole restaurant. */
export function restaurantUsersRouter(): Router {
  const router = Router();
  addMemberRoutes(router, {
    base: '/restaurants/:restaurantId',
    scopeFrom: (req) => pathIds(req, ['restaurantId']),
    requireReader: (caller, scope) => requireRestaurantRole(caller, scope.restaurantId, 'user'),
    requireManager: (caller, scope) => requireRestaurantAdmin(caller, scope.restaurantId),
  });
  return router;
}
