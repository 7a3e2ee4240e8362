/**
 * Staff say a Google order is ready for the customer: `google.readyIsoDateTimeUtc` is set once on an
 * accepted order (the trigger then tells Google READY_FOR_PICKUP). Pressed again it changes nothing;
 * an order not accepted yet, or finished, is 409 in words.
 */
import { nowIso, runContendedTransaction } from '../admin';
import { ConflictError, NotFoundError } from '../http/errors';
import { orderDoc } from '../orderOperations/paths';

export async function markGoogleOrderReady(
  restaurantId: string,
  storeId: string,
  orderId: string,
): Promise<{ readyIsoDateTimeUtc: string }> {
  const ref = orderDoc(restaurantId, storeId, orderId);
  return runContendedTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists || snapshot.get('source') !== 'googleFoodOrdering')
      throw new NotFoundError('The order could not be found in the system.');
    const ready = snapshot.get('google.readyIsoDateTimeUtc');
    if (typeof ready === 'string') return { readyIsoDateTimeUtc: ready };
    const status = snapshot.get('status.code');
    if (status !== 'accepted')
      throw new ConflictError(
        status === 'new'
          ? 'Accept the order before marking it ready.'
          : 'This order is finished; it cannot be marked ready.',
        'Order Not Ready To Mark',
      );
    const readyIsoDateTimeUtc = nowIso();
    tx.update(ref, { 'google.readyIsoDateTimeUtc': readyIsoDateTimeUtc });
    return { readyIsoDateTimeUtc };
  });
}
