import { describe, expect, it } from 'vitest';
import { orderNumber, orderRefundWords, paymentWords, totalRows } from '../../src/orders/orderWords';
import { boardOrder } from './boardFixtures';

describe('how staff screens put an order into words', () => {
  it('shows the order its one display number, and "…" while it is being given', () => {
    expect(orderNumber(boardOrder(1, { displayNumber: '47' }))).toBe('47');
    expect(orderNumber(boardOrder(2, { displayNumberPending: true }))).toBe('…');
  });

  it('says what was refunded beside the payment and under the totals', () => {
    const paid = boardOrder(3, {
      cart: { ...boardOrder(3).cart, paymentType: 'stripe', grandTotal: 16_865 },
      payment: { status: 'success', applicationFee: 0 },
      refundTotals: { refundedInCents: 5_000, pendingInCents: 0 },
    });
    expect(orderRefundWords(paid)).toBe('Refunded $50.00 of $168.65');
    expect(paymentWords(paid)).toBe('Paid · Card online at checkout · Refunded $50.00 of $168.65');
    expect(totalRows(paid).slice(-2)).toEqual([
      { label: 'Refunded', cents: -5_000 },
      { label: 'Paid after refunds', cents: 11_865, strong: true },
    ]);
    expect(orderRefundWords(boardOrder(4))).toBeUndefined();
    expect(totalRows(boardOrder(4)).map((row) => row.label)).toEqual(['Total']);
  });
});
