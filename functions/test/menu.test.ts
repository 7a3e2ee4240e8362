import { describe, expect, it } from 'vitest';
import { firestore } from './support/admin';
import { callApi, signUpTestUser } from './support/emulators';
import {
  basicItem,
  createCategory,
  createItem,
  menuBase,
  PIZZA_SETTINGS,
  pizzaItem,
  post,
  savePizzaSettings,
  storePath,
} from './support/menu';
import { addStoreMember, createTenant, type Tenant } from './support/tenants';

async function categoryOrder(tenant: Tenant): Promise<string[]> {
  const snapshot = await firestore()
    .collection(`${storePath(tenant)}/categories`)
    .orderBy('sortOrder')
    .get();
  return snapshot.docs.map((doc) => doc.id);
}

async function itemDoc(tenant: Tenant, itemId: string) {
  return (
    await firestore()
      .doc(`${storePath(tenant)}/items/${itemId}`)
      .get()
  ).data();
}

describe('menu routes: who may call them', () => {
  it('answers 401 without a token, 403 for another tenant and for a store user, 404 for an unknown store', async () => {
    const tenant = await createTenant();
    const other = await createTenant();
    const cashier = await signUpTestUser('cashier');
    await addStoreMember(tenant, cashier, 'user');
    const path = `${menuBase(tenant)}/categories`;
    expect((await callApi(path, { body: { name: 'Pizzas' } })).status).toBe(401);
    expect((await callApi(path, { token: other.owner.idToken, body: { name: 'Pizzas' } })).status).toBe(403);
    expect((await callApi(path, { token: cashier.idToken, body: { name: 'Pizzas' } })).status).toBe(403);
    const unknownStore = `/api/menu/restaurants/${tenant.restaurantId}/stores/nope/categories`;
    expect(
      (await callApi(unknownStore, { token: tenant.owner.idToken, body: { name: 'Pizzas' } })).status,
    ).toBe(404);
    expect(
      (
        await firestore()
          .collection(`${storePath(tenant)}/categories`)
          .get()
      ).empty,
    ).toBe(true);
  });

  it('lets a store admin edit the menu', async () => {
    const tenant = await createTenant();
    const manager = await signUpTestUser('manager');
    await addStoreMember(tenant, manager, 'admin');
    const response = await callApi(`${menuBase(tenant)}/categories`, {
      token: manager.idToken,
      body: { name: 'Sides' },
    });
    expect(response.status).toBe(201);
  });
});

describe('categories', () => {
  it('creates categories last in order, updates one in place and explains invalid fields', async () => {
    const tenant = await createTenant();
    const first = await createCategory(tenant, 'Pizzas');
    const second = await createCategory(tenant, 'Sides');
    expect(await categoryOrder(tenant)).toEqual([first, second]);

    const invalid = await post(tenant, '/categories', { name: '', backgroundColor: 'red' });
    expect(invalid.status).toBe(400);
    expect((invalid.body.issues as { path: string }[]).map((issue) => issue.path).sort()).toEqual([
      'backgroundColor',
      'name',
    ]);

    const updated = await post(
      tenant,
      `/categories/${first}`,
      { name: 'Wood-fired pizzas', backgroundColor: '#AA3300' },
      'PUT',
    );
    expect(updated.status).toBe(200);
    expect(updated.body.category).toMatchObject({ id: first, name: 'Wood-fired pizzas', sortOrder: 0 });
    expect((await post(tenant, `/categories/${first}`, { name: '' }, 'PUT')).status).toBe(400);
    expect((await post(tenant, '/categories/unknown', { name: 'Ghost' }, 'PUT')).status).toBe(404);
  });

  it('refuses to delete a category with items (409 in words), deletes an empty one, 404 for unknown ids', async () => {
    const tenant = await createTenant();
    const full = await createCategory(tenant, 'Sides');
    const empty = await createCategory(tenant, 'Specials');
    await createItem(tenant, basicItem(full));
    const refused = await post(tenant, `/categories/${full}`, undefined, 'DELETE');
    expect(refused.status).toBe(409);
    expect(refused.body.title).toBe('Category has items');
    const deleted = await post(tenant, `/categories/${empty}`, undefined, 'DELETE');
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ id: empty, deleted: true });
    expect((await post(tenant, `/categories/${empty}`, undefined, 'DELETE')).status).toBe(404);
  });

  it('reorders categories, refusing ids of another store and repeated ids', async () => {
    const tenant = await createTenant();
    const other = await createTenant();
    const [a, b, c] = [
      await createCategory(tenant, 'Alpha'),
      await createCategory(tenant, 'Bravo'),
      await createCategory(tenant, 'Charlie'),
    ];
    const foreign = await createCategory(other, 'Foreign');
    const ok = await post(tenant, '/categories/reorder', { categoryIds: [c, a, b] });
    expect(ok.status).toBe(200);
    expect(ok.body.ok).toBe(true);
    expect(await categoryOrder(tenant)).toEqual([c, a, b]);

    const refused = await post(tenant, '/categories/reorder', { categoryIds: [a, foreign] });
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([
      { path: 'categoryIds.1', message: 'This category is not in this store' },
    ]);
    expect((await post(tenant, '/categories/reorder', { categoryIds: [a, a] })).status).toBe(400);
    expect((await post(other, '/categories/reorder', { categoryIds: [foreign] })).status).toBe(200);
    const forbidden = await callApi(`${menuBase(other)}/categories/reorder`, {
      token: tenant.owner.idToken,
      body: { categoryIds: [foreign] },
    });
    expect(forbidden.status).toBe(403);
    expect(await categoryOrder(tenant)).toEqual([c, a, b]);
  });

  it('ends racing reorders with one complete order', async () => {
    const tenant = await createTenant();
    const ids: string[] = [];
    for (const name of ['Alpha', 'Bravo', 'Charlie', 'Delta']) ids.push(await createCategory(tenant, name));
    const orders = [[...ids].reverse(), [ids[1], ids[3], ids[0], ids[2]], [ids[2], ids[0], ids[3], ids[1]]];
    const responses = await Promise.all(
      orders.map((categoryIds) => post(tenant, '/categories/reorder', { categoryIds })),
    );
    for (const response of responses) expect(response.status).toBe(200);
    const final = await categoryOrder(tenant);
    expect(orders.map((order) => order.join())).toContain(final.join());
    const sortOrders = (
      await firestore()
        .collection(`${storePath(tenant)}/categories`)
        .get()
    ).docs
      .map((doc) => doc.get('sortOrder'))
      .sort();
    expect(sortOrders).toEqual([0, 1, 2, 3]);
  });
});

describe('items', () => {
  it('creates a basic item last in its category with the server ids, and explains invalid fields', async () => {
    const tenant = await createTenant();
    const sides = await createCategory(tenant, 'Sides');
    const first = await createItem(tenant, basicItem(sides));
    const second = await createItem(
      tenant,
      basicItem(sides, { name: 'Chips', restaurantId: 'spoofed', id: 'mine' }),
    );
    expect(await itemDoc(tenant, first)).toMatchObject({ sortOrder: 0, categoryId: sides });
    expect(await itemDoc(tenant, second)).toMatchObject({
      sortOrder: 1,
      restaurantId: tenant.restaurantId,
      storeId: tenant.storeId,
      id: second,
    });

    const invalid = await post(tenant, '/items', {
      type: 'basic',
      categoryId: sides,
      name: '',
      price: { basePrice: -5 },
      modifiers: [{ id: 'm', name: 'Sauce', min: 2, max: 1, options: [] }],
    });
    expect(invalid.status).toBe(400);
    const paths = (invalid.body.issues as { path: string }[]).map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(['name', 'price.basePrice', 'modifiers.0.options']));
    expect((await post(tenant, '/items', { type: 'sandwich', categoryId: sides, name: 'Sub' })).status).toBe(
      400,
    );
  });

  it('checks what an item refers to: its category, pizza sizes, half-and-half and deal pizzas', async () => {
    const tenant = await createTenant();
    const other = await createTenant();
    const pizzas = await createCategory(tenant, 'Pizzas');
    const foreignCategory = await createCategory(other, 'Foreign');

    const noCategory = await post(tenant, '/items', basicItem(foreignCategory));
    expect(noCategory.status).toBe(400);
    expect(noCategory.body.issues).toEqual([
      { path: 'categoryId', message: 'Choose a category of this store' },
    ]);

    const beforeSettings = await post(tenant, '/items', pizzaItem(pizzas));
    expect(beforeSettings.status).toBe(400);
    expect(beforeSettings.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'sizes.small', message: 'Add pizza sizes in the pizza settings first' },
      ]),
    );

    await savePizzaSettings(tenant);
    const wrongSize = await post(tenant, '/items', pizzaItem(pizzas, { sizes: { family: { price: 3000 } } }));
    expect(wrongSize.body.issues).toEqual([
      { path: 'sizes.family', message: 'Choose a size from the pizza settings' },
    ]);

    const margherita = await createItem(tenant, pizzaItem(pizzas));
    const smallOnly = await createItem(
      tenant,
      pizzaItem(pizzas, { name: 'Kids', sizes: { small: { price: 900 } } }),
    );
    const chips = await createItem(tenant, basicItem(pizzas, { name: 'Chips' }));
    const foreignPizza = await createItem(other, { ...basicItem(foreignCategory), name: 'Elsewhere' });

    const halfAndHalf = await post(tenant, '/items', {
      type: 'halfAndHalf',
      categoryId: pizzas,
      name: 'Half & Half Large',
      pizzaSizeId: 'large',
      includedPizzaIds: [margherita, smallOnly, chips, foreignPizza],
    });
    expect(halfAndHalf.status).toBe(400);
    expect(halfAndHalf.body.issues).toEqual([
      { path: 'includedPizzaIds.1', message: 'Kids does not come in Large' },
      { path: 'includedPizzaIds.2', message: 'Choose pizzas from this store’s menu' },
      { path: 'includedPizzaIds.3', message: 'Choose pizzas from this store’s menu' },
    ]);
    await createItem(tenant, {
      type: 'halfAndHalf',
      categoryId: pizzas,
      name: 'Half & Half Large',
      pizzaSizeId: 'large',
      includedPizzaIds: [margherita],
    });

    const deal = {
      type: 'deal',
      categoryId: pizzas,
      name: 'Pizza + garlic bread',
      price: { basePrice: 2500 },
      items: [{ id: 'bread', name: 'Garlic bread' }],
      pizzas: [{ id: 'p1', name: 'Any large pizza', pizzaSizeId: 'huge', includedPizzaIds: [margherita] }],
    };
    const badDeal = await post(tenant, '/items', deal);
    expect(badDeal.body.issues).toEqual([
      { path: 'pizzas.0.pizzaSizeId', message: 'Choose a size from the pizza settings' },
      { path: 'pizzas.0.includedPizzaIds.0', message: 'Margherita does not come in huge' },
    ]);
    await createItem(tenant, { ...deal, pizzas: [{ ...deal.pizzas[0], pizzaSizeId: 'large' }] });

    // A pizza that a half-and-half offers keeps its offered sizes and cannot be deleted.
    const dropLarge = await post(
      tenant,
      `/items/${margherita}`,
      pizzaItem(pizzas, { sizes: { small: { price: 1400 } } }),
      'PUT',
    );
    expect(dropLarge.status).toBe(400);
    expect((dropLarge.body.issues as { path: string }[])[0]?.path).toBe('sizes');
    const deleteOffered = await post(tenant, `/items/${margherita}`, undefined, 'DELETE');
    expect(deleteOffered.status).toBe(409);
    expect(deleteOffered.body.message).toMatch(/^Half & Half Large, Pizza \+ garlic bread offer this pizza/);

    // Pizza sizes in use cannot leave the pizza settings.
    const shrink = await post(
      tenant,
      '/settings/pizza',
      { ...PIZZA_SETTINGS, sizes: [PIZZA_SETTINGS.sizes[0]] },
      'PUT',
    );
    expect(shrink.status).toBe(400);
    expect((shrink.body.issues as { message: string }[])[0]?.message).toMatch(
      /^Size large is used by Half & Half Large, Margherita, Pizza \+ garlic bread;/,
    );
  });

  it('updates an item, moves it to another category (last there) and answers 404 for unknown ids', async () => {
    const tenant = await createTenant();
    const sides = await createCategory(tenant, 'Sides');
    const extras = await createCategory(tenant, 'Extras');
    await createItem(tenant, basicItem(extras, { name: 'Salad' }));
    const bread = await createItem(tenant, basicItem(sides));
    const updated = await post(
      tenant,
      `/items/${bread}`,
      basicItem(extras, { name: 'Cheesy garlic bread' }),
      'PUT',
    );
    expect(updated.status).toBe(200);
    expect(updated.body.item).toMatchObject({
      id: bread,
      categoryId: extras,
      name: 'Cheesy garlic bread',
      sortOrder: 1,
    });
    expect((await post(tenant, `/items/${bread}`, basicItem(extras, { name: '' }), 'PUT')).status).toBe(400);
    expect((await post(tenant, '/items/unknown', basicItem(extras), 'PUT')).status).toBe(404);
    expect((await post(tenant, '/items/unknown', undefined, 'DELETE')).status).toBe(404);
    const deleted = await post(tenant, `/items/${bread}`, undefined, 'DELETE');
    expect(deleted.body).toMatchObject({ id: bread, deleted: true });
    expect(await itemDoc(tenant, bread)).toBeUndefined();
  });

  it('lets any store staff member toggle sold out, but not edit the item', async () => {
    const tenant = await createTenant();
    const other = await createTenant();
    const cashier = await signUpTestUser('cashier');
    await addStoreMember(tenant, cashier, 'user');
    const sides = await createCategory(tenant, 'Sides');
    const bread = await createItem(tenant, basicItem(sides));
    const soldoutPath = `${menuBase(tenant)}/items/${bread}/soldout`;

    const toggled = await callApi(soldoutPath, { token: cashier.idToken, body: { soldout: true } });
    expect(toggled.status).toBe(200);
    expect(toggled.body.item).toMatchObject({ id: bread, soldout: true, name: 'Garlic bread' });
    expect(await itemDoc(tenant, bread)).toMatchObject({ soldout: true });

    expect((await callApi(soldoutPath, { token: cashier.idToken, body: { soldout: 'yes' } })).status).toBe(
      400,
    );
    expect(
      (await callApi(soldoutPath, { token: other.owner.idToken, body: { soldout: false } })).status,
    ).toBe(403);
    expect(
      (
        await callApi(`${menuBase(tenant)}/items/unknown/soldout`, {
          token: cashier.idToken,
          body: { soldout: true },
        })
      ).status,
    ).toBe(404);
    const edit = await callApi(`${menuBase(tenant)}/items/${bread}`, {
      token: cashier.idToken,
      method: 'PUT',
      body: basicItem(sides, { name: 'Renamed' }),
    });
    expect(edit.status).toBe(403);
  });

  it('reorders items within a category, refusing items of another category', async () => {
    const tenant = await createTenant();
    const sides = await createCategory(tenant, 'Sides');
    const drinks = await createCategory(tenant, 'Drinks');
    const a = await createItem(tenant, basicItem(sides, { name: 'Alpha' }));
    const b = await createItem(tenant, basicItem(sides, { name: 'Bravo' }));
    const cola = await createItem(tenant, basicItem(drinks, { name: 'Cola' }));
    expect((await post(tenant, '/items/reorder', { categoryId: sides, itemIds: [b, a] })).status).toBe(200);
    expect((await itemDoc(tenant, b))?.sortOrder).toBe(0);
    expect((await itemDoc(tenant, a))?.sortOrder).toBe(1);
    const refused = await post(tenant, '/items/reorder', { categoryId: sides, itemIds: [a, cola] });
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([
      { path: 'itemIds.1', message: 'This item is not in this category' },
    ]);
    const unknownCategory = await post(tenant, '/items/reorder', { categoryId: 'nope', itemIds: [a] });
    expect(unknownCategory.status).toBe(400);
  });
});

describe('pizza settings', () => {
  it('saves valid settings, explains invalid ones and refuses other tenants', async () => {
    const tenant = await createTenant();
    const other = await createTenant();
    const saved = await post(tenant, '/settings/pizza', PIZZA_SETTINGS, 'PUT');
    expect(saved.status).toBe(200);
    expect(saved.body.settings).toMatchObject({
      pizzaAvailable: true,
      sizes: [{ id: 'small' }, { id: 'large' }],
    });
    const invalid = await post(tenant, '/settings/pizza', { sizes: [] }, 'PUT');
    expect(invalid.status).toBe(400);
    expect(invalid.body.issues).toEqual([{ path: 'sizes', message: 'Add at least one pizza size' }]);
    const forbidden = await callApi(`${menuBase(tenant)}/settings/pizza`, {
      token: other.owner.idToken,
      method: 'PUT',
      body: PIZZA_SETTINGS,
    });
    expect(forbidden.status).toBe(403);
  });
});
