/**
 * Keeps a store's report rollups in step with one order. Takes the Firestore to use, so the demo seed
 * and the backfill run the very same code as the order trigger.
 *
 * Exactly once, whatever is delivered: the contribution last applied for the order lives in
 * `reportContributions/{orderId}` with the order write it came from. One transaction reads it, adds
 * (contribution now − contribution applied) to the day's and the month's rollup shard with
 * increments, and records the new contribution. A redelivered event (same event id, or a write no newer
 * than the one applied) and any order of delivery therefore change nothing twice; a backfill that
 * meets an order the trigger already applied adds nothing.
 */
import {
  type AppliedContribution,
  DEFAULT_BUSINESS_DAY_START_HOUR,
  monthlyStatWritesFor,
  type OrderContribution,
  orderContribution,
  type ReportClock,
  type RollupWrite,
  reportClockKey,
  rollupDocId,
  rollupWritesFor,
  shouldApplyOrderWrite,
  type Tally,
  tallyLeaves,
} from '@resto/domain';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';

export interface OrderRef {
  restaurantId: string;
  storeId: string;
  orderId: string;
}

export function storeRef(firestore: Firestore, restaurantId: string, storeId: string) {
  return firestore.collection('restaurants').doc(restaurantId).collection('stores').doc(storeId);
}

export function reportRollups(firestore: Firestore, restaurantId: string, storeId: string) {
  return storeRef(firestore, restaurantId, storeId).collection('reportRollups');
}

export function reportContributions(firestore: Firestore, restaurantId: string, storeId: string) {
  return storeRef(firestore, restaurantId, storeId).collection('reportContributions');
}

export {
  sortableWriteTime as writeTimeKey,
  sortableWriteTimeFromIso as writeTimeKeyFromIso,
} from '../orderOperations/writeTime';

const clocks = new Map<string, { clock: ReportClock; readAt: number }>();
// Short, so an instance picks up an owner's business-day change within a minute; the rebuild that
// follows the change re-applies whatever an instance keyed with the old clock meanwhile.
const CLOCK_CACHE_MS = 60_000;

/**
 * The store's timezone and business-day start hour (cached per instance for a minute; `fresh` reads
 * the store, as the rebuild after a business-day change must).
 */
export async function storeReportClock(
  firestore: Firestore,
  restaurantId: string,
  storeId: string,
  options: { fresh?: boolean } = {},
): Promise<ReportClock> {
  const key = `${restaurantId}/${storeId}`;
  const cached = clocks.get(key);
  if (!options.fresh && cached && Date.now() - cached.readAt < CLOCK_CACHE_MS) return cached.clock;
  const store = (await storeRef(firestore, restaurantId, storeId).get()).data();
  const startHour = store?.businessDayStartHour;
  const clock: ReportClock = {
    timezone: typeof store?.timezone === 'string' ? store.timezone : 'Australia/Sydney',
    businessDayStartHour:
      typeof startHour === 'number' && Number.isInteger(startHour) && startHour >= 0 && startHour <= 12
        ? startHour
        : DEFAULT_BUSINESS_DAY_START_HOUR,
  };
  clocks.set(key, { clock, readAt: Date.now() });
  return clock;
}

/** Drops this instance's cached clock of the store (after the owner changed it). */
export function forgetStoreReportClock(restaurantId: string, storeId: string): void {
  clocks.delete(`${restaurantId}/${storeId}`);
}

/** A tally as nested increments, which `set(…, {merge: true})` adds field by field. */
function incrementsOf(tally: Tally): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const { path, value } of tallyLeaves(tally)) {
    let node = out;
    path.slice(0, -1).forEach((key) => {
      node[key] ??= {};
      node = node[key] as Record<string, unknown>;
    });
    node[path[path.length - 1] as string] = FieldValue.increment(value);
  }
  return out;
}

export interface ApplyResult {
  outcome: 'applied' | 'unchanged' | 'stale';
  /**
   * Rollup documents written: the store's day and month shards and, when the month's figures moved,
   * the restaurant's and the platform's monthly stats (the contribution record is one more).
   */
  rollupWrites: number;
}

/**
 * Brings the rollups to `order`'s state as of the write at `writeTime` (an order document, or
 * undefined once deleted). `eventId` names the delivery, for the record.
 */
export async function applyOrderToRollups(
  firestore: Firestore,
  ref: OrderRef,
  order: Record<string, unknown> | undefined,
  writeTime: string,
  eventId: string,
  clock?: ReportClock,
): Promise<ApplyResult> {
  const storeClock = clock ?? (await storeReportClock(firestore, ref.restaurantId, ref.storeId));
  const next = orderContribution(order, storeClock);
  const clockKey = reportClockKey(storeClock);
  const stateRef = reportContributions(firestore, ref.restaurantId, ref.storeId).doc(ref.orderId);
  const rollups = reportRollups(firestore, ref.restaurantId, ref.storeId);
  return firestore.runTransaction(async (tx) => {
    const stored = (await tx.get(stateRef)).data() as AppliedContribution | undefined;
    if (!shouldApplyOrderWrite(stored, { writeTime, eventId, clockKey }))
      return { outcome: 'stale' as const, rollupWrites: 0 };
    const applied: OrderContribution | undefined = stored?.contribution ?? undefined;
    const writes = rollupWritesFor(ref.orderId, applied, next);
    // Nothing a report shows changed (a status step, an email mark, a checkout not paid yet):
    // leave the rollups as they are. Under a new clock the state still records it, so the next
    // rebuild does not look at the order again.
    if (writes.length === 0) {
      if (stored && stored.clockKey !== clockKey) tx.set(stateRef, { clockKey }, { merge: true });
      return { outcome: 'unchanged' as const, rollupWrites: 0 };
    }
    const nowIso = new Date().toISOString();
    let written = 0;
    for (const write of writes) {
      written += 1;
      writeRollup(tx, rollups.doc(rollupDocId(write.key, write.shard)), ref, write, nowIso);
      // The restaurant's and the platform's monthly stats move with the store's month.
      for (const stat of monthlyStatWritesFor(ref.restaurantId, ref.storeId, write)) {
        const doc =
          stat.level === 'restaurant'
            ? firestore
                .collection('restaurants')
                .doc(ref.restaurantId)
                .collection('monthlyRollups')
                .doc(stat.docId)
            : firestore.collection('monthlyOrderStats').doc(stat.docId);
        written += 1;
        tx.set(
          doc,
          { month: stat.month, tally: incrementsOf(stat.increments), updatedIsoDateTimeUtc: nowIso },
          { merge: true },
        );
      }
    }
    const state: AppliedContribution = {
      orderId: ref.orderId,
      contribution: next ?? null,
      sourceUpdateTime: writeTime,
      lastEventId: eventId,
      clockKey,
    };
    tx.set(stateRef, JSON.parse(JSON.stringify(state)));
    return { outcome: 'applied' as const, rollupWrites: written };
  });
}

function writeRollup(
  tx: FirebaseFirestore.Transaction,
  doc: FirebaseFirestore.DocumentReference,
  ref: OrderRef,
  write: RollupWrite,
  nowIso: string,
): void {
  const labels = Object.fromEntries(
    Object.entries(write.labels).filter(([, names]) => Object.keys(names as object).length > 0),
  );
  tx.set(
    doc,
    {
      restaurantId: ref.restaurantId,
      storeId: ref.storeId,
      kind: write.kind,
      period: write.period,
      shard: write.shard,
      tally: incrementsOf(write.increments),
      ...(Object.keys(labels).length > 0 ? { labels } : {}),
      updatedIsoDateTimeUtc: nowIso,
    },
    { merge: true },
  );
}
