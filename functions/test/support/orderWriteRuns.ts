import type { DocumentReference, WriteResult } from 'firebase-admin/firestore';
import { EMULATOR_ORDER_WRITE_RUNS, orderWriteRunId } from '../../src/orderOperations/orderWriteRuns';
import { firestore } from './admin';

/**
 * Waits until the order-write trigger has finished handling this write of an order (it records each
 * write it handled on the emulator suite: src/orderOperations/orderWriteRuns.ts), and says which of
 * its parts ran. Then "the write changed nothing" can be asserted without sleeping.
 */
export async function orderWriteHandled(
  order: DocumentReference,
  written: WriteResult,
  timeoutMs = 100_000,
): Promise<string[]> {
  const [, restaurantId = '', , storeId = '', , orderId = ''] = order.path.split('/');
  const run = firestore()
    .collection(EMULATOR_ORDER_WRITE_RUNS)
    .doc(orderWriteRunId({ restaurantId, storeId, orderId }, written.writeTime));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const snapshot = await run.get();
    if (snapshot.exists) return snapshot.get('consumers') as string[];
    if (Date.now() > deadline)
      throw new Error(`the order-write trigger did not finish with ${order.path} in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
