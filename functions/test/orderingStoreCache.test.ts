import { ZPublishedMenu } from '@resto/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NotFoundError } from '../src/http/errors';
import { forgetPublishedMenus, readOrderingStore } from '../src/onlineOrdering/orderingStore';
import { firestore } from './support/admin';
import { createOrderingStore } from './support/onlineOrdering';

/** The per-instance cache of parsed published menus (src/onlineOrdering/orderingStore.ts). */
const menuRef = (store: { restaurantId: string; storeId: string }) =>
  firestore().doc(`restaurants/${store.restaurantId}/stores/${store.storeId}/publishedMenu/current`);

beforeEach(() => {
  forgetPublishedMenus();
  vi.restoreAllMocks();
});

describe('published menu cache', () => {
  it('parses a menu once per version: repeated placements reuse it', async () => {
    const store = await createOrderingStore();
    const parses = vi.spyOn(ZPublishedMenu, 'safeParse');
    const first = await readOrderingStore(store.restaurantId, store.storeId);
    const [second, third] = await Promise.all([
      readOrderingStore(store.restaurantId, store.storeId),
      readOrderingStore(store.restaurantId, store.storeId),
    ]);
    expect(parses).toHaveBeenCalledTimes(1);
    expect(second.menu).toBe(first.menu);
    expect(third.menu).toBe(first.menu);
    expect(first.menu.store.name).toBe('Bondi');
    expect(first.restaurantName).toBe('Test Pizzeria');
  });

  it('the next placement after a publish sees the new menu', async () => {
    const store = await createOrderingStore();
    expect((await readOrderingStore(store.restaurantId, store.storeId)).menu.store.name).toBe('Bondi');
    // What a publish does: a new document (here, the store renamed).
    const data = (await menuRef(store).get()).data() ?? {};
    await menuRef(store).set({
      ...data,
      store: { ...data.store, name: 'Bondi Beach' },
      contentHash: 'changed',
    });
    const after = await readOrderingStore(store.restaurantId, store.storeId);
    expect(after.menu.store.name).toBe('Bondi Beach');
    // ...and a second change right after is seen too (no time window).
    await menuRef(store).update({ 'store.name': 'Bondi Again' });
    expect((await readOrderingStore(store.restaurantId, store.storeId)).menu.store.name).toBe('Bondi Again');
  });

  it('a restaurant rename is seen at once (the restaurant is read every time)', async () => {
    const store = await createOrderingStore();
    await readOrderingStore(store.restaurantId, store.storeId);
    await firestore().doc(`restaurants/${store.restaurantId}`).update({ name: 'Renamed Pizzeria' });
    expect((await readOrderingStore(store.restaurantId, store.storeId)).restaurantName).toBe(
      'Renamed Pizzeria',
    );
  });

  it('a menu taken down is a 404 at once; an unknown store is a 404', async () => {
    const store = await createOrderingStore();
    await readOrderingStore(store.restaurantId, store.storeId);
    await menuRef(store).delete();
    await expect(readOrderingStore(store.restaurantId, store.storeId)).rejects.toBeInstanceOf(NotFoundError);
    await expect(readOrderingStore('no-such-restaurant', 'no-such-store')).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });

  it('the shared menu cannot be changed by one request under another', async () => {
    const store = await createOrderingStore();
    const { menu } = await readOrderingStore(store.restaurantId, store.storeId);
    expect(() => {
      (menu.store as { name: string }).name = 'Hijacked';
    }).toThrow(TypeError);
    expect(() => (menu.categories as unknown[]).push({})).toThrow(TypeError);
    expect((await readOrderingStore(store.restaurantId, store.storeId)).menu.store.name).toBe('Bondi');
  });
});
