/**
 * What an online order records about its coupon and loyalty credits (`promotions` on the order
 * document), so that completing or refunding it later settles loyalty from the order alone.
 */
import { z } from 'zod';
import { ZNonNegativeCents } from '../common/common';
import { ZAppliedCoupon } from '../coupons/couponRedemption';
import type { PricedLine } from '../pricing/linePrice';

export const ZLoyaltyLine = z.object({ total: ZNonNegativeCents, isDiscounted: z.boolean() });
export type LoyaltyLine = z.infer<typeof ZLoyaltyLine>;

export const ZOrderPromotions = z.object({
  coupon: ZAppliedCoupon.optional(),
  /** Loyalty credits spent on the order (taken off the card when it was placed). */
  loyaltyCreditsRedeemed: ZNonNegativeCents.default(0),
  /** Each line's total and whether it counts as discounted: what the credits earned are worked out from. */
  loyaltyLines: z.array(ZLoyaltyLine).default([]),
});
export type OrderPromotions = z.infer<typeof ZOrderPromotions>;

export function loyaltyLinesOf(lines: readonly Pick<PricedLine, 'total' | 'isDiscounted'>[]): LoyaltyLine[] {
  return lines.map((line) => ({ total: line.total, isDiscounted: line.isDiscounted }));
}
