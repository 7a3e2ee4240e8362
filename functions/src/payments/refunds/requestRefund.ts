import {
  CURRENCY_CODES,
  type CurrencyCode,
  cardRefundPosition,
  formatMoney,
  type RefundRecord,
  type RefundRequest,
  refundKindFor,
  ZRefundRecord,
} from '@resto/domain';
import { runContendedTransaction } from '../../admin';
import { ConflictError, HttpError, NotFoundError } from '../../http/errors';
import { PaymentProviderError, type Refund } from '../../integrations/payments/port';
import { log } from '../../log';
import type { StoreRef } from '../connect/connectedAccounts';
import { readPaymentAccount } from '../connect/connectedAccounts';
import { orderRefunds, storeOrderDoc } from '../paymentsPaths';
import { httpErrorFor } from '../providerErrors';
import { paymentPort } from '../providerPort';
import { orderPaymentFacts, writeRefundOutcome } from './refundRecords';

export interface RefundResult {
  /** 201 the first time, 200 for a replay of a settled refund, 202 while the provider is still working. */
  httpStatus: 200 | 201 | 202;
  refund: RefundRecord;
  order: { paidInCents: number; refundedInCents: number; pendingInCents: number; refundableInCents: number };
}

/** Refunds that go through the provider carry this key: the same order and refund id never refund twice. */
export function refundIdempotencyKey(orderId: string, refundId: string): string {
  return `refund:${orderId}:${refundId}`;
}

/** Provider refusals that are final: the money did not move, so the reservation can be released. */
const FINAL_REFUSALS = new Set([
  'card',
  'invalidRequest',
  'notFound',
  'idempotency',
  'permission',
  'authentication',
]);

/**
 * Refunds part or all of an online order's card payment.
 *
 * 1. In a transaction on the order: check what is still refundable (paid − refunded − reserved) and
 *    reserve this refund's amount as a pending refund record. Racing refunds serialise on the order
 *    document, so together they never exceed what was paid; the losers get a 409 in words.
 * 2. Ask the provider, with an idempotency key from the order and refund ids, so a retry (or a replay
 *    of this request with the same `refundId`) reaches the same provider refund.
 * 3. Settle: a done refund moves from reserved to refunded (the order becomes REFUNDED when nothing is
 *    left); a final refusal releases the reservation. A refund the provider is still working on stays
 *    reserved until its webhook arrives.
 */
export async function requestRefund(
  store: StoreRef,
  orderId: string,
  request: RefundRequest,
  uid: string,
  requestId?: string,
): Promise<RefundResult> {
  const orderRef = storeOrderDoc(store.restaurantId, store.storeId, orderId);
  const refundRef = orderRefunds(store.restaurantId, store.storeId, orderId).doc(request.refundId);
  const refs = { order: orderRef, refund: refundRef };
  const now = new Date().toISOString();

  const reserved = await runContendedTransaction(async (tx) => {
    const [order, existing] = await Promise.all([tx.get(orderRef), tx.get(refundRef)]);
    if (!order.exists) throw new NotFoundError('We could not find this order.');
    const facts = orderPaymentFacts(order);
    if (existing.exists) {
      const record = ZRefundRecord.parse(existing.data());
      if (record.amountInCents !== request.amountInCents)
        throw new ConflictError(
          'This refund was already requested with a different amount. Close the refund window and start again.',
          'Refund already requested',
        );
      return { record, facts, replay: true };
    }
    const position = cardRefundPosition({
      grandTotalInCents: facts.grandTotalInCents,
      paymentStatus: facts.paymentStatus,
      refundTotals: facts.refundTotals,
    });
    if (position.paidInCents === 0 || facts.paymentIntentId === undefined)
      throw new ConflictError(
        'This order was not paid by card online (or its payment is not complete), so there is nothing to refund here.',
        'Nothing to refund',
      );
    const code = order.get('cart.currency.code');
    const currency: CurrencyCode = (CURRENCY_CODES as readonly unknown[]).includes(code)
      ? (code as CurrencyCode)
      : 'AUD';
    if (request.amountInCents > position.refundableInCents)
      throw new ConflictError(
        position.refundableInCents === 0
          ? 'This order has already been refunded in full (or the rest is being refunded right now).'
          : `Only ${formatMoney(position.refundableInCents, currency)} is left to refund on this order${
              position.pendingInCents > 0 ? ', counting refunds still in progress' : ''
            }.`,
        'Refund too large',
      );
    const record: RefundRecord = {
      id: request.refundId,
      orderId,
      amountInCents: request.amountInCents,
      kind: refundKindFor({
        amountInCents: request.amountInCents,
        paidInCents: position.paidInCents,
        alreadyRefundedInCents: position.refundedInCents + position.pendingInCents,
      }),
      ...(request.reason ? { reason: request.reason } : {}),
      status: 'pending',
      requestedByUid: uid,
      createdIsoDateTimeUtc: now,
      updatedIsoDateTimeUtc: now,
    };
    tx.create(refundRef, record);
    tx.update(orderRef, {
      'refundTotals.refundedInCents': facts.refundTotals.refundedInCents,
      'refundTotals.pendingInCents': facts.refundTotals.pendingInCents + request.amountInCents,
    });
    return { record, facts, replay: false };
  });

  if (reserved.replay && reserved.record.status !== 'pending') {
    return { httpStatus: 200, refund: reserved.record, order: await positionOf(store, orderId) };
  }

  const paymentIntentId = reserved.facts.paymentIntentId;
  const connectedAccountId = reserved.facts.connectedAccountId ?? (await readPaymentAccount(store)).accountId;
  let refund: Refund;
  try {
    if (!paymentIntentId || !connectedAccountId)
      throw new PaymentProviderError('invalidRequest', 'order has no payment intent or account', {
        customerMessage: 'this order has no card payment on record',
      });
    refund = await paymentPort().createRefund({
      paymentIntentId,
      connectedAccountId,
      idempotencyKey: refundIdempotencyKey(orderId, request.refundId),
      amountInCents: request.amountInCents,
      ...(request.reason ? { reason: request.reason } : {}),
      metadata: { ...store, orderId, refundId: request.refundId },
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    log.warn('payments.refund_refused', {
      requestId,
      ...store,
      orderId,
      refundId: request.refundId,
      kind: error.kind,
      code: error.details.code,
      message: error.message,
    });
    if (FINAL_REFUSALS.has(error.kind)) {
      await settle(refs, 'failed', { failureMessage: error.details.customerMessage });
      throw httpErrorFor(error, 'refund this payment');
    }
    // Unknown outcome (timeout, provider error): keep the reservation; a retry with the same
    // refund id or the refund webhook settles it.
    throw new HttpError(
      502,
      'Refund not confirmed',
      'The card provider did not confirm the refund. Try again with the same refund; it will not be refunded twice.',
    );
  }

  if (refund.status === 'succeeded') await settle(refs, 'succeeded', { providerRefundId: refund.id });
  else if (refund.status === 'failed' || refund.status === 'canceled')
    await settle(refs, 'failed', {
      providerRefundId: refund.id,
      failureMessage: refund.failureReason ?? 'The card provider could not refund this payment.',
    });
  else await refundRef.set({ providerRefundId: refund.id, updatedIsoDateTimeUtc: now }, { merge: true });

  const stored = ZRefundRecord.parse((await refundRef.get()).data());
  log.info('payments.refund_requested', {
    requestId,
    ...store,
    orderId,
    refundId: request.refundId,
    amountInCents: request.amountInCents,
    kind: stored.kind,
    status: stored.status,
    replay: reserved.replay,
  });
  if (stored.status === 'failed')
    throw new ConflictError(
      stored.failureMessage ?? 'The card provider could not refund this payment.',
      'Refund failed',
    );
  return {
    httpStatus: stored.status === 'pending' ? 202 : reserved.replay ? 200 : 201,
    refund: stored,
    order: await positionOf(store, orderId),
  };
}

async function settle(
  refs: Parameters<typeof writeRefundOutcome>[1],
  outcome: 'succeeded' | 'failed',
  details: { providerRefundId?: string; failureMessage?: string },
): Promise<void> {
  await runContendedTransaction(async (tx) => {
    const [order, refund] = await Promise.all([tx.get(refs.order), tx.get(refs.refund)]);
    if (!order.exists || !refund.exists) return;
    writeRefundOutcome(tx, refs, orderPaymentFacts(order), ZRefundRecord.parse(refund.data()), outcome, {
      ...details,
      nowIso: new Date().toISOString(),
    });
  });
}

async function positionOf(store: StoreRef, orderId: string): Promise<RefundResult['order']> {
  const facts = orderPaymentFacts(await storeOrderDoc(store.restaurantId, store.storeId, orderId).get());
  return cardRefundPosition({
    grandTotalInCents: facts.grandTotalInCents,
    paymentStatus: facts.paymentStatus,
    refundTotals: facts.refundTotals,
  });
}
