import { describe, expect, it } from 'vitest';
import type { MyRestaurant } from '../src/data/hooks';
import { reachableStores } from '../src/data/myStores';
import type { Restaurant } from '../src/data/restaurants';
import type { Store } from '../src/data/stores';

const restaurant = (id: string) => ({ id, name: id }) as Restaurant;
const store = (id: string) => ({ id, name: id }) as Store;

describe('reachableStores', () => {
  it('gives restaurant members every store and store members only theirs, with the stronger role', () => {
    const mine: MyRestaurant[] = [
      {
        restaurant: restaurant('r1'),
        role: 'user',
        access: 'restaurant',
        storeIds: ['b'],
        storeRoles: { b: 'admin' },
      },
      {
        restaurant: restaurant('r2'),
        role: 'user',
        access: 'store',
        storeIds: ['y'],
        storeRoles: { y: 'user' },
      },
    ];
    const result = reachableStores(mine, [
      [store('a'), store('b')],
      [store('x'), store('y')],
    ]);
    expect(result.map((entry) => [entry.restaurant.id, entry.store.id, entry.role, entry.access])).toEqual([
      ['r1', 'a', 'user', 'restaurant'],
      ['r1', 'b', 'admin', 'restaurant'],
      ['r2', 'y', 'user', 'store'],
    ]);
  });
});
