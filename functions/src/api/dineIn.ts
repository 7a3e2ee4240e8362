import { ZDiningTableRequest, ZJoinTablesRequest, ZSeatPartyRequest, ZTableMapRequest } from '@resto/domain';
import { Router } from 'express';
import { requireStoreAccess } from '../access/guards';
import { readBookingStore } from '../bookings/bookingStore';
import { requireCaller } from '../http/auth';
import { requireOrderActor } from '../orderOperations/actor';
import { clearSeating, joinTables, seatParty, separateTables } from '../tableFloor/floorActions';
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

  /**
   * The live floor (staff and the store's tills): seat a walk-in or a booked party at a table (a
   * joined table seats the party on the whole join), clear it, join tables, separate them.
   */
  router.post(`${base}/seatings`, async (req, res) => {
    const caller = requireCaller(req);
    const ids = pathIds(req, ['restaurantId', 'storeId']);
    const actor = await requireOrderActor(caller, ids.restaurantId, ids.storeId);
    const request = ZSeatPartyRequest.parse(req.body);
    const store = await readBookingStore(ids.restaurantId, ids.storeId);
    const { seating, repeated } = await seatParty(store, request, {
      byUid: caller.uid,
      byName: actor.name ?? '',
    });
    res.status(repeated ? 200 : 201).json({ seating, repeated });
  });

  router.post(`${base}/seatings/:seatingId/clear`, async (req, res) => {
    const caller = requireCaller(req);
    const { seatingId, ...ids } = pathIds(req, ['restaurantId', 'storeId', 'seatingId']);
    await requireOrderActor(caller, ids.restaurantId, ids.storeId);
    const store = await readBookingStore(ids.restaurantId, ids.storeId);
    res.json({ seating: await clearSeating(store, seatingId) });
  });

  router.post(`${base}/table-joins`, async (req, res) => {
    const caller = requireCaller(req);
    const ids = pathIds(req, ['restaurantId', 'storeId']);
    const actor = await requireOrderActor(caller, ids.restaurantId, ids.storeId);
    const request = ZJoinTablesRequest.parse(req.body);
    const store = await readBookingStore(ids.restaurantId, ids.storeId);
    const { join, repeated } = await joinTables(store, request, {
      byUid: caller.uid,
      byName: actor.name ?? '',
    });
    res.status(repeated ? 200 : 201).json({ join, repeated });
  });

  router.delete(`${base}/table-joins/:joinId`, async (req, res) => {
    const caller = requireCaller(req);
    const { joinId, ...ids } = pathIds(req, ['restaurantId', 'storeId', 'joinId']);
    await requireOrderActor(caller, ids.restaurantId, ids.storeId);
    const store = await readBookingStore(ids.restaurantId, ids.storeId);
    res.json({ join: await separateTables(store, joinId) });
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
