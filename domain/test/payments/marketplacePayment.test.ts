import { describe, expect, it } from 'vitest';
import { ORDER_SOURCES } from '../../src/common/constants';
import { isOnlineOrderSettled } from '../../src/orderOperations/inStoreSettlement';
import {
  isPaidToMarketplace,
  marketplacePayerOf,
  marketplacePaymentWords,
} from '../../src/payments/marketplacePayment';
import { printableOrderFrom } from '../../src/printing/printableOrder';

describe('orders paid to a marketplace', () => {
  it('names the marketplace of an Uber Eats order, and no other source', () => {
    expect(marketplacePayerOf('uberEats')).toEqual({ source: 'uberEats', name: 'Uber Eats' });
    expect(ORDER_SOURCES.filter(isPaidToMarketplace)).toEqual(['uberEats']);
    expect(marketplacePayerOf(undefined)).toBeUndefined();
    // Not a property every object has.
    expect(marketplacePayerOf('toString')).toBeUndefined();
    expect(marketplacePaymentWords('uberEats')).toBe('Paid via Uber Eats');
    expect(marketplacePaymentWords('website')).toBeUndefined();
  });

  it('counts as settled with no payment type and nothing recorded at the store', () => {
    expect(isOnlineOrderSettled({ source: 'uberEats', cart: {} })).toBe(true);
    expect(isOnlineOrderSettled({ source: 'website', cart: { paymentType: 'inStore' } })).toBe(false);
    expect(isOnlineOrderSettled({ cart: { paymentType: 'inStore' } })).toBe(false);
  });

  it('prints "Paid via Uber Eats" on the stub and invoice, not a pay-in-store line', () => {
    const totals = {
      itemTotal: 1_000,
      couponDiscount: 0,
      loyaltyDiscount: 0,
      deliveryCharge: 0,
      deliveryDiscount: 0,
      publicHolidaySurcharge: 0,
      cardSurcharge: 0,
      discount: 0,
      charges: 0,
      grandTotal: 1_000,
      gst: 91,
    };
    const printable = printableOrderFrom('ue-1', {
      source: 'uberEats',
      displayNumber: '12',
      placedIsoDateTimeUtc: '2026-11-27T01:00:00.000Z',
      customerName: 'Riley',
      cart: {
        items: [{ summary: { name: 'Garlic bread', price: 500, quantity: 2 } }],
        collection: { type: 'pickup' },
        currency: { code: 'AUD' },
      },
      totals,
      isPaid: true,
    });
    expect(printable?.paymentWords).toBe('Paid via Uber Eats');
  });
});
