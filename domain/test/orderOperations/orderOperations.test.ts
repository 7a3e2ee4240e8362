import { describe, expect, it } from 'vitest';
import {
  alertThresholdMinutes,
  defaultEtaMinutes,
  isOnlineOrderSettled,
  isOrderOverdue,
  msUntilOverdue,
  OrderActionError,
  type OrderActionInput,
  OrderActionRuleError,
  type OrderForAction,
  type OrderStatus,
  orderActionPath,
  planOrderAction,
  unprocessedSince,
  ZAcceptOrderRequest,
  ZInStoreSettlementRequest,
  ZOrderLifecycle,
  ZOrderProcessSettings,
  ZOrderWithLifecycle,
  ZRejectOrderRequest,
} from '../../src';

const NOW = '2025-03-01T09:30:00.000Z';
const staff = { kind: 'staff' as const, id: 'uid-1', name: 'Sam' };
const settings = { hasEta: true, hasCompleteStatus: true };

function orderIn(code: OrderStatus, paid = false): OrderForAction {
  return {
    status: { code },
    cart: { grandTotal: 4250, paymentType: paid ? 'stripe' : 'inStore' },
    ...(paid ? { payment: { status: 'success' as const } } : {}),
  };
}

const plan = (fields: Partial<OrderActionInput> & Pick<OrderActionInput, 'action'>) =>
  planOrderAction({ order: orderIn('new'), settings, actor: staff, nowIsoDateTimeUtc: NOW, ...fields });

function catalogueTitle(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof OrderActionError) return error.title;
    throw error;
  }
  throw new Error('expected a catalogue error');
}

describe('planning an order action', () => {
  it('accept with an ETA records history and the customer-visible ready time', () => {
    const result = plan({ action: 'accept', etaInMinutes: 15 });
    expect(result).toMatchObject({
      from: 'new',
      to: 'accepted',
      historyEntry: { from: 'new', to: 'accepted', atIsoDateTimeUtc: NOW, by: staff, etaInMinutes: 15 },
      eta: { minutes: 15, readyByIsoDateTimeUtc: '2025-03-01T09:45:00.000Z', setIsoDateTimeUtc: NOW },
    });
    expect(result.refundDue).toBeUndefined();
  });

  it('a scheduled order is ready when the customer asked for it, however short the ETA', () => {
    const scheduled = { ...orderIn('new'), collectionIsoDateTimeUtc: '2025-03-01T23:00:00.000Z' };
    expect(plan({ action: 'accept', etaInMinutes: 15, order: scheduled }).eta?.readyByIsoDateTimeUtc).toBe(
      '2025-03-01T23:00:00.000Z',
    );
    // A requested time already passed (an ASAP order) leaves the ETA as chosen.
    const asap = { ...orderIn('new'), collectionIsoDateTimeUtc: '2025-03-01T09:00:00.000Z' };
    expect(plan({ action: 'accept', etaInMinutes: 15, order: asap }).eta?.readyByIsoDateTimeUtc).toBe(
      '2025-03-01T09:45:00.000Z',
    );
  });

  it("accepting without an ETA takes the order's own promise; an ETA is ignored where the store uses none", () => {
    // Promised for 20 minutes from now (placement + preparation): the 30-minute choice meets it.
    const asap = { ...orderIn('new'), collectionIsoDateTimeUtc: '2025-03-01T09:50:00.000Z' };
    const defaulted = plan({ action: 'accept', order: asap, nowIsoDateTimeUtc: '2025-03-01T09:30:00.000Z' });
    expect(defaulted.eta?.minutes).toBe(30);
    expect(defaultEtaMinutes('2025-03-01T09:50:00.000Z', '2025-03-01T09:30:00.000Z')).toBe(30);
    // Already due: the shortest real ETA; no promise at all: the same.
    expect(defaultEtaMinutes('2025-03-01T09:00:00.000Z', '2025-03-01T09:30:00.000Z')).toBe(15);
    expect(defaultEtaMinutes(undefined, '2025-03-01T09:30:00.000Z')).toBe(15);
    expect(defaultEtaMinutes('2025-03-01T12:30:00.000Z', '2025-03-01T09:30:00.000Z')).toBe(90);
    const noEta = plan({ action: 'accept', etaInMinutes: 30, settings: { ...settings, hasEta: false } });
    expect(noEta.eta).toBeUndefined();
    expect(noEta.historyEntry).not.toHaveProperty('etaInMinutes');
  });

  it('only ETA choices from the spec are accepted', () => {
    expect(ZAcceptOrderRequest.safeParse({ etaInMinutes: 0 }).success).toBe(true);
    expect(ZAcceptOrderRequest.safeParse({ etaInMinutes: 90 }).success).toBe(true);
    expect(ZAcceptOrderRequest.safeParse({ etaInMinutes: 20 }).success).toBe(false);
    expect(ZRejectOrderRequest.safeParse({ reason: '  ' }).success).toBe(false);
  });

  it('reject and cancel keep the reason for the customer', () => {
    expect(plan({ action: 'reject', reason: 'Too busy' })).toMatchObject({
      to: 'rejected',
      rejectionReason: 'Too busy',
      historyEntry: { reason: 'Too busy' },
    });
    expect(plan({ action: 'cancel', reason: 'Asked', order: orderIn('accepted') })).toMatchObject({
      from: 'accepted',
      to: 'cancelled',
      cancellationReason: 'Asked',
    });
  });

  it('a card-paid order rejected or cancelled is flagged for a refund, never refunded here', () => {
    expect(plan({ action: 'reject', reason: 'Too busy', order: orderIn('new', true) }).refundDue).toEqual({
      amountInCents: 4250,
      reason: 'Rejected: Too busy',
      flaggedIsoDateTimeUtc: NOW,
    });
    expect(plan({ action: 'cancel', reason: 'x', order: orderIn('accepted') }).refundDue).toBeUndefined();
    const authorisedOnly = { ...orderIn('new', true), payment: { status: 'requiresCapture' as const } };
    expect(plan({ action: 'cancel', reason: 'x', order: authorisedOnly }).refundDue?.amountInCents).toBe(
      4250,
    );
  });

  it('complete only when the store uses the completed status', () => {
    expect(plan({ action: 'complete', order: orderIn('accepted', true) }).to).toBe('completed');
    expect(() =>
      plan({
        action: 'complete',
        order: orderIn('accepted'),
        settings: { ...settings, hasCompleteStatus: false },
      }),
    ).toThrow(OrderActionRuleError);
  });

  it('a racing loser gets the catalogue error before any settings check', () => {
    expect(catalogueTitle(() => plan({ action: 'accept', order: orderIn('accepted') }))).toBe(
      'Order Already Accepted',
    );
    expect(
      catalogueTitle(() => plan({ action: 'accept', etaInMinutes: 15, order: orderIn('accepted') })),
    ).toBe('Order Already Accepted');
    expect(catalogueTitle(() => plan({ action: 'reject', reason: 'x', order: orderIn('accepted') }))).toBe(
      'Order Already Accepted',
    );
    expect(catalogueTitle(() => plan({ action: 'accept', order: orderIn('rejected') }))).toBe(
      'Order Already Rejected',
    );
    expect(catalogueTitle(() => plan({ action: 'accept', order: orderIn('processingPayment') }))).toBe(
      'Order Processing',
    );
    expect(catalogueTitle(() => plan({ action: 'complete', order: orderIn('new') }))).toBe(
      'Unable to Accept the Order',
    );
    expect(catalogueTitle(() => plan({ action: 'accept', order: undefined }))).toBe('Order Not Found');
  });
});

describe('completing an order paid at the store', () => {
  const accepted = orderIn('accepted');
  const customPayments = [{ id: 'voucher', name: 'Uber voucher' }];

  it('needs to know how it was paid', () => {
    expect(() => plan({ order: accepted, action: 'complete' })).toThrow(OrderActionRuleError);
    try {
      plan({ order: accepted, action: 'complete' });
    } catch (error) {
      expect((error as OrderActionRuleError).path).toBe('paidWith');
    }
  });

  it('records the method, the amount, who and when', () => {
    const result = plan({ order: accepted, action: 'complete', paidWith: { method: 'cash' } });
    expect(result.settlement).toEqual({
      method: 'cash',
      amountInCents: 4250,
      recordedIsoDateTimeUtc: NOW,
      by: staff,
    });
  });

  it("names one of the store's custom payments and refuses any other id", () => {
    const result = plan({
      order: accepted,
      action: 'complete',
      paidWith: { method: 'custom', customPaymentId: 'voucher' },
      customPayments,
    });
    expect(result.settlement).toMatchObject({
      customPaymentId: 'voucher',
      customPaymentName: 'Uber voucher',
    });
    expect(() =>
      plan({
        order: accepted,
        action: 'complete',
        paidWith: { method: 'custom', customPaymentId: 'elsewhere' },
        customPayments,
      }),
    ).toThrow(/not one of this store/);
  });

  it('card checkout orders and orders already settled need nothing', () => {
    expect(plan({ order: orderIn('accepted', true), action: 'complete' }).settlement).toBeUndefined();
    const settled = { ...accepted, settlement: { method: 'cash' } };
    expect(plan({ order: settled, action: 'complete' }).settlement).toBeUndefined();
  });

  it('a settled pay-in-store order reads as paid; an unsettled one does not', () => {
    expect(isOnlineOrderSettled({ cart: { paymentType: 'inStore' } })).toBe(false);
    expect(isOnlineOrderSettled({ cart: { paymentType: 'inStore' }, settlement: { method: 'card' } })).toBe(
      true,
    );
    expect(isOnlineOrderSettled({ cart: { paymentType: 'stripe' }, payment: { status: 'success' } })).toBe(
      true,
    );
    expect(isOnlineOrderSettled({ cart: { paymentType: 'stripe' }, settlement: { method: 'card' } })).toBe(
      false,
    );
  });

  it('a custom method needs which payment', () => {
    expect(ZInStoreSettlementRequest.safeParse({ method: 'custom' }).success).toBe(false);
    expect(ZInStoreSettlementRequest.safeParse({ method: 'card' }).success).toBe(true);
  });
});

describe('order lifecycle fields', () => {
  it('an order without them reads as an empty history', () => {
    expect(ZOrderLifecycle.parse({})).toEqual({ statusHistory: [] });
  });
  it('the store alert threshold defaults to 5 minutes without changing stored settings', () => {
    const stored = ZOrderProcessSettings.parse({});
    expect(stored).not.toHaveProperty('unprocessedOrderAlertMinutes');
    expect(alertThresholdMinutes(stored)).toBe(5);
    expect(ZOrderProcessSettings.safeParse({ unprocessedOrderAlertMinutes: 0 }).success).toBe(false);
  });
  it('paths are below /api', () => {
    expect(orderActionPath('r 1', 's1', 'o1', 'accept')).toBe(
      '/orders/restaurants/r%201/stores/s1/orders/o1/accept',
    );
  });
});

describe('unprocessed-order monitor', () => {
  const placed = '2025-03-01T09:00:00.000Z';
  const at = (minutes: number) => Date.parse(placed) + minutes * 60_000;
  const newOrder = { status: { code: 'new' as const }, placedIsoDateTimeUtc: placed };
  const on = { hasUnprocessedOrderMonitor: true, unprocessedOrderAlertMinutes: 5 };

  it('alerts on a new order left past the threshold', () => {
    expect(isOrderOverdue(newOrder, on, at(4.9))).toBe(false);
    expect(isOrderOverdue(newOrder, on, at(5))).toBe(true);
    expect(msUntilOverdue(newOrder, on, at(3))).toBe(2 * 60_000);
    expect(msUntilOverdue(newOrder, on, at(8))).toBe(0);
  });
  it('stays quiet when off, or once the order has moved on', () => {
    expect(isOrderOverdue(newOrder, { hasUnprocessedOrderMonitor: false }, at(60))).toBe(false);
    expect(isOrderOverdue({ ...newOrder, status: { code: 'accepted' } }, on, at(60))).toBe(false);
  });
  it('measures from when a card order became new, not when checkout started', () => {
    const paidLater = {
      ...newOrder,
      statusHistory: [{ to: 'new' as const, atIsoDateTimeUtc: '2025-03-01T09:03:00.000Z' }],
    };
    expect(unprocessedSince(paidLater)).toBe('2025-03-01T09:03:00.000Z');
    expect(isOrderOverdue(paidLater, on, at(7))).toBe(false);
    expect(isOrderOverdue(paidLater, on, at(8))).toBe(true);
  });
});

describe('reading an order with its lifecycle fields', () => {
  it('keeps statusHistory, eta and reasons that ZWebsiteOrder alone would drop', () => {
    const placed = '2025-03-01T09:00:00.000Z';
    const order = ZOrderWithLifecycle.parse({
      id: 'o1',
      restaurantId: 'r1',
      storeId: 's1',
      placedIsoDateTimeUtc: placed,
      cart: {
        createdTime: placed,
        items: [
          {
            id: 'l1',
            selection: { type: 'basic', specId: 'water', quantity: 1 },
            summary: { name: 'Water', price: 300, quantity: 1 },
          },
        ],
        collection: { type: 'pickup', timeOfDay: '7:30 PM', date: '2025-03-01' },
        itemTotal: 300,
        grandTotal: 300,
        currency: { code: 'AUD', symbol: '$' },
      },
      customer: { name: 'Alex', email: 'alex@example.test', mobile: '+61412345678' },
      status: { code: 'rejected' },
      timeDimension: {
        isoDate: '2025-03-01',
        year: 2025,
        month: 3,
        dayOfMonth: 1,
        hour: 20,
        weekday: 'saturday',
      },
      rejectionReason: 'Too busy',
      statusHistory: [{ from: 'new', to: 'rejected', atIsoDateTimeUtc: NOW, by: staff, reason: 'Too busy' }],
    });
    expect(order.rejectionReason).toBe('Too busy');
    expect(order.statusHistory).toHaveLength(1);
  });
});
