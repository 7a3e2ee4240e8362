/**
 * The cash drawer of a POS terminal: a session opened with a float, cash put in or taken out with a
 * reason, no-sale opens approved by an authorised employee, and a close with a count by denomination.
 * What the drawer should hold is worked out here only (never elsewhere): the float, plus the cash
 * the till's orders took in the session, less the cash it refunded, plus cash in, less cash out.
 */
import { z } from 'zod';
import { ZDocumentId, ZIsoDateTimeUtc, ZNonNegativeCents } from '../common/common';
import type { PosOrderDocument } from '../pos/posOrderDocument';

export const DRAWER_CURRENCIES = ['AUD', 'NZD', 'USD', 'GBP'] as const;
export type DrawerCurrency = (typeof DRAWER_CURRENCIES)[number];

/** Notes and coins in circulation, largest first, in cents. */
export const DENOMINATIONS: Record<DrawerCurrency, readonly number[]> = {
  AUD: [10000, 5000, 2000, 1000, 500, 200, 100, 50, 20, 10, 5],
  NZD: [10000, 5000, 2000, 1000, 500, 200, 100, 50, 20, 10],
  USD: [10000, 5000, 2000, 1000, 500, 200, 100, 25, 10, 5, 1],
  GBP: [5000, 2000, 1000, 500, 200, 100, 50, 20, 10, 5, 2, 1],
};

/** Over or short by more than this needs a comment at close (a counting slip is not a story). */
export const DRAWER_COMMENT_THRESHOLD_IN_CENTS = 500;

export const ZDenominationCount = z
  .array(
    z.object({
      valueInCents: z.number().int().min(1).max(100_000),
      count: z.number().int('Count whole notes and coins').min(0, 'Counts cannot be negative').max(100_000),
    }),
  )
  .max(20);
export type DenominationCount = z.infer<typeof ZDenominationCount>;

/** The counted cash; a value the currency does not have is a problem for the caller to report. */
export function countTotalInCents(count: DenominationCount): number {
  return count.reduce((sum, entry) => sum + entry.valueInCents * entry.count, 0);
}

export function unknownDenominations(count: DenominationCount, currency: DrawerCurrency): number[] {
  const known = new Set(DENOMINATIONS[currency]);
  return count.map((entry) => entry.valueInCents).filter((value) => !known.has(value));
}

export const DRAWER_MOVEMENT_KINDS = ['cashIn', 'cashOut', 'noSale'] as const;
export type DrawerMovementKind = (typeof DRAWER_MOVEMENT_KINDS)[number];

const ZReason = z
  .string()
  .trim()
  .min(3, 'Say why (3 to 120 characters)')
  .max(120, 'Say why (3 to 120 characters)');

export const ZDrawerMovement = z.object({
  id: ZDocumentId,
  kind: z.enum(DRAWER_MOVEMENT_KINDS),
  amountInCents: ZNonNegativeCents,
  reason: z.string().max(120),
  employeeId: ZDocumentId,
  employeeName: z.string().max(100),
  /** The authorised employee who approved a no-sale open. */
  approvedByEmployeeId: ZDocumentId.optional(),
  occurredIsoDateTimeUtc: ZIsoDateTimeUtc,
});
export type DrawerMovement = z.infer<typeof ZDrawerMovement>;

export const MAX_DRAWER_MOVEMENTS = 300;

export const ZDrawerClose = z.object({
  count: ZDenominationCount,
  countedInCents: ZNonNegativeCents,
  expectedInCents: z.number().int(),
  cashSalesInCents: ZNonNegativeCents,
  cashRefundsInCents: ZNonNegativeCents,
  cashInInCents: ZNonNegativeCents,
  cashOutInCents: ZNonNegativeCents,
  /** Counted less expected: positive over, negative short. */
  overShortInCents: z.number().int(),
  comment: z.string().max(300).optional(),
  employeeId: ZDocumentId,
  employeeName: z.string().max(100),
  closedIsoDateTimeUtc: ZIsoDateTimeUtc,
});
export type DrawerClose = z.infer<typeof ZDrawerClose>;

/** A cash sale of the session that reached the server after the drawer was closed. */
export const ZDrawerLateOrder = z.object({
  posOrderId: ZDocumentId,
  cashInCents: ZNonNegativeCents,
  placedIsoDateTimeUtc: ZIsoDateTimeUtc,
  recordedIsoDateTimeUtc: ZIsoDateTimeUtc,
});
export type DrawerLateOrder = z.infer<typeof ZDrawerLateOrder>;

/** A cash refund given from the session's drawer that reached the server after the drawer closed. */
export const ZDrawerLateRefund = z.object({
  posOrderId: ZDocumentId,
  refundId: ZDocumentId,
  cashOutInCents: ZNonNegativeCents,
  refundedIsoDateTimeUtc: ZIsoDateTimeUtc,
  recordedIsoDateTimeUtc: ZIsoDateTimeUtc,
});
export type DrawerLateRefund = z.infer<typeof ZDrawerLateRefund>;

/** `restaurants/{r}/stores/{s}/drawerSessions/{sessionId}`: one drawer session of one till. */
export const ZDrawerSession = z.object({
  id: ZDocumentId,
  posTerminalId: ZDocumentId,
  posTerminalName: z.string().max(100),
  currency: z.enum(DRAWER_CURRENCIES),
  businessDate: z.string().max(10),
  openedIsoDateTimeUtc: ZIsoDateTimeUtc,
  openedByEmployeeId: ZDocumentId,
  openedByEmployeeName: z.string().max(100),
  floatInCents: ZNonNegativeCents,
  /** The cashier counts without seeing the expected amount (it is shown after the close). */
  blindCount: z.boolean(),
  movements: z.array(ZDrawerMovement).max(MAX_DRAWER_MOVEMENTS),
  status: z.enum(['open', 'closed']),
  close: ZDrawerClose.optional(),
  /**
   * Cash sales rung up while the drawer was open but stored only after it closed (the till was
   * offline): their cash was in the count but not in the expected amount. They are attributed to
   * this session as a visible adjustment; the close itself is never rewritten.
   */
  lateOrders: z.array(ZDrawerLateOrder).max(MAX_DRAWER_MOVEMENTS).optional(),
  /** The same for cash refunds: their cash left the drawer before the count but was not expected to. */
  lateRefunds: z.array(ZDrawerLateRefund).max(MAX_DRAWER_MOVEMENTS).optional(),
  updatedIsoDateTimeUtc: ZIsoDateTimeUtc,
});
export type DrawerSession = z.infer<typeof ZDrawerSession>;

/** What the late sales and refunds change: expected and over/short once they are counted in. */
export function drawerLateAdjustment(session: Pick<DrawerSession, 'close' | 'lateOrders' | 'lateRefunds'>): {
  lateCashInCents: number;
  lateRefundsInCents: number;
  adjustedExpectedInCents: number | undefined;
  adjustedOverShortInCents: number | undefined;
} {
  const lateCashInCents = (session.lateOrders ?? []).reduce((sum, order) => sum + order.cashInCents, 0);
  const lateRefundsInCents = (session.lateRefunds ?? []).reduce(
    (sum, refund) => sum + refund.cashOutInCents,
    0,
  );
  if (!session.close)
    return {
      lateCashInCents,
      lateRefundsInCents,
      adjustedExpectedInCents: undefined,
      adjustedOverShortInCents: undefined,
    };
  const adjustedExpectedInCents = session.close.expectedInCents + lateCashInCents - lateRefundsInCents;
  return {
    lateCashInCents,
    lateRefundsInCents,
    adjustedExpectedInCents,
    adjustedOverShortInCents: session.close.countedInCents - adjustedExpectedInCents,
  };
}

/**
 * The drawer session a late cash change belongs to: the till's last closed session when the change
 * happened while it was open (from its opening to its close), else none.
 */
export function lateDrawerSessionFor(
  lastClosed: { sessionId: string; openedIsoDateTimeUtc: string; closedIsoDateTimeUtc: string } | undefined,
  happenedIsoDateTimeUtc: string,
): string | undefined {
  if (!lastClosed) return undefined;
  const at = Date.parse(happenedIsoDateTimeUtc);
  return at >= Date.parse(lastClosed.openedIsoDateTimeUtc) &&
    at <= Date.parse(lastClosed.closedIsoDateTimeUtc)
    ? lastClosed.sessionId
    : undefined;
}

/** Till requests (each under the till's own id, so a resend is applied once). */
export const ZOpenDrawerRequest = z.object({
  employeeId: ZDocumentId,
  floatInCents: ZNonNegativeCents.max(10_000_000, 'A float of at most 100,000'),
  blindCount: z.boolean().default(false),
  occurredIsoDateTimeUtc: ZIsoDateTimeUtc,
});
export const ZDrawerMovementRequest = z
  .object({
    employeeId: ZDocumentId,
    kind: z.enum(DRAWER_MOVEMENT_KINDS),
    amountInCents: ZNonNegativeCents.max(10_000_000).default(0),
    reason: ZReason,
    /**
     * A no-sale open is approved by an authorised employee whose PIN the till checked (online, or
     * against the PINs it remembers offline); the server checks they are an active authorised employee.
     */
    approvedByEmployeeId: ZDocumentId.optional(),
    occurredIsoDateTimeUtc: ZIsoDateTimeUtc,
  })
  .superRefine((request, ctx) => {
    if (request.kind !== 'noSale' && request.amountInCents <= 0)
      ctx.addIssue({ code: 'custom', path: ['amountInCents'], message: 'Enter an amount over $0.00' });
    if (request.kind === 'noSale' && !request.approvedByEmployeeId)
      ctx.addIssue({
        code: 'custom',
        path: ['approvedByEmployeeId'],
        message: "Enter an authorised employee's PIN",
      });
  });
export const ZCloseDrawerRequest = z.object({
  employeeId: ZDocumentId,
  count: ZDenominationCount,
  comment: z.string().trim().max(300, 'Keep the comment to 300 characters').optional(),
  occurredIsoDateTimeUtc: ZIsoDateTimeUtc,
});
export type OpenDrawerRequest = z.infer<typeof ZOpenDrawerRequest>;
export type DrawerMovementRequest = z.infer<typeof ZDrawerMovementRequest>;
export type CloseDrawerRequest = z.infer<typeof ZCloseDrawerRequest>;

export const CASH_DRAWER_REQUEST_SCHEMAS = {
  ZOpenDrawerRequest,
  ZDrawerMovementRequest,
  ZCloseDrawerRequest,
};

type CashOrder = Pick<
  PosOrderDocument,
  | 'posTerminalId'
  | 'placedIsoDateTimeUtc'
  | 'paymentType'
  | 'splitPayments'
  | 'paidInCents'
  | 'totals'
  | 'refunds'
  | 'isPaid'
>;

function within(iso: string, fromIso: string, toIso: string | undefined): boolean {
  const at = Date.parse(iso);
  return at >= Date.parse(fromIso) && (toIso === undefined || at <= Date.parse(toIso));
}

/** The cash an order put in the drawer (net of change): a cash order's takings, a split bill's cash parts. */
export function cashTakenInCents(order: CashOrder): number {
  if (!order.isPaid) return 0;
  if (order.paymentType === 'cash') return order.paidInCents ?? order.totals.grandTotal;
  if (order.paymentType === 'splitBill')
    return order.splitPayments
      .filter((part) => part.paymentType === 'cash')
      .reduce((sum, part) => sum + part.amountInCents, 0);
  return 0;
}

export interface DrawerCashFigures {
  cashSalesInCents: number;
  cashRefundsInCents: number;
}

/**
 * The cash the till's orders moved during a session: sales placed on this till in the session, and
 * cash refunds this till gave in the session (whenever their order was placed).
 */
export function drawerCashOfOrders(
  orders: readonly CashOrder[],
  session: Pick<DrawerSession, 'posTerminalId' | 'openedIsoDateTimeUtc'>,
  untilIso: string | undefined,
): DrawerCashFigures {
  let cashSalesInCents = 0;
  let cashRefundsInCents = 0;
  for (const order of orders) {
    if (
      order.posTerminalId === session.posTerminalId &&
      within(order.placedIsoDateTimeUtc, session.openedIsoDateTimeUtc, untilIso)
    )
      cashSalesInCents += cashTakenInCents(order);
    for (const refund of order.refunds ?? []) {
      if (
        refund.paymentType === 'refundCash' &&
        refund.posTerminalId === session.posTerminalId &&
        within(refund.refundedIsoDateTimeUtc, session.openedIsoDateTimeUtc, untilIso)
      )
        cashRefundsInCents += refund.amountInCents;
    }
  }
  return { cashSalesInCents, cashRefundsInCents };
}

export interface DrawerExpectation extends DrawerCashFigures {
  floatInCents: number;
  cashInInCents: number;
  cashOutInCents: number;
  expectedInCents: number;
}

/** Expected = float + cash sales − cash refunds + cash in − cash out. */
export function drawerExpectation(
  session: Pick<DrawerSession, 'floatInCents' | 'movements'>,
  cash: DrawerCashFigures,
): DrawerExpectation {
  const sum = (kind: DrawerMovementKind) =>
    session.movements
      .filter((entry) => entry.kind === kind)
      .reduce((total, entry) => total + entry.amountInCents, 0);
  const cashInInCents = sum('cashIn');
  const cashOutInCents = sum('cashOut');
  return {
    floatInCents: session.floatInCents,
    ...cash,
    cashInInCents,
    cashOutInCents,
    expectedInCents:
      session.floatInCents + cash.cashSalesInCents - cash.cashRefundsInCents + cashInInCents - cashOutInCents,
  };
}

export type DrawerCloseOutcome =
  | { ok: true; session: DrawerSession }
  | { ok: false; problem: 'alreadyClosed' | 'commentNeeded' | 'unknownDenomination'; message: string };

/** Closes a session with its count: expected against counted, over/short, and a comment when far off. */
export function closeDrawerSession(
  session: DrawerSession,
  request: CloseDrawerRequest,
  employee: { id: string; name: string },
  cash: DrawerCashFigures,
  nowIso: string,
): DrawerCloseOutcome {
  if (session.status === 'closed')
    return { ok: false, problem: 'alreadyClosed', message: 'This drawer is already closed.' };
  const unknown = unknownDenominations(request.count, session.currency);
  if (unknown.length > 0)
    return {
      ok: false,
      problem: 'unknownDenomination',
      message: `${session.currency} has no ${unknown.map((value) => `${value}c`).join(', ')} note or coin.`,
    };
  const expectation = drawerExpectation(session, cash);
  const countedInCents = countTotalInCents(request.count);
  const overShortInCents = countedInCents - expectation.expectedInCents;
  if (Math.abs(overShortInCents) > DRAWER_COMMENT_THRESHOLD_IN_CENTS && !request.comment)
    return {
      ok: false,
      problem: 'commentNeeded',
      message: 'The count is more than $5.00 over or short: add a comment for the manager.',
    };
  return {
    ok: true,
    session: {
      ...session,
      status: 'closed',
      close: {
        count: request.count.filter((entry) => entry.count > 0),
        countedInCents,
        expectedInCents: expectation.expectedInCents,
        cashSalesInCents: expectation.cashSalesInCents,
        cashRefundsInCents: expectation.cashRefundsInCents,
        cashInInCents: expectation.cashInInCents,
        cashOutInCents: expectation.cashOutInCents,
        overShortInCents,
        ...(request.comment ? { comment: request.comment } : {}),
        employeeId: employee.id,
        employeeName: employee.name,
        closedIsoDateTimeUtc: request.occurredIsoDateTimeUtc,
      },
      updatedIsoDateTimeUtc: nowIso,
    },
  };
}

export interface DrawerDayReport {
  businessDate: string;
  sessions: number;
  floatInCents: number;
  cashSalesInCents: number;
  cashRefundsInCents: number;
  cashInInCents: number;
  cashOutInCents: number;
  expectedInCents: number;
  countedInCents: number;
  /** Expected and over/short include cash sales and refunds that reached the server after their drawer closed. */
  overShortInCents: number;
  lateCashInCents: number;
  lateRefundsInCents: number;
  noSales: number;
}

/** A day's drawer report: the closed sessions of a business day added up. */
export function drawerDayReport(sessions: readonly DrawerSession[], businessDate: string): DrawerDayReport {
  const report: DrawerDayReport = {
    businessDate,
    sessions: 0,
    floatInCents: 0,
    cashSalesInCents: 0,
    cashRefundsInCents: 0,
    cashInInCents: 0,
    cashOutInCents: 0,
    expectedInCents: 0,
    countedInCents: 0,
    overShortInCents: 0,
    lateCashInCents: 0,
    lateRefundsInCents: 0,
    noSales: 0,
  };
  for (const session of sessions) {
    if (session.businessDate !== businessDate || !session.close) continue;
    const close = session.close;
    report.sessions += 1;
    report.floatInCents += session.floatInCents;
    report.cashSalesInCents += close.cashSalesInCents;
    report.cashRefundsInCents += close.cashRefundsInCents;
    report.cashInInCents += close.cashInInCents;
    report.cashOutInCents += close.cashOutInCents;
    report.expectedInCents += close.expectedInCents;
    report.countedInCents += close.countedInCents;
    const late = drawerLateAdjustment(session);
    report.lateCashInCents += late.lateCashInCents;
    report.lateRefundsInCents += late.lateRefundsInCents;
    report.overShortInCents += late.adjustedOverShortInCents ?? close.overShortInCents;
    report.expectedInCents += late.lateCashInCents - late.lateRefundsInCents;
    report.noSales += session.movements.filter((entry) => entry.kind === 'noSale').length;
  }
  return report;
}
