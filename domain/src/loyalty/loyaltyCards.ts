/**
 * Loyalty as stored: the restaurant's settings document, each customer's card with its balance, and
 * the card's ledger. Ledger entry ids are made from the order id (`earn_{orderId}`, ...), so a trigger
 * delivered twice finds its entry and changes nothing. The rules of what an order earns and what a
 * refund takes back are in loyalty.ts; this module turns them into card changes.
 */
import { z } from 'zod';
import { ZDocumentId, ZIsoDateTimeUtc, ZNonNegativeCents } from '../common/common';
import { ORDER_SOURCES, type OrderSource } from '../common/constants';
import {
  balanceAfterRefund,
  type LoyaltyDecision,
  type LoyaltyRefundAdjustment,
  loyaltyCreditsEarned,
  loyaltyRefundAdjustment,
} from './loyalty';
import { type LoyaltySettings, ZLoyaltySettings } from './loyaltySettings';
import { type LoyaltyLine, ZOrderPromotions } from './orderPromotions';

// ---------------------------------------------------------------------------------------------
// Settings: `restaurants/{r}/settings/loyalty`

export const LOYALTY_SETTINGS_DOC_ID = 'loyalty';

/** What a restaurant has before it saves anything: loyalty off, 5% when switched on. */
export const DEFAULT_LOYALTY_SETTINGS: LoyaltySettings = ZLoyaltySettings.parse({
  enabled: false,
  type: 'percentage',
  count: 5,
});

/** The stored settings with their defaults; a missing or unreadable document means loyalty is off. */
export function readLoyaltySettings(stored: unknown): LoyaltySettings {
  if (stored === undefined || stored === null) return DEFAULT_LOYALTY_SETTINGS;
  const parsed = ZLoyaltySettings.safeParse(stored);
  return parsed.success ? parsed.data : { ...DEFAULT_LOYALTY_SETTINGS, enabled: false };
}

/** The part of the settings a customer sees on their card and at checkout. */
export interface PublicLoyaltyProgramme {
  enabled: boolean;
  type: LoyaltySettings['type'];
  count: number;
  cardBg?: string;
  isEnabledForOnline: boolean;
  noLoyaltyOnDiscountedOrders: boolean;
}

export function publicLoyaltyProgramme(settings: LoyaltySettings): PublicLoyaltyProgramme {
  return {
    enabled: settings.enabled,
    type: settings.type,
    count: settings.count,
    ...(settings.cardBg ? { cardBg: settings.cardBg } : {}),
    isEnabledForOnline: settings.isEnabledForOnline,
    noLoyaltyOnDiscountedOrders: settings.noLoyaltyOnDiscountedOrders,
  };
}

// ---------------------------------------------------------------------------------------------
// Cards: `restaurants/{r}/loyaltyCards/{customerUid}` and their `entries/{entryId}`

export const ZLoyaltyCard = z.object({
  customerUid: z.string().min(1),
  restaurantId: ZDocumentId,
  /** Credits the customer can spend, in cents. Never below zero. */
  balance: ZNonNegativeCents,
  totalEarned: ZNonNegativeCents.default(0),
  totalRedeemed: ZNonNegativeCents.default(0),
  name: z.string().default(''),
  mobile: z.string().default(''),
  email: z.string().default(''),
  /** Lower-case words and prefixes of the name, mobile and email, for the admin's search. */
  searchTerms: z.array(z.string()).default([]),
  createdIsoDateTimeUtc: ZIsoDateTimeUtc,
  updatedIsoDateTimeUtc: ZIsoDateTimeUtc,
});
export type LoyaltyCard = z.infer<typeof ZLoyaltyCard>;

export const LOYALTY_ENTRY_KINDS = ['earn', 'redeem', 'restore', 'refund'] as const;
export type LoyaltyEntryKind = (typeof LOYALTY_ENTRY_KINDS)[number];

export const LOYALTY_ENTRY_WORDS: Record<LoyaltyEntryKind, string> = {
  earn: 'Earned',
  redeem: 'Spent',
  restore: 'Given back',
  refund: 'Refund',
};

export const ZLoyaltyEntry = z.object({
  id: z.string().min(1),
  kind: z.enum(LOYALTY_ENTRY_KINDS),
  /** Signed change of the balance in cents (spending and refund reversals are negative). */
  credits: z.number().int(),
  balanceAfter: ZNonNegativeCents,
  orderId: ZDocumentId,
  storeId: ZDocumentId,
  description: z.string(),
  createdIsoDateTimeUtc: ZIsoDateTimeUtc,
  /** On `earn` entries: credits of this order taken back by refunds so far. */
  removedByRefunds: ZNonNegativeCents.optional(),
  /** On `redeem` entries: credits spent on this order given back so far (refunds, cancellation). */
  restoredSoFar: ZNonNegativeCents.optional(),
});
export type LoyaltyEntry = z.infer<typeof ZLoyaltyEntry>;

export function loyaltyEntryId(kind: LoyaltyEntryKind, orderId: string, suffix?: string): string {
  return suffix === undefined ? `${kind}_${orderId}` : `${kind}_${orderId}_${suffix}`;
}

/** A new card for a customer, before anything is credited. */
export function newLoyaltyCard(input: {
  customerUid: string;
  restaurantId: string;
  name: string;
  mobile: string;
  email: string;
  searchTerms: string[];
  nowIso: string;
}): LoyaltyCard {
  return {
    customerUid: input.customerUid,
    restaurantId: input.restaurantId,
    balance: 0,
    totalEarned: 0,
    totalRedeemed: 0,
    name: input.name,
    mobile: input.mobile,
    email: input.email,
    searchTerms: input.searchTerms,
    createdIsoDateTimeUtc: input.nowIso,
    updatedIsoDateTimeUtc: input.nowIso,
  };
}

// ---------------------------------------------------------------------------------------------
// Orders, as loyalty reads them

/** The parts of an online order loyalty needs; other fields are ignored. */
export const ZLoyaltyOrderView = z
  .object({
    id: ZDocumentId,
    storeId: ZDocumentId,
    source: z.enum(ORDER_SOURCES).default('website'),
    customerUid: z.string().min(1).optional(),
    customer: z.object({
      name: z.string().default(''),
      email: z.string().default(''),
      mobile: z.string().default(''),
    }),
    status: z.object({ code: z.string() }),
    payment: z.object({ status: z.string() }).optional(),
    refundTotals: z
      .object({ refundedInCents: z.number().int().min(0).default(0) })
      .partial()
      .optional(),
    totals: z.object({
      grandTotal: ZNonNegativeCents,
      couponDiscount: ZNonNegativeCents.default(0),
      loyaltyDiscount: ZNonNegativeCents.default(0),
    }),
    cart: z.object({
      items: z.array(
        z.object({
          summary: z.object({
            price: z.number().int(),
            quantity: z.number().int(),
            discountForItem: z.number().int().default(0),
            extraChargeForItem: z.number().int().default(0),
            extraChargeForComments: z.number().int().default(0),
          }),
        }),
      ),
    }),
    promotions: ZOrderPromotions.optional(),
    /** A POS order's refunds so far (posRefund.ts): read as its refund totals, as online refunds are. */
    refundAmountInCents: z.number().int().min(0).optional(),
  })
  .transform((order) =>
    order.source === 'pos' && (order.refundAmountInCents ?? 0) > 0 && !order.refundTotals?.refundedInCents
      ? { ...order, refundTotals: { refundedInCents: order.refundAmountInCents } }
      : order,
  );
export type LoyaltyOrderView = z.infer<typeof ZLoyaltyOrderView>;

/** The order's lines for loyalty: as recorded at placement, else rebuilt from the cart (none discounted). */
export function loyaltyLinesOfOrder(order: LoyaltyOrderView): LoyaltyLine[] {
  if (order.promotions && order.promotions.loyaltyLines.length > 0) return order.promotions.loyaltyLines;
  return order.cart.items.map(({ summary }) => ({
    total: Math.max(
      0,
      summary.price * summary.quantity +
        summary.extraChargeForItem +
        summary.extraChargeForComments -
        summary.discountForItem,
    ),
    isDiscounted: summary.discountForItem > 0,
  }));
}

/** The credits a completed order earns under the settings (loyalty.ts decides). */
export function creditsForCompletedOrder(
  settings: LoyaltySettings,
  order: LoyaltyOrderView,
): LoyaltyDecision {
  const source: OrderSource = order.source;
  return loyaltyCreditsEarned(settings, {
    source,
    lines: loyaltyLinesOfOrder(order),
    couponDiscount: order.totals.couponDiscount,
    loyaltyRedeemed: order.totals.loyaltyDiscount,
  });
}

/** Statuses that call an order off: credits spent on it go back to the card. */
export const CALLED_OFF_ORDER_STATUSES: ReadonlySet<string> = new Set(['cancelled', 'rejected', 'failure']);

export interface LoyaltyRefundPlan {
  /** Cents to take off the card for credits earned by the refunded share (not yet taken). */
  remove: number;
  /** Cents to give back for credits spent on the refunded share (not yet given back). */
  restore: number;
  /** The cumulative adjustment after this refund (stored on the earn and redeem entries). */
  cumulative: LoyaltyRefundAdjustment;
}

/**
 * What a refund changes on the card, given everything refunded so far and what earlier refunds (and a
 * cancellation) already changed. Working from totals makes re-delivered and out-of-order events
 * harmless: the second time, nothing is left to change.
 */
export function planLoyaltyRefund(input: {
  order: LoyaltyOrderView;
  earned: number;
  removedSoFar: number;
  redeemed: number;
  restoredSoFar: number;
}): LoyaltyRefundPlan {
  const { order } = input;
  const refunded = order.refundTotals?.refundedInCents ?? 0;
  const fullyRefunded = order.payment?.status === 'refundSuccess';
  const cumulative = loyaltyRefundAdjustment(
    { creditsEarned: input.earned, creditsRedeemed: input.redeemed, paidTotal: order.totals.grandTotal },
    fullyRefunded ? { kind: 'full' } : { kind: 'partial', amount: refunded },
  );
  return {
    remove: Math.max(0, cumulative.creditsRemoved - input.removedSoFar),
    restore: Math.max(0, cumulative.creditsRestored - input.restoredSoFar),
    cumulative,
  };
}

/** The balance after a refund plan (never below zero: see balanceAfterRefund). */
export function balanceAfterRefundPlan(balance: number, plan: Pick<LoyaltyRefundPlan, 'remove' | 'restore'>) {
  return balanceAfterRefund(balance, { creditsRemoved: plan.remove, creditsRestored: plan.restore });
}
