import {
  BOOKING_TIME_OFFSET_CHOICES,
  bookableDateRange,
  bookingSlotsOn,
  largestPartyPlace,
  parseLocalDate,
  readTableFloor,
  reminderBlocker,
  ZBookingAvailabilityQuery,
  ZBookingCancelRequest,
  ZBookingEditRequest,
  ZTableBookingDocument,
  ZTableBookingRequest,
} from '@resto/domain';
import { type Response, Router } from 'express';
import { z } from 'zod';
import { BOOKING_NOT_FOUND, runBookingAction } from '../bookings/bookingActions';
import { readDayLedgersOutside } from '../bookings/bookingDaysRead';
import { BookingProblemsError } from '../bookings/bookingErrors';
import { sendBookingReminder, sendDueBookingReminders } from '../bookings/bookingReminders';
import { readBookingStore } from '../bookings/bookingStore';
import { editTableBooking } from '../bookings/editBooking';
import { placeTableBooking } from '../bookings/placeBooking';
import { tableBookings, tableFloorDoc } from '../firestore/paths';
import { requireCaller } from '../http/auth';
import { ConflictError, FieldError, NotFoundError } from '../http/errors';
import { requireOrderActor } from '../orderOperations/actor';
import { pathIds, ZPathId } from './params';

const base = '/restaurants/:restaurantId/stores/:storeId';

/** Accept: as requested, or later by one of the spec's booking time offsets. */
export const ZBookingAcceptRequest = z.object({
  timeOffsetInMinutes: z
    .number()
    .int()
    .refine((minutes) => BOOKING_TIME_OFFSET_CHOICES.some((choice) => choice.minutes === minutes), {
      message: 'Choose one of the offered time changes',
    })
    .default(0),
  /** The table the party will sit at (shown "booked soon" on the live map). */
  tableId: ZPathId.optional(),
});

function answerProblems(res: Response, error: unknown): void {
  if (!(error instanceof BookingProblemsError)) throw error;
  res.status(400).json({ title: error.title, message: error.message, issues: error.problems });
}

/**
 * The storefront's booking calls, under `/api/online-ordering` (SPEC.md section 7):
 * `GET .../table_booking/availability?date&pax&seatingArea` (public: the settings a guest needs and
 * each time's seats) and `POST .../table_booking` (anyone; a signed-in guest's uid, also anonymous,
 * becomes the booking's `customerUid`, which lets them see and cancel it).
 */
export function onlineTableBookingRouter(): Router {
  const router = Router();

  router.get(`${base}/table_booking/availability`, async (req, res) => {
    const ids = pathIds(req, ['restaurantId', 'storeId']);
    const query = ZBookingAvailabilityQuery.parse(req.query);
    const date = parseLocalDate(query.date);
    if (date === null) throw new FieldError('date', 'Choose a date');
    const store = await readBookingStore(ids.restaurantId, ids.storeId);
    const now = new Date();
    const [holds, floorSnapshot] = await Promise.all([
      readDayLedgersOutside(ids, date),
      tableFloorDoc(ids.restaurantId, ids.storeId).get(),
    ]);
    const { settings } = store;
    const joins = readTableFloor(floorSnapshot.data()).joins;
    res.json({
      settings: {
        enable: settings.enable,
        minPax: settings.minPax,
        maxPax: settings.maxPax,
        numOfDaysInAdvance: settings.numOfDaysInAdvance,
        seatingAreaInfo: settings.seatingAreaInfo,
        specialRequestInfo: settings.specialRequestInfo,
        durationInMinutes: settings.durationInMinutes,
        smsReminderMinutesBefore: settings.smsReminderMinutesBefore,
      },
      timezone: store.timezone,
      dates: bookableDateRange(settings, now, store.timezone),
      slots: bookingSlotsOn(date, {
        settings,
        schedule: store.schedule,
        now,
        tables: store.tables,
        holds,
        joins,
        pax: query.pax,
        seatingArea: query.seatingArea,
      }),
      // The largest party one table or join seats (in the area asked for): a larger party is offered
      // no time, and the storefront tells the guest to call instead. Null when it cannot be told.
      largestParty: largestPartyPlace({ tables: store.tables, joins, seatingArea: query.seatingArea }),
    });
  });

  router.post(`${base}/table_booking`, async (req, res) => {
    const caller = requireCaller(req);
    const ids = pathIds(req, ['restaurantId', 'storeId']);
    const request = ZTableBookingRequest.parse(req.body);
    const store = await readBookingStore(ids.restaurantId, ids.storeId);
    try {
      const { booking, repeated } = await placeTableBooking({
        store,
        request,
        uid: caller.uid,
        customerUid: caller.uid,
        source: 'ONLINE',
      });
      res.status(repeated ? 200 : 201).json({ booking, repeated });
    } catch (error) {
      answerProblems(res, error);
    }
  });

  /** The guest cancels their own booking (anyone else: 404). */
  router.post(`${base}/table_booking/:tableBookingId/cancel`, async (req, res) => {
    const caller = requireCaller(req);
    const { tableBookingId, ...ids } = pathIds(req, ['restaurantId', 'storeId', 'tableBookingId']);
    const { reason } = ZBookingCancelRequest.parse(req.body ?? {});
    const store = await readBookingStore(ids.restaurantId, ids.storeId);
    const booking = await runBookingAction({
      store,
      tableBookingId,
      action: 'cancel',
      byUid: caller.uid,
      reason: reason || 'Cancelled by the guest',
      customerUid: caller.uid,
    });
    res.json({ booking });
  });

  return router;
}

/** `/api/table-bookings/restaurants/:r/stores/:s/bookings/:id/accept|cancel`: staff and POS terminals. */
export function tableBookingsRouter(): Router {
  const router = Router();

  router.post(`${base}/bookings/:tableBookingId/accept`, async (req, res) => {
    const caller = requireCaller(req);
    const { tableBookingId, ...ids } = pathIds(req, ['restaurantId', 'storeId', 'tableBookingId']);
    const actor = await requireOrderActor(caller, ids.restaurantId, ids.storeId);
    const { timeOffsetInMinutes, tableId } = ZBookingAcceptRequest.parse(req.body ?? {});
    const store = await readBookingStore(ids.restaurantId, ids.storeId);
    res.json({
      booking: await runBookingAction({
        store,
        tableBookingId,
        action: 'accept',
        byUid: caller.uid,
        byName: actor.name ?? '',
        timeOffsetInMinutes,
        ...(tableId ? { tableId } : {}),
      }),
    });
  });

  router.post(`${base}/bookings/:tableBookingId/cancel`, async (req, res) => {
    const caller = requireCaller(req);
    const { tableBookingId, ...ids } = pathIds(req, ['restaurantId', 'storeId', 'tableBookingId']);
    const actor = await requireOrderActor(caller, ids.restaurantId, ids.storeId);
    const { reason } = ZBookingCancelRequest.parse(req.body ?? {});
    const store = await readBookingStore(ids.restaurantId, ids.storeId);
    res.json({
      booking: await runBookingAction({
        store,
        tableBookingId,
        action: 'cancel',
        byUid: caller.uid,
        byName: actor.name ?? '',
        reason,
      }),
    });
  });

  /** Staff change the details (SPEC booking change fields); each save is kept in the booking's history. */
  router.post(`${base}/bookings/:tableBookingId/edit`, async (req, res) => {
    const caller = requireCaller(req);
    const { tableBookingId, ...ids } = pathIds(req, ['restaurantId', 'storeId', 'tableBookingId']);
    const actor = await requireOrderActor(caller, ids.restaurantId, ids.storeId);
    const request = ZBookingEditRequest.parse(req.body);
    const store = await readBookingStore(ids.restaurantId, ids.storeId);
    res.json(
      await editTableBooking({ store, tableBookingId, request, byUid: caller.uid, byName: actor.name ?? '' }),
    );
  });

  /**
   * Staff's "Send due reminders": texts every booking of this store whose lead time has come and was
   * not reminded yet (once per booked time, as the reminder tasks do): a catch-up for bookings whose
   * reminder task could not be enqueued.
   */
  router.post(`${base}/reminders/send-due`, async (req, res) => {
    const caller = requireCaller(req);
    const ids = pathIds(req, ['restaurantId', 'storeId']);
    await requireOrderActor(caller, ids.restaurantId, ids.storeId);
    res.json({ outcomes: await sendDueBookingReminders(Date.now(), ids) });
  });

  /** Staff text one guest their reminder now (before its lead time); still one per booked time. */
  router.post(`${base}/bookings/:tableBookingId/remind`, async (req, res) => {
    const caller = requireCaller(req);
    const { tableBookingId, ...ids } = pathIds(req, ['restaurantId', 'storeId', 'tableBookingId']);
    await requireOrderActor(caller, ids.restaurantId, ids.storeId);
    const store = await readBookingStore(ids.restaurantId, ids.storeId);
    const ref = tableBookings(ids.restaurantId, ids.storeId).doc(tableBookingId);
    const snapshot = await ref.get();
    if (!snapshot.exists) throw new NotFoundError(BOOKING_NOT_FOUND);
    const blocker = reminderBlocker(ZTableBookingDocument.parse(snapshot.data()), new Date());
    if (blocker) throw new ConflictError(blocker, 'Reminder Not Sent');
    const outcome = await sendBookingReminder(store, ref, new Date(), undefined, { early: true });
    // A second tap racing this one found it claimed: the catalogue's words for "already done".
    if (outcome === 'notDue')
      throw new ConflictError('The reminder for this time was already texted.', 'Reminder Not Sent');
    res.json({ outcome, booking: (await ref.get()).data() });
  });

  /** Staff take a booking at the POS or by phone (source POS). */
  router.post(`${base}/bookings`, async (req, res) => {
    const caller = requireCaller(req);
    const ids = pathIds(req, ['restaurantId', 'storeId']);
    await requireOrderActor(caller, ids.restaurantId, ids.storeId);
    const request = ZTableBookingRequest.parse(req.body);
    const store = await readBookingStore(ids.restaurantId, ids.storeId);
    try {
      const { booking, repeated } = await placeTableBooking({
        store,
        request,
        uid: caller.uid,
        customerUid: undefined,
        source: 'POS',
      });
      res.status(repeated ? 200 : 201).json({ booking, repeated });
    } catch (error) {
      answerProblems(res, error);
    }
  });

  return router;
}
