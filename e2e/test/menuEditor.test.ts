import { getApps, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URLS, launchChromium, openPage, screenshot } from '../support/browser';

/**
 * Issue 5's menu journey: a new owner sets up pizza sizes and a topping, categories, a basic item
 * with a required choice, pizzas, a half-and-half and a deal, reorders categories and marks an item
 * sold out. After each step the UI confirms, the public published menu document must already (or
 * within a second) show the change: it is what the storefront and POS read.
 */
const run = crypto.randomUUID().slice(0, 8);
const OWNER = { name: 'Paola Pizzaiola', email: `paola-${run}@example.test`, password: 'paola-secret-123' };
const RESTAURANT = `Paola's Pizzeria ${run}`;

interface PublishedItemDoc {
  id: string;
  name: string;
  type: string;
  soldout?: boolean;
  modifiers?: string[];
  sizes?: Record<string, { price: number }>;
  includedPizzaIds?: string[];
  pizzas?: { includedPizzaIds: string[] }[];
  items?: { name: string; modifiers?: string[] }[];
}
interface PublishedMenuDoc {
  publishedIsoDateTimeUtc: string;
  settings: {
    pizza?: {
      sizes: { id: string; name: string }[];
      toppings: { name: string; prices: Record<string, number> }[];
    };
  };
  categories: { id: string; name: string; items?: PublishedItemDoc[] }[];
  modifierGroups?: Record<string, { name: string; min?: number }>;
}

let browser: Browser;
let db: Firestore;
beforeAll(async () => {
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  if (getApps().length === 0)
    initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-restaurant-platform' });
  db = getFirestore();
  browser = await launchChromium();
});
afterAll(() => browser?.close());

let storeIds: { restaurantId: string; storeId: string };

async function publishedMenu(): Promise<PublishedMenuDoc | undefined> {
  const { restaurantId, storeId } = storeIds;
  const snapshot = await db.doc(`restaurants/${restaurantId}/stores/${storeId}/publishedMenu/current`).get();
  return snapshot.data() as PublishedMenuDoc | undefined;
}

/**
 * Polls the published menu until `check` passes, for at most a second after the UI confirmed the
 * change; returns how long it took.
 */
async function expectPublishedWithinASecond(
  what: string,
  check: (menu: PublishedMenuDoc) => boolean,
): Promise<number> {
  const started = Date.now();
  let last: PublishedMenuDoc | undefined;
  while (Date.now() - started <= 1000) {
    last = await publishedMenu();
    if (last && check(last)) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(
    `The published menu did not show ${what} within 1 s: ${JSON.stringify(last?.categories ?? null)}`,
  );
}

const allItems = (menu: PublishedMenuDoc) => menu.categories.flatMap((category) => category.items ?? []);
const itemNamed = (menu: PublishedMenuDoc, name: string) => allItems(menu).find((item) => item.name === name);

async function confirmed(page: Page, message: string): Promise<void> {
  await page.getByText(message, { exact: true }).waitFor({ timeout: 15_000 });
}

async function signUpAndCreateStore(page: Page): Promise<string> {
  await page.goto(`${APP_URLS.admin}/auth/signup`);
  await page.getByLabel('Your name').fill(OWNER.name);
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
  await page.getByLabel('Confirm password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('heading', { name: 'Your restaurants' }).waitFor({ timeout: 20_000 });

  await page.getByRole('link', { name: /create your restaurant/i }).click();
  await page.getByLabel('Restaurant name').fill(RESTAURANT);
  await page.getByLabel('Description').fill('Neapolitan pizza by the slice and whole.');
  await page.getByRole('button', { name: 'Create restaurant' }).click();
  await page.waitForURL(/\/restaurants\/[^/]+$/, { timeout: 20_000 });
  const restaurantPath = new URL(page.url()).pathname;

  await page.goto(`${APP_URLS.admin}${restaurantPath}/create/store`);
  await page.getByLabel('Store name').fill('Marrickville');
  await page.getByLabel('Phone number').fill('02 9560 1234');
  await page.getByLabel('Street address').fill('250 Marrickville Road');
  await page.getByLabel('Suburb').fill('Marrickville');
  await page.getByLabel('Postcode').fill('2204');
  await page.getByLabel('Latitude').fill('-33.9110');
  await page.getByLabel('Longitude').fill('151.1550');
  await page.getByRole('button', { name: 'Add store' }).click();
  await page.waitForURL(/\/stores\/[^/]+$/, { timeout: 20_000 });
  const storePath = new URL(page.url()).pathname;
  const [, , restaurantId = '', , storeId = ''] = storePath.split('/');
  storeIds = { restaurantId, storeId };
  return storePath;
}

async function addItem(page: Page, categoryName: string, kind: string): Promise<void> {
  await page.getByRole('button', { name: `Add an item to ${categoryName}` }).click();
  await page.getByRole('menuitem', { name: new RegExp(`^${kind}`) }).click();
  await page.getByRole('heading', { level: 1 }).waitFor();
}

describe('menu editor', () => {
  it('an owner builds a pizza menu and the published menu follows every change within a second', async () => {
    const { page, errors } = await openPage(browser);
    const storePath = await signUpAndCreateStore(page);
    const timings: Record<string, number> = {};

    await page.goto(`${APP_URLS.admin}${storePath}/menu`);
    await page.getByText('Start your menu with a category').waitFor({ timeout: 20_000 });
    await screenshot(page, 'menu-empty');

    // Pizza settings: Small and Large, and olives priced per size.
    await page.getByRole('link', { name: 'Set up pizza sizes' }).click();
    await page.getByRole('button', { name: 'Add size' }).click();
    await page.getByLabel('Size name').nth(0).fill('Small');
    await page
      .getByRole('group', { name: 'Size Small' })
      .getByLabel('Half-and-half', { exact: true })
      .uncheck();
    await page.getByRole('button', { name: 'Add size' }).click();
    await page.getByLabel('Size name').nth(1).fill('Large');
    await page.getByLabel('Half-and-half charge').fill('3.00');
    await page.getByRole('button', { name: 'Add topping' }).click();
    await page.getByLabel('Topping name').fill('Olives');
    await page.getByLabel('Olives price for Small').fill('1.50');
    await page.getByLabel('Olives price for Large').fill('2.50');
    await screenshot(page, 'menu-pizza-settings');
    await page.getByRole('button', { name: 'Save pizza settings' }).click();
    await confirmed(page, 'Pizza settings were saved.');
    timings.pizzaSettings = await expectPublishedWithinASecond(
      'the pizza sizes',
      (menu) =>
        JSON.stringify(menu.settings.pizza?.sizes.map((size) => size.id)) === '["small","large"]' &&
        menu.settings.pizza?.toppings[0]?.prices.large === 250,
    );

    // Two categories.
    for (const name of ['Pizzas', 'Sides']) {
      await page.goto(`${APP_URLS.admin}${storePath}/create/category`);
      await page
        .getByRole('textbox', { name: 'Name' })
        .fill(name, { timeout: 10_000 })
        .catch(async (error: unknown) => {
          await screenshot(page, 'menu-failure');
          console.log(errors, page.url());
          throw error;
        });
      await page.getByRole('button', { name: 'Add category' }).click();
      await confirmed(page, `${name} was added to the menu.`);
      timings[`category ${name}`] = await expectPublishedWithinASecond(`the ${name} category`, (menu) =>
        menu.categories.some((category) => category.name === name),
      );
    }

    // A basic item with a required choice.
    await page.getByRole('heading', { name: 'Menu', exact: true }).waitFor();
    await addItem(page, 'Sides', 'Basic item');
    await page.getByRole('textbox', { name: 'Name' }).fill('Garlic bread');
    await page.getByRole('textbox', { name: 'Price' }).fill('8.50');
    await page.getByRole('button', { name: 'Add modifier group' }).click();
    await page.getByRole('group', { name: 'Modifier group Group 1' }).getByLabel('Group name').fill('Butter');
    // The group is named after what was typed.
    const group = page.getByRole('group', { name: 'Modifier group Butter' });
    await group.getByLabel('Minimum').fill('1');
    await group.getByLabel('Option name').fill('Garlic butter');
    await group.getByRole('button', { name: 'Add option' }).click();
    await group.getByLabel('Option name').nth(1).fill('Herb butter');
    await group.getByLabel('Extra charge').nth(1).fill('0.50');
    const preview = page.getByRole('region', { name: 'Price preview' });
    await preview.getByText('Garlic bread needs a choice in "Butter"').waitFor();
    await preview.getByRole('checkbox', { name: 'Herb butter +$0.50' }).check();
    await preview.getByTestId('preview-price').getByText('$9.00').waitFor();
    await screenshot(page, 'menu-basic-item');
    await page.getByRole('button', { name: 'Add item', exact: true }).click();
    await confirmed(page, 'Garlic bread was added to the menu.');
    timings.basicItem = await expectPublishedWithinASecond(
      'Garlic bread with its required choice',
      (menu) => {
        const item = itemNamed(menu, 'Garlic bread');
        const groupKey = item?.modifiers?.[0];
        return groupKey !== undefined && menu.modifierGroups?.[groupKey]?.min === 1;
      },
    );

    // Two pizzas with sizes and a removable topping.
    for (const [name, small, large] of [
      ['Margherita', '16', '22'],
      ['Pepperoni', '18', '25'],
    ] as const) {
      await addItem(page, 'Pizzas', 'Pizza');
      await page.getByRole('textbox', { name: 'Name' }).fill(name);
      await page.getByLabel('Small price').fill(small);
      await page.getByLabel('Large price').fill(large);
      await page.getByLabel('Removable toppings').fill('Basil');
      await page.getByLabel('Removable toppings').press('Enter');
      if (name === 'Margherita') {
        await page
          .getByRole('region', { name: 'Price preview' })
          .getByRole('combobox', { name: 'Size' })
          .click();
        await page.getByRole('option', { name: 'Large' }).click();
        await page
          .getByRole('region', { name: 'Price preview' })
          .getByRole('checkbox', { name: 'Olives +$2.50' })
          .check();
        await page.getByTestId('preview-price').getByText('$24.50').waitFor();
        await screenshot(page, 'menu-pizza');
      }
      await page.getByRole('button', { name: 'Add pizza' }).click();
      await confirmed(page, `${name} was added to the menu.`);
      timings[`pizza ${name}`] = await expectPublishedWithinASecond(name, (menu) => {
        const pizza = itemNamed(menu, name);
        return pizza?.type === 'pizza' && pizza.sizes?.large?.price === Number(large) * 100;
      });
    }

    // A half-and-half of the large pizzas.
    await addItem(page, 'Pizzas', 'Half-and-half');
    await page.getByRole('textbox', { name: 'Name' }).fill('Half & half');
    await page.getByRole('combobox', { name: 'Pizza size' }).click();
    await page.getByRole('option', { name: 'Large' }).click();
    const halves = page.getByRole('group', { name: 'Pizzas that can be halves' });
    await halves.getByRole('checkbox', { name: 'Margherita' }).check();
    await halves.getByRole('checkbox', { name: 'Pepperoni' }).check();
    // The dearer half ($25.00) plus the Large half-and-half charge ($3.00).
    await page.getByTestId('preview-price').getByText('$28.00').waitFor();
    await screenshot(page, 'menu-half-and-half');
    await page.getByRole('button', { name: 'Add half & half' }).click();
    await confirmed(page, 'Half & half was added to the menu.');
    timings.halfAndHalf = await expectPublishedWithinASecond('the half-and-half', (menu) => {
      const item = itemNamed(menu, 'Half & half');
      return item?.type === 'halfAndHalf' && item.includedPizzaIds?.length === 2;
    });

    // A deal: a large pizza and a garlic bread.
    await addItem(page, 'Pizzas', 'Deal');
    await page.getByRole('textbox', { name: 'Name' }).fill('Pizza and bread');
    await page.getByRole('textbox', { name: 'Deal price' }).fill('27.00');
    await page.getByRole('button', { name: 'Add pizza' }).click();
    await page
      .getByRole('group', { name: 'Pizzas to choose from' })
      .getByRole('checkbox', { name: 'All' })
      .check();
    await page.getByRole('button', { name: 'Add item', exact: true }).click();
    // Picked from the menu, not retyped.
    await page
      .getByRole('group', { name: /^Deal item/ })
      .getByLabel('Item name')
      .fill('Garl');
    await page.getByRole('option', { name: /^Garlic bread/ }).click();
    await expect
      .poll(() =>
        page
          .getByRole('group', { name: /^Deal item/ })
          .getByLabel('Item name')
          .inputValue(),
      )
      .toBe('Garlic bread');
    // Its "Butter" choice came along, so the preview asks it as the storefront would.
    const dealPreview = page.getByRole('region', { name: 'Price preview' });
    await dealPreview.getByText(/needs a choice in "Butter"/).waitFor();
    await dealPreview.getByRole('checkbox', { name: 'Garlic butter', exact: true }).check();
    await page.getByTestId('preview-price').getByText('$27.00').waitFor();
    await screenshot(page, 'menu-deal');
    await page.getByRole('button', { name: 'Add deal' }).click();
    await confirmed(page, 'Pizza and bread was added to the menu.');
    timings.deal = await expectPublishedWithinASecond('the deal', (menu) => {
      const item = itemNamed(menu, 'Pizza and bread');
      return (
        item?.type === 'deal' &&
        item.pizzas?.[0]?.includedPizzaIds.length === 2 &&
        item.items?.[0]?.name === 'Garlic bread' &&
        // Picking it brought the bread's "Butter" choice along.
        item.items[0].modifiers?.length === 1
      );
    });

    // Reorder: Sides first.
    await page.getByRole('listitem', { name: 'Category Sides' }).waitFor();
    const reordered = page.waitForResponse((response) => response.url().endsWith('/categories/reorder'));
    await page.getByRole('button', { name: 'Move Sides up' }).click();
    expect((await reordered).status()).toBe(200);
    timings.reorder = await expectPublishedWithinASecond(
      'Sides first',
      (menu) => menu.categories.map((category) => category.name).join(',') === 'Sides,Pizzas',
    );

    // Sold out, straight from the list.
    await page.getByRole('switch', { name: 'Sold out: Garlic bread' }).check();
    await confirmed(page, 'Garlic bread is sold out.');
    timings.soldOut = await expectPublishedWithinASecond(
      'Garlic bread sold out',
      (menu) => itemNamed(menu, 'Garlic bread')?.soldout === true,
    );
    await page.getByText(/Published menu: up to date · updated \d+ s ago/).waitFor();
    await screenshot(page, 'menu-list');

    // Drag and drop (the arrows' mouse alternative): Pizzas back above Sides.
    const dragged = page.waitForResponse((response) => response.url().endsWith('/categories/reorder'));
    await page
      .getByRole('listitem', { name: 'Category Pizzas' })
      // By the headings: a drag that starts on an item row moves that item instead.
      .dragTo(page.getByRole('listitem', { name: 'Category Sides' }), {
        sourcePosition: { x: 600, y: 24 },
        targetPosition: { x: 600, y: 24 },
      });
    expect((await dragged).status()).toBe(200);
    timings.drag = await expectPublishedWithinASecond(
      'Pizzas first again',
      (menu) => menu.categories.map((category) => category.name).join(',') === 'Pizzas,Sides',
    );

    // The customer's view of a pizza, and a category page.
    const latest = (await publishedMenu())!;
    const margheritaId = itemNamed(latest, 'Margherita')?.id;
    const pizzasId = latest.categories.find((category) => category.name === 'Pizzas')?.id;
    await page.goto(`${APP_URLS.admin}${storePath}/items/${margheritaId}/pizza/view`);
    await page.getByRole('region', { name: 'Price preview' }).getByTestId('preview-price').waitFor();
    await screenshot(page, 'menu-pizza-view');
    await page.goto(`${APP_URLS.admin}${storePath}/categories/${pizzasId}`);
    await page.getByRole('heading', { name: 'Pizzas', level: 1 }).waitFor();
    await screenshot(page, 'menu-category');

    const phone = await openPage(browser, { width: 390, height: 844 });
    // The phone logs in through the form, as a person would.
    await phone.page.goto(`${APP_URLS.admin}/auth/login`);
    await phone.page.getByLabel('Email').fill(OWNER.email);
    await phone.page.getByLabel('Password', { exact: true }).fill(OWNER.password);
    await phone.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await phone.page.getByRole('heading', { name: 'Your restaurants' }).waitFor({ timeout: 20_000 });
    await phone.page.goto(`${APP_URLS.admin}${storePath}/menu`);
    await phone.page.getByRole('switch', { name: 'Sold out: Garlic bread' }).waitFor({ timeout: 20_000 });
    await screenshot(phone.page, 'menu-list-phone');
    await phone.context.close();

    console.log('published menu caught up after UI confirmation (ms):', timings);
    expect(errors).toEqual([]);
  }, 240_000);
});
