import {
  BOOKING_ERRORS,
  bookingTransitionError,
  canMoveBooking,
  holdOf,
  readTableFloor,
  seatsLeftAt,
  type TableBookingDocument,
  tablesForSeating,
  tablesTakenAt,
  ZTableBookingDocument,
} from '@resto/domain';
import { runContendedTransaction } from '../admin';
import { diningTables, tableBookings, tableFloorDoc } from '../firestore/paths';
import { FieldError, NotFoundError } from '../http/errors';
import { log } from '../log';
import { readDayLedgers, writeHold } from './bookingDays';
import { sendBookingEmail } from './bookingEmails';
import { BookingConflictError } from './bookingErrors';
import { sendBookingSms } from './bookingSms';
import type { BookingStore } from './bookingStore';
import { scheduleBookingReminder } from './reminderTasks';

export const BOOKING_NOT_FOUND = 'We could not find this booking.';

export interface BookingActionInput {
  store: BookingStore;
  tableBookingId: string;
  action: 'accept' | 'cancel';
  byUid: string;
  /** Who, as the history shows it (the staff member's email or the till's name). */
  byName?: string;
  /** Accept only: move the booking later by this many minutes (SPEC booking time offsets). */
  timeOffsetInMinutes?: number;
  reason?: string;
  /** Accept only: the store's table the party will sit at. */
  tableId?: string;
  /** When set, only the booking of this customer may be changed (a guest cancelling their own). */
  customerUid?: string;
}

/**
 * Accepts or cancels a booking in one transaction with its day ledger: the status must allow it
 * (the loser of two devices racing gets the catalogue's 409), a moved time must still have the seats,
 * and the ledger's hold follows the booking (a cancellation frees the seats at once).
 */
export async function runBookingAction(input: BookingActionInput): Promise<TableBookingDocument> {
  const { store } = input;
  const ids = { restaurantId: store.ordering.restaurantId, storeId: store.ordering.storeId };
  const ref = tableBookings(ids.restaurantId, ids.storeId).doc(input.tableBookingId);
  const to = input.action === 'accept' ? 'accepted' : 'cancelled';
  const booking = await runContendedTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw new NotFoundError(BOOKING_NOT_FOUND);
    const current = ZTableBookingDocument.parse(snapshot.data());
    if (input.customerUid !== undefined && current.customerUid !== input.customerUid)
      throw new NotFoundError(BOOKING_NOT_FOUND);
    const ledgers = await readDayLedgers(tx, ids, current.localDate);
    // The table chosen, or every table of the join it is part of.
    let tableIds: string[] | undefined;
    if (input.tableId !== undefined) {
      const floor = readTableFloor((await tx.get(tableFloorDoc(ids.restaurantId, ids.storeId))).data());
      tableIds = tablesForSeating(floor, input.tableId).tableIds;
      const tables = await tx.getAll(
        ...tableIds.map((id) => diningTables(ids.restaurantId, ids.storeId).doc(id)),
      );
      if (tables.some((table) => !table.exists))
        throw new FieldError('tableId', 'Choose one of the store’s tables that is in use.');
      // Switched off after the page loaded: the catalogue's refusal, not a form error.
      if (tables.some((table) => table.get('active') === false))
        throw new BookingConflictError(BOOKING_ERRORS.tableNotInUse);
    }
    const from = current.status.code;
    if (!canMoveBooking(from, to)) throw new BookingConflictError(bookingTransitionError(from, to));
    const now = new Date().toISOString();
    let bookedFor = current.bookedForIsoDateTimeUtc;
    if (to === 'accepted' && input.timeOffsetInMinutes) {
      const moved = new Date(Date.parse(bookedFor) + input.timeOffsetInMinutes * 60_000);
      const seatsLeft = seatsLeftAt({
        tables: store.tables,
        holds: ledgers.all,
        start: moved,
        durationInMinutes: current.durationInMinutes,
        seatingArea: current.seatingArea ?? '',
        ignoreBookingId: current.id,
      });
      if (seatsLeft < current.pax) throw new BookingConflictError(BOOKING_ERRORS.slotFull);
      bookedFor = moved.toISOString();
    }
    if (tableIds && to === 'accepted') {
      // Another booking, or a party seated now, holds one of these tables at that time.
      const taken = tablesTakenAt({
        holds: ledgers.all,
        start: new Date(bookedFor),
        durationInMinutes: current.durationInMinutes,
        ignoreBookingId: current.id,
      });
      if (tableIds.some((id) => taken.has(id))) throw new BookingConflictError(BOOKING_ERRORS.tableTaken);
    }
    const next: TableBookingDocument = {
      ...current,
      bookedForIsoDateTimeUtc: bookedFor,
      status: { code: to },
      statusHistory: [
        ...current.statusHistory,
        {
          from,
          to,
          atIsoDateTimeUtc: now,
          byUid: input.byUid,
          byName: input.byName ?? '',
          reason:
            input.reason ??
            (bookedFor !== current.bookedForIsoDateTimeUtc
              ? `Moved ${input.timeOffsetInMinutes} minutes later`
              : ''),
        },
      ],
      ...(to === 'cancelled' && input.reason ? { cancellationReason: input.reason } : {}),
      ...(input.tableId !== undefined && tableIds ? { tableId: input.tableId, tableIds } : {}),
    };
    tx.set(ref, next);
    writeHold(tx, ledgers, current.localDate, holdOf(next));
    return next;
  });
  log.info('tableBooking.changed', { ...ids, tableBookingId: booking.id, status: to });
  await Promise.all([
    sendBookingEmail(store, booking, to),
    sendBookingSms(store, booking, to),
    // Accepting may move the time (a booking time offset): the reminder follows. A cancelled
    // booking's task finds it cancelled and sends nothing.
    ...(to === 'accepted' ? [scheduleBookingReminder(store, booking)] : []),
  ]);
  return booking;
}
