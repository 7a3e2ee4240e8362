import { getApps, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { APP_URLS, openPage, screenshot } from '../support/browser';

/**
 * The website journey on the seeded demo (Bella Vista, Bondi Beach): the owner changes the theme (a
 * faint colour is refused, a readable one saved), builds two pages from blocks (one block dragged with
 * the mouse above another, one moved with its Move menu), makes the navigation bar home + both pages
 * (the events page moved to the front with a keyboard drag and the Move menu), previews at a phone's
 * width, publishes, and opens the three-page site under its custom domain (bondi.localhost, and the restaurant site at bellavista.localhost: two host names on
 * 127.0.0.1), where a visitor's inquiry reaches the store's email and the admin's inquiry list.
 */
const RESTAURANT_ID = 'demo-restaurant';
const STORE_ID = 'bondi';
const ADMIN_STORE_URL = `${APP_URLS.admin}/restaurants/${RESTAURANT_ID}/stores/${STORE_ID}`;
const OWNER = { email: 'owner@demo.test', password: 'owner-demo-1234' };
const SUPER_ADMIN = { email: 'admin@platform.test', password: 'admin-demo-1234' };
const EMAIL_URL = 'http://127.0.0.1:12114';
const SITE_PORT = 5008;
const run = Date.now().toString(36).slice(-5);
const PAGE_TITLE = `Private events ${run}`;
const SLUG = `private-events-${run}`;
const SECOND_TITLE = `Group menus ${run}`;
const SECOND_SLUG = `group-menus-${run}`;
/** The theme's new primary colour, as CSS reports it on the published site. */
const PRIMARY = '#7a2e1a';
const PRIMARY_RGB = 'rgb(122, 46, 26)';

let browser: Browser;
let db: Firestore;
beforeAll(async () => {
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  if (getApps().length === 0)
    initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-restaurant-platform' });
  db = getFirestore();
  // The demo's custom domains resolve to this machine, as DNS would send them to Hosting.
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--host-resolver-rules=MAP bondi.localhost 127.0.0.1, MAP bellavista.localhost 127.0.0.1',
    ],
  });
});
afterAll(() => browser?.close());

async function signIn(page: Page, who: { email: string; password: string }): Promise<void> {
  await page.goto(`${APP_URLS.admin}/auth/login`, { timeout: 60_000 });
  await page.getByLabel(/email/i).fill(who.email);
  await page.getByLabel(/^password/i).fill(who.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 20_000 });
}

/** dnd-kit's words for screen readers about the drag under way ("Over Text block 1, position 1 of 3."). */
const dragAnnouncement = (page: Page) => page.locator('[id^="DndLiveRegion"]').textContent();

/**
 * Drags `handle` onto the top of `target` with the mouse, as a person would: press, move a little
 * until the row is picked up, move over the target until the list says so, release.
 */
async function dragOnto(page: Page, handle: Locator, target: Locator, over: RegExp): Promise<void> {
  // Hovering first waits until nothing covers the handle (a menu that is still closing).
  await handle.hover();
  const from = await handle.boundingBox();
  if (!from) throw new Error('The drag handle is not on screen');
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 8, { steps: 4 });
  await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true');
  const to = await target.boundingBox();
  if (!to) throw new Error('The drop target is not on screen');
  await page.mouse.move(to.x + to.width / 2, to.y + 4, { steps: 20 });
  await expect.poll(() => dragAnnouncement(page)).toMatch(over);
  await page.mouse.up();
}

/** Moves a row with its Move menu (no dragging): "Move up", "Move down", "Move to the top"... */
async function moveWithMenu(page: Page, row: string, choice: string): Promise<void> {
  await page.getByRole('button', { name: `Move ${row}`, exact: true }).click();
  await page.getByRole('menuitem', { name: choice, exact: true }).click();
  await page.getByRole('menu').waitFor({ state: 'detached' });
}

describe('the website builder', () => {
  it('builds pages, puts them in the navbar, previews on a phone, publishes, and serves it on a custom domain', async () => {
    const { page, errors } = await openPage(browser, { width: 1400, height: 1000 });
    // Where the owner was when something never showed.
    onTestFailed(async () => {
      await screenshot(page, 'website-builder-failed');
      console.log('website builder errors:', errors);
    });
    await signIn(page, OWNER);

    // Theme: colours with contrast checks.
    await page.goto(`${APP_URLS.admin}/restaurants/${RESTAURANT_ID}/website-theme`);
    const primary = page.getByRole('textbox', { name: 'Primary colour', exact: true });
    await primary.waitFor({ timeout: 20_000 });
    await primary.fill('#f5e6a0');
    await page.getByText(/Button text on primary colour: [\d.]+:1 too faint/).waitFor();
    await page.getByRole('button', { name: 'Save theme' }).click();
    await page
      .getByText(/hard to read/)
      .first()
      .waitFor();
    await primary.fill(PRIMARY);
    await page.getByText(/Button text on primary colour: [\d.]+:1 easy to read/).waitFor();
    await page.getByRole('button', { name: 'Save theme' }).click();
    await page.getByText('Theme saved. Publish to use it on your sites.').waitFor();
    await screenshot(page, 'website-theme');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('group', { name: 'Favicon' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'website-theme-phone');
    await page.setViewportSize({ width: 1400, height: 1000 });

    // Two new pages built from blocks.
    const createPage = async (title: string, slug: string) => {
      await page.goto(`${ADMIN_STORE_URL}/website/custom-pages`);
      await page.getByRole('button', { name: 'Add page' }).first().click();
      await page.getByRole('textbox', { name: 'Page title' }).fill(title);
      await expect.poll(() => page.getByRole('textbox', { name: 'Page address' }).inputValue()).toBe(slug);
      await page.getByRole('dialog').getByRole('button', { name: 'Add page' }).click();
      await page.waitForURL(new RegExp(`/website/custom-pages/${slug}$`), { timeout: 20_000 });
    };
    await createPage(PAGE_TITLE, SLUG);
    const addBlock = async (label: string) => {
      await page.getByRole('button', { name: 'Add block' }).click();
      await page.getByRole('menuitem', { name: label, exact: true }).click();
    };
    await addBlock('Heading');
    await page.getByRole('textbox', { name: 'Heading' }).fill('Parties of 20 to 80');
    await addBlock('Contact form');
    await page.getByRole('textbox', { name: 'Title' }).last().fill('Ask about your event');
    const blockTypes = () =>
      page
        .locator('[data-block-type]')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-block-type')));
    expect(await blockTypes()).toEqual(['richText', 'heading', 'contactForm']);
    // The heading dragged with the mouse above the introduction...
    await dragOnto(
      page,
      page.getByRole('button', { name: 'Drag to reorder Heading block 2' }),
      page.locator('[data-block-type="richText"]'),
      /^Over Text block 1, position 1 of 3/,
    );
    await expect.poll(blockTypes).toEqual(['heading', 'richText', 'contactForm']);
    // ...and the introduction moved down below the form with its Move menu.
    await moveWithMenu(page, 'Text block 2', 'Move down');
    await expect.poll(blockTypes).toEqual(['heading', 'contactForm', 'richText']);
    await page.getByRole('status').filter({ hasText: 'Text block 2 moved to position 3 of 3.' }).waitFor();

    // The live preview at a phone's width shows the page as it will be.
    const preview = page.frameLocator('iframe[title="Website preview (phone)"]');
    await preview.getByRole('heading', { name: 'Parties of 20 to 80' }).waitFor();
    expect(
      await page.locator('iframe[title="Website preview (phone)"]').getAttribute('data-preview-width'),
    ).toBe('390');
    await page.getByRole('button', { name: 'Save page' }).click();
    await page.getByText('Page saved. Publish to put it online.').waitFor({ timeout: 60_000 });
    // The saved page keeps the new order.
    const savedPage = db.doc(`restaurants/${RESTAURANT_ID}/stores/${STORE_ID}/customPages/${SLUG}`);
    await expect
      .poll(async () =>
        ((await savedPage.get()).get('blocks') as { type: string }[]).map((block) => block.type),
      )
      .toEqual(['heading', 'contactForm', 'richText']);
    await screenshot(page, 'website-page-editor');
    await page.getByRole('button', { name: 'Desktop width' }).click();
    await page
      .frameLocator('iframe[title="Website preview (desktop)"]')
      .getByRole('heading', { name: 'Ask about your event' })
      .waitFor();
    await screenshot(page, 'website-page-editor-desktop-preview');

    // The second page: a heading and the store's opening hours.
    await createPage(SECOND_TITLE, SECOND_SLUG);
    await addBlock('Heading');
    await page.getByRole('textbox', { name: 'Heading' }).fill('Set menus for groups');
    await addBlock('Opening hours');
    await page.getByRole('textbox', { name: 'Title' }).last().fill('When groups can come');
    await page.getByRole('button', { name: 'Save page' }).click();
    await page.getByText('Page saved. Publish to put it online.').waitFor({ timeout: 60_000 });

    // The navigation bar: only home and the owner's two pages, the events page moved to the front.
    await page.goto(`${ADMIN_STORE_URL}/website/custom-navbar`);
    await page.getByRole('button', { name: 'Web link' }).waitFor({ timeout: 20_000 });
    const labels = page.getByRole('textbox', { name: 'Label' });
    const rowLabels = () =>
      labels.evaluateAll((nodes) => nodes.map((node) => (node as HTMLInputElement).value));
    for (const label of await rowLabels())
      if (label !== 'Home') await page.getByRole('button', { name: `Remove ${label}`, exact: true }).click();
    expect(await rowLabels()).toEqual(['Home']);
    const addPageLink = async (label: string, title: string) => {
      await page.getByRole('button', { name: 'Page', exact: true }).click();
      await labels.last().fill(label);
      await page.getByRole('combobox', { name: 'Page' }).last().click();
      await page.getByRole('option', { name: title }).click();
    };
    await addPageLink('Group menus', SECOND_TITLE);
    await addPageLink('Events', PAGE_TITLE);
    expect(await rowLabels()).toEqual(['Home', 'Group menus', 'Events']);
    // Up one with dnd-kit's keyboard drag (Space, arrow up, Space), then to the top with the Move menu.
    const eventsHandle = page.getByRole('button', { name: 'Drag to reorder Events' });
    await eventsHandle.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => eventsHandle.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => dragAnnouncement(page)).toMatch(/^Over Group menus, position 2 of 3/);
    await page.keyboard.press('Space');
    await expect.poll(rowLabels).toEqual(['Home', 'Events', 'Group menus']);
    await moveWithMenu(page, 'Events', 'Move to the top');
    await expect.poll(rowLabels).toEqual(['Events', 'Home', 'Group menus']);
    await page.getByRole('button', { name: 'Save navigation' }).click();
    await page.getByText('Navigation bar saved. Publish to put it online.').waitFor({ timeout: 60_000 });
    await page
      .frameLocator('iframe[title="Website preview (phone)"]')
      .getByRole('link', { name: 'Events' })
      .waitFor();
    await screenshot(page, 'website-navbar');

    // Publish, then the site is live under its custom domain.
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Website published.').waitFor({ timeout: 60_000 });
    await page.getByText('Published', { exact: true }).waitFor();

    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const visitor = await phone.newPage();
    // A busy emulator suite can take a while to answer the first request of a function.
    visitor.setDefaultNavigationTimeout(60_000);
    const home = await visitor.goto(`http://bondi.localhost:${SITE_PORT}/`);
    expect(home?.status()).toBe(200);
    expect(home?.headers()['cache-control']).toMatch(/s-maxage=/);
    await visitor.getByRole('heading', { name: 'Wood-fired pizza on Bondi Beach', level: 1 }).waitFor();
    // The owner's navigation bar and theme are what visitors get.
    const navigation = visitor.getByRole('navigation');
    expect(await navigation.getByRole('link').allInnerTexts()).toEqual(['Events', 'Home', 'Group menus']);
    expect(
      await visitor.locator('.site-header').evaluate((header) => getComputedStyle(header).backgroundColor),
    ).toBe(PRIMARY_RGB);
    const jsonLd = await visitor.locator('script[type="application/ld+json"]').textContent();
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'Restaurant', hasMenu: { '@type': 'Menu' } });
    // The hero comes through the image pipeline as WebP, with its size set so nothing moves.
    await expect
      .poll(() =>
        visitor.evaluate(() => {
          const hero = document.querySelector<HTMLImageElement>('.hero img');
          return hero?.complete && hero.naturalWidth > 0 ? hero.currentSrc : '';
        }),
      )
      .toMatch(/\/api\/images\/demo-restaurant\/demo-pizzas\?w=\d+&f=webp$/);
    await screenshot(visitor, 'website-home-phone');
    // The order button lands on the orderable menu, no sign-in first.
    expect(await visitor.getByRole('link', { name: 'Order online' }).first().getAttribute('href')).toBe(
      `${APP_URLS.customer}/restaurants/${RESTAURANT_ID}/stores/${STORE_ID}/`,
    );
    await navigation.getByRole('link', { name: 'Group menus' }).click();
    await visitor.waitForURL(`http://bondi.localhost:${SITE_PORT}/${SECOND_SLUG}`);
    await visitor.getByRole('heading', { name: 'Set menus for groups' }).waitFor();
    await visitor.getByRole('heading', { name: 'When groups can come' }).waitFor();
    await navigation.getByRole('link', { name: 'Events' }).click();
    await visitor.waitForURL(`http://bondi.localhost:${SITE_PORT}/${SLUG}`);
    await visitor.getByRole('heading', { name: 'Parties of 20 to 80' }).waitFor();
    // The blocks in the owner's order: heading, form, then the introduction.
    expect(
      await visitor
        .locator('.block-heading, .contact-form, .rich-text')
        .evaluateAll((nodes) => nodes.map((node) => node.className)),
    ).toEqual(['block-heading', 'contact-form', 'rich-text']);

    // A visitor's inquiry reaches the store's email capture and the admin's list.
    const name = `Casey Planner ${run}`;
    await visitor.getByRole('textbox', { name: 'Your name' }).fill(name);
    await visitor.getByRole('textbox', { name: 'Email' }).fill(`casey-${run}@example.test`);
    await visitor.getByRole('combobox', { name: 'What is it about?' }).selectOption('event');
    await visitor
      .getByRole('textbox', { name: 'Message' })
      .fill('A 40th birthday for 45 people on a Saturday night?');
    // People take a few seconds to fill a form in; faster sends are taken for robots.
    await visitor.waitForTimeout(3_200);
    await visitor.getByRole('button', { name: 'Send message' }).click();
    await visitor.getByText('Thank you! Your message was sent').waitFor({ timeout: 20_000 });
    await screenshot(visitor, 'website-inquiry-sent-phone');
    await expect
      .poll(
        async () => {
          const response = await fetch(
            `${EMAIL_URL}/messages?header=${encodeURIComponent('X-Resto-Kind:websiteInquiry')}`,
          );
          const { messages } = (await response.json()) as { messages: { subject: string; to: string[] }[] };
          return messages.find((message) => message.subject.includes(name));
        },
        { timeout: 20_000 },
      )
      .toMatchObject({ to: ['hello@bellavista.example'] });
    await page.goto(`${ADMIN_STORE_URL}/website/info`);
    await page
      .getByRole('region', { name: 'Website inquiries' })
      .getByText(name)
      .waitFor({ timeout: 20_000 });
    await screenshot(page, 'website-info-inquiries');

    // The restaurant site on the second host name lists its stores.
    const restaurantSite = await visitor.goto(`http://bellavista.localhost:${SITE_PORT}/`);
    expect(restaurantSite?.status()).toBe(200);
    await visitor.getByRole('heading', { name: 'Our stores' }).waitFor();
    await visitor.getByRole('heading', { name: 'Bella Vista Surry Hills' }).waitFor();
    await visitor.setViewportSize({ width: 1280, height: 800 });
    await screenshot(visitor, 'website-restaurant-desktop');
    expect((await visitor.goto(`http://bondi.localhost:${SITE_PORT}/no-such-page`))?.status()).toBe(404);
    await visitor.getByRole('heading', { name: 'Website Error!' }).waitFor();
    await phone.close();

    const stored = await db
      .doc(`restaurants/${RESTAURANT_ID}/stores/${STORE_ID}/publishedWebsite/current`)
      .get();
    expect(stored.get('site.navbar')).toEqual([
      { kind: 'page', label: 'Events', customPageId: SLUG },
      { kind: 'home', label: 'Home' },
      { kind: 'page', label: 'Group menus', customPageId: SECOND_SLUG },
    ]);
    const publishedPage = (stored.get('pages') as { id: string; blocks: { type: string }[] }[]).find(
      (candidate) => candidate.id === SLUG,
    );
    expect(publishedPage?.blocks.map((block) => block.type)).toEqual(['heading', 'contactForm', 'richText']);
    expect(stored.get('theme.primaryColour')).toBe(PRIMARY);
  }, 240_000);

  it('lists custom domains for super admins', async () => {
    const { page } = await openPage(browser, { width: 1280, height: 900 });
    await signIn(page, SUPER_ADMIN);
    await page.goto(`${APP_URLS.admin}/super-admin/domains`);
    await page.getByText('bondi.localhost').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Open bondi.localhost' }).click();
    await page.waitForURL(/\/super-admin\/domains\/edit\//);
    await page.getByRole('heading', { name: 'bondi.localhost', level: 1 }).waitFor();
    await page.getByText('Secure (HTTPS active)').waitFor();
    await screenshot(page, 'website-domain-edit');
  });
});
