import type {
  CollectionType,
  InStoreSettlement,
  LocalDeliveryStatus,
  OnlinePaymentType,
  OrderStatus,
  PaymentStatusCode,
  ThirdPartyDeliveryStatus,
} from '@resto/domain';
import { isOnlineOrderPaid, orderPaymentStatusFromPaymentStatus, settlementMethodWords } from '@resto/domain';

/**
 * How an order's status reads to the customer who placed it: a three-step progress (placed →
 * accepted → completed) or a final outcome (rejected, cancelled, payment failed) with the reason.
 * The statuses and their order come from the domain's order status machine; this only words them.
 */

export interface ProgressStep {
  label: string;
  caption?: string;
}

export type OrderProgress =
  | {
      kind: 'progress';
      /** Index of the step under way (0-based); equals steps.length when every step is done. */
      activeStep: number;
      steps: ProgressStep[];
      headline: string;
      detail: string;
    }
  | { kind: 'stopped'; tone: 'error' | 'warning'; headline: string; detail: string };

const COMPLETED_WORDS: Record<CollectionType, { step: string; headline: string }> = {
  pickup: { step: 'Picked up', headline: 'Enjoy your meal!' },
  delivery: { step: 'Delivered', headline: 'Delivered. Enjoy your meal!' },
  dineIn: { step: 'Served', headline: 'Served. Enjoy your meal!' },
};

const ACCEPTED_DETAIL: Record<CollectionType, string> = {
  pickup: 'The kitchen is preparing your order.',
  delivery: 'The kitchen is preparing your order, then it heads your way.',
  dineIn: 'The kitchen is preparing your order; it comes to your table.',
};

/** Where an accepted delivery order is once it left the kitchen, from the courier or the store's driver. */
export type DeliveryStage = 'onTheWay' | 'delivered' | 'attemptFailed';

/**
 * The delivery stage the courier's notifications (Uber Direct) or the store's own delivery statuses
 * report; undefined while the order is still in the kitchen. Without it the status card kept saying
 * "the kitchen is preparing your order" beside a courier card that said Delivered.
 */
export function deliveryStageOf(order: {
  courierDelivery?: { providerStatus?: ThirdPartyDeliveryStatus | undefined } | undefined;
  localDelivery?: { status: LocalDeliveryStatus } | undefined;
}): DeliveryStage | undefined {
  switch (order.courierDelivery?.providerStatus) {
    case 'pickup_complete':
    case 'dropoff':
      return 'onTheWay';
    case 'delivered':
      return 'delivered';
  }
  switch (order.localDelivery?.status) {
    case 'OUT_FOR_DELIVERY':
      return 'onTheWay';
    case 'COMPLETED':
      return 'delivered';
    case 'FAILED':
      return 'attemptFailed';
  }
  return undefined;
}

export interface OrderProgressInput {
  status: OrderStatus;
  collectionType: CollectionType;
  /** When staff expect it ready, already worded ("7:45 PM"); from the ETA picked on accepting. */
  etaText?: string | undefined;
  /** When the customer asked for it, worded ("ASAP", "Sat 7:30 PM"). */
  requestedText?: string | undefined;
  /** Why staff rejected or cancelled, when they said. */
  reason?: string | undefined;
  /** Whether the store marks orders completed; without it accepted is the last step. */
  hasCompleteStatus: boolean;
  /** Whether the customer's card was charged (online card payment taken); decides the refund words. */
  cardCharged?: boolean | undefined;
  /** For a delivery order: where it is once it left the kitchen (deliveryStageOf). */
  deliveryStage?: DeliveryStage | undefined;
}

export function orderProgress(input: OrderProgressInput): OrderProgress {
  const { status, collectionType } = input;
  const completed = COMPLETED_WORDS[collectionType];
  const steps: ProgressStep[] = [
    { label: 'Order placed', caption: input.requestedText ? `For ${input.requestedText}` : undefined },
    { label: 'Accepted', caption: input.etaText ? `Ready about ${input.etaText}` : undefined },
  ];
  if (input.hasCompleteStatus) steps.push({ label: completed.step });
  const progress = (activeStep: number, headline: string, detail: string): OrderProgress => ({
    kind: 'progress',
    activeStep,
    steps,
    headline,
    detail,
  });

  // What happens to the money when the store calls it off: only a card charged online is refunded.
  const money = input.cardCharged
    ? 'Your card payment is refunded in full; it reaches your card in 5-10 business days.'
    : 'You have not been charged.';
  switch (status) {
    case 'processingPayment':
      return progress(0, 'Confirming your payment', 'This usually takes a few seconds. Keep this page open.');
    case 'new':
      return progress(
        1,
        'Order received',
        'Waiting for the store to accept it. This page updates by itself as soon as they do.',
      );
    case 'accepted':
      if (collectionType === 'delivery' && input.deliveryStage === 'delivered') {
        return progress(steps.length, completed.headline, 'Thanks for ordering with us.');
      }
      if (collectionType === 'delivery' && input.deliveryStage === 'onTheWay') {
        return progress(
          input.hasCompleteStatus ? 2 : steps.length,
          'On its way',
          'Your order has left the store and is on its way to you.',
        );
      }
      if (collectionType === 'delivery' && input.deliveryStage === 'attemptFailed') {
        return progress(
          input.hasCompleteStatus ? 2 : steps.length,
          'We could not deliver your order',
          'The driver could not hand it over. The store will contact you to try again.',
        );
      }
      return progress(
        input.hasCompleteStatus ? 2 : steps.length,
        input.etaText ? `Accepted · ready about ${input.etaText}` : 'Accepted',
        ACCEPTED_DETAIL[collectionType],
      );
    case 'completed':
      return progress(steps.length, completed.headline, 'Thanks for ordering with us.');
    case 'rejected':
      return {
        kind: 'stopped',
        tone: 'error',
        headline: 'The store could not take your order',
        detail: withReason(input.reason, money),
      };
    case 'cancelled':
      return {
        kind: 'stopped',
        tone: 'warning',
        headline: 'This order was cancelled',
        detail: withReason(input.reason, money),
      };
    case 'failure':
      return {
        kind: 'stopped',
        tone: 'error',
        headline: 'The payment did not go through',
        detail: 'Your order was not placed and your card was not charged. Please try again.',
      };
  }
}

function withReason(reason: string | undefined, then: string): string {
  return reason?.trim() ? `Reason: ${reason.trim()}. ${then}` : then;
}

export const PAYMENT_TYPE_LABELS: Record<OnlinePaymentType, string> = {
  stripe: 'Card',
  inStore: 'Pay in store',
  cashOnDelivery: 'Cash on delivery',
  cardOnDelivery: 'Card on delivery',
};

/** "Paid by card", "Payment declined", "Pay in store" ... for the order summary. */
export function paymentStatusText(
  paymentType: OnlinePaymentType | undefined,
  paymentStatus: PaymentStatusCode | undefined,
  /** How staff recorded a pay-at-store order was paid, once they did. */
  settlement?: Pick<InStoreSettlement, 'method' | 'customPaymentName'> | undefined,
): { text: string; tone: 'success' | 'warning' | 'error' | 'default' } {
  if (paymentType === undefined) return { text: 'Payment to be arranged', tone: 'default' };
  if (paymentType !== 'stripe' && settlement) {
    return { text: `Paid at the store · ${settlementMethodWords(settlement)}`, tone: 'success' };
  }
  if (paymentType !== 'stripe') {
    return { text: `${PAYMENT_TYPE_LABELS[paymentType]} · not paid yet`, tone: 'default' };
  }
  if (isOnlineOrderPaid(paymentType, paymentStatus)) return { text: 'Paid by card', tone: 'success' };
  if (paymentStatus === undefined) return { text: 'Card payment pending', tone: 'warning' };
  switch (orderPaymentStatusFromPaymentStatus(paymentStatus)) {
    case 'REFUNDED':
      return { text: 'Refunded to your card', tone: 'default' };
    case 'DECLINED':
      return { text: 'Card payment declined', tone: 'error' };
    case 'CANCELLED':
      return { text: 'Card payment cancelled', tone: 'warning' };
    default:
      return { text: 'Card payment processing', tone: 'warning' };
  }
}
