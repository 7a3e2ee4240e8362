/**
 * Applying a query snapshot's document changes to the list a screen already holds, so documents that
 * did not change keep the very same object. Memoised rows (React.memo) compare props by identity: a
 * list rebuilt from `snapshot.docs` on every snapshot would re-render every row for one new document.
 */

/** The part of Firestore's DocumentChange this needs (kept structural so it is testable without it). */
export interface ListChange<T> {
  type: 'added' | 'modified' | 'removed';
  /** Index before this change, with the changes before it applied; -1 for an added document. */
  oldIndex: number;
  /** Index after this change; -1 for a removed document. */
  newIndex: number;
  /** The document's new value (not called for a removal). */
  value: () => T;
}

/**
 * The list after `changes`, in the query's order, without re-sorting: Firestore gives each change's
 * old and new index as if the changes before it were already applied, so they are replayed in order.
 * Returns `previous` itself when nothing changed.
 */
export function applyListChanges<T>(previous: readonly T[], changes: readonly ListChange<T>[]): readonly T[] {
  if (changes.length === 0) return previous;
  const next = [...previous];
  for (const change of changes) {
    if (change.oldIndex >= 0) next.splice(change.oldIndex, 1);
    if (change.newIndex >= 0) next.splice(change.newIndex, 0, change.value());
  }
  return next;
}

const NOTHING: readonly never[] = [];

/**
 * Merges lists that are each already in `compare` order into one, in that order (a k-way merge: no
 * re-sort of the whole board). One list comes back as itself, so a single store costs nothing.
 */
export function mergeSortedLists<T>(
  lists: readonly (readonly T[])[],
  compare: (a: T, b: T) => number,
): readonly T[] {
  const nonEmpty = lists.filter((list) => list.length > 0);
  if (nonEmpty.length === 0) return lists[0] ?? NOTHING;
  if (nonEmpty.length === 1) return nonEmpty[0] as readonly T[];
  const positions = nonEmpty.map(() => 0);
  const total = nonEmpty.reduce((sum, list) => sum + list.length, 0);
  const merged: T[] = [];
  while (merged.length < total) {
    let best = -1;
    for (let index = 0; index < nonEmpty.length; index++) {
      const list = nonEmpty[index] as readonly T[];
      const position = positions[index] as number;
      if (position >= list.length) continue;
      if (best === -1) {
        best = index;
        continue;
      }
      const leader = (nonEmpty[best] as readonly T[])[positions[best] as number] as T;
      if (compare(list[position] as T, leader) < 0) best = index;
    }
    const list = nonEmpty[best] as readonly T[];
    merged.push(list[positions[best] as number] as T);
    positions[best] = (positions[best] as number) + 1;
  }
  return merged;
}
