/**
 * Editing a POS order that was already rung up (open or paid). Each save is a new version appended to
 * `versions[]`, compared with the one before (INITIAL / INCREASED / DECREASED / UNCHANGED, lines
 * ADDED / REMOVED / EDITED). The terminal sends the edit through its outbox under a device-generated
 * version id (`PUT .../pos_orders/{posOrderId}/versions/{versionId}`), so the server applies it once.
 *
 * Money rules (SPEC.md section 4):
 * - extra payment is collected only when the total rises and the order was paid by cash, card or moto;
 * - the extra payment must be compatible with how the order was paid: cash only with cash, card and
 *   moto with each other, a custom payment only with itself (custom payments cannot take more, so an
 *   order paid that way, or by a split bill, cannot grow: ring the extra up as a new sale);
 * - a lower total leaves money to give back, which the till offers as a refund (posRefund.ts).
 * Removing or reducing lines of an order already in the kitchen is a void: an authorised employee
 * approves it, and every voided amount becomes a sales exception.
 */
import { z } from 'zod';
import { ZDocumentId, ZIsoDateTimeUtc, ZNonNegativeCents } from '../common/common';
import type { PosPaymentType } from '../common/constants';
import type { PublishedMenu } from '../menuPublishing';
import { contentHash } from '../menuPublishing/stableJson';
import { type Cents, formatMoney } from '../money/money';
import type { CartItem } from '../orders/cart';
import { lineTotal } from '../pricing/linePrice';
import {
  compareOrderVersions,
  type OrderLineOutcome,
  type OrderVersionChange,
  type OrderVersionComparison,
} from './orderVersions';
import { POS_EXTRA_PAYMENT_TYPES, type PosExtraPaymentType } from './posOrder';
import { buildPosOrderDocument, type PosOrderDocument } from './posOrderDocument';
import {
  checkPosOrderContent,
  hasPriceChange,
  POS_ORDER_CONTENT_FIELDS,
  type PosOrderLine,
  type PosOrderRequest,
  PRICE_CHANGE_NEEDS_APPROVAL,
} from './posOrderRequest';
import { changeDueInCents, type PosOrderProblem, type PosOrderQuote } from './quotePosOrder';

const ZCashTendered = ZNonNegativeCents.max(100_000_000, 'That is more cash than a till holds');

export const ZPosExtraPaymentRequest = z.object({
  paymentType: z.enum(POS_EXTRA_PAYMENT_TYPES, { error: 'Choose cash, card or card over the phone' }),
  cashTenderedInCents: ZCashTendered.optional(),
});
export type PosExtraPaymentRequest = z.infer<typeof ZPosExtraPaymentRequest>;

export const ZPosOrderEditRequest = z
  .object({
    /** The employee signed in on the till who made the edit. */
    employeeId: ZDocumentId,
    editedIsoDateTimeUtc: ZIsoDateTimeUtc,
    /** The version the till edited: another device's edit in between makes this one a conflict. */
    baseVersion: z.number().int().min(1).max(10_000),
    ...POS_ORDER_CONTENT_FIELDS,
    /** The difference, when the total rose on an order paid by cash, card or moto. */
    extraPayment: ZPosExtraPaymentRequest.optional(),
    /** The authorised employee whose PIN approved removing or reducing lines (a void). */
    approvedByEmployeeId: ZDocumentId.optional(),
  })
  .superRefine((request, ctx) => checkPosOrderContent(request, ctx, { approvalsCheckedAgainstOrder: true }));
export type PosOrderEditRequestInput = z.input<typeof ZPosOrderEditRequest>;
export type PosOrderEditRequest = z.infer<typeof ZPosOrderEditRequest>;

/** Payment types an edit's extra payment may use for an order paid by `paymentType` (SPEC.md §4). */
export function compatibleEditPaymentTypes(paymentType: PosPaymentType): readonly PosPaymentType[] {
  if (paymentType === 'cash') return ['cash'];
  if (paymentType === 'card' || paymentType === 'moto') return ['card', 'moto'];
  if (paymentType === 'custom') return ['custom'];
  return [];
}

export function isEditPaymentCompatible(original: PosPaymentType, next: PosPaymentType): boolean {
  return compatibleEditPaymentTypes(original).includes(next);
}

/** What the order has taken in, before refunds: orders stored before this field existed count their total. */
export function posPaidInCents(
  order: Pick<PosOrderDocument, 'paidInCents' | 'isPaid'> & { totals: { grandTotal: Cents } },
): Cents {
  return order.paidInCents ?? (order.isPaid ? order.totals.grandTotal : 0);
}

/** What can still be refunded: what was taken less what was given back. */
export function posRefundableInCents(
  order: Pick<PosOrderDocument, 'paidInCents' | 'isPaid' | 'refundAmountInCents'> & {
    totals: { grandTotal: Cents };
  },
): Cents {
  return Math.max(0, posPaidInCents(order) - order.refundAmountInCents);
}

export type PosEditSettlement =
  /** Nothing changes hands: same total, an unpaid (pay later) order, or no payment required. */
  | { kind: 'nothing' }
  | { kind: 'collect'; amountInCents: Cents; paymentTypes: readonly PosExtraPaymentType[] }
  | { kind: 'refundDue'; amountInCents: Cents }
  | { kind: 'cannotCollect'; message: string };

/**
 * What an edit to `newTotalInCents` means for the money, given how the order was paid and what it
 * has taken in so far. `change` is the version comparison's (only a rise collects).
 */
export function posEditSettlement(
  order: Pick<PosOrderDocument, 'paymentType' | 'isPaid' | 'paidInCents' | 'refundAmountInCents'> & {
    totals: { grandTotal: Cents };
  },
  change: OrderVersionChange,
  newTotalInCents: Cents,
): PosEditSettlement {
  if (!order.isPaid || order.paymentType === 'noPaymentRequired') return { kind: 'nothing' };
  const balance = newTotalInCents - posRefundableInCents(order);
  if (balance < 0) return { kind: 'refundDue', amountInCents: -balance };
  if (balance === 0 || change !== 'INCREASED') return { kind: 'nothing' };
  const types = compatibleEditPaymentTypes(order.paymentType).filter((type): type is PosExtraPaymentType =>
    (POS_EXTRA_PAYMENT_TYPES as readonly string[]).includes(type),
  );
  if (types.length === 0)
    return {
      kind: 'cannotCollect',
      message:
        order.paymentType === 'splitBill'
          ? 'This order was paid by a split bill, which cannot take more payment. Ring the extra items up as a new sale.'
          : 'This order was paid by a custom payment, which cannot take more payment. Ring the extra items up as a new sale.',
    };
  return { kind: 'collect', amountInCents: balance, paymentTypes: types };
}

/** A line taken off an order (or reduced) after it went to the kitchen. */
export interface PosVoidedLine {
  lineId: string;
  name: string;
  amountInCents: Cents;
}

/** A discount given (or raised) on a line by an edit, approved by an authorised employee. */
export interface PosEditDiscount {
  lineId: string;
  name: string;
  /** What the edit added to the line's discount. */
  amountInCents: Cents;
  approver: { id: string; name: string };
}

/** A line's price change as a comparable triple (absent parts are 0). */
function adjustmentsOf(adjustments: PosOrderLine['adjustments'] | CartItem['summary']) {
  return {
    discountForItem: adjustments?.discountForItem ?? 0,
    extraChargeForItem: adjustments?.extraChargeForItem ?? 0,
    extraChargeForComments: adjustments?.extraChargeForComments ?? 0,
  };
}

/** A stored line's price change as the till sends it back (undefined when it has none). */
export function storedLineAdjustments(item: CartItem): PosOrderLine['adjustments'] | undefined {
  const adjustments = adjustmentsOf(item.summary);
  return hasPriceChange({ adjustments }) ? adjustments : undefined;
}

/**
 * The lines of an edit whose price change is new or different from the stored line's: each needs an
 * authorised employee's approval. A price change carried over unchanged was approved when it was made.
 */
export function priceChangesNeedingApproval(
  order: Pick<PosOrderDocument, 'cart'>,
  lines: readonly Pick<PosOrderLine, 'id' | 'adjustments'>[],
): { index: number; lineId: string; addedDiscountInCents: Cents }[] {
  const stored = new Map(order.cart.items.map((item) => [item.id, adjustmentsOf(item.summary)]));
  return lines.flatMap((line, index) => {
    if (!hasPriceChange(line)) return [];
    const now = adjustmentsOf(line.adjustments);
    const before = stored.get(line.id);
    if (
      before &&
      before.discountForItem === now.discountForItem &&
      before.extraChargeForItem === now.extraChargeForItem &&
      before.extraChargeForComments === now.extraChargeForComments
    )
      return [];
    return [
      {
        index,
        lineId: line.id,
        addedDiscountInCents: Math.max(0, now.discountForItem - (before?.discountForItem ?? 0)),
      },
    ];
  });
}

export type PosEditOutcome =
  | {
      kind: 'edited';
      order: PosOrderDocument;
      voided: PosVoidedLine[];
      discounts: PosEditDiscount[];
      settlement: PosEditSettlement;
    }
  | { kind: 'repeat'; order: PosOrderDocument }
  | { kind: 'conflict'; title: string; message: string }
  | { kind: 'problems'; status: 400 | 409; problems: PosOrderProblem[] };

export { POS_EXTRA_PAYMENT_TYPES, type PosExtraPaymentType };

export function posEditFingerprint(versionId: string, request: PosOrderEditRequest): string {
  return contentHash({ versionId, request });
}

/** The catalogue's words when another till changed the order first. */
export const POS_ORDER_EDITED_ELSEWHERE = {
  title: 'Order Processing',
  message: 'This order is being processed on another device; wait for the status to update on this terminal.',
} as const;

/**
 * What an edit does to the stored order (pure: the server runs it in its transaction with the quote
 * of the edited lines from the published menu, the employee, and the approver when one is named).
 */
export function applyPosOrderEdit(input: {
  order: PosOrderDocument;
  versionId: string;
  request: PosOrderEditRequest;
  quote: PosOrderQuote;
  employee: { id: string; name: string };
  /** The authorised employee named as approver (undefined when none, or not authorised). */
  approver?: { id: string; name: string };
  /** Names of the active, authorised employees among the lines' price-change approvers, by id. */
  priceApprovers?: ReadonlyMap<string, string>;
  posTerminalId: string;
  menu: Pick<PublishedMenu, 'store' | 'settings'>;
}): PosEditOutcome {
  const { order, request, quote, versionId } = input;
  const fingerprint = posEditFingerprint(versionId, request);
  const known = order.versions.find((version) => version.versionId === versionId);
  if (known)
    return known.fingerprint === fingerprint
      ? { kind: 'repeat', order }
      : { kind: 'conflict', ...POS_ORDER_EDITED_ELSEWHERE };
  if (order.status.code === 'cancelled' || order.status.code === 'rejected')
    return {
      kind: 'problems',
      status: 409,
      problems: [{ path: 'baseVersion', message: 'This order was called off and cannot be edited' }],
    };
  const current = order.versions.at(-1);
  if (!current || current.version !== request.baseVersion)
    return { kind: 'conflict', ...POS_ORDER_EDITED_ELSEWHERE };
  if (quote.problems.length > 0) return { kind: 'problems', status: 409, problems: quote.problems };
  const currency = order.cart.currency.code;
  const money = (cents: Cents) => formatMoney(cents, currency);
  if (quote.totals.grandTotal !== request.expectedTotalInCents)
    return {
      kind: 'problems',
      status: 409,
      problems: [
        {
          path: 'expectedTotalInCents',
          message: `The edited order comes to ${money(quote.totals.grandTotal)}, not ${money(request.expectedTotalInCents)}`,
        },
      ],
    };

  // The new cart is built exactly as a first version would be, from the same quote.
  const asOrder: PosOrderRequest = {
    employeeId: order.employeeId,
    placedIsoDateTimeUtc: order.placedIsoDateTimeUtc,
    collectionType: request.collectionType,
    ...(request.tableNumber ? { tableNumber: request.tableNumber } : {}),
    ...(request.guestCount ? { guestCount: request.guestCount } : {}),
    ...(request.deliveryAddress ? { deliveryAddress: request.deliveryAddress } : {}),
    ...(request.customerName ? { customerName: request.customerName } : {}),
    ...(request.customerPhoneNumber ? { customerPhoneNumber: request.customerPhoneNumber } : {}),
    comments: request.comments,
    lines: request.lines,
    payment: { paymentType: 'payLater', splitPayments: [] },
    expectedTotalInCents: request.expectedTotalInCents,
  };
  const rebuilt = buildPosOrderDocument({
    request: asOrder,
    quote,
    ids: {
      restaurantId: order.restaurantId,
      storeId: order.storeId,
      posOrderId: order.id,
      posTerminalId: order.posTerminalId,
      posTerminalName: order.posTerminalName,
      employeeId: order.employeeId,
      employeeName: order.employeeName,
    },
    menu: input.menu,
    now: new Date(request.editedIsoDateTimeUtc),
  });
  // The coupon the order was sold with stays on it (its discount is kept: posKeptDiscounts).
  const cart = { ...rebuilt.cart, paymentType: order.cart.paymentType, couponCodes: order.cart.couponCodes };
  const { comparison, voided, settlement } = previewPosOrderEdit(order, quote);
  if (voided.length > 0 && !input.approver)
    return {
      kind: 'problems',
      status: 400,
      problems: [
        {
          path: 'approvedByEmployeeId',
          message: 'An authorised employee must approve taking items off an order',
        },
      ],
    };

  // A new or changed price on a line is a protected action, as at the first sale.
  const priceChanges = priceChangesNeedingApproval(order, request.lines);
  const approvalProblems: PosOrderProblem[] = priceChanges.flatMap(({ index }) => {
    const approverId = request.lines[index]?.approvedByEmployeeId;
    if (approverId && input.priceApprovers?.has(approverId)) return [];
    return [
      {
        path: `lines.${index}.approvedByEmployeeId`,
        message: approverId
          ? 'Only an authorised employee of this store can approve a price change'
          : PRICE_CHANGE_NEEDS_APPROVAL,
      },
    ];
  });
  if (approvalProblems.length > 0) return { kind: 'problems', status: 400, problems: approvalProblems };
  const lineName = (lineId: string) =>
    quote.lines.find((line) => line.lineId === lineId)?.summary.name ?? 'a line';
  const priceApprovals = priceChanges.map(({ index, lineId, addedDiscountInCents }) => {
    const line = request.lines[index] as PosOrderLine;
    const approverId = line.approvedByEmployeeId as string;
    const adjustments = adjustmentsOf(line.adjustments);
    const words = [
      ...(adjustments.discountForItem ? [`discount ${money(adjustments.discountForItem)}`] : []),
      ...(adjustments.extraChargeForItem ? [`extra charge ${money(adjustments.extraChargeForItem)}`] : []),
      ...(adjustments.extraChargeForComments
        ? [`charge for comments ${money(adjustments.extraChargeForComments)}`]
        : []),
    ];
    return {
      lineId,
      addedDiscountInCents,
      approver: { id: approverId, name: input.priceApprovers?.get(approverId) ?? approverId },
      detail: `${words.join(' and ')} on ${lineName(lineId)}, approved by ${input.priceApprovers?.get(approverId) ?? approverId}`,
    };
  });

  const extra = request.extraPayment;
  if (settlement.kind === 'cannotCollect')
    return {
      kind: 'problems',
      status: 409,
      problems: [{ path: 'extraPayment', message: settlement.message }],
    };
  if (settlement.kind === 'collect') {
    if (!extra)
      return {
        kind: 'problems',
        status: 400,
        problems: [
          { path: 'extraPayment', message: `Take the difference of ${money(settlement.amountInCents)}` },
        ],
      };
    if (!settlement.paymentTypes.includes(extra.paymentType))
      return {
        kind: 'problems',
        status: 400,
        problems: [
          {
            path: 'extraPayment.paymentType',
            message: `This order was paid by ${order.paymentType}: take the difference by ${settlement.paymentTypes.join(' or ')}`,
          },
        ],
      };
    if (
      extra.paymentType === 'cash' &&
      extra.cashTenderedInCents !== undefined &&
      extra.cashTenderedInCents < settlement.amountInCents
    )
      return {
        kind: 'problems',
        status: 400,
        problems: [
          {
            path: 'extraPayment.cashTenderedInCents',
            message: `Cash handed over is less than the difference of ${money(settlement.amountInCents)}`,
          },
        ],
      };
  } else if (extra)
    return {
      kind: 'problems',
      status: 400,
      problems: [{ path: 'extraPayment', message: 'There is no difference to take on this edit' }],
    };

  const collected = settlement.kind === 'collect' ? settlement.amountInCents : 0;
  const version = current.version + 1;
  const actor = {
    employeeId: input.employee.id,
    employeeName: input.employee.name,
    posTerminalId: input.posTerminalId,
    isoDateTimeUtc: request.editedIsoDateTimeUtc,
  };
  const outcomeWords = comparison.lines.map(
    (line) => `${OUTCOME_WORDS[line.outcome]} ${line.current?.name ?? line.previous?.name ?? 'a line'}`,
  );
  const extraPayment =
    settlement.kind === 'collect' && extra
      ? {
          paymentType: extra.paymentType,
          amountInCents: collected,
          ...(extra.paymentType === 'cash' && extra.cashTenderedInCents !== undefined
            ? {
                cashTenderedInCents: extra.cashTenderedInCents,
                changeDueInCents: changeDueInCents(collected, extra.cashTenderedInCents),
              }
            : {}),
        }
      : undefined;
  const {
    customerName: _name,
    customerPhoneNumber: _phone,
    tableNumber: _table,
    guestCount: _guests,
    deliveryZone: _zone,
    ...unchanged
  } = order;
  const edited: PosOrderDocument = {
    ...unchanged,
    cart,
    totals: rebuilt.totals,
    customer: { ...order.customer, name: rebuilt.customer.name, mobile: rebuilt.customer.mobile },
    ...optionalField('customerName', rebuilt.customerName),
    ...optionalField('customerPhoneNumber', rebuilt.customerPhoneNumber),
    ...optionalField('tableNumber', rebuilt.tableNumber),
    ...optionalField('guestCount', rebuilt.guestCount),
    ...optionalField('deliveryZone', rebuilt.deliveryZone),
    paidInCents: posPaidInCents(order) + collected,
    versions: [
      ...order.versions,
      {
        version,
        versionId,
        fingerprint,
        cart,
        paymentType: order.paymentType,
        createdIsoDateTimeUtc: request.editedIsoDateTimeUtc,
        employeeId: input.employee.id,
        change: comparison.change,
        differenceInCents: comparison.differenceInCents,
        lineOutcomes: comparison.lines.map((line) => ({
          lineId: line.id,
          name: (line.current?.name ?? line.previous?.name ?? 'Item').slice(0, 200),
          outcome: line.outcome,
        })),
        ...(extraPayment ? { extraPayment } : {}),
        ...(input.approver ? { approvedByEmployeeId: input.approver.id } : {}),
      },
    ],
    activity: [
      ...order.activity,
      {
        ...actor,
        kind: 'edited',
        detail:
          `Version ${version}: ${comparison.change.toLowerCase()} to ${money(quote.totals.grandTotal)}${outcomeWords.length > 0 ? ` (${outcomeWords.join(', ')})` : ''}${order.isPaid && input.approver ? `; paid order reopened, approved by ${input.approver.name}` : ''}`.slice(
            0,
            500,
          ),
      },
      ...priceApprovals.map((approval) => ({
        ...actor,
        kind: 'priceChangeApproved' as const,
        detail: approval.detail.slice(0, 500),
      })),
      ...voided.map((line) => ({
        ...actor,
        kind: 'voided' as const,
        detail:
          `Voided ${line.name} (${money(line.amountInCents)}), approved by ${input.approver?.name ?? ''}`.slice(
            0,
            500,
          ),
      })),
      ...(extraPayment
        ? [
            {
              ...actor,
              kind: 'paid' as const,
              detail: `Took the difference ${money(collected)} by ${extraPayment.paymentType}${extraPayment.changeDueInCents ? `, change ${money(extraPayment.changeDueInCents)}` : ''}`,
            },
          ]
        : []),
    ],
  };
  const discounts: PosEditDiscount[] = priceApprovals
    .filter((approval) => approval.addedDiscountInCents > 0)
    .map((approval) => ({
      lineId: approval.lineId,
      name: lineName(approval.lineId),
      amountInCents: approval.addedDiscountInCents,
      approver: approval.approver,
    }));
  return { kind: 'edited', order: edited, voided, discounts, settlement };
}

/**
 * What saving the quoted lines as the order's next version would mean, before anything is sent: the
 * comparison with the current version, the lines voided (taken off or reduced, which need an
 * authorised employee) and what happens to the money. The till shows this; the server decides with
 * the same function.
 */
export function previewPosOrderEdit(
  order: PosOrderDocument,
  quote: Pick<PosOrderQuote, 'lines' | 'totals'>,
): {
  comparison: OrderVersionComparison<EditLine>;
  voided: PosVoidedLine[];
  settlement: PosEditSettlement;
} {
  const items = quote.lines.map((line) => ({
    id: line.lineId,
    selection: line.selection,
    summary: line.summary,
  }));
  const comparison = compareOrderVersions(
    { totalInCents: order.totals.grandTotal, lines: order.cart.items.map(versionLine) },
    { totalInCents: quote.totals.grandTotal, lines: items.map((item) => versionLine(item as CartItem)) },
  );
  const previousById = new Map(order.cart.items.map((item) => [item.id, item]));
  const currentById = new Map(items.map((item) => [item.id, item]));
  const voided: PosVoidedLine[] = comparison.lines.flatMap((line) => {
    const before = previousById.get(line.id);
    if (!before) return [];
    const after = currentById.get(line.id);
    const lost =
      line.outcome === 'REMOVED'
        ? lineTotal(before.summary)
        : after && after.summary.quantity < before.summary.quantity
          ? lineTotal(before.summary) - lineTotal(after.summary)
          : 0;
    return lost > 0 ? [{ lineId: line.id, name: before.summary.name, amountInCents: lost }] : [];
  });
  const settlement = posEditSettlement(order, comparison.change, quote.totals.grandTotal);
  return { comparison, voided, settlement };
}

const OUTCOME_WORDS: Record<OrderLineOutcome, string> = {
  ADDED: 'added',
  REMOVED: 'removed',
  EDITED: 'changed',
};

function optionalField<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}

type EditLine = ReturnType<typeof versionLine>;

/** A stored cart line as the version comparison sees it. */
export function versionLine(item: CartItem) {
  return {
    id: item.id,
    name: item.summary.name,
    quantity: item.summary.quantity,
    priceInCents: lineTotal(item.summary),
    selections: item.selection,
    comments: item.summary.comments,
  };
}
