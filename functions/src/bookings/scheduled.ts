import { onSchedule } from 'firebase-functions/v2/scheduler';
import { smsSecrets } from '../config';

/**
 * Every minute: text guests their booking reminders as each store's lead time comes (see
 * sendDueBookingReminders; one text per booking and booked time). Its code loads on its first run.
 */
export const bookingReminderMonitor = onSchedule(
  { schedule: 'every 1 minutes', retryCount: 0, timeoutSeconds: 120, secrets: smsSecrets() },
  async () => {
    const { sendDueBookingReminders } = await import('./bookingReminders');
    await sendDueBookingReminders(Date.now());
  },
);
