/**
 * Paying a POS order that was sent to the kitchen unpaid (pay later): the terminal generates a payment
 * id and sends `POST .../pos_orders/{posOrderId}/payments/{paymentId}` through its outbox, like an
 * order. The server applies it once: the same payment again answers from the stored order; another
 * payment for an order already paid is a conflict.
 */
import { z } from 'zod';
import { ZDocumentId, ZIsoDateTimeUtc, ZNonNegativeCents } from '../common/common';
import type { PublishedMenu } from '../menuPublishing';
import { contentHash } from '../menuPublishing/stableJson';
import { formatMoney } from '../money/money';
import { isPosPaymentTypePaid } from '../payments/payments';
import type { PosOrderDocument } from './posOrderDocument';
import { ZPosPaymentRequest } from './posOrderRequest';
import { changeDueInCents, type PosOrderProblem, posPaymentProblems } from './quotePosOrder';

export const ZPosSettleRequest = z.object({
  employeeId: ZDocumentId,
  /** The terminal's clock when the payment was taken. */
  paidIsoDateTimeUtc: ZIsoDateTimeUtc,
  payment: ZPosPaymentRequest.refine(
    (payment) => isPosPaymentTypePaid(payment.paymentType),
    'Choose how the order is paid now',
  ),
  /** The total the terminal asked for; the stored order's total must be the same. */
  expectedTotalInCents: ZNonNegativeCents,
});
export type PosSettleRequestInput = z.input<typeof ZPosSettleRequest>;
export type PosSettleRequest = z.infer<typeof ZPosSettleRequest>;

export type PosSettlementOutcome =
  | { kind: 'settled'; order: PosOrderDocument }
  | { kind: 'repeat'; order: PosOrderDocument }
  | { kind: 'alreadyPaid' }
  | { kind: 'problems'; status: 400 | 409; problems: PosOrderProblem[] };

export function posSettlementFingerprint(paymentId: string, request: PosSettleRequest): string {
  return contentHash({ paymentId, request });
}

/** What a payment does to the stored order (pure: the server runs it inside its transaction). */
export function settlePosOrder(input: {
  order: PosOrderDocument;
  paymentId: string;
  request: PosSettleRequest;
  employee: { id: string; name: string };
  posTerminalId: string;
  menu: Pick<PublishedMenu, 'settings'>;
}): PosSettlementOutcome {
  const { order, request, paymentId } = input;
  const fingerprint = posSettlementFingerprint(paymentId, request);
  if (order.settlement?.paymentId === paymentId)
    return order.settlement.fingerprint === fingerprint ? { kind: 'repeat', order } : { kind: 'alreadyPaid' };
  if (order.isPaid) return { kind: 'alreadyPaid' };
  const total = order.totals.grandTotal;
  const currency = order.cart.currency.code;
  if (request.expectedTotalInCents !== total)
    return {
      kind: 'problems',
      status: 409,
      problems: [
        {
          path: 'expectedTotalInCents',
          message: `The order's total is ${formatMoney(total, currency)}, not ${formatMoney(request.expectedTotalInCents, currency)}`,
        },
      ],
    };
  const problems = posPaymentProblems(request.payment, total, {
    collectionType: order.cart.collection.type,
    customPayments: input.menu.settings.customPayments,
    currency,
  });
  if (problems.length > 0) return { kind: 'problems', status: 400, problems };

  const { payment } = request;
  const customName = (id: string | undefined) =>
    input.menu.settings.customPayments.find((entry) => entry.id === id)?.name ?? '';
  const {
    customPaymentId: _customId,
    customPaymentName: _customName,
    cashTenderedInCents: _cash,
    changeDueInCents: _change,
    ...rest
  } = order;
  const change = changeDueInCents(total, payment.cashTenderedInCents);
  const settled: PosOrderDocument = {
    ...rest,
    paymentType: payment.paymentType,
    isPaid: true,
    paidInCents: total,
    ...(payment.paymentType === 'custom' && payment.customPaymentId
      ? { customPaymentId: payment.customPaymentId, customPaymentName: customName(payment.customPaymentId) }
      : {}),
    ...(payment.paymentType === 'cash' && payment.cashTenderedInCents !== undefined
      ? { cashTenderedInCents: payment.cashTenderedInCents, changeDueInCents: change }
      : {}),
    splitPayments: payment.splitPayments.map((part) => ({
      paymentType: part.paymentType,
      amountInCents: part.amountInCents,
      ...(part.customPaymentId
        ? { customPaymentId: part.customPaymentId, customPaymentName: customName(part.customPaymentId) }
        : {}),
      ...(part.paymentType === 'cash' && part.cashTenderedInCents !== undefined
        ? {
            cashTenderedInCents: part.cashTenderedInCents,
            changeDueInCents: changeDueInCents(part.amountInCents, part.cashTenderedInCents),
          }
        : {}),
    })),
    settlement: { paymentId, fingerprint, paidIsoDateTimeUtc: request.paidIsoDateTimeUtc },
    activity: [
      ...order.activity,
      {
        kind: 'paid',
        employeeId: input.employee.id,
        employeeName: input.employee.name,
        posTerminalId: input.posTerminalId,
        isoDateTimeUtc: request.paidIsoDateTimeUtc,
        detail: `Paid ${formatMoney(total, currency)} later: ${payment.paymentType === 'custom' ? customName(payment.customPaymentId) : payment.paymentType}${change > 0 ? `, change ${formatMoney(change, currency)}` : ''}`,
      },
    ],
  };
  return { kind: 'settled', order: settled };
}
