/**
 * Sales exceptions: the things at a till that take money off a sale or open the drawer without one
 * (a void, a refund, a discount, a cancelled transaction, a no-sale drawer opening). Each records the
 * employee, the authorised employee who approved it, the amount and the reason, and the back office
 * reads them per day (`/stores/{s}/pos-order-history`, Sales exceptions tab).
 *
 * Refunds, voids and discounts are written by the server with the order change they belong to (the
 * refund route, an edit that takes lines off, an approved line discount), so they can never disagree
 * with the order. The till itself adds the others through `PUT /api/sales-exception/...` under a
 * device-generated id, applied once like its orders.
 */
import { z } from 'zod';
import { ZDocumentId, ZIsoDateTimeUtc, ZNonNegativeCents } from '../common/common';
import { ZIsoDate } from '../common/validation';
import type { Cents } from '../money/money';

export const SALES_EXCEPTION_KINDS = ['void', 'refund', 'discount', 'cancelTransaction', 'noSale'] as const;
export type SalesExceptionKind = (typeof SALES_EXCEPTION_KINDS)[number];

export const SALES_EXCEPTION_WORDS: Record<SalesExceptionKind, string> = {
  void: 'Void',
  refund: 'Refund',
  discount: 'Discount',
  cancelTransaction: 'Cancelled transaction',
  noSale: 'No sale (drawer opened)',
};

/** The kinds a till records itself; the others come with the order change they belong to. */
export const TILL_SALES_EXCEPTION_KINDS = ['cancelTransaction', 'noSale'] as const;

/** Kinds that only an authorised employee's PIN allows. */
export const APPROVED_SALES_EXCEPTION_KINDS: readonly SalesExceptionKind[] = [
  'void',
  'refund',
  'discount',
  'noSale',
];

export const ZSalesException = z.object({
  id: ZDocumentId,
  restaurantId: ZDocumentId,
  storeId: ZDocumentId,
  kind: z.enum(SALES_EXCEPTION_KINDS),
  employeeId: ZDocumentId,
  employeeName: z.string().max(100),
  approvedByEmployeeId: ZDocumentId.optional(),
  approverName: z.string().max(100).optional(),
  amountInCents: ZNonNegativeCents,
  reason: z.string().max(200),
  posOrderId: ZDocumentId.optional(),
  posTerminalId: ZDocumentId,
  posTerminalName: z.string().max(100),
  isoDateTimeUtc: ZIsoDateTimeUtc,
  /** The store's business date of the exception, for the per-day report. */
  localDate: ZIsoDate,
  /** Hash of the till's request, so a resent one is recognised (absent on server-made ones). */
  fingerprint: z.string().max(200).optional(),
});
export type SalesException = z.infer<typeof ZSalesException>;

export const ZSalesExceptionRequest = z
  .object({
    kind: z.enum(TILL_SALES_EXCEPTION_KINDS, { error: 'Choose cancel transaction or no sale' }),
    employeeId: ZDocumentId,
    approvedByEmployeeId: ZDocumentId.optional(),
    amountInCents: ZNonNegativeCents.max(100_000_000, 'That is more than any sale'),
    reason: z.string().trim().min(1, 'Say why').max(200, 'The reason must be at most 200 characters'),
    isoDateTimeUtc: ZIsoDateTimeUtc,
  })
  .superRefine((request, ctx) => {
    if (APPROVED_SALES_EXCEPTION_KINDS.includes(request.kind) && !request.approvedByEmployeeId)
      ctx.addIssue({
        code: 'custom',
        path: ['approvedByEmployeeId'],
        message: "Enter an authorized employee's 4-digit PIN",
      });
  });
export type SalesExceptionRequestInput = z.input<typeof ZSalesExceptionRequest>;
export type SalesExceptionRequest = z.infer<typeof ZSalesExceptionRequest>;

export interface SalesExceptionDay {
  localDate: string;
  count: number;
  amountInCents: Cents;
  byKind: Record<SalesExceptionKind, { count: number; amountInCents: Cents }>;
}

/** Exceptions grouped per business day (newest first), with counts and amounts per kind. */
export function salesExceptionsByDay(
  exceptions: readonly Pick<SalesException, 'localDate' | 'kind' | 'amountInCents'>[],
): SalesExceptionDay[] {
  const days = new Map<string, SalesExceptionDay>();
  for (const exception of exceptions) {
    let day = days.get(exception.localDate);
    if (!day) {
      day = {
        localDate: exception.localDate,
        count: 0,
        amountInCents: 0,
        byKind: Object.fromEntries(
          SALES_EXCEPTION_KINDS.map((kind) => [kind, { count: 0, amountInCents: 0 }]),
        ) as SalesExceptionDay['byKind'],
      };
      days.set(exception.localDate, day);
    }
    day.count += 1;
    day.amountInCents += exception.amountInCents;
    day.byKind[exception.kind].count += 1;
    day.byKind[exception.kind].amountInCents += exception.amountInCents;
  }
  return [...days.values()].sort((a, b) => b.localDate.localeCompare(a.localDate));
}
