import { z } from 'zod';
import { ZNonNegativeCents, ZPercentage } from '../common/common';
import { ZIsoDate } from '../common/validation';
import { MAX_HOLIDAYS } from '../time/timings';

/**
 * A card surcharge: a fixed amount plus a percentage of the amount paid. When `applicableBelowAmount`
 * is set, the surcharge only applies to payments below it (e.g. "50c on card payments under $10").
 */
export const ZCardSurcharge = z.object({
  amountInCents: ZNonNegativeCents.default(0),
  percentage: ZPercentage.default(0),
  applicableBelowAmount: ZNonNegativeCents.optional(),
});
export type CardSurcharge = z.infer<typeof ZCardSurcharge>;

const NO_SURCHARGE = { amountInCents: 0, percentage: 0 };

export const ZSurchargeSettings = z.object({
  creditCard: ZCardSurcharge.default(NO_SURCHARGE),
  eftpos: ZCardSurcharge.default(NO_SURCHARGE),
});
export type SurchargeSettings = z.infer<typeof ZSurchargeSettings>;

/**
 * Public holiday surcharge. `surcharge` is a percentage of the discounted item total (Australian
 * restaurants typically add 10-15% to cover penalty rates). `holidays` are calendar dates in the
 * store's timezone.
 */
export const ZPublicHolidaySurcharge = z.object({
  enabled: z.boolean().default(false),
  isEnabledForOnline: z.boolean().default(false),
  surcharge: ZPercentage.default(0),
  holidays: z.array(ZIsoDate).max(MAX_HOLIDAYS, `At most ${MAX_HOLIDAYS} holidays`).default([]),
});
export type PublicHolidaySurcharge = z.infer<typeof ZPublicHolidaySurcharge>;
