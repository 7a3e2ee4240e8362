/**
 * A report read from rollups only: the rollups of the period and of the period it is compared with,
 * in one `getAll` (whole months from month rollups, loose days from day rollups, every shard), plus
 * the names the level shows that orders do not carry (categories, pizza sizes).
 */
import {
  buildReportView,
  priorReportWindow,
  type ReportLevel,
  type ReportNames,
  type ReportPeriod,
  type ReportView,
  reportWindow,
  rollupDocIds,
  rollupKeysForDates,
  ZReportRollup,
} from '@resto/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { reportRollups, storeRef, storeReportClock } from './rollupStore';

export interface StoreReport {
  report: ReportView;
  prior: ReportView;
  timezone: string;
  businessDayStartHour: number;
  generatedIsoDateTimeUtc: string;
  /** Documents read to answer (rollup shards and names). */
  documentReads: number;
}

async function namesFor(firestore: Firestore, restaurantId: string, storeId: string, level: ReportLevel) {
  const store = storeRef(firestore, restaurantId, storeId);
  const names: ReportNames = {};
  let reads = 0;
  if (level === 'category_level') {
    const categories = await store.collection('categories').select('name').get();
    reads += Math.max(1, categories.size);
    names.categories = Object.fromEntries(
      categories.docs.map((doc) => [doc.id, String(doc.get('name') ?? doc.id)]),
    );
  }
  if (level === 'pizza_size_level') {
    const pizza = await store.collection('settings').doc('pizza').get();
    reads += 1;
    const sizes = (pizza.get('sizes') as { id?: unknown; name?: unknown }[] | undefined) ?? [];
    names.pizzaSizes = Object.fromEntries(
      sizes
        .filter((size) => typeof size.id === 'string')
        .map((size) => [String(size.id), String(size.name ?? size.id)]),
    );
  }
  return { names, reads };
}

export async function readStoreReport(
  firestore: Firestore,
  input: {
    restaurantId: string;
    storeId: string;
    level: ReportLevel;
    period: ReportPeriod;
    posTerminalId?: string | undefined;
    now?: Date;
  },
): Promise<StoreReport> {
  const now = input.now ?? new Date();
  const clock = await storeReportClock(firestore, input.restaurantId, input.storeId);
  const window = reportWindow(input.period, now, clock);
  const priorWindow = priorReportWindow(input.period, now, clock);
  const collection = reportRollups(firestore, input.restaurantId, input.storeId);
  const currentIds = rollupDocIds(rollupKeysForDates(window.dates));
  const priorIds = rollupDocIds(rollupKeysForDates(priorWindow.dates));
  const ids = [...new Set([...currentIds, ...priorIds])];
  const [snapshots, named] = await Promise.all([
    firestore.getAll(...ids.map((id) => collection.doc(id))),
    namesFor(firestore, input.restaurantId, input.storeId, input.level),
  ]);
  const byId = new Map(
    snapshots
      .filter((snapshot) => snapshot.exists)
      .map((snapshot) => [snapshot.id, ZReportRollup.parse(snapshot.data())]),
  );
  const pick = (wanted: string[]) => wanted.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  const common = {
    level: input.level,
    clock,
    names: named.names,
    ...(input.posTerminalId ? { posTerminalId: input.posTerminalId } : {}),
  };
  return {
    report: buildReportView({ ...common, window, rollups: pick(currentIds) }),
    prior: buildReportView({ ...common, window: priorWindow, rollups: pick(priorIds) }),
    timezone: clock.timezone,
    businessDayStartHour: clock.businessDayStartHour ?? 4,
    generatedIsoDateTimeUtc: now.toISOString(),
    documentReads: ids.length + named.reads + 1,
  };
}
