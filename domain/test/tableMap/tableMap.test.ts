import { describe, expect, it } from 'vitest';
import { TABLE_ELEMENT_DEFAULT_SIZES, ZTableMap } from '../../src';

describe('table map', () => {
  it('table map elements get the default sizes', () => {
    const map = ZTableMap.parse({
      id: 'm',
      tables: [
        { id: 'a', type: 'square', location: { x: 0, y: 0 } },
        { id: 'b', type: 'rectangle', location: { x: 200, y: 0 } },
        { id: 'c', type: 'circle', location: { x: 400, y: 0 }, rotation: 45 },
      ],
    });
    expect(map.tables).toMatchObject([
      { width: TABLE_ELEMENT_DEFAULT_SIZES.square.width, rotation: 0 },
      { width: 120, length: 240 },
      { radius: 60, rotation: 45 },
    ]);
    expect(map.scale).toBe(1);
    expect(
      ZTableMap.safeParse({
        id: 'm',
        tables: [{ id: 'x', type: 'circle', location: { x: 0, y: 0 }, radius: 0 }],
      }).success,
    ).toBe(false);
  });
});
