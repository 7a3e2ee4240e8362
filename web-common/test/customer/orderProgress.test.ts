import { describe, expect, it } from 'vitest';
import { orderProgress, paymentStatusText } from '../../../web-customer/src/features/orders/orderProgress';

describe("the customer's order status in words", () => {
  const base = { collectionType: 'pickup', hasCompleteStatus: true } as const;

  it('does not promise a refund for an order that was never charged', () => {
    const rejected = orderProgress({ ...base, status: 'rejected', reason: 'Out of dough' });
    expect(rejected).toMatchObject({ kind: 'stopped', headline: 'The store could not take your order' });
    expect(rejected.detail).toBe('Reason: Out of dough. You have not been charged.');
    expect(rejected.detail).not.toContain('refund');
  });

  it('says a charged card is refunded, and when the money arrives', () => {
    const cancelled = orderProgress({ ...base, status: 'cancelled', cardCharged: true });
    expect(cancelled.detail).toBe(
      'Your card payment is refunded in full; it reaches your card in 5-10 business days.',
    );
  });

  it('says a pay-in-store order is paid once staff recorded how, and not before', () => {
    expect(paymentStatusText('inStore', undefined)).toEqual({
      text: 'Pay in store · not paid yet',
      tone: 'default',
    });
    expect(
      paymentStatusText('inStore', undefined, { method: 'custom', customPaymentName: 'Gift card' }),
    ).toEqual({
      text: 'Paid at the store · Gift card',
      tone: 'success',
    });
  });
});
