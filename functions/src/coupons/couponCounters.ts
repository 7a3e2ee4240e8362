/**
 * Reading a coupon's sharded use counters (domain coupons/couponCounter.ts): the use the admin and
 * the storefront see is the coupon's base count plus its shards'.
 */
import { type CouponDocument, couponRedeemedTotal } from '@resto/domain';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { couponCountersCollection } from './couponPaths';

/** The count a counter document holds (0 when it does not exist yet). */
export function counterCountOf(snapshot: DocumentSnapshot | undefined): number {
  const count = snapshot?.exists ? snapshot.get('count') : 0;
  return typeof count === 'number' && Number.isFinite(count) ? count : 0;
}

/** Each shard's count of one coupon. */
export async function couponShardCounts(
  restaurantId: string,
  couponId: string,
): Promise<Map<number, number>> {
  const snapshot = await couponCountersCollection(restaurantId).where('couponId', '==', couponId).get();
  const counts = new Map<number, number>();
  for (const doc of snapshot.docs) {
    const shard = doc.get('shard');
    if (typeof shard === 'number') counts.set(shard, counterCountOf(doc));
  }
  return counts;
}

/** Every coupon's shard total in the restaurant (one read of its counters). */
export async function shardTotalsByCoupon(restaurantId: string): Promise<Map<string, number>> {
  const snapshot = await couponCountersCollection(restaurantId).get();
  const totals = new Map<string, number>();
  for (const doc of snapshot.docs) {
    const couponId = doc.get('couponId');
    if (typeof couponId === 'string') totals.set(couponId, (totals.get(couponId) ?? 0) + counterCountOf(doc));
  }
  return totals;
}

/** The coupons with `redeemedCount` as their whole use (base plus shards). */
export function withShardTotals<T extends Pick<CouponDocument, 'id' | 'redeemedCount'>>(
  coupons: T[],
  totals: ReadonlyMap<string, number>,
): T[] {
  return coupons.map((coupon) => ({
    ...coupon,
    redeemedCount: couponRedeemedTotal(coupon.redeemedCount, [totals.get(coupon.id) ?? 0]),
  }));
}
