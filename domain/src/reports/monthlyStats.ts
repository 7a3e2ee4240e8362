/**
 * Monthly order statistics: per restaurant (`restaurants/{r}/monthlyRollups/{yyyy-mm}_{shard}`, all
 * its stores) and for the platform (`monthlyOrderStats/{yyyy-mm}_{shard}`, every restaurant), kept by
 * the same transaction as the store rollups from the month's delta. Restaurant rollups use the
 * store's shard; the platform's are split by restaurant over PLATFORM_ROLLUP_SHARDS so one busy
 * restaurant never queues another and each shard's restaurant map stays small.
 */
import { z } from 'zod';
import type { RollupWrite } from './rollups';
import { rollupShardOf } from './rollups';
import { addTallies, asTally, subTally, type Tally, tallyNumber } from './tally';

export const PLATFORM_ROLLUP_SHARDS = 16;
export const MONTHLY_STAT_KEYS = ['orderCount', 'salesInCents', 'refundInCents', 'cancelledCount'] as const;

function monthlyFigures(store: Tally): Tally {
  return addTallies(
    {},
    Object.fromEntries(MONTHLY_STAT_KEYS.map((key) => [key, tallyNumber(store, key)])) as Tally,
  );
}

export interface MonthlyStatWrite {
  level: 'restaurant' | 'platform';
  month: string;
  docId: string;
  increments: Tally;
}

/** The restaurant's and the platform's share of a store's month rollup write. */
export function monthlyStatWritesFor(
  restaurantId: string,
  storeId: string,
  write: Pick<RollupWrite, 'kind' | 'period' | 'shard' | 'increments'>,
): MonthlyStatWrite[] {
  if (write.kind !== 'month') return [];
  const figures = monthlyFigures(subTally(write.increments, 'store'));
  if (Object.keys(figures).length === 0) return [];
  return [
    {
      level: 'restaurant',
      month: write.period,
      docId: `${write.period}_${write.shard}`,
      increments: { ...figures, stores: { [storeId]: figures } },
    },
    {
      level: 'platform',
      month: write.period,
      docId: `${write.period}_${rollupShardOf(restaurantId, PLATFORM_ROLLUP_SHARDS)}`,
      increments: { ...figures, restaurants: { [restaurantId]: figures } },
    },
  ];
}

/** The last `count` months up to and including `month` (yyyy-mm), newest first. */
export function monthsBack(month: string, count: number): string[] {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, index) => {
    const total = year * 12 + (monthNumber - 1) - index;
    return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
  });
}

export const ZMonthlyOrderListQuery = z.object({
  months: z.coerce.number().int().min(1).max(24).default(12),
});

export interface MonthlyOrderRow {
  key: string;
  name: string;
  orderCount: number;
  netSalesInCents: number;
}

export interface MonthlyOrderStat {
  month: string;
  orderCount: number;
  salesInCents: number;
  refundInCents: number;
  netSalesInCents: number;
  averageOrderInCents: number;
  cancelledCount: number;
  /** Stores (restaurant stats) or restaurants (platform stats), best month first. */
  rows: MonthlyOrderRow[];
}

/** One month's stat from its shards; `member` is `stores` or `restaurants`, named by `names`. */
export function monthlyOrderStat(
  month: string,
  shards: readonly unknown[],
  member: 'stores' | 'restaurants',
  names: Readonly<Record<string, string>> = {},
): MonthlyOrderStat {
  const tally = shards.reduce<Tally>((sum, shard) => addTallies(sum, asTally(shard)), {});
  const orderCount = tallyNumber(tally, 'orderCount');
  const salesInCents = tallyNumber(tally, 'salesInCents');
  const refundInCents = tallyNumber(tally, 'refundInCents');
  const netSalesInCents = salesInCents - refundInCents;
  const rows = Object.entries(subTally(tally, member))
    .map(([key, figures]) => {
      const own = asTally(figures);
      return {
        key,
        name: names[key] ?? key,
        orderCount: tallyNumber(own, 'orderCount'),
        netSalesInCents: tallyNumber(own, 'salesInCents') - tallyNumber(own, 'refundInCents'),
      };
    })
    // A member whose orders were all taken back again has counters at zero: nothing to show.
    .filter((row) => row.orderCount !== 0 || row.netSalesInCents !== 0)
    .sort((a, b) => b.netSalesInCents - a.netSalesInCents || a.name.localeCompare(b.name));
  return {
    month,
    orderCount,
    salesInCents,
    refundInCents,
    netSalesInCents,
    averageOrderInCents: orderCount > 0 ? Math.round(netSalesInCents / orderCount) : 0,
    cancelledCount: tallyNumber(tally, 'cancelledCount'),
    rows,
  };
}
