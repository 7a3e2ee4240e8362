import type { UnavailableItemReason } from '../menu/menu';

/**
 * Why a cart line cannot be priced. The spec's unavailable-item reasons, plus `Invalid Selection` for
 * choices that break the item's own rules (too few options, a size the pizza does not come in, ...).
 */
export type LineProblemReason = UnavailableItemReason | 'Invalid Selection';

export interface LineProblem {
  reason: LineProblemReason;
  /** For the customer or cashier: names the item and what is wrong with it. */
  message: string;
}

export type Priced<T> = { ok: true; value: T } | { ok: false; problem: LineProblem };

export function priced<T>(value: T): Priced<T> {
  return { ok: true, value };
}

export function problem(reason: LineProblemReason, message: string): { ok: false; problem: LineProblem } {
  return { ok: false, problem: { reason, message } };
}
