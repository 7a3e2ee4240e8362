/**
 * Where contributions are kept: per store, one rollup per business day and one per month (the same
 * tally, summed), each split over `ROLLUP_SHARDS` documents. An order always writes the same shard
 * (picked from its id), so one busy store's orders spread over the shards instead of queueing on one
 * document (Firestore sustains about one write a second per document); a reader adds the shards.
 * A report reads whole months from the month rollups and the loose days around them from the day
 * rollups, so even a year costs a few hundred reads at most.
 */
import { z } from 'zod';
import { daysBetweenLocalDates, type LocalDate } from '../time/zonedTime';
import type { OrderContribution, ReportLabels } from './contribution';
import { isEmptyTally, type Tally, tallyDelta } from './tally';

export const ROLLUP_SHARDS = 4;

export type RollupPeriodKey = `day-${string}` | `month-${string}`;

export function dayRollupKey(businessDate: LocalDate): RollupPeriodKey {
  return `day-${businessDate}`;
}

export function monthRollupKey(businessDate: LocalDate): RollupPeriodKey {
  return `month-${businessDate.slice(0, 7)}`;
}

/** The document id of one shard of a rollup: `day-2026-11-27_2`. */
export function rollupDocId(key: RollupPeriodKey, shard: number): string {
  return `${key}_${shard}`;
}

/** The order's shard: a stable hash of its id (FNV-1a), so its changes always meet the same document. */
export function rollupShardOf(orderId: string, shards: number = ROLLUP_SHARDS): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < orderId.length; index += 1) {
    hash ^= orderId.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % shards;
}

export interface RollupWrite {
  key: RollupPeriodKey;
  kind: 'day' | 'month';
  /** The business date (day) or yyyy-mm (month) it is about. */
  period: string;
  shard: number;
  /** Counters to add (negative to take away). */
  increments: Tally;
  /** Names to set beside the counters. */
  labels: ReportLabels;
}

/**
 * The rollup writes that move an order's share of the reports from `applied` to `next`: the delta on
 * one day (and its month), or, should the order ever move day, the old removed and the new added.
 * Empty when nothing a report shows changed.
 */
export function rollupWritesFor(
  orderId: string,
  applied: OrderContribution | undefined,
  next: OrderContribution | undefined,
): RollupWrite[] {
  const shard = rollupShardOf(orderId);
  const empty: ReportLabels = { items: {}, employees: {}, terminals: {} };
  const byDate = new Map<string, { increments: Tally; labels: ReportLabels }>();
  if (applied && next && applied.businessDate === next.businessDate) {
    byDate.set(next.businessDate, { increments: tallyDelta(applied.tally, next.tally), labels: next.labels });
  } else {
    if (applied)
      byDate.set(applied.businessDate, { increments: tallyDelta(applied.tally, undefined), labels: empty });
    if (next) byDate.set(next.businessDate, { increments: next.tally, labels: next.labels });
  }
  const writes: RollupWrite[] = [];
  for (const [businessDate, change] of byDate) {
    if (isEmptyTally(change.increments)) continue;
    writes.push({ key: dayRollupKey(businessDate), kind: 'day', period: businessDate, shard, ...change });
    writes.push({
      key: monthRollupKey(businessDate),
      kind: 'month',
      period: businessDate.slice(0, 7),
      shard,
      ...change,
    });
  }
  return writes;
}

function daysInMonth(yearMonth: string): number {
  const first = `${yearMonth}-01`;
  const [year, month] = yearMonth.split('-').map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return daysBetweenLocalDates(first, next);
}

/**
 * The rollups that cover exactly `dates` (consecutive business dates): a month whose every day is
 * wanted is read from its month rollup, the other days one by one.
 */
export function rollupKeysForDates(dates: readonly LocalDate[]): RollupPeriodKey[] {
  const byMonth = new Map<string, LocalDate[]>();
  for (const date of dates) {
    const month = date.slice(0, 7);
    byMonth.set(month, [...(byMonth.get(month) ?? []), date]);
  }
  const keys: RollupPeriodKey[] = [];
  for (const [month, monthDates] of byMonth) {
    if (new Set(monthDates).size === daysInMonth(month)) keys.push(`month-${month}`);
    else keys.push(...monthDates.map((date) => dayRollupKey(date)));
  }
  return keys;
}

/** Every shard's document id of the given rollups. */
export function rollupDocIds(keys: readonly RollupPeriodKey[], shards: number = ROLLUP_SHARDS): string[] {
  return keys.flatMap((key) => Array.from({ length: shards }, (_, shard) => rollupDocId(key, shard)));
}

/** `restaurants/{r}/stores/{s}/reportRollups/{key}_{shard}` as stored (counters as a tally). */
export const ZReportRollup = z.object({
  restaurantId: z.string(),
  storeId: z.string(),
  kind: z.enum(['day', 'month']),
  period: z.string(),
  shard: z.number().int().min(0),
  tally: z.record(z.string(), z.unknown()).default({}),
  labels: z
    .object({
      items: z.record(z.string(), z.string()).default({}),
      employees: z.record(z.string(), z.string()).default({}),
      terminals: z.record(z.string(), z.string()).default({}),
    })
    .default({ items: {}, employees: {}, terminals: {} }),
  updatedIsoDateTimeUtc: z.string().optional(),
});
export type ReportRollup = z.infer<typeof ZReportRollup>;

/**
 * `restaurants/{r}/stores/{s}/reportContributions/{orderId}`: the contribution last applied for the
 * order and the order write it came from; server-only. A redelivered or older event finds a newer
 * `sourceUpdateTime` here and changes nothing.
 */
export interface AppliedContribution {
  orderId: string;
  contribution: OrderContribution | null;
  /** The order document's update time the contribution was read from (ISO, microseconds kept). */
  sourceUpdateTime: string;
  lastEventId: string;
  /** `reportClockKey` of the clock the contribution was keyed with (absent on states older than it). */
  clockKey?: string;
}

/**
 * Whether an order write (or a rebuild's look at the order) must be applied over the state stored
 * for it: not when it is the same delivery or an older write, unless the stored state was keyed with
 * another clock and this is the same write, which a rebuild after a business-day change re-applies so
 * the sale moves to its new day.
 */
export function shouldApplyOrderWrite(
  stored: Pick<AppliedContribution, 'sourceUpdateTime' | 'lastEventId' | 'clockKey'> | undefined,
  write: { writeTime: string; eventId: string; clockKey: string },
): boolean {
  if (!stored) return true;
  if (stored.sourceUpdateTime > write.writeTime) return false;
  const sameClock = stored.clockKey === write.clockKey;
  if (stored.sourceUpdateTime === write.writeTime || stored.lastEventId === write.eventId) return !sameClock;
  return true;
}
