import type { Cents } from '../money/money';

/**
 * POS order versioning: each edit stores a new version beside the prior ones. Comparing two versions
 * tells staff (and the payment rules) whether the total went up or down, and which lines changed.
 */

export const ORDER_VERSION_CHANGES = ['INITIAL', 'INCREASED', 'DECREASED', 'UNCHANGED'] as const;
export type OrderVersionChange = (typeof ORDER_VERSION_CHANGES)[number];

export const ORDER_LINE_OUTCOMES = ['ADDED', 'REMOVED', 'EDITED'] as const;
export type OrderLineOutcome = (typeof ORDER_LINE_OUTCOMES)[number];

/**
 * The least a cart line needs for comparison. `id` is the line's stable id (kept across edits, unlike
 * the item id, which repeats when the same item is ordered twice with different options).
 */
export interface VersionedOrderLine {
  id: string;
  quantity: number;
  priceInCents: Cents;
  /** Modifier, topping and half-and-half choices, in any JSON-like shape. */
  selections?: unknown;
  comments?: string;
}

export interface OrderVersionSnapshot<Line extends VersionedOrderLine = VersionedOrderLine> {
  totalInCents: Cents;
  lines: readonly Line[];
}

export interface OrderLineDifference<Line extends VersionedOrderLine = VersionedOrderLine> {
  id: string;
  outcome: OrderLineOutcome;
  previous?: Line;
  current?: Line;
}

export interface OrderVersionComparison<Line extends VersionedOrderLine = VersionedOrderLine> {
  change: OrderVersionChange;
  /** current total − previous total (0 for the initial version). */
  differenceInCents: Cents;
  /** Changed lines only: current order first (added or edited), then removed lines in their old order. */
  lines: OrderLineDifference<Line>[];
}

export function compareOrderVersions<Line extends VersionedOrderLine>(
  previous: OrderVersionSnapshot<Line> | undefined,
  current: OrderVersionSnapshot<Line>,
): OrderVersionComparison<Line> {
  if (previous === undefined) return { change: 'INITIAL', differenceInCents: 0, lines: [] };
  const differenceInCents = current.totalInCents - previous.totalInCents;
  const change: OrderVersionChange =
    differenceInCents > 0 ? 'INCREASED' : differenceInCents < 0 ? 'DECREASED' : 'UNCHANGED';

  const previousById = new Map(previous.lines.map((line) => [line.id, line]));
  const currentIds = new Set(current.lines.map((line) => line.id));
  const lines: OrderLineDifference<Line>[] = [];
  for (const line of current.lines) {
    const before = previousById.get(line.id);
    if (before === undefined) lines.push({ id: line.id, outcome: 'ADDED', current: line });
    else if (isLineEdited(before, line))
      lines.push({ id: line.id, outcome: 'EDITED', previous: before, current: line });
  }
  for (const line of previous.lines) {
    if (!currentIds.has(line.id)) lines.push({ id: line.id, outcome: 'REMOVED', previous: line });
  }
  return { change, differenceInCents, lines };
}

function isLineEdited(before: VersionedOrderLine, after: VersionedOrderLine): boolean {
  return (
    before.quantity !== after.quantity ||
    before.priceInCents !== after.priceInCents ||
    (before.comments ?? '') !== (after.comments ?? '') ||
    !sameJsonValue(before.selections, after.selections)
  );
}

/**
 * Structural equality for JSON-like data. Object key order is ignored (Firestore does not keep it) and
 * an absent key equals `undefined`; array order counts.
 */
function sameJsonValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((value, index) => sameJsonValue(value, b[index]))
    );
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    if (!sameJsonValue(a[key], b[key])) return false;
  }
  return true;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
