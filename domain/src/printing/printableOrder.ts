/**
 * Reads a stored order of any source (online, POS, later marketplace) into the source-neutral
 * `PrintableOrder` the invoice and stub templates print. Lenient like the kitchen's reader: a field
 * another feature adds or changes must never stop a receipt, so only what is printed is checked.
 */
import { z } from 'zod';
import { COLLECTION_TYPES, ORDER_SOURCES, PAYMENT_STATUS_CODES } from '../common/constants';
import { CURRENCY_CODES } from '../money/money';
import { ZOrderTotals } from '../onlineOrdering/onlineOrderDocument';
import { ZCartItemSummary } from '../orders/cart';
import { orderDisplayNumber } from '../orders/displayNumber';
import { marketplacePaymentWords } from '../payments/marketplacePayment';
import { isOnlineOrderPaid } from '../payments/payments';
import { lineTotal } from '../pricing/linePrice';
import type { PrintableOrder } from './documents';

const ONLINE_PAYMENT_WORDS: Record<string, { paid: string; unpaid: string }> = {
  stripe: { paid: 'Paid by card', unpaid: 'Card payment not completed' },
  inStore: { paid: 'Pay in store', unpaid: 'Pay in store' },
  cashOnDelivery: { paid: 'Cash on delivery', unpaid: 'Cash on delivery' },
  cardOnDelivery: { paid: 'Card on delivery', unpaid: 'Card on delivery' },
};

const POS_PAYMENT_WORDS: Record<string, string> = {
  cash: 'Paid cash',
  card: 'Paid by card',
  moto: 'Paid by card (phone)',
  splitBill: 'Split payment',
  noPaymentRequired: 'No payment required',
  custom: 'Paid',
  payLater: 'To pay',
  refundCash: 'Refunded (cash)',
  refundCard: 'Refunded (card)',
  cardReversal: 'Card payment reversed',
};

const ZPrintSourceOrder = z.object({
  source: z.enum(ORDER_SOURCES).catch('website').default('website'),
  displayNumber: z.string().optional().catch(undefined),
  displayNumberPending: z.boolean().optional().catch(undefined),
  placedIsoDateTimeUtc: z.string(),
  collectionIsoDateTimeUtc: z.string().optional().catch(undefined),
  requestedTime: z.object({ type: z.string() }).optional().catch(undefined),
  cart: z.object({
    items: z.array(z.object({ summary: ZCartItemSummary })).min(1),
    collection: z.object({ type: z.enum(COLLECTION_TYPES) }),
    comments: z.string().optional().catch(undefined),
    customerName: z.string().optional().catch(undefined),
    paymentType: z.string().optional().catch(undefined),
    currency: z
      .object({ code: z.enum(CURRENCY_CODES) })
      .optional()
      .catch(undefined),
    deliveryAddress: z.object({ formattedAddress: z.string() }).optional().catch(undefined),
  }),
  totals: ZOrderTotals,
  customer: z
    .object({ name: z.string().optional(), phoneNumber: z.string().optional() })
    .optional()
    .catch(undefined),
  customerName: z.string().optional().catch(undefined),
  customerPhoneNumber: z.string().optional().catch(undefined),
  tableId: z.string().optional().catch(undefined),
  tableNumber: z.string().optional().catch(undefined),
  paymentType: z.string().optional().catch(undefined),
  isPaid: z.boolean().optional().catch(undefined),
  payment: z.object({ status: z.string().optional() }).optional().catch(undefined),
  employeeName: z.string().optional().catch(undefined),
  posTerminalId: z.string().optional().catch(undefined),
});

function paymentWords(order: z.infer<typeof ZPrintSourceOrder>): string {
  const viaMarketplace = marketplacePaymentWords(order.source);
  if (viaMarketplace) return viaMarketplace;
  if (order.source === 'pos') {
    const words = POS_PAYMENT_WORDS[order.paymentType ?? ''] ?? 'Paid';
    return order.isPaid === false ? 'Not paid yet' : words;
  }
  const type = order.cart.paymentType ?? 'inStore';
  const words = ONLINE_PAYMENT_WORDS[type] ?? { paid: 'Pay in store', unpaid: 'Pay in store' };
  // Only card checkout is ever paid online (isOnlineOrderPaid); the others read the same either way.
  const paid =
    type !== 'stripe' ||
    isOnlineOrderPaid('stripe', z.enum(PAYMENT_STATUS_CODES).safeParse(order.payment?.status).data);
  return paid ? words.paid : words.unpaid;
}

/** The printable view of a stored order, or undefined when it lacks what a receipt needs. */
export function printableOrderFrom(id: string, stored: unknown): PrintableOrder | undefined {
  const parsed = ZPrintSourceOrder.safeParse(stored);
  if (!parsed.success) return undefined;
  const order = parsed.data;
  const customerName = order.customer?.name || order.customerName || order.cart.customerName;
  const customerPhone = order.customer?.phoneNumber || order.customerPhoneNumber;
  const table = order.tableNumber || order.tableId;
  return {
    id,
    source: order.source,
    displayNumber: orderDisplayNumber({
      id,
      displayNumber: order.displayNumber,
      displayNumberPending: order.displayNumberPending,
    }),
    collectionType: order.cart.collection.type,
    placedIsoDateTimeUtc: order.placedIsoDateTimeUtc,
    ...(order.collectionIsoDateTimeUtc ? { collectionIsoDateTimeUtc: order.collectionIsoDateTimeUtc } : {}),
    asap: order.requestedTime?.type === 'asap',
    ...(customerName ? { customerName } : {}),
    ...(customerPhone ? { customerPhone } : {}),
    ...(order.cart.collection.type === 'delivery' && order.cart.deliveryAddress
      ? { deliveryAddress: order.cart.deliveryAddress.formattedAddress }
      : {}),
    ...(table ? { table } : {}),
    comments: order.cart.comments ?? '',
    lines: order.cart.items.map(({ summary }) => ({
      quantity: summary.quantity,
      name: summary.name,
      description: summary.description,
      comments: summary.comments,
      totalCents: lineTotal(summary),
    })),
    totals: order.totals,
    currency: order.cart.currency?.code ?? 'AUD',
    paymentWords: paymentWords(order),
    ...(order.source === 'pos' && order.employeeName ? { employeeName: order.employeeName } : {}),
    ...(order.source === 'pos' && order.posTerminalId ? { posTerminalId: order.posTerminalId } : {}),
  };
}
