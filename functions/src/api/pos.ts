import { Router } from 'express';
import { addDeviceLoginRoute, addDeviceManagementRoutes } from './deviceRoutes';

/** `/api/pos`: POS terminals of a store and their pairing login. */
export function posRouter(): Router {
  const router = Router();
  addDeviceLoginRoute(router, 'posTerminal');
  addDeviceManagementRoutes(router, {
    kind: 'posTerminal',
    segment: 'pos_terminals',
    listKey: 'posTerminals',
  });
  return router;
}
