import {
  isReminderDue,
  reminderBlocker,
  type TableBookingDocument,
  ZTableBookingDocument,
} from '@resto/domain';
import { z } from 'zod';
import { tableBookings } from '../firestore/paths';
import type { SmsSender } from '../integrations/sms';
import { log } from '../log';
import {
  continueLater,
  type EnqueueOutcome,
  enqueueTask,
  nextRunAt,
  notDueYet,
  taskIdOf,
} from '../tasks/taskQueue';
import { sendBookingEmail } from './bookingEmails';
import { type ReminderOutcome, sendBookingReminder } from './bookingReminders';
import { type BookingStore, readBookingStore } from './bookingStore';

/**
 * Booking reminders through Cloud Tasks: each live booking has one task for its booked time, due
 * `smsReminderMinutesBefore` before it (functions/src/tasks). Placing, accepting or moving a booking
 * enqueues the task for its (new) time; the same booking, time and lead give the same task id, so a
 * retried request adds nothing. The task reads the booking when it runs: moved to another time (its
 * own task is on the way), cancelled, already reminded or the guest said no: nothing is sent.
 */
export const BOOKING_REMINDER_TASK = 'bookingReminderTask';

const id = z.string().min(1).max(128);
export const ZBookingReminderTask = z.object({
  restaurantId: id,
  storeId: id,
  tableBookingId: id,
  /** The booked time the reminder is for. */
  forIsoDateTimeUtc: z.string().max(40),
});
export type BookingReminderTask = z.infer<typeof ZBookingReminderTask>;

function reminderDueAt(
  booking: Pick<TableBookingDocument, 'bookedForIsoDateTimeUtc'>,
  minutesBefore: number,
) {
  return new Date(Date.parse(booking.bookedForIsoDateTimeUtc) - minutesBefore * 60_000);
}

/**
 * Enqueues the booking's reminder for its booked time. 'none' when no reminder will be due (the
 * store sends none, the guest unticked it, cancelled, already sent for this time, past); a failing
 * queue is logged, never fails the booking (staff can still text the reminder from the booking).
 */
export async function scheduleBookingReminder(
  store: Pick<BookingStore, 'settings'>,
  booking: TableBookingDocument,
  now: Date = new Date(),
): Promise<EnqueueOutcome | 'none' | 'failed'> {
  const minutesBefore = store.settings.smsReminderMinutesBefore;
  if (minutesBefore <= 0 || reminderBlocker(booking, now) !== null) return 'none';
  const task: BookingReminderTask = {
    restaurantId: booking.restaurantId,
    storeId: booking.storeId,
    tableBookingId: booking.id,
    forIsoDateTimeUtc: booking.bookedForIsoDateTimeUtc,
  };
  const dueAt = reminderDueAt(booking, minutesBefore);
  try {
    const outcome = await enqueueTask(BOOKING_REMINDER_TASK, task, {
      id: taskIdOf(
        'bookingReminder',
        booking.restaurantId,
        booking.storeId,
        booking.id,
        booking.bookedForIsoDateTimeUtc,
        String(minutesBefore),
      ),
      runAt: nextRunAt(dueAt, now),
      now,
    });
    log.info('tableBooking.reminderScheduled', {
      tableBookingId: booking.id,
      dueIsoDateTimeUtc: dueAt.toISOString(),
      outcome,
    });
    return outcome;
  } catch (error) {
    log.warn('tableBooking.reminderNotScheduled', { tableBookingId: booking.id, error: String(error) });
    return 'failed';
  }
}

export type ReminderTaskOutcome = ReminderOutcome | 'gone' | 'moved' | 'notNeeded' | 'continued';

/**
 * What a reminder task does when it runs: texts the reminder once it is due (claimed on the booking
 * in a transaction, so a task delivered twice sends one), or nothing when the booking no longer
 * wants it. Dispatched before it is due (the local Tasks emulator dispatches at once), it throws
 * `notDueYet()` and the queue tries again later.
 */
export async function runBookingReminderTask(
  raw: unknown,
  now: Date = new Date(),
  sender?: SmsSender,
): Promise<ReminderTaskOutcome> {
  const parsed = ZBookingReminderTask.safeParse(raw);
  if (!parsed.success) {
    log.warn('tableBooking.reminderTaskMalformed', { issues: parsed.error.issues.length });
    return 'gone';
  }
  const task = parsed.data;
  const store = await readBookingStore(task.restaurantId, task.storeId).catch(() => undefined);
  if (!store) return 'gone';
  const ref = tableBookings(task.restaurantId, task.storeId).doc(task.tableBookingId);
  const snapshot = await ref.get();
  const booking = ZTableBookingDocument.safeParse(snapshot.data());
  if (!snapshot.exists || !booking.success) return 'gone';
  if (booking.data.bookedForIsoDateTimeUtc !== task.forIsoDateTimeUtc) return 'moved';
  const minutesBefore = store.settings.smsReminderMinutesBefore;
  if (minutesBefore <= 0 || reminderBlocker(booking.data, now) !== null) return 'notNeeded';
  if (!isReminderDue(booking.data, minutesBefore, now)) {
    const dueAt = reminderDueAt(booking.data, minutesBefore);
    const continued = await continueLater(BOOKING_REMINDER_TASK, task, {
      idPrefix: 'bookingReminder',
      idParts: [
        task.restaurantId,
        task.storeId,
        task.tableBookingId,
        task.forIsoDateTimeUtc,
        String(minutesBefore),
      ],
      dueAt,
      now,
    });
    if (continued) return 'continued';
    throw notDueYet(dueAt);
  }
  // The text (claimed on the booking) and the email (its own delivery record per booked time): each
  // once, however often the task is delivered.
  const [outcome] = await Promise.all([
    sendBookingReminder(store, ref, now, sender, { forIsoDateTimeUtc: task.forIsoDateTimeUtc }),
    sendBookingEmail(store, booking.data, 'reminder').catch((error: unknown) =>
      log.warn('tableBooking.reminderEmailFailed', {
        tableBookingId: task.tableBookingId,
        error: String(error),
      }),
    ),
  ]);
  log.info('tableBooking.reminderTaskRan', { tableBookingId: task.tableBookingId, outcome });
  return outcome;
}
