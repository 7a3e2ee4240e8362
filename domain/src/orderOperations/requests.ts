/**
 * The order action routes staff apps and POS terminals call (staff of the store, any role, and the
 * store's POS terminals):
 *
 *   POST /api/orders/restaurants/{r}/stores/{s}/orders/{orderId}/accept    { etaInMinutes? }
 *   POST /api/orders/restaurants/{r}/stores/{s}/orders/{orderId}/reject    { reason }
 *   POST /api/orders/restaurants/{r}/stores/{s}/orders/{orderId}/complete  { paidWith? }
 *   POST /api/orders/restaurants/{r}/stores/{s}/orders/{orderId}/cancel    { reason }
 *
 * 200 → OrderActionResponse. 400 → field issues (bad body; an ETA missing or not one of ETA_CHOICES
 * when the store's hasEta is on; complete when hasCompleteStatus is off). 404 'Order Not Found'.
 * 409 → the catalogue entry (ORDER_ACTION_ERRORS) a racing device gets, e.g. 'Order Already Accepted'.
 */
import { z } from 'zod';
import type { OrderStatus } from '../common/constants';
import type { OrderAction } from '../status/orderActions';
import { ETA_CHOICES } from '../time/choices';
import { type InStoreSettlement, ZInStoreSettlementRequest } from './inStoreSettlement';
import type { OrderEta, OrderRefundDue, OrderStatusHistoryEntry } from './orderFields';

/** ETA minutes staff may pick (SPEC.md section 9): 0 (ASAP), 15, 30, 45, 60, 75, 90. */
export const ETA_MINUTE_CHOICES: readonly number[] = ETA_CHOICES.map((choice) => choice.minutes);

export const ZEtaInMinutes = z
  .number({ error: 'Choose an ETA' })
  .int('Choose an ETA from the list')
  .refine((minutes) => ETA_MINUTE_CHOICES.includes(minutes), {
    message: `Choose an ETA from the list: ${ETA_CHOICES.map((choice) => choice.label).join(', ')}`,
  });

export const ZAcceptOrderRequest = z.object({
  /** Required when the store's order process settings have hasEta on; ignored otherwise. */
  etaInMinutes: ZEtaInMinutes.optional(),
});
export type AcceptOrderRequest = z.infer<typeof ZAcceptOrderRequest>;

export const ZOrderReason = z
  .string({ error: 'Give a reason' })
  .trim()
  .min(1, 'Give a reason')
  .max(200, 'The reason must be at most 200 characters');

export const ZRejectOrderRequest = z.object({ reason: ZOrderReason });
export type RejectOrderRequest = z.infer<typeof ZRejectOrderRequest>;

export const ZCancelOrderRequest = z.object({ reason: ZOrderReason });
export type CancelOrderRequest = z.infer<typeof ZCancelOrderRequest>;

export const ZCompleteOrderRequest = z.object({
  /** How a pay-in-store / on-delivery order was paid; required for those, ignored for card checkout. */
  paidWith: ZInStoreSettlementRequest.optional(),
});
export type CompleteOrderRequest = z.infer<typeof ZCompleteOrderRequest>;

/** Reasons staff apps offer as one-tap choices (free text is allowed too). The customer sees the reason. */
export const REJECT_REASON_SUGGESTIONS = [
  'We are too busy right now',
  'An item is unavailable',
  'We are closing soon',
  'Outside our delivery area',
] as const;
export const CANCEL_REASON_SUGGESTIONS = [
  'Customer asked to cancel',
  'An item is unavailable',
  'Customer did not collect',
] as const;

export const ORDER_ACTION_REQUEST_SCHEMAS = {
  accept: ZAcceptOrderRequest,
  reject: ZRejectOrderRequest,
  complete: ZCompleteOrderRequest,
  cancel: ZCancelOrderRequest,
} as const satisfies Record<OrderAction, z.ZodType>;

export type OrderActionRequest<A extends OrderAction> = z.input<(typeof ORDER_ACTION_REQUEST_SCHEMAS)[A]>;

export interface OrderActionResponse {
  orderId: string;
  status: OrderStatus;
  previousStatus: OrderStatus;
  /** The entry appended to the order's statusHistory. */
  statusHistoryEntry: OrderStatusHistoryEntry;
  eta?: OrderEta;
  /** Set when the order was paid by card and is now rejected or cancelled: refund it from the payments page. */
  refundDue?: OrderRefundDue;
  /** How a pay-at-store order was paid, recorded by `complete`. */
  settlement?: InStoreSettlement;
}

/** Body of a 409/404 catalogue error answer (same shape as every API error). */
export interface OrderActionErrorBody {
  title: string;
  message: string;
}

/** Path (below /api) of an order action. */
export function orderActionPath(
  restaurantId: string,
  storeId: string,
  orderId: string,
  action: OrderAction,
): string {
  const ids = [restaurantId, storeId, orderId].map(encodeURIComponent);
  return `/orders/restaurants/${ids[0]}/stores/${ids[1]}/orders/${ids[2]}/${action}`;
}
