/**
 * Sales report rollups: every order change moves the rollups by exactly its difference, once,
 * whatever the trigger delivers; the reports API answers from rollups and equals a recount of the
 * orders; the rebuild job gives the same figures; only the store's admins may read them.
 */
import type { MonthlyOrderStat, ReportView } from '@resto/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../src/admin';
import { readStoreReport } from '../src/reports/reportRead';
import { applyOrderToRollups } from '../src/reports/rollupStore';
import { orderDocument, orderRef, storePath } from './orderActions.fixtures';
import { firestore } from './support/admin';
import { callApi, signUpTestUser } from './support/emulators';
import { addStoreMember, createTenant, signUpSuperAdmin, type Tenant } from './support/tenants';

type Doc = Record<string, unknown>;

/** Stored totals as placement writes them (the fixture's cart: 5,350 of items, no GST-free share kept). */
function withTotals(
  doc: Doc,
  change: { discount?: number; refunded?: number; itemTotal?: number } = {},
): Doc {
  const itemTotal = change.itemTotal ?? 5350;
  const discount = change.discount ?? 0;
  const grandTotal = itemTotal - discount;
  return {
    ...doc,
    totals: {
      itemTotal,
      couponDiscount: discount,
      loyaltyDiscount: 0,
      deliveryCharge: 0,
      deliveryDiscount: 0,
      publicHolidaySurcharge: 0,
      cardSurcharge: 0,
      discount,
      charges: 0,
      grandTotal,
      gst: Math.round((grandTotal * 5050) / 5350 / 11),
    },
    ...(change.refunded !== undefined
      ? { refundTotals: { refundedInCents: change.refunded, pendingInCents: 0 } }
      : {}),
  };
}

/** A counter sale as the POS stores it: terminal, employee, cash, dine-in guests. */
function posDoc(tenant: Tenant, orderId: string): Doc {
  const base = withTotals(orderDocument(tenant, orderId, { status: 'accepted' }));
  return {
    ...base,
    source: 'pos',
    cart: { ...(base.cart as Doc), collection: { type: 'dineIn', timeOfDay: '7:30 PM', date: '2026-01-01' } },
    paymentType: 'cash',
    posTerminalId: 'front-counter',
    posTerminalName: 'Front counter',
    employeeId: 'alex',
    employeeName: 'Alex Morgan',
    guestCount: 3,
    refundAmountInCents: 0,
    tipAmountInCents: 250,
  };
}

const time = (n: number) => `000000000${100 + n}.000000000`;

function reportPath(tenant: Tenant, level: string, query = 'period=today') {
  return `/api/reports/restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/${level}?${query}`;
}

async function report(tenant: Tenant, level = 'store_level', query = 'period=today') {
  const answer = await callApi(reportPath(tenant, level, query), { token: tenant.owner.idToken });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as unknown as { report: ReportView; prior: ReportView; documentReads: number };
}

/** The recount: straight from the stored orders, through nothing but their stored totals. */
async function recount(tenant: Tenant) {
  const orders = await firestore()
    .collection(`${storePath(tenant)}/orders`)
    .get();
  const sales = orders.docs
    .map((doc) => doc.data())
    .filter((order) => ['new', 'accepted', 'completed'].includes(order.status.code));
  const sum = (pick: (order: Doc) => number) => sales.reduce((total, order) => total + pick(order), 0);
  const totals = (order: Doc) => order.totals as { grandTotal: number; discount: number; gst: number };
  return {
    orderCount: sales.length,
    salesInCents: sum((order) => totals(order).grandTotal),
    discountInCents: sum((order) => totals(order).discount),
    gstInCents: sum((order) => totals(order).gst),
    refundInCents: sum(
      (order) =>
        ((order.refundTotals as { refundedInCents?: number } | undefined)?.refundedInCents ?? 0) +
        ((order.refundAmountInCents as number | undefined) ?? 0),
    ),
    tipInCents: sum((order) => (order.tipAmountInCents as number | undefined) ?? 0),
  };
}

async function monthlyList(tenant: Tenant) {
  const answer = await callApi(
    `/api/analytics/restaurants/${tenant.restaurantId}/monthly-order/list?months=3`,
    {
      token: tenant.owner.idToken,
    },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.months as MonthlyOrderStat[];
}

let tenant: Tenant;
beforeAll(async () => {
  tenant = await createTenant('reports');
});

describe('rollups follow every order change exactly once', () => {
  it('placed, redelivered, stale, refunded, edited, cancelled, deleted: each adds only its difference', async () => {
    const ids = {
      restaurantId: tenant.restaurantId,
      storeId: `inproc-${crypto.randomUUID().slice(0, 8)}`,
      orderId: 'o1',
    };
    const clock = { timezone: 'Australia/Sydney' };
    const placed = withTotals(orderDocument({ ...tenant, storeId: ids.storeId }, 'o1'));
    const read = async () =>
      (await readStoreReport(db(), { ...ids, level: 'store_level', period: { kind: 'today' } })).report
        .totals;

    expect(await applyOrderToRollups(db(), ids, placed, time(1), 'e1', clock)).toEqual({
      outcome: 'applied',
      rollupWrites: 4,
    });
    // The same event again, and an older write arriving late, change nothing.
    expect((await applyOrderToRollups(db(), ids, placed, time(1), 'e1', clock)).outcome).toBe('stale');
    expect(
      (
        await applyOrderToRollups(
          db(),
          ids,
          { ...placed, status: { code: 'cancelled' } },
          time(0),
          'e0',
          clock,
        )
      ).outcome,
    ).toBe('stale');
    expect(await read()).toMatchObject({ orderCount: 1, salesInCents: 5350, refundInCents: 0 });

    // Two deliveries of one refund at once: one applies, the other finds it applied.
    const refunded = withTotals(placed, { refunded: 1000 });
    const both = await Promise.all([
      applyOrderToRollups(db(), ids, refunded, time(2), 'e2', clock),
      applyOrderToRollups(db(), ids, refunded, time(2), 'e2', clock),
    ]);
    expect(both.map((result) => result.outcome).sort()).toEqual(['applied', 'stale']);
    expect(await read()).toMatchObject({
      orderCount: 1,
      salesInCents: 5350,
      refundInCents: 1000,
      netSalesInCents: 4350,
    });

    // An edit that adds a discount; a status step that changes no figure writes no rollup.
    const edited = withTotals(placed, { refunded: 1000, discount: 350 });
    expect((await applyOrderToRollups(db(), ids, edited, time(3), 'e3', clock)).rollupWrites).toBe(4);
    expect(
      await applyOrderToRollups(
        db(),
        ids,
        { ...edited, status: { code: 'completed' } },
        time(4),
        'e4',
        clock,
      ),
    ).toEqual({ outcome: 'unchanged', rollupWrites: 0 });
    expect(await read()).toMatchObject({ salesInCents: 5000, discountInCents: 350, netSalesInCents: 4000 });

    await applyOrderToRollups(db(), ids, { ...edited, status: { code: 'cancelled' } }, time(5), 'e5', clock);
    expect(await read()).toMatchObject({
      orderCount: 0,
      salesInCents: 0,
      refundInCents: 0,
      cancelledCount: 1,
      cancelledInCents: 5000,
    });
    await applyOrderToRollups(db(), ids, undefined, time(6), 'e6', clock);
    expect(await read()).toMatchObject({ orderCount: 0, cancelledCount: 0 });
  });

  it('the order trigger keeps the reports equal to a recount of the orders, at every level', async () => {
    const docs: Record<string, Doc> = {
      web1: withTotals(orderDocument(tenant, 'web1', { paidByCard: true })),
      web2: withTotals(orderDocument(tenant, 'web2'), { discount: 500 }),
      pending: { ...withTotals(orderDocument(tenant, 'pending')), status: { code: 'processingPayment' } },
      called: { ...withTotals(orderDocument(tenant, 'called')), status: { code: 'cancelled' } },
      pos1: posDoc(tenant, 'pos1'),
    };
    await Promise.all(Object.entries(docs).map(([id, doc]) => orderRef(tenant, id).set(doc)));
    await expect
      .poll(async () => (await report(tenant)).report.totals.orderCount, { timeout: 60_000, interval: 500 })
      .toBe(3);
    // A refund and an edit later on: the trigger applies each difference.
    await orderRef(tenant, 'web1').update({ refundTotals: { refundedInCents: 2000, pendingInCents: 0 } });
    await orderRef(tenant, 'pending').update({ status: { code: 'new' } });
    await expect
      .poll(async () => (await report(tenant)).report.totals.refundInCents, {
        timeout: 60_000,
        interval: 500,
      })
      .toBe(2000);
    await expect
      .poll(async () => (await report(tenant)).report.totals.orderCount, { timeout: 60_000, interval: 500 })
      .toBe(4);

    const expected = await recount(tenant);
    const store = await report(tenant);
    expect(store.report.totals).toMatchObject({ ...expected, cancelledCount: 1 });
    expect(store.report.totals.netSalesInCents).toBe(expected.salesInCents - expected.refundInCents);
    expect(store.report.byHour.reduce((sum, hour) => sum + hour.salesInCents, 0)).toBe(expected.salesInCents);
    expect(store.report.bySource.map((row) => row.key).sort()).toEqual(['pos', 'website']);
    expect(store.report.byPaymentType.find((row) => row.key === 'cash')?.amountInCents).toBe(5350);
    // A year of figures costs a bounded number of reads.
    expect(store.documentReads).toBeLessThanOrEqual(20);

    const items = await report(tenant, 'item_level');
    expect(items.report.items.find((row) => row.key === 'burger')).toMatchObject({
      name: 'Burger',
      quantity: 8,
    });
    expect(items.report.items.reduce((sum, row) => sum + row.salesInCents, 0)).toBe(4 * 5350);
    const sizes = await report(tenant, 'pizza_size_level');
    expect(sizes.report.items).toEqual([expect.objectContaining({ key: 'large', quantity: 4 })]);
    const employees = await report(tenant, 'employee_level');
    expect(employees.report.people).toEqual([expect.objectContaining({ name: 'Alex Morgan' })]);
    const guests = await report(tenant, 'dine_in_guest_count_level');
    expect(guests.report.guests).toMatchObject({ orderCount: 1, guestCount: 3 });
    const terminals = await report(tenant, 'pos_terminal_level');
    expect(terminals.report.people.map((row) => row.key)).toEqual(['front-counter']);
    expect(terminals.report.totals.tipInCents).toBe(250);
    const year = await report(tenant, 'store_level', 'period=range&fromDate=2025-12-01&toDate=2026-11-30');
    expect(year.documentReads).toBeLessThanOrEqual(400);

    // Monthly order stats: the restaurant's (one row per store) and the platform's.
    const monthly = await monthlyList(tenant);
    expect(monthly.reduce((sum, month) => sum + month.orderCount, 0)).toBe(expected.orderCount);
    const busy = monthly.find((month) => month.orderCount > 0);
    expect(busy?.netSalesInCents).toBe(expected.salesInCents - expected.refundInCents);
    expect(busy?.rows).toEqual([
      expect.objectContaining({ key: tenant.storeId, orderCount: expected.orderCount }),
    ]);
    const superAdmin = await signUpSuperAdmin();
    const platform = await callApi('/api/analytics/monthly-order/list?months=2', {
      token: superAdmin.idToken,
    });
    expect(platform.status).toBe(200);
    const platformMonths = platform.body.months as { orderCount: number; restaurantCount: number }[];
    expect(platformMonths).toHaveLength(2);
    expect(platformMonths.reduce((sum, month) => sum + month.orderCount, 0)).toBeGreaterThanOrEqual(
      expected.orderCount,
    );
    expect((await callApi('/api/analytics/monthly-order/list', { token: tenant.owner.idToken })).status).toBe(
      403,
    );
  });

  it('the rebuild job recounts every order into fresh rollups, and a second run adds nothing', async () => {
    const before = (await report(tenant)).report.totals;
    const monthlyBefore = await monthlyList(tenant);
    const store = firestore().doc(storePath(tenant));
    // A store from before rollups: no rollups, no contributions, no monthly stats of its restaurant.
    for (const collection of [
      store.collection('reportRollups'),
      store.collection('reportContributions'),
      firestore().collection(`restaurants/${tenant.restaurantId}/monthlyRollups`),
    ]) {
      const docs = await collection.listDocuments();
      await Promise.all(docs.map((doc) => doc.delete()));
    }
    expect((await report(tenant)).report.totals.orderCount).toBe(0);
    const run = async () => {
      const started = await callApi(
        `/api/reports/restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/backfill-jobs`,
        { token: tenant.owner.idToken, body: { rebuild: true } },
      );
      expect(started.status).toBe(202);
      const job = store.collection('reportBackfillJobs').doc(String(started.body.id));
      await expect
        .poll(async () => (await job.get()).get('status'), { timeout: 60_000, interval: 300 })
        .toBe('success');
      return (await job.get()).data();
    };
    expect((await run())?.counts).toEqual({ applied: 5, unchanged: 0 });
    expect((await report(tenant)).report.totals).toEqual(before);
    expect((await run())?.counts).toEqual({ applied: 0, unchanged: 5 });
    expect((await report(tenant)).report.totals).toEqual(before);
    expect(await monthlyList(tenant)).toEqual(monthlyBefore);
  });
});

describe('who may read reports', () => {
  it('only the store’s admins; bad periods are 400; an unknown terminal is 404', async () => {
    const other = await createTenant('reports-other');
    const cashier = await signUpTestUser('reports-cashier');
    await addStoreMember(tenant, cashier, 'user');
    expect((await callApi(reportPath(tenant, 'store_level'), { token: other.owner.idToken })).status).toBe(
      403,
    );
    expect((await callApi(reportPath(tenant, 'store_level'), { token: cashier.idToken })).status).toBe(403);
    expect((await callApi(reportPath(tenant, 'store_level'))).status).toBe(401);
    const bad = async (query: string) =>
      (await callApi(reportPath(tenant, 'store_level', query), { token: tenant.owner.idToken })).status;
    expect(await bad('period=fortnight')).toBe(400);
    expect(await bad('period=range&fromDate=2026-02-30&toDate=2026-03-01')).toBe(400);
    expect(await bad('period=range&fromDate=2024-01-01&toDate=2026-01-01')).toBe(400);
    expect(await bad('period=yearMonth&year=2026')).toBe(400);
    expect(await bad('period=yearMonth&year=2026&month=11')).toBe(200);
    const monthly = (token: string, months = '3') =>
      callApi(`/api/analytics/restaurants/${tenant.restaurantId}/monthly-order/list?months=${months}`, {
        token,
      });
    expect((await monthly(other.owner.idToken)).status).toBe(403);
    expect((await monthly(cashier.idToken)).status).toBe(403);
    expect((await monthly(tenant.owner.idToken, '500')).status).toBe(400);
    const terminal = await callApi(
      `/api/reports/restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/pos_terminals/nope/pos_terminal_level?period=today`,
      { token: tenant.owner.idToken },
    );
    expect(terminal.status).toBe(404);
    // Another tenant's admin cannot start a rebuild either.
    expect(
      (
        await callApi(
          `/api/reports/restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/backfill-jobs`,
          {
            token: other.owner.idToken,
            body: { rebuild: true },
          },
        )
      ).status,
    ).toBe(403);
  });
});

describe('the business-day start', () => {
  it('an owner moves it; the rebuild moves past sales to their new days; one change at a time', async () => {
    const shop = await createTenant('business-day');
    const store = firestore().doc(storePath(shop));
    // 10:30 AM and 3 PM on Saturday 3 January in Sydney.
    const docs: Record<string, Doc> = {
      morning: withTotals(
        orderDocument(shop, 'morning', {
          status: 'accepted',
          placedIsoDateTimeUtc: '2026-01-02T23:30:00.000Z',
        }),
      ),
      afternoon: withTotals(
        orderDocument(shop, 'afternoon', {
          status: 'accepted',
          placedIsoDateTimeUtc: '2026-01-03T04:00:00.000Z',
        }),
        { discount: 350 },
      ),
    };
    await Promise.all(Object.entries(docs).map(([id, doc]) => orderRef(shop, id).set(doc)));
    const range = 'period=range&fromDate=2026-01-01&toDate=2026-01-05';
    const days = async () => {
      const answer = await report(shop, 'store_level', range);
      return {
        startHour: (answer as unknown as { businessDayStartHour: number }).businessDayStartHour,
        totals: answer.report.totals,
        days: Object.fromEntries(
          answer.report.byDay.filter((day) => day.orderCount > 0).map((day) => [day.date, day.orderCount]),
        ),
      };
    };
    await expect
      .poll(async () => (await days()).days, { timeout: 60_000, interval: 500 })
      .toEqual({
        '2026-01-03': 2,
      });
    const before = await days();
    expect(before.startHour).toBe(4);

    const path = `/api/reports/restaurants/${shop.restaurantId}/stores/${shop.storeId}/business-day`;
    const change = (token: string | undefined, body: unknown) =>
      callApi(path, { method: 'PUT', ...(token ? { token } : {}), body });
    // Validation and tenancy first: nothing changes.
    const other = await createTenant('business-day-other');
    const cashier = await signUpTestUser('business-day-cashier');
    await addStoreMember(shop, cashier, 'user');
    expect(
      (await change(shop.owner.idToken, { businessDayStartHour: 13, rebuildReports: true })).status,
    ).toBe(400);
    expect((await change(shop.owner.idToken, { businessDayStartHour: 12 })).status).toBe(400);
    expect(
      (await change(other.owner.idToken, { businessDayStartHour: 12, rebuildReports: true })).status,
    ).toBe(403);
    expect((await change(cashier.idToken, { businessDayStartHour: 12, rebuildReports: true })).status).toBe(
      403,
    );
    expect((await change(undefined, { businessDayStartHour: 12, rebuildReports: true })).status).toBe(401);
    expect((await store.get()).get('businessDayStartHour')).toBeUndefined();
    // The same hour as now: nothing to recount.
    const same = await change(shop.owner.idToken, { businessDayStartHour: 4, rebuildReports: true });
    expect(same.status).toBe(200);
    expect(same.body.job).toBeNull();

    // Noon: the morning sale belongs to Friday's trading day now.
    const moved = await change(shop.owner.idToken, { businessDayStartHour: 12, rebuildReports: true });
    expect(moved.status, JSON.stringify(moved.body)).toBe(202);
    const jobId = String((moved.body.job as { id: string }).id);
    const job = store.collection('reportBackfillJobs').doc(jobId);
    await expect
      .poll(async () => (await job.get()).get('status'), { timeout: 60_000, interval: 300 })
      .toBe('success');
    // The morning sale moved to Friday; the afternoon one stays on Saturday (nothing to change).
    expect((await job.get()).get('counts')).toEqual({ applied: 1, unchanged: 1 });
    const after = await days();
    expect(after.startHour).toBe(12);
    expect(after.days).toEqual({ '2026-01-02': 1, '2026-01-03': 1 });
    expect(after.totals).toEqual(before.totals);
    expect((await store.get()).get('businessDayStartHour')).toBe(12);
    // The owner's change is in the restaurant's audit log, which only its admins read.
    const audit = await callApi(`/api/audit/restaurants/${shop.restaurantId}/query-logs`, {
      token: shop.owner.idToken,
    });
    expect(audit.status).toBe(200);
    expect(audit.body.entries).toEqual([
      expect.objectContaining({
        action: 'reports.businessDayChanged',
        actorUid: shop.owner.uid,
        storeId: shop.storeId,
        summary: expect.stringContaining('Noon'),
      }),
    ]);

    // While a recount is unfinished a second change is refused and the hour stays.
    await store
      .collection('reportBackfillJobs')
      .doc('held')
      .set({
        ...(await job.get()).data(),
        status: 'running',
      });
    const refused = await change(shop.owner.idToken, { businessDayStartHour: 6, rebuildReports: true });
    expect(refused.status).toBe(409);
    expect((await store.get()).get('businessDayStartHour')).toBe(12);
    // Two owners at once: one change wins; the other is told a recount is running, unless the
    // winner's recount (this store has few orders) already finished when it arrived. The refusal
    // itself is proved deterministically just above with a held job.
    await store.collection('reportBackfillJobs').doc('held').update({ status: 'success' });
    const racing = await Promise.all([
      change(shop.owner.idToken, { businessDayStartHour: 5, rebuildReports: true }),
      change(shop.owner.idToken, { businessDayStartHour: 7, rebuildReports: true }),
    ]);
    const statuses = racing.map((answer) => answer.status).sort();
    expect([
      [202, 409],
      [202, 202],
    ]).toContainEqual(statuses);
    const winners = racing.flatMap((answer, index) => (answer.status === 202 ? [[5, 7][index]] : []));
    expect(winners).toContain((await store.get()).get('businessDayStartHour'));
  });
});
