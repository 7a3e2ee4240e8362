/**
 * Sales report figures on the emulator suite: a bench store with a year of orders (BENCH_REPORT_ORDERS,
 * default 20,000; the 100,000 takes ~5× as long) applied to the rollups with the order
 * trigger's own code (functions/src/reports/rollupStore.ts, as the backfill does), then:
 *  - rollup writes per order change (placement, refund, edit, cancellation) and reads per change;
 *  - every report level for "year month" and "range: a year": answer time and documents read;
 *  - the year report's figures against a brute-force recount of the same orders.
 */
import { REPORT_LEVELS, type ReportLevel } from '@resto/domain';
import { getApps, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { readStoreReport } from '../../functions/src/reports/reportRead';
import { applyOrderToRollups } from '../../functions/src/reports/rollupStore';
import { type Figure, percentile, printFigures } from './stats';

const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-restaurant-platform';
const ORDERS = Number(process.env.BENCH_REPORT_ORDERS ?? 20_000);
const RESTAURANT_ID = 'bench-reports';
const STORE_ID = 'bench-store';
const CLOCK = { timezone: 'Australia/Sydney', businessDayStartHour: 4 };
const FIRST_DAY = Date.parse('2025-11-01T00:00:00+11:00');

function db(): Firestore {
  if (getApps().length === 0) initializeApp({ projectId: PROJECT_ID });
  return getFirestore();
}

const ITEMS = [
  ['margherita', 'Margherita', 1800, 'pizzas', 'pizza'],
  ['pepperoni', 'Pepperoni', 2100, 'pizzas', 'pizza'],
  ['hawaiian', 'Hawaiian', 2000, 'pizzas', 'pizza'],
  ['garlic-bread', 'Garlic bread', 800, 'sides', 'basic'],
  ['wedges', 'Wedges', 900, 'sides', 'basic'],
  ['cola', 'Cola', 450, 'drinks', 'basic'],
] as const;

/** A stored order as the servers write it (totals, lines, POS fields), deterministic from its index. */
function benchOrder(index: number): Record<string, unknown> {
  const placed = new Date(FIRST_DAY + ((index * 7919) % (365 * 24 * 60)) * 60_000);
  const lines = [0, 1, 2].slice(0, 1 + (index % 3)).map((offset) => {
    const [specId, name, price, categoryId, type] = ITEMS[(index + offset * 5) % ITEMS.length]!;
    return {
      id: `l${offset}`,
      categoryId,
      selection: {
        type,
        specId,
        quantity: 1,
        ...(type === 'pizza' ? { sizeId: offset === 0 ? 'large' : 'small' } : {}),
      },
      summary: { name, price, quantity: 1 + (index % 2) },
    };
  });
  const itemTotal = lines.reduce((sum, line) => sum + line.summary.price * line.summary.quantity, 0);
  const discount = index % 11 === 0 ? 300 : 0;
  const grandTotal = itemTotal - discount;
  const pos = index % 2 === 0;
  return {
    id: `o${index}`,
    source: pos ? 'pos' : 'website',
    placedIsoDateTimeUtc: placed.toISOString(),
    status: { code: index % 50 === 0 ? 'cancelled' : 'completed' },
    cart: {
      items: lines,
      collection: { type: index % 3 === 0 ? 'dineIn' : 'pickup' },
      itemTotal,
      grandTotal,
      paymentType: pos ? undefined : 'stripe',
    },
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
      gst: Math.round(grandTotal / 11),
    },
    ...(pos
      ? {
          paymentType: index % 4 === 0 ? 'cash' : 'card',
          posTerminalId: `t${index % 3}`,
          posTerminalName: `Till ${index % 3}`,
          employeeId: `e${index % 5}`,
          employeeName: `Employee ${index % 5}`,
          guestCount: index % 3 === 0 ? 2 : undefined,
          refundAmountInCents: index % 40 === 1 ? 500 : 0,
          tipAmountInCents: index % 9 === 0 ? 200 : 0,
        }
      : { refundTotals: { refundedInCents: index % 40 === 1 ? 500 : 0, pendingInCents: 0 } }),
  };
}

const time = (n: number) => `${String(1_800_000_000 + n).padStart(12, '0')}.000000000`;

async function main(): Promise<void> {
  const firestore = db();
  const store = firestore.collection('restaurants').doc(RESTAURANT_ID).collection('stores').doc(STORE_ID);
  await firestore.recursiveDelete(store);
  await store.set({ name: 'Bench', timezone: CLOCK.timezone });
  const ids = (orderId: string) => ({ restaurantId: RESTAURANT_ID, storeId: STORE_ID, orderId });

  // Applying a year of orders, 32 at a time (what the backfill does, page by page).
  const started = Date.now();
  let writes = 0;
  for (let first = 0; first < ORDERS; first += 32) {
    const batch = Array.from({ length: Math.min(32, ORDERS - first) }, (_, offset) => first + offset);
    const results = await Promise.all(
      batch.map((index) =>
        applyOrderToRollups(firestore, ids(`o${index}`), benchOrder(index), time(1), `place-${index}`, CLOCK),
      ),
    );
    writes += results.reduce((sum, result) => sum + result.rollupWrites + 1, 0);
    // A year of 100,000 orders takes a while on a shared machine: say how far it has got.
    if ((first + 32) % 10_016 === 0)
      process.stderr.write(
        `  applied ${first + 32} orders in ${Math.round((Date.now() - started) / 1000)} s\n`,
      );
  }
  const applyMs = Date.now() - started;

  // One order's later changes: a refund, an edit (a discount), a cancellation, a redelivery.
  const sample = benchOrder(1);
  const changes = [
    { name: 'refund', order: { ...sample, refundTotals: { refundedInCents: 900, pendingInCents: 0 } } },
    {
      name: 'edit',
      order: {
        ...sample,
        refundTotals: { refundedInCents: 900, pendingInCents: 0 },
        totals: {
          ...(sample.totals as object),
          discount: 200,
          couponDiscount: 200,
          grandTotal: (sample.totals as { grandTotal: number }).grandTotal - 200,
        },
      },
    },
    { name: 'status step (accepted → completed)', order: { ...sample, status: { code: 'completed' } } },
    { name: 'cancellation', order: { ...sample, status: { code: 'cancelled' } } },
  ];
  const changeFigures: Figure[] = [];
  for (const [step, change] of changes.entries()) {
    const result = await applyOrderToRollups(
      firestore,
      ids('o1'),
      change.order,
      time(2 + step),
      `change-${step}`,
      CLOCK,
    );
    changeFigures.push({
      name: `writes for a ${change.name}`,
      value: result.rollupWrites + (result.outcome === 'applied' ? 1 : 0),
      unit: 'docs',
      target: { max: 5, source: 'issue 19: bounded' },
    });
  }
  const replay = await applyOrderToRollups(
    firestore,
    ids('o1'),
    changes[3]!.order,
    time(5),
    'change-3',
    CLOCK,
  );
  changeFigures.push({
    name: 'writes for a redelivered event',
    value: replay.rollupWrites,
    unit: 'docs',
    target: { max: 0, source: 'exactly once' },
  });

  // Every level, "year month" and "range: a year".
  const reportFigures: Figure[] = [];
  const now = new Date('2026-11-20T02:00:00Z');
  const periods = [
    { name: 'year month', period: { kind: 'yearMonth' as const, year: 2026, month: 3 } },
    {
      name: 'range: a year',
      period: { kind: 'range' as const, fromDate: '2025-11-01', toDate: '2026-10-31' },
    },
  ];
  let yearTotals: Awaited<ReturnType<typeof readStoreReport>> | undefined;
  for (const { name, period } of periods) {
    const times: number[] = [];
    let reads = 0;
    for (const level of REPORT_LEVELS as readonly ReportLevel[]) {
      const begin = performance.now();
      const answer = await readStoreReport(firestore, {
        restaurantId: RESTAURANT_ID,
        storeId: STORE_ID,
        level,
        period,
        now,
      });
      times.push(performance.now() - begin);
      reads = Math.max(reads, answer.documentReads);
      if (level === 'store_level' && period.kind === 'range') yearTotals = answer;
    }
    reportFigures.push({
      name: `${name}: slowest level`,
      value: Math.max(...times),
      unit: 'ms',
      target: { max: 1000, source: 'issue 19' },
    });
    reportFigures.push({ name: `${name}: p50 level`, value: percentile(times, 50), unit: 'ms' });
    reportFigures.push({
      name: `${name}: documents read`,
      value: reads,
      unit: 'docs',
      target: { max: 400, source: 'issue 19' },
    });
  }

  // Brute force: the same orders summed directly (o1 as it ended: cancelled).
  let sales = 0;
  let count = 0;
  for (let index = 0; index < ORDERS; index += 1) {
    const order: Record<string, unknown> = index === 1 ? changes[3]!.order : benchOrder(index);
    if ((order.status as { code: string }).code === 'cancelled') continue;
    const placed = Date.parse(order.placedIsoDateTimeUtc as string);
    if (placed < Date.parse('2025-11-01T04:00:00+11:00') || placed >= Date.parse('2026-11-01T04:00:00+11:00'))
      continue;
    sales += (order.totals as { grandTotal: number }).grandTotal;
    count += 1;
  }
  const totals = yearTotals?.report.totals;
  printFigures(`Sales report rollups (${ORDERS.toLocaleString('en-AU')} orders over a year)`, [
    { name: 'apply (backfill) throughput', value: (ORDERS / applyMs) * 1000, unit: 'orders/s' },
    {
      name: 'documents written per placed order',
      value: writes / ORDERS,
      unit: 'docs',
      target: { max: 5, source: 'issue 19: bounded' },
    },
    ...changeFigures,
    ...reportFigures,
    {
      name: 'year orders: report − recount',
      value: (totals?.orderCount ?? -1) - count,
      unit: 'orders',
      target: { min: 0, max: 0, source: 'equal' },
    },
    {
      name: 'year sales: report − recount',
      value: (totals?.salesInCents ?? -1) - sales,
      unit: 'cents',
      target: { min: 0, max: 0, source: 'equal' },
    },
  ]);
  await firestore.recursiveDelete(store);
}

await main();
