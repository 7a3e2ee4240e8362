import {
  catalogueFromPublishedMenu,
  formatMoney,
  type ItemSelection,
  type PublishedMenu,
  priceLine,
  ZPublishedMenu,
} from '@resto/domain';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URLS, launchChromium, openPage, screenshot, seriousAxeViolations } from '../support/browser';

/**
 * Issue 7, storefront part 1: a customer opens the bondi menu (cold: no Firestore document read, the
 * page carries the menu), builds a half-and-half with extra toppings, a deal and — with the keyboard alone — a
 * basic item with a required choice. Every price on screen must equal the domain's price of the
 * same selection against the published menu; the cart survives a reload; axe finds nothing
 * serious on the menu, a builder and the cart.
 */
const RESTAURANT_ID = 'demo-restaurant';
const STORE_ID = 'bondi';
const BASE = `${APP_URLS.customer}/restaurants/${RESTAURANT_ID}/stores/${STORE_ID}`;

let browser: Browser;
let menu: PublishedMenu;

beforeAll(async () => {
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  if (getApps().length === 0)
    initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-restaurant-platform' });
  const snapshot = await getFirestore()
    .doc(`restaurants/${RESTAURANT_ID}/stores/${STORE_ID}/publishedMenu/current`)
    .get();
  menu = ZPublishedMenu.parse(snapshot.data());
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** The domain's line total of a selection, formatted as the storefront shows it. */
function domainPrice(selection: ItemSelection): { cents: number; text: string } {
  const result = priceLine({ selection }, catalogueFromPublishedMenu(menu), {
    source: 'website',
    collectionType: 'pickup',
  });
  if (!result.ok) throw new Error(`The domain refused the test's selection: ${result.problem.message}`);
  return { cents: result.value.total, text: formatMoney(result.value.total, 'AUD') };
}

/** Presses Tab until `matches` holds for the focused element (or gives up after 80 presses). */
async function tabTo(page: Page, matches: (element: Element | null) => boolean, label: string) {
  for (let presses = 0; presses < 80; presses++) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate(`(${matches.toString()})(document.activeElement)`);
    if (found) return;
  }
  throw new Error(`Tab never reached ${label}`);
}

/** Firestore traffic from the page: REST document GETs, and any SDK listen/commit channel. */
function countFirestoreRequests(page: Page): { reads: string[] } {
  const seen = { reads: [] as string[] };
  page.on('request', (request) => {
    const url = request.url();
    if (url.includes('127.0.0.1:8080') || url.includes('firestore.googleapis.com')) seen.reads.push(url);
  });
  return seen;
}

describe('storefront menu, item builders and cart', () => {
  it('a customer builds a half-and-half, a deal and a basic item, and the cart survives a reload', {
    timeout: 180_000,
  }, async () => {
    const { page, errors } = await openPage(browser, { width: 390, height: 844 });
    const firestore = countFirestoreRequests(page);

    // Cold load of the menu: the server-rendered page carries its published-menu document, so the
    // app reads none (at most 2 is the storefront's budget).
    await page.goto(BASE);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Classic pizzas' }).count(), { timeout: 15_000 })
      .toBe(1);
    await page.waitForLoadState('networkidle');
    expect(firestore.reads, firestore.reads.join('\n')).toEqual([]);
    await screenshot(page, 'storefront-menu-390');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // 1. Half-and-half (large) with an extra topping on each half.
    await page.getByTestId('menu-item-half-and-half-large').getByRole('link').click();
    await page.getByLabel('First half').selectOption('pepperoni');
    await page.getByLabel('Second half').selectOption('vegetarian');
    await page
      .getByTestId('half-firstHalf')
      .getByLabel(/Extra cheese/)
      .check();
    await page
      .getByTestId('half-secondHalf')
      .getByLabel(/Olives/)
      .check();
    const halfAndHalf = domainPrice({
      type: 'halfAndHalf',
      specId: 'half-and-half-large',
      quantity: 1,
      comments: '',
      firstHalf: { pizzaSpecId: 'pepperoni', addToppings: ['extra-cheese'], removeToppings: [] },
      secondHalf: { pizzaSpecId: 'vegetarian', addToppings: ['olives'], removeToppings: [] },
    });
    await expect.poll(() => page.getByTestId('builder-price').textContent()).toBe(halfAndHalf.text);
    await screenshot(page, 'storefront-half-and-half-390');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByTestId('add-to-order').click();
    await expect.poll(() => page.getByTestId('cart-bar').textContent()).toContain(halfAndHalf.text);

    // 2. The family deal: a pizza for each slot and the required drink.
    await page.getByTestId('menu-item-family-deal').getByRole('link').click();
    await page.getByLabel('Pizza for first large pizza').selectOption('margherita');
    await page.getByLabel('Pizza for second large pizza').selectOption('hawaiian');
    await page.getByLabel('Lemonade 1.25 L').check();
    const dealSelection: ItemSelection = {
      type: 'deal',
      specId: 'family-deal',
      quantity: 1,
      comments: '',
      modifiersValue: {},
      items: { 'deal-big-drink': { modifiersValue: { 'big-drink': { 'lemonade-125': 1 } } } },
      pizzas: {
        'first-pizza': { pizzaId: 'margherita', addToppings: [], removeToppings: [] },
        'second-pizza': { pizzaId: 'hawaiian', addToppings: [], removeToppings: [] },
      },
    };
    const deal = domainPrice(dealSelection);
    await expect.poll(() => page.getByTestId('builder-price').textContent()).toBe(deal.text);
    await page.getByTestId('add-to-order').click();

    // 3. Chicken wings (a required flavour), with the keyboard only.
    await page.goto(`${BASE}/categories/sides/items/basic/chicken-wings`);
    await page.getByRole('heading', { name: 'Chicken wings (8)' }).waitFor();
    const addButton = page.getByTestId('add-to-order');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Still to choose' }).count()).toBe(1);
    await tabTo(
      page,
      (element) => element instanceof HTMLInputElement && element.type === 'radio',
      'a flavour',
    );
    await page.keyboard.press('ArrowDown'); // radios select as focus moves: the second flavour
    const flavour = await page.evaluate(() => (document.activeElement as HTMLInputElement).value);
    await tabTo(page, (element) => element?.getAttribute('data-testid') === 'add-to-order', 'Add to order');
    const wings = domainPrice({
      type: 'basic',
      specId: 'chicken-wings',
      quantity: 1,
      comments: '',
      modifiersValue: { 'wing-flavour': { [flavour]: 1 } },
    });
    await expect.poll(() => addButton.textContent()).toContain(wings.text);
    await page.keyboard.press('Enter');
    await page.waitForURL(BASE);
    // The "added" notice sits above the phone's tab bar, not on it.
    const notice = page.getByRole('alert').filter({ hasText: 'added to your order' });
    await notice.waitFor();
    const tabBar = page.getByRole('navigation', { name: 'Ordering' }).filter({ visible: true });
    await expect
      .poll(async () => {
        const [noticeBox, barBox] = [await notice.boundingBox(), await tabBar.boundingBox()];
        return noticeBox && barBox ? noticeBox.y + noticeBox.height <= barBox.y : false;
      })
      .toBe(true);
    await screenshot(page, 'storefront-added-notice-390');

    // The cart: three lines, each at the domain's price, and the domain's subtotal.
    await page.goto(`${BASE}/cart`);
    await expect.poll(() => page.getByTestId('cart-line').count(), { timeout: 20_000 }).toBe(3);
    const subtotal = formatMoney(halfAndHalf.cents + deal.cents + wings.cents, 'AUD');
    await expect.poll(() => page.getByTestId('cart-subtotal').textContent()).toBe(subtotal);
    expect(await page.getByTestId('cart-line-total').allTextContents()).toEqual([
      halfAndHalf.text,
      deal.text,
      wings.text,
    ]);
    await screenshot(page, 'storefront-cart-390');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Reload: the cart is kept per store in localStorage and repriced from the menu.
    await page.reload();
    await expect
      .poll(() => page.getByTestId('cart-subtotal').textContent(), { timeout: 20_000 })
      .toBe(subtotal);
    expect(await page.getByTestId('cart-line').count()).toBe(3);

    // Removing has an Undo rather than a confirmation.
    await page.getByRole('button', { name: /^Remove Family deal/ }).click();
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(2);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(3);
    expect(errors).toEqual([]);
  });

  it('a category page names its category once over a short banner, and each dish has its own picture', {
    timeout: 120_000,
  }, async () => {
    for (const viewport of [
      { width: 390, height: 844, name: 'storefront-category-390', maxBanner: 130 },
      { width: 1280, height: 900, name: 'storefront-category-1280', maxBanner: 200 },
    ]) {
      const { page, errors } = await openPage(browser, { width: viewport.width, height: viewport.height });
      await page.goto(`${BASE}/categories/sides`);
      await page.getByRole('heading', { name: 'Sides', level: 1, exact: true }).waitFor();
      // The name is said once (no second heading under the picture).
      expect(await page.getByRole('heading', { name: 'Sides', exact: true }).count()).toBe(1);
      const banner = page.getByTestId('category-header').locator('img');
      await expect.poll(() => banner.evaluate((img) => (img as HTMLImageElement).complete)).toBe(true);
      const box = await banner.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThan(60);
      expect(box?.height ?? 999).toBeLessThanOrEqual(viewport.maxBanner);
      // The first item is on the first screen, not pushed below a half-screen picture.
      const firstItem = await page.locator('[data-testid^="menu-item-"]').first().boundingBox();
      expect((firstItem?.y ?? 9999) + 40).toBeLessThan(viewport.height);
      await page.waitForLoadState('networkidle');
      await screenshot(page, viewport.name);
      expect(errors).toEqual([]);
      if (viewport.width === 390) {
        // Wings and garlic bread are different pictures (the wings once reused the bread's).
        const sources = await Promise.all(
          ['menu-item-chicken-wings', 'menu-item-garlic-bread'].map((testId) =>
            page.getByTestId(testId).locator('img').first().getAttribute('src'),
          ),
        );
        const bodies = await Promise.all(
          sources.map(async (src) => (await page.request.get(new URL(src ?? '', page.url()).href)).body()),
        );
        expect(bodies[0]?.length ?? 0).toBeGreaterThan(1000);
        expect(bodies[0]?.equals(bodies[1] ?? Buffer.alloc(0))).toBe(false);
      }
      await page.close();
    }
  });

  it('shows a 404 for an unknown store and an unknown item', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${APP_URLS.customer}/restaurants/${RESTAURANT_ID}/stores/no-such-store`);
    await page.getByText("We couldn't find this store").waitFor();
    await page.goto(`${BASE}/categories/pizzas/items/pizza/no-such-pizza`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    // A real item under the wrong builder is not found either.
    await page.goto(`${BASE}/categories/pizzas/items/basic/margherita`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });
});
