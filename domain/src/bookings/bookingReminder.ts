import { z } from 'zod';
import { ZIsoDateTimeUtc } from '../common/common';
import type { TableBookingStatus } from '../common/constants';
import { smsMessageWithOptOut } from '../sms/sms';
import type { TableBookingDocument } from './bookingDocument';
import { bookingTimeWords } from './bookingEmail';

/**
 * The text a guest gets a while before their booking (the store sets how long before; 0 sends
 * none). One per booking and booked time: the booking keeps what was sent for which time, so a
 * second run of the monitor, or two at once, send nothing more, and a booking moved to another time
 * is reminded of the new one. A guest who unticked "Remind me" or replied STOP gets none.
 */
export const SMS_REMINDER_STATES = ['sending', 'sent', 'optedOut', 'failed'] as const;

export const ZBookingSmsReminder = z.object({
  status: z.enum(SMS_REMINDER_STATES),
  /** The booked time this reminder was for. */
  forIsoDateTimeUtc: ZIsoDateTimeUtc,
  atIsoDateTimeUtc: ZIsoDateTimeUtc,
  messageId: z.string().optional(),
  error: z.string().optional(),
});
export type BookingSmsReminder = z.infer<typeof ZBookingSmsReminder>;

/** The monitor looks this far ahead at most (the longest reminder lead the settings allow). */
export const MAX_REMINDER_MINUTES_BEFORE = 48 * 60;

type RemindableBooking = Pick<TableBookingDocument, 'bookedForIsoDateTimeUtc' | 'status'> & {
  reminderOptIn?: boolean | undefined;
  smsReminder?: BookingSmsReminder | undefined;
};

/**
 * Why this booking cannot be texted a reminder at all right now (null: it can): cancelled, the guest
 * said no, already texted for this time, or the time has passed. Staff's "Text reminder now" shows it.
 */
export function reminderBlocker(booking: RemindableBooking, now: Date): string | null {
  if (booking.status.code === 'cancelled') return 'The booking is cancelled.';
  if (booking.reminderOptIn === false) return 'The guest asked not to be texted a reminder.';
  if (booking.smsReminder?.forIsoDateTimeUtc === booking.bookedForIsoDateTimeUtc)
    return booking.smsReminder.status === 'optedOut'
      ? 'The guest replied STOP to our texts.'
      : 'The reminder for this time was already texted.';
  if (now.getTime() >= Date.parse(booking.bookedForIsoDateTimeUtc)) return 'The booked time has passed.';
  return null;
}

/** Whether `booking` should be texted its reminder at `now`. */
export function isReminderDue(booking: RemindableBooking, minutesBefore: number, now: Date): boolean {
  if (minutesBefore <= 0 || reminderBlocker(booking, now) !== null) return false;
  const start = Date.parse(booking.bookedForIsoDateTimeUtc);
  return now.getTime() >= start - minutesBefore * 60_000;
}

/** "Reminder: your table for 2 at Bella Vista Bondi Beach, Friday 4 December at 7:00 pm. ..." */
export function bookingReminderText(
  booking: Pick<TableBookingDocument, 'bookedForIsoDateTimeUtc' | 'pax' | 'status'>,
  store: { restaurantName: string; storeName: string; storePhone: string; timezone: string },
): string {
  const place = `${store.restaurantName} ${store.storeName}`.trim();
  const when = bookingTimeWords(booking.bookedForIsoDateTimeUtc, store.timezone);
  const guests = booking.pax === 1 ? '1 guest' : `${booking.pax} guests`;
  const change = store.storePhone ? ` To change it, call ${store.storePhone}.` : '';
  return smsMessageWithOptOut(`Reminder: your table for ${guests} at ${place}, ${when}.${change}`);
}

/**
 * A status text (received, confirmed, cancelled) sent to the guest: one per booking and status, the
 * booking keeps what was sent so a retried request or two devices send it once.
 */
export const ZBookingSmsNotice = z.object({
  status: z.enum(SMS_REMINDER_STATES),
  atIsoDateTimeUtc: ZIsoDateTimeUtc,
  messageId: z.string().optional(),
  error: z.string().optional(),
});
export type BookingSmsNotice = z.infer<typeof ZBookingSmsNotice>;

export const ZBookingSmsNotices = z
  .object({ new: ZBookingSmsNotice, accepted: ZBookingSmsNotice, cancelled: ZBookingSmsNotice })
  .partial();

/** "Your table for 2 at Bella Vista Bondi Beach, Friday 4 December at 7:00 pm is confirmed. ..." */
export function bookingStatusText(
  booking: Pick<TableBookingDocument, 'bookedForIsoDateTimeUtc' | 'pax'>,
  status: TableBookingStatus,
  store: { restaurantName: string; storeName: string; storePhone: string; timezone: string },
): string {
  const place = `${store.restaurantName} ${store.storeName}`.trim();
  const when = bookingTimeWords(booking.bookedForIsoDateTimeUtc, store.timezone);
  const guests = booking.pax === 1 ? '1 guest' : `${booking.pax} guests`;
  const call = store.storePhone ? ` Questions? Call ${store.storePhone}.` : '';
  const body =
    status === 'new'
      ? `We have your booking request for ${guests} at ${place}, ${when}. We will confirm it shortly.${call}`
      : status === 'accepted'
        ? `Your table for ${guests} at ${place}, ${when} is confirmed. See you soon!${call}`
        : `Your booking for ${guests} at ${place}, ${when} was cancelled.${call}`;
  return smsMessageWithOptOut(body);
}
