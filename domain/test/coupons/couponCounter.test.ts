import { describe, expect, it } from 'vitest';
import {
  COUPON_COUNTER_SHARDS,
  couponRedeemedTotal,
  couponShardQuota,
  openCouponShards,
  pickCouponShard,
} from '../../src/coupons/couponCounter';

function quotas(coupon: { maxRedeems?: number; redeemedCount: number }): number[] {
  return Array.from({ length: COUPON_COUNTER_SHARDS }, (_, shard) => couponShardQuota(coupon, shard));
}

describe('sharded coupon counters', () => {
  it('shares exactly what the limit leaves between the shards', () => {
    for (const [maxRedeems, redeemedCount] of [
      [10, 0],
      [25, 3],
      [7, 0],
      [1, 0],
      [1000, 999],
      [5, 9],
    ] as const) {
      const shares = quotas({ maxRedeems, redeemedCount });
      expect(shares.reduce((a, b) => a + b, 0)).toBe(Math.max(0, maxRedeems - redeemedCount));
      expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
    }
    expect(quotas({ redeemedCount: 4 })).toEqual(Array(COUPON_COUNTER_SHARDS).fill(Number.POSITIVE_INFINITY));
  });

  it('adds the shards to the base count', () => {
    expect(
      couponRedeemedTotal(
        3,
        new Map([
          [0, 2],
          [7, 5],
        ]).values(),
      ),
    ).toBe(10);
    expect(couponRedeemedTotal(0, [])).toBe(0);
  });

  it('offers only shards below their share, and none once the limit is reached', () => {
    const coupon = { maxRedeems: 12, redeemedCount: 0 };
    // Shares: 2, 2, then 1 each.
    const counts = new Map([
      [0, 2],
      [1, 1],
      [2, 1],
    ]);
    expect(openCouponShards(coupon, counts)).toEqual([1, 3, 4, 5, 6, 7, 8, 9]);
    const full = new Map(quotas(coupon).map((share, shard) => [shard, share] as const));
    expect(openCouponShards(coupon, full)).toEqual([]);
    expect(pickCouponShard(coupon, full)).toBeUndefined();
  });

  it('never hands out more than the limit, however redemptions land on the shards', () => {
    for (const maxRedeems of [1, 3, 10, 11, 50]) {
      const coupon = { maxRedeems, redeemedCount: 0 };
      const counts = new Map<number, number>();
      let seed = maxRedeems;
      const random = () => {
        seed = (seed * 9301 + 49297) % 233280;
        return seed / 233280;
      };
      let granted = 0;
      for (;;) {
        const shard = pickCouponShard(coupon, counts, random);
        if (shard === undefined) break;
        counts.set(shard, (counts.get(shard) ?? 0) + 1);
        granted++;
      }
      expect(granted).toBe(maxRedeems);
    }
  });
});
