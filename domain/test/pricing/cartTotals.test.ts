import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartTotalRows, cartTotals, gstIncludedIn, ZCardSurcharge } from '../../src';
import { holidaySettings, smallCardFee } from '../support/surcharges';

const line = (total: number, isGstApplicable = true) => ({ total, isGstApplicable });

describe('GST', () => {
  it('is one eleventh of an Australian price, rounded, and 0 elsewhere', () => {
    expect(gstIncludedIn(1100, 'AU')).toBe(100);
    expect(gstIncludedIn(1000, 'AU')).toBe(91);
    expect(gstIncludedIn(1000, 'NZ')).toBe(0);
    expect(gstIncludedIn(0, 'AU')).toBe(0);
  });
});

describe('cartTotals', () => {
  it('worked example: items, coupon, loyalty, delivery, holiday and card surcharges', () => {
    const totals = cartTotals({
      lines: [line(2000), line(1000), line(600, false)],
      source: 'pos',
      countryCode: 'AU',
      couponDiscount: 500,
      loyaltyDiscount: 100,
      deliveryCharge: 500,
      cardSurcharge: ZCardSurcharge.parse({ amountInCents: 30, percentage: 1 }),
      publicHoliday: { settings: holidaySettings, isoDate: '2025-12-25' },
    });
    // items 36.00 − coupon 5.00 − loyalty 1.00 = 30.00; holiday 15% = 4.50; + delivery 5.00 = 39.50;
    // card 0.30 + 1% of 39.50 (0.395 → 0.40) = 0.70. Grand total 40.20.
    expect(totals).toEqual({
      itemTotal: 3600,
      couponDiscount: 500,
      loyaltyDiscount: 100,
      deliveryCharge: 500,
      deliveryDiscount: 0,
      publicHolidaySurcharge: 450,
      cardSurcharge: 70,
      discount: 600,
      charges: 1020,
      grandTotal: 4020,
      // GST-applicable share 30/36 of 40.20 = 33.50 → GST 3.05
      gst: 305,
    });
  });

  it('free delivery gives back only the delivery charge', () => {
    const totals = cartTotals({
      lines: [line(2500)],
      source: 'website',
      countryCode: 'AU',
      deliveryCharge: 700,
      freeDelivery: true,
    });
    expect(totals.deliveryDiscount).toBe(700);
    expect(totals.couponDiscount).toBe(0);
    expect(totals.grandTotal).toBe(2500);
  });

  it('caps discounts so the items never go below zero', () => {
    const totals = cartTotals({
      lines: [line(1000)],
      source: 'website',
      countryCode: 'AU',
      couponDiscount: 800,
      loyaltyDiscount: 800,
      deliveryCharge: 300,
    });
    expect(totals.couponDiscount).toBe(800);
    expect(totals.loyaltyDiscount).toBe(200);
    expect(totals.grandTotal).toBe(300);
  });

  it('a card surcharge only applies below its threshold, on the amount being paid', () => {
    const below = cartTotals({
      lines: [line(800)],
      source: 'pos',
      countryCode: 'AU',
      cardSurcharge: smallCardFee,
    });
    const above = cartTotals({
      lines: [line(1200)],
      source: 'pos',
      countryCode: 'AU',
      cardSurcharge: smallCardFee,
    });
    expect(below.cardSurcharge).toBe(62);
    expect(above.cardSurcharge).toBe(0);
  });

  it('online orders skip the holiday surcharge unless enabled for online', () => {
    const input = {
      lines: [line(2000)],
      countryCode: 'AU' as const,
      publicHoliday: { settings: holidaySettings, isoDate: '2025-12-25' },
    };
    expect(cartTotals({ ...input, source: 'website' }).publicHolidaySurcharge).toBe(0);
    expect(cartTotals({ ...input, source: 'pos' }).publicHolidaySurcharge).toBe(300);
  });

  it('an empty cart has no GST and no total', () => {
    const totals = cartTotals({ lines: [], source: 'website', countryCode: 'AU' });
    expect(totals.grandTotal).toBe(0);
    expect(totals.gst).toBe(0);
  });

  it('refuses amounts that are not whole, non-negative cents', () => {
    expect(() => cartTotals({ lines: [line(-1)], source: 'pos', countryCode: 'AU' })).toThrow(RangeError);
    expect(() =>
      cartTotals({ lines: [line(100)], source: 'pos', countryCode: 'AU', couponDiscount: 1.5 }),
    ).toThrow(RangeError);
  });

  const cents = (max: number) => fc.integer({ min: 0, max });
  const totalsInput = fc.record({
    lines: fc.array(fc.record({ total: cents(50_000), isGstApplicable: fc.boolean() }), { maxLength: 8 }),
    source: fc.constantFrom('website', 'pos', 'googleFoodOrdering', 'uberEats' as const),
    countryCode: fc.constantFrom('AU', 'NZ', 'US', 'GB' as const),
    couponDiscount: cents(100_000),
    loyaltyDiscount: cents(100_000),
    deliveryCharge: cents(2_000),
    freeDelivery: fc.boolean(),
    cardSurcharge: fc.option(
      fc.record({
        amountInCents: cents(100),
        percentage: fc.integer({ min: 0, max: 5 }),
        applicableBelowAmount: fc.option(cents(5_000), { nil: undefined }),
      }),
      { nil: undefined },
    ),
    holidayPercentage: fc.integer({ min: 0, max: 20 }),
  });

  /** Any cart's totals (on a public holiday surcharged online too), with the input they came from. */
  const anyTotals = totalsInput.map(({ holidayPercentage, ...input }) => ({
    input,
    totals: cartTotals({
      ...input,
      publicHoliday: {
        settings: { ...holidaySettings, isEnabledForOnline: true, surcharge: holidayPercentage },
        isoDate: '2025-12-25',
      },
    }),
  }));

  it('grandTotal = items + charges − discounts, never negative, with discounts capped', () => {
    fc.assert(
      fc.property(anyTotals, ({ input, totals }) => {
        expect(totals.grandTotal).toBe(totals.itemTotal + totals.charges - totals.discount);
        expect(totals.charges).toBe(
          totals.deliveryCharge + totals.publicHolidaySurcharge + totals.cardSurcharge,
        );
        expect(totals.discount).toBe(
          totals.couponDiscount + totals.loyaltyDiscount + totals.deliveryDiscount,
        );
        expect(totals.grandTotal).toBeGreaterThanOrEqual(0);
        expect(totals.couponDiscount + totals.loyaltyDiscount).toBeLessThanOrEqual(totals.itemTotal);
        expect(totals.deliveryDiscount).toBeLessThanOrEqual(totals.deliveryCharge);
        expect(totals.gst).toBeGreaterThanOrEqual(0);
        expect(totals.gst).toBeLessThanOrEqual(Math.ceil(totals.grandTotal / 11));
        if (input.countryCode !== 'AU') expect(totals.gst).toBe(0);
        for (const value of Object.values(totals)) expect(Number.isSafeInteger(value)).toBe(true);
      }),
    );
  });

  it('shows rows (cartTotalRows) that add up to the total, with no zero charge or discount', () => {
    fc.assert(
      fc.property(anyTotals, ({ totals }) => {
        const rows = cartTotalRows(totals);
        const total = rows.find((row) => row.strong);
        const above = rows.slice(0, rows.indexOf(total!));
        expect(above.reduce((sum, row) => sum + row.cents, 0)).toBe(totals.grandTotal);
        expect(above.every((row) => row.cents !== 0 || row.label === 'Items')).toBe(true);
      }),
    );
  });
});

describe('cartTotalRows', () => {
  it('lists the items, each discount (negative) and charge that is not zero, the total and its GST', () => {
    const totals = cartTotals({
      lines: [line(3000)],
      source: 'pos',
      countryCode: 'AU',
      couponDiscount: 300,
      freeDelivery: true,
      deliveryCharge: 500,
      publicHoliday: { settings: holidaySettings, isoDate: '2025-12-25' },
    });
    expect(cartTotalRows(totals)).toEqual([
      { label: 'Items', cents: 3000 },
      { label: 'Coupon discount', cents: -300 },
      { label: 'Public holiday surcharge', cents: 405 },
      { label: 'Delivery', cents: 500 },
      { label: 'Free delivery', cents: -500 },
      { label: 'Total', cents: 3105, strong: true },
      { label: 'Includes GST', cents: 282 },
    ]);
  });

  it('leaves out GST where there is none', () => {
    const totals = cartTotals({ lines: [line(1000)], source: 'website', countryCode: 'NZ' });
    expect(cartTotalRows(totals)).toEqual([
      { label: 'Items', cents: 1000 },
      { label: 'Total', cents: 1000, strong: true },
    ]);
  });
});
