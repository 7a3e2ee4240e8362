import {
  type DiningTable,
  type DiningTableRequest,
  type PublicTable,
  TABLE_LIMITS,
  ZDiningTable,
} from '@resto/domain';
import { db, nowIso } from '../admin';
import { diningTables, newId } from '../firestore/paths';
import { ConflictError, NotFoundError } from '../http/errors';
import { log } from '../log';

interface StoreIds {
  restaurantId: string;
  storeId: string;
}

const TABLE_NOT_FOUND = 'We could not find this table.';

/** Names are unique per store (case-insensitive): two "12"s would make QR codes and the map ambiguous. */
async function refuseDuplicateName(ids: StoreIds, name: string, exceptId?: string): Promise<void> {
  const all = await diningTables(ids.restaurantId, ids.storeId).select('name').get();
  if (all.size >= TABLE_LIMITS.tablesPerStore && exceptId === undefined)
    throw new ConflictError(
      `A store can have at most ${TABLE_LIMITS.tablesPerStore} tables.`,
      'Too many tables',
    );
  const clash = all.docs.find(
    (doc) =>
      doc.id !== exceptId && String(doc.get('name')).trim().toLowerCase() === name.trim().toLowerCase(),
  );
  if (clash) throw new ConflictError(`Another table is already called "${name}".`, 'Table name in use');
}

export async function createTable(
  ids: StoreIds,
  input: DiningTableRequest,
): Promise<DiningTable & { id: string }> {
  await refuseDuplicateName(ids, input.name);
  const id = newId();
  const now = nowIso();
  const table = ZDiningTable.parse({ ...input, createdIsoDateTimeUtc: now, updatedIsoDateTimeUtc: now });
  await diningTables(ids.restaurantId, ids.storeId).doc(id).create(table);
  log.info('table.created', { ...ids, tableId: id });
  return { id, ...table };
}

export async function updateTable(
  ids: StoreIds,
  tableId: string,
  input: DiningTableRequest,
): Promise<DiningTable & { id: string }> {
  await refuseDuplicateName(ids, input.name, tableId);
  const ref = diningTables(ids.restaurantId, ids.storeId).doc(tableId);
  const table = await db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw new NotFoundError(TABLE_NOT_FOUND);
    const next = ZDiningTable.parse({
      ...snapshot.data(),
      ...input,
      updatedIsoDateTimeUtc: nowIso(),
    });
    tx.set(ref, next);
    return next;
  });
  log.info('table.updated', { ...ids, tableId });
  return { id: tableId, ...table };
}

export async function deleteTable(ids: StoreIds, tableId: string): Promise<{ deleted: true }> {
  const ref = diningTables(ids.restaurantId, ids.storeId).doc(tableId);
  if (!(await ref.get()).exists) throw new NotFoundError(TABLE_NOT_FOUND);
  await ref.delete();
  log.info('table.deleted', { ...ids, tableId });
  return { deleted: true };
}

/**
 * What a scanned QR code may learn: the table's name and area when it exists and takes orders.
 * Unknown and disabled tables are both 404, with words the storefront shows as they are.
 */
export async function readPublicTable(ids: StoreIds, tableId: string): Promise<PublicTable> {
  const snapshot = await diningTables(ids.restaurantId, ids.storeId).doc(tableId).get();
  const parsed = snapshot.exists ? ZDiningTable.safeParse(snapshot.data()) : undefined;
  if (!parsed?.success) throw new NotFoundError('This QR code is not for a table of this store.');
  if (!parsed.data.active)
    throw new NotFoundError('This table is not taking orders right now. Please ask our staff for help.');
  return { id: tableId, name: parsed.data.name, seatingArea: parsed.data.seatingArea };
}
