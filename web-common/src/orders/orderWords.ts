import {
  type CartTotalRow,
  type Cents,
  COLLECTION_TYPE_LABELS,
  type CurrencyCode,
  cartTotalRows,
  formatMoney,
  isOnlineOrderPaid,
  isOnlineOrderSettled,
  isPaidToMarketplace,
  marketplacePaymentWords,
  ONLINE_PAYMENT_TYPE_LABELS,
  type OnlinePaymentType,
  ORDER_PAYMENT_STATUS_LABELS,
  type OrderPaymentStatus,
  type OrderSource,
  type OrderStatus,
  orderDisplayNumber,
  orderPaymentStatusFromPaymentStatus,
  orderRefundShown,
  refundWords,
  settlementMethodWords,
} from '@resto/domain';
import type { StoreOrderData } from './orderData';

/**
 * How staff and admin screens put an order into words. Only wording lives here: statuses, payment
 * states and totals come from the domain and from the totals the server stored with the order.
 */

export const ORDER_SOURCE_LABELS: Record<OrderSource, string> = {
  website: 'Website',
  googleFoodOrdering: 'Online search',
  pos: 'Counter (POS)',
  uberEats: 'Uber Eats',
};

/**
 * The number people read out ("Order 47"): the order's one display number (domain
 * orders/displayNumber.ts), the same on every screen, email and ticket.
 */
export function orderNumber(order: { id: string; displayNumber?: string | undefined }): string {
  return orderDisplayNumber(order);
}

export function currencyOf(order: Pick<StoreOrderData, 'cart'>): CurrencyCode {
  return (order.cart.currency?.code as CurrencyCode | undefined) ?? 'AUD';
}

/** The order's payment status in the domain's words (PAID, NOT_PAID, …): card orders follow the provider. */
export function orderPaymentStatus(
  order: Pick<StoreOrderData, 'cart' | 'payment' | 'settlement'> & { source?: string | undefined },
): OrderPaymentStatus {
  if (order.cart.paymentType === 'stripe' && !isPaidToMarketplace(order.source)) {
    return order.payment ? orderPaymentStatusFromPaymentStatus(order.payment.status) : 'PROCESSING_PAYMENT';
  }
  return isOnlineOrderSettled(order) ? 'PAID' : 'NOT_PAID';
}

/**
 * "Paid · Card online at checkout", "Not Paid · Pay in store", "Paid · Pay in store · Cash", and
 * what was given back: "Paid · Card online at checkout · Refunded $50.00 of $168.65".
 */
export function paymentWords(
  order: Pick<StoreOrderData, 'cart' | 'payment' | 'refundTotals' | 'totals' | 'settlement'> & {
    source?: string | undefined;
  },
): string {
  const refunded = orderRefundWords(order);
  // "Paid via Uber Eats": the customer paid the marketplace, there is no payment type of ours.
  const viaMarketplace = marketplacePaymentWords(order.source);
  if (viaMarketplace) return `${viaMarketplace}${refunded ? ` · ${refunded}` : ''}`;
  const type = order.cart.paymentType as OnlinePaymentType | undefined;
  const chosen = type && type in ONLINE_PAYMENT_TYPE_LABELS ? ONLINE_PAYMENT_TYPE_LABELS[type] : 'Not chosen';
  const method = order.settlement ? `${chosen} · ${settlementMethodWords(order.settlement)}` : chosen;
  return `${ORDER_PAYMENT_STATUS_LABELS[orderPaymentStatus(order)]} · ${method}${refunded ? ` · ${refunded}` : ''}`;
}

/** The payment column's short reading: "Paid via Uber Eats" for a marketplace order, else the status. */
export function paymentStatusWords(
  order: Pick<StoreOrderData, 'cart' | 'payment' | 'settlement'> & { source?: string | undefined },
): string {
  return marketplacePaymentWords(order.source) ?? ORDER_PAYMENT_STATUS_LABELS[orderPaymentStatus(order)];
}

function grandTotalOf(order: Pick<StoreOrderData, 'cart' | 'totals'>): Cents {
  return order.totals?.grandTotal ?? order.cart.grandTotal;
}

/** The refunds of the order in words (domain refundWords), or undefined when there are none. */
export function orderRefundWords(
  order: Pick<StoreOrderData, 'cart' | 'refundTotals' | 'totals'>,
): string | undefined {
  const grandTotalInCents = grandTotalOf(order);
  return refundWords(
    orderRefundShown({ grandTotalInCents, refundTotals: order.refundTotals }),
    grandTotalInCents,
    currencyOf(order),
  );
}

/** Whether the order was paid by card online (and so can be refunded from the back office). */
export function isCardPaid(order: Pick<StoreOrderData, 'cart' | 'payment'>): boolean {
  if (order.cart.paymentType !== 'stripe' || !order.payment) return false;
  const status = order.payment.status;
  return isOnlineOrderPaid('stripe', status) || status === 'refundSuccess' || status === 'refundFailure';
}

export function collectionWords(order: Pick<StoreOrderData, 'cart'>): string {
  return COLLECTION_TYPE_LABELS[order.cart.collection.type];
}

/** Where the order goes: the delivery address, the table, or the counter. */
export function destinationWords(order: Pick<StoreOrderData, 'cart' | 'tableId'>): string {
  const { collection, deliveryAddress } = order.cart;
  if (collection.type === 'delivery') return deliveryAddress?.formattedAddress ?? 'No address given';
  if (collection.type === 'dineIn') return order.tableId ? `Table ${order.tableId}` : 'No table given';
  return 'Collect at the counter';
}

/**
 * The money rows under the lines, from the totals the server stored when it priced the order (the
 * domain's `cartTotalRows`, as on the invoice email). An order stored without totals shows its total.
 */
export function totalRows(order: Pick<StoreOrderData, 'totals' | 'cart' | 'refundTotals'>): CartTotalRow[] {
  const rows = order.totals
    ? cartTotalRows(order.totals)
    : [{ label: 'Total', cents: order.cart.grandTotal, strong: true }];
  // What was given back, and what the customer paid in the end, under the total they were charged.
  const grandTotalInCents = grandTotalOf(order);
  const refunds = orderRefundShown({ grandTotalInCents, refundTotals: order.refundTotals });
  if (refunds.state === 'none') return rows;
  return [
    ...rows,
    { label: 'Refunded', cents: -refunds.refundedInCents },
    { label: 'Paid after refunds', cents: grandTotalInCents - refunds.refundedInCents, strong: true },
  ];
}

export function money(cents: Cents, order: Pick<StoreOrderData, 'cart'>): string {
  return formatMoney(cents, currencyOf(order));
}

/** Statuses that still need someone to act (the live board shows them first in colour). */
export function isOpenStatus(status: OrderStatus): boolean {
  return status === 'new' || status === 'accepted' || status === 'processingPayment';
}
