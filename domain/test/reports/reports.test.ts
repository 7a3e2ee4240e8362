import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addTallies,
  buildReportView,
  businessDayHours,
  businessMomentAt,
  monthlyOrderStat,
  monthlyStatWritesFor,
  monthsBack,
  type OrderContribution,
  orderContribution,
  PLATFORM_ROLLUP_SHARDS,
  priorReportWindow,
  type ReportRollup,
  reportWindow,
  rollupDocIds,
  rollupKeysForDates,
  rollupShardOf,
  rollupWritesFor,
  type Tally,
  tallyDelta,
} from '../../src/reports';

const SYDNEY = 'Australia/Sydney';
const clock = { timezone: SYDNEY };

interface OrderInput {
  id?: string;
  placed?: string;
  status?: string;
  source?: string;
  collection?: 'pickup' | 'delivery' | 'dineIn';
  itemTotal?: number;
  discount?: number;
  delivery?: number;
  cardSurcharge?: number;
  refunded?: number;
  pos?: boolean;
  tip?: number;
  guests?: number;
}

/** A stored order as the servers write it: money from the totals, lines with their line totals. */
function order(input: OrderInput = {}): Record<string, unknown> {
  const itemTotal = input.itemTotal ?? 3000;
  const discount = input.discount ?? 0;
  const delivery = input.delivery ?? 0;
  const cardSurcharge = input.cardSurcharge ?? 0;
  const grandTotal = itemTotal - discount + delivery + cardSurcharge;
  const first = Math.floor(itemTotal / 2);
  return {
    id: input.id ?? 'order-1',
    source: input.source ?? (input.pos ? 'pos' : 'website'),
    placedIsoDateTimeUtc: input.placed ?? '2025-04-09T08:30:00.000Z', // 6:30 PM Wednesday in Sydney
    status: { code: input.status ?? 'accepted' },
    cart: {
      items: [
        {
          id: 'l1',
          categoryId: 'pizzas',
          selection: { type: 'pizza', specId: 'margherita', sizeId: 'large', quantity: 1 },
          summary: { name: 'Margherita', price: first, quantity: 1 },
        },
        {
          id: 'l2',
          categoryId: 'drinks',
          selection: { type: 'basic', specId: 'cola', quantity: 2 },
          summary: { name: 'Cola', price: (itemTotal - first) / 2, quantity: 2 },
        },
      ],
      collection: { type: input.collection ?? 'pickup' },
      paymentType: input.pos ? undefined : 'stripe',
      itemTotal,
      grandTotal,
    },
    totals: {
      itemTotal,
      couponDiscount: discount,
      loyaltyDiscount: 0,
      deliveryCharge: delivery,
      deliveryDiscount: 0,
      publicHolidaySurcharge: 0,
      cardSurcharge,
      discount,
      charges: delivery + cardSurcharge,
      grandTotal,
      gst: Math.round(grandTotal / 11),
    },
    ...(input.pos
      ? {
          paymentType: 'cash',
          posTerminalId: 'front',
          posTerminalName: 'Front counter',
          employeeId: 'alex',
          employeeName: 'Alex Morgan',
          refundAmountInCents: input.refunded ?? 0,
          tipAmountInCents: input.tip ?? 0,
          ...(input.guests ? { guestCount: input.guests } : {}),
        }
      : { refundTotals: { refundedInCents: input.refunded ?? 0, pendingInCents: 0 } }),
  };
}

function contribution(input: OrderInput): OrderContribution {
  const result = orderContribution(order(input), clock);
  if (!result) throw new Error('expected a contribution');
  return result;
}

/** Applies rollup writes the way the store does (increments on each shard's tally). */
function applyWrites(rollups: Map<string, ReportRollup>, writes: ReturnType<typeof rollupWritesFor>): void {
  for (const write of writes) {
    const id = `${write.key}_${write.shard}`;
    const existing = rollups.get(id) ?? {
      restaurantId: 'r',
      storeId: 's',
      kind: write.kind,
      period: write.period,
      shard: write.shard,
      tally: {},
      labels: { items: {}, employees: {}, terminals: {} },
    };
    rollups.set(id, {
      ...existing,
      tally: addTallies(existing.tally as Tally, write.increments),
      labels: {
        items: { ...existing.labels.items, ...write.labels.items },
        employees: { ...existing.labels.employees, ...write.labels.employees },
        terminals: { ...existing.labels.terminals, ...write.labels.terminals },
      },
    });
  }
}

describe('business day', () => {
  it('counts after-midnight trade to the night before (4 AM start)', () => {
    // 1:30 AM Thursday 10 April in Sydney
    expect(businessMomentAt(new Date('2025-04-09T15:30:00Z'), SYDNEY)).toEqual({
      businessDate: '2025-04-09',
      hour: 1,
    });
    // 4:00 AM starts Thursday's business day
    expect(businessMomentAt(new Date('2025-04-09T18:00:00Z'), SYDNEY).businessDate).toBe('2025-04-10');
    // a store that closes its day at midnight
    expect(businessMomentAt(new Date('2025-04-09T15:30:00Z'), SYDNEY, 0).businessDate).toBe('2025-04-10');
  });

  it("lists the day's hours from the start hour round the clock", () => {
    expect(businessDayHours(4).slice(0, 3)).toEqual([4, 5, 6]);
    expect(businessDayHours(4).at(-1)).toBe(3);
  });
});

describe("an order's contribution", () => {
  it('counts a sale with its stored totals in every level', () => {
    const result = contribution({ pos: true, discount: 500, tip: 200, collection: 'dineIn', guests: 3 });
    expect(result.businessDate).toBe('2025-04-09');
    expect(result.hour).toBe(18);
    expect(result.tally.store).toEqual({
      orderCount: 1,
      itemSalesInCents: 3000,
      discountInCents: 500,
      salesInCents: 2500,
      gstInCents: 227,
      tipInCents: 200,
    });
    expect(result.tally.items).toEqual({
      margherita: { quantity: 1, salesInCents: 1500 },
      cola: { quantity: 2, salesInCents: 1500 },
    });
    expect(result.tally.pizzaSizes).toEqual({ large: { quantity: 1, salesInCents: 1500 } });
    expect(result.tally.paymentTypes).toEqual({ cash: { orderCount: 1, amountInCents: 2500 } });
    expect((result.tally.employees as Tally).alex).toMatchObject({ orderCount: 1 });
    expect((result.tally.dineIn as Tally).guestCount).toBe(3);
    expect(result.labels.employees.alex).toBe('Alex Morgan');
  });

  it('counts the card fees of a payment the provider took, even once the order is called off', () => {
    const paid = {
      ...order({ refunded: 500 }),
      payment: { status: 'success' },
      orderTransactionFees: { processorFee: 120, applicationFee: 40 },
    };
    const fees = {
      orderCount: 1,
      grossInCents: 3000,
      processorFeeInCents: 120,
      applicationFeeInCents: 40,
      refundedInCents: 500,
    };
    expect(orderContribution(paid, clock)?.tally.cardFees).toEqual(fees);
    expect(orderContribution({ ...paid, status: { code: 'cancelled' } }, clock)?.tally.cardFees).toEqual(
      fees,
    );
    expect(
      orderContribution({ ...paid, payment: { status: 'failure' } }, clock)?.tally.cardFees,
    ).toBeUndefined();
    const rollups = new Map<string, ReportRollup>();
    applyWrites(rollups, rollupWritesFor('o1', undefined, orderContribution(paid, clock)));
    const window = reportWindow(
      { kind: 'range', fromDate: '2025-04-09', toDate: '2025-04-09' },
      new Date(),
      clock,
    );
    const view = buildReportView({
      level: 'store_level',
      window,
      clock,
      rollups: [...rollups.values()].filter((r) => r.kind === 'day'),
    });
    expect(view.cardFees).toEqual({ ...fees, netInCents: 3000 - 120 - 40 - 500 });
  });

  it('adds nothing before a card checkout is paid', () => {
    expect(orderContribution(order({ status: 'processingPayment' }), clock)).toBeUndefined();
    expect(orderContribution(undefined, clock)).toBeUndefined();
    expect(orderContribution({ nonsense: true }, clock)).toBeUndefined();
  });

  it('counts a cancelled order only as cancelled', () => {
    expect(contribution({ status: 'cancelled' }).tally.store).toEqual({
      cancelledCount: 1,
      cancelledInCents: 3000,
    });
  });

  it('an edit, refund or cancellation is the difference of two contributions', () => {
    const placed = contribution({});
    const refunded = contribution({ refunded: 700 });
    const writes = rollupWritesFor('order-1', placed, refunded);
    expect(writes.map((write) => write.kind)).toEqual(['day', 'month']);
    expect(writes[0]?.increments).toEqual({
      store: { refundInCents: 700 },
      hours: { h18: { refundInCents: 700 } },
      days: { d09: { refundInCents: 700 } },
      sources: { website: { refundInCents: 700 } },
      collectionTypes: { pickup: { refundInCents: 700 } },
    });
    expect(rollupWritesFor('order-1', refunded, refunded)).toEqual([]);
    const cancelled = rollupWritesFor('order-1', placed, contribution({ status: 'cancelled' }));
    expect(cancelled[0]?.increments.store).toMatchObject({ orderCount: -1, cancelledCount: 1 });
  });
});

describe('rollups and periods', () => {
  it('reads whole months from month rollups and the loose days from day rollups', () => {
    const dates = reportWindow(
      { kind: 'range', fromDate: '2025-03-30', toDate: '2025-05-02' },
      new Date(),
      clock,
    ).dates;
    expect(rollupKeysForDates(dates)).toEqual([
      'day-2025-03-30',
      'day-2025-03-31',
      'month-2025-04',
      'day-2025-05-01',
      'day-2025-05-02',
    ]);
    // a whole year is 12 month rollups × 4 shards
    const year = reportWindow(
      { kind: 'range', fromDate: '2025-01-01', toDate: '2025-12-31' },
      new Date(),
      clock,
    );
    expect(rollupDocIds(rollupKeysForDates(year.dates))).toHaveLength(48);
  });

  it("today at 1 AM is still last night's business day; the prior period is the day before", () => {
    const oneAm = new Date('2025-04-09T15:00:00Z'); // 1 AM Thursday in Sydney
    expect(reportWindow({ kind: 'today' }, oneAm, clock).dates).toEqual(['2025-04-09']);
    expect(priorReportWindow({ kind: 'today' }, oneAm, clock).dates).toEqual(['2025-04-08']);
    expect(priorReportWindow({ kind: 'week' }, oneAm, clock).dates[0]).toBe('2025-03-31');
    expect(priorReportWindow({ kind: 'month' }, oneAm, clock).dates).toHaveLength(31);
  });

  it('shards are stable per order and spread orders', () => {
    expect(rollupShardOf('abc')).toBe(rollupShardOf('abc'));
    const shards = new Set(Array.from({ length: 40 }, (_, index) => rollupShardOf(`order-${index}`)));
    expect(shards.size).toBe(4);
  });

  it('a report equals a recount of its orders, whatever happened to them (property)', () => {
    const arbitraryOrder = fc.record({
      itemTotal: fc.integer({ min: 200, max: 20000 }).map((cents) => cents * 2),
      discount: fc.integer({ min: 0, max: 100 }),
      delivery: fc.integer({ min: 0, max: 800 }),
      hourOffset: fc.integer({ min: 0, max: 24 * 20 }),
      pos: fc.boolean(),
      changes: fc.array(fc.constantFrom('refund', 'cancel', 'edit', 'replay'), { maxLength: 3 }),
    });
    fc.assert(
      fc.property(fc.array(arbitraryOrder, { minLength: 1, maxLength: 25 }), (orders) => {
        const rollups = new Map<string, ReportRollup>();
        const finals: Record<string, unknown>[] = [];
        orders.forEach((spec, index) => {
          const id = `o${index}`;
          const placed = new Date(
            Date.parse('2025-04-01T00:00:00Z') + spec.hourOffset * 3_600_000,
          ).toISOString();
          let state: OrderInput = {
            id,
            placed,
            itemTotal: spec.itemTotal,
            discount: spec.discount,
            delivery: spec.delivery,
            pos: spec.pos,
          };
          let applied: OrderContribution | undefined;
          const apply = (next: OrderInput) => {
            const contributionNow = orderContribution(order(next), clock);
            applyWrites(rollups, rollupWritesFor(id, applied, contributionNow));
            applied = contributionNow;
          };
          apply(state);
          for (const change of spec.changes) {
            if (change === 'refund') state = { ...state, refunded: Math.floor(spec.itemTotal / 4) };
            if (change === 'cancel') state = { ...state, status: 'cancelled' };
            if (change === 'edit') state = { ...state, itemTotal: spec.itemTotal + 200 };
            apply(state); // 'replay' applies the same state again
          }
          finals.push(order(state));
        });
        const window = reportWindow(
          { kind: 'range', fromDate: '2025-03-31', toDate: '2025-04-30' },
          new Date(),
          clock,
        );
        const wanted = new Set(rollupDocIds(rollupKeysForDates(window.dates)));
        const view = buildReportView({
          level: 'store_level',
          window,
          clock,
          rollups: [...rollups.entries()].filter(([id]) => wanted.has(id)).map(([, rollup]) => rollup),
        });
        // The recount: straight from the final orders.
        const sales = finals.filter((final) => (final.status as { code: string }).code !== 'cancelled');
        const sum = (pick: (final: Record<string, unknown>) => number) =>
          sales.reduce((total, final) => total + pick(final), 0);
        const totalsOf = (final: Record<string, unknown>) =>
          final.totals as { grandTotal: number; discount: number };
        const refundOf = (final: Record<string, unknown>) =>
          ((final.refundTotals as { refundedInCents: number } | undefined)?.refundedInCents ?? 0) +
          ((final.refundAmountInCents as number | undefined) ?? 0);
        expect(view.totals.orderCount).toBe(sales.length);
        expect(view.totals.salesInCents).toBe(sum((final) => totalsOf(final).grandTotal));
        expect(view.totals.discountInCents).toBe(sum((final) => totalsOf(final).discount));
        expect(view.totals.refundInCents).toBe(sum(refundOf));
        expect(view.totals.netSalesInCents).toBe(view.totals.salesInCents - view.totals.refundInCents);
        expect(view.totals.cancelledCount).toBe(finals.length - sales.length);
        expect(view.byHour.reduce((total, hour) => total + hour.salesInCents, 0)).toBe(
          view.totals.salesInCents,
        );
        expect(view.byDay.reduce((total, day) => total + day.orderCount, 0)).toBe(sales.length);
      }),
      { numRuns: 60 },
    );
  });

  it("builds each level's rows with names", () => {
    const rollups = new Map<string, ReportRollup>();
    applyWrites(
      rollups,
      rollupWritesFor('a', undefined, contribution({ id: 'a', pos: true, collection: 'dineIn', guests: 4 })),
    );
    applyWrites(rollups, rollupWritesFor('b', undefined, contribution({ id: 'b' })));
    const window = reportWindow(
      { kind: 'range', fromDate: '2025-04-09', toDate: '2025-04-09' },
      new Date(),
      clock,
    );
    const view = (level: Parameters<typeof buildReportView>[0]['level'], posTerminalId?: string) =>
      buildReportView({
        level,
        window,
        clock,
        rollups: [...rollups.values()].filter((r) => r.kind === 'day'),
        names: { categories: { pizzas: 'Pizzas' } },
        ...(posTerminalId ? { posTerminalId } : {}),
      });
    expect(view('item_level').items.map((row) => [row.name, row.quantity])).toEqual([
      ['Cola', 4],
      ['Margherita', 2],
    ]);
    expect(view('category_level').items.map((row) => row.name)).toContain('Pizzas');
    expect(view('pizza_size_level').items).toEqual([
      { key: 'large', name: 'large', quantity: 2, salesInCents: 3000, share: 1 },
    ]);
    expect(view('employee_level').people.map((row) => [row.name, row.totals.orderCount])).toEqual([
      ['Alex Morgan', 1],
    ]);
    expect(view('pos_terminal_level', 'front').totals.orderCount).toBe(1);
    expect(view('pos_terminal_level').totals.orderCount).toBe(1);
    expect(view('dine_in_guest_count_level').guests).toMatchObject({ guestCount: 4, orderCount: 1 });
    expect(view('store_level').totals.orderCount).toBe(2);
    expect(
      view('store_level')
        .bySource.map((row) => row.key)
        .sort(),
    ).toEqual(['pos', 'website']);
  });

  it('last 24 hours counts only the hours inside the window', () => {
    const rollups = new Map<string, ReportRollup>();
    // 6:30 PM on the 8th and 6:30 PM on the 9th (Sydney)
    applyWrites(
      rollups,
      rollupWritesFor('a', undefined, contribution({ id: 'a', placed: '2025-04-08T08:30:00.000Z' })),
    );
    applyWrites(
      rollups,
      rollupWritesFor('b', undefined, contribution({ id: 'b', placed: '2025-04-09T08:30:00.000Z' })),
    );
    const now = new Date('2025-04-09T10:00:00Z'); // 8 PM on the 9th
    const window = reportWindow({ kind: 'last24Hours' }, now, clock);
    expect(window.dates).toEqual(['2025-04-08', '2025-04-09']);
    const view = buildReportView({
      level: 'store_level',
      window,
      clock,
      rollups: [...rollups.values()].filter((r) => r.kind === 'day'),
    });
    expect(view.totals.orderCount).toBe(1);
    expect(tallyDelta({ a: 1 }, { a: 1 })).toEqual({});
  });
});

describe('monthly order stats', () => {
  it("carry the month's figures to the restaurant (by store) and the platform (by restaurant)", () => {
    const [month] = rollupWritesFor('o1', undefined, contribution({ refunded: 400 })).filter(
      (write) => write.kind === 'month',
    );
    const writes = monthlyStatWritesFor('r1', 's1', month!);
    expect(writes.map((write) => [write.level, write.docId])).toEqual([
      ['restaurant', `2025-04_${month!.shard}`],
      ['platform', `2025-04_${rollupShardOf('r1', PLATFORM_ROLLUP_SHARDS)}`],
    ]);
    const stat = monthlyOrderStat('2025-04', [writes[0]!.increments], 'stores', { s1: 'Bondi' });
    expect(stat).toMatchObject({
      orderCount: 1,
      salesInCents: 3000,
      refundInCents: 400,
      netSalesInCents: 2600,
      averageOrderInCents: 2600,
    });
    expect(stat.rows).toEqual([{ key: 's1', name: 'Bondi', orderCount: 1, netSalesInCents: 2600 }]);
    // Placed then cancelled: the store's counters are back at zero and it is not listed.
    const undone = addTallies(writes[0]!.increments, {
      orderCount: -1,
      salesInCents: -3000,
      refundInCents: -400,
      stores: { s1: { orderCount: -1, salesInCents: -3000, refundInCents: -400 } },
    });
    expect(monthlyOrderStat('2025-04', [undone], 'stores').rows).toEqual([]);
    expect(monthsBack('2026-02', 3)).toEqual(['2026-02', '2026-01', '2025-12']);
  });
});
