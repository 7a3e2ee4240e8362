import {
  buildPublishedMenu,
  publishedMenuInputFromDocuments,
  stableStringify,
  ZPublishedMenu,
} from '@resto/domain';
import { describe, expect, it } from 'vitest';
import { firestore } from './support/admin';
import {
  basicItem,
  createCategory,
  createItem,
  menuBase,
  pizzaItem,
  post,
  savePizzaSettings,
  storePath,
} from './support/menu';
import { createTenant, type Tenant } from './support/tenants';

/** What the API answered about publishing after a write. */
interface Published {
  changed: boolean;
  mode: 'patch' | 'full';
  reads: number;
  itemCount: number;
}

async function storedMenu(tenant: Tenant): Promise<Record<string, unknown>> {
  const snapshot = await firestore()
    .doc(`${storePath(tenant)}/publishedMenu/current`)
    .get();
  expect(snapshot.exists).toBe(true);
  return snapshot.data() as Record<string, unknown>;
}

/** The document a full rebuild gives for the store's documents as they are now, at the stored time. */
async function fullBuild(tenant: Tenant, publishedIsoDateTimeUtc: string) {
  const db = firestore();
  const base = storePath(tenant);
  const [restaurant, store, categories, items, settings] = await Promise.all([
    db.doc(`restaurants/${tenant.restaurantId}`).get(),
    db.doc(base).get(),
    db.collection(`${base}/categories`).get(),
    db.collection(`${base}/items`).get(),
    db.collection(`${base}/settings`).get(),
  ]);
  const { input } = publishedMenuInputFromDocuments({
    restaurantId: tenant.restaurantId,
    storeId: tenant.storeId,
    store: store.data(),
    restaurant: restaurant.data(),
    categories: categories.docs.map((doc) => ({ id: doc.id, data: doc.data() })),
    items: items.docs.map((doc) => ({ id: doc.id, data: doc.data() })),
    settings: Object.fromEntries(settings.docs.map((doc) => [doc.id, doc.data()])),
  });
  return buildPublishedMenu(input, publishedIsoDateTimeUtc);
}

/** The stored document is, byte for byte, what a full rebuild of the same data gives. */
async function expectSameAsFullBuild(tenant: Tenant): Promise<void> {
  const stored = await storedMenu(tenant);
  const rebuilt = await fullBuild(tenant, String(stored.publishedIsoDateTimeUtc));
  expect(stableStringify(stored)).toBe(stableStringify(rebuilt));
}

function published(response: { status: number; body: Record<string, unknown> }): Published {
  expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
  return response.body.published as Published;
}

async function menuWithItems(count: number) {
  const tenant = await createTenant();
  const pizzas = await createCategory(tenant, 'Pizzas');
  const sides = await createCategory(tenant, 'Sides');
  await savePizzaSettings(tenant);
  const itemIds: string[] = [];
  for (let index = 0; index < count; index++) {
    const body =
      index % 2 === 0
        ? pizzaItem(pizzas, { name: `Pizza ${index}` })
        : basicItem(sides, { name: `Side ${index}` });
    itemIds.push(await createItem(tenant, body));
  }
  return { tenant, pizzas, sides, itemIds };
}

describe('publishing by patch', () => {
  it('patches single-item and single-category changes with a few reads and the full build result', async () => {
    const { tenant, pizzas, sides, itemIds } = await menuWithItems(8);
    const [firstPizza, firstSide] = [itemIds[0]!, itemIds[1]!];

    const edit = published(
      await post(
        tenant,
        `/items/${firstSide}`,
        basicItem(sides, { name: 'Cheesy bread', price: { basePrice: 900 } }),
        'PUT',
      ),
    );
    expect(edit).toMatchObject({ changed: true, mode: 'patch', reads: 2 });
    await expectSameAsFullBuild(tenant);

    const soldOut = published(await post(tenant, `/items/${firstPizza}/soldout`, { soldout: true }));
    expect(soldOut).toMatchObject({ changed: true, mode: 'patch', reads: 2 });
    await expectSameAsFullBuild(tenant);

    // The same state again: nothing to write.
    const again = published(await post(tenant, `/items/${firstPizza}/soldout`, { soldout: true }));
    expect(again).toMatchObject({ changed: false, mode: 'patch' });

    // A changed modifier group and a move to another category.
    const withNewDip = basicItem(pizzas, {
      name: 'Garlic pizza bread',
      modifiers: [
        { id: 'dip', name: 'Pick a dip', options: [{ id: 'ranch', name: 'Ranch', extraCharge: 80 }] },
      ],
    });
    expect(published(await post(tenant, `/items/${firstSide}`, withNewDip, 'PUT'))).toMatchObject({
      mode: 'patch',
    });
    await expectSameAsFullBuild(tenant);

    const renamed = published(await post(tenant, `/categories/${sides}`, { name: 'Sides and dips' }, 'PUT'));
    expect(renamed).toMatchObject({ changed: true, mode: 'patch', reads: 2 });
    await expectSameAsFullBuild(tenant);

    const created = await post(tenant, '/categories', { name: 'Drinks' });
    expect(published(created)).toMatchObject({ mode: 'patch' });
    const drinks = String(created.body.id);
    const cola = await post(tenant, '/items', basicItem(drinks, { name: 'Cola', modifiers: [] }));
    expect(published(cola)).toMatchObject({ mode: 'patch', reads: 2 });
    await expectSameAsFullBuild(tenant);

    const sideIds = itemIds.filter((_, index) => index % 2 === 1 && index > 1).reverse();
    expect(
      published(await post(tenant, '/items/reorder', { categoryId: sides, itemIds: sideIds })),
    ).toMatchObject({
      mode: 'patch',
    });
    expect(
      published(await post(tenant, '/categories/reorder', { categoryIds: [drinks, sides, pizzas] })),
    ).toMatchObject({ mode: 'patch' });
    await expectSameAsFullBuild(tenant);

    expect(
      published(await post(tenant, `/items/${String(cola.body.id)}`, undefined, 'DELETE')),
    ).toMatchObject({
      mode: 'patch',
    });
    expect(published(await post(tenant, `/categories/${drinks}`, undefined, 'DELETE'))).toMatchObject({
      mode: 'patch',
    });
    await expectSameAsFullBuild(tenant);

    // A full rebuild of the patched document finds nothing to change.
    const full = await post(tenant, '/publish', {});
    expect(full.body).toMatchObject({ changed: false, mode: 'full' });
    expect(ZPublishedMenu.parse(await storedMenu(tenant)).itemCount).toBe(8);
  }, 120_000);

  it('rebuilds in full when the previous document is missing, of schema version 1 or altered', async () => {
    const { tenant, itemIds } = await menuWithItems(2);
    const ref = firestore().doc(`${storePath(tenant)}/publishedMenu/current`);
    const toggle = async (soldout: boolean) =>
      published(await post(tenant, `/items/${itemIds[0]}/soldout`, { soldout }));

    await ref.delete();
    expect(await toggle(true)).toMatchObject({ changed: true, mode: 'full' });
    await ref.update({ schemaVersion: 1 });
    expect(await toggle(false)).toMatchObject({ changed: true, mode: 'full' });
    await ref.update({ itemCount: 99 });
    expect(await toggle(true)).toMatchObject({ changed: true, mode: 'full' });
    await expectSameAsFullBuild(tenant);
    // Pizza settings are shared by many items: always a full rebuild.
    await savePizzaSettings(tenant);
    expect((await post(tenant, '/publish', {})).body).toMatchObject({ changed: false, mode: 'full' });
  });

  it('keeps both of two concurrent item edits: publishing is serialised per store', async () => {
    const { tenant, sides, itemIds } = await menuWithItems(6);
    const sideIds = [itemIds[1]!, itemIds[3]!, itemIds[5]!];
    for (let round = 0; round < 3; round++) {
      const [left, right] = await Promise.all([
        post(tenant, `/items/${sideIds[0]}`, basicItem(sides, { name: `Left ${round}` }), 'PUT'),
        post(tenant, `/items/${sideIds[1]}`, basicItem(sides, { name: `Right ${round}` }), 'PUT'),
      ]);
      expect(published(left)).not.toBeNull();
      expect(published(right)).not.toBeNull();
      const menu = ZPublishedMenu.parse(await storedMenu(tenant));
      const names = menu.categories.flatMap((category) => category.items.map((item) => item.name));
      expect(names).toEqual(expect.arrayContaining([`Left ${round}`, `Right ${round}`]));
      await expectSameAsFullBuild(tenant);
    }
  }, 90_000);

  it('answers a manual publish of a store without a published document with a full build', async () => {
    const tenant = await createTenant();
    const response = await post(tenant, '/publish', {});
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ mode: 'full' });
    expect(menuBase(tenant)).toContain(tenant.storeId);
  });
});
