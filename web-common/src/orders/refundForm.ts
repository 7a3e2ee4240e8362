import {
  type CardRefundPosition,
  type Cents,
  cardRefundPosition,
  type PaymentStatusCode,
  refundAmountProblem,
} from '@resto/domain';
import type { ApiPath } from '../api/apiClient';
import type { StoreOrder } from './orderData';

export type RefundChoice = 'full' | 'partial';

/** What the dialog needs to know about the order being refunded. */
export interface RefundableOrder {
  id: string;
  grandTotalInCents: Cents;
  paymentStatus: PaymentStatusCode | undefined;
  refundTotals?: { refundedInCents?: number; pendingInCents?: number } | undefined;
}

/** The refund's view of a store's order (the order pages, the admin app's transaction fees). */
export function refundableOrderOf(
  order: Pick<StoreOrder, 'id'> & {
    cart: Pick<StoreOrder['cart'], 'grandTotal'>;
    payment?: { status: PaymentStatusCode } | undefined;
    refundTotals?: RefundableOrder['refundTotals'];
  },
): RefundableOrder {
  return {
    id: order.id,
    grandTotalInCents: order.cart.grandTotal,
    paymentStatus: order.payment?.status,
    refundTotals: order.refundTotals,
  };
}

/** `/api/stripe/connect/restaurants/{r}/stores/{s}/orders/{orderId}/refunds` (the payments API's refund). */
export function refundsPath(restaurantId: string, storeId: string, orderId: string): ApiPath {
  const ids = [restaurantId, storeId, orderId].map(encodeURIComponent);
  return `/api/stripe/connect/restaurants/${ids[0]}/stores/${ids[1]}/orders/${ids[2]}/refunds`;
}

/** A refund id generated once per refund dialog, kept across retries so a retry never refunds twice. */
export function newRefundId(): string {
  return `rf_${crypto.randomUUID().replaceAll('-', '')}`;
}

export function refundPositionOf(order: RefundableOrder): CardRefundPosition {
  return cardRefundPosition({
    grandTotalInCents: order.grandTotalInCents,
    paymentStatus: order.paymentStatus,
    refundTotals: order.refundTotals,
  });
}

/** The amount to send: everything left for a full refund, the typed amount for a partial one. */
export function refundAmountFor(choice: RefundChoice, typed: Cents | undefined, refundable: Cents) {
  return choice === 'full' ? refundable : typed;
}

/** The problem with the form, in words, or undefined when it can be sent. */
export function refundFormProblem(
  choice: RefundChoice,
  typed: Cents | undefined,
  position: CardRefundPosition,
): string | undefined {
  const amount = refundAmountFor(choice, typed, position.refundableInCents);
  return refundAmountProblem(
    amount === undefined || Number.isNaN(amount) ? undefined : amount,
    position.refundableInCents,
  );
}
