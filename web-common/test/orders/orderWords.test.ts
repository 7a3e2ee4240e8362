import { describe, expect, it } from 'vitest';
import { adminOrderPath } from '../../../web-admin/src/features/orders/adminOrderPaths';
import type { StoreOrder } from '../../src/orders/orderData';
import {
  orderNumber,
  orderPaymentStatus,
  orderRefundWords,
  paymentStatusWords,
  paymentWords,
  totalRows,
} from '../../src/orders/orderWords';
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

describe('a marketplace order reads as paid to the marketplace', () => {
  // As the webhook stores it: no payment type of ours, no card payment, nothing settled at the store.
  const uberEatsOrder = () => {
    // The store's orders collection holds marketplace orders too (the online order type leaves them out).
    const order = boardOrder(5, { source: 'uberEats' as StoreOrder['source'] });
    const { paymentType: _none, ...cart } = order.cart;
    return { ...order, cart } as typeof order;
  };

  it('on the staff card, the order page and the history’s payment column', () => {
    expect(orderPaymentStatus(uberEatsOrder())).toBe('PAID');
    expect(paymentWords(uberEatsOrder())).toBe('Paid via Uber Eats');
    expect(paymentStatusWords(uberEatsOrder())).toBe('Paid via Uber Eats');
  });

  it('keeps what was given back beside it', () => {
    const refunded = { ...uberEatsOrder(), refundTotals: { refundedInCents: 450, pendingInCents: 0 } };
    expect(paymentWords(refunded)).toBe('Paid via Uber Eats · Refunded $4.50 of $24.50');
  });

  it('leaves the store’s own orders as they were', () => {
    expect(orderPaymentStatus(boardOrder(6))).toBe('NOT_PAID');
    expect(paymentWords(boardOrder(6))).toBe('Not Paid · Pay in store');
    expect(paymentStatusWords(boardOrder(6))).toBe('Not Paid');
  });
});

describe('where an order opens in the admin', () => {
  it('an Uber Eats order opens its own page, any other order the generic one', () => {
    const ids = { restaurantId: 'r1', storeId: 'bondi', id: 'ue-1' };
    expect(adminOrderPath({ ...ids, source: 'uberEats' })).toBe(
      '/restaurants/r1/stores/bondi/uber-eats-orders/ue-1',
    );
    expect(adminOrderPath({ ...ids, source: 'website' })).toBe('/restaurants/r1/stores/bondi/orders/ue-1');
    expect(adminOrderPath(ids)).toBe('/restaurants/r1/stores/bondi/orders/ue-1');
  });
});
