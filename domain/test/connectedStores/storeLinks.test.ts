import { describe, expect, it } from 'vitest';
import { storeLinkProblem, ZLinkVirtualStoreRequest } from '../../src/connectedStores';

const stores = new Set(['kitchen', 'brand', 'other-brand', 'third']);
type Links = { virtualStoreId: string; physicalStoreId: string }[];
const problem = (physicalStoreId: string, virtualStoreId: string, links: Links = []) =>
  storeLinkProblem({ physicalStoreId, virtualStoreId, storeIds: stores, links })?.title;

describe('linking a virtual store to a kitchen', () => {
  it('links a store of the restaurant that is linked nowhere', () => {
    expect(problem('kitchen', 'brand')).toBeUndefined();
    // Several brands may share one kitchen.
    expect(
      problem('kitchen', 'other-brand', [{ virtualStoreId: 'brand', physicalStoreId: 'kitchen' }]),
    ).toBeUndefined();
  });

  it('refuses the store itself and a store of another restaurant', () => {
    expect(problem('kitchen', 'kitchen')).toBe('Cannot link a store to itself');
    expect(problem('kitchen', 'elsewhere')).toBe('Store not found');
  });

  it('refuses a second link of the same store, here or to another kitchen', () => {
    const links = [{ virtualStoreId: 'brand', physicalStoreId: 'kitchen' }];
    expect(problem('kitchen', 'brand', links)).toBe('Already linked');
    expect(problem('third', 'brand', links)).toBe('Linked to another store');
  });

  it('refuses chains and cycles: links are one level deep', () => {
    const links = [{ virtualStoreId: 'brand', physicalStoreId: 'kitchen' }];
    // brand → kitchen exists: the kitchen cannot be sent to brand (a cycle) nor to third (a chain).
    expect(problem('brand', 'kitchen', links)).toBe('This store has its own linked stores');
    expect(problem('third', 'kitchen', links)).toBe('This store has its own linked stores');
    // brand sends its orders away, so nothing can be linked into it.
    expect(problem('brand', 'third', links)).toBe('This store is itself linked');
  });

  it('takes only a store id in the request', () => {
    expect(ZLinkVirtualStoreRequest.safeParse({ virtualStoreId: 'brand' }).success).toBe(true);
    expect(ZLinkVirtualStoreRequest.safeParse({ virtualStoreId: 'a/b' }).success).toBe(false);
    expect(
      ZLinkVirtualStoreRequest.safeParse({ virtualStoreId: 'brand', physicalStoreId: 'x' }).success,
    ).toBe(false);
  });
});
