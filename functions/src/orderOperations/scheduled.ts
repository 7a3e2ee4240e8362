import { onSchedule } from 'firebase-functions/v2/scheduler';

/**
 * Every minute: flag orders left `new` past their store's alert threshold (see flagUnprocessedOrders:
 * per store, a bounded window of orders each). The monitor's code loads on its first run, so other
 * functions' instances never load it.
 */
export const unprocessedOrderMonitor = onSchedule(
  { schedule: 'every 1 minutes', retryCount: 0, timeoutSeconds: 120 },
  async () => {
    const { flagUnprocessedOrders } = await import('./unprocessedMonitor');
    await flagUnprocessedOrders(Date.now());
  },
);
