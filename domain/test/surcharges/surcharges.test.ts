import { describe, expect, it } from 'vitest';
import {
  cardSurchargeFor,
  isSurchargedHoliday,
  publicHolidaySurchargeFor,
  ZCardSurcharge,
  ZSurchargeSettings,
} from '../../src';
import { holidaySettings, smallCardFee } from '../support/surcharges';

describe('card surcharge', () => {
  it('is the fixed amount plus the percentage, only below the threshold', () => {
    expect(cardSurchargeFor(800, smallCardFee)).toBe(50 + 12);
    expect(cardSurchargeFor(999, smallCardFee)).toBe(50 + 15);
    expect(cardSurchargeFor(1000, smallCardFee)).toBe(0);
  });

  it('applies to every amount when there is no threshold (unset or 0)', () => {
    const always = ZCardSurcharge.parse({ percentage: 1 });
    expect(cardSurchargeFor(123_456, always)).toBe(1235);
    expect(cardSurchargeFor(10_000, { ...always, applicableBelowAmount: 0 })).toBe(100);
  });

  it('is nothing for free orders or when there is no surcharge', () => {
    expect(cardSurchargeFor(0, smallCardFee)).toBe(0);
    expect(cardSurchargeFor(500, undefined)).toBe(0);
    const none = ZSurchargeSettings.parse({});
    expect(cardSurchargeFor(500, none.creditCard)).toBe(0);
    expect(cardSurchargeFor(500, none.eftpos)).toBe(0);
  });
});

describe('public holiday surcharge', () => {
  it('knows the surcharged dates, however they are written', () => {
    expect(isSurchargedHoliday(holidaySettings, '2025-01-26')).toBe(true);
    expect(isSurchargedHoliday(holidaySettings, '2025-12-25')).toBe(true);
    expect(isSurchargedHoliday(holidaySettings, '2025-12-24')).toBe(false);
  });

  it('charges POS orders on a holiday, and online orders only when enabled for online', () => {
    expect(publicHolidaySurchargeFor(2000, holidaySettings, { isoDate: '2025-12-25', source: 'pos' })).toBe(
      300,
    );
    expect(
      publicHolidaySurchargeFor(2000, holidaySettings, { isoDate: '2025-12-25', source: 'website' }),
    ).toBe(0);
    const online = { ...holidaySettings, isEnabledForOnline: true };
    expect(publicHolidaySurchargeFor(2000, online, { isoDate: '2025-12-25', source: 'website' })).toBe(300);
  });

  it('charges nothing on other days, when disabled, or on nothing', () => {
    expect(publicHolidaySurchargeFor(2000, holidaySettings, { isoDate: '2025-12-26', source: 'pos' })).toBe(
      0,
    );
    const disabled = { ...holidaySettings, enabled: false };
    expect(publicHolidaySurchargeFor(2000, disabled, { isoDate: '2025-12-25', source: 'pos' })).toBe(0);
    expect(publicHolidaySurchargeFor(0, holidaySettings, { isoDate: '2025-12-25', source: 'pos' })).toBe(0);
    expect(publicHolidaySurchargeFor(2000, undefined, { isoDate: '2025-12-25', source: 'pos' })).toBe(0);
  });
});
