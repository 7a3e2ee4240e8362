/**
 * What the reports need from a stored order (online or POS), read in ONE place: its current totals,
 * refunds and tips, who and where it was sold, its lines. When orders gain versions (a POS edit) or
 * other refund records, only this reader learns where the current figures live; the contribution and
 * every rollup follow. Money is taken as the order stores it (the domain's totals), never re-priced.
 */
import { z } from 'zod';
import { COLLECTION_TYPES, type CollectionType, PAYMENT_STATUS_CODES } from '../common/constants';
import { ZOrderTotals } from '../onlineOrdering/onlineOrderDocument';
import { ZCartItemSummary } from '../orders/cart';
import { orderPaymentStatusFromPaymentStatus } from '../payments/payments';
import { lineTotal } from '../pricing/linePrice';

const ZCents = z.number().int().min(0).catch(0);

const ZReportableLine = z.object({
  id: z.string(),
  categoryId: z.string().optional().catch(undefined),
  selection: z
    .object({
      type: z.string(),
      specId: z.string().catch('unknown'),
      sizeId: z.string().optional().catch(undefined),
    })
    .catch({ type: 'custom', specId: 'unknown' }),
  summary: ZCartItemSummary,
});

/** Lenient on purpose: an odd or older order still counts with what it has, never breaks a rollup. */
export const ZReportableOrder = z.object({
  id: z.string(),
  source: z.string().catch('website'),
  placedIsoDateTimeUtc: z.string(),
  status: z.object({ code: z.string() }),
  cart: z.object({
    items: z.array(ZReportableLine).catch([]),
    collection: z.object({ type: z.enum(COLLECTION_TYPES).catch('pickup') }).catch({ type: 'pickup' }),
    paymentType: z.string().optional().catch(undefined),
    itemTotal: ZCents,
    grandTotal: ZCents,
    discount: ZCents.default(0),
    deliveryCharge: ZCents.default(0),
    surcharge: ZCents.default(0),
  }),
  totals: ZOrderTotals.optional().catch(undefined),
  refundTotals: z
    .object({ refundedInCents: ZCents.default(0) })
    .optional()
    .catch(undefined),
  refundAmountInCents: ZCents.optional(),
  tipAmountInCents: ZCents.optional(),
  paymentType: z.string().optional().catch(undefined),
  splitPayments: z
    .array(z.object({ paymentType: z.string(), amountInCents: ZCents }))
    .optional()
    .catch(undefined),
  posTerminalId: z.string().optional().catch(undefined),
  posTerminalName: z.string().optional().catch(undefined),
  employeeId: z.string().optional().catch(undefined),
  employeeName: z.string().optional().catch(undefined),
  guestCount: z.number().int().min(0).optional().catch(undefined),
  payment: z
    .object({ status: z.enum(PAYMENT_STATUS_CODES) })
    .optional()
    .catch(undefined),
  orderTransactionFees: z
    .object({ processorFee: ZCents.default(0), applicationFee: ZCents.default(0) })
    .optional()
    .catch(undefined),
});
export type ReportableOrder = z.infer<typeof ZReportableOrder>;

export interface OrderMoney {
  /** Items before order-level discounts (line discounts are already inside each line). */
  itemSalesInCents: number;
  discountInCents: number;
  /** Public-holiday and card surcharges. */
  surchargeInCents: number;
  deliveryInCents: number;
  /** What the order charges: items − discounts + surcharges + delivery (the grand total). */
  salesInCents: number;
  refundInCents: number;
  gstInCents: number;
  tipInCents: number;
}

/** The order's current money, from the totals the server stored with it. */
export function orderMoney(order: ReportableOrder): OrderMoney {
  const totals = order.totals;
  const refunded = Math.max(order.refundTotals?.refundedInCents ?? 0, order.refundAmountInCents ?? 0);
  if (totals) {
    return {
      itemSalesInCents: totals.itemTotal,
      discountInCents: totals.discount,
      surchargeInCents: totals.publicHolidaySurcharge + totals.cardSurcharge,
      deliveryInCents: totals.deliveryCharge,
      salesInCents: totals.grandTotal,
      refundInCents: refunded,
      gstInCents: totals.gst,
      tipInCents: order.tipAmountInCents ?? 0,
    };
  }
  // Orders stored before totals were kept: the cart's own figures (it has no GST breakdown).
  return {
    itemSalesInCents: order.cart.itemTotal,
    discountInCents: order.cart.discount,
    surchargeInCents: order.cart.surcharge,
    deliveryInCents: order.cart.deliveryCharge,
    salesInCents: order.cart.grandTotal,
    refundInCents: refunded,
    gstInCents: 0,
    tipInCents: order.tipAmountInCents ?? 0,
  };
}

export type OrderReportState = 'notYet' | 'sale' | 'cancelled';

/**
 * Whether the order is a sale yet: a card checkout still processing or declined is not (no money
 * changed hands), a rejected or cancelled order is counted apart as cancelled, everything else is.
 */
export function orderReportState(order: Pick<ReportableOrder, 'status'>): OrderReportState {
  switch (order.status.code) {
    case 'processingPayment':
    case 'failure':
      return 'notYet';
    case 'rejected':
    case 'cancelled':
      return 'cancelled';
    default:
      return 'sale';
  }
}

export function collectionTypeOf(order: ReportableOrder): CollectionType {
  return order.cart.collection.type;
}

/** The payment type the order names (a POS order's own, else the cart's). */
export function paymentTypeOf(order: ReportableOrder): string {
  return order.paymentType ?? order.cart.paymentType ?? 'unknown';
}

/** How the order was paid, split by tender: a split bill gives each part's type its amount. */
export function tendersOf(
  order: ReportableOrder,
  salesInCents: number,
): { type: string; amountInCents: number }[] {
  const parts = order.splitPayments ?? [];
  if (paymentTypeOf(order) === 'splitBill' && parts.length > 0)
    return parts.map((part) => ({ type: part.paymentType, amountInCents: part.amountInCents }));
  return [{ type: paymentTypeOf(order), amountInCents: salesInCents }];
}

export interface ReportLine {
  itemKey: string;
  name: string;
  categoryId: string;
  quantity: number;
  salesInCents: number;
  isPizza: boolean;
  pizzaSizeId?: string | undefined;
}

/** Each line as the item reports count it: the stored line total (domain `lineTotal`). */
export function reportLinesOf(order: ReportableOrder): ReportLine[] {
  return order.cart.items.map((line) => {
    const custom = line.selection.type === 'custom';
    return {
      itemKey: custom ? 'custom' : line.selection.specId,
      name: custom ? 'Custom items' : line.summary.name,
      categoryId: line.categoryId ?? 'uncategorised',
      quantity: line.summary.quantity,
      salesInCents: lineTotal(line.summary),
      isPizza: line.selection.type === 'pizza' || line.selection.type === 'halfAndHalf',
      pizzaSizeId: line.selection.sizeId,
    };
  });
}

export interface CardFeeFigures {
  orderCount: number;
  grossInCents: number;
  processorFeeInCents: number;
  applicationFeeInCents: number;
  refundedInCents: number;
}

/**
 * An online order's card processing, when the card provider took the payment (paid, or paid and
 * since refunded, even if the order was then called off): what the transaction-fee page adds up.
 */
export function cardFeeFiguresOf(order: ReportableOrder, money: OrderMoney): CardFeeFigures | undefined {
  if (paymentTypeOf(order) !== 'stripe' || !order.payment) return undefined;
  const status = orderPaymentStatusFromPaymentStatus(order.payment.status);
  if (status !== 'PAID' && status !== 'REFUNDED') return undefined;
  return {
    orderCount: 1,
    grossInCents: money.salesInCents,
    processorFeeInCents: order.orderTransactionFees?.processorFee ?? 0,
    applicationFeeInCents: order.orderTransactionFees?.applicationFee ?? 0,
    refundedInCents: money.refundInCents,
  };
}
