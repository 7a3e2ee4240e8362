/**
 * Google hears about a Google order's status changes (AsyncOrderUpdate), once per state: the order
 * trigger's `googleOrderUpdates` part works out the state due after a write (domain `googleStateDue`:
 * accepted → CONFIRMED, marked ready → READY_FOR_PICKUP, completed → FULFILLED, rejected → REJECTED,
 * cancelled → CANCELLED), claims `googleOrderUpdates/{orderId}__{state}` in a transaction (a
 * redelivered event, or a second instance, finds the claim and sends nothing), sends it and records
 * how Google answered, which the admin's Google order page lists.
 */
import {
  type GoogleOrderState,
  type GoogleOrderView,
  googleOrderUpdate,
  googleStateDue,
  storeCurrency,
} from '@resto/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { nowIso, runContendedTransaction } from '../admin';
import { storeDoc } from '../firestore/paths';
import { ConflictError, NotFoundError } from '../http/errors';
import { googleOrderingPort } from '../integrations/googleOrdering';
import { log } from '../log';
import { readOrderingStore } from '../onlineOrdering/orderingStore';
import type { OrderWrite } from '../orderOperations/orderWrite';
import { orderDoc } from '../orderOperations/paths';
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
  return deliver(write.restaurantId, write.storeId, after, state);
}

/** Sends a claimed update and records how Google answered on its claim. */
async function deliver(
  restaurantId: string,
  storeId: string,
  order: GoogleOrderView & { google?: { isInSandbox?: unknown } },
  state: GoogleOrderState,
): Promise<'sent' | 'failed'> {
  const ref = googleOrderUpdateDoc(restaurantId, storeId, order.id, state);
  try {
    const [ordering, store] = await Promise.all([
      readOrderingStore(restaurantId, storeId),
      storeDoc(restaurantId, storeId).get(),
    ]);
    const phone = store.get('phoneNumber');
    const update = googleOrderUpdate(
      {
        ...order,
        currencyCode: storeCurrency(ordering.menu).code,
        ...(typeof phone === 'string' && phone ? { storePhoneNumber: phone } : {}),
      },
      state,
      nowIso(),
    );
    const result = await googleOrderingPort().sendOrderUpdate(update, order.google?.isInSandbox === true);
    await ref.update({
      status: result.ok ? 'sent' : 'failed',
      httpStatus: result.httpStatus,
      ...(result.ok
        ? { sentIsoDateTimeUtc: nowIso(), error: FieldValue.delete() }
        : { error: result.error ?? 'refused' }),
    });
    log.info('googleOrdering.update', {
      orderId: order.id,
      state,
      ok: result.ok,
      httpStatus: result.httpStatus,
    });
    return result.ok ? 'sent' : 'failed';
  } catch (error) {
    await ref.update({ status: 'failed', error: String(error).slice(0, 500) });
    log.warn('googleOrdering.update_failed', { orderId: order.id, state, error: String(error) });
    return 'failed';
  }
}

/**
 * Staff send an update Google refused or never got (Google down, a token problem) again:
 * `failed` → `sending` in a transaction (one winner; an update sent or being sent is 409), then sent
 * as the trigger would, with the order as it is now.
 */
export async function resendGoogleOrderUpdate(
  restaurantId: string,
  storeId: string,
  orderId: string,
  state: GoogleOrderState,
): Promise<{ status: 'sent' | 'failed' }> {
  const ref = googleOrderUpdateDoc(restaurantId, storeId, orderId, state);
  const order = await runContendedTransaction(async (tx) => {
    const [claim, stored] = await Promise.all([
      tx.get(ref),
      tx.get(orderDoc(restaurantId, storeId, orderId)),
    ]);
    if (!claim.exists || stored.get('source') !== 'googleFoodOrdering')
      throw new NotFoundError('No such update was sent to Google for this order.');
    if (claim.get('status') !== 'failed')
      throw new ConflictError(
        claim.get('status') === 'sent' ? 'Google already has this update.' : 'This update is being sent.',
        'Update Already Sent',
      );
    tx.update(ref, { status: 'sending', attempts: FieldValue.increment(1), claimedIsoDateTimeUtc: nowIso() });
    return { ...(stored.data() ?? {}), id: orderId } as GoogleOrderView & {
      google?: { isInSandbox?: unknown };
    };
  });
  return { status: await deliver(restaurantId, storeId, order, state) };
}
