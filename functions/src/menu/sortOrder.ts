import type { QuerySnapshot, Transaction } from 'firebase-admin/firestore';

/** The sortOrder that puts a new entry after everything in `siblings` (0 for the first). */
export function nextSortOrder(siblings: QuerySnapshot, excludeId?: string): number {
  let highest = -1;
  for (const doc of siblings.docs) {
    if (doc.id === excludeId) continue;
    const sortOrder = doc.get('sortOrder');
    if (typeof sortOrder === 'number' && sortOrder > highest) highest = sortOrder;
  }
  return highest + 1;
}

/**
 * The full new order after a reorder: the listed ids first, in the order given, then any siblings
 * the caller did not list (created since their screen loaded), keeping their relative order.
 */
export function reorderedIds(siblings: QuerySnapshot, listedIds: readonly string[]): string[] {
  const listed = new Set(listedIds);
  const rest = siblings.docs
    .filter((doc) => !listed.has(doc.id))
    .map((doc) => ({ id: doc.id, sortOrder: Number(doc.get('sortOrder') ?? 0) }))
    .sort((left, right) => left.sortOrder - right.sortOrder || (left.id < right.id ? -1 : 1))
    .map((entry) => entry.id);
  return [...listedIds, ...rest];
}

/** Problems for listed ids that are not among the siblings ("refuses ids that don't belong"). */
export function foreignIdProblems(
  siblings: QuerySnapshot,
  listedIds: readonly string[],
  field: string,
  message: string,
): { path: (string | number)[]; message: string }[] {
  const known = new Set(siblings.docs.map((doc) => doc.id));
  return listedIds.flatMap((id, index) => (known.has(id) ? [] : [{ path: [field, index], message }]));
}

/** Sets sortOrder = position for every id in `orderedIds`, writing only the documents that move. */
export function writeSortOrders(
  tx: Transaction,
  siblings: QuerySnapshot,
  orderedIds: readonly string[],
): void {
  const byId = new Map(siblings.docs.map((doc) => [doc.id, doc]));
  orderedIds.forEach((id, sortOrder) => {
    const doc = byId.get(id);
    if (doc && doc.get('sortOrder') !== sortOrder) tx.update(doc.ref, { sortOrder });
  });
}
