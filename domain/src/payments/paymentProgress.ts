/**
 * How an online order's card payment moves forward as the provider reports on it. Reports arrive
 * twice, late and out of order (webhooks, plus the synchronous answer at checkout), so applying one is
 * a pure decision: take it only when it moves the payment forward, never backwards.
 */
import type { OrderStatus, PaymentStatusCode } from '../common/constants';
import type { OnlinePayment } from '../orders/websiteOrder';
import { paymentStatusCodeMachine } from '../status/payment';
import { isOnlineOrderPaid } from './payments';

/** What the provider said about one payment intent. */
export interface PaymentReport {
  status: PaymentStatusCode;
  paymentIntentId: string;
  chargeId?: string;
  providerCustomerId?: string;
  applicationFee?: number;
}

export interface PaymentProgress {
  payment: OnlinePayment;
  /** False when the report was stale, a duplicate or about another intent: nothing to write. */
  changed: boolean;
  /** Why a report was not applied (for logs). */
  ignoredBecause?: 'otherPaymentIntent' | 'notForward' | 'duplicate';
}

/**
 * Moves beyond the payment status machine that a report may make. A decline is not final at the
 * provider: the intent can be confirmed again with another card and succeed (money taken beats an
 * earlier decline), or be cancelled (so a decline and a cancel end cancelled in either order).
 * A stale `processing` after a decline is not taken: we cannot tell it from the old attempt.
 */
const RECOVERY_FROM_FAILURE: readonly PaymentStatusCode[] = ['requiresCapture', 'success', 'cancel'];

function movesForward(from: PaymentStatusCode, to: PaymentStatusCode): boolean {
  if (from === to) return false;
  if (from === 'failure' && RECOVERY_FROM_FAILURE.includes(to)) return true;
  return paymentStatusCodeMachine.canTransition(from, to);
}

/**
 * The order's payment after a provider report. Reports about an intent other than the order's
 * current one are ignored (an abandoned attempt), as are reports that do not move the status
 * forward; identifiers the report adds (charge id, customer) are kept when it is applied.
 */
export function nextOnlinePayment(
  current: OnlinePayment | undefined,
  report: PaymentReport,
): PaymentProgress {
  const incoming: OnlinePayment = {
    status: report.status,
    paymentIntentId: report.paymentIntentId,
    applicationFee: report.applicationFee ?? current?.applicationFee ?? 0,
    ...((report.chargeId ?? current?.chargeId) ? { chargeId: report.chargeId ?? current?.chargeId } : {}),
    ...((report.providerCustomerId ?? current?.providerCustomerId)
      ? { providerCustomerId: report.providerCustomerId ?? current?.providerCustomerId }
      : {}),
  };
  if (!current) return { payment: incoming, changed: true };
  if (current.paymentIntentId !== undefined && current.paymentIntentId !== report.paymentIntentId) {
    return { payment: current, changed: false, ignoredBecause: 'otherPaymentIntent' };
  }
  if (current.status === report.status) {
    // A duplicate may still carry an id we lacked (e.g. the charge id arrives with `succeeded`).
    const addsIds =
      (incoming.chargeId !== undefined && current.chargeId === undefined) ||
      (incoming.providerCustomerId !== undefined && current.providerCustomerId === undefined) ||
      current.paymentIntentId === undefined;
    return addsIds
      ? { payment: { ...current, ...incoming }, changed: true }
      : { payment: current, changed: false, ignoredBecause: 'duplicate' };
  }
  if (!movesForward(current.status, report.status)) {
    return { payment: current, changed: false, ignoredBecause: 'notForward' };
  }
  return { payment: { ...current, ...incoming }, changed: true };
}

/**
 * The order status once its payment is known: an order waiting for its card payment becomes `new`
 * (visible to the store) as soon as the payment counts as paid. Anything else is left as it is;
 * a decline leaves the order waiting so the customer can try another card.
 */
export function orderStatusAfterPayment(
  orderStatus: OrderStatus,
  payment: Pick<OnlinePayment, 'status'> | undefined,
): OrderStatus {
  if (orderStatus === 'processingPayment' && isOnlineOrderPaid('stripe', payment?.status)) return 'new';
  return orderStatus;
}
