import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { reminderSecrets } from '../config';
import { RETRY_UNTIL_DUE } from '../tasks/retry';

/**
 * A booking's reminder, run by Cloud Tasks at its time (enqueued when the booking is placed,
 * accepted or moved: functions/src/bookings/reminderTasks.ts). Its code loads on its first run.
 */
export const bookingReminderTask = onTaskDispatched(
  {
    retryConfig: RETRY_UNTIL_DUE,
    rateLimits: { maxConcurrentDispatches: 20 },
    timeoutSeconds: 60,
    secrets: reminderSecrets(),
  },
  async (request) => {
    const { runBookingReminderTask } = await import('./reminderTasks');
    await runBookingReminderTask(request.data);
  },
);
