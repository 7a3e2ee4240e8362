import { TABLE_MAP_LIMITS, type TableMapRequest, ZStoredTableMap } from '@resto/domain';
import { FieldPath } from 'firebase-admin/firestore';
import { db, nowIso } from '../admin';
import { diningTables, tableMaps } from '../firestore/paths';
import { ConflictError, FieldError, NotFoundError } from '../http/errors';
import { log } from '../log';

interface StoreIds {
  restaurantId: string;
  storeId: string;
}

/**
 * Saves one seating area's map. Every table a shape names must be a table of this store (an id from
 * elsewhere is refused by field), and a store keeps at most TABLE_MAP_LIMITS.maps maps.
 */
export async function saveTableMap(ids: StoreIds, mapId: string, map: TableMapRequest) {
  const tableIds = [...new Set(map.tables.flatMap((element) => (element.tableId ? [element.tableId] : [])))];
  const known = new Set<string>();
  for (let start = 0; start < tableIds.length; start += 30) {
    const chunk = tableIds.slice(start, start + 30);
    const found = await diningTables(ids.restaurantId, ids.storeId)
      .where(FieldPath.documentId(), 'in', chunk)
      .select()
      .get();
    for (const doc of found.docs) known.add(doc.id);
  }
  const unknownIndex = map.tables.findIndex((element) => element.tableId && !known.has(element.tableId));
  if (unknownIndex >= 0)
    throw new FieldError(`tables.${unknownIndex}.tableId`, 'This table is not one of this store’s tables.');
  const ref = tableMaps(ids.restaurantId, ids.storeId).doc(mapId);
  const stored = ZStoredTableMap.parse({ ...map, id: mapId, updatedIsoDateTimeUtc: nowIso() });
  await db().runTransaction(async (tx) => {
    const existing = await tx.get(ref);
    if (!existing.exists) {
      const count = await tx.get(tableMaps(ids.restaurantId, ids.storeId).select());
      if (count.size >= TABLE_MAP_LIMITS.maps)
        throw new ConflictError(
          `A store can have at most ${TABLE_MAP_LIMITS.maps} seating area maps.`,
          'Too many maps',
        );
    }
    tx.set(ref, stored);
  });
  log.info('tableMap.saved', { ...ids, mapId, shapes: map.tables.length });
  return stored;
}

export async function deleteTableMap(ids: StoreIds, mapId: string) {
  const ref = tableMaps(ids.restaurantId, ids.storeId).doc(mapId);
  if (!(await ref.get()).exists) throw new NotFoundError('We could not find this map.');
  await ref.delete();
  log.info('tableMap.deleted', { ...ids, mapId });
  return { deleted: true };
}
