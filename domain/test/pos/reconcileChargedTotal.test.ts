import { describe, expect, it } from 'vitest';
import {
  buildPosOrderDocument,
  buildPublishedMenu,
  posOrderFingerprint,
  quotePosOrder,
  reconcileChargedTotal,
  reconcileSoldOut,
  ZPosOrderDocument,
  ZPosOrderRequest,
  ZPublishedMenu,
} from '../../src';
import { burgerLine, menuInput, OPEN_NOW } from '../support/onlineOrderingMenu';
import { burger, menuItems } from '../support/pricingMenu';

const water = {
  id: 'line-water',
  selection: { type: 'basic' as const, specId: 'water', quantity: 2, comments: '', modifiersValue: {} },
};

/** The menu after the burger's base price moved, published `minutesAfter` the sale was rung up. */
function menuAfterPriceChange(basePrice: number, minutesAfter: number) {
  const items = menuItems.map((entry) =>
    entry.id === burger.id ? { ...burger, price: { ...burger.price, basePrice } } : entry,
  );
  const published = new Date(OPEN_NOW.getTime() + minutesAfter * 60_000).toISOString();
  return ZPublishedMenu.parse(buildPublishedMenu(menuInput({ items }), published));
}

// Rung up on the old menu: burger $15 + BBQ $0.50 + 2 × bacon $2.50 = $20.50, and two waters $6 = $26.50.
const sale = ZPosOrderRequest.parse({
  employeeId: 'emp-1',
  placedIsoDateTimeUtc: OPEN_NOW.toISOString(),
  collectionType: 'pickup',
  lines: [burgerLine, water],
  payment: { paymentType: 'card' },
  expectedTotalInCents: 2650,
});

describe('reconcileChargedTotal', () => {
  it('keeps the charged total when the price rose after the sale, as a discount on the largest line', () => {
    const menu = menuAfterPriceChange(1700, 5);
    const quote = quotePosOrder(menu, sale, OPEN_NOW);
    expect(quote.totals.grandTotal).toBe(2850);
    const kept = reconcileChargedTotal({ menu, request: sale, quote, placedAt: OPEN_NOW });
    expect(kept?.quote.totals.grandTotal).toBe(2650);
    expect(kept?.reconciliation).toEqual({
      chargedTotalInCents: 2650,
      menuTotalInCents: 2850,
      lineId: 'line-burger',
    });
    expect(kept?.request.lines[0]?.adjustments).toEqual({ discountForItem: 200 });

    const order = buildPosOrderDocument({
      request: kept?.request ?? sale,
      sentRequest: sale,
      reconciliation: kept?.reconciliation,
      quote: kept?.quote ?? quote,
      ids: {
        restaurantId: 'r1',
        storeId: 's1',
        posOrderId: 'pos-0001-x',
        posTerminalId: 't',
        posTerminalName: 'Till',
        employeeId: 'emp-1',
        employeeName: 'Alex',
      },
      menu,
      now: OPEN_NOW,
    });
    expect(ZPosOrderDocument.parse(order)).toEqual(order);
    expect(order.totals.grandTotal).toBe(2650);
    expect(order.requestFingerprint).toBe(posOrderFingerprint(sale));
    expect(order.activity.at(-1)).toMatchObject({ kind: 'priceKept' });
  });

  it('keeps it when the price fell, as an extra charge', () => {
    const menu = menuAfterPriceChange(1400, 5);
    const quote = quotePosOrder(menu, sale, OPEN_NOW);
    const kept = reconcileChargedTotal({ menu, request: sale, quote, placedAt: OPEN_NOW });
    expect(kept?.request.lines[0]?.adjustments).toEqual({ extraChargeForItem: 100 });
    expect(kept?.quote.totals.grandTotal).toBe(2650);
  });

  it('does not when the till priced from the current menu, or nothing differs', () => {
    const current = menuAfterPriceChange(1700, -5);
    expect(
      reconcileChargedTotal({
        menu: current,
        request: sale,
        quote: quotePosOrder(current, sale, OPEN_NOW),
        placedAt: OPEN_NOW,
      }),
    ).toBeUndefined();
    const same = menuAfterPriceChange(1500, 5);
    expect(
      reconcileChargedTotal({
        menu: same,
        request: sale,
        quote: quotePosOrder(same, sale, OPEN_NOW),
        placedAt: OPEN_NOW,
      }),
    ).toBeUndefined();
  });
});

/** The menu after the burger went sold out (and maybe up in price), published `minutesAfter` the sale. */
function menuAfterSoldOut(minutesAfter: number, basePrice = burger.price.basePrice) {
  const items = menuItems.map((entry) =>
    entry.id === burger.id ? { ...burger, soldout: true, price: { ...burger.price, basePrice } } : entry,
  );
  const published = new Date(OPEN_NOW.getTime() + minutesAfter * 60_000).toISOString();
  return ZPublishedMenu.parse(buildPublishedMenu(menuInput({ items }), published));
}

describe('reconcileSoldOut', () => {
  it('keeps a paid sale whose item sold out after it was rung up, naming the item for the manager', () => {
    const menu = menuAfterSoldOut(5);
    const quote = quotePosOrder(menu, sale, OPEN_NOW);
    expect(quote.problems).toEqual([expect.objectContaining({ reason: 'Sold Out', path: 'lines.0' })]);
    const kept = reconcileSoldOut({ menu, request: sale, quote, placedAt: OPEN_NOW });
    expect(kept?.quote.totals.grandTotal).toBe(2650);
    expect(kept?.reconciliation).toMatchObject({
      chargedTotalInCents: 2650,
      lineId: 'line-burger',
      soldOutItems: [expect.stringContaining('sold out')],
    });
  });

  it('keeps the charged total when the sold-out item also changed price', () => {
    const menu = menuAfterSoldOut(5, 1700);
    const kept = reconcileSoldOut({
      menu,
      request: sale,
      quote: quotePosOrder(menu, sale, OPEN_NOW),
      placedAt: OPEN_NOW,
    });
    expect(kept?.quote.totals.grandTotal).toBe(2650);
    expect(kept?.reconciliation).toMatchObject({
      menuTotalInCents: 2850,
      soldOutItems: [expect.any(String)],
    });
  });

  it('refuses when the till already knew (sold out before the sale) or nothing was paid', () => {
    const before = menuAfterSoldOut(-5);
    expect(
      reconcileSoldOut({
        menu: before,
        request: sale,
        quote: quotePosOrder(before, sale, OPEN_NOW),
        placedAt: OPEN_NOW,
      }),
    ).toBeUndefined();
    const after = menuAfterSoldOut(5);
    const unpaid = ZPosOrderRequest.parse({ ...sale, payment: { paymentType: 'payLater' } });
    expect(
      reconcileSoldOut({
        menu: after,
        request: unpaid,
        quote: quotePosOrder(after, unpaid, OPEN_NOW),
        placedAt: OPEN_NOW,
      }),
    ).toBeUndefined();
  });
});
