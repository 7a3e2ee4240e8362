import { describe, expect, it } from 'vitest';
import { flagUnprocessedOrders } from '../src/orderOperations/unprocessedMonitor';
import { orderRef, seedOrder, setStoreSetting } from './orderActions.fixtures';
import { createTenant } from './support/tenants';

const minutesAgo = (minutes: number, now: number) => new Date(now - minutes * 60_000).toISOString();

describe('unprocessed-order monitor (scheduled pass)', () => {
  it("flags new orders past the store's threshold once, and leaves the rest alone", async () => {
    const tenant = await createTenant('monitor');
    await setStoreSetting(tenant, 'orderProcess', {
      hasUnprocessedOrderMonitor: true,
      unprocessedOrderAlertMinutes: 10,
    });
    const now = Date.now();
    const overdue = await seedOrder(tenant, { placedIsoDateTimeUtc: minutesAgo(12, now) });
    const fresh = await seedOrder(tenant, { placedIsoDateTimeUtc: minutesAgo(3, now) });
    const accepted = await seedOrder(tenant, {
      status: 'accepted',
      placedIsoDateTimeUtc: minutesAgo(30, now),
    });

    const scope = { restaurantId: tenant.restaurantId, storeId: tenant.storeId };
    expect(await flagUnprocessedOrders(now, scope)).toEqual({ checked: 2, flagged: 1 });
    const alert = (await orderRef(tenant, overdue).get()).get('alert');
    expect(alert).toEqual({
      unprocessedSinceIsoDateTimeUtc: minutesAgo(12, now),
      flaggedIsoDateTimeUtc: new Date(now).toISOString(),
    });
    expect((await orderRef(tenant, fresh).get()).get('alert')).toBeUndefined();
    expect((await orderRef(tenant, accepted).get()).get('alert')).toBeUndefined();

    // A second pass (the next minute) does not re-flag.
    expect((await flagUnprocessedOrders(now + 60_000, scope)).flagged).toBe(0);
  });

  it('uses the 5-minute default and stays quiet when the monitor is off', async () => {
    const tenant = await createTenant('monitoroff');
    const now = Date.now();
    const scope = { restaurantId: tenant.restaurantId, storeId: tenant.storeId };
    const sixMinutes = await seedOrder(tenant, { placedIsoDateTimeUtc: minutesAgo(6, now) });
    await setStoreSetting(tenant, 'orderProcess', { hasUnprocessedOrderMonitor: false });
    expect((await flagUnprocessedOrders(now, scope)).flagged).toBe(0);
    await setStoreSetting(tenant, 'orderProcess', { hasUnprocessedOrderMonitor: true });
    expect((await flagUnprocessedOrders(now, scope)).flagged).toBe(1);
    expect((await orderRef(tenant, sixMinutes).get()).get('alert.unprocessedSinceIsoDateTimeUtc')).toBe(
      minutesAgo(6, now),
    );
  });
});
