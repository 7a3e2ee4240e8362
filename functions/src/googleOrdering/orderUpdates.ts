/**
 * Google hears about a Google order's status changes (AsyncOrderUpdate), once per state: the order
 * trigger's `googleOrderUpdates` part works out the state due after a write (domain `googleStateDue`:
 * accepted → CONFIRMED, marked ready → READY_FOR_PICKUP, completed → FULFILLED, rejected → REJECTED,
 * cancelled → CANCELLED), claims `googleOrderUpdates/{orderId}__{state}` in a transaction (a
 * redelivered event, or a second instance, finds the claim and sends nothing), sends it and records
 * how Google answered, which the admin's Google order page lists.
 */
import { type GoogleOrderView, googleOrderUpdate, googleStateDue, storeCurrency } from '@resto/domain';
import { nowIso, runContendedTransaction } from '../admin';
import { storeDoc } from '../firestore/paths';
import { googleOrderingPort } from '../integrations/googleOrdering';
import { log } from '../log';
import { readOrderingStore } from '../onlineOrdering/orderingStore';
import type { OrderWrite } from '../orderOperations/orderWrite';
import { googleOrderUpdateDoc } from './paths';

const view = (order: Record<string, unknown> | undefined, id: string): GoogleOrderView | undefined =>
  order ? ({ ...order, id } as GoogleOrderView) : undefined;

export function googleOrderUpdatesCareAbout(write: Pick<OrderWrite, 'before' | 'after'>): boolean {
  if ((write.after as { source?: unknown } | undefined)?.source !== 'googleFoodOrdering') return false;
  return googleStateDue(view(write.before, ''), view(write.after, '')) !== undefined;
}

export async function sendGoogleOrderUpdate(
  write: OrderWrite,
): Promise<'sent' | 'failed' | 'alreadyClaimed' | 'none'> {
  const after = view(write.after, write.orderId);
  const state = googleStateDue(view(write.before, write.orderId), after);
  const googleOrderId = after?.google?.googleOrderId;
  if (!after || !state || !googleOrderId) return 'none';
  const ref = googleOrderUpdateDoc(write.restaurantId, write.storeId, write.orderId, state);
  const claimed = await runContendedTransaction(async (tx) => {
    if ((await tx.get(ref)).exists) return false;
    tx.create(ref, {
      orderId: write.orderId,
      googleOrderId,
      state,
      status: 'sending',
      claimedIsoDateTimeUtc: nowIso(),
    });
    return true;
  });
  if (!claimed) return 'alreadyClaimed';
  const [ordering, store] = await Promise.all([
    readOrderingStore(write.restaurantId, write.storeId),
    storeDoc(write.restaurantId, write.storeId).get(),
  ]);
  const phone = store.get('phoneNumber');
  const update = googleOrderUpdate(
    {
      ...after,
      currencyCode: storeCurrency(ordering.menu).code,
      ...(typeof phone === 'string' && phone ? { storePhoneNumber: phone } : {}),
    },
    state,
    nowIso(),
  );
  const isInSandbox = (write.after as { google?: { isInSandbox?: unknown } }).google?.isInSandbox === true;
  try {
    const result = await googleOrderingPort().sendOrderUpdate(update, isInSandbox);
    await ref.update({
      status: result.ok ? 'sent' : 'failed',
      httpStatus: result.httpStatus,
      ...(result.ok ? { sentIsoDateTimeUtc: nowIso() } : { error: result.error ?? 'refused' }),
    });
    log.info('googleOrdering.update', {
      orderId: write.orderId,
      state,
      ok: result.ok,
      httpStatus: result.httpStatus,
    });
    return result.ok ? 'sent' : 'failed';
  } catch (error) {
    await ref.update({ status: 'failed', error: String(error).slice(0, 500) });
    log.warn('googleOrdering.update_failed', { orderId: write.orderId, state, error: String(error) });
    return 'failed';
  }
}
