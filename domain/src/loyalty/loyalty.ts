/**
 * Loyalty credits: what an order earns, what a customer may spend, and what a refund takes back.
 * Credits are cents, kept as a balance per customer. See loyaltySettings.ts for `count`.
 *
 * A "discounted order" is one with a coupon discount; a "discounted item" is a line marked discounted
 * on the menu or given a line discount at the POS.
 * - noLoyaltyOnDiscountedOrders: discounted orders neither earn nor spend credits.
 * - accumulateCreditsOnDiscountedItemsOrOrders: when off, discounted items earn nothing and
 *   discounted orders earn nothing; when on, they earn on what the customer actually pays.
 * - redeemCreditsOnDiscountedItems: when off, credits cannot pay for discounted items.
 * Credits spent on an order never earn credits. Marketplace orders are the marketplace's customers
 * and take no part in loyalty.
 */
import type { OrderSource } from '../common/constants';
import type { Cents } from '../money/money';
import type { PricedLine } from '../pricing/linePrice';
import type { LoyaltySettings } from './loyaltySettings';

export interface LoyaltyOrder {
  source: OrderSource;
  lines: readonly Pick<PricedLine, 'total' | 'isDiscounted'>[];
  /** Coupon discount on the order's items. */
  couponDiscount: Cents;
}

export type LoyaltyDecision = { ok: true; credits: Cents } | { ok: false; reason: string };

function channelProblem(settings: LoyaltySettings, source: OrderSource): string | undefined {
  if (!settings.enabled) return 'Loyalty credits are not offered';
  if (source === 'uberEats') return 'Marketplace orders do not take part in loyalty';
  if (source === 'pos' && !settings.isEnabledForPOS) return 'Loyalty credits are not offered at the counter';
  if (source !== 'pos' && !settings.isEnabledForOnline) return 'Loyalty credits are not offered online';
  return undefined;
}

function lineTotals(lines: LoyaltyOrder['lines'], includeDiscounted: boolean): Cents {
  return lines
    .filter((line) => includeDiscounted || !line.isDiscounted)
    .reduce((sum, line) => sum + line.total, 0);
}

/**
 * Credits a completed order earns. Percentage rewards are rounded down to the cent, so a customer
 * never gets more than the advertised rate.
 */
export function loyaltyCreditsEarned(
  settings: LoyaltySettings,
  order: LoyaltyOrder & { loyaltyRedeemed: Cents },
): LoyaltyDecision {
  const closed = channelProblem(settings, order.source);
  if (closed) return { ok: false, reason: closed };
  const hasCoupon = order.couponDiscount > 0;
  if (
    hasCoupon &&
    (settings.noLoyaltyOnDiscountedOrders || !settings.accumulateCreditsOnDiscountedItemsOrOrders)
  ) {
    return { ok: false, reason: 'Orders with a coupon do not earn loyalty credits' };
  }
  const eligible =
    lineTotals(order.lines, settings.accumulateCreditsOnDiscountedItemsOrOrders) -
    order.couponDiscount -
    order.loyaltyRedeemed;
  if (eligible <= 0) return { ok: false, reason: 'Nothing in this order earns loyalty credits' };
  const credits =
    settings.type === 'percentage' ? Math.floor((eligible * settings.count) / 100) : settings.count;
  return { ok: true, credits };
}

/**
 * How many credits the customer may spend on this order: at most their balance and at most the
 * eligible item total (after any coupon). `requested` defaults to as much as allowed.
 */
export function loyaltyCreditsRedeemable(
  settings: LoyaltySettings,
  order: LoyaltyOrder & { balance: Cents; requested?: Cents },
): LoyaltyDecision {
  const closed = channelProblem(settings, order.source);
  if (closed) return { ok: false, reason: closed };
  if (order.couponDiscount > 0 && settings.noLoyaltyOnDiscountedOrders) {
    return { ok: false, reason: "Loyalty credits can't be used together with a coupon" };
  }
  const eligible = Math.max(
    0,
    lineTotals(order.lines, settings.redeemCreditsOnDiscountedItems) - order.couponDiscount,
  );
  const allowed = Math.min(Math.max(0, order.balance), eligible);
  if (allowed === 0) {
    return {
      ok: false,
      reason:
        order.balance > 0 ? 'Loyalty credits cannot pay for these items' : 'You have no loyalty credits yet',
    };
  }
  return { ok: true, credits: Math.min(allowed, Math.max(0, order.requested ?? allowed)) };
}

export type LoyaltyRefund = { kind: 'full' } | { kind: 'partial'; amount: Cents };

export interface LoyaltyRefundAdjustment {
  /** Credits the order earned that the refund takes back. */
  creditsRemoved: Cents;
  /** Credits the customer spent on the order that the refund gives back. */
  creditsRestored: Cents;
}

/**
 * What a refund does to loyalty: a full refund takes back everything the order earned and gives back
 * everything spent on it; a partial refund does so in proportion to the share of the paid total
 * refunded (rounded to the cent).
 */
export function loyaltyRefundAdjustment(
  order: { creditsEarned: Cents; creditsRedeemed: Cents; paidTotal: Cents },
  refund: LoyaltyRefund,
): LoyaltyRefundAdjustment {
  const share =
    refund.kind === 'full'
      ? 1
      : order.paidTotal > 0
        ? Math.min(1, Math.max(0, refund.amount) / order.paidTotal)
        : 0;
  return {
    creditsRemoved: Math.round(order.creditsEarned * share),
    creditsRestored: Math.round(order.creditsRedeemed * share),
  };
}

/**
 * The balance after a refund. It never goes below zero: if the customer already spent the credits
 * the order earned, the restaurant absorbs the difference rather than leaving the customer in debt.
 */
export function balanceAfterRefund(balance: Cents, adjustment: LoyaltyRefundAdjustment): Cents {
  return Math.max(0, balance - adjustment.creditsRemoved + adjustment.creditsRestored);
}
