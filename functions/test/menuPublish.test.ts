import { catalogueFromPublishedMenu, priceLine, ZItemSelection, ZPublishedMenu } from '@resto/domain';
import { describe, expect, it } from 'vitest';
import { firestore } from './support/admin';
import { callApi, signUpTestUser } from './support/emulators';
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
import { addStoreMember, createTenant, type Tenant } from './support/tenants';

async function publishedMenu(tenant: Tenant) {
  const snapshot = await firestore()
    .doc(`${storePath(tenant)}/publishedMenu/current`)
    .get();
  expect(snapshot.exists).toBe(true);
  return ZPublishedMenu.parse(snapshot.data());
}

describe('published menu', () => {
  it('reflects each change, parses with ZPublishedMenu and prices from the same data', async () => {
    const tenant = await createTenant();
    const pizzas = await createCategory(tenant, 'Pizzas');
    const sides = await createCategory(tenant, 'Sides');
    await savePizzaSettings(tenant);
    const margherita = await createItem(tenant, pizzaItem(pizzas));
    const bread = await createItem(tenant, basicItem(sides));

    let menu = await publishedMenu(tenant);
    expect(menu.categories.map((category) => category.name)).toEqual(['Pizzas', 'Sides']);
    expect(menu.categories[1]?.items.map((item) => item.name)).toEqual(['Garlic bread']);
    expect(menu.settings.pizza?.sizes.map((size) => size.id)).toEqual(['small', 'large']);
    expect(menu.store.name).toBe('Bondi');
    expect(menu.itemCount).toBe(2);

    const selection = ZItemSelection.parse({
      type: 'basic',
      specId: bread,
      quantity: 2,
      modifiersValue: { dip: { bbq: 1 } },
    });
    const priced = priceLine({ selection }, catalogueFromPublishedMenu(menu), {
      source: 'website',
      collectionType: 'pickup',
    });
    expect(priced.ok && priced.value.total).toBe(1400);

    await post(tenant, '/categories/reorder', { categoryIds: [sides, pizzas] });
    await post(tenant, `/items/${bread}/soldout`, { soldout: true });
    menu = await publishedMenu(tenant);
    expect(menu.categories.map((category) => category.name)).toEqual(['Sides', 'Pizzas']);
    expect(menu.categories[0]?.items[0]?.soldout).toBe(true);

    await post(tenant, `/items/${margherita}`, undefined, 'DELETE');
    menu = await publishedMenu(tenant);
    expect(menu.itemCount).toBe(1);
  });

  it('is idempotent: publishing an unchanged menu changes nothing', async () => {
    const tenant = await createTenant();
    await createItem(tenant, basicItem(await createCategory(tenant, 'Sides')));
    const before = await publishedMenu(tenant);
    const again = await post(tenant, '/publish', undefined);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ changed: false, itemCount: 1 });
    expect(Number(again.body.bytes)).toBeGreaterThan(500);
    const after = await publishedMenu(tenant);
    expect(after.publishedIsoDateTimeUtc).toBe(before.publishedIsoDateTimeUtc);
    expect(after.contentHash).toBe(before.contentHash);
  });

  it('answers a write with what was published; a new store is published when it is created', async () => {
    const tenant = await createTenant();
    // Published with the store, so its web address works from the start.
    expect((await publishedMenu(tenant)).categories).toEqual([]);
    const created = await post(tenant, '/categories', { name: 'Sides' });
    expect(created.body.published).toMatchObject({ changed: true, itemCount: 0 });
    const other = await createTenant();
    const first = await post(other, '/publish', undefined);
    expect(first.body).toMatchObject({ changed: false, itemCount: 0 });
    expect((await publishedMenu(other)).categories).toEqual([]);
  });

  it('lets only admins publish, and anyone read the published document shape', async () => {
    const tenant = await createTenant();
    const cashier = await signUpTestUser('cashier');
    await addStoreMember(tenant, cashier, 'user');
    expect((await callApi(`${menuBase(tenant)}/publish`, { token: cashier.idToken, body: {} })).status).toBe(
      403,
    );
    expect((await callApi(`${menuBase(tenant)}/publish`, { body: {} })).status).toBe(401);
  });
});
