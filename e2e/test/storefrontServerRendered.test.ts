import { type PublishedMenu, ZPublishedMenu } from '@resto/domain';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URLS, launchChromium, openPage, screenshot } from '../support/browser';

/**
 * Issue 21, fast storefront: the menu home (where Google's ordering links land) is served by the
 * `storefront` function as HTML that already holds the whole menu, cached by the CDN; without any
 * script it shows the menu and every orderable dish links to its builder; with scripts the app takes
 * the page over from the embedded document (no Firestore read), nothing on screen moves, and a dish
 * goes into the order with no sign-in.
 */
const RESTAURANT_ID = 'demo-restaurant';
const STORE_ID = 'bondi';
const BASE = `${APP_URLS.customer}/restaurants/${RESTAURANT_ID}/stores/${STORE_ID}`;

let browser: Browser;
let menu: PublishedMenu;
let contentHash: string;

beforeAll(async () => {
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  if (getApps().length === 0)
    initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-restaurant-platform' });
  const snapshot = await getFirestore()
    .doc(`restaurants/${RESTAURANT_ID}/stores/${STORE_ID}/publishedMenu/current`)
    .get();
  menu = ZPublishedMenu.parse(snapshot.data());
  contentHash = String(snapshot.get('contentHash'));
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const escaped = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

describe('the storefront menu home, served with the menu in it', () => {
  it('arrives as cached HTML with every dish, works without scripts, and the app takes over in place', {
    timeout: 120_000,
  }, async () => {
    const response = await fetch(BASE);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/s-maxage=\d+/);
    const html = await response.text();
    expect(html).toContain('<div id="root" data-server-rendered>');
    expect(html).toContain(`<title>${escaped(menu.store.name)} · Order online</title>`);
    expect(html).toContain(`<h1 id="store-name"`);
    // The whole menu, not a first screen: every online category, down to the last one's dishes.
    const online = menu.categories.filter((category) => category.applicableOrderingSystem.online);
    expect(online.length).toBeGreaterThan(3);
    for (const category of online) expect(html).toContain(`>${escaped(category.name)}<`);
    const last = online.at(-1);
    expect(html).toContain(`data-testid="menu-item-${last?.items[0]?.id}"`);
    expect(html.match(/data-testid="menu-item-/g)?.length ?? 0).toBeGreaterThan(20);
    // The app's files carry their content hash in their names: browsers keep them (fonts included).
    const entry = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)">/.exec(html)?.[1];
    expect(entry).toBeDefined();
    const asset = await fetch(`${APP_URLS.customer}${entry}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // The first screen's pictures are in the page itself, with the address they stand for.
    expect(
      html.match(/<img src="data:image\/webp;base64,[^"]+" data-inline-src="\/api\/images\//g),
    ).toHaveLength(3);
    const embedded = /<script type="application\/json" id="storefront-menu">(.*?)<\/script>/s.exec(html);
    expect(JSON.parse(embedded?.[1] ?? '{}')).toMatchObject({
      restaurantId: RESTAURANT_ID,
      storeId: STORE_ID,
      document: { contentHash },
    });

    // No scripts at all: the menu is there, and a dish links straight to its builder.
    const plain = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const plainPage = await plain.newPage();
    await plainPage.goto(BASE, { waitUntil: 'domcontentloaded' });
    await plainPage.getByRole('heading', { name: menu.store.name, level: 1 }).waitFor();
    await plainPage.getByRole('heading', { name: 'Classic pizzas' }).waitFor();
    expect(
      await plainPage.getByTestId('menu-item-garlic-bread').getByRole('link').getAttribute('href'),
    ).toMatch(
      new RegExp(
        `^/restaurants/${RESTAURANT_ID}/stores/${STORE_ID}/categories/[\\w-]+/items/basic/garlic-bread$`,
      ),
    );
    await screenshot(plainPage, 'storefront-menu-server-rendered-390');
    await plain.close();

    // With scripts: the app takes over from the embedded document, and nothing moves.
    const { page, errors } = await openPage(browser, { width: 390, height: 844 });
    const firestoreReads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('127.0.0.1:8080') || request.url().includes('firestore.googleapis.com'))
        firestoreReads.push(request.url());
    });
    await page.goto(BASE, { waitUntil: 'commit' });
    // Where everything on the first screens is: headings, sections, dishes, pills (top-left corners
    // and heights, rounded to a pixel: the app's store card comes out up to a pixel taller).
    const placeOf = () =>
      page.evaluate(() =>
        Array.from(
          document.querySelectorAll('#root h1, #root h2, #root nav, #root section, #root li, #root p'),
        )
          .map((element) => {
            const box = element.getBoundingClientRect();
            return `${element.tagName} ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.height)} ${(element.textContent ?? '').slice(0, 30)}`;
          })
          .filter((_, index) => index < 60),
      );
    // Nothing on the first screen moves up or down (the category chips' row scrolls sideways and its
    // chips may differ by a few pixels in width; that is not a shift of the page).
    const near = (served: string[], now: string[]) =>
      served.length === now.length &&
      served.every((line, index) => {
        // x, y and height, after the tag name (H1, H2 hold digits of their own).
        const numbers = (text: string) =>
          (text.replace(/^\S+ /, '').match(/-?\d+/g) ?? []).slice(0, 3).map(Number);
        const [a, b] = [numbers(line), numbers(now[index] ?? '')];
        const onFirstScreen = (a[1] ?? 0) < 844;
        return (
          line.replace(/^\S+ \S+ \S+ /, '') === (now[index] ?? '').replace(/^\S+ \S+ \S+ /, '') &&
          (!onFirstScreen || [1, 2].every((at) => Math.abs((a[at] ?? 0) - (b[at] ?? Number.NaN)) <= 1))
        );
      });
    await page.locator('#root[data-server-rendered] #store-name').waitFor();
    // Measured with the page's own fonts loaded (the app's copy uses them), not the fallback's.
    await page.evaluate(() => {
      const loads: Promise<unknown>[] = [];
      document.fonts.forEach((font) => {
        loads.push(font.load());
      });
      return Promise.all(loads).then(() => document.fonts.ready.then(() => undefined));
    });
    const served = await placeOf();
    await expect.poll(() => page.locator('#root[data-server-rendered]').count(), { timeout: 30_000 }).toBe(0);
    await page.locator('#root #store-name').waitFor();
    const takenOver = await placeOf();
    expect(near(served, takenOver), `${served.join('\n')}\n---\n${takenOver.join('\n')}`).toBe(true);
    expect(await page.locator('#storefront-menu').count()).toBe(0);
    await screenshot(page, 'storefront-menu-taken-over-390');

    // Ordering needs no sign-in: the dish's builder, then the order.
    await page.getByTestId('menu-item-garlic-bread').getByRole('link').click();
    await page.getByTestId('add-to-order').click();
    await expect.poll(() => page.getByTestId('cart-bar').textContent()).toContain('1 item');
    expect(page.url()).not.toMatch(/\/login/);
    expect(firestoreReads.filter((url) => url.includes('publishedMenu'))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
