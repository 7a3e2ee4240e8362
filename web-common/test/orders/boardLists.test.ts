import { describe, expect, it } from 'vitest';
import { applyListChanges, type ListChange, mergeSortedLists } from '../../src/data/docChanges';

interface Row {
  id: string;
  at: number;
}
const row = (id: string, at: number): Row => ({ id, at });
const added = (value: Row, newIndex: number): ListChange<Row> => ({
  type: 'added',
  oldIndex: -1,
  newIndex,
  value: () => value,
});
const newestFirst = (a: Row, b: Row) => b.at - a.at;

describe('applyListChanges (a snapshot applied to the list on screen)', () => {
  const a = row('a', 3);
  const b = row('b', 2);
  const c = row('c', 1);

  it('keeps every unchanged row as the same object and adds the new one where Firestore says', () => {
    const next = applyListChanges([a, b, c], [added(row('n', 4), 0)]);
    expect(next.map((entry) => entry.id)).toEqual(['n', 'a', 'b', 'c']);
    expect(next[1]).toBe(a);
    expect(next[3]).toBe(c);
  });

  it('replays modifications, moves and removals in order, each index as if the ones before were applied', () => {
    const movedB = row('b', 5);
    const next = applyListChanges(
      [a, b, c],
      [
        { type: 'modified', oldIndex: 1, newIndex: 0, value: () => movedB },
        { type: 'removed', oldIndex: 2, newIndex: -1, value: () => a },
        added(row('d', 0), 2),
      ],
    );
    expect(next.map((entry) => entry.id)).toEqual(['b', 'a', 'd']);
    expect(next[0]).toBe(movedB);
    expect(next[1]).toBe(a);
  });

  it('returns the list itself when a snapshot changed nothing (metadata only)', () => {
    const list = [a, b];
    expect(applyListChanges(list, [])).toBe(list);
  });
});

describe('mergeSortedLists (stores merged without re-sorting)', () => {
  it('gives a single store’s list back as itself', () => {
    const list = [row('a', 2), row('b', 1)];
    expect(mergeSortedLists([list], newestFirst)).toBe(list);
    expect(mergeSortedLists([[], list, []], newestFirst)).toBe(list);
  });

  it('interleaves several stores newest first', () => {
    const merged = mergeSortedLists(
      [
        [row('a5', 5), row('a2', 2)],
        [row('b4', 4), row('b3', 3), row('b1', 1)],
      ],
      newestFirst,
    );
    expect(merged.map((entry) => entry.id)).toEqual(['a5', 'b4', 'b3', 'a2', 'b1']);
  });
});
