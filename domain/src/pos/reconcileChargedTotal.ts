/**
 * Keeping what the customer was charged. A till prices from its copy of the published menu; when the
 * menu changes after an order was rung up (a price edited while the till was offline, or a second
 * before it synced), the server's quote differs from the total the customer paid. Refusing the order
 * would lose it, and charging the new price is impossible: the customer has gone. So the server
 * keeps the charged total, records the difference as a line adjustment (a discount or an extra
 * charge on the order's largest line, which only counter orders may carry) and flags the order for
 * the manager. Only for orders rung up before the menu's last publish: a till that priced from the
 * current menu and still disagrees is wrong, and is refused.
 */
import type { PublishedMenu } from '../menuPublishing';
import type { Cents } from '../money/money';
import { isPosPaymentTypePaid } from '../payments/payments';
import type { PosOrderRequest } from './posOrderRequest';
import { type PosOrderPromotions, type PosOrderQuote, quotePosOrder } from './quotePosOrder';

export interface PosPriceReconciliation {
  /** What the customer paid (the till's total). */
  chargedTotalInCents: Cents;
  /** What the menu at sync time would have charged. */
  menuTotalInCents: Cents;
  /** The line that carries the difference. */
  lineId: string;
  /** Items that went sold out or unavailable after the sale was paid: kept, for the manager to see. */
  soldOutItems?: string[];
}

export function reconcileChargedTotal(input: {
  menu: PublishedMenu;
  request: PosOrderRequest;
  quote: PosOrderQuote;
  placedAt: Date;
  /** Price items that went sold out since (reconcileSoldOut). */
  ignoreStock?: boolean;
  /** The coupon and loyalty card the order was quoted with. */
  promotions?: PosOrderPromotions;
}): { request: PosOrderRequest; quote: PosOrderQuote; reconciliation: PosPriceReconciliation } | undefined {
  const { menu, request, quote } = input;
  const difference = request.expectedTotalInCents - quote.totals.grandTotal;
  if (difference === 0 || quote.problems.length > 0) return undefined;
  if (menu.publishedIsoDateTimeUtc <= request.placedIsoDateTimeUtc) return undefined;
  const largest = quote.lines.reduce<(typeof quote.lines)[number] | undefined>(
    (best, line) => (best === undefined || line.total > best.total ? line : best),
    undefined,
  );
  if (!largest) return undefined;
  const lines = request.lines.map((line) => {
    if (line.id !== largest.lineId) return line;
    const adjustments = { ...line.adjustments };
    if (difference < 0) adjustments.discountForItem = (adjustments.discountForItem ?? 0) - difference;
    else adjustments.extraChargeForItem = (adjustments.extraChargeForItem ?? 0) + difference;
    return { ...line, adjustments };
  });
  const adjusted: PosOrderRequest = { ...request, lines };
  const requoted = quotePosOrder(menu, adjusted, input.placedAt, {
    ignoreStock: input.ignoreStock ?? false,
    ...(input.promotions ? { promotions: input.promotions } : {}),
  });
  // A surcharge worked out on the items can move with the adjustment: then the order is refused as before.
  if (requoted.problems.length > 0 || requoted.totals.grandTotal !== request.expectedTotalInCents)
    return undefined;
  return {
    request: adjusted,
    quote: requoted,
    reconciliation: {
      chargedTotalInCents: request.expectedTotalInCents,
      menuTotalInCents: quote.totals.grandTotal,
      lineId: largest.lineId,
    },
  };
}

/**
 * An item went sold out (or unavailable) after a paid sale was rung up, typically while the till was
 * offline: the customer has paid and probably eaten, so the sale is kept as charged (priced as if the
 * item were still in stock, with any price change reconciled as above) and the sold-out items are
 * named for the manager. Only for paid sales rung up before the menu's last publish; anything else
 * wrong with a line (not sold at the counter, not on the menu) still refuses the order.
 */
export function reconcileSoldOut(input: {
  menu: PublishedMenu;
  request: PosOrderRequest;
  quote: PosOrderQuote;
  placedAt: Date;
  promotions?: PosOrderPromotions;
}): { request: PosOrderRequest; quote: PosOrderQuote; reconciliation: PosPriceReconciliation } | undefined {
  const { menu, request, quote } = input;
  if (quote.problems.length === 0) return undefined;
  if (!isPosPaymentTypePaid(request.payment.paymentType)) return undefined;
  if (menu.publishedIsoDateTimeUtc <= request.placedIsoDateTimeUtc) return undefined;
  if (!quote.problems.every((problem) => problem.reason === 'Sold Out' || problem.reason === 'Unavailable'))
    return undefined;
  const inStock = quotePosOrder(menu, request, input.placedAt, {
    ignoreStock: true,
    ...(input.promotions ? { promotions: input.promotions } : {}),
  });
  if (inStock.problems.length > 0) return undefined;
  const soldOutItems = quote.problems.map((problem) => problem.message).slice(0, 50);
  const firstLine = request.lines[Number(quote.problems[0]?.path.split('.')[1] ?? 0)]?.id ?? '';
  if (inStock.totals.grandTotal === request.expectedTotalInCents)
    return {
      request,
      quote: inStock,
      reconciliation: {
        chargedTotalInCents: request.expectedTotalInCents,
        menuTotalInCents: inStock.totals.grandTotal,
        lineId: firstLine,
        soldOutItems,
      },
    };
  const kept = reconcileChargedTotal({ ...input, quote: inStock, ignoreStock: true });
  return kept ? { ...kept, reconciliation: { ...kept.reconciliation, soldOutItems } } : undefined;
}
