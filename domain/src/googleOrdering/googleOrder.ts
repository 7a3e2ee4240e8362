/**
 * A Google order as we store it: an online order like the storefront's (`restaurants/{r}/stores/{s}/
 * orders/google_{googleOrderId}`, the same cart, totals, status, collection time and time dimension,
 * so the kitchen, printers, staff screens and reports take it as they are) with source
 * `googleFoodOrdering` (the online-search channel) and a `google` block: Google's order id, whether it
 * came from Google's sandbox, and when staff marked it ready. The customer pays the store on pickup.
 */
import { z } from 'zod';
import { ZIsoDateTimeUtc } from '../common/common';
import {
  buildOnlineOrderDocument,
  type OnlineOrderDocument,
  onlineCustomerKey,
} from '../onlineOrdering/onlineOrderDocument';
import type { PlaceOrderRequest } from '../onlineOrdering/placeOrderRequest';
import type { OrderProcessSettings } from '../orderOperations/orderProcessSettings';
import type { GoogleCartCheck } from './googleCart';
import { googleMoney, orderIdOfGoogleOrder } from './googleCart';
import {
  GOOGLE_ORDER_STATE_LABELS,
  GOOGLE_ORDER_STATES,
  type GoogleOrderState,
  ZGoogleCheckoutRequest,
  ZGoogleOrderId,
  ZGoogleSubmitRequest,
} from './googleMessages';

export const ZGoogleOrderBlock = z.object({
  googleOrderId: ZGoogleOrderId,
  isInSandbox: z.boolean().default(false),
  /** Staff said the food is ready for the customer (Google hears READY_FOR_PICKUP). */
  readyIsoDateTimeUtc: ZIsoDateTimeUtc.optional(),
});
export type GoogleOrderBlock = z.infer<typeof ZGoogleOrderBlock>;

export type GoogleOrderDocument = Omit<OnlineOrderDocument, 'source'> & {
  source: 'googleFoodOrdering';
  google: GoogleOrderBlock;
};

export function buildGoogleOrderDocument(input: {
  googleOrderId: string;
  isInSandbox: boolean;
  check: GoogleCartCheck;
  customer: { name: string; mobile: string; email: string };
  comments: string;
  ids: { restaurantId: string; storeId: string; previousOrderCount: number };
  timezone: string;
  orderProcess: Pick<OrderProcessSettings, 'autoAcceptDineInOrders'>;
  now: Date;
}): GoogleOrderDocument {
  const orderId = orderIdOfGoogleOrder(input.googleOrderId);
  const request: PlaceOrderRequest = {
    orderId,
    collectionType: 'pickup',
    requestedTime: { type: 'asap' },
    lines: input.check.lines.map((entry) => entry.line),
    expectedTotalInCents: input.check.quote.totals.grandTotal,
    comments: input.comments.slice(0, 500),
    customer: { ...input.customer, marketingConsent: false },
    // Order with Google's orders are paid to the store when collected.
    paymentType: 'inStore',
  };
  const document = buildOnlineOrderDocument({
    request,
    quote: input.check.quote,
    ids: {
      restaurantId: input.ids.restaurantId,
      storeId: input.ids.storeId,
      customerKey: onlineCustomerKey(undefined, input.customer.mobile),
      previousOrderCount: input.ids.previousOrderCount,
    },
    timezone: input.timezone,
    orderProcess: input.orderProcess,
    applicationFee: 0,
    now: input.now,
  });
  return {
    ...document,
    source: 'googleFoodOrdering',
    google: { googleOrderId: input.googleOrderId, isInSandbox: input.isInSandbox },
  };
}

/** What the trigger reads of an order to tell Google (a stored Google order, or part of one). */
export interface GoogleOrderView {
  id: string;
  source?: string | undefined;
  status?: { code?: string | undefined } | undefined;
  displayNumber?: string | undefined;
  collectionIsoDateTimeUtc?: string | undefined;
  rejectionReason?: string | undefined;
  cancellationReason?: string | undefined;
  cart?: { collection?: { type?: string | undefined } | undefined } | undefined;
  totals?: { grandTotal?: number | undefined } | undefined;
  google?: { googleOrderId?: string | undefined; readyIsoDateTimeUtc?: string | undefined } | undefined;
}

function googleStateOf(order: GoogleOrderView | undefined): GoogleOrderState | undefined {
  if (order?.source !== 'googleFoodOrdering' || !order.google?.googleOrderId) return undefined;
  switch (order.status?.code) {
    case 'new':
      return 'CREATED';
    case 'accepted':
      return order.google.readyIsoDateTimeUtc ? 'READY_FOR_PICKUP' : 'CONFIRMED';
    case 'completed':
      return 'FULFILLED';
    case 'rejected':
      return 'REJECTED';
    case 'cancelled':
      return 'CANCELLED';
    default:
      return undefined;
  }
}

/**
 * The state Google must hear about after an order write, if any: the order's reading in Google's
 * terms changed (accepted → CONFIRMED, marked ready → READY_FOR_PICKUP, completed → FULFILLED,
 * rejected → REJECTED, cancelled → CANCELLED). CREATED is Google's answer to the submit itself.
 */
export function googleStateDue(
  before: GoogleOrderView | undefined,
  after: GoogleOrderView | undefined,
): GoogleOrderState | undefined {
  const next = googleStateOf(after);
  if (!next || next === 'CREATED') return undefined;
  return googleStateOf(before) === next ? undefined : next;
}

/** Google's OrderUpdate for our order in `state` (the submit's answer and every async update). */
export function googleOrderUpdate(
  order: GoogleOrderView & { currencyCode: string; storePhoneNumber?: string | undefined },
  state: GoogleOrderState,
  nowIso: string,
) {
  return {
    actionOrderId: order.id,
    orderState: { state, label: GOOGLE_ORDER_STATE_LABELS[state] },
    receipt: { userVisibleOrderId: order.displayNumber ?? order.id },
    updateTime: nowIso,
    ...(order.collectionIsoDateTimeUtc && (state === 'CREATED' || state === 'CONFIRMED')
      ? { estimatedFulfillmentTime: order.collectionIsoDateTimeUtc }
      : {}),
    ...(order.totals?.grandTotal !== undefined
      ? { totalPrice: { type: 'ACTUAL', amount: googleMoney(order.totals.grandTotal, order.currencyCode) } }
      : {}),
    ...(order.storePhoneNumber
      ? {
          orderManagementActions: [
            {
              type: 'CUSTOMER_SERVICE',
              button: { title: 'Call the store', openUrlAction: { url: `tel:${order.storePhoneNumber}` } },
            },
          ],
        }
      : {}),
    ...(state === 'REJECTED'
      ? {
          rejectionInfo: {
            type: 'UNKNOWN',
            reason: order.rejectionReason ?? 'The store could not take the order.',
          },
        }
      : {}),
    ...(state === 'CANCELLED'
      ? { cancellationInfo: { reason: order.cancellationReason ?? 'The store cancelled the order.' } }
      : {}),
    ...(state === 'FULFILLED' ? { fulfillmentInfo: { pickupTime: nowIso } } : {}),
  };
}
export type GoogleOrderUpdate = ReturnType<typeof googleOrderUpdate>;

/** One update sent to Google about an order (`.../googleOrderUpdates/{orderId}__{state}`). */
export const ZGoogleOrderUpdateRecord = z.object({
  orderId: z.string(),
  googleOrderId: ZGoogleOrderId,
  state: z.enum(GOOGLE_ORDER_STATES),
  status: z.enum(['sending', 'sent', 'failed']),
  claimedIsoDateTimeUtc: ZIsoDateTimeUtc,
  sentIsoDateTimeUtc: ZIsoDateTimeUtc.optional(),
  /** Google's HTTP answer, and its words when it refused. */
  httpStatus: z.number().int().optional(),
  error: z.string().optional(),
  /** Sends again by staff after a failure. */
  attempts: z.number().int().min(0).optional(),
});
export type GoogleOrderUpdateRecord = z.infer<typeof ZGoogleOrderUpdateRecord>;

/**
 * `POST /api/google-ordering/fulfillment`: Google's CheckoutRequest or SubmitOrderRequest message;
 * `POST /api/google-ordering/.../orders/{orderId}/mark-ready` and `.../updates/{state}/resend` have no body.
 */
export const GOOGLE_ORDERING_REQUEST_SCHEMAS = {
  checkout: ZGoogleCheckoutRequest,
  submit: ZGoogleSubmitRequest,
  markReady: z.object({}).strict(),
  resendUpdate: z.object({}).strict(),
};
