/** An order taken on a POS terminal, with every version it went through. Money in cents. */
import { z } from 'zod';
import { ZDocumentId, ZIsoDateTimeUtc, ZNonNegativeCents } from '../common/common';
import { POS_PAYMENT_TYPES } from '../common/constants';
import { ZOrderCart } from '../orders/cart';
import { ZOrderStatusField } from '../orders/websiteOrder';
import { CARD_TERMINAL_RESULTS } from '../status/cardTerminal';
import { ORDER_LINE_OUTCOMES, ORDER_VERSION_CHANGES } from './orderVersions';

const ZPosPaymentType = z.enum(POS_PAYMENT_TYPES, { error: 'Choose a payment method' });

/** A card-terminal transaction that paid (or refunded) part of this order. */
export const ZCardTerminalReference = z.object({
  terminalId: z.string().min(1),
  transactionReference: z.string().min(1),
  amountInCents: ZNonNegativeCents,
  result: z.enum(CARD_TERMINAL_RESULTS).optional(),
});
export type CardTerminalReference = z.infer<typeof ZCardTerminalReference>;

export const ZSplitPayment = z.object({
  paymentType: ZPosPaymentType,
  amountInCents: ZNonNegativeCents.refine(
    (cents) => cents > 0,
    'Each part of a split bill must be more than $0.00',
  ),
  customPaymentId: ZDocumentId.optional(),
  cardTerminalReference: ZCardTerminalReference.optional(),
});
export type SplitPayment = z.infer<typeof ZSplitPayment>;

/** The payment types that can take more money when an edit raises the total (SPEC.md section 4). */
export const POS_EXTRA_PAYMENT_TYPES = ['cash', 'card', 'moto'] as const;
export type PosExtraPaymentType = (typeof POS_EXTRA_PAYMENT_TYPES)[number];

/** One line's part in a version: what happened to it, named. */
export const ZPosVersionLineOutcome = z.object({
  lineId: ZDocumentId,
  name: z.string().max(200),
  outcome: z.enum(ORDER_LINE_OUTCOMES),
});

/** The extra payment an edit took when the total rose. */
export const ZPosVersionPayment = z.object({
  paymentType: z.enum(POS_EXTRA_PAYMENT_TYPES),
  amountInCents: ZNonNegativeCents,
  cashTenderedInCents: ZNonNegativeCents.optional(),
  changeDueInCents: ZNonNegativeCents.optional(),
});

export const POS_REFUND_KINDS = ['full', 'partial'] as const;

/** Money given back on a POS order, approved by an authorised employee's PIN. */
export const ZPosRefund = z.object({
  refundId: ZDocumentId,
  fingerprint: z.string().max(200),
  kind: z.enum(POS_REFUND_KINDS),
  /** refundCash, refundCard, or custom (given back the way it was paid). */
  paymentType: ZPosPaymentType,
  amountInCents: ZNonNegativeCents,
  reason: z.string().max(200),
  employeeId: ZDocumentId,
  employeeName: z.string().max(100),
  approvedByEmployeeId: ZDocumentId,
  approverName: z.string().max(100),
  posTerminalId: ZDocumentId,
  refundedIsoDateTimeUtc: ZIsoDateTimeUtc,
});
export type PosRefund = z.infer<typeof ZPosRefund>;

/** One version of the order; editing an order appends a version instead of overwriting. */
export const ZPosOrderVersion = z.object({
  version: z.number().int().min(1),
  cart: ZOrderCart,
  paymentType: ZPosPaymentType,
  createdIsoDateTimeUtc: ZIsoDateTimeUtc,
  employeeId: ZDocumentId.optional(),
  /** The till's id for the edit (absent on the first version), so a resent edit is applied once. */
  versionId: ZDocumentId.optional(),
  fingerprint: z.string().max(200).optional(),
  /** Compared with the version before (the first version is INITIAL). */
  change: z.enum(ORDER_VERSION_CHANGES).optional(),
  differenceInCents: z.number().int().optional(),
  lineOutcomes: z.array(ZPosVersionLineOutcome).max(1000).optional(),
  extraPayment: ZPosVersionPayment.optional(),
  /** The authorised employee who approved taking lines off (a void). */
  approvedByEmployeeId: ZDocumentId.optional(),
});
export type PosOrderVersion = z.infer<typeof ZPosOrderVersion>;

export const ZPosOrder = z
  .object({
    id: ZDocumentId,
    restaurantId: ZDocumentId,
    storeId: ZDocumentId,
    posTerminalId: ZDocumentId,
    employeeId: ZDocumentId.optional(),
    placedIsoDateTimeUtc: ZIsoDateTimeUtc,
    paymentType: ZPosPaymentType,
    customPaymentId: ZDocumentId.optional(),
    status: ZOrderStatusField,
    /** Prior versions followed by the current one (the last entry), oldest first. */
    versions: z.array(ZPosOrderVersion).min(1, 'An order has at least one version'),
    refundAmountInCents: ZNonNegativeCents.default(0),
    tipAmountInCents: ZNonNegativeCents.default(0),
    cardTerminalReferences: z.array(ZCardTerminalReference).default([]),
    splitPayments: z.array(ZSplitPayment).default([]),
    customerName: z.string().trim().max(100, 'Name must be at most 100 characters').optional(),
    customerPhoneNumber: z.string().trim().max(20, 'Phone number must be at most 20 characters').optional(),
  })
  .superRefine((order, ctx) => {
    const current = order.versions.at(-1);
    const total = (current?.cart.grandTotal ?? 0) + order.tipAmountInCents;
    if (order.paymentType === 'custom' && !order.customPaymentId) {
      ctx.addIssue({
        code: 'custom',
        path: ['customPaymentId'],
        message: 'Choose the custom payment method',
      });
    }
    if (order.paymentType === 'splitBill') {
      const paid = order.splitPayments.reduce((sum, part) => sum + part.amountInCents, 0);
      if (paid !== total) {
        ctx.addIssue({
          code: 'custom',
          path: ['splitPayments'],
          message: 'The split payments must add up to the total',
        });
      }
    }
    if (order.refundAmountInCents > total) {
      ctx.addIssue({
        code: 'custom',
        path: ['refundAmountInCents'],
        message: 'Cannot refund more than the order total',
      });
    }
    order.versions.forEach((version, index) => {
      if (version.version !== index + 1) {
        ctx.addIssue({
          code: 'custom',
          path: ['versions', index, 'version'],
          message: 'Versions must be numbered 1, 2, 3, ...',
        });
      }
    });
  });
export type PosOrder = z.infer<typeof ZPosOrder>;
