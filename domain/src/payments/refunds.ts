/**
 * Refunds of an online order's card payment. Several partial refunds may add up to the amount paid,
 * never more: the server reserves each refund's amount on the order (in a transaction) before it
 * asks the card provider, and releases it when the provider refuses.
 */
import { z } from 'zod';
import { ZIsoDateTimeUtc, ZNonNegativeCents } from '../common/common';
import type { PaymentStatusCode } from '../common/constants';
import { tooLong } from '../common/inputBounds';
import { type Cents, type CurrencyCode, formatMoney } from '../money/money';
import { refundableInCents } from './payments';

export const REFUND_REASONS = ['requested_by_customer', 'duplicate', 'fraudulent'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

export const REFUND_REASON_LABELS: Record<RefundReason, string> = {
  requested_by_customer: 'Requested by the customer',
  duplicate: 'Duplicate payment',
  fraudulent: 'Fraudulent payment',
};

/** Client-generated once per refund attempt and kept across retries, so a retry never refunds twice. */
export const ZRefundId = z
  .string({ error: 'Missing refund id' })
  .trim()
  .max(64, tooLong('Refund ids are 8 to 64 letters, digits, "-" or "_"'))
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Refund ids are 8 to 64 letters, digits, "-" or "_"');

export const ZRefundRequest = z.object({
  amountInCents: z
    .number({ error: 'Enter the amount to refund' })
    .int('Refunds are a whole number of cents')
    .positive('Enter an amount above zero'),
  reason: z.enum(REFUND_REASONS, { error: 'Choose a reason from the list' }).optional(),
  refundId: ZRefundId,
});
export type RefundRequest = z.infer<typeof ZRefundRequest>;

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  pending: 'Pending',
  succeeded: 'Refunded',
  failed: 'Failed',
};

/** `restaurants/{r}/stores/{s}/orders/{orderId}/refunds/{refundId}`. */
export const ZRefundRecord = z.object({
  id: z.string().min(1),
  orderId: z.string().min(1),
  amountInCents: ZNonNegativeCents,
  kind: z.enum(['full', 'partial']),
  reason: z.enum(REFUND_REASONS).optional(),
  status: z.enum(REFUND_STATUSES),
  providerRefundId: z.string().optional(),
  failureMessage: z.string().optional(),
  requestedByUid: z.string().min(1),
  createdIsoDateTimeUtc: ZIsoDateTimeUtc,
  updatedIsoDateTimeUtc: ZIsoDateTimeUtc,
});
export type RefundRecord = z.infer<typeof ZRefundRecord>;

/** Running totals on the order (field `refundTotals`): settled refunds and reservations in flight. */
export const ZOrderRefundTotals = z.object({
  refundedInCents: ZNonNegativeCents.default(0),
  pendingInCents: ZNonNegativeCents.default(0),
});
export type OrderRefundTotals = z.infer<typeof ZOrderRefundTotals>;

/** Payment statuses where the card has been charged and money can be given back. */
const CAPTURED_STATUSES: ReadonlySet<PaymentStatusCode> = new Set([
  'success',
  'refundSuccess',
  'refundFailure',
]);

export interface CardRefundPosition {
  paidInCents: Cents;
  refundedInCents: Cents;
  pendingInCents: Cents;
  /** What may still be refunded: paid less settled and in-flight refunds. */
  refundableInCents: Cents;
}

/**
 * How much of an order's card payment is paid, refunded, in flight and still refundable. Nothing
 * is refundable until the charge is captured (an authorised payment is cancelled instead).
 */
export function cardRefundPosition(order: {
  grandTotalInCents: Cents;
  paymentStatus: PaymentStatusCode | undefined;
  refundTotals?: Partial<OrderRefundTotals> | undefined;
}): CardRefundPosition {
  const captured = order.paymentStatus !== undefined && CAPTURED_STATUSES.has(order.paymentStatus);
  const paidInCents = captured ? order.grandTotalInCents : 0;
  const refundedInCents = order.refundTotals?.refundedInCents ?? 0;
  const pendingInCents = order.refundTotals?.pendingInCents ?? 0;
  return {
    paidInCents,
    refundedInCents,
    pendingInCents,
    refundableInCents: refundableInCents(paidInCents, refundedInCents + pendingInCents),
  };
}

/**
 * The card payment status after refunds settle: `refundSuccess` (order REFUNDED) once nothing is
 * left. A partial refund leaves the status as it was, so the order stays PAID
 * (orderPaymentStatusFromPaymentStatus): the customer still paid for the rest. When a refund that
 * had completed the order fails afterwards, the status becomes `refundFailure` (PAID again), never
 * back to `success`, so the payment status machine only moves forward.
 */
export function paymentStatusAfterRefund(
  paidInCents: Cents,
  refundedInCents: Cents,
  current: PaymentStatusCode = 'success',
): PaymentStatusCode {
  if (paidInCents > 0 && refundedInCents >= paidInCents) return 'refundSuccess';
  return current === 'refundSuccess' ? 'refundFailure' : current;
}

/**
 * How one refund's outcome moves the order's totals. A reservation (pending) becomes refunded or is
 * released; a refund the server gave up on (failed) that the provider reports done after all is
 * counted; a done refund the provider later reports failed is taken back. Anything else (a replay,
 * a late "pending") changes nothing and answers undefined.
 */
export function applyRefundOutcome(
  totals: OrderRefundTotals,
  previous: RefundStatus,
  outcome: Exclude<RefundStatus, 'pending'>,
  amountInCents: Cents,
): OrderRefundTotals | undefined {
  if (previous === outcome) return undefined;
  const { refundedInCents, pendingInCents } = totals;
  if (previous === 'pending')
    return outcome === 'succeeded'
      ? {
          refundedInCents: refundedInCents + amountInCents,
          pendingInCents: Math.max(0, pendingInCents - amountInCents),
        }
      : { refundedInCents, pendingInCents: Math.max(0, pendingInCents - amountInCents) };
  if (previous === 'failed') return { refundedInCents: refundedInCents + amountInCents, pendingInCents };
  return { refundedInCents: Math.max(0, refundedInCents - amountInCents), pendingInCents };
}

/** Problems with a refund amount typed by an operator, in words; undefined when it can be sent. */
export function refundAmountProblem(amountInCents: Cents | undefined, refundable: Cents): string | undefined {
  if (amountInCents === undefined) return 'Enter the amount to refund.';
  if (!Number.isSafeInteger(amountInCents)) return 'Enter an amount in dollars and cents, like 12.50.';
  if (amountInCents <= 0) return 'Enter an amount above zero.';
  if (refundable <= 0) return 'Nothing is left to refund on this order.';
  if (amountInCents > refundable) return 'You cannot refund more than is left to refund.';
  return undefined;
}

/** What has been given back of an order, for every screen that shows its payment. */
export interface OrderRefundShown {
  /** Settled refunds. */
  refundedInCents: Cents;
  /** Refunds asked for and not settled yet. */
  pendingInCents: Cents;
  /** none: nothing given back; partial: some; full: the whole total. */
  state: 'none' | 'partial' | 'full';
}

export function orderRefundShown(order: {
  grandTotalInCents: Cents;
  refundTotals?: Partial<OrderRefundTotals> | undefined;
}): OrderRefundShown {
  const refundedInCents = order.refundTotals?.refundedInCents ?? 0;
  const pendingInCents = order.refundTotals?.pendingInCents ?? 0;
  const state =
    refundedInCents <= 0 ? 'none' : refundedInCents >= order.grandTotalInCents ? 'full' : 'partial';
  return { refundedInCents, pendingInCents, state };
}

/**
 * "Refunded $50.00 of $168.65", "Refunded in full ($168.65)", "Refund of $20.00 in progress", or
 * undefined when nothing was given back or asked for.
 */
export function refundWords(
  shown: OrderRefundShown,
  grandTotalInCents: Cents,
  currency: CurrencyCode,
): string | undefined {
  const money = (cents: Cents) => formatMoney(cents, currency);
  const parts: string[] = [];
  if (shown.state === 'full') parts.push(`Refunded in full (${money(shown.refundedInCents)})`);
  if (shown.state === 'partial')
    parts.push(`Refunded ${money(shown.refundedInCents)} of ${money(grandTotalInCents)}`);
  if (shown.pendingInCents > 0) parts.push(`Refund of ${money(shown.pendingInCents)} in progress`);
  return parts.length === 0 ? undefined : parts.join(' · ');
}
