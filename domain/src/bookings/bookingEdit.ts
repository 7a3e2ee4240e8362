import { z } from 'zod';
import { ZIsoDateTimeUtc } from '../common/common';
import { ZOptionalEmail, ZPhoneE164 } from '../common/validation';
import type { TableBookingDocument } from './bookingDocument';

/**
 * Staff edit a booking's details (SPEC booking change fields: mobile, name, unverified email,
 * booked-for time, pax, seating area, special request; status changes go through accept and
 * cancel). Every save records who changed which field from what to what, and when, so the booking
 * shows its own history.
 */
export const BOOKING_CHANGE_FIELDS = [
  'name',
  'mobile',
  'unverifiedEmail',
  'bookedForIsoDateTimeUtc',
  'pax',
  'seatingArea',
  'specialRequest',
] as const;
export type BookingChangeField = (typeof BOOKING_CHANGE_FIELDS)[number];

export const BOOKING_CHANGE_FIELD_LABELS: Record<BookingChangeField | 'status', string> = {
  name: 'Name',
  mobile: 'Mobile',
  unverifiedEmail: 'Email',
  bookedForIsoDateTimeUtc: 'Booked for',
  pax: 'Guests',
  seatingArea: 'Seating area',
  specialRequest: 'Special request',
  status: 'Status',
};

export const ZBookingFieldChange = z.object({
  field: z.enum(BOOKING_CHANGE_FIELDS),
  from: z.string(),
  to: z.string(),
});
export type BookingFieldChange = z.infer<typeof ZBookingFieldChange>;

/** One save of the edit form: who (uid and the name staff know them by), when, which fields. */
export const ZBookingEdit = z.object({
  atIsoDateTimeUtc: ZIsoDateTimeUtc,
  byUid: z.string(),
  byName: z.string().default(''),
  changes: z.array(ZBookingFieldChange),
});
export type BookingEdit = z.infer<typeof ZBookingEdit>;

/** `POST /api/table-bookings/.../bookings/{id}/edit`: the new values of the fields that change. */
export const ZBookingEditRequest = z.object({
  /**
   * The booking's version the editor saw (`bookingVersion`): a save based on an older version
   * would silently undo someone else's change, so it is refused with the catalogue's 409.
   */
  basedOnVersion: z.number().int().min(0).max(100_000),
  changes: z
    .object({
      name: z
        .string()
        .trim()
        .min(1, 'Enter the guest’s name')
        .max(100, 'Name must be at most 100 characters'),
      mobile: ZPhoneE164,
      unverifiedEmail: ZOptionalEmail,
      bookedForIsoDateTimeUtc: ZIsoDateTimeUtc,
      pax: z.number().int('Guests must be a whole number').min(1, 'At least 1 guest').max(100),
      seatingArea: z.string().trim().max(40, 'Seating area must be at most 40 characters'),
      specialRequest: z.object({
        note: z.string().trim().max(300, 'Special request must be at most 300 characters'),
        template: z.string().trim().max(100),
      }),
    })
    .partial(),
});
export type BookingEditRequest = z.infer<typeof ZBookingEditRequest>;

/** How many times the booking was changed (status or details): what an edit must be based on. */
export function bookingVersion(
  booking: Pick<TableBookingDocument, 'statusHistory'> & { editHistory?: unknown[] },
) {
  return booking.statusHistory.length + (booking.editHistory?.length ?? 0);
}

function specialRequestWords(request: { note?: string; template?: string | undefined }): string {
  return [request.template, request.note].filter(Boolean).join(' · ');
}

/** The field as the history shows it (times stay ISO: the screen formats them in the store's zone). */
function fieldValue(booking: TableBookingDocument, field: BookingChangeField): string {
  switch (field) {
    case 'name':
      return booking.customer.name;
    case 'mobile':
      return booking.customer.mobile;
    case 'unverifiedEmail':
      return booking.customer.unverifiedEmail;
    case 'bookedForIsoDateTimeUtc':
      return booking.bookedForIsoDateTimeUtc;
    case 'pax':
      return String(booking.pax);
    case 'seatingArea':
      return booking.seatingArea ?? '';
    case 'specialRequest':
      return specialRequestWords(booking.specialRequest);
  }
}

/**
 * The booking with `changes` applied and the list of fields that really changed (a field sent with
 * its current value is no change). Pure: the server runs it inside the transaction.
 */
export function applyBookingEdit(
  current: TableBookingDocument,
  changes: BookingEditRequest['changes'],
): { next: TableBookingDocument; changed: BookingFieldChange[] } {
  const next: TableBookingDocument = {
    ...current,
    customer: {
      name: changes.name ?? current.customer.name,
      mobile: changes.mobile ?? current.customer.mobile,
      unverifiedEmail: changes.unverifiedEmail ?? current.customer.unverifiedEmail,
    },
    bookedForIsoDateTimeUtc:
      changes.bookedForIsoDateTimeUtc !== undefined
        ? new Date(changes.bookedForIsoDateTimeUtc).toISOString()
        : current.bookedForIsoDateTimeUtc,
    pax: changes.pax ?? current.pax,
    specialRequest: changes.specialRequest
      ? {
          note: changes.specialRequest.note,
          ...(changes.specialRequest.template ? { template: changes.specialRequest.template } : {}),
        }
      : current.specialRequest,
  };
  const area = changes.seatingArea ?? current.seatingArea ?? '';
  if (area) next.seatingArea = area;
  else delete next.seatingArea;
  const changed = BOOKING_CHANGE_FIELDS.flatMap((field) => {
    const from = fieldValue(current, field);
    const to = fieldValue(next, field);
    return from === to ? [] : [{ field, from, to }];
  });
  return { next, changed };
}

/** Whether the edit changes what the day ledger counts (time, party size or area). */
export function editMovesSeats(changed: readonly BookingFieldChange[]): boolean {
  return changed.some((change) => ['bookedForIsoDateTimeUtc', 'pax', 'seatingArea'].includes(change.field));
}
