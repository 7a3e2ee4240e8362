/**
 * A coupon's use is counted in shards, not on the coupon: every checkout that reads and bumps one
 * counter waits for the one before it (about one redemption a second per coupon in Firestore, shared
 * by every store of the restaurant). Each redemption bumps one of COUPON_COUNTER_SHARDS counters
 * instead, and a coupon with a limit gives each shard a fixed share of what is left of it, so the
 * shards never add up to more than the limit however many checkouts race on however many servers.
 *
 * `redeemedCount` on the coupon document is the count before the shards (zero for new coupons): the
 * coupon's use is that plus the shards.
 */

/** What the shares depend on: the limit (none = undefined) and the count kept on the coupon itself. */
export interface CouponCountBasis {
  maxRedeems?: number | undefined;
  redeemedCount: number;
}

export const COUPON_COUNTER_SHARDS = 10;

/** The coupon's use: the count kept on the coupon plus every shard's. */
export function couponRedeemedTotal(baseCount: number, shardCounts: Iterable<number>): number {
  let total = baseCount;
  for (const count of shardCounts) total += count;
  return total;
}

/**
 * How many redemptions shard `shard` may hold: an equal share of what the limit leaves after the
 * base count (the first `remaining % shards` shards take one more), or Infinity without a limit.
 */
export function couponShardQuota(
  coupon: CouponCountBasis,
  shard: number,
  shards = COUPON_COUNTER_SHARDS,
): number {
  if (coupon.maxRedeems === undefined) return Number.POSITIVE_INFINITY;
  const remaining = Math.max(0, coupon.maxRedeems - coupon.redeemedCount);
  return Math.floor(remaining / shards) + (shard < remaining % shards ? 1 : 0);
}

/** The shards that can take one more redemption, given each shard's count (absent = 0). */
export function openCouponShards(
  coupon: CouponCountBasis,
  shardCounts: ReadonlyMap<number, number>,
  shards = COUPON_COUNTER_SHARDS,
): number[] {
  const open: number[] = [];
  for (let shard = 0; shard < shards; shard++)
    if ((shardCounts.get(shard) ?? 0) < couponShardQuota(coupon, shard, shards)) open.push(shard);
  return open;
}

/** One open shard picked at random (so racing checkouts spread out), or undefined when all are full. */
export function pickCouponShard(
  coupon: CouponCountBasis,
  shardCounts: ReadonlyMap<number, number>,
  random: () => number = Math.random,
): number | undefined {
  const open = openCouponShards(coupon, shardCounts);
  return open.length === 0 ? undefined : open[Math.floor(random() * open.length) % open.length];
}
