import type { Timestamp } from 'firebase-admin/firestore';
import { db } from '../admin';

/**
 * On the emulator suite only: the order-write trigger records that it finished handling a write
 * (and which of its parts ran), so a test can wait for "the trigger is done with my write" instead of
 * sleeping and hoping, e.g. before asserting that a write changed nothing. Never written in the cloud;
 * no rule lets a client read it. Keyed by the order and the write's update time, which the test
 * knows from its own WriteResult.
 */
export const EMULATOR_ORDER_WRITE_RUNS = 'emulatorOrderWriteRuns';

export function orderWriteRunId(
  ids: { restaurantId: string; storeId: string; orderId: string },
  updateTime: Pick<Timestamp, 'seconds' | 'nanoseconds'>,
): string {
  const time = `${updateTime.seconds}.${String(updateTime.nanoseconds).padStart(9, '0')}`;
  return `${ids.restaurantId}_${ids.storeId}_${ids.orderId}_${time}`;
}

export async function recordOrderWriteRun(
  ids: { restaurantId: string; storeId: string; orderId: string },
  updateTime: Pick<Timestamp, 'seconds' | 'nanoseconds'> | undefined,
  consumers: readonly string[],
): Promise<void> {
  if (!updateTime) return; // a delete: nothing for a test to key on
  await db()
    .collection(EMULATOR_ORDER_WRITE_RUNS)
    .doc(orderWriteRunId(ids, updateTime))
    .set({ ...ids, consumers: [...consumers] });
}
