import { onSchedule } from 'firebase-functions/v2/scheduler';

/**
 * Every minute: flag orders left `new` past their store's alert threshold (see flagUnprocessedOrders:
 * per store, a bounded window of orders each), and number orders still waiting for their display
 * number (orders/displayNumbers.ts), and call off card orders whose payment was abandoned
 * (onlineOrdering/abandonedPayments.ts). The monitor's code loads on its first run, so other
 * functions' instances never load it.
 */
export const unprocessedOrderMonitor = onSchedule(
  { schedule: 'every 1 minutes', retryCount: 0, timeoutSeconds: 120 },
  async () => {
    const [{ flagUnprocessedOrders }, { numberStalePendingOrders }, { expireAbandonedCardPayments }] =
      await Promise.all([
        import('./unprocessedMonitor'),
        import('../orders/displayNumbers'),
        import('../onlineOrdering/abandonedPayments'),
      ]);
    await flagUnprocessedOrders(Date.now());
    // Orders whose placing request could not give them their number in time get it here.
    await numberStalePendingOrders(Date.now());
    // Card payments the customer never finished: cancelled at the provider, the order called off.
    await expireAbandonedCardPayments(Date.now());
  },
);
