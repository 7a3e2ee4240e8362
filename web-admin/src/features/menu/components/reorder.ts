/** The ids with the one at `from` moved to `to` (both indexes in the original list). */
export function moveId(ids: readonly string[], from: number, to: number): string[] {
  if (from === to || from < 0 || to < 0 || from >= ids.length || to >= ids.length) return [...ids];
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

/** The ids with `id` moved to where `targetId` is now (drag and drop onto another row). */
export function moveIdOnto(ids: readonly string[], id: string, targetId: string): string[] {
  return moveId(ids, ids.indexOf(id), ids.indexOf(targetId));
}

/** Applies a pending order (ids) to rows, keeping rows the order does not know at the end. */
export function inOrder<T extends { id: string }>(
  rows: readonly T[],
  order: readonly string[] | undefined,
): T[] {
  if (!order) return [...rows];
  const position = new Map(order.map((id, index) => [id, index]));
  return [...rows].sort(
    (a, b) =>
      (position.get(a.id) ?? Number.MAX_SAFE_INTEGER) - (position.get(b.id) ?? Number.MAX_SAFE_INTEGER),
  );
}

export function sameOrder(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}
