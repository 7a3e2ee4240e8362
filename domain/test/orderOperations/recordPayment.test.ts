import { describe, expect, it } from 'vitest';
import {
  OrderActionError,
  OrderActionRuleError,
  type OrderForPaymentRecord,
  type OrderStatus,
  planRecordOrderPayment,
  type RecordOrderPaymentRequest,
  recordOrderPaymentPath,
  ZRecordOrderPaymentRequest,
} from '../../src';

const NOW = '2025-03-01T09:30:00.000Z';
const staff = { kind: 'staff' as const, id: 'uid-1', name: 'Sam' };
const customPayments = [{ id: 'voucher', name: 'Gift voucher' }];

function order(code: OrderStatus, paymentType = 'inStore', settlement?: unknown): OrderForPaymentRecord {
  return { status: { code }, cart: { grandTotal: 3150, paymentType }, ...(settlement ? { settlement } : {}) };
}

const plan = (
  o: OrderForPaymentRecord | undefined,
  paidWith: RecordOrderPaymentRequest['paidWith'] = { method: 'cash' },
) => planRecordOrderPayment({ order: o, paidWith, customPayments, actor: staff, nowIsoDateTimeUtc: NOW });

function refusal(run: () => unknown): { kind: string; text: string; path?: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof OrderActionError) return { kind: 'catalogue', text: error.title };
    if (error instanceof OrderActionRuleError) return { kind: 'rule', text: error.message, path: error.path };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('recording how a pay-at-store order was paid, without completing it', () => {
  it('records the whole total, the method and who took it, on an accepted or completed order', () => {
    expect(plan(order('accepted'))).toEqual({
      method: 'cash',
      amountInCents: 3150,
      recordedIsoDateTimeUtc: NOW,
      by: staff,
    });
    expect(plan(order('completed', 'cardOnDelivery'), { method: 'card' }).method).toBe('card');
  });

  it('names the store’s custom payment, and refuses one that is not the store’s', () => {
    const settled = planRecordOrderPayment({
      order: order('accepted'),
      paidWith: { method: 'custom', customPaymentId: 'voucher' },
      customPayments,
      actor: staff,
      nowIsoDateTimeUtc: NOW,
    });
    expect(settled).toMatchObject({ customPaymentId: 'voucher', customPaymentName: 'Gift voucher' });
    expect(
      refusal(() =>
        planRecordOrderPayment({
          order: order('accepted'),
          paidWith: { method: 'custom', customPaymentId: 'other-store' },
          customPayments,
          actor: staff,
          nowIsoDateTimeUtc: NOW,
        }),
      ),
    ).toMatchObject({ kind: 'rule', path: 'paidWith.customPaymentId' });
  });

  it('tells a late device that the payment was already recorded (one settlement per order)', () => {
    expect(refusal(() => plan(order('accepted', 'inStore', { method: 'cash' })))).toEqual({
      kind: 'catalogue',
      text: 'Order Processing',
    });
  });

  it('refuses orders with nothing to record, saying why', () => {
    expect(refusal(() => plan(undefined))).toEqual({ kind: 'catalogue', text: 'Order Not Found' });
    expect(refusal(() => plan(order('accepted', 'stripe'))).text).toMatch(/paid by card at checkout/);
    expect(refusal(() => plan(order('new'))).text).toBe('Accept the order before recording its payment');
    expect(refusal(() => plan(order('rejected'))).text).toMatch(/was rejected/);
    expect(refusal(() => plan(order('cancelled'))).text).toMatch(/was cancelled/);
    expect(refusal(() => plan(order('processingPayment'))).kind).toBe('catalogue');
  });

  it('asks for the method, and builds the route path', () => {
    expect(ZRecordOrderPaymentRequest.safeParse({}).success).toBe(false);
    expect(ZRecordOrderPaymentRequest.safeParse({ paidWith: { method: 'cash' } }).success).toBe(true);
    expect(recordOrderPaymentPath('r 1', 's', 'o')).toBe(
      '/orders/restaurants/r%201/stores/s/orders/o/record-payment',
    );
  });
});
