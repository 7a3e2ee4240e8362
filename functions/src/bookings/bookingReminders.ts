import {
  bookingReminderText,
  isReminderDue,
  MAX_REMINDER_MINUTES_BEFORE,
  reminderBlocker,
  type TableBookingDocument,
  ZTableBookingDocument,
} from '@resto/domain';
import type { DocumentReference } from 'firebase-admin/firestore';
import { db } from '../admin';
import { tableBookings } from '../firestore/paths';
import { SmsSendError, type SmsSender, smsSender } from '../integrations/sms';
import { log } from '../log';
import { type BookingStore, readBookingStore } from './bookingStore';

export type ReminderOutcome = 'sent' | 'optedOut' | 'failed' | 'notDue';

/**
 * Texts one booking its reminder, at most once per booked time: a transaction claims the reminder on
 * the booking (`smsReminder` with the booked time) before the text goes out, so two monitors, or a
 * run repeated after a crash, find it claimed and send nothing. A STOP reply at the provider (Twilio
 * 21610) is recorded as opted out and never retried.
 */
export async function sendBookingReminder(
  store: Pick<BookingStore, 'ordering' | 'settings' | 'timezone'>,
  ref: DocumentReference,
  now: Date,
  sender: SmsSender = smsSender(),
  options: {
    /** Staff's "Text reminder now": before its lead time, still once per booked time. */
    early?: boolean;
    /** A reminder task's booked time: nothing is sent when the booking has moved since. */
    forIsoDateTimeUtc?: string;
  } = {},
): Promise<ReminderOutcome> {
  const minutesBefore = store.settings.smsReminderMinutesBefore;
  const claimed = await db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return undefined;
    const parsed = ZTableBookingDocument.safeParse(snapshot.data());
    if (!parsed.success) return undefined;
    if (
      options.forIsoDateTimeUtc !== undefined &&
      options.forIsoDateTimeUtc !== parsed.data.bookedForIsoDateTimeUtc
    )
      return undefined;
    const allowed = options.early
      ? reminderBlocker(parsed.data, now) === null
      : isReminderDue(parsed.data, minutesBefore, now);
    if (!allowed) return undefined;
    tx.update(ref, {
      smsReminder: {
        status: 'sending',
        forIsoDateTimeUtc: parsed.data.bookedForIsoDateTimeUtc,
        atIsoDateTimeUtc: now.toISOString(),
      },
    });
    return parsed.data;
  });
  if (!claimed) return 'notDue';
  const { ordering } = store;
  const body = bookingReminderText(claimed, {
    restaurantName: ordering.restaurantName,
    storeName: ordering.menu.store.name,
    storePhone: ordering.menu.store.phoneNumber,
    timezone: store.timezone,
  });
  const base = { forIsoDateTimeUtc: claimed.bookedForIsoDateTimeUtc, atIsoDateTimeUtc: now.toISOString() };
  try {
    const { id } = await sender.send({ to: claimed.customer.mobile, body });
    await ref.update({ smsReminder: { ...base, status: 'sent', messageId: id } });
    log.info('tableBooking.reminded', { tableBookingId: claimed.id, messageId: id });
    return 'sent';
  } catch (error) {
    const optedOut = error instanceof SmsSendError && error.unsubscribed;
    await ref.update({
      smsReminder: {
        ...base,
        status: optedOut ? 'optedOut' : 'failed',
        error: (error instanceof Error ? error.message : String(error)).slice(0, 300),
      },
    });
    log.warn('tableBooking.reminderNotSent', { tableBookingId: claimed.id, optedOut });
    return optedOut ? 'optedOut' : 'failed';
  }
}

/**
 * The monitor's sweep: bookings of every store starting within the longest reminder lead, each
 * texted when its store's lead time has come (stores read once per sweep). Bounded per run; the
 * next minute's run continues.
 */
export async function sendDueBookingReminders(
  nowMs: number,
  options: { restaurantId?: string; storeId?: string; sender?: SmsSender } = {},
): Promise<Record<ReminderOutcome, number>> {
  const now = new Date(nowMs);
  const until = new Date(nowMs + MAX_REMINDER_MINUTES_BEFORE * 60_000).toISOString();
  // One store's run (staff's "Send due reminders", the route the schedule's check is also reachable
  // by) reads that store's bookings only; the schedule sweeps every store.
  let query =
    options.restaurantId && options.storeId
      ? tableBookings(options.restaurantId, options.storeId)
          .where('bookedForIsoDateTimeUtc', '>', now.toISOString())
          .where('bookedForIsoDateTimeUtc', '<=', until)
      : db()
          .collectionGroup('tableBookings')
          .where('bookedForIsoDateTimeUtc', '>', now.toISOString())
          .where('bookedForIsoDateTimeUtc', '<=', until);
  if (options.restaurantId && !options.storeId)
    query = query.where('restaurantId', '==', options.restaurantId);
  const snapshot = await query.limit(500).get();
  const stores = new Map<string, Promise<BookingStore | undefined>>();
  const counts: Record<ReminderOutcome, number> = { sent: 0, optedOut: 0, failed: 0, notDue: 0 };
  for (const doc of snapshot.docs) {
    const parsed = ZTableBookingDocument.safeParse(doc.data());
    if (!parsed.success) continue;
    const booking: TableBookingDocument = parsed.data;
    const key = `${booking.restaurantId}/${booking.storeId}`;
    if (!stores.has(key))
      stores.set(
        key,
        readBookingStore(booking.restaurantId, booking.storeId).catch((error: unknown) => {
          log.warn('tableBooking.reminderStoreUnreadable', { key, error: String(error) });
          return undefined;
        }),
      );
    const store = await stores.get(key);
    if (!store || !isReminderDue(booking, store.settings.smsReminderMinutesBefore, now)) {
      counts.notDue += 1;
      continue;
    }
    const ref = tableBookings(booking.restaurantId, booking.storeId).doc(booking.id);
    counts[await sendBookingReminder(store, ref, now, options.sender ?? smsSender())] += 1;
  }
  return counts;
}
