import {
  alertThresholdMinutes,
  isOrderOverdue,
  type MonitorSettings,
  ORDER_STATUSES,
  unprocessedSince,
  ZOrderProcessSettings,
} from '@resto/domain';
import type { DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';
import { z } from 'zod';
import { db, runContendedTransaction } from '../admin';
import { log } from '../log';

const ZMonitoredOrder = z.object({
  status: z.object({ code: z.enum(ORDER_STATUSES) }),
  placedIsoDateTimeUtc: z.string(),
  statusHistory: z
    .array(z.object({ to: z.enum(ORDER_STATUSES), atIsoDateTimeUtc: z.string() }))
    .optional()
    .catch(undefined),
  alert: z.unknown().optional(),
});

export interface MonitorRun {
  /** Overdue-window `new` orders read (at most `perStoreLimit` per store). */
  checked: number;
  flagged: number;
}

export interface MonitorBounds {
  /** Most `new` orders one store's pass reads. */
  perStoreLimit: number;
  /**
   * How long after its threshold an order is still looked for: covers passes that did not run
   * (the schedule does not retry) and card orders that became `new` a while after they were placed.
   */
  lookbackMinutes: number;
  /** Stores listed per page, and how many are checked at once. */
  storePageSize: number;
  storeConcurrency: number;
}

export const MONITOR_BOUNDS: MonitorBounds = {
  perStoreLimit: 200,
  lookbackMinutes: 30,
  storePageSize: 300,
  storeConcurrency: 8,
};

/** One store, every store of one restaurant, or (undefined) every store of the platform. */
export interface MonitorScope {
  restaurantId: string;
  storeId?: string;
}

/**
 * One pass of the unprocessed-order monitor, store by store: each store whose monitor is on reads
 * the `new` orders that turned overdue within the last `lookbackMinutes` (placed between threshold +
 * lookback and threshold ago; newest first, at most `perStoreLimit`), and each not flagged yet gets
 * `alert: { unprocessedSinceIsoDateTimeUtc, flaggedIsoDateTimeUtc }`, once. The action routes remove
 * it when the order moves on. Screens also compute the alert themselves (isOrderOverdue) so they ring
 * at once; the flag makes every screen agree and survives device clock drift.
 *
 * Bounded: a pass costs, per store, its settings, one query and at most `perStoreLimit` orders,
 * whatever the backlog. A store with 1,400 orders waiting since lunch reads the ones that turned
 * overdue in the last half hour, not all 1,400 every minute; orders not yet due are not read at all;
 * and one store's backlog never delays another's. Newest first, so the orders that just turned
 * overdue are always in the page: an order is flagged by the first pass after it is due unless more
 * than `perStoreLimit` orders of its store turned due within that minute. Orders still `new` beyond
 * the window (the monitor was down for longer than `lookbackMinutes`, or a card payment settled that
 * much after placement) are left to the screens' own clock. The query uses the orders' existing
 * (status.code, placedIsoDateTimeUtc desc) index.
 *
 * `scope` limits the pass to one store or one restaurant's stores (tests, and a manual re-run).
 */
export async function flagUnprocessedOrders(
  nowMs: number,
  scope?: MonitorScope,
  bounds: Partial<MonitorBounds> = {},
): Promise<MonitorRun> {
  const limits = { ...MONITOR_BOUNDS, ...bounds };
  const total: MonitorRun = { checked: 0, flagged: 0 };
  let storesAtLimit = 0;
  const checkStores = async (stores: DocumentReference[]) => {
    const settings = await readMonitorSettings(stores);
    await inBatches(stores, limits.storeConcurrency, async (store, index) => {
      const run = await flagStore(store, settings[index] ?? DEFAULT_SETTINGS, nowMs, limits);
      total.checked += run.checked;
      total.flagged += run.flagged;
      if (run.checked >= limits.perStoreLimit) storesAtLimit++;
    });
  };
  if (scope?.storeId)
    await checkStores([db().doc(`restaurants/${scope.restaurantId}/stores/${scope.storeId}`)]);
  else {
    // Store names only (an empty field mask): one small read per store, a page at a time.
    const stores = scope
      ? db().collection(`restaurants/${scope.restaurantId}/stores`).select()
      : db().collectionGroup('stores').select();
    let after: DocumentSnapshot | undefined;
    for (;;) {
      const page = await (after ? stores.startAfter(after) : stores).limit(limits.storePageSize).get();
      await checkStores(page.docs.map((doc) => doc.ref));
      if (page.size < limits.storePageSize) break;
      after = page.docs[page.docs.length - 1];
    }
  }
  if (total.flagged > 0 || storesAtLimit > 0)
    log.info('orders.unprocessed_flagged', { ...total, storesAtLimit, scoped: scope !== undefined });
  return total;
}

const DEFAULT_SETTINGS: MonitorSettings = ZOrderProcessSettings.parse({});

/** Each store's order-process settings (the domain's defaults where it has none), in one read. */
async function readMonitorSettings(stores: DocumentReference[]): Promise<MonitorSettings[]> {
  if (stores.length === 0) return [];
  const docs = await db().getAll(...stores.map((store) => store.collection('settings').doc('orderProcess')));
  return docs.map((doc) => {
    const parsed = ZOrderProcessSettings.safeParse(doc.exists ? doc.data() : {});
    return parsed.success ? parsed.data : DEFAULT_SETTINGS;
  });
}

async function flagStore(
  store: DocumentReference,
  settings: MonitorSettings,
  nowMs: number,
  limits: MonitorBounds,
): Promise<MonitorRun> {
  if (!settings.hasUnprocessedOrderMonitor) return { checked: 0, flagged: 0 };
  // An order is due once it has waited the threshold since it became `new`, which is never before
  // its placement, so nothing placed later than `dueBy` can be due yet.
  const thresholdMs = alertThresholdMinutes(settings) * 60_000;
  const dueBy = new Date(nowMs - thresholdMs).toISOString();
  const since = new Date(nowMs - thresholdMs - limits.lookbackMinutes * 60_000).toISOString();
  const snapshot = await store
    .collection('orders')
    .where('status.code', '==', 'new')
    .where('placedIsoDateTimeUtc', '>', since)
    .where('placedIsoDateTimeUtc', '<=', dueBy)
    .orderBy('placedIsoDateTimeUtc', 'desc')
    .limit(limits.perStoreLimit)
    .get();
  let flagged = 0;
  for (const doc of snapshot.docs) {
    const order = ZMonitoredOrder.safeParse(doc.data());
    if (!order.success || order.data.alert) continue;
    if (!isOrderOverdue(order.data, settings, nowMs)) continue;
    if (await flagOrder(doc.ref, nowMs)) flagged++;
  }
  return { checked: snapshot.size, flagged };
}

async function inBatches<T>(
  items: readonly T[],
  size: number,
  work: (item: T, index: number) => Promise<void>,
): Promise<void> {
  for (let start = 0; start < items.length; start += size)
    await Promise.all(items.slice(start, start + size).map((item, offset) => work(item, start + offset)));
}

/** Flags in a transaction, re-checking the status, so an order accepted meanwhile is never flagged. */
async function flagOrder(ref: DocumentReference, nowMs: number): Promise<boolean> {
  return runContendedTransaction(async (tx) => {
    const order = ZMonitoredOrder.safeParse((await tx.get(ref)).data());
    if (!order.success || order.data.status.code !== 'new' || order.data.alert) return false;
    tx.update(ref, {
      alert: {
        unprocessedSinceIsoDateTimeUtc: unprocessedSince(order.data),
        flaggedIsoDateTimeUtc: new Date(nowMs).toISOString(),
      },
    });
    return true;
  });
}
