import { formatMoney, POS_PAYMENT_WORDS, type PosOrderDocument } from '@resto/domain';

/** Admin POS order routes under `/restaurants/{r}/stores/{s}` (SPEC.md section 2). */
export function posOrderHistoryPath(restaurantId: string, storeId: string): string {
  return `/restaurants/${encodeURIComponent(restaurantId)}/stores/${encodeURIComponent(storeId)}/pos-order-history`;
}

export function posOrderPath(restaurantId: string, storeId: string, posOrderId: string): string {
  return `/restaurants/${encodeURIComponent(restaurantId)}/stores/${encodeURIComponent(storeId)}/pos-orders/${encodeURIComponent(posOrderId)}`;
}

/** The number the till, the kitchen ticket and the receipt show: the id's last four characters. */
export function posTicketNumber(posOrderId: string): string {
  return `#${posOrderId.slice(-4).toUpperCase()}`;
}

/** "Cash", "Gift voucher", "Split bill (Card $18.00 + Cash $18.00)". */
export function posPaymentSummary(
  order: Pick<PosOrderDocument, 'paymentType' | 'customPaymentName' | 'splitPayments' | 'cart'>,
): string {
  if (order.paymentType === 'custom') return order.customPaymentName || POS_PAYMENT_WORDS.custom;
  if (order.paymentType === 'splitBill' && order.splitPayments.length > 0) {
    const currency = order.cart.currency.code;
    const parts = order.splitPayments.map(
      (part) =>
        `${part.paymentType === 'custom' ? (part.customPaymentName ?? 'Custom') : POS_PAYMENT_WORDS[part.paymentType]} ${formatMoney(part.amountInCents, currency)}`,
    );
    return `Split bill (${parts.join(' + ')})`;
  }
  return POS_PAYMENT_WORDS[order.paymentType];
}

export const POS_FILTER_PAYMENT_TYPES = [
  'cash',
  'card',
  'moto',
  'custom',
  'splitBill',
  'payLater',
  'noPaymentRequired',
] as const;
