import {
  type CardRefundPosition,
  type Cents,
  cardRefundPosition,
  type PaymentStatusCode,
  refundAmountProblem,
} from '@resto/domain';

export type RefundChoice = 'full' | 'partial';

/** What the dialog needs to know about the order being refunded. */
export interface RefundableOrder {
  id: string;
  grandTotalInCents: Cents;
  paymentStatus: PaymentStatusCode | undefined;
  refundTotals?: { refundedInCents?: number; pendingInCents?: number } | undefined;
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
