import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URLS, launchChromium, openPage, screenshot } from '../support/browser';

/**
 * Issue 24's "bringing a menu from elsewhere": a new owner imports their Square item library export,
 * sees in the preview what came across and what Square's file leaves out, starts the import and
 * finds the items on the menu; then exports the menu as a file in our format and copies it to their
 * second store, where the copy runs as that store's import. Its own account and stores: the demo is
 * left alone.
 */
const run = crypto.randomUUID().slice(0, 8);
const OWNER = { name: 'Sam Switcher', email: `sam-${run}@example.test`, password: 'moving-from-square-9' };
const SQUARE_EXPORT = fileURLToPath(
  new URL('../../docs/examples/square-item-library-example.csv', import.meta.url),
);
const TOAST_EXPORT = fileURLToPath(
  new URL('../../docs/examples/toast-menu-export-example.csv', import.meta.url),
);
const LIGHTSPEED_EXPORT = fileURLToPath(
  new URL('../../docs/examples/lightspeed-product-export-example.csv', import.meta.url),
);
const ITEMS = ['Margherita', 'Garlic bread', 'Staff meal'];
const LONG = { timeout: 30_000 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

async function addStore(page: Page, restaurantPath: string, name: string): Promise<string> {
  await page.goto(`${APP_URLS.admin}${restaurantPath}/create/store`);
  await page.getByLabel('Store name').fill(name);
  await page.getByLabel('Phone number').fill('02 9130 5678');
  await page.getByLabel('Find the address').fill('10 Hall Street, Bondi Beach');
  await page.getByRole('button', { name: 'Look up' }).click();
  await page.getByRole('list', { name: 'Addresses found' }).getByRole('button').first().click();
  await page.getByRole('button', { name: 'Add store' }).click();
  await page.waitForURL(/\/stores\/[^/]+$/, LONG);
  return new URL(page.url()).pathname;
}

async function signUpWithTwoStores(page: Page): Promise<string> {
  await page.goto(`${APP_URLS.admin}/auth/signup`);
  await page.getByLabel('Your name').fill(OWNER.name);
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
  await page.getByLabel('Confirm password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('heading', { name: 'Your restaurants' }).waitFor(LONG);
  await page.getByRole('link', { name: /create your restaurant/i }).click();
  await page.getByLabel('Restaurant name').fill(`Sam's Pizzeria ${run}`);
  await page.getByRole('button', { name: 'Create restaurant' }).click();
  await page.waitForURL(/\/restaurants\/[^/]+$/, LONG);
  const restaurantPath = new URL(page.url()).pathname;
  await addStore(page, restaurantPath, 'Manly');
  return addStore(page, restaurantPath, 'Bondi');
}

describe('menu from Square', () => {
  it('imports a Square export, exports the menu in our format and copies it to another store', async () => {
    const { page, errors } = await openPage(browser);
    const storePath = await signUpWithTwoStores(page);

    // Square's export, read as it is.
    await page.getByRole('navigation').getByRole('link', { name: 'Menu', exact: true }).click();
    await page.getByRole('link', { name: 'Import', exact: true }).click();
    await page.getByTestId('menu-import-file').setInputFiles(SQUARE_EXPORT);
    const preview = page.getByTestId('menu-import-preview');
    await preview.getByText('3 rows of 4 ready to import.').waitFor(LONG);
    await preview.getByText('Read as a Square item library export; each item is one row.').waitFor();
    const notes = page.getByTestId('menu-import-notes');
    await notes.getByText('1 archived Square item was left out.').waitFor();
    await notes.getByText(/"Margherita" uses Square modifier sets "Extra toppings"/).waitFor();
    await preview.getByText(/"Market fish" has no fixed price in Square/).waitFor();
    await screenshot(page, 'menu-square-preview');
    await page.getByRole('button', { name: 'Start import' }).click();
    const job = page.getByTestId('menu-import-job');
    await job.and(page.locator('[data-status="success"]')).waitFor(LONG);
    await job.getByText(/Created 3 items/).waitFor();
    await job.getByRole('link', { name: 'View menu' }).click();
    for (const name of ITEMS) await page.getByText(name, { exact: true }).first().waitFor(LONG);

    // Export: a file in our import format, with every item.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('bondi-menu.csv');
    const exported = readFileSync((await download.path()) ?? '', 'utf8');
    expect(exported.split('\r\n')[0]).toMatch(/^category,type,name,description,price,sizes,/);
    expect(exported).toContain('Margherita');
    expect(exported).toContain('Size [1-1]: Small; Large +6.50');

    // Copy to the other store: that store's import runs it.
    await page.getByRole('button', { name: 'Copy to another store' }).click();
    const dialog = page.getByRole('dialog', { name: 'Copy this menu to another store' });
    await dialog.getByRole('radio', { name: 'Manly' }).check();
    await screenshot(page, 'menu-copy-dialog');
    await dialog.getByRole('button', { name: 'Copy menu' }).click();
    await dialog.getByRole('link', { name: 'Follow it on Manly’s import page' }).click();
    const copied = page.getByTestId('menu-import-job');
    await copied.and(page.locator('[data-status="success"]')).waitFor(LONG);
    await copied.getByText(/Created 3 items/).waitFor();
    expect(new URL(page.url()).pathname).not.toContain(storePath);
    await screenshot(page, 'menu-copy-success');

    // Toast's export on that store: its sizes and modifiers update the copied items, the open-price
    // item is the one problem, and the problem table's guide link opens the admin's own guide.
    await page.getByTestId('menu-import-file').setInputFiles(TOAST_EXPORT);
    await preview.getByText('2 rows of 3 ready to import.').waitFor(LONG);
    await preview.getByText('Read as a Toast menu export; each item is one row.').waitFor();
    await preview
      .getByText('1 row of 3 will be skipped until fixed; the others are imported (1 problem listed below).')
      .waitFor();
    await preview.getByText(/"Soup of the day" has an open price in Toast/).waitFor();
    await screenshot(page, 'menu-toast-preview');
    await page.getByRole('button', { name: 'Start import' }).click();
    const toastJob = page.getByTestId('menu-import-job');
    await toastJob.getByText('Updated 2 items; 1 row skipped.').waitFor(LONG);
    await toastJob.getByRole('link', { name: 'import guide' }).click();
    await page.getByRole('heading', { name: 'Menu import guide' }).waitFor(LONG);
    await page.getByRole('heading', { name: 'From Toast' }).waitFor();
    await page.getByRole('heading', { name: 'From Lightspeed' }).waitFor();
    await screenshot(page, 'menu-import-guide');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'menu-import-guide-phone');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Back to the import by the guide's own button; Lightspeed's export is read by its columns too.
    await page.getByRole('link', { name: 'Import menu' }).click();
    await page.getByTestId('menu-import-file').setInputFiles(LIGHTSPEED_EXPORT);
    await preview.getByText('3 rows of 4 ready to import.').waitFor(LONG);
    await preview.getByText('Read as a Lightspeed product export; each item is one row.').waitFor();
    await page
      .getByTestId('menu-import-notes')
      .getByText('1 inactive Lightspeed product was left out.')
      .waitFor();
    await screenshot(page, 'menu-lightspeed-preview');
    expect(errors).toEqual([]);
  }, 300_000);
});
