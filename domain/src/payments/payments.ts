import type {
  OnlinePaymentType,
  OrderPaymentStatus,
  PaymentStatusCode,
  PosPaymentType,
} from '../common/constants';
import type { Cents } from '../money/money';
import type { CardTerminalResult } from '../status/cardTerminal';

/** Payment rules of SPEC.md sections 4 and 9. */

/** Card checkout money is only ours once the provider has taken it or authorised it for capture. */
const PAID_CARD_CHECKOUT_STATUSES: ReadonlySet<PaymentStatusCode> = new Set(['success', 'requiresCapture']);

/**
 * Whether an online order counts as paid. Only card-provider checkout (`stripe`) can; in-store, cash on
 * delivery and card on delivery are settled at handover and never count as paid online.
 */
export function isOnlineOrderPaid(
  paymentType: OnlinePaymentType,
  paymentStatus?: PaymentStatusCode,
): boolean {
  return (
    paymentType === 'stripe' && paymentStatus !== undefined && PAID_CARD_CHECKOUT_STATUSES.has(paymentStatus)
  );
}

export const PAID_POS_PAYMENT_TYPES = [
  'cash',
  'card',
  'moto',
  'refundCash',
  'refundCard',
  'splitBill',
  'noPaymentRequired',
  'custom',
] as const satisfies readonly PosPaymentType[];

/** Pay later and card reversal do not count as paid; every other POS payment type does. */
export function isPosPaymentTypePaid(paymentType: PosPaymentType): boolean {
  return (PAID_POS_PAYMENT_TYPES as readonly PosPaymentType[]).includes(paymentType);
}

/** Payment types for which a POS order edit collects the difference on the spot. */
export const EXTRA_PAYMENT_POS_PAYMENT_TYPES = [
  'cash',
  'card',
  'moto',
] as const satisfies readonly PosPaymentType[];

/**
 * Amount to collect when a POS order is edited into a new version: the rise in total, only for cash,
 * card and moto. A lower or equal total collects nothing (a decrease is a refund, handled separately),
 * and other payment types (pay later, split bill, custom, ...) settle outside the edit.
 */
export function extraPaymentDueInCents(change: {
  previousTotalInCents: Cents;
  newTotalInCents: Cents;
  paymentType: PosPaymentType;
}): Cents {
  const rise = change.newTotalInCents - change.previousTotalInCents;
  if (rise <= 0) return 0;
  return (EXTRA_PAYMENT_POS_PAYMENT_TYPES as readonly PosPaymentType[]).includes(change.paymentType)
    ? rise
    : 0;
}

/** A POS payment method; `customPaymentId` names the store's custom payment when the type is custom. */
export interface PosPaymentMethod {
  paymentType: PosPaymentType;
  customPaymentId?: string;
}

const CARD_LIKE: ReadonlySet<PosPaymentType> = new Set(['card', 'moto']);

/**
 * Whether an order paid with `original` may be edited and settled with `replacement`: cash only with
 * cash; card and moto interchangeable (both charge the card); a custom payment only with the same
 * custom payment. The spec is silent on the other types; they are compatible only with themselves.
 */
export function arePaymentMethodsCompatibleForEdit(
  original: PosPaymentMethod,
  replacement: PosPaymentMethod,
): boolean {
  if (CARD_LIKE.has(original.paymentType)) return CARD_LIKE.has(replacement.paymentType);
  if (original.paymentType !== replacement.paymentType) return false;
  if (original.paymentType === 'custom') {
    return original.customPaymentId !== undefined && original.customPaymentId === replacement.customPaymentId;
  }
  return true;
}

export const REFUND_KINDS = ['full', 'partial'] as const;
export type RefundKind = (typeof REFUND_KINDS)[number];

export const REFUND_TIMING_NOTICE =
  "Refunds take about 5-10 business days to appear on the customer's statement.";
export const REFUND_FEE_NOTICE = 'The payment processor fee is not refunded.';

/**
 * Whether refunding `amountInCents` now is full or partial, given what was paid and already refunded.
 * Full means nothing is left to refund afterwards. Throws for a refund of nothing or more than is left.
 */
export function refundKindFor(refund: {
  amountInCents: Cents;
  paidInCents: Cents;
  alreadyRefundedInCents?: Cents;
}): RefundKind {
  const remaining = refundableInCents(refund.paidInCents, refund.alreadyRefundedInCents ?? 0);
  if (!Number.isSafeInteger(refund.amountInCents) || refund.amountInCents <= 0) {
    throw new RangeError('A refund must be a positive whole number of cents');
  }
  if (refund.amountInCents > remaining) {
    throw new RangeError(
      `Cannot refund ${refund.amountInCents} cents: only ${remaining} cents are refundable`,
    );
  }
  return refund.amountInCents === remaining ? 'full' : 'partial';
}

export function refundableInCents(paidInCents: Cents, alreadyRefundedInCents: Cents): Cents {
  return Math.max(0, paidInCents - alreadyRefundedInCents);
}

/** The status a website order's card payment shows staff. A failed refund leaves the money paid. */
const ORDER_PAYMENT_STATUS_BY_CODE: Record<PaymentStatusCode, OrderPaymentStatus> = {
  processing: 'PROCESSING_PAYMENT',
  requiresCapture: 'PAID',
  success: 'PAID',
  failure: 'DECLINED',
  cancel: 'CANCELLED',
  refundSuccess: 'REFUNDED',
  refundFailure: 'PAID',
};

export function orderPaymentStatusFromPaymentStatus(code: PaymentStatusCode): OrderPaymentStatus {
  return ORDER_PAYMENT_STATUS_BY_CODE[code];
}

/**
 * The status a card terminal result gives a POS payment. UNKNOWN stays processing: the terminal may
 * still have charged the card, and it must be asked again before anyone tries a second charge.
 * A reversal returns the money, so it reads as refunded.
 */
const ORDER_PAYMENT_STATUS_BY_TERMINAL_RESULT: Record<CardTerminalResult, OrderPaymentStatus> = {
  APPROVED: 'PAID',
  DECLINED: 'DECLINED',
  CANCELLED: 'CANCELLED',
  REVERSED: 'REFUNDED',
  'SYSTEM ERROR': 'SYSTEM_ERROR',
  'NOT STARTED': 'NOT_PAID',
  UNKNOWN: 'PROCESSING_PAYMENT',
};

export function orderPaymentStatusFromCardTerminalResult(result: CardTerminalResult): OrderPaymentStatus {
  return ORDER_PAYMENT_STATUS_BY_TERMINAL_RESULT[result];
}
