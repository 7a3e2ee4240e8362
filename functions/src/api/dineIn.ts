import { ZDiningTableRequest, ZTableMapRequest } from '@resto/domain';
import { Router } from 'express';
import { requireStoreAccess } from '../access/guards';
import { requireCaller } from '../http/auth';
import { deleteTableMap, saveTableMap } from '../tables/tableMapRecords';
import { createTable, deleteTable, readPublicTable, updateTable } from '../tables/tableRecords';
import { pathIds } from './params';

const base = '/restaurants/:restaurantId/stores/:storeId';

/**
 * `/api/dine-in/restaurants/:r/stores/:s/tables[/:tableId]` and `.../table-maps/:mapId`: a store's
 * dine-in tables and the maps of its seating areas (store admins).
 */
export function dineInRouter(): Router {
  const router = Router();

  router.post(`${base}/tables`, async (req, res) => {
    const caller = requireCaller(req);
    const ids = pathIds(req, ['restaurantId', 'storeId']);
    await requireStoreAccess(caller, ids.restaurantId, ids.storeId, 'admin');
    const body = ZDiningTableRequest.parse(req.body);
    const table = await createTable(ids, body);
    res.status(201).json({ id: table.id, table });
  });

  router.put(`${base}/tables/:tableId`, async (req, res) => {
    const caller = requireCaller(req);
    const { tableId, ...ids } = pathIds(req, ['restaurantId', 'storeId', 'tableId']);
    await requireStoreAccess(caller, ids.restaurantId, ids.storeId, 'admin');
    const body = ZDiningTableRequest.parse(req.body);
    res.json({ table: await updateTable(ids, tableId, body) });
  });

  router.delete(`${base}/tables/:tableId`, async (req, res) => {
    const caller = requireCaller(req);
    const { tableId, ...ids } = pathIds(req, ['restaurantId', 'storeId', 'tableId']);
    await requireStoreAccess(caller, ids.restaurantId, ids.storeId, 'admin');
    res.json(await deleteTable(ids, tableId));
  });

  router.put(`${base}/table-maps/:mapId`, async (req, res) => {
    const caller = requireCaller(req);
    const { mapId, ...ids } = pathIds(req, ['restaurantId', 'storeId', 'mapId']);
    await requireStoreAccess(caller, ids.restaurantId, ids.storeId, 'admin');
    const body = ZTableMapRequest.parse(req.body);
    res.json({ map: await saveTableMap(ids, mapId, body) });
  });

  router.delete(`${base}/table-maps/:mapId`, async (req, res) => {
    const caller = requireCaller(req);
    const { mapId, ...ids } = pathIds(req, ['restaurantId', 'storeId', 'mapId']);
    await requireStoreAccess(caller, ids.restaurantId, ids.storeId, 'admin');
    res.json(await deleteTableMap(ids, mapId));
  });

  return router;
}

/**
 * `GET /api/online-ordering/restaurants/:r/stores/:s/tables/:tableId`: where a table's QR code is
 * checked. Public (a guest scanning a code is not signed in); tells only the name and area.
 */
export function publicTablesRouter(): Router {
  const router = Router();
  router.get(`${base}/tables/:tableId`, async (req, res) => {
    const { tableId, ...ids } = pathIds(req, ['restaurantId', 'storeId', 'tableId']);
    res.json({ table: await readPublicTable(ids, tableId) });
  });
  return router;
}
