/**
 * Recording how a pay-at-store order was paid without completing it. A store with hasCompleteStatus
 * off never completes orders, so the settlement `complete` records would never be written and the
 * order would read "not paid yet" forever; staff record the payment on its own instead:
 *
 *   POST /api/orders/restaurants/{r}/stores/{s}/orders/{orderId}/record-payment  { paidWith }
 *
 * 200 → RecordOrderPaymentResponse. 400 → the order cannot take a payment (card checkout, not yet
 * accepted, rejected or cancelled) or a field problem. 404 'Order Not Found'. 409 'Order Processing'
 * when another device recorded it first (one settlement per order).
 */
import { z } from 'zod';
import type { OrderStatus } from '../common/constants';
import { OrderActionError } from '../status/orderActions';
import { OrderActionRuleError } from './actionRules';
import {
  type InStoreSettlement,
  isSettledAtStore,
  planInStoreSettlement,
  ZInStoreSettlementRequest,
} from './inStoreSettlement';
import type { OrderActor } from './orderActor';

export const ZRecordOrderPaymentRequest = z.object({ paidWith: ZInStoreSettlementRequest });
export type RecordOrderPaymentRequest = z.infer<typeof ZRecordOrderPaymentRequest>;

export interface RecordOrderPaymentResponse {
  orderId: string;
  status: OrderStatus;
  settlement: InStoreSettlement;
}

/** The order fields the plan reads. */
export interface OrderForPaymentRecord {
  status: { code: OrderStatus };
  cart: { grandTotal: number; paymentType?: string | undefined };
  settlement?: unknown;
}

/** Statuses in which the money can be taken: the order is going ahead or has been handed over. */
const PAYABLE_STATUSES: readonly OrderStatus[] = ['accepted', 'completed'];

/**
 * The settlement to store, or throws: OrderActionError (catalogue: missing order, a racing device got
 * there first) or OrderActionRuleError (the order cannot take a payment; the field at fault).
 */
export function planRecordOrderPayment(input: {
  order: OrderForPaymentRecord | undefined;
  paidWith: RecordOrderPaymentRequest['paidWith'];
  customPayments: readonly { id: string; name: string }[];
  actor: OrderActor;
  nowIsoDateTimeUtc: string;
}): InStoreSettlement {
  const { order } = input;
  if (!order) throw new OrderActionError('orderNotFound');
  if (order.status.code === 'processingPayment') throw new OrderActionError('orderProcessing');
  if (!isSettledAtStore(order.cart.paymentType)) {
    throw ruleError('', 'This order was paid by card at checkout: there is no payment to record');
  }
  // Another device recorded it first: one settlement per order, the late device is told so.
  if (order.settlement !== undefined && order.settlement !== null) {
    throw new OrderActionError('orderProcessing');
  }
  if (!PAYABLE_STATUSES.includes(order.status.code)) {
    throw ruleError(
      '',
      order.status.code === 'new'
        ? 'Accept the order before recording its payment'
        : `This order was ${order.status.code}: there is no payment to record`,
    );
  }
  const { settlement, problem } = planInStoreSettlement({
    paymentType: order.cart.paymentType,
    grandTotalInCents: order.cart.grandTotal,
    alreadySettled: false,
    request: input.paidWith,
    customPayments: input.customPayments,
    actor: input.actor,
    nowIsoDateTimeUtc: input.nowIsoDateTimeUtc,
  });
  if (problem) throw ruleError(problem.path, problem.message);
  // planInStoreSettlement answers a settlement for every pay-at-store order with a request.
  return settlement as InStoreSettlement;
}

function ruleError(path: string, message: string): OrderActionRuleError {
  return new OrderActionRuleError(path, message);
}

/** Path (below /api) of the record-payment route. */
export function recordOrderPaymentPath(restaurantId: string, storeId: string, orderId: string): string {
  const ids = [restaurantId, storeId, orderId].map(encodeURIComponent);
  return `/orders/restaurants/${ids[0]}/stores/${ids[1]}/orders/${ids[2]}/record-payment`;
}

export const RECORD_ORDER_PAYMENT_REQUEST_SCHEMAS = { ZRecordOrderPaymentRequest };
