import { describe, expect, it } from 'vitest';
import {
  describeOrderProcess,
  ORDER_SIZE_LIMITS,
  orderProblemsStatus,
  orderSizeLimits,
  orderSizeProblems,
  type PlaceOrderLine,
  type PublishedMenu,
  priceOnlineOrder,
  quoteOnlineOrder,
  readStoreSetting,
  ZOrderProcessSettings,
  ZPlaceOrderRequest,
} from '../../src';
import { burgerLine, OPEN_NOW, publishedMenu, request } from '../support/onlineOrderingMenu';

const menu = publishedMenu();

function withLimits(limits: { maxLinesPerOrder?: number; maxQuantityPerItem?: number }): PublishedMenu {
  return {
    ...menu,
    settings: { ...menu.settings, orderProcess: { ...menu.settings.orderProcess, ...limits } },
  };
}

function burgers(count: number, quantity = 1): PlaceOrderLine[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `line-${index}`,
    selection: { ...burgerLine.selection, quantity, comments: `burger ${index}` },
  }));
}

const line = (specId: string, quantity: number) => ({ selection: { specId, quantity } });

describe('orderSizeProblems', () => {
  it('has nothing to say about an order within the limits', () => {
    expect(
      orderSizeProblems([line('a', 50), line('b', 1)], { maxLinesPerOrder: 2, maxQuantityPerItem: 50 }),
    ).toEqual([]);
  });

  it('reports too many lines at the first line over the limit', () => {
    expect(orderSizeProblems([line('a', 1), line('b', 1), line('c', 1)], { maxLinesPerOrder: 2 })).toEqual([
      {
        code: 'tooManyLines',
        kind: 'invalid',
        path: 'lines.2',
        message: 'At most 2 lines per order — call the store for bigger orders',
      },
    ]);
  });

  it('adds up one item across its lines and reports it once, at its first line, by name', () => {
    const lines = [line('x', 1), line('pizza', 30), line('x', 2), line('pizza', 30)];
    const names: Record<string, string> = { pizza: 'Margherita' };
    expect(orderSizeProblems(lines, { maxQuantityPerItem: 50 }, (specId) => names[specId])).toEqual([
      {
        code: 'tooManyOfOneItem',
        kind: 'invalid',
        path: 'lines.1.quantity',
        message: 'Margherita: at most 50 of one item per order — call the store for bigger orders',
      },
    ]);
    expect(orderSizeProblems(lines, { maxQuantityPerItem: 2 })).toMatchObject([
      {
        path: 'lines.0.quantity',
        message: 'At most 2 of one item per order — call the store for bigger orders',
      },
      { path: 'lines.1.quantity' },
    ]);
  });

  it('applies the defaults for a store that never set them: 50 lines, 50 of one item', () => {
    expect(orderSizeLimits(undefined)).toEqual({ maxLinesPerOrder: 50, maxQuantityPerItem: 50 });
    expect(orderSizeLimits({})).toEqual({ maxLinesPerOrder: 50, maxQuantityPerItem: 50 });
    expect(orderSizeProblems([line('a', 50)], {})).toEqual([]);
    expect(orderSizeProblems([line('a', 51)], {})).toHaveLength(1);
    expect(
      orderSizeProblems(
        Array.from({ length: 51 }, (_, index) => line(`i${index}`, 1)),
        undefined,
      ),
    ).toMatchObject([{ code: 'tooManyLines', path: 'lines.50' }]);
  });
});

describe('the store setting', () => {
  it('defaults existing stores to 50 lines and 50 of one item', () => {
    const stored = { hasEta: false, hasUnprocessedOrderMonitor: true, hasCompleteStatus: true };
    expect(readStoreSetting('orderProcess', stored)).toMatchObject({
      hasEta: false,
      maxLinesPerOrder: 50,
      maxQuantityPerItem: 50,
    });
    expect(menu.settings.orderProcess).toMatchObject({ maxLinesPerOrder: 50, maxQuantityPerItem: 50 });
  });

  it('takes whole numbers from 1 up to what the order schema allows, with the rule in words', () => {
    const parse = (fields: object) => ZOrderProcessSettings.safeParse(fields);
    expect(parse({ maxLinesPerOrder: 10, maxQuantityPerItem: 999 }).success).toBe(true);
    expect(parse({ maxLinesPerOrder: 0 }).error?.issues[0]?.message).toBe(
      'Lines per order must be a whole number from 1 to 100',
    );
    expect(parse({ maxLinesPerOrder: 101 }).success).toBe(false);
    expect(parse({ maxQuantityPerItem: 2.5 }).error?.issues[0]?.message).toBe(
      'Quantity of one item must be a whole number from 1 to 999',
    );
    expect(parse({ maxQuantityPerItem: 1000 }).success).toBe(false);
    // The most a store may allow is what any order may carry at all.
    const max = ORDER_SIZE_LIMITS.maxLinesPerOrder.max;
    expect(ZPlaceOrderRequest.safeParse(request({ lines: burgers(max) })).success).toBe(true);
    expect(
      ZPlaceOrderRequest.safeParse({ ...request(), lines: burgers(max + 1) }).error?.issues[0]?.message,
    ).toBe(`At most ${max} lines per order`);
  });

  it('is described for the settings page', () => {
    const settings = ZOrderProcessSettings.parse({ maxLinesPerOrder: 20, maxQuantityPerItem: 5 });
    expect(describeOrderProcess(settings).at(-1)).toBe(
      'An online order has at most 20 lines and at most 5 of one item; customers are asked to call for bigger orders.',
    );
  });
});

describe('the quote', () => {
  const draft = { collectionType: 'pickup' as const, requestedTime: { type: 'asap' as const } };

  it('refuses more of one item than the store allows (400), in words, naming the item', () => {
    const quote = priceOnlineOrder(
      menu,
      { ...draft, lines: [...burgers(1, 30), ...burgers(1, 21)] },
      OPEN_NOW,
    );
    expect(quote.problems).toEqual([
      {
        code: 'tooManyOfOneItem',
        kind: 'invalid',
        path: 'lines.0.quantity',
        message: 'Burger: at most 50 of one item per order — call the store for bigger orders',
      },
    ]);
    expect(orderProblemsStatus(quote.problems)).toBe(400);
    // Still priced, so the storefront can show the total next to the problem.
    expect(quote.lines).toHaveLength(2);
  });

  it("applies the store's own limits", () => {
    const strict = withLimits({ maxLinesPerOrder: 2, maxQuantityPerItem: 2 });
    expect(priceOnlineOrder(strict, { ...draft, lines: burgers(2) }, OPEN_NOW).problems).toEqual([]);
    const quote = priceOnlineOrder(strict, { ...draft, lines: burgers(3) }, OPEN_NOW);
    expect(quote.problems.map((problem) => problem.message)).toEqual([
      'At most 2 lines per order — call the store for bigger orders',
      'Burger: at most 2 of one item per order — call the store for bigger orders',
    ]);
    const generous = withLimits({ maxQuantityPerItem: 200 });
    expect(priceOnlineOrder(generous, { ...draft, lines: burgers(1, 150) }, OPEN_NOW).problems).toEqual([]);
  });

  it('refuses an over-large order on the server before comparing totals', () => {
    const quote = quoteOnlineOrder(
      menu,
      request({ lines: burgers(1, 60), expectedTotalInCents: 1 }),
      OPEN_NOW,
    );
    expect(quote.problems.map((problem) => problem.code)).toEqual(['tooManyOfOneItem']);
  });
});
