import {
  ORDER_PAYMENT_STATUSES,
  type OrderPaymentStatus,
  PAYMENT_STATUS_CODES,
  type PaymentStatusCode,
} from '../common/constants';
import { defineStateMachine } from './stateMachine';

/**
 * Card-provider payment status (payment.status on website orders). Transitions not shown in the spec;
 * designed after the provider's payment lifecycle:
 * - processing resolves to success, failure, cancel, or requiresCapture (authorised, captured later);
 * - an authorisation is captured (success), voided (cancel) or fails to capture (failure);
 * - failure and cancel are final: a retry is a new checkout, hence a new payment;
 * - a successful payment can be refunded; partial refunds repeat, so refundSuccess may follow itself,
 *   and a failed refund may be retried.
 */
export const paymentStatusCodeMachine = defineStateMachine({
  name: 'payment status',
  states: PAYMENT_STATUS_CODES,
  initialStates: ['processing'],
  transitions: {
    processing: ['requiresCapture', 'success', 'failure', 'cancel'],
    requiresCapture: ['success', 'cancel', 'failure'],
    success: ['refundSuccess', 'refundFailure'],
    failure: [],
    cancel: [],
    refundSuccess: ['refundSuccess', 'refundFailure'],
    refundFailure: ['refundSuccess', 'refundFailure'],
  },
});

export const PAYMENT_STATUS_CODE_LABELS: Record<PaymentStatusCode, string> = {
  processing: 'Processing',
  requiresCapture: 'Authorised',
  success: 'Paid',
  failure: 'Failed',
  cancel: 'Cancelled',
  refundSuccess: 'Refunded',
  refundFailure: 'Refund Failed',
};

/**
 * Order payment status (what staff see on an order, mostly POS). Designed:
 * - an unpaid order goes to processing when a card payment starts, or straight to paid (cash);
 * - a card attempt ends paid, declined, cancelled or system error;
 * - after a declined, cancelled or failed attempt the cashier tries again or takes another payment
 *   type, or leaves it unpaid (pay later);
 * - a paid order can be refunded (or reversed); refunded is final.
 */
export const orderPaymentStatusMachine = defineStateMachine({
  name: 'order payment status',
  states: ORDER_PAYMENT_STATUSES,
  initialStates: ['NOT_PAID', 'PROCESSING_PAYMENT', 'PAID'],
  transitions: {
    NOT_PAID: ['PROCESSING_PAYMENT', 'PAID'],
    PROCESSING_PAYMENT: ['PAID', 'DECLINED', 'CANCELLED', 'SYSTEM_ERROR'],
    DECLINED: ['PROCESSING_PAYMENT', 'PAID', 'NOT_PAID'],
    CANCELLED: ['PROCESSING_PAYMENT', 'PAID', 'NOT_PAID'],
    SYSTEM_ERROR: ['PROCESSING_PAYMENT', 'PAID', 'NOT_PAID'],
    PAID: ['REFUNDED'],
    REFUNDED: [],
  },
});

export const ORDER_PAYMENT_STATUS_LABELS: Record<OrderPaymentStatus, string> = {
  PAID: 'Paid',
  NOT_PAID: 'Not Paid',
  PROCESSING_PAYMENT: 'Processing Payment',
  REFUNDED: 'Refunded',
  DECLINED: 'Declined',
  CANCELLED: 'Cancelled',
  SYSTEM_ERROR: 'System Error',
};
