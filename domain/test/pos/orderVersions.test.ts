import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareOrderVersions, type VersionedOrderLine } from '../../src/pos/orderVersions';

const margherita: VersionedOrderLine = {
  id: 'line-1',
  quantity: 1,
  priceInCents: 1800,
  selections: { size: 'large', addToppings: ['olives'], removeToppings: [] },
};
const garlicBread: VersionedOrderLine = { id: 'line-2', quantity: 2, priceInCents: 600 };
const coke: VersionedOrderLine = { id: 'line-3', quantity: 1, priceInCents: 400 };

describe('compareOrderVersions', () => {
  it('calls the first version INITIAL', () => {
    expect(compareOrderVersions(undefined, { totalInCents: 3000, lines: [margherita] })).toEqual({
      change: 'INITIAL',
      differenceInCents: 0,
      lines: [],
    });
  });

  it('reports the total going up, down or staying', () => {
    const before = { totalInCents: 3000, lines: [margherita] };
    expect(compareOrderVersions(before, { totalInCents: 3400, lines: [margherita] })).toMatchObject({
      change: 'INCREASED',
      differenceInCents: 400,
    });
    expect(compareOrderVersions(before, { totalInCents: 2500, lines: [margherita] }).change).toBe(
      'DECREASED',
    );
    expect(compareOrderVersions(before, { totalInCents: 3000, lines: [margherita] })).toEqual({
      change: 'UNCHANGED',
      differenceInCents: 0,
      lines: [],
    });
  });

  it('lists added, edited and removed lines by their stable id', () => {
    const before = { totalInCents: 3000, lines: [margherita, garlicBread] };
    const after = { totalInCents: 3000, lines: [{ ...margherita, quantity: 2 }, coke] };
    const result = compareOrderVersions(before, after);
    expect(result.lines.map(({ id, outcome }) => [id, outcome])).toEqual([
      ['line-1', 'EDITED'],
      ['line-3', 'ADDED'],
      ['line-2', 'REMOVED'],
    ]);
    expect(result.lines[0]?.previous?.quantity).toBe(1);
    expect(result.lines[0]?.current?.quantity).toBe(2);
  });

  it.each([
    ['price', { priceInCents: 2000 }],
    ['comments', { comments: 'Well done' }],
    ['selections', { selections: { size: 'large', addToppings: ['olives', 'ham'], removeToppings: [] } }],
    ['selection order', { selections: { size: 'large', addToppings: [], removeToppings: ['olives'] } }],
  ])('marks a line EDITED when its %s changes', (_field, change) => {
    const result = compareOrderVersions(
      { totalInCents: 1800, lines: [margherita] },
      { totalInCents: 1800, lines: [{ ...margherita, ...change }] },
    );
    expect(result.lines.map((line) => line.outcome)).toEqual(['EDITED']);
  });

  it('ignores key order and absent versus empty comments', () => {
    const reordered = {
      ...margherita,
      comments: '',
      selections: { removeToppings: [], addToppings: ['olives'], size: 'large' },
    };
    expect(
      compareOrderVersions({ totalInCents: 1, lines: [margherita] }, { totalInCents: 1, lines: [reordered] })
        .lines,
    ).toEqual([]);
  });

  it('tells null, arrays and objects apart in selections', () => {
    const edited = (a: unknown, b: unknown) =>
      compareOrderVersions(
        { totalInCents: 1, lines: [{ ...coke, selections: a }] },
        { totalInCents: 1, lines: [{ ...coke, selections: b }] },
      ).lines.length === 1;
    expect(edited(null, {})).toBe(true);
    expect(edited([], {})).toBe(true);
    expect(edited(['a'], ['a', 'b'])).toBe(true);
    expect(edited({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(edited('x', 'x')).toBe(false);
  });

  it('finds no changes between a version and itself (property)', () => {
    const line = fc.record({
      id: fc.uuid(),
      quantity: fc.integer({ min: 1, max: 20 }),
      priceInCents: fc.integer({ min: 0, max: 100_000 }),
      selections: fc.jsonValue(),
      comments: fc.string(),
    });
    fc.assert(
      fc.property(fc.uniqueArray(line, { selector: (l) => l.id, maxLength: 8 }), (lines) => {
        const version = { totalInCents: 1000, lines };
        const copy = { totalInCents: 1000, lines: JSON.parse(JSON.stringify(lines)) };
        expect(compareOrderVersions(version, copy).lines).toEqual([]);
      }),
    );
  });
});
