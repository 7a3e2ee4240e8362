import {
  applyBookingEdit,
  BOOKING_ERRORS,
  type BookingEditRequest,
  bookingDateOf,
  bookingVersion,
  editMovesSeats,
  holdOf,
  isDoubleBooking,
  seatsLeftAt,
  type TableBookingDocument,
  ZTableBookingDocument,
} from '@resto/domain';
import { runContendedTransaction } from '../admin';
import { tableBookings } from '../firestore/paths';
import { FieldError, NotFoundError } from '../http/errors';
import { log } from '../log';
import { BOOKING_NOT_FOUND } from './bookingActions';
import { readDayLedgers, removeHold, writeHold } from './bookingDays';
import { BookingConflictError } from './bookingErrors';
import type { BookingStore } from './bookingStore';
import { scheduleBookingReminder } from './reminderTasks';

export interface EditBookingInput {
  store: BookingStore;
  tableBookingId: string;
  request: BookingEditRequest;
  byUid: string;
  byName: string;
}

/**
 * Staff change a booking's details in one transaction with the day ledgers: the edit must be based
 * on the version the editor saw (two people saving at once: one wins, the other gets the catalogue's
 * 409), a new time, party size or area must still have the seats (the booking's own hold does not
 * count against it), and the hold moves with the booking, to another day's ledger when the date
 * changes. Each save appends who changed which fields, from what to what.
 */
export async function editTableBooking(
  input: EditBookingInput,
): Promise<{ booking: TableBookingDocument; changed: number }> {
  const { store, request } = input;
  const ids = { restaurantId: store.ordering.restaurantId, storeId: store.ordering.storeId };
  const ref = tableBookings(ids.restaurantId, ids.storeId).doc(input.tableBookingId);
  let newDate: string | undefined;
  if (request.changes.bookedForIsoDateTimeUtc !== undefined) {
    const start = new Date(request.changes.bookedForIsoDateTimeUtc);
    if (start.getTime() < Date.now())
      throw new FieldError('changes.bookedForIsoDateTimeUtc', 'Choose a time that is still ahead.');
    newDate = bookingDateOf(start, store.schedule) ?? undefined;
  }
  const result = await runContendedTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw new NotFoundError(BOOKING_NOT_FOUND);
    const current = ZTableBookingDocument.parse(snapshot.data());
    if (current.status.code === 'cancelled') throw new BookingConflictError(BOOKING_ERRORS.alreadyCancelled);
    if (bookingVersion(current) !== request.basedOnVersion)
      throw new BookingConflictError(BOOKING_ERRORS.changedElsewhere);
    const date = newDate ?? current.localDate;
    const ledgers = await readDayLedgers(tx, ids, current.localDate, date);
    const { next, changed } = applyBookingEdit(current, request.changes);
    if (changed.length === 0) return { booking: current, changed: 0 };
    const area = next.seatingArea ?? '';
    if (area && !store.tables.some((table) => table.active && table.seatingArea === area))
      throw new FieldError('changes.seatingArea', `${area} has no tables in use.`);
    if (editMovesSeats(changed)) {
      const start = new Date(next.bookedForIsoDateTimeUtc);
      const seatsLeft = seatsLeftAt({
        tables: store.tables,
        holds: ledgers.all,
        start,
        durationInMinutes: current.durationInMinutes,
        seatingArea: area,
        ignoreBookingId: current.id,
      });
      if (seatsLeft < next.pax) throw new BookingConflictError(BOOKING_ERRORS.slotFull);
      if (
        isDoubleBooking(ledgers.all, {
          id: current.id,
          mobile: next.customer.mobile,
          start,
          durationInMinutes: current.durationInMinutes,
        })
      )
        throw new BookingConflictError(BOOKING_ERRORS.alreadyBooked);
    }
    const saved: TableBookingDocument = {
      ...next,
      localDate: date,
      editHistory: [
        ...current.editHistory,
        {
          atIsoDateTimeUtc: new Date().toISOString(),
          byUid: input.byUid,
          byName: input.byName,
          changes: changed,
        },
      ],
    };
    tx.set(ref, saved);
    if (date !== current.localDate) removeHold(tx, ledgers, current.localDate, current.id);
    writeHold(tx, ledgers, date, holdOf(saved));
    return { booking: saved, changed: changed.length };
  });
  if (result.changed > 0) {
    log.info('tableBooking.edited', { ...ids, tableBookingId: result.booking.id, fields: result.changed });
    // A new time gets its own reminder task; the old time's task finds the booking moved.
    await scheduleBookingReminder(store, result.booking);
  }
  return result;
}
