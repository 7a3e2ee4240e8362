import {
  applyRefundOutcome,
  type OrderRefundTotals,
  type PaymentStatusCode,
  paymentStatusAfterRefund,
  type RefundRecord,
  type RefundStatus,
  ZOrderRefundTotals,
} from '@resto/domain';
import type { DocumentReference, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';

/** What the refund bookkeeping needs from an order document. */
export interface OrderPaymentFacts {
  grandTotalInCents: number;
  paymentStatus: PaymentStatusCode | undefined;
  paymentIntentId: string | undefined;
  connectedAccountId: string | undefined;
  refundTotals: OrderRefundTotals;
}

export function orderPaymentFacts(order: DocumentSnapshot): OrderPaymentFacts {
  const grandTotal = order.get('cart.grandTotal');
  const status = order.get('payment.status');
  const intent = order.get('payment.paymentIntentId');
  const account = order.get('payment.connectedAccountId');
  return {
    grandTotalInCents: typeof grandTotal === 'number' ? grandTotal : 0,
    paymentStatus: typeof status === 'string' ? (status as PaymentStatusCode) : undefined,
    paymentIntentId: typeof intent === 'string' ? intent : undefined,
    connectedAccountId: typeof account === 'string' ? account : undefined,
    refundTotals: ZOrderRefundTotals.parse(order.get('refundTotals') ?? {}),
  };
}

/**
 * Writes one refund's outcome and the order's totals and payment status it leads to. Reads happened
 * before (the caller's snapshots); a replayed or stale outcome writes nothing and answers false.
 */
export function writeRefundOutcome(
  tx: Transaction,
  refs: { order: DocumentReference; refund: DocumentReference },
  facts: OrderPaymentFacts,
  record: RefundRecord,
  outcome: Exclude<RefundStatus, 'pending'>,
  details: { providerRefundId?: string | undefined; failureMessage?: string | undefined; nowIso: string },
): OrderRefundTotals | undefined {
  const totals = applyRefundOutcome(facts.refundTotals, record.status, outcome, record.amountInCents);
  if (totals === undefined) return undefined;
  tx.set(
    refs.refund,
    {
      status: outcome,
      ...(details.providerRefundId ? { providerRefundId: details.providerRefundId } : {}),
      ...(outcome === 'failed' && details.failureMessage ? { failureMessage: details.failureMessage } : {}),
      updatedIsoDateTimeUtc: details.nowIso,
    },
    { merge: true },
  );
  const orderUpdate: Record<string, unknown> = { refundTotals: totals };
  if (facts.paymentStatus !== undefined) {
    const next = paymentStatusAfterRefund(
      facts.grandTotalInCents,
      totals.refundedInCents,
      facts.paymentStatus,
    );
    if (next !== facts.paymentStatus) {
      orderUpdate['payment.status'] = next;
      orderUpdate['payment.updatedIsoDateTimeUtc'] = details.nowIso;
    }
  }
  tx.update(refs.order, orderUpdate);
  return totals;
}
