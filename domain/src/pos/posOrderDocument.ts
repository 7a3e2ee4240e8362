/**
 * A POS order as stored at `restaurants/{r}/stores/{s}/orders/{posOrderId}`, beside the online orders:
 * the fields every order carries (source `pos`, cart, status, totals, time dimension), so the one
 * order-write trigger makes its kitchen ticket and the staff and admin order screens list it, plus the
 * spec's POS order fields (posTerminalId, paymentType, versions, refundAmountInCents,
 * tipAmountInCents, splitPayments, customerName, customerPhoneNumber) and who did what.
 */

import { z } from 'zod';
import { ZDocumentId, ZIsoDateTimeUtc, ZNonNegativeCents } from '../common/common';
import { ORDER_STATUSES, POS_PAYMENT_TYPES } from '../common/constants';
import type { PublishedMenu } from '../menuPublishing';
import { contentHash } from '../menuPublishing/stableJson';
import { formatMoney as formatMoneyText } from '../money/money';
import { orderTimeDimension, ZOrderTotals } from '../onlineOrdering/onlineOrderDocument';
import { type OrderCart, ZOrderCart } from '../orders/cart';
import { ZDisplayNumber } from '../orders/displayNumber';
import { ZOrderTimeDimension } from '../orders/websiteOrder';
import { isPosPaymentTypePaid } from '../payments/payments';
import { formatTimeOfDay } from '../time/timeOfDay';
import { localDateAt, localMinutesAt } from '../time/zonedTime';
import { posDeliveryZones } from './posDelivery';
import { ZCardTerminalReference, ZPosOrderVersion, ZPosRefund } from './posOrder';
import { POS_SPLIT_PART_TYPES, type PosOrderRequest } from './posOrderRequest';
import { changeDueInCents, type PosOrderQuote } from './quotePosOrder';
import type { PosPriceReconciliation } from './reconcileChargedTotal';

export const POS_ORDER_ACTIVITY_KINDS = [
  'created',
  'sentToKitchen',
  'paid',
  'priceKept',
  'priceChangeApproved',
  'edited',
  'voided',
  'refunded',
  'promotionApplied',
] as const;

/** One thing someone did to the order on a terminal, for the back office's "who did what". */
export const ZPosOrderActivity = z.object({
  kind: z.enum(POS_ORDER_ACTIVITY_KINDS),
  employeeId: ZDocumentId,
  employeeName: z.string().max(100),
  posTerminalId: ZDocumentId,
  isoDateTimeUtc: ZIsoDateTimeUtc,
  /** Words for the back office ("Paid $23.50 by cash, change $6.50"). */
  detail: z.string().max(500).default(''),
});
export type PosOrderActivity = z.infer<typeof ZPosOrderActivity>;

export const ZStoredSplitPayment = z.object({
  paymentType: z.enum(POS_SPLIT_PART_TYPES),
  amountInCents: ZNonNegativeCents,
  customPaymentId: ZDocumentId.optional(),
  customPaymentName: z.string().max(100).optional(),
  cashTenderedInCents: ZNonNegativeCents.optional(),
  changeDueInCents: ZNonNegativeCents.optional(),
});
export type StoredSplitPayment = z.infer<typeof ZStoredSplitPayment>;

export const ZPosOrderDocument = z.object({
  id: ZDocumentId,
  restaurantId: ZDocumentId,
  storeId: ZDocumentId,
  source: z.literal('pos'),
  /** The store's short number for the order, given once the server has it (orders/displayNumber.ts). */
  displayNumber: ZDisplayNumber.optional(),
  displayNumberPending: z.literal(true).optional(),
  placedIsoDateTimeUtc: ZIsoDateTimeUtc,
  /** When the server first stored it (later than placed when the terminal was offline). */
  receivedIsoDateTimeUtc: ZIsoDateTimeUtc,
  cart: ZOrderCart,
  customer: z.object({
    name: z.string().max(100),
    email: z.string().max(0),
    mobile: z.string().max(20),
    previousOrderCount: z.number().int().min(0),
  }),
  status: z.object({ code: z.enum(ORDER_STATUSES), updatedIsoDateTimeUtc: ZIsoDateTimeUtc.optional() }),
  timeDimension: ZOrderTimeDimension,
  orderTransactionFees: z.object({ processorFee: ZNonNegativeCents, applicationFee: ZNonNegativeCents }),
  totals: ZOrderTotals,
  requestedTime: z.object({ type: z.literal('asap') }),
  collectionIsoDateTimeUtc: ZIsoDateTimeUtc,
  posTerminalId: ZDocumentId,
  posTerminalName: z.string().max(100),
  employeeId: ZDocumentId,
  employeeName: z.string().max(100),
  paymentType: z.enum(POS_PAYMENT_TYPES),
  /** Whether the payment type counts as paid (SPEC.md section 4: pay later does not). */
  isPaid: z.boolean(),
  customPaymentId: ZDocumentId.optional(),
  customPaymentName: z.string().max(100).optional(),
  cashTenderedInCents: ZNonNegativeCents.optional(),
  changeDueInCents: ZNonNegativeCents.optional(),
  splitPayments: z.array(ZStoredSplitPayment),
  versions: z.array(ZPosOrderVersion).min(1),
  /**
   * What the order has taken in (the first payment plus every edit's extra payment), before refunds.
   * Absent on orders stored before edits existed: then the total when paid (posPaidInCents).
   */
  paidInCents: ZNonNegativeCents.optional(),
  /** Money given back, each refund applied once by the till's refund id (posRefund.ts). */
  refunds: z.array(ZPosRefund).max(200).optional(),
  refundAmountInCents: ZNonNegativeCents,
  tipAmountInCents: ZNonNegativeCents,
  cardTerminalReferences: z.array(ZCardTerminalReference),
  customerName: z.string().max(100).optional(),
  customerPhoneNumber: z.string().max(20).optional(),
  tableNumber: z.string().max(20).optional(),
  guestCount: z.number().int().min(1).optional(),
  /** A delivery's suburb or area as the cashier picked it (posDelivery.ts); an edit keeps its fee. */
  deliveryZone: z.object({ key: z.string().max(200), label: z.string().max(200) }).optional(),
  activity: z.array(ZPosOrderActivity),
  /** Hash of the request, so a repeat with the same id is recognised and a different one refused. */
  requestFingerprint: z.string().min(1),
  /**
   * The menu changed after the order was rung up: the charged total was kept and the difference put on
   * one line (reconcileChargedTotal.ts). The back office flags these for the manager.
   */
  reconciliation: z
    .object({
      chargedTotalInCents: ZNonNegativeCents,
      menuTotalInCents: ZNonNegativeCents,
      lineId: ZDocumentId,
      soldOutItems: z.array(z.string().max(300)).max(50).optional(),
    })
    .optional(),
  /**
   * The customer whose loyalty card this order spent from and earns for (the till's customer lookup
   * key, which is their card's id): the order-write trigger's loyalty part follows it as it follows
   * online orders (given back when the order is called off).
   */
  customerUid: z.string().min(1).max(128).optional(),
  /**
   * A coupon or loyalty credit given at the counter that the server could no longer honour when the
   * sale reached it (the coupon used up meanwhile, the card spent elsewhere): the sale is kept as
   * charged, nothing more is redeemed, and the back office flags it for the manager.
   */
  promotionReview: z.object({ reasons: z.array(z.string().max(300)).min(1).max(5) }).optional(),
  /** The later payment of a pay-later order (posOrderSettlement.ts), applied once by its id. */
  settlement: z
    .object({ paymentId: ZDocumentId, fingerprint: z.string().min(1), paidIsoDateTimeUtc: ZIsoDateTimeUtc })
    .optional(),
});
export type PosOrderDocument = z.infer<typeof ZPosOrderDocument>;

/** Identifies a POS order request; the same id with another fingerprint is a conflict. */
export function posOrderFingerprint(request: PosOrderRequest): string {
  return contentHash(request);
}

export const POS_PAYMENT_WORDS: Record<(typeof POS_PAYMENT_TYPES)[number], string> = {
  cash: 'Cash',
  card: 'Card',
  moto: 'Card over the phone (MOTO)',
  refundCash: 'Cash refund',
  refundCard: 'Card refund',
  splitBill: 'Split bill',
  noPaymentRequired: 'No payment required',
  custom: 'Custom payment',
  payLater: 'Pay later',
  cardReversal: 'Card reversal',
};

export interface PosOrderIds {
  restaurantId: string;
  storeId: string;
  posOrderId: string;
  posTerminalId: string;
  posTerminalName: string;
  employeeId: string;
  employeeName: string;
}

/** The stored document of a new POS order priced by `quote` (which must have no problems). */
export function buildPosOrderDocument(input: {
  request: PosOrderRequest;
  quote: PosOrderQuote;
  ids: PosOrderIds;
  menu: Pick<PublishedMenu, 'store' | 'settings'>;
  now: Date;
  /** The request as the terminal sent it, when `request` is its reconciled copy (repeats match on it). */
  sentRequest?: PosOrderRequest;
  reconciliation?: PosPriceReconciliation;
  /** Names of the authorised employees who approved line price changes, by id. */
  approvers?: ReadonlyMap<string, string>;
  /** Coupon or loyalty problems found when the sale reached the server, kept as charged (see the field). */
  promotionReview?: string[];
}): PosOrderDocument {
  const { request, quote, ids, menu } = input;
  const placed = new Date(request.placedIsoDateTimeUtc);
  const timezone = menu.store.timezone;
  const { totals } = quote;
  const customName = (id: string | undefined) =>
    menu.settings.customPayments.find((entry) => entry.id === id)?.name;
  const zoneKey = request.collectionType === 'delivery' ? request.deliveryAddress?.zoneKey : undefined;
  const deliveryZone = zoneKey ? posDeliveryZones(menu).find((zone) => zone.key === zoneKey) : undefined;
  const cart: OrderCart = {
    createdTime: request.placedIsoDateTimeUtc,
    items: quote.lines.map((line) => ({
      id: line.lineId,
      categoryId: line.categoryId,
      isGstApplicable: line.isGstApplicable,
      selection: line.selection,
      summary: line.summary,
    })),
    collection: {
      type: request.collectionType,
      date: localDateAt(placed, timezone),
      timeOfDay: formatTimeOfDay(localMinutesAt(placed, timezone)),
    },
    paymentType: request.payment.paymentType,
    itemTotal: totals.itemTotal,
    grandTotal: totals.grandTotal,
    currency: quote.currency,
    comments: request.comments,
    discount: totals.discount,
    ...(request.customerName ? { customerName: request.customerName } : {}),
    ...(request.collectionType === 'delivery' && request.deliveryAddress
      ? {
          // Typed at the counter and not geocoded: the store's own point stands in for the map.
          deliveryAddress: {
            formattedAddress: request.deliveryAddress.formattedAddress,
            dropoffNotes: request.deliveryAddress.dropoffNotes,
            suburb: deliveryZone?.kind === 'suburb' ? deliveryZone.suburb : '',
            state: '',
            postcode: deliveryZone?.kind === 'suburb' ? deliveryZone.postcode : '',
            country: menu.store.address.country,
            geoPoint: menu.store.address.geoPoint,
          },
        }
      : {}),
    deliveryCharge: totals.deliveryCharge,
    surcharge: totals.publicHolidaySurcharge + totals.cardSurcharge,
    couponCodes: quote.coupon ? [quote.coupon.couponCode] : [],
  };
  const payment = request.payment;
  const receivedIso = input.now.toISOString();
  const paymentWords = paymentDescription(request, totals.grandTotal, quote.currency.code, customName);
  const actor = {
    employeeId: ids.employeeId,
    employeeName: ids.employeeName,
    posTerminalId: ids.posTerminalId,
    isoDateTimeUtc: request.placedIsoDateTimeUtc,
  };
  return {
    id: ids.posOrderId,
    restaurantId: ids.restaurantId,
    storeId: ids.storeId,
    source: 'pos',
    // Numbered with the store's online orders right after it is stored (one sequence per store).
    displayNumberPending: true,
    placedIsoDateTimeUtc: request.placedIsoDateTimeUtc,
    receivedIsoDateTimeUtc: receivedIso,
    cart,
    customer: {
      name: request.customerName || 'Walk-in customer',
      email: '',
      mobile: request.customerPhoneNumber ?? '',
      previousOrderCount: 0,
    },
    // Rung up at the counter = accepted: the order-write trigger sends it to the kitchen at once.
    status: { code: 'accepted', updatedIsoDateTimeUtc: request.placedIsoDateTimeUtc },
    timeDimension: orderTimeDimension(placed, timezone),
    orderTransactionFees: { processorFee: 0, applicationFee: 0 },
    totals,
    requestedTime: { type: 'asap' },
    collectionIsoDateTimeUtc: request.placedIsoDateTimeUtc,
    posTerminalId: ids.posTerminalId,
    posTerminalName: ids.posTerminalName,
    employeeId: ids.employeeId,
    employeeName: ids.employeeName,
    paymentType: payment.paymentType,
    isPaid: isPosPaymentTypePaid(payment.paymentType),
    ...(payment.paymentType === 'custom' && payment.customPaymentId
      ? {
          customPaymentId: payment.customPaymentId,
          customPaymentName: customName(payment.customPaymentId) ?? '',
        }
      : {}),
    ...(payment.paymentType === 'cash' && payment.cashTenderedInCents !== undefined
      ? {
          cashTenderedInCents: payment.cashTenderedInCents,
          changeDueInCents: changeDueInCents(totals.grandTotal, payment.cashTenderedInCents),
        }
      : {}),
    splitPayments: payment.splitPayments.map((part) => ({
      paymentType: part.paymentType,
      amountInCents: part.amountInCents,
      ...(part.customPaymentId
        ? { customPaymentId: part.customPaymentId, customPaymentName: customName(part.customPaymentId) ?? '' }
        : {}),
      ...(part.paymentType === 'cash' && part.cashTenderedInCents !== undefined
        ? {
            cashTenderedInCents: part.cashTenderedInCents,
            changeDueInCents: changeDueInCents(part.amountInCents, part.cashTenderedInCents),
          }
        : {}),
    })),
    versions: [
      {
        version: 1,
        cart,
        paymentType: payment.paymentType,
        createdIsoDateTimeUtc: request.placedIsoDateTimeUtc,
        employeeId: ids.employeeId,
        change: 'INITIAL',
        differenceInCents: 0,
      },
    ],
    paidInCents: isPosPaymentTypePaid(payment.paymentType) ? totals.grandTotal : 0,
    refunds: [],
    refundAmountInCents: 0,
    tipAmountInCents: request.tipAmountInCents ?? 0,
    cardTerminalReferences: [],
    ...(request.customerName ? { customerName: request.customerName } : {}),
    ...(request.customerPhoneNumber ? { customerPhoneNumber: request.customerPhoneNumber } : {}),
    ...(request.collectionType === 'dineIn' && request.tableNumber
      ? { tableNumber: request.tableNumber }
      : {}),
    ...(request.collectionType === 'dineIn' && request.guestCount ? { guestCount: request.guestCount } : {}),
    ...(deliveryZone ? { deliveryZone: { key: deliveryZone.key, label: deliveryZone.label } } : {}),
    ...(request.loyaltyCustomerKey ? { customerUid: request.loyaltyCustomerKey } : {}),
    ...(input.promotionReview?.length
      ? {
          promotionReview: {
            reasons: input.promotionReview.slice(0, 5).map((reason) => reason.slice(0, 300)),
          },
        }
      : {}),
    activity: [
      ...activityOf(actor, quote, request, paymentWords),
      ...approvalsOf(actor, quote, input.sentRequest ?? request, input.approvers),
    ],
    requestFingerprint: posOrderFingerprint(input.sentRequest ?? request),
    ...(input.reconciliation
      ? {
          reconciliation: input.reconciliation,
          activity: [
            ...activityOf(actor, quote, request, paymentWords),
            ...approvalsOf(actor, quote, input.sentRequest ?? request, input.approvers),
            {
              ...actor,
              kind: 'priceKept' as const,
              detail: input.reconciliation.soldOutItems?.length
                ? `Kept the ${formatMoneyText(input.reconciliation.chargedTotalInCents, quote.currency.code)} charged although ${input.reconciliation.soldOutItems.join('; ')} by the time the sale reached the server`.slice(
                    0,
                    500,
                  )
                : `The menu changed after this sale: kept the ${formatMoneyText(input.reconciliation.chargedTotalInCents, quote.currency.code)} charged (the menu now says ${formatMoneyText(input.reconciliation.menuTotalInCents, quote.currency.code)})`,
            },
          ],
        }
      : {}),
  };
}

/** "Discount $2.00 on Margherita, approved by Alex": one entry per approved price change. */
function approvalsOf(
  actor: Omit<PosOrderActivity, 'kind' | 'detail'>,
  quote: PosOrderQuote,
  request: PosOrderRequest,
  approvers: ReadonlyMap<string, string> | undefined,
): PosOrderActivity[] {
  return request.lines.flatMap((line) => {
    if (!line.approvedByEmployeeId || !line.adjustments) return [];
    const name = quote.lines.find((priced) => priced.lineId === line.id)?.summary.name ?? 'a line';
    const money = (cents: number) => formatMoneyText(cents, quote.currency.code);
    const changes = [
      ...(line.adjustments.discountForItem ? [`discount ${money(line.adjustments.discountForItem)}`] : []),
      ...(line.adjustments.extraChargeForItem
        ? [`extra charge ${money(line.adjustments.extraChargeForItem)}`]
        : []),
      ...(line.adjustments.extraChargeForComments
        ? [`charge for comments ${money(line.adjustments.extraChargeForComments)}`]
        : []),
    ];
    const approver = approvers?.get(line.approvedByEmployeeId) ?? line.approvedByEmployeeId;
    return [
      {
        ...actor,
        kind: 'priceChangeApproved' as const,
        detail: `${changes.join(' and ')} on ${name}, approved by ${approver}`,
      },
    ];
  });
}

function activityOf(
  actor: Omit<PosOrderActivity, 'kind' | 'detail'>,
  quote: PosOrderQuote,
  request: PosOrderRequest,
  paymentWords: string,
): PosOrderActivity[] {
  const money = (cents: number) => formatMoneyText(cents, quote.currency.code);
  const { coupon } = quote;
  const promotions = [
    ...(coupon
      ? [
          `Coupon ${coupon.couponCode}: ${coupon.discountsDelivery ? 'free delivery' : `${money(coupon.discountCents)} off`}`,
        ]
      : []),
    ...(quote.totals.loyaltyDiscount > 0
      ? [`${money(quote.totals.loyaltyDiscount)} of loyalty credits spent`]
      : []),
  ];
  return [
    { ...actor, kind: 'created', detail: `Rang up ${quote.lines.length} line(s)` },
    ...(promotions.length > 0
      ? [{ ...actor, kind: 'promotionApplied' as const, detail: promotions.join('; ') }]
      : []),
    { ...actor, kind: 'sentToKitchen', detail: '' },
    ...(isPosPaymentTypePaid(request.payment.paymentType)
      ? [{ ...actor, kind: 'paid' as const, detail: paymentWords }]
      : []),
  ];
}

function paymentDescription(
  request: PosOrderRequest,
  total: number,
  currency: PosOrderQuote['currency']['code'],
  customName: (id: string | undefined) => string | undefined,
): string {
  const { payment } = request;
  const money = (cents: number) => formatMoneyText(cents, currency);
  if (payment.paymentType === 'cash') {
    const change = changeDueInCents(total, payment.cashTenderedInCents);
    return `Paid ${money(total)} by cash${change > 0 ? `, change ${money(change)}` : ''}`;
  }
  if (payment.paymentType === 'custom')
    return `Paid ${money(total)} by ${customName(payment.customPaymentId) ?? 'custom payment'}`;
  if (payment.paymentType === 'splitBill') {
    const parts = payment.splitPayments.map(
      (part) =>
        `${money(part.amountInCents)} ${part.paymentType === 'custom' ? (customName(part.customPaymentId) ?? 'custom') : part.paymentType}`,
    );
    return `Split ${money(total)}: ${parts.join(' + ')}`;
  }
  return `Paid ${money(total)}: ${POS_PAYMENT_WORDS[payment.paymentType]}`;
}
