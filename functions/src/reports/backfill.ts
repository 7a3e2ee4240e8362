/**
 * Rebuilds a store's report rollups from its orders, a page at a time: each order goes through the
 * same idempotent `applyOrderToRollups` as the order trigger, keyed by the order's update time, so an
 * order the trigger already counted adds nothing and one changed meanwhile converges on its latest
 * state. Used by the backfill job, the demo seed and the bench.
 */

import { reportClockKey } from '@resto/domain';
import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import {
  applyOrderToRollups,
  reportContributions,
  storeRef,
  storeReportClock,
  writeTimeKey,
} from './rollupStore';

export interface BackfillCounts {
  done: number;
  applied: number;
  unchanged: number;
}

const PAGE_SIZE = 300;
const PARALLEL = 16;
const CATCH_UP_PASSES = 3;

export async function backfillStoreRollups(
  firestore: Firestore,
  restaurantId: string,
  storeId: string,
  onPage?: (counts: BackfillCounts) => Promise<void>,
): Promise<BackfillCounts> {
  // Read now, not from the cache: a rebuild after a business-day change must key with the new start.
  const clock = await storeReportClock(firestore, restaurantId, storeId, { fresh: true });
  const orders = storeRef(firestore, restaurantId, storeId).collection('orders');
  const counts: BackfillCounts = { done: 0, applied: 0, unchanged: 0 };
  const applyPage = async (docs: FirebaseFirestore.DocumentSnapshot[]) => {
    for (let index = 0; index < docs.length; index += PARALLEL) {
      const slice = docs.slice(index, index + PARALLEL);
      const results = await Promise.all(
        slice.map((snapshot) => {
          const writeTime = writeTimeKey(snapshot.updateTime ?? snapshot.readTime);
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
  };
  let after: string | undefined;
  for (;;) {
    let query = orders.orderBy(FieldPath.documentId()).limit(PAGE_SIZE);
    if (after) query = query.startAfter(after);
    const page = await query.get();
    await applyPage(page.docs);
    if (onPage) await onPage({ ...counts });
    if (page.docs.length < PAGE_SIZE) break;
    after = page.docs[page.docs.length - 1]?.id;
  }
  // Catch-up: an order trigger on an instance still holding the old clock (for up to a minute after
  // a business-day change) may have keyed an order with it after this pass went by; re-apply those.
  const key = reportClockKey(clock);
  for (let pass = 0; pass < CATCH_UP_PASSES; pass += 1) {
    const stragglers = await reportContributions(firestore, restaurantId, storeId)
      .where('clockKey', '!=', key)
      .limit(PAGE_SIZE)
      .get();
    if (stragglers.empty) break;
    const current = await firestore.getAll(...stragglers.docs.map((doc) => orders.doc(doc.id)));
    await applyPage(current);
    if (onPage) await onPage({ ...counts });
  }
  return counts;
}
