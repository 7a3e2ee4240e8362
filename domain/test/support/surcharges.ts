import {
  type CardSurcharge,
  type PublicHolidaySurcharge,
  ZCardSurcharge,
  ZPublicHolidaySurcharge,
} from '../../src';

/** A 15% public-holiday surcharge on Christmas and Australia Day, for POS orders only. */
export const holidaySettings: PublicHolidaySurcharge = ZPublicHolidaySurcharge.parse({
  enabled: true,
  isEnabledForOnline: false,
  surcharge: 15,
  holidays: ['2025-12-25', '2025-1-26'],
});

/** 50c plus 1.5% on card payments under $10. */
export const smallCardFee: CardSurcharge = ZCardSurcharge.parse({
  amountInCents: 50,
  percentage: 1.5,
  applicableBelowAmount: 1000,
});
