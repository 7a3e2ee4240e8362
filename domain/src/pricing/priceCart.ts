import type { Cents } from '../money/money';
import type { MenuCatalogue } from './catalogue';
import { type LineInput, type PricedLine, type PricingContext, priceLine } from './linePrice';
import type { LineProblem } from './problems';

export interface CartLineProblem extends LineProblem {
  lineIndex: number;
  specId: string;
}

export interface PricedCart {
  lines: PricedLine[];
  /** Lines that could not be priced; an order is only accepted when this is empty. */
  problems: CartLineProblem[];
  /** Sum of the priced lines' totals. */
  itemTotal: Cents;
}

/** Prices every line from the menu, collecting every problem rather than stopping at the first. */
export function priceCart(
  lines: readonly LineInput[],
  catalogue: MenuCatalogue,
  context: PricingContext,
): PricedCart {
  const priced: PricedLine[] = [];
  const problems: CartLineProblem[] = [];
  lines.forEach((line, lineIndex) => {
    const result = priceLine(line, catalogue, context);
    if (result.ok) priced.push(result.value);
    else problems.push({ ...result.problem, lineIndex, specId: line.selection.specId });
  });
  return { lines: priced, problems, itemTotal: priced.reduce((sum, line) => sum + line.total, 0) };
}
