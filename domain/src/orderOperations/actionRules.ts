/**
 * One order action worked out as data: given the order as read inside the transaction, the store's
 * order-process settings, who is acting and when, it answers what to write (or throws the catalogue
 * error a racing device gets). The API only reads, calls this and writes, so the rules live here once.
 */
import type { OrderStatus, PaymentStatusCode } from '../common/constants';
import { isOnlineOrderPaid } from '../payments/payments';
import { applyOrderAction, type OrderAction } from '../status/orderActions';
import {
  type InStoreSettlement,
  type InStoreSettlementRequest,
  planInStoreSettlement,
} from './inStoreSettlement';
import {
  defaultEtaMinutes,
  etaFor,
  type OrderActor,
  type OrderEta,
  type OrderRefundDue,
  type OrderStatusHistoryEntry,
} from './orderFields';
import type { OrderProcessSettings } from './orderProcessSettings';

/** A request that breaks a store setting rather than a schema rule (answered 400 with the field). */
export class OrderActionRuleError extends Error {
  override readonly name = 'OrderActionRuleError';
  constructor(
    /** The body field at fault, '' when the action itself is not available. */
    readonly path: string,
    message: string,
  ) {
    super(message);
  }
}

export type OrderSettingsForActions = Pick<OrderProcessSettings, 'hasEta' | 'hasCompleteStatus'>;

/** The order fields the planner reads; stored orders may lack the newer ones. */
export interface OrderForAction {
  status: { code: OrderStatus };
  cart: { grandTotal: number; paymentType?: string };
  payment?: { status: PaymentStatusCode };
  /** When the customer asked for the order (online orders); an ETA never makes it ready earlier. */
  collectionIsoDateTimeUtc?: string;
  /** How a pay-at-store order was paid, once staff recorded it. */
  settlement?: unknown;
}

export interface OrderActionInput {
  /** Undefined when the order document does not exist. */
  order: OrderForAction | undefined;
  action: OrderAction;
  /** The validated body: `etaInMinutes` for accept, `reason` for reject / cancel. */
  etaInMinutes?: number;
  reason?: string;
  /** `complete` only: how a pay-at-store order was paid. */
  paidWith?: InStoreSettlementRequest;
  /** The store's custom payments, to check and name `paidWith.customPaymentId`. */
  customPayments?: readonly { id: string; name: string }[];
  settings: OrderSettingsForActions;
  actor: OrderActor;
  nowIsoDateTimeUtc: string;
}

export interface OrderActionPlan {
  from: OrderStatus;
  to: OrderStatus;
  historyEntry: OrderStatusHistoryEntry;
  eta?: OrderEta;
  rejectionReason?: string;
  cancellationReason?: string;
  refundDue?: OrderRefundDue;
  /** Set when completing a pay-at-store order: how it was paid. */
  settlement?: InStoreSettlement;
}

/**
 * Checks, in this order: the order exists and may make this move (catalogue errors, which is what a
 * losing racer sees), then the store's settings (an ETA is required when hasEta is on; complete only
 * when hasCompleteStatus; a pay-at-store order is completed only with how it was paid). The race
 * check comes first so a late device always hears what happened.
 */
export function planOrderAction(input: OrderActionInput): OrderActionPlan {
  const { order, action, settings, actor, nowIsoDateTimeUtc: now } = input;
  const to = applyOrderAction(order?.status.code, action);
  // applyOrderAction threw for a missing order, so `order` is defined from here on.
  const from = (order as OrderForAction).status.code;
  if (action === 'complete' && !settings.hasCompleteStatus) {
    throw new OrderActionRuleError('', 'This store does not mark orders as completed');
  }
  // Accepting without an ETA (one tap, an API client) takes the order's own promise.
  const etaInMinutes =
    action === 'accept' && settings.hasEta
      ? (input.etaInMinutes ?? defaultEtaMinutes((order as OrderForAction).collectionIsoDateTimeUtc, now))
      : undefined;
  const reason = action === 'reject' || action === 'cancel' ? input.reason : undefined;
  const historyEntry: OrderStatusHistoryEntry = {
    from,
    to,
    atIsoDateTimeUtc: now,
    by: actor,
    ...(reason !== undefined ? { reason } : {}),
    ...(etaInMinutes !== undefined ? { etaInMinutes } : {}),
  };
  const plan: OrderActionPlan = { from, to, historyEntry };
  if (etaInMinutes !== undefined)
    plan.eta = etaFor(etaInMinutes, now, (order as OrderForAction).collectionIsoDateTimeUtc);
  if (action === 'reject' && reason !== undefined) plan.rejectionReason = reason;
  if (action === 'cancel' && reason !== undefined) plan.cancellationReason = reason;
  if (action === 'complete') {
    const stored = order as OrderForAction;
    const { settlement, problem } = planInStoreSettlement({
      paymentType: stored.cart.paymentType,
      grandTotalInCents: stored.cart.grandTotal,
      alreadySettled: stored.settlement !== undefined && stored.settlement !== null,
      request: input.paidWith,
      customPayments: input.customPayments ?? [],
      actor,
      nowIsoDateTimeUtc: now,
    });
    if (problem) throw new OrderActionRuleError(problem.path, problem.message);
    if (settlement) plan.settlement = settlement;
  }
  const refundDue = refundDueFor(order as OrderForAction, to, reason, now);
  if (refundDue) plan.refundDue = refundDue;
  return plan;
}

/**
 * A rejected or cancelled order whose card payment went through: refunds are never automatic (an
 * admin refunds from the payments pages) so the order is flagged with the amount to give back.
 */
export function refundDueFor(
  order: OrderForAction,
  to: OrderStatus,
  reason: string | undefined,
  nowIsoDateTimeUtc: string,
): OrderRefundDue | undefined {
  if (to !== 'rejected' && to !== 'cancelled') return undefined;
  if (order.cart.paymentType !== 'stripe' || !isOnlineOrderPaid('stripe', order.payment?.status)) {
    return undefined;
  }
  const verb = to === 'rejected' ? 'Rejected' : 'Cancelled';
  return {
    amountInCents: order.cart.grandTotal,
    reason: reason ? `${verb}: ${reason}` : verb,
    flaggedIsoDateTimeUtc: nowIsoDateTimeUtc,
  };
}
