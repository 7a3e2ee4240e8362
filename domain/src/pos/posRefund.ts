/**
 * Refunds at the till: full or partial, with a reason and an authorised employee's PIN. The terminal
 * sends `PUT .../pos_orders/{posOrderId}/refunds/{refundId}` through its outbox under a device id; the
 * server applies it once (the same refund again answers from the order; another refund under the same
 * id is a conflict) and never gives back more than the order took in (`posRefundableInCents`).
 * Money goes back the way it came: cash as a cash refund, card or moto as a card refund, a custom
 * payment as itself; a split bill goes back by card when a part was paid by card, otherwise in cash.
 */
import { z } from 'zod';
import { ZDocumentId, ZIsoDateTimeUtc, ZNonNegativeCents } from '../common/common';
import type { PosPaymentType } from '../common/constants';
import { contentHash } from '../menuPublishing/stableJson';
import { type Cents, formatMoney } from '../money/money';
import type { PosRefund } from './posOrder';
import type { PosOrderDocument } from './posOrderDocument';
import { posRefundableInCents } from './posOrderEdit';
import type { PosOrderProblem } from './quotePosOrder';

export const ZPosRefundReason = z
  .string()
  .trim()
  .min(1, 'Say why the money is given back')
  .max(200, 'The reason must be at most 200 characters');

export const ZPosRefundRequest = z.object({
  /** The employee signed in on the till. */
  employeeId: ZDocumentId,
  /** The authorised employee whose PIN approved the refund. */
  approvedByEmployeeId: ZDocumentId,
  amountInCents: ZNonNegativeCents.refine((cents) => cents > 0, 'Refund more than $0.00').refine(
    (cents) => cents <= 100_000_000,
    'That is more than any order',
  ),
  reason: ZPosRefundReason,
  refundedIsoDateTimeUtc: ZIsoDateTimeUtc,
});
export type PosRefundRequestInput = z.input<typeof ZPosRefundRequest>;
export type PosRefundRequest = z.infer<typeof ZPosRefundRequest>;

/** How money goes back for an order paid by `paymentType`. */
export function refundPaymentTypeFor(
  order: Pick<PosOrderDocument, 'paymentType' | 'splitPayments'>,
): PosPaymentType {
  switch (order.paymentType) {
    case 'cash':
      return 'refundCash';
    case 'card':
    case 'moto':
      return 'refundCard';
    case 'custom':
      return 'custom';
    case 'splitBill':
      return order.splitPayments.some((part) => part.paymentType === 'card' || part.paymentType === 'moto')
        ? 'refundCard'
        : 'refundCash';
    default:
      return 'refundCash';
  }
}

export function posRefundFingerprint(refundId: string, request: PosRefundRequest): string {
  return contentHash({ refundId, request });
}

export type PosRefundOutcome =
  | { kind: 'refunded'; order: PosOrderDocument; refund: PosRefund }
  | { kind: 'repeat'; order: PosOrderDocument; refund: PosRefund }
  | { kind: 'conflict'; message: string }
  | { kind: 'problems'; status: 400 | 409; problems: PosOrderProblem[] };

/** What a refund does to the stored order (pure; the server runs it inside its transaction). */
export function refundPosOrder(input: {
  order: PosOrderDocument;
  refundId: string;
  request: PosRefundRequest;
  employee: { id: string; name: string };
  /** The approver when they are an active, authorised employee of the store; undefined otherwise. */
  approver: { id: string; name: string } | undefined;
  posTerminalId: string;
}): PosRefundOutcome {
  const { order, refundId, request } = input;
  const fingerprint = posRefundFingerprint(refundId, request);
  const known = order.refunds?.find((refund) => refund.refundId === refundId);
  if (known)
    return known.fingerprint === fingerprint
      ? { kind: 'repeat', order, refund: known }
      : { kind: 'conflict', message: 'This refund id was already used for another refund on this order.' };
  if (!input.approver)
    return {
      kind: 'problems',
      status: 400,
      problems: [
        {
          path: 'approvedByEmployeeId',
          message: 'Only an authorised employee of this store can approve a refund',
        },
      ],
    };
  const currency = order.cart.currency.code;
  const refundable = posRefundableInCents(order);
  if (refundable === 0)
    return {
      kind: 'problems',
      status: 409,
      problems: [{ path: 'amountInCents', message: 'Nothing on this order is left to refund' }],
    };
  if (request.amountInCents > refundable)
    return {
      kind: 'problems',
      status: 409,
      problems: [
        {
          path: 'amountInCents',
          message: `At most ${formatMoney(refundable, currency)} can be refunded on this order`,
        },
      ],
    };
  const refund: PosRefund = {
    refundId,
    fingerprint,
    kind: request.amountInCents === refundable ? 'full' : 'partial',
    paymentType: refundPaymentTypeFor(order),
    amountInCents: request.amountInCents,
    reason: request.reason,
    employeeId: input.employee.id,
    employeeName: input.employee.name,
    approvedByEmployeeId: input.approver.id,
    approverName: input.approver.name,
    posTerminalId: input.posTerminalId,
    refundedIsoDateTimeUtc: request.refundedIsoDateTimeUtc,
  };
  const refunded: PosOrderDocument = {
    ...order,
    refunds: [...(order.refunds ?? []), refund],
    refundAmountInCents: order.refundAmountInCents + request.amountInCents,
    activity: [
      ...order.activity,
      {
        kind: 'refunded',
        employeeId: input.employee.id,
        employeeName: input.employee.name,
        posTerminalId: input.posTerminalId,
        isoDateTimeUtc: request.refundedIsoDateTimeUtc,
        detail:
          `${refund.kind === 'full' ? 'Full' : 'Partial'} refund ${formatMoney(refund.amountInCents, currency)} (${refundWords(refund.paymentType)}): ${request.reason}; approved by ${input.approver.name}`.slice(
            0,
            500,
          ),
      },
    ],
  };
  return { kind: 'refunded', order: refunded, refund };
}

function refundWords(type: PosPaymentType): string {
  return type === 'refundCard' ? 'to the card' : type === 'custom' ? 'custom payment' : 'cash';
}

/** The money of a POS order in one place: taken in, given back, kept. */
export function posOrderMoney(
  order: Pick<PosOrderDocument, 'paidInCents' | 'isPaid' | 'totals' | 'refundAmountInCents'>,
): {
  paidInCents: Cents;
  refundedInCents: Cents;
  netInCents: Cents;
} {
  const paid = order.paidInCents ?? (order.isPaid ? order.totals.grandTotal : 0);
  return {
    paidInCents: paid,
    refundedInCents: order.refundAmountInCents,
    netInCents: paid - order.refundAmountInCents,
  };
}
