/**
 * Rebuilds a store's report rollups from its orders, a page at a time: each order goes through the
 * same idempotent `applyOrderToRollups` as the order trigger, keyed by the order's update time, so an
 * order the trigger already counted adds nothing and one changed meanwhile converges on its latest
 * state. Used by the backfill job, the demo seed and the bench.
 */
import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { applyOrderToRollups, storeRef, storeReportClock, writeTimeKey } from './rollupStore';

export interface BackfillCounts {
  done: number;
  applied: number;
  unchanged: number;
}

const PAGE_SIZE = 300;
const PARALLEL = 16;

export async function backfillStoreRollups(
  firestore: Firestore,
  restaurantId: string,
  storeId: string,
  onPage?: (counts: BackfillCounts) => Promise<void>,
): Promise<BackfillCounts> {
  const clock = await storeReportClock(firestore, restaurantId, storeId);
  const orders = storeRef(firestore, restaurantId, storeId).collection('orders');
  const counts: BackfillCounts = { done: 0, applied: 0, unchanged: 0 };
  let after: string | undefined;
  for (;;) {
    let query = orders.orderBy(FieldPath.documentId()).limit(PAGE_SIZE);
    if (after) query = query.startAfter(after);
    const page = await query.get();
    for (let index = 0; index < page.docs.length; index += PARALLEL) {
      const slice = page.docs.slice(index, index + PARALLEL);
      const results = await Promise.all(
        slice.map((snapshot) => {
          const writeTime = writeTimeKey(snapshot.updateTime);
          return applyOrderToRollups(
            firestore,
            { restaurantId, storeId, orderId: snapshot.id },
            snapshot.data(),
            writeTime,
            `backfill:${snapshot.id}@${writeTime}`,
            clock,
          );
        }),
      );
      for (const result of results) {
        counts.done += 1;
        if (result.outcome === 'applied') counts.applied += 1;
        else counts.unchanged += 1;
      }
    }
    if (onPage) await onPage({ ...counts });
    if (page.docs.length < PAGE_SIZE) return counts;
    after = page.docs[page.docs.length - 1]?.id;
  }
}
