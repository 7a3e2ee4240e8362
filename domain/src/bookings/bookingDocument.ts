import { z } from 'zod';
import { ZIsoDateTimeUtc } from '../common/common';
import { TABLE_BOOKING_STATUSES, type TableBookingSource } from '../common/constants';
import { localDateAt, offsetMinutesAt } from '../time/zonedTime';
import { ZBookingEdit } from './bookingEdit';
import { ZBookingSmsNotices, ZBookingSmsReminder } from './bookingReminder';
import type { BookingHold, TableBookingRequest } from './bookingRules';
import { type TableBooking, ZTableBooking } from './tableBooking';

/** One status change of a booking: who, when, from, to, why. */
export const ZBookingStatusChange = z.object({
  from: z.enum(TABLE_BOOKING_STATUSES).nullable(),
  to: z.enum(TABLE_BOOKING_STATUSES),
  atIsoDateTimeUtc: ZIsoDateTimeUtc,
  byUid: z.string().default(''),
  /** The staff member's email or the till's name, so the history says who without a lookup. */
  byName: z.string().default(''),
  reason: z.string().default(''),
});
export type BookingStatusChange = z.infer<typeof ZBookingStatusChange>;

/**
 * `restaurants/{r}/stores/{s}/tableBookings/{id}`: the spec's booking plus what the server keeps to
 * check it: the store-local date it counts towards, how long it holds seats, the customer's uid
 * (which lets them read it), the request's fingerprint (a repeat answers from the stored booking)
 * and the status history.
 */
export const ZTableBookingDocument = ZTableBooking.extend({
  customerUid: z.string().optional(),
  localDate: z.string(),
  durationInMinutes: z.number().int().positive(),
  requestFingerprint: z.string().default(''),
  statusHistory: z.array(ZBookingStatusChange).default([]),
  /** Staff's edits of the details, oldest first (who changed which field from what to what). */
  editHistory: z.array(ZBookingEdit).default([]),
  cancellationReason: z.string().optional(),
  /** False when the guest unticked "Remind me". */
  reminderOptIn: z.boolean().default(true),
  /** The reminder text sent (or being sent) and for which booked time. */
  smsReminder: ZBookingSmsReminder.optional(),
  /** The status texts sent (or being sent): received, confirmed, cancelled. */
  smsNotices: ZBookingSmsNotices.optional(),
  /** The table staff put the party at (the live map shows it "booked soon" before they arrive). */
  tableId: z.string().optional(),
  /** Every table the party holds: the table, or all tables of the join it was put on. */
  tableIds: z.array(z.string()).max(8).optional(),
  /** When staff seated the party (the live floor): its hold then lasts while they stay. */
  seatedIsoDateTimeUtc: ZIsoDateTimeUtc.optional(),
  /** When staff cleared their table: the rest of the booked time is free for other bookings. */
  leftIsoDateTimeUtc: ZIsoDateTimeUtc.optional(),
});
export type TableBookingDocument = z.infer<typeof ZTableBookingDocument>;

export const ZBookingCancelRequest = z.object({
  reason: z.string().trim().max(200, 'Reason must be at most 200 characters').default(''),
});

/** ISO with the store's offset, like 2026-12-04T19:00:00+11:00 (what the guest saw). */
export function isoWithOffset(instant: Date, timezone: string): string {
  const offset = offsetMinutesAt(instant, timezone);
  const local = new Date(instant.getTime() + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** What makes two requests under one booking id "the same booking" (a retry) or not. */
export function bookingFingerprint(request: TableBookingRequest): string {
  return JSON.stringify([
    request.bookedForIsoDateTimeUtc,
    request.pax,
    request.customer.mobile,
    request.customer.name.trim().toLowerCase(),
    request.seatingArea.trim().toLowerCase(),
  ]);
}

export function buildTableBookingDocument(options: {
  request: TableBookingRequest;
  restaurantId: string;
  storeId: string;
  uid: string;
  customerUid?: string | undefined;
  source: TableBookingSource;
  localDate: string;
  durationInMinutes: number;
  timezone: string;
  now: Date;
  byName?: string;
}): TableBookingDocument {
  const { request, now } = options;
  const booking: TableBooking = {
    id: request.tableBookingId,
    uid: options.uid,
    restaurantId: options.restaurantId,
    storeId: options.storeId,
    bookedForIsoDateTimeUtc: new Date(request.bookedForIsoDateTimeUtc).toISOString(),
    customer: {
      name: request.customer.name,
      mobile: request.customer.mobile,
      unverifiedEmail: request.customer.unverifiedEmail,
    },
    pax: request.pax,
    ...(request.seatingArea ? { seatingArea: request.seatingArea } : {}),
    specialRequest: {
      note: request.specialRequest.note,
      ...(request.specialRequest.template ? { template: request.specialRequest.template } : {}),
    },
    placedIsoDateTime: isoWithOffset(now, options.timezone),
    placedIsoDateTimeUtc: now.toISOString(),
    status: { code: 'new' },
    source: options.source,
  };
  return {
    ...booking,
    ...(options.customerUid ? { customerUid: options.customerUid } : {}),
    localDate: options.localDate,
    durationInMinutes: options.durationInMinutes,
    requestFingerprint: bookingFingerprint(request),
    reminderOptIn: request.reminderOptIn,
    statusHistory: [
      {
        from: null,
        to: 'new',
        atIsoDateTimeUtc: now.toISOString(),
        byUid: options.uid,
        byName: options.byName ?? '',
        reason: '',
      },
    ],
    editHistory: [],
  };
}

/** The booking as the day ledger keeps it for capacity checks. */
export function holdOf(booking: TableBookingDocument): BookingHold {
  return {
    id: booking.id,
    startIsoDateTimeUtc: booking.bookedForIsoDateTimeUtc,
    durationInMinutes: booking.durationInMinutes,
    pax: booking.pax,
    seatingArea: booking.seatingArea ?? '',
    mobile: booking.customer.mobile,
    status: booking.status.code,
    tableIds: booking.tableIds ?? (booking.tableId ? [booking.tableId] : []),
    kind: 'booking',
    ...(booking.leftIsoDateTimeUtc
      ? { endedIsoDateTimeUtc: booking.leftIsoDateTimeUtc }
      : booking.seatedIsoDateTimeUtc
        ? { seated: true }
        : {}),
  };
}

/** The local date of an instant in the store (for labels and queries). */
export function bookingLocalDate(iso: string, timezone: string): string {
  return localDateAt(new Date(iso), timezone);
}
