import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { getApps, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URLS, launchChromium, openPage, screenshot } from '../support/browser';

/**
 * Issue 5's bulk import journey: a new owner with pizza sizes set up uploads the example CSV from
 * docs/examples, sees the preview, starts the import, watches the job reach success and finds the
 * new items on the menu board; the public published menu has them too.
 */
const run = crypto.randomUUID().slice(0, 8);
const OWNER = { name: 'Ivana Importer', email: `ivana-${run}@example.test`, password: 'ivana-secret-123' };
const RESTAURANT = `Ivana's Pizza Bar ${run}`;
const EXAMPLE_CSV = fileURLToPath(new URL('../../docs/examples/menu-import-example.csv', import.meta.url));
const EXAMPLE_ITEMS = [
  'Margherita',
  'Pepperoni',
  'Garlic bread',
  'Chips',
  'Lemonade',
  'Peroni 330ml',
  'Tiramisu',
];

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
  await page.getByLabel('Description').fill('Pizza by the slice and whole.');
  await page.getByRole('button', { name: 'Create restaurant' }).click();
  await page.waitForURL(/\/restaurants\/[^/]+$/, { timeout: 20_000 });
  const restaurantPath = new URL(page.url()).pathname;

  await page.goto(`${APP_URLS.admin}${restaurantPath}/create/store`);
  await page.getByLabel('Store name').fill('Leichhardt');
  await page.getByLabel('Phone number').fill('02 9560 4321');
  await page.getByLabel('Street address').fill('100 Norton Street');
  await page.getByLabel('Suburb').fill('Leichhardt');
  await page.getByLabel('Postcode').fill('2040');
  await page.getByLabel('Latitude').fill('-33.8830');
  await page.getByLabel('Longitude').fill('151.1570');
  await page.getByRole('button', { name: 'Add store' }).click();
  await page.waitForURL(/\/stores\/[^/]+$/, { timeout: 20_000 });
  const storePath = new URL(page.url()).pathname;
  const [, , restaurantId = '', , storeId = ''] = storePath.split('/');
  storeIds = { restaurantId, storeId };
  return storePath;
}

/** The pizza sizes the example file prices in (the pizza settings page has its own journey). */
async function arrangePizzaSizes(): Promise<void> {
  const { restaurantId, storeId } = storeIds;
  await db.doc(`restaurants/${restaurantId}/stores/${storeId}/settings/pizza`).set({
    pizzaAvailable: true,
    halfAndHalfAvailable: true,
    enableDealAndHalfAndHalfConversion: false,
    sizes: [
      { id: 'small', name: 'Small', hasHalfAndHalf: false, halfAndHalfExtraCharge: 0 },
      { id: 'large', name: 'Large', hasHalfAndHalf: true, halfAndHalfExtraCharge: 300 },
    ],
    toppings: [],
  });
}

async function publishedItemNames(): Promise<string[]> {
  const { restaurantId, storeId } = storeIds;
  const snapshot = await db.doc(`restaurants/${restaurantId}/stores/${storeId}/publishedMenu/current`).get();
  const categories = (snapshot.get('categories') ?? []) as { items?: { name: string }[] }[];
  return categories.flatMap((category) => (category.items ?? []).map((item) => item.name)).sort();
}

describe('menu import', () => {
  it('an owner imports the example CSV and sees the job succeed and the items on the menu', async () => {
    const { page, errors } = await openPage(browser);
    try {
      await importJourney(page, errors);
    } catch (error) {
      await screenshot(page, 'menu-import-failure');
      throw error;
    }
  }, 180_000);
});

async function importJourney(page: Page, errors: string[]): Promise<void> {
  const storePath = await signUpAndCreateStore(page);
  await arrangePizzaSizes();

  await page.goto(`${APP_URLS.admin}${storePath}/menu`);
  await page.getByRole('heading', { name: 'Menu', exact: true }).waitFor({ timeout: 20_000 });
  await page.getByRole('link', { name: 'Import', exact: true }).click();
  await page.getByRole('heading', { name: 'Import menu' }).waitFor({ timeout: 20_000 });
  await page.getByText('No imports yet').waitFor();
  await screenshot(page, 'menu-import-empty');

  await page.getByTestId('menu-import-file').setInputFiles(EXAMPLE_CSV);
  const preview = page.getByTestId('menu-import-preview');
  await preview.getByText('7 rows of 7 ready to import.').waitFor();
  await preview.getByText(/7 new items · 4 new categories \(Pizzas, Sides, Drinks, Desserts\)/).waitFor();
  // The page's own content (the admin shell around it is checked with the shell).
  const results = await new AxeBuilder({ page }).include('[data-testid="menu-import-page"]').analyze();
  const violations = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(violations, violations.join('\n')).toEqual([]);
  await screenshot(page, 'menu-import-preview');

  await page.getByRole('button', { name: 'Start import' }).click();
  const job = page.getByTestId('menu-import-job');
  await job.and(page.locator('[data-status="success"]')).waitFor({ timeout: 30_000 });
  await job.getByText('7 of 7 rows written').waitFor();
  await job.getByText('Created 7 items.').waitFor();
  await page.getByRole('list', { name: 'Recent imports' }).getByText('menu-import-example.csv').waitFor();
  await screenshot(page, 'menu-import-success');

  await job.getByRole('link', { name: 'View menu' }).click();
  await page.getByRole('heading', { name: 'Menu', exact: true }).waitFor();
  for (const name of EXAMPLE_ITEMS) await page.getByText(name, { exact: true }).first().waitFor();
  await screenshot(page, 'menu-import-menu-board');
  expect(await publishedItemNames()).toEqual([...EXAMPLE_ITEMS].sort());

  // The import page on a phone, with the finished job and its history.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${APP_URLS.admin}${storePath}/menu/import`);
  await page.getByTestId('menu-import-job').getByText('Created 7 items.').waitFor({ timeout: 20_000 });
  await screenshot(page, 'menu-import-phone');
  expect(errors).toEqual([]);
}
