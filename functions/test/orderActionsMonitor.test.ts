import { describe, expect, it } from 'vitest';
import { flagUnprocessedOrders } from '../src/orderOperations/unprocessedMonitor';
import { orderRef, seedOrder, seedStoreDirectly, setStoreSetting } from './orderActions.fixtures';

const minutesAgo = (minutes: number, now: number) => new Date(now - minutes * 60_000).toISOString();

describe('unprocessed-order monitor (scheduled pass)', () => {
  it("flags new orders past the store's threshold once, and leaves the rest alone", async () => {
    const tenant = await seedStoreDirectly('monitor');
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
    // Only orders that can be due are read: the 3-minute-old one is not even looked at.
    expect(await flagUnprocessedOrders(now, scope)).toEqual({ checked: 1, flagged: 1 });
    const alert = (await orderRef(tenant, overdue).get()).get('alert');
    expect(alert).toEqual({
      unprocessedSinceIsoDateTimeUtc: minutesAgo(12, now),
      flaggedIsoDateTimeUtc: new Date(now).toISOString(),
    });
    expect((await orderRef(tenant, fresh).get()).get('alert')).toBeUndefined();
    expect((await orderRef(tenant, accepted).get()).get('alert')).toBeUndefined();

    // A second pass (the next minute) does not re-flag.
    expect((await flagUnprocessedOrders(now + 60_000, scope)).flagged).toBe(0);
    // Eight minutes on, the fresh order has waited 11 minutes: it is flagged then.
    expect((await flagUnprocessedOrders(now + 8 * 60_000, scope)).flagged).toBe(1);
    expect((await orderRef(tenant, fresh).get()).get('alert.unprocessedSinceIsoDateTimeUtc')).toBe(
      minutesAgo(3, now),
    );
  });

  it('uses the 5-minute default and stays quiet when the monitor is off', async () => {
    const tenant = await seedStoreDirectly('monitoroff');
    const now = Date.now();
    const scope = { restaurantId: tenant.restaurantId, storeId: tenant.storeId };
    const sixMinutes = await seedOrder(tenant, { placedIsoDateTimeUtc: minutesAgo(6, now) });
    await setStoreSetting(tenant, 'orderProcess', { hasUnprocessedOrderMonitor: false });
    expect(await flagUnprocessedOrders(now, scope)).toEqual({ checked: 0, flagged: 0 });
    await setStoreSetting(tenant, 'orderProcess', { hasUnprocessedOrderMonitor: true });
    expect((await flagUnprocessedOrders(now, scope)).flagged).toBe(1);
    expect((await orderRef(tenant, sixMinutes).get()).get('alert.unprocessedSinceIsoDateTimeUtc')).toBe(
      minutesAgo(6, now),
    );
  });

  it('counts a card order from when it became new, not from when it was placed', async () => {
    const tenant = await seedStoreDirectly('monitorcard');
    const now = Date.now();
    const scope = { restaurantId: tenant.restaurantId, storeId: tenant.storeId };
    // Placed 8 minutes ago, paid (new) 2 minutes ago: due 3 minutes from now, inside the lookback.
    const order = await seedOrder(tenant, {
      placedIsoDateTimeUtc: minutesAgo(8, now),
      extra: {
        statusHistory: [{ from: 'processingPayment', to: 'new', atIsoDateTimeUtc: minutesAgo(2, now) }],
      },
    });
    expect(await flagUnprocessedOrders(now, scope)).toEqual({ checked: 1, flagged: 0 });
    expect((await flagUnprocessedOrders(now + 3 * 60_000, scope)).flagged).toBe(1);
    expect((await orderRef(tenant, order).get()).get('alert.unprocessedSinceIsoDateTimeUtc')).toBe(
      minutesAgo(2, now),
    );
  });

  it('reads a bounded window per store: a backlog of waiting orders is not read every minute', async () => {
    const tenant = await seedStoreDirectly('monitorbound');
    const now = Date.now();
    const scope = { restaurantId: tenant.restaurantId, storeId: tenant.storeId };
    // A backlog: 12 orders waiting since hours ago (outside the window) and 6 that turned overdue
    // within the last few minutes.
    const old: string[] = [];
    for (let index = 0; index < 12; index++)
      old.push(await seedOrder(tenant, { placedIsoDateTimeUtc: minutesAgo(240 + index, now) }));
    const recent: string[] = [];
    for (let index = 0; index < 6; index++)
      recent.push(await seedOrder(tenant, { placedIsoDateTimeUtc: minutesAgo(6 + index, now) }));

    // At most 4 orders a pass: the 4 most recently due go first...
    expect(await flagUnprocessedOrders(now, scope, { perStoreLimit: 4 })).toEqual({ checked: 4, flagged: 4 });
    const flagged = async (ids: string[]) => {
      const alerts = await Promise.all(
        ids.map(async (id) => (await orderRef(tenant, id).get()).get('alert')),
      );
      return alerts.filter((alert) => alert !== undefined).length;
    };
    expect(await flagged(recent.slice(0, 4))).toBe(4);
    // ...and the backlog outside the window is never read (the screens' own clock covers it).
    expect(await flagged(old)).toBe(0);
    // The whole window fits the default bound: all six are flagged, the backlog still untouched.
    expect(await flagUnprocessedOrders(now, scope)).toEqual({ checked: 6, flagged: 2 });
    expect(await flagged(recent)).toBe(6);
    expect(await flagged(old)).toBe(0);
  });

  it('passes over every store of a restaurant, each with its own threshold', async () => {
    const first = await seedStoreDirectly('monitorchain');
    const second = await seedStoreDirectly('monitorchain', first.restaurantId);
    const third = await seedStoreDirectly('monitorchain', first.restaurantId);
    const now = Date.now();
    await setStoreSetting(first, 'orderProcess', { unprocessedOrderAlertMinutes: 10 });
    await setStoreSetting(third, 'orderProcess', { hasUnprocessedOrderMonitor: false });
    const firstOrder = await seedOrder(first, { placedIsoDateTimeUtc: minutesAgo(7, now) });
    const secondOrder = await seedOrder(second, { placedIsoDateTimeUtc: minutesAgo(7, now) });
    const thirdOrder = await seedOrder(third, { placedIsoDateTimeUtc: minutesAgo(7, now) });

    // Stores listed one per page, so the paging is exercised too.
    const run = await flagUnprocessedOrders(now, { restaurantId: first.restaurantId }, { storePageSize: 1 });
    expect(run).toEqual({ checked: 1, flagged: 1 });
    expect((await orderRef(first, firstOrder).get()).get('alert')).toBeUndefined();
    expect((await orderRef(second, secondOrder).get()).get('alert')).toBeDefined();
    expect((await orderRef(third, thirdOrder).get()).get('alert')).toBeUndefined();
  });
});
