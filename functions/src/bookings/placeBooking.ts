import {
  BOOKING_ERRORS,
  bookingDateOf,
  bookingFingerprint,
  bookingRequestProblems,
  buildTableBookingDocument,
  holdOf,
  isDoubleBooking,
  partyFitsAt,
  readTableFloor,
  type TableBookingDocument,
  type TableBookingRequest,
  type TableBookingSource,
  ZTableBookingDocument,
} from '@resto/domain';
import { runContendedTransaction } from '../admin';
import { tableBookings, tableFloorDoc } from '../firestore/paths';
import { log } from '../log';
import { readDayLedgers, writeHold } from './bookingDays';
import { sendBookingEmail } from './bookingEmails';
import { BookingConflictError, BookingProblemsError } from './bookingErrors';
import { sendBookingSms } from './bookingSms';
import type { BookingStore } from './bookingStore';
import { scheduleBookingReminder } from './reminderTasks';

export interface PlaceBookingInput {
  store: BookingStore;
  request: TableBookingRequest;
  /** Who placed it (the guest, also anonymously, or staff at the POS). */
  uid: string;
  /** Set for guests: lets them read and cancel it. */
  customerUid: string | undefined;
  source: TableBookingSource;
  now?: Date;
}

/**
 * Books a table: the rules (party size, window, offered time, area) are checked first; then ONE
 * transaction reads the booking id (a repeat answers from the stored booking, a different booking
 * under the same id is 409), the day ledgers (bookings and seated walk-ins) and the floor's joins,
 * checks the seats left, that one table or join seats the party, and the guest's other bookings, and writes the booking with its hold. Racing guests for the last seats meet on the
 * ledger: one commits, the other's retry sees the seats gone and gets 'Time No Longer Available'.
 */
export async function placeTableBooking(input: PlaceBookingInput): Promise<{
  booking: TableBookingDocument;
  repeated: boolean;
}> {
  const { store, request } = input;
  const now = input.now ?? new Date();
  const context = { settings: store.settings, schedule: store.schedule, now };
  const problems = bookingRequestProblems(request, context);
  if (problems.length > 0) throw new BookingProblemsError(problems);
  const start = new Date(request.bookedForIsoDateTimeUtc);
  const date = bookingDateOf(start, store.schedule) as string;
  const ids = { restaurantId: store.ordering.restaurantId, storeId: store.ordering.storeId };
  const ref = tableBookings(ids.restaurantId, ids.storeId).doc(request.tableBookingId);

  const result = await runContendedTransaction(
    async (tx) => {
      const existing = await tx.get(ref);
      const ledgers = await readDayLedgers(tx, ids, date);
      // Joined tables seat a large party as one; read in the transaction, so a separation racing
      // this booking is seen by one of the two.
      const floor = readTableFloor((await tx.get(tableFloorDoc(ids.restaurantId, ids.storeId))).data());
      if (existing.exists) {
        const stored = ZTableBookingDocument.parse(existing.data());
        if (
          stored.requestFingerprint !== bookingFingerprint(request) ||
          stored.customerUid !== input.customerUid
        )
          throw new BookingConflictError(BOOKING_ERRORS.bookingProcessing);
        return { booking: stored, repeated: true };
      }
      const durationInMinutes = store.settings.durationInMinutes;
      if (
        isDoubleBooking(ledgers.all, {
          id: request.tableBookingId,
          mobile: request.customer.mobile,
          start,
          durationInMinutes,
        })
      )
        throw new BookingConflictError(BOOKING_ERRORS.alreadyBooked);
      const { fits } = partyFitsAt({
        tables: store.tables,
        joins: floor.joins,
        holds: ledgers.all,
        start,
        durationInMinutes,
        seatingArea: request.seatingArea,
        pax: request.pax,
      });
      if (!fits) throw new BookingConflictError(BOOKING_ERRORS.slotFull);
      const booking = buildTableBookingDocument({
        request,
        ...ids,
        uid: input.uid,
        customerUid: input.customerUid,
        source: input.source,
        localDate: date,
        durationInMinutes,
        timezone: store.timezone,
        now,
      });
      tx.create(ref, booking);
      writeHold(tx, ledgers, date, holdOf(booking));
      return { booking, repeated: false };
    },
    8,
    // Many guests may race for one evening: give the SDK room to retry on the contended ledger.
    20,
  );
  if (!result.repeated)
    log.info('tableBooking.placed', {
      ...ids,
      tableBookingId: result.booking.id,
      pax: result.booking.pax,
      source: input.source,
    });
  await Promise.all([
    sendBookingEmail(store, result.booking, 'new'),
    sendBookingSms(store, result.booking, 'new'),
    scheduleBookingReminder(store, result.booking),
  ]);
  return result;
}
