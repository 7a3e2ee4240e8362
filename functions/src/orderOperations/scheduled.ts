import { onSchedule } from 'firebase-functions/v2/scheduler';
import { flagUnprocessedOrders } from './unprocessedMonitor';

/** Every minute: flag orders left `new` past their store's alert threshold (see flagUnprocessedOrders). */
export const unprocessedOrderMonitor = onSchedule(
  { schedule: 'every 1 minutes', retryCount: 0 },
  async () => {
    await flagUnprocessedOrders(Date.now());
  },
);
