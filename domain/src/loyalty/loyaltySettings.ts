import { z } from 'zod';
import { ZHexColour } from '../common/validation';

export const LOYALTY_TYPES = ['percentage', 'amount'] as const;
export type LoyaltyType = (typeof LOYALTY_TYPES)[number];

/**
 * Loyalty credits, kept per customer as a balance in cents.
 *
 * `count` is the size of the reward a qualifying order earns:
 * - type `percentage`: the percentage of the order's eligible total credited (5 → 5%);
 * - type `amount`: the fixed number of cents credited per qualifying order (200 → $2.00).
 *
 * See loyalty.ts for exactly which orders and items qualify.
 */
export const ZLoyaltySettings = z
  .object({
    enabled: z.boolean().default(false),
    type: z.enum(LOYALTY_TYPES, { error: 'Loyalty type must be percentage or amount' }),
    count: z.number().positive('The reward must be more than 0'),
    /** Orders with a coupon discount neither earn nor spend credits. */
    noLoyaltyOnDiscountedOrders: z.boolean().default(false),
    /** Discounted items, and orders with a coupon discount, still earn credits. */
    accumulateCreditsOnDiscountedItemsOrOrders: z.boolean().default(false),
    /** Credits may pay for discounted items. */
    redeemCreditsOnDiscountedItems: z.boolean().default(false),
    isEnabledForPOS: z.boolean().default(true),
    isEnabledForOnline: z.boolean().default(true),
    /** Background colour of the customer's loyalty card. */
    cardBg: ZHexColour.optional(),
  })
  .superRefine((settings, ctx) => {
    if (settings.type === 'percentage' && settings.count > 100) {
      ctx.addIssue({ code: 'custom', path: ['count'], message: 'A percentage reward must be at most 100' });
    }
    if (settings.type === 'amount' && !Number.isInteger(settings.count)) {
      ctx.addIssue({
        code: 'custom',
        path: ['count'],
        message: 'An amount reward must be a whole number of cents',
      });
    }
  });
export type LoyaltySettings = z.infer<typeof ZLoyaltySettings>;
