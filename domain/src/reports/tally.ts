/**
 * A tally is a tree of counters (numbers at the leaves). An order's contribution to the reports is a
 * tally; a rollup document is the sum of its orders' tallies; a change to an order adds
 * (new contribution − old contribution). Keeping every report figure additive is what lets a rollup be
 * kept by increments alone, in any order, and split over shards that a reader adds back together.
 */
export interface Tally {
  [key: string]: number | Tally;
}

function isTally(value: unknown): value is Tally {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** a + b, leaf by leaf (missing leaves count as 0). Zero leaves are kept out of the result. */
export function addTallies(a: Tally | undefined, b: Tally | undefined, sign: 1 | -1 = 1): Tally {
  const out: Tally = {};
  const keys = new Set([...Object.keys(a ?? {}), ...Object.keys(b ?? {})]);
  for (const key of keys) {
    const left = a?.[key];
    const right = b?.[key];
    if (isTally(left) || isTally(right)) {
      const sum = addTallies(isTally(left) ? left : undefined, isTally(right) ? right : undefined, sign);
      if (Object.keys(sum).length > 0) out[key] = sum;
      continue;
    }
    const value = (typeof left === 'number' ? left : 0) + sign * (typeof right === 'number' ? right : 0);
    if (value !== 0) out[key] = value;
  }
  return out;
}

/** after − before: what to add to the rollups when an order changes from `before` to `after`. */
export function tallyDelta(before: Tally | undefined, after: Tally | undefined): Tally {
  return addTallies(after, before, -1);
}

/** The sum of many tallies (a rollup's shards, or the days of a period). */
export function sumTallies(tallies: readonly (Tally | undefined)[]): Tally {
  return tallies.reduce<Tally>((sum, tally) => addTallies(sum, tally), {});
}

export function isEmptyTally(tally: Tally): boolean {
  return Object.keys(tally).length === 0;
}

/** Leaves as dotted paths ('store.orderCount' → 1): what a store turns into increments. */
export function tallyLeaves(tally: Tally, prefix: string[] = []): { path: string[]; value: number }[] {
  return Object.entries(tally).flatMap(([key, value]) =>
    isTally(value) ? tallyLeaves(value, [...prefix, key]) : [{ path: [...prefix, key], value }],
  );
}

/** The subtree at `key`, or an empty tally. */
export function subTally(tally: Tally | undefined, key: string): Tally {
  const value = tally?.[key];
  return isTally(value) ? value : {};
}

/** The number at `key`, or 0. */
export function tallyNumber(tally: Tally | undefined, key: string): number {
  const value = tally?.[key];
  return typeof value === 'number' ? value : 0;
}

/** Reads any stored value as a tally, keeping only finite numbers and maps (a reader never trusts shape). */
export function asTally(value: unknown): Tally {
  if (!isTally(value)) return {};
  const out: Tally = {};
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry === 'number' && Number.isFinite(entry)) out[key] = entry;
    else if (isTally(entry)) out[key] = asTally(entry);
  }
  return out;
}
