/**
 * How large one online order may be, as the store sets it in its order-process settings
 * (`maxLinesPerOrder`, `maxQuantityPerItem`): a kitchen plans for the orders it can cook, and a
 * party order of 200 pizzas is a phone call, not a checkout. The storefront's cart and checkout
 * show these problems and the server's quote refuses the order with them (400), in the same words.
 *
 * Zod-free (the storefront's cart loads with the menu route).
 */
import { type OrderProblem, orderProblem } from './orderProblems';

/** The store's setting's default (stores that never saved it) and the most it may be set to. */
export const ORDER_SIZE_LIMITS = {
  /** Lines of one order (a line is one dish with its options, in any quantity). */
  maxLinesPerOrder: { default: 50, max: 100 },
  /** Units of one item across the order's lines ("60 × Margherita" is over 50). */
  maxQuantityPerItem: { default: 50, max: 999 },
} as const;

/** The two settings as the order-process settings document holds them (older documents lack them). */
export interface OrderSizeSettings {
  maxLinesPerOrder?: number | undefined;
  maxQuantityPerItem?: number | undefined;
}

/** What the check reads of a cart line. */
export interface OrderSizeLine {
  selection: { specId: string; quantity: number };
}

export const CALL_THE_STORE = 'call the store for bigger orders';

export function tooManyLinesMessage(max: number): string {
  return `At most ${max} ${max === 1 ? 'line' : 'lines'} per order — ${CALL_THE_STORE}`;
}

export function tooManyOfOneItemMessage(max: number, itemName?: string): string {
  const rule = `at most ${max} of one item per order — ${CALL_THE_STORE}`;
  return itemName ? `${itemName}: ${rule}` : `${rule.charAt(0).toUpperCase()}${rule.slice(1)}`;
}

/** The store's limits with the defaults filled in. */
export function orderSizeLimits(settings: OrderSizeSettings | undefined): {
  maxLinesPerOrder: number;
  maxQuantityPerItem: number;
} {
  return {
    maxLinesPerOrder: settings?.maxLinesPerOrder ?? ORDER_SIZE_LIMITS.maxLinesPerOrder.default,
    maxQuantityPerItem: settings?.maxQuantityPerItem ?? ORDER_SIZE_LIMITS.maxQuantityPerItem.default,
  };
}

/**
 * What makes the order too large for the store: too many lines (reported at the first line over the
 * limit, `lines.50`), and each item ordered more times than allowed across its lines (reported once,
 * at that item's first line, `lines.3.quantity`). Empty when the order is within the limits.
 * One pass over the lines.
 */
export function orderSizeProblems(
  lines: readonly OrderSizeLine[],
  settings: OrderSizeSettings | undefined,
  itemName: (specId: string) => string | undefined = () => undefined,
): OrderProblem[] {
  const { maxLinesPerOrder, maxQuantityPerItem } = orderSizeLimits(settings);
  const problems: OrderProblem[] = [];
  if (lines.length > maxLinesPerOrder) {
    problems.push(
      orderProblem('tooManyLines', `lines.${maxLinesPerOrder}`, tooManyLinesMessage(maxLinesPerOrder)),
    );
  }
  const items = new Map<string, { firstIndex: number; quantity: number }>();
  lines.forEach((line, index) => {
    const item = items.get(line.selection.specId);
    if (item) item.quantity += line.selection.quantity;
    else items.set(line.selection.specId, { firstIndex: index, quantity: line.selection.quantity });
  });
  for (const [specId, item] of items) {
    if (item.quantity <= maxQuantityPerItem) continue;
    problems.push(
      orderProblem(
        'tooManyOfOneItem',
        `lines.${item.firstIndex}.quantity`,
        tooManyOfOneItemMessage(maxQuantityPerItem, itemName(specId)),
      ),
    );
  }
  return problems;
}
