import { describe, expect, it } from 'vitest';
import {
  applyPosOrderEdit,
  buildPosOrderDocument,
  compatibleEditPaymentTypes,
  isEditPaymentCompatible,
  type PosOrderDocument,
  type PosOrderEditRequestInput,
  type PosRefundRequestInput,
  PRICE_CHANGE_NEEDS_APPROVAL,
  posEditSettlement,
  posRefundableInCents,
  priceChangesNeedingApproval,
  quotePosOrder,
  refundPaymentTypeFor,
  refundPosOrder,
  storedLineAdjustments,
  ZPosOrderDocument,
  ZPosOrderEditRequest,
  ZPosOrderRequest,
  ZPosRefundRequest,
} from '../../src';
import { burgerLine, OPEN_NOW, publishedMenu } from '../support/onlineOrderingMenu';

const menu = publishedMenu();
const ids = {
  restaurantId: 'r1',
  storeId: 's1',
  posOrderId: 'pos-order-0001',
  posTerminalId: 'till-1',
  posTerminalName: 'Front counter',
  employeeId: 'emp-1',
  employeeName: 'Alex',
};
const employee = { id: 'emp-1', name: 'Alex' };
const manager = { id: 'emp-9', name: 'Morgan' };
const later = new Date(OPEN_NOW.getTime() + 10 * 60_000).toISOString();

/** A stored order of one burger ($20.50) paid as `payment` says. */
function storedOrder(payment: Record<string, unknown> = { paymentType: 'cash', cashTenderedInCents: 5000 }) {
  const request = ZPosOrderRequest.parse({
    employeeId: 'emp-1',
    placedIsoDateTimeUtc: OPEN_NOW.toISOString(),
    collectionType: 'pickup',
    lines: [burgerLine],
    payment,
    expectedTotalInCents: 2050,
  });
  const quote = quotePosOrder(menu, request, OPEN_NOW);
  return buildPosOrderDocument({ request, quote, ids, menu, now: OPEN_NOW });
}

const twoBurgers = { ...burgerLine, selection: { ...burgerLine.selection, quantity: 2 } };
const chips = {
  id: 'line-burger-2',
  selection: { ...burgerLine.selection, modifiersValue: { sauce: { bbq: 1 } } },
};

function edit(
  order: PosOrderDocument,
  fields: Partial<PosOrderEditRequestInput>,
  versionId = 'v-2',
  priceApprovers: ReadonlyMap<string, string> = new Map(),
) {
  const draft = {
    employeeId: 'emp-1',
    editedIsoDateTimeUtc: later,
    baseVersion: order.versions.length,
    collectionType: 'pickup' as const,
    lines: [twoBurgers],
    expectedTotalInCents: 0,
    ...fields,
  };
  const request = ZPosOrderEditRequest.parse(draft);
  const quote = quotePosOrder(menu, request, new Date(later));
  const parsed = ZPosOrderEditRequest.parse({
    ...draft,
    expectedTotalInCents: fields.expectedTotalInCents ?? quote.totals.grandTotal,
  });
  return applyPosOrderEdit({
    order,
    versionId,
    request: parsed,
    quote,
    employee,
    ...(parsed.approvedByEmployeeId ? { approver: manager } : {}),
    priceApprovers,
    posTerminalId: 'till-2',
    menu,
  });
}

describe('payment-type compatibility when editing (SPEC.md section 4)', () => {
  it('allows cash only with cash, card and moto with each other, custom only with itself', () => {
    expect(compatibleEditPaymentTypes('cash')).toEqual(['cash']);
    expect(compatibleEditPaymentTypes('card')).toEqual(['card', 'moto']);
    expect(compatibleEditPaymentTypes('moto')).toEqual(['card', 'moto']);
    expect(compatibleEditPaymentTypes('custom')).toEqual(['custom']);
    expect(isEditPaymentCompatible('cash', 'card')).toBe(false);
    expect(isEditPaymentCompatible('moto', 'card')).toBe(true);
    expect(isEditPaymentCompatible('custom', 'cash')).toBe(false);
  });

  it('collects only when the total rises on an order paid by cash, card or moto', () => {
    const paid = {
      paymentType: 'card' as const,
      isPaid: true,
      totals: { grandTotal: 2050 },
      refundAmountInCents: 0,
    };
    expect(posEditSettlement(paid, 'INCREASED', 4100)).toEqual({
      kind: 'collect',
      amountInCents: 2050,
      paymentTypes: ['card', 'moto'],
    });
    expect(posEditSettlement({ ...paid, paymentType: 'cash' }, 'INCREASED', 2550)).toMatchObject({
      paymentTypes: ['cash'],
    });
    expect(posEditSettlement(paid, 'DECREASED', 1000)).toEqual({ kind: 'refundDue', amountInCents: 1050 });
    expect(posEditSettlement(paid, 'UNCHANGED', 2050)).toEqual({ kind: 'nothing' });
    expect(posEditSettlement({ ...paid, paymentType: 'custom' }, 'INCREASED', 4100).kind).toBe(
      'cannotCollect',
    );
    expect(posEditSettlement({ ...paid, paymentType: 'splitBill' }, 'INCREASED', 4100).kind).toBe(
      'cannotCollect',
    );
    // Pay later and no payment required never take money on an edit.
    expect(posEditSettlement({ ...paid, paymentType: 'payLater', isPaid: false }, 'INCREASED', 4100)).toEqual(
      {
        kind: 'nothing',
      },
    );
    expect(posEditSettlement({ ...paid, paymentType: 'noPaymentRequired' }, 'INCREASED', 4100)).toEqual({
      kind: 'nothing',
    });
  });
});

describe('applyPosOrderEdit', () => {
  it('appends an INCREASED version with the line outcome and the difference taken by a compatible type', () => {
    const order = storedOrder({ paymentType: 'card' });
    expect(order.versions[0]).toMatchObject({ version: 1, change: 'INITIAL' });
    const outcome = edit(order, { extraPayment: { paymentType: 'moto' } });
    if (outcome.kind !== 'edited') throw new Error(JSON.stringify(outcome));
    const stored = ZPosOrderDocument.parse(outcome.order);
    expect(stored.totals.grandTotal).toBe(4100);
    expect(stored.paidInCents).toBe(4100);
    expect(stored.versions).toHaveLength(2);
    expect(stored.versions[1]).toMatchObject({
      version: 2,
      versionId: 'v-2',
      change: 'INCREASED',
      differenceInCents: 2050,
      lineOutcomes: [{ lineId: 'line-burger', outcome: 'EDITED' }],
      extraPayment: { paymentType: 'moto', amountInCents: 2050 },
      employeeId: 'emp-1',
    });
    expect(stored.activity.map((entry) => entry.kind)).toEqual(expect.arrayContaining(['edited', 'paid']));
    // The same edit again answers from the order; another edit under the same id is a conflict.
    expect(edit(stored, { extraPayment: { paymentType: 'moto' }, baseVersion: 1 }).kind).toBe('repeat');
    expect(edit(stored, { lines: [burgerLine], baseVersion: 1 }).kind).toBe('conflict');
  });

  it('records who approved reopening a paid order on the version and in the activity', () => {
    const outcome = edit(storedOrder({ paymentType: 'card' }), {
      extraPayment: { paymentType: 'card' },
      approvedByEmployeeId: 'emp-9',
    });
    if (outcome.kind !== 'edited') throw new Error(JSON.stringify(outcome));
    expect(outcome.order.versions[1]?.approvedByEmployeeId).toBe('emp-9');
    expect(outcome.order.activity.find((entry) => entry.kind === 'edited')?.detail).toContain(
      'paid order reopened, approved by Morgan',
    );
  });

  it('refuses an incompatible payment type, a missing difference and a stale base version', () => {
    const order = storedOrder();
    const cardForCash = edit(order, { extraPayment: { paymentType: 'card' } });
    expect(cardForCash).toMatchObject({ kind: 'problems', status: 400 });
    expect(edit(order, {})).toMatchObject({ kind: 'problems', status: 400 });
    expect(edit(order, { extraPayment: { paymentType: 'cash', cashTenderedInCents: 1000 } })).toMatchObject({
      kind: 'problems',
    });
    expect(edit(order, { baseVersion: 3, extraPayment: { paymentType: 'cash' } })).toMatchObject({
      kind: 'conflict',
      title: 'Order Processing',
    });
    expect(edit(order, { extraPayment: { paymentType: 'cash' }, expectedTotalInCents: 1 })).toMatchObject({
      kind: 'problems',
      status: 409,
    });
  });

  it('cannot raise an order paid by a custom payment', () => {
    const order = storedOrder({ paymentType: 'noPaymentRequired' });
    expect(edit(order, {}).kind).toBe('edited');
    const custom = { ...storedOrder(), paymentType: 'custom' as const, customPaymentId: 'voucher' };
    expect(edit(custom, {})).toMatchObject({ kind: 'problems', status: 409 });
  });

  it('takes lines off only with an authorised approver, as voids, and leaves a refund due', () => {
    const order = storedOrder({ paymentType: 'card' });
    const grown = edit(order, { lines: [burgerLine, chips], extraPayment: { paymentType: 'card' } });
    if (grown.kind !== 'edited') throw new Error(JSON.stringify(grown));
    expect(grown.order.versions[1]?.lineOutcomes).toEqual([
      expect.objectContaining({ lineId: 'line-burger-2', outcome: 'ADDED' }),
    ]);
    const shrink = (approved: boolean) =>
      edit(grown.order, { lines: [chips], ...(approved ? { approvedByEmployeeId: 'emp-9' } : {}) }, 'v-3');
    expect(shrink(false)).toMatchObject({ kind: 'problems', status: 400 });
    const shrunk = shrink(true);
    if (shrunk.kind !== 'edited') throw new Error(JSON.stringify(shrunk));
    expect(shrunk.voided).toEqual([{ lineId: 'line-burger', name: 'Burger', amountInCents: 2050 }]);
    expect(shrunk.order.versions[2]).toMatchObject({
      change: 'DECREASED',
      lineOutcomes: [{ lineId: 'line-burger', outcome: 'REMOVED' }],
      approvedByEmployeeId: 'emp-9',
    });
    expect(shrunk.settlement).toEqual({ kind: 'refundDue', amountInCents: 2050 });
    expect(posRefundableInCents(shrunk.order)).toBe(grown.order.totals.grandTotal);
  });

  it('needs an authorised approver for a new or changed line price, not for one carried over', () => {
    const order = storedOrder({ paymentType: 'card' });
    const discounted = (discountForItem: number, approvedByEmployeeId?: string) => ({
      ...burgerLine,
      adjustments: { discountForItem },
      ...(approvedByEmployeeId ? { approvedByEmployeeId } : {}),
    });
    const managers = new Map([['emp-9', 'Morgan']]);
    expect(edit(order, { lines: [discounted(500)] }, 'v-2', managers)).toMatchObject({
      kind: 'problems',
      status: 400,
      problems: [{ path: 'lines.0.approvedByEmployeeId', message: PRICE_CHANGE_NEEDS_APPROVAL }],
    });
    // A cashier (not in the authorised approvers) cannot approve it either.
    expect(edit(order, { lines: [discounted(500, 'emp-1')] }, 'v-2', managers)).toMatchObject({
      kind: 'problems',
      problems: [{ message: 'Only an authorised employee of this store can approve a price change' }],
    });
    const approved = edit(order, { lines: [discounted(500, 'emp-9')] }, 'v-2', managers);
    if (approved.kind !== 'edited') throw new Error(JSON.stringify(approved));
    expect(approved.order.totals.grandTotal).toBe(1550);
    expect(approved.settlement).toEqual({ kind: 'refundDue', amountInCents: 500 });
    expect(approved.discounts).toEqual([
      { lineId: 'line-burger', name: 'Burger', amountInCents: 500, approver: manager },
    ]);
    expect(approved.order.activity.at(-1)).toMatchObject({
      kind: 'priceChangeApproved',
      detail: 'discount $5.00 on Burger, approved by Morgan',
    });
    const item = approved.order.cart.items[0];
    if (!item) throw new Error('no line');
    expect(storedLineAdjustments(item)).toEqual({
      discountForItem: 500,
      extraChargeForItem: 0,
      extraChargeForComments: 0,
    });

    // The next edit sends the discount back as it was: no approver, no second discount.
    const carried = edit(
      approved.order,
      { lines: [discounted(500), chips], extraPayment: { paymentType: 'card' } },
      'v-3',
    );
    if (carried.kind !== 'edited') throw new Error(JSON.stringify(carried));
    expect(carried.discounts).toEqual([]);
    // The burger still $5.00 off ($15.50) and the added line ($15.50).
    expect(carried.order.totals.grandTotal).toBe(3100);
    // Raising it is a new approval, and only the extra counts as a discount given.
    const raised = edit(carried.order, { lines: [discounted(700, 'emp-9'), chips] }, 'v-4', managers);
    if (raised.kind !== 'edited') throw new Error(JSON.stringify(raised));
    expect(raised.discounts).toEqual([expect.objectContaining({ amountInCents: 200 })]);
    expect(
      priceChangesNeedingApproval(raised.order, [
        { id: 'line-burger', adjustments: { discountForItem: 700 } },
      ]),
    ).toEqual([]);
  });

  it('does not edit a cancelled order', () => {
    const order = { ...storedOrder(), status: { code: 'cancelled' as const } };
    expect(edit(order, { extraPayment: { paymentType: 'cash' } })).toMatchObject({ kind: 'problems' });
  });
});

describe('refundPosOrder', () => {
  const request = (fields: Partial<PosRefundRequestInput> = {}) =>
    ZPosRefundRequest.parse({
      employeeId: 'emp-1',
      approvedByEmployeeId: 'emp-9',
      amountInCents: 500,
      reason: 'Cold chips',
      refundedIsoDateTimeUtc: later,
      ...fields,
    });

  it('gives back part, then the rest, never more than was taken, each once by its id', () => {
    const order = storedOrder();
    const first = refundPosOrder({
      order,
      refundId: 'r-1',
      request: request(),
      employee,
      approver: manager,
      posTerminalId: 'till-1',
    });
    if (first.kind !== 'refunded') throw new Error(JSON.stringify(first));
    expect(first.refund).toMatchObject({
      kind: 'partial',
      paymentType: 'refundCash',
      approverName: 'Morgan',
    });
    expect(first.order.refundAmountInCents).toBe(500);
    expect(ZPosOrderDocument.parse(first.order).refunds).toHaveLength(1);
    const again = refundPosOrder({
      order: first.order,
      refundId: 'r-1',
      request: request(),
      employee,
      approver: manager,
      posTerminalId: 'till-1',
    });
    expect(again.kind).toBe('repeat');
    const otherUnderSameId = refundPosOrder({
      order: first.order,
      refundId: 'r-1',
      request: request({ amountInCents: 600 }),
      employee,
      approver: manager,
      posTerminalId: 'till-1',
    });
    expect(otherUnderSameId.kind).toBe('conflict');
    const tooMuch = refundPosOrder({
      order: first.order,
      refundId: 'r-2',
      request: request({ amountInCents: 1551 }),
      employee,
      approver: manager,
      posTerminalId: 'till-1',
    });
    expect(tooMuch).toMatchObject({ kind: 'problems', status: 409 });
    const rest = refundPosOrder({
      order: first.order,
      refundId: 'r-2',
      request: request({ amountInCents: 1550 }),
      employee,
      approver: manager,
      posTerminalId: 'till-1',
    });
    if (rest.kind !== 'refunded') throw new Error(JSON.stringify(rest));
    expect(rest.refund.kind).toBe('full');
    expect(posRefundableInCents(rest.order)).toBe(0);
  });

  it('needs an authorised approver and an unpaid order has nothing to refund', () => {
    const order = storedOrder();
    expect(
      refundPosOrder({
        order,
        refundId: 'r',
        request: request(),
        employee,
        approver: undefined,
        posTerminalId: 't',
      }),
    ).toMatchObject({ kind: 'problems', status: 400 });
    const unpaid = storedOrder({ paymentType: 'payLater' });
    expect(
      refundPosOrder({
        order: unpaid,
        refundId: 'r',
        request: request(),
        employee,
        approver: manager,
        posTerminalId: 't',
      }),
    ).toMatchObject({ kind: 'problems', status: 409 });
    expect(() => request({ reason: ' ' })).toThrow();
  });

  it('gives money back the way it came', () => {
    expect(refundPaymentTypeFor({ paymentType: 'moto', splitPayments: [] })).toBe('refundCard');
    expect(refundPaymentTypeFor({ paymentType: 'custom', splitPayments: [] })).toBe('custom');
    expect(
      refundPaymentTypeFor({
        paymentType: 'splitBill',
        splitPayments: [{ paymentType: 'cash', amountInCents: 1 }],
      }),
    ).toBe('refundCash');
    expect(
      refundPaymentTypeFor({
        paymentType: 'splitBill',
        splitPayments: [
          { paymentType: 'cash', amountInCents: 1 },
          { paymentType: 'card', amountInCents: 1 },
        ],
      }),
    ).toBe('refundCard');
  });
});
