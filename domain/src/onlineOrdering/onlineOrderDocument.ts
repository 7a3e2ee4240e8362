/**
 * The online order as stored at `restaurants/{r}/stores/{s}/orders/{orderId}`: the spec's website order
 * (ZWebsiteOrder) plus what online placement adds — who owns it (`customerUid`, read by the rules),
 * the customer record it counts towards, the table for dine-in, the requested and resolved collection
 * time, the full totals breakdown, and the latest card attempt (kept beside `payment`, which the card
 * provider's webhooks own).
 */
import { z } from 'zod';
import { ZDocumentId, ZIsoDateTimeUtc, ZNonNegativeCents } from '../common/common';
import type { CollectionType, OnlinePaymentType, OrderStatus } from '../common/constants';
import { type Customer, ZCustomer } from '../customers/customer';
import {
  checkoutConsentRecord,
  latestConsent,
  type MarketingConsentRecord,
  ZMarketingConsentRecord,
} from '../customers/marketingConsent';
import {
  type DeliveryProvider,
  type OrderCourierQuote,
  ZDeliveryProvider,
  ZOrderCourierDelivery,
  ZOrderCourierQuote,
  ZOrderLocalDelivery,
} from '../delivery/courier';
import { loyaltyLinesOf, type OrderPromotions, ZOrderPromotions } from '../loyalty/orderPromotions';
import { contentHash } from '../menuPublishing/stableJson';
import type { OrderProcessSettings } from '../orderOperations/orderProcessSettings';
import {
  type OnlinePayment,
  type OrderTimeDimension,
  type WebsiteOrder,
  ZWebsiteOrder,
} from '../orders/websiteOrder';
import { isOnlineOrderPaid } from '../payments/payments';
import type { CartTotals } from '../pricing/cartTotals';
import { localDateAt, localMinutesAt, weekdayOfLocalDate } from '../time/zonedTime';
import { type PlaceOrderRequest, ZRequestedTime } from './placeOrderRequest';
import type { OnlineOrderQuote } from './quoteOnlineOrder';
import { onlineOrderCart } from './quoteOnlineOrder';

export const ZOrderTotals = z.object({
  itemTotal: ZNonNegativeCents,
  couponDiscount: ZNonNegativeCents,
  loyaltyDiscount: ZNonNegativeCents,
  deliveryCharge: ZNonNegativeCents,
  deliveryDiscount: ZNonNegativeCents,
  publicHolidaySurcharge: ZNonNegativeCents,
  cardSurcharge: ZNonNegativeCents,
  discount: ZNonNegativeCents,
  charges: ZNonNegativeCents,
  grandTotal: ZNonNegativeCents,
  gst: ZNonNegativeCents,
}) satisfies z.ZodType<CartTotals>;

/**
 * The latest card attempt and, after a decline, what the customer was told. The card's provider id
 * is kept in the server-only payment key record, not here: staff and devices read the order.
 */
export const ZCardAttempt = z.object({
  number: z.number().int().min(1),
  /** Only on orders placed before the card id moved off the order. */
  paymentMethodId: z.string().min(1).optional(),
  startedIsoDateTimeUtc: ZIsoDateTimeUtc,
  declineCode: z.string().optional(),
  customerMessage: z.string().optional(),
});
export type CardAttempt = z.infer<typeof ZCardAttempt>;

/**
 * Where the latest email to the customer about this order stands, for the staff and admin order
 * page: the summary the server's email delivery (functions/src/integrations/email/delivery.ts) copies
 * onto the order beside its record at `deliveryPath` (`.../emailDeliveries/{kind}_{orderId}`, kind
 * `orderConfirmation` or `orderInvoice`). `sending` while an attempt is under way, `retrying` while a
 * provider's temporary failure waits for the next attempt, `failed` with the reason in `lastError`.
 */
export const ORDER_EMAIL_STATUSES = ['sending', 'sent', 'retrying', 'failed'] as const;
export type OrderEmailStatus = (typeof ORDER_EMAIL_STATUSES)[number];

export const ZOrderEmailSummary = z.object({
  status: z.enum(ORDER_EMAIL_STATUSES),
  attempts: z.number().int().min(0),
  /** Why the last attempt failed, in words safe to show staff (no credentials, no content). */
  lastError: z.string().nullable(),
  nextAttemptIsoDateTimeUtc: ZIsoDateTimeUtc.nullable(),
  sentIsoDateTimeUtc: ZIsoDateTimeUtc.nullable(),
  deliveryPath: z.string().min(1),
  updatedIsoDateTimeUtc: ZIsoDateTimeUtc,
});
export type OrderEmailSummary = z.infer<typeof ZOrderEmailSummary>;

/** Which email a summary is about, from its delivery record's id (`{kind}_{orderId}`). */
export function orderEmailKindOf(
  summary: Pick<OrderEmailSummary, 'deliveryPath'>,
): 'confirmation' | 'invoice' {
  const id = summary.deliveryPath.slice(summary.deliveryPath.lastIndexOf('/') + 1);
  return id.startsWith('orderInvoice_') ? 'invoice' : 'confirmation';
}

export const ZOnlineOrderDocument = ZWebsiteOrder.extend({
  /** The caller's auth uid (signed-in or anonymous guest); the rules let only them read the order. */
  customerUid: z.string().min(1).optional(),
  /** Id of the `restaurants/{r}/customers/{customerKey}` record this order counts towards. */
  customerKey: z.string().min(1),
  marketingConsent: z.boolean(),
  /** The consent evidence when the box was ticked: wording, time, address and browser. */
  marketingConsentRecord: ZMarketingConsentRecord.optional(),
  tableId: ZDocumentId.optional(),
  requestedTime: ZRequestedTime,
  /** When the order should be ready (ASAP: placed + prep time), UTC. */
  collectionIsoDateTimeUtc: ZIsoDateTimeUtc,
  totals: ZOrderTotals,
  /** Hash of the request without the card, so a repeat with the same order id is recognised. */
  requestFingerprint: z.string().min(1),
  cardAttempt: ZCardAttempt.optional(),
  /** Set when the confirmation email is first sent (it is sent once, however often it is asked). */
  confirmationEmailIsoDateTimeUtc: ZIsoDateTimeUtc.optional(),
  /** The latest customer email about the order (the confirmation, or an invoice sent again) and how it went. */
  confirmationEmail: ZOrderEmailSummary.optional(),
  /** The coupon and loyalty credits of the order, and what loyalty needs when it completes. */
  promotions: ZOrderPromotions.optional(),
  /** Delivery orders: who delivers it, as the store had chosen when it was placed. */
  deliveryProvider: ZDeliveryProvider.optional(),
  /** Courier orders: the courier's quote the delivery fee came from (booked with it while usable). */
  courierQuote: ZOrderCourierQuote.optional(),
  /** Courier orders: the booked delivery, moved by the courier's notifications. */
  courierDelivery: ZOrderCourierDelivery.optional(),
  /** In-house delivery orders: where the store's own driver is with it. */
  localDelivery: ZOrderLocalDelivery.optional(),
});
export type OnlineOrderDocument = z.infer<typeof ZOnlineOrderDocument>;

/** When the order was placed, in the store's timezone, for reports. */
export function orderTimeDimension(instant: Date, timezone: string): OrderTimeDimension {
  const isoDate = localDateAt(instant, timezone);
  const [year, month, dayOfMonth] = isoDate.split('-').map(Number) as [number, number, number];
  return {
    isoDate,
    year,
    month,
    dayOfMonth,
    hour: Math.floor(localMinutesAt(instant, timezone) / 60),
    weekday: weekdayOfLocalDate(isoDate),
  };
}

/**
 * The status of a freshly placed (or freshly paid) online order: waiting for its card payment until
 * it counts as paid, then `new` — or straight to `accepted` for dine-in when the store accepts
 * dine-in orders automatically. Unpaid types (in store, on delivery) are placed at once.
 */
export function placedOnlineOrderStatus(input: {
  paymentType: OnlinePaymentType;
  paymentStatus?: OnlinePayment['status'] | undefined;
  collectionType: CollectionType;
  orderProcess: Pick<OrderProcessSettings, 'autoAcceptDineInOrders'>;
}): OrderStatus {
  const placed = input.paymentType !== 'stripe' || isOnlineOrderPaid('stripe', input.paymentStatus);
  if (!placed) return 'processingPayment';
  return input.collectionType === 'dineIn' && input.orderProcess.autoAcceptDineInOrders ? 'accepted' : 'new';
}

/**
 * Identifies a placement request apart from the card: a customer retrying after a decline sends the
 * same order with another card, which is the same order (and must not become a second one).
 */
export function placeOrderFingerprint(request: PlaceOrderRequest): string {
  const { card: _card, ...order } = request;
  return contentHash(order);
}

export interface OnlineOrderIds {
  restaurantId: string;
  storeId: string;
  customerUid?: string | undefined;
  customerKey: string;
  previousOrderCount: number;
  /** The store's short number for the order (orders/displayNumber.ts). */
  displayNumber?: string | undefined;
}

/** The order document for a quote without problems, placed at `now`. */
export function buildOnlineOrderDocument(input: {
  request: PlaceOrderRequest;
  quote: OnlineOrderQuote;
  ids: OnlineOrderIds;
  timezone: string;
  orderProcess: Pick<OrderProcessSettings, 'autoAcceptDineInOrders'>;
  applicationFee: number;
  now: Date;
  /** Delivery orders: who delivers, and for the courier service the quote the fee came from. */
  deliveryProvider?: DeliveryProvider;
  courierQuote?: OrderCourierQuote;
  /** Where the consent box was ticked from, for its record. */
  consentContext?: { restaurantName: string; ipAddress?: string | undefined; userAgent?: string | undefined };
}): OnlineOrderDocument {
  const { request, quote, ids, now } = input;
  if (!quote.collection) throw new Error('An order without a collection time cannot be stored');
  const placedIsoDateTimeUtc = now.toISOString();
  const status = placedOnlineOrderStatus({
    paymentType: request.paymentType,
    collectionType: request.collectionType,
    orderProcess: input.orderProcess,
  });
  const order: WebsiteOrder = {
    id: request.orderId,
    restaurantId: ids.restaurantId,
    storeId: ids.storeId,
    source: 'website',
    ...(ids.customerUid ? { uid: ids.customerUid } : {}),
    ...(ids.displayNumber ? { displayNumber: ids.displayNumber } : { displayNumberPending: true as const }),
    placedIsoDateTimeUtc,
    cart: onlineOrderCart(quote, request, now),
    customer: {
      name: request.customer.name,
      email: request.customer.email,
      mobile: request.customer.mobile,
      previousOrderCount: ids.previousOrderCount,
    },
    status: { code: status, updatedIsoDateTimeUtc: placedIsoDateTimeUtc },
    ...(request.paymentType === 'stripe'
      ? { payment: { status: 'processing', applicationFee: input.applicationFee } }
      : {}),
    timeDimension: orderTimeDimension(now, input.timezone),
    orderTransactionFees: {
      processorFee: 0,
      applicationFee: request.paymentType === 'stripe' ? input.applicationFee : 0,
    },
  };
  return {
    ...order,
    ...(ids.customerUid ? { customerUid: ids.customerUid } : {}),
    customerKey: ids.customerKey,
    marketingConsent: request.customer.marketingConsent,
    ...(request.customer.marketingConsent && input.consentContext
      ? {
          marketingConsentRecord: checkoutConsentRecord({
            restaurantName: input.consentContext.restaurantName,
            atIsoDateTimeUtc: placedIsoDateTimeUtc,
            storeId: ids.storeId,
            orderId: request.orderId,
            ipAddress: input.consentContext.ipAddress,
            userAgent: input.consentContext.userAgent,
          }),
        }
      : {}),
    ...(request.collectionType === 'dineIn' && request.tableId ? { tableId: request.tableId } : {}),
    requestedTime: request.requestedTime,
    collectionIsoDateTimeUtc: quote.collection.isoDateTimeUtc,
    totals: quote.totals,
    requestFingerprint: placeOrderFingerprint(request),
    promotions: orderPromotions(quote),
    ...(request.collectionType === 'delivery' && input.deliveryProvider
      ? { deliveryProvider: input.deliveryProvider }
      : {}),
    ...(request.collectionType === 'delivery' && input.courierQuote
      ? { courierQuote: input.courierQuote }
      : {}),
    ...(request.paymentType === 'stripe' && request.card
      ? {
          cardAttempt: {
            number: 1,
            startedIsoDateTimeUtc: placedIsoDateTimeUtc,
          },
        }
      : {}),
  };
}

function orderPromotions(quote: OnlineOrderQuote): OrderPromotions {
  return {
    ...(quote.coupon ? { coupon: quote.coupon } : {}),
    loyaltyCreditsRedeemed: quote.totals.loyaltyDiscount,
    loyaltyLines: loyaltyLinesOf(quote.lines),
  };
}

// ---------------------------------------------------------------------------------------------
// The restaurant's customer record

/**
 * The key of the customer record an online order counts towards: the caller's uid when there is one
 * (a phone-signed-in customer's `phone:+61…`, or the anonymous uid the storefront gives a guest — the
 * rules let that uid read its own record); without any uid, `guest:{mobile}` so a returning guest's
 * orders still add up. No uid is ever `guest:…` (uids are minted by Auth or as `phone:…`), so such a
 * record is readable by staff only.
 */
export function onlineCustomerKey(customerUid: string | undefined, mobile: string): string {
  return customerUid ?? `guest:${mobile}`;
}

export const ZStoredCustomer = ZCustomer.extend({
  lastOrderIsoDateTimeUtc: ZIsoDateTimeUtc.optional(),
  lastOrderStoreId: z.string().optional(),
  /** What the customer's counted orders came to: the "big spenders" audience reads it. */
  totalSpentInCents: z.number().int().min(0).optional(),
  /**
   * The latest orders already counted: the record is updated after placement (by the order trigger,
   * which may deliver an event twice), so an order counted once is never counted again.
   */
  countedOrderIds: z.array(z.string()).default([]),
  /**
   * What each counted order (of `countedOrderIds`) added to `totalSpentInCents`, so a refund or an
   * edit later changes the total by the difference, once, however often its event is delivered.
   */
  countedSpendInCents: z.record(z.string(), z.number().int().min(0)).default({}),
});
export type StoredCustomer = z.infer<typeof ZStoredCustomer>;

const MAX_PREVIOUS = 10;

function remember(previous: readonly string[], replaced: string | undefined, current: string): string[] {
  if (!replaced || replaced.trim() === '' || replaced === current || previous.includes(replaced))
    return [...previous];
  return [replaced, ...previous].slice(0, MAX_PREVIOUS);
}

const MAX_COUNTED_ORDER_IDS = 20;

/** Whether `orderId` has already been counted in this customer record. */
export function customerHasCountedOrder(existing: StoredCustomer | undefined, orderId: string): boolean {
  return existing?.countedOrderIds.includes(orderId) ?? false;
}

/** The counted ids with this order first, and what each added (only for ids still kept). */
function countedWith(
  base: StoredCustomer,
  orderId: string,
  spendInCents: number,
): Pick<StoredCustomer, 'countedOrderIds' | 'countedSpendInCents'> {
  const countedOrderIds = [orderId, ...base.countedOrderIds.filter((id) => id !== orderId)].slice(
    0,
    MAX_COUNTED_ORDER_IDS,
  );
  const countedSpendInCents: Record<string, number> = {};
  for (const id of countedOrderIds) {
    const spend = id === orderId ? spendInCents : base.countedSpendInCents[id];
    if (spend !== undefined) countedSpendInCents[id] = spend;
  }
  return { countedOrderIds, countedSpendInCents };
}

/**
 * The record after what a counted order is worth changed (a refund, a POS edit): the total moves by
 * the difference from what was counted for it. An order not counted here (or counted before the
 * record kept what each added) changes nothing.
 */
export function customerAfterOrderSpendChange(
  existing: StoredCustomer,
  orderId: string,
  spendInCents: number,
): StoredCustomer {
  const counted = existing.countedSpendInCents[orderId];
  if (counted === undefined || counted === spendInCents) return existing;
  return {
    ...existing,
    totalSpentInCents: Math.max(0, (existing.totalSpentInCents ?? 0) + spendInCents - counted),
    countedSpendInCents: { ...existing.countedSpendInCents, [orderId]: spendInCents },
  };
}

/**
 * A known customer's record after a POS order chosen for them at the till: one more POS order and
 * what it came to. What they typed online (name, email, consent) stays as it is.
 */
export function customerAfterPosOrder(
  existing: StoredCustomer,
  order: { orderId: string; placedIsoDateTimeUtc: string; storeId: string; spendInCents: number },
): StoredCustomer {
  const isNewer =
    existing.lastOrderIsoDateTimeUtc === undefined ||
    order.placedIsoDateTimeUtc >= existing.lastOrderIsoDateTimeUtc;
  return {
    ...existing,
    previousPosOrderCount: existing.previousPosOrderCount + 1,
    totalSpentInCents: (existing.totalSpentInCents ?? 0) + order.spendInCents,
    ...countedWith(existing, order.orderId, order.spendInCents),
    ...(isNewer
      ? { lastOrderIsoDateTimeUtc: order.placedIsoDateTimeUtc, lastOrderStoreId: order.storeId }
      : {}),
  };
}

/**
 * The customer record after an online order: one more order, the name, mobile and email typed now
 * (what they replace kept in the `previous…` lists), and the marketing choice made at this checkout.
 * Records are updated after placement, so two orders can arrive out of order: an order older than
 * the last one counted adds to the count but does not overwrite what the newer checkout typed.
 */
export function customerAfterOnlineOrder(
  existing: StoredCustomer | undefined,
  order: {
    orderId: string;
    customerUid?: string | undefined;
    name: string;
    mobile: string;
    email: string;
    marketingConsent: boolean;
    /** The consent evidence of a ticked box (orders placed before records carry none). */
    consentRecord?: MarketingConsentRecord | undefined;
    placedIsoDateTimeUtc: string;
    storeId: string;
    /** What the order adds to what the customer spent (domain `customerSpendOfOrder`), once. */
    totalInCents?: number | undefined;
  },
): StoredCustomer {
  const base: StoredCustomer = existing ?? ZStoredCustomer.parse({});
  const spendInCents = Math.max(0, Math.round(order.totalInCents ?? 0));
  const counted = {
    previousOrderCount: base.previousOrderCount + 1,
    totalSpentInCents: (base.totalSpentInCents ?? 0) + spendInCents,
    ...countedWith(base, order.orderId, spendInCents),
  };
  const isOlder =
    base.lastOrderIsoDateTimeUtc !== undefined && order.placedIsoDateTimeUtc < base.lastOrderIsoDateTimeUtc;
  const marketingConsent = latestConsent(base.marketingConsent, order.consentRecord);
  const consent = {
    ...(marketingConsent ? { marketingConsent } : {}),
    // A purchase is not consent, and an unticked box later is not a withdrawal: only records count.
    isMarketingConsentCollectionEnabled: marketingConsent
      ? marketingConsent.granted
      : existing
        ? base.isMarketingConsentCollectionEnabled
        : false,
  };
  if (isOlder) return { ...base, ...counted, ...consent };
  const verifiedPhone = order.customerUid?.startsWith('phone:') ? order.customerUid.slice(6) : undefined;
  const customer: Customer = {
    ...base,
    name: order.name,
    previousNames: remember(base.previousNames, base.name, order.name),
    previousOrderCount: counted.previousOrderCount,
    unverifiedEmail: order.email,
    previousUnverifiedEmails: remember(base.previousUnverifiedEmails, base.unverifiedEmail, order.email),
    mobileNumberE164: order.mobile,
    ...(verifiedPhone ? { phoneNumberE164: verifiedPhone } : {}),
    ...consent,
  };
  return {
    ...customer,
    lastOrderIsoDateTimeUtc: order.placedIsoDateTimeUtc,
    lastOrderStoreId: order.storeId,
    totalSpentInCents: counted.totalSpentInCents,
    countedOrderIds: counted.countedOrderIds,
    countedSpendInCents: counted.countedSpendInCents,
  };
}
