/**
 * Prices a POS order from the store's published menu with the same code the storefront and the online
 * placement use (`priceCart`, `cartTotals`): the terminal shows this quote while the cashier rings up,
 * and the server runs it again on the request and refuses an order whose total differs.
 *
 * A coupon and loyalty credits are applied by the online checkout's own functions (`appliedCoupon`,
 * `loyaltyCredits`, with source `pos`) from the coupon and card the caller passes as `promotions`:
 * the till passes what the server told it when the cashier applied them (POST .../pos_promotions),
 * the server what it reads in the placement transaction.
 */

import type { Currency } from '../common/common';
import type { CollectionType } from '../common/constants';
import type { AppliedCoupon } from '../coupons/couponRedemption';
import type { PublishedMenu } from '../menuPublishing';
import { catalogueFromPublishedMenu } from '../menuPublishing/read';
import { type Cents, formatMoney } from '../money/money';
import type { OrderProblem } from '../onlineOrdering/orderProblems';
import {
  appliedCoupon,
  loyaltyCredits,
  type OnlineOrderPromotions,
  storeCurrency,
} from '../onlineOrdering/quoteOnlineOrder';
import { type CartTotals, cartTotals } from '../pricing/cartTotals';
import type { PricedLine } from '../pricing/linePrice';
import { priceCart } from '../pricing/priceCart';
import type { LineProblemReason } from '../pricing/problems';
import { localDateAt } from '../time/zonedTime';
import { posDeliveryQuote } from './posDelivery';
import type { PosOrderLine, PosPaymentRequest } from './posOrderRequest';

/** One thing wrong with a POS order, pointing at the request field (`lines.2`, `payment.splitPayments`). */
export interface PosOrderProblem {
  path: string;
  message: string;
  /** Why a line cannot be sold (Sold Out, Unavailable...), for lines. */
  reason?: LineProblemReason;
  /** For a coupon or loyalty problem: the checkout's problem code ('couponUsedUp', ...). */
  code?: OrderProblem['code'];
}

/** Paths of the problems a coupon or loyalty redemption can have (the rest are the menu's). */
export const POS_PROMOTION_PATHS: ReadonlySet<string> = new Set(['couponCode', 'loyaltyRedemption']);

/** The coupon and loyalty card behind a POS draft's `couponCode` and `loyaltyRedemption`. */
export type PosOrderPromotions = OnlineOrderPromotions;

export interface PosQuotedLine extends PricedLine {
  lineId: string;
}

export interface PosOrderQuote {
  lines: PosQuotedLine[];
  totals: CartTotals;
  currency: Currency;
  /** Lines that cannot be sold (sold out, not sold at the counter, not for this collection type...). */
  problems: PosOrderProblem[];
  /** The coupon that gave `totals.couponDiscount` or `totals.deliveryDiscount`. */
  coupon?: AppliedCoupon;
}

export interface PosOrderDraft {
  collectionType: CollectionType;
  lines: readonly Pick<PosOrderLine, 'id' | 'selection' | 'adjustments'>[];
  /** For delivery: the picked suburb or area, which sets the delivery fee (posDelivery.ts). */
  deliveryAddress?: { zoneKey?: string | undefined } | undefined;
  /** A coupon code the cashier applied. */
  couponCode?: string | undefined;
  /** Loyalty credits (cents) the customer spends from their card. */
  loyaltyRedemption?: { credits: Cents } | undefined;
}

/**
 * Prices the lines for the counter (source `pos`), collecting every problem. `ignoreStock` prices
 * items that went sold out or unavailable since (only to keep a sale a customer already paid for).
 */
export function quotePosOrder(
  menu: PublishedMenu,
  draft: PosOrderDraft,
  now: Date,
  options: { ignoreStock?: boolean; promotions?: PosOrderPromotions; keptDiscounts?: PosKeptDiscounts } = {},
): PosOrderQuote {
  const published = catalogueFromPublishedMenu(menu);
  const catalogue = options.ignoreStock
    ? {
        ...published,
        itemsById: new Map(
          [...published.itemsById].map(([id, spec]) => [id, { ...spec, soldout: false, available: true }]),
        ),
      }
    : published;
  const context = { source: 'pos' as const, collectionType: draft.collectionType };
  const priced = priceCart(
    draft.lines.map((line) => ({
      selection: line.selection,
      ...(line.adjustments ? { adjustments: line.adjustments } : {}),
    })),
    catalogue,
    context,
  );
  const problems: PosOrderProblem[] = priced.problems.map((problem) => ({
    path: `lines.${problem.lineIndex}`,
    message: problem.message,
    reason: problem.reason,
  }));
  // priceCart keeps the priced lines in order and skips the failed ones: pair them back with their ids.
  const failed = new Set(priced.problems.map((problem) => problem.lineIndex));
  const okLines = draft.lines.filter((_line, index) => !failed.has(index));
  const lines = priced.lines.map((line, index) => ({ ...line, lineId: okLines[index]?.id ?? String(index) }));
  const currency = storeCurrency(menu);
  // A delivery's fee follows the store's delivery rules for the picked zone (an order without a
  // zone, e.g. one the store delivers itself to a typed address only, carries no fee).
  const zoneKey = draft.collectionType === 'delivery' ? draft.deliveryAddress?.zoneKey : undefined;
  let deliveryCharge = 0;
  if (zoneKey) {
    const itemTotal = lines.reduce((sum, line) => sum + line.total, 0);
    const delivery = posDeliveryQuote(menu, zoneKey, itemTotal, currency.code);
    if (delivery.ok) deliveryCharge = delivery.deliveryCharge;
    // With a line missing, the item total is understated: the minimum is judged on a whole order.
    else if (problems.length === 0 || delivery.reason !== 'belowMinimum')
      problems.push({ path: 'deliveryAddress.zoneKey', message: delivery.message });
  }
  const promotionProblems: OrderProblem[] = [];
  const coupon = appliedCoupon(menu, draft, options.promotions ?? {}, {
    today: localDateAt(now, menu.store.timezone),
    itemTotal: lines.reduce((sum, line) => sum + line.total, 0),
    deliveryCharge,
    problems: promotionProblems,
  });
  const couponDiscount = coupon && !coupon.discountsDelivery ? coupon.discountCents : 0;
  const loyaltyDiscount = loyaltyCredits(draft, options.promotions ?? {}, {
    source: 'pos',
    lines,
    couponDiscount,
    currency: currency.code,
    problems: promotionProblems,
  });
  for (const problem of promotionProblems)
    problems.push({ path: problem.path, message: problem.message, code: problem.code });
  const kept = options.keptDiscounts;
  const totals = cartTotals({
    lines,
    source: 'pos',
    deliveryCharge,
    couponDiscount: kept ? kept.couponDiscount : couponDiscount,
    ...(coupon?.discountsDelivery || kept?.freeDelivery ? { freeDelivery: true } : {}),
    loyaltyDiscount: kept ? kept.loyaltyDiscount : loyaltyDiscount,
    countryCode: menu.store.address.country.code,
    publicHoliday: {
      settings: menu.settings.publicHolidaySurcharge,
      isoDate: localDateAt(now, menu.store.timezone),
    },
  });
  return { lines, totals, currency, problems, ...(coupon ? { coupon } : {}) };
}

/**
 * The coupon and loyalty discounts a stored POS order was sold with. An edit keeps them as they were
 * given (the coupon was counted and the credits spent when the sale was stored; an edit counts and
 * spends nothing again): the edited lines are quoted with these amounts, which `cartTotals` caps at
 * the new item total.
 */
export interface PosKeptDiscounts {
  couponDiscount: Cents;
  loyaltyDiscount: Cents;
  freeDelivery: boolean;
}

export function posKeptDiscounts(order: {
  totals: Pick<CartTotals, 'couponDiscount' | 'loyaltyDiscount' | 'deliveryDiscount'>;
}): PosKeptDiscounts | undefined {
  const { couponDiscount, loyaltyDiscount, deliveryDiscount } = order.totals;
  if (couponDiscount === 0 && loyaltyDiscount === 0 && deliveryDiscount === 0) return undefined;
  return { couponDiscount, loyaltyDiscount, freeDelivery: deliveryDiscount > 0 };
}

/** How a bill of `totalInCents` splits into `parts` equal parts; the first parts carry the odd cents. */
export function splitEqually(totalInCents: Cents, parts: number): Cents[] {
  if (!Number.isInteger(parts) || parts < 1) throw new RangeError('Split into at least 1 part');
  const base = Math.floor(totalInCents / parts);
  const remainder = totalInCents - base * parts;
  return Array.from({ length: parts }, (_, index) => base + (index < remainder ? 1 : 0));
}

/** Change to hand back for cash tendered against an amount due (0 when not enough was handed over). */
export function changeDueInCents(amountDueInCents: Cents, cashTenderedInCents: Cents | undefined): Cents {
  if (cashTenderedInCents === undefined) return 0;
  return Math.max(0, cashTenderedInCents - amountDueInCents);
}

/**
 * What is wrong with a payment for an order of `totalInCents`: split parts must add up to the total,
 * cash handed over must cover what it pays, and custom payments must be the store's and allowed for
 * the collection type.
 */
export function posPaymentProblems(
  payment: PosPaymentRequest,
  totalInCents: Cents,
  context: {
    collectionType: CollectionType;
    customPayments: readonly PublishedMenu['settings']['customPayments'][number][];
    currency: Currency['code'];
  },
): PosOrderProblem[] {
  const problems: PosOrderProblem[] = [];
  const money = (cents: Cents) => formatMoney(cents, context.currency);
  const checkCustom = (customPaymentId: string | undefined, path: string) => {
    const custom = context.customPayments.find((entry) => entry.id === customPaymentId);
    if (!custom) {
      problems.push({ path, message: 'This custom payment is no longer offered by the store' });
      return;
    }
    const allowed = {
      pickup: custom.availableForPickup,
      delivery: custom.availableForDelivery,
      dineIn: custom.availableForDineIn,
    }[context.collectionType];
    if (!allowed) problems.push({ path, message: `${custom.name} cannot be used for this order type` });
  };
  if (payment.paymentType === 'custom') checkCustom(payment.customPaymentId, 'payment.customPaymentId');
  if (payment.paymentType === 'cash' && payment.cashTenderedInCents !== undefined) {
    if (payment.cashTenderedInCents < totalInCents)
      problems.push({
        path: 'payment.cashTenderedInCents',
        message: `Cash handed over (${money(payment.cashTenderedInCents)}) is less than the total ${money(totalInCents)}`,
      });
  }
  if (payment.paymentType === 'splitBill') {
    const paid = payment.splitPayments.reduce((sum, part) => sum + part.amountInCents, 0);
    if (paid !== totalInCents)
      problems.push({
        path: 'payment.splitPayments',
        message: `The parts add up to ${money(paid)}, not the total ${money(totalInCents)}`,
      });
    payment.splitPayments.forEach((part, index) => {
      const path = `payment.splitPayments.${index}`;
      if (part.paymentType === 'custom') checkCustom(part.customPaymentId, `${path}.customPaymentId`);
      if (part.paymentType === 'cash' && part.cashTenderedInCents !== undefined) {
        if (part.cashTenderedInCents < part.amountInCents)
          problems.push({
            path: `${path}.cashTenderedInCents`,
            message: `Cash handed over for part ${index + 1} is less than ${money(part.amountInCents)}`,
          });
      }
    });
  }
  return problems;
}
