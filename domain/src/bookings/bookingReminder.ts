import { z } from 'zod';
import { ZIsoDateTimeUtc } from '../common/common';
import { smsMessageWithOptOut } from '../sms/sms';
import type { TableBookingDocument } from './bookingDocument';
import { bookingTimeWords } from './bookingEmail';

/**
 * The text a guest gets a while before their booking (the store sets how long before; 0 sends
 * none). One per booking and booked time: the booking keeps what was sent for which time, so a
 * second run of the monitor, or two at once, send nothing more, and a booking moved to another time
 * is reminded of the new one. A guest who unticked "Text me a reminder" or replied STOP gets none.
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

/** Whether `booking` should be texted its reminder at `now`. */
export function isReminderDue(
  booking: Pick<TableBookingDocument, 'bookedForIsoDateTimeUtc' | 'status'> & {
    reminderOptIn?: boolean | undefined;
    smsReminder?: BookingSmsReminder | undefined;
  },
  minutesBefore: number,
  now: Date,
): boolean {
  if (minutesBefore <= 0 || booking.status.code === 'cancelled' || booking.reminderOptIn === false)
    return false;
  if (booking.smsReminder?.forIsoDateTimeUtc === booking.bookedForIsoDateTimeUtc) return false;
  const start = Date.parse(booking.bookedForIsoDateTimeUtc);
  return now.getTime() >= start - minutesBefore * 60_000 && now.getTime() < start;
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
