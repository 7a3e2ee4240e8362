import { describe, expect, it } from 'vitest';
import {
  restaurantDirectoryEntry,
  restaurantSearchTermOf,
  ZRestaurantDirectoryQuery,
} from '../../src/superAdmin';

describe('the restaurant directory', () => {
  it('lists a restaurant under every word of its name from two letters, and its id', () => {
    const entry = restaurantDirectoryEntry(
      'demo-restaurant',
      { name: 'Bella Vista Pizzeria', country: { code: 'AU' }, timezone: 'Australia/Sydney' },
      '2026-01-01T00:00:00.000Z',
    );
    expect(entry).toMatchObject({
      name: 'Bella Vista Pizzeria',
      sortName: 'bella vista pizzeria',
      countryCode: 'AU',
    });
    expect(entry?.searchTerms).toEqual(
      expect.arrayContaining(['be', 'vi', 'vis', 'vista', 'pizzeria', 'demo-restaurant']),
    );
    expect(entry?.searchTerms).not.toContain('v');
    expect(restaurantSearchTermOf('  VIST ')).toBe('vist');
    expect(restaurantSearchTermOf('v')).toBeUndefined();
  });

  it('leaves out restaurants without a name, and bounds the query', () => {
    expect(restaurantDirectoryEntry('r1', { name: '  ' }, 'now')).toBeUndefined();
    expect(restaurantDirectoryEntry('r1', undefined, 'now')).toBeUndefined();
    expect(ZRestaurantDirectoryQuery.safeParse({ pageSize: '500' }).success).toBe(false);
    expect(ZRestaurantDirectoryQuery.parse({})).toEqual({ search: '', pageSize: 25 });
  });
});
