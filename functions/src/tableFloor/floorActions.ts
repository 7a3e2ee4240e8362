import {
  BOOKING_ERRORS,
  type BookingHold,
  bookingDateOf,
  holdOf,
  type JoinTablesRequest,
  readTableFloor,
  type SeatPartyRequest,
  TABLE_FLOOR_ERRORS,
  type TableBookingDocument,
  type TableFloor,
  type TableJoin,
  type TableSeating,
  tablesForSeating,
  ZTableBookingDocument,
} from '@resto/domain';
import type { Transaction } from 'firebase-admin/firestore';
import { runContendedTransaction } from '../admin';
import { readDayLedgers, removeHold, writeHold } from '../bookings/bookingDays';
import { BookingConflictError } from '../bookings/bookingErrors';
import type { BookingStore } from '../bookings/bookingStore';
import { diningTables, tableBookings, tableFloorDoc } from '../firestore/paths';
import { FieldError, NotFoundError } from '../http/errors';
import { log } from '../log';

/**
 * The live floor's commands: seat a party (walk-in or booked), clear a table, join and separate
 * tables. Each is one transaction on the store's floor document, so two devices seating the same
 * table, or joining overlapping tables, cannot both win; a walk-in also writes its hold into the day
 * ledger, so online bookings count the seats it takes (and cannot be put at its table) while it sits.
 */

interface Who {
  byUid: string;
  byName: string;
}

type Ids = { restaurantId: string; storeId: string };

const TABLE_NOT_FOUND = 'We could not find this table.';

function idsOf(store: BookingStore): Ids {
  return { restaurantId: store.ordering.restaurantId, storeId: store.ordering.storeId };
}

async function readFloor(tx: Transaction, ids: Ids): Promise<TableFloor> {
  return readTableFloor((await tx.get(tableFloorDoc(ids.restaurantId, ids.storeId))).data());
}

function writeFloor(tx: Transaction, ids: Ids, floor: TableFloor, now: Date): void {
  tx.set(tableFloorDoc(ids.restaurantId, ids.storeId), {
    seatings: floor.seatings,
    joins: floor.joins,
    updatedIsoDateTimeUtc: now.toISOString(),
  });
}

/** The store's tables by id, each checked: unknown is 404, switched off is the catalogue's 409. */
async function readActiveTables(tx: Transaction, ids: Ids, tableIds: readonly string[]) {
  const snapshots = await tx.getAll(
    ...tableIds.map((id) => diningTables(ids.restaurantId, ids.storeId).doc(id)),
  );
  return snapshots.map((snapshot) => {
    if (!snapshot.exists) throw new NotFoundError(TABLE_NOT_FOUND);
    if (snapshot.get('active') === false) throw new BookingConflictError(TABLE_FLOOR_ERRORS.tableNotInUse);
    return {
      id: snapshot.id,
      seats: Number(snapshot.get('seats')) || 0,
      seatingArea: String(snapshot.get('seatingArea') ?? ''),
    };
  });
}

export async function seatParty(
  store: BookingStore,
  request: SeatPartyRequest,
  who: Who,
  now = new Date(),
): Promise<{ seating: TableSeating; repeated: boolean }> {
  const ids = idsOf(store);
  const result = await runContendedTransaction(async (tx) => {
    const floor = await readFloor(tx, ids);
    const { tableIds, joinId } = tablesForSeating(floor, request.tableId);
    const existing = floor.seatings.find((seating) => seating.id === request.seatingId);
    if (existing) {
      // The same tap again (a retry): answer from it; other content under the id lost a race.
      if (existing.tableIds.includes(request.tableId) && existing.pax === request.pax)
        return { seating: existing, repeated: true };
      throw new BookingConflictError(TABLE_FLOOR_ERRORS.tableTaken);
    }
    const tables = await readActiveTables(tx, ids, tableIds);
    let booking: TableBookingDocument | undefined;
    if (request.bookingId) {
      const snapshot = await tx.get(tableBookings(ids.restaurantId, ids.storeId).doc(request.bookingId));
      if (!snapshot.exists) throw new NotFoundError('We could not find this booking.');
      booking = ZTableBookingDocument.parse(snapshot.data());
      if (booking.status.code === 'cancelled')
        throw new BookingConflictError(BOOKING_ERRORS.alreadyCancelled);
      if (floor.seatings.some((seating) => seating.bookingId === request.bookingId))
        throw new BookingConflictError(TABLE_FLOOR_ERRORS.alreadySeatedBooking);
    }
    if (floor.seatings.some((seating) => seating.tableIds.some((id) => tableIds.includes(id))))
      throw new BookingConflictError(TABLE_FLOOR_ERRORS.tableTaken);
    // A walk-in holds its tables in today's ledger; a booked party already holds its seats in its own
    // date's ledger, which moves to the tables it actually sat at.
    const holdDate = booking ? booking.localDate : (bookingDateOf(now, store.schedule) as string);
    const ledgers = await readDayLedgers(tx, ids, holdDate);
    const seating: TableSeating = {
      id: request.seatingId,
      tableIds,
      ...(joinId ? { joinId } : {}),
      pax: request.pax,
      name: request.name || booking?.customer.name || '',
      ...(booking ? { bookingId: booking.id } : { holdDate }),
      seatedIsoDateTimeUtc: now.toISOString(),
      byUid: who.byUid,
      byName: who.byName,
    };
    if (booking) {
      // Seated: the booking's hold now lasts while the party stays (however long past its time).
      const { leftIsoDateTimeUtc: _cleared, ...notLeft } = booking;
      const moved: TableBookingDocument = {
        ...notLeft,
        tableId: tableIds[0] as string,
        tableIds,
        seatedIsoDateTimeUtc: now.toISOString(),
      };
      tx.set(tableBookings(ids.restaurantId, ids.storeId).doc(booking.id), moved);
      writeHold(tx, ledgers, booking.localDate, holdOf(moved));
    } else {
      const hold: BookingHold = {
        id: seating.id,
        startIsoDateTimeUtc: now.toISOString(),
        durationInMinutes: store.settings.durationInMinutes,
        pax: request.pax,
        seatingArea: tables[0]?.seatingArea ?? '',
        mobile: '',
        status: 'accepted',
        tableIds,
        kind: 'walkIn',
        // Lasts while they stay: past the booking duration until the table is cleared.
        seated: true,
      };
      writeHold(tx, ledgers, holdDate, hold);
    }
    writeFloor(tx, ids, { ...floor, seatings: [...floor.seatings, seating] }, now);
    return { seating, repeated: false };
  });
  if (!result.repeated)
    log.info('tableFloor.seated', { ...ids, seatingId: result.seating.id, pax: result.seating.pax });
  return result;
}

/**
 * Clears a table: the party left, the table (or join) is free. A walk-in's hold is removed; a booked
 * party's booking records when they left, so its hold ends then and the rest of its time can be
 * booked online.
 */
export async function clearSeating(store: BookingStore, seatingId: string, now = new Date()) {
  const ids = idsOf(store);
  const seating = await runContendedTransaction(async (tx) => {
    const floor = await readFloor(tx, ids);
    const current = floor.seatings.find((entry) => entry.id === seatingId);
    if (!current) throw new BookingConflictError(TABLE_FLOOR_ERRORS.alreadyCleared);
    if (current.holdDate) {
      const ledgers = await readDayLedgers(tx, ids, current.holdDate);
      removeHold(tx, ledgers, current.holdDate, current.id);
    } else if (current.bookingId) {
      const ref = tableBookings(ids.restaurantId, ids.storeId).doc(current.bookingId);
      const snapshot = await tx.get(ref);
      const booking = snapshot.exists ? ZTableBookingDocument.safeParse(snapshot.data()) : undefined;
      if (booking?.success) {
        const ledgers = await readDayLedgers(tx, ids, booking.data.localDate);
        const left: TableBookingDocument = { ...booking.data, leftIsoDateTimeUtc: now.toISOString() };
        tx.set(ref, left);
        writeHold(tx, ledgers, left.localDate, holdOf(left));
      }
    }
    writeFloor(
      tx,
      ids,
      { ...floor, seatings: floor.seatings.filter((entry) => entry.id !== seatingId) },
      now,
    );
    return current;
  });
  log.info('tableFloor.cleared', { ...ids, seatingId });
  return seating;
}

export async function joinTables(
  store: BookingStore,
  request: JoinTablesRequest,
  who: Who,
  now = new Date(),
): Promise<{ join: TableJoin; repeated: boolean }> {
  const ids = idsOf(store);
  const tableIds = [...new Set(request.tableIds)];
  if (tableIds.length < 2) throw new FieldError('tableIds', 'Choose at least two tables to join');
  return runContendedTransaction(async (tx) => {
    const floor = await readFloor(tx, ids);
    const existing = floor.joins.find((join) => join.id === request.joinId);
    if (existing) {
      if ([...existing.tableIds].sort().join() === [...tableIds].sort().join())
        return { join: existing, repeated: true };
      throw new BookingConflictError(TABLE_FLOOR_ERRORS.alreadyJoined);
    }
    const tables = await readActiveTables(tx, ids, tableIds);
    const areas = new Set(tables.map((table) => table.seatingArea.trim().toLowerCase()));
    if (areas.size > 1) throw new FieldError('tableIds', 'Join tables of one seating area');
    if (floor.joins.some((join) => join.tableIds.some((id) => tableIds.includes(id))))
      throw new BookingConflictError(TABLE_FLOOR_ERRORS.alreadyJoined);
    if (floor.seatings.some((seating) => seating.tableIds.some((id) => tableIds.includes(id))))
      throw new BookingConflictError(TABLE_FLOOR_ERRORS.joinInUse);
    const join: TableJoin = {
      id: request.joinId,
      tableIds,
      createdIsoDateTimeUtc: now.toISOString(),
      byUid: who.byUid,
      byName: who.byName,
    };
    writeFloor(tx, ids, { ...floor, joins: [...floor.joins, join] }, now);
    return { join, repeated: false };
  });
}

/** Separates joined tables (refused while a party sits at them). */
export async function separateTables(store: BookingStore, joinId: string, now = new Date()) {
  const ids = idsOf(store);
  return runContendedTransaction(async (tx) => {
    const floor = await readFloor(tx, ids);
    const join = floor.joins.find((entry) => entry.id === joinId);
    if (!join) throw new BookingConflictError(TABLE_FLOOR_ERRORS.alreadySeparated);
    if (floor.seatings.some((seating) => seating.tableIds.some((id) => join.tableIds.includes(id))))
      throw new BookingConflictError(TABLE_FLOOR_ERRORS.joinInUse);
    writeFloor(tx, ids, { ...floor, joins: floor.joins.filter((entry) => entry.id !== joinId) }, now);
    return join;
  });
}
