import {
  ABANDONED_CARD_PAYMENT_REASON,
  abandonedPaymentCutoffIso,
  isOnlineOrderPaid,
  type OrderStatusHistoryEntry,
  ZOnlineOrderDocument,
} from '@resto/domain';
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { db, nowIso, runContendedTransaction } from '../admin';
import { PaymentProviderError } from '../integrations/payments/port';
import { log } from '../log';
import { paymentPort } from '../payments/providerPort';
import { paymentIdempotencyKey } from './cardPayment';
import { idempotencyKeyDoc } from './onlineOrderingPaths';

/** Most abandoned orders one run looks at; the rest wait for the next minute. */
const BATCH = 50;

export interface AbandonedPaymentRun {
  checked: number;
  expired: number;
  /** Paid at the provider after all (the webhook is on its way): left for it. */
  paidMeanwhile: number;
}

/**
 * The minute monitor's part: card orders still `processingPayment` ABANDONED_CARD_PAYMENT_MINUTES
 * after placement. Each one's intent is cancelled at the provider first (with a key of its own, so a
 * repeated run sends the same cancel), and only then is the order moved to `failure`, in a transaction
 * that checks it is still waiting. An intent the provider reports paid is left alone: its webhook
 * moves the order on, and the customer keeps the order they paid for. `scope` limits the run to one
 * store (tests, a manual re-run).
 */
export async function expireAbandonedCardPayments(
  nowMs: number,
  scope?: { restaurantId: string; storeId: string },
): Promise<AbandonedPaymentRun> {
  const source = scope
    ? db().collection(`restaurants/${scope.restaurantId}/stores/${scope.storeId}/orders`)
    : db().collectionGroup('orders');
  const waiting = await source
    .where('status.code', '==', 'processingPayment')
    .where('placedIsoDateTimeUtc', '<', abandonedPaymentCutoffIso(nowMs))
    .orderBy('placedIsoDateTimeUtc', 'asc')
    .limit(BATCH)
    .get();
  const run: AbandonedPaymentRun = { checked: 0, expired: 0, paidMeanwhile: 0 };
  for (const snapshot of waiting.docs) {
    // Only store orders (restaurants/{r}/stores/{s}/orders/{id}); other `orders` groups are not ours.
    const [top, restaurantId, stores, storeId] = snapshot.ref.path.split('/');
    if (top !== 'restaurants' || stores !== 'stores' || !restaurantId || !storeId) continue;
    run.checked += 1;
    try {
      const outcome = await expireOne(snapshot, { restaurantId, storeId });
      if (outcome === 'expired') run.expired += 1;
      if (outcome === 'paid') run.paidMeanwhile += 1;
    } catch (error) {
      // One order's provider trouble must not stop the others; the next run tries it again.
      log.warn('online_order.abandoned_payment_not_expired', {
        orderPath: snapshot.ref.path,
        error: error instanceof PaymentProviderError ? error.kind : String(error),
      });
    }
  }
  if (run.checked > 0) log.info('online_order.abandoned_payments', { ...run });
  return run;
}

async function expireOne(
  snapshot: QueryDocumentSnapshot,
  store: { restaurantId: string; storeId: string },
): Promise<'expired' | 'paid' | 'moved'> {
  const order = ZOnlineOrderDocument.parse(snapshot.data());
  const attempt = order.cardAttempt?.number ?? 1;
  const key = await idempotencyKeyDoc(paymentIdempotencyKey(store, order.id, attempt)).get();
  const connectedAccountId = key.get('connectedAccountId') as string | undefined;
  const paymentIntentId =
    order.payment?.paymentIntentId ?? (key.get('paymentIntentId') as string | undefined);
  if (paymentIntentId && connectedAccountId) {
    const intent = await paymentPort().retrievePaymentIntent({ paymentIntentId, connectedAccountId });
    if (isOnlineOrderPaid('stripe', intent.status)) return 'paid';
    if (intent.providerStatus !== 'canceled' && intent.providerStatus !== 'succeeded') {
      const cancelled = await paymentPort().cancelPaymentIntent({
        paymentIntentId,
        connectedAccountId,
        idempotencyKey: `${paymentIdempotencyKey(store, order.id, attempt)}:abandoned`,
        reason: 'abandoned',
      });
      // A payment that went through between the look and the cancel is kept (the cancel fails then).
      if (isOnlineOrderPaid('stripe', cancelled.status)) return 'paid';
    }
  }
  return runContendedTransaction(async (tx) => {
    const current = await tx.get(snapshot.ref);
    if (current.get('status.code') !== 'processingPayment') return 'moved' as const;
    const now = nowIso();
    const entry: OrderStatusHistoryEntry = {
      from: 'processingPayment',
      to: 'failure',
      atIsoDateTimeUtc: now,
      by: { kind: 'system' },
      reason: ABANDONED_CARD_PAYMENT_REASON,
    };
    tx.update(snapshot.ref, {
      status: { code: 'failure', updatedIsoDateTimeUtc: now },
      statusHistory: FieldValue.arrayUnion(entry),
      'payment.status': 'cancel',
      // The number it would have been called by is not used for an order that never happened.
      displayNumberPending: FieldValue.delete(),
    });
    return 'expired' as const;
  });
}
