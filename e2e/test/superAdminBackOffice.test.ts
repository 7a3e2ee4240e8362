/**
 * The platform's back office: a super admin opens a tenant read-only, signs in as its owner with a
 * reason (every change audited under both names, which the owner reads), returns to their own
 * account, edits the platform settings, runs a batch upload into a demo store; the owner finds an
 * order through the search index.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URLS, launchChromium, openPage, screenshot } from '../support/browser';

const LONG = { timeout: 30_000 };
const RESTAURANT = '/restaurants/demo-restaurant';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${APP_URLS.admin}/auth/login`);
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'), LONG);
}

const superAdmin = (page: Page) => signIn(page, 'admin@platform.test', 'admin-demo-1234');

describe('super admin back office', () => {
  it('opens a restaurant read-only, signs in as its owner with a reason, and returns', async () => {
    const { page, context, errors } = await openPage(browser, { width: 1366, height: 900 });
    await superAdmin(page);
    await page.goto(`${APP_URLS.admin}/super-admin/restaurants/browse`);
    await page.getByLabel('Search restaurants').fill('vist');
    await page.getByRole('link', { name: 'Open Bella Vista Pizzeria' }).click();
    await page.waitForURL(/\/restaurants\/demo-restaurant$/, LONG);
    const banner = page.getByRole('status', { name: 'Read-only view' });
    await banner.waitFor(LONG);
    await screenshot(page, 'super-admin-read-only-restaurant');

    // A store's settings: read-only, nothing to save.
    await page.goto(`${APP_URLS.admin}${RESTAURANT}/stores/bondi/settings/checkout`);
    await banner.waitFor(LONG);
    await page.getByRole('heading', { level: 1 }).waitFor(LONG);
    expect(
      await page
        .getByRole('button', { name: /^save/i })
        .isEnabled()
        .catch(() => false),
    ).toBe(false);
    await screenshot(page, 'super-admin-read-only-settings');

    // Sign in as the owner, for a reason the owner will read.
    await banner.getByRole('button', { name: 'Sign in as owner' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Sign in as owner' }).click();
    await dialog.getByText('Say in a few words why you need to act as the owner.').waitFor();
    await dialog.getByLabel('Why').fill('Owner asked us to check the Bondi checkout settings');
    await screenshot(page, 'super-admin-sign-in-as-dialog');
    await dialog.getByRole('button', { name: 'Sign in as owner' }).click();
    const support = page.getByRole('status', { name: 'Support sign-in' });
    await support.waitFor(LONG);
    await support.getByText(/is acting as owner@demo\.test/).waitFor();
    expect(await page.getByRole('status', { name: 'Read-only view' }).count()).toBe(0);

    // The owner's activity log has it under both names.
    await page.goto(`${APP_URLS.admin}${RESTAURANT}/users`);
    const log = page.getByRole('list', { name: 'Audit log entries' });
    await log
      .getByText(/Support sign-in started: for 30 min: Owner asked us/)
      .first()
      .waitFor(LONG);
    await log
      .getByText(/by admin@platform\.test · signed in as owner@demo\.test/)
      .first()
      .waitFor();
    await screenshot(page, 'super-admin-support-sign-in-activity');

    // End and return: the super admin again, on the browse page.
    await page
      .getByRole('status', { name: 'Support sign-in' })
      .getByRole('button', { name: 'End and return' })
      .click();
    await page.waitForURL(/\/super-admin\/restaurants\/browse$/, LONG);
    await page.getByRole('heading', { name: 'Browse restaurants' }).waitFor(LONG);
    expect(await page.getByRole('status', { name: 'Support sign-in' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('platform settings: a validated fee, saved after confirming, then put back', async () => {
    const { page, context, errors } = await openPage(browser, { width: 1366, height: 900 });
    await superAdmin(page);
    await page.goto(`${APP_URLS.admin}/super-admin`);
    await page
      .getByRole('link', { name: /Platform settings/ })
      .first()
      .click();
    await page.waitForURL(/\/global\/platform_settings$/, LONG);
    const form = page.getByRole('form', { name: 'Platform settings' });
    await form.getByLabel('Percentage').waitFor(LONG);
    await form.getByLabel('Percentage').fill('12');
    await form.getByRole('button', { name: 'Save settings' }).click();
    await form.getByText('At most 10%.').waitFor();
    await form.getByLabel('Percentage').fill('1.5');
    await form.getByText('On a $50.00 order the platform takes $0.85.').waitFor();
    await form.getByRole('button', { name: 'Add flag' }).click();
    await form.getByLabel('Key').fill('newCheckout');
    await form.getByLabel('What it does').fill('The one-page checkout');
    await form.getByRole('button', { name: 'Staging' }).click();
    await screenshot(page, 'super-admin-platform-settings');
    await form.getByRole('button', { name: 'Save settings' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByText('Platform settings saved.').waitFor(LONG);
    // Put the demo's fee back for the other journeys.
    await form.getByLabel('Percentage').fill('1');
    await form.getByRole('button', { name: 'Remove flag newCheckout' }).click();
    await form.getByRole('button', { name: 'Save settings' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByText(/Last saved .* by admin@platform\.test/).waitFor(LONG);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('batch upload: one file into a demo store, followed to the end with its row problems', async () => {
    const { page, context, errors } = await openPage(browser, { width: 1366, height: 900 });
    await superAdmin(page);
    const dir = join(process.cwd(), '..', '.cache', 'e2e-files');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, 'batch-specials.csv');
    writeFileSync(
      file,
      ['category,name,price', 'Batch specials,Lemon granita,6.50', 'Batch specials,Affogato,abc'].join('\n'),
    );
    await page.goto(`${APP_URLS.admin}/batch-upload-jobs`);
    const form = page.getByRole('form', { name: 'New batch upload' });
    await form.getByRole('button', { name: 'Start batch upload' }).waitFor(LONG);
    await form.getByRole('button', { name: 'Start batch upload' }).click();
    await form.getByText('Choose the menu file to import.').waitFor();
    await form.locator('input[type="file"]').setInputFiles(file);
    await form.getByLabel('Find a restaurant').fill('bella');
    await form.getByRole('button', { name: /Bella Vista Pizzeria/ }).click();
    await form.getByLabel(/Bondi/).check();
    await form.getByRole('group', { name: 'Chosen stores' }).getByText(/Bondi/).waitFor();
    await screenshot(page, 'super-admin-batch-upload-new');
    await form.getByRole('button', { name: 'Start batch upload' }).click();
    await page.waitForURL(/\/batch-upload-jobs\/[^/]+$/, LONG);
    const batch = page.getByTestId('batch-upload');
    await expect.poll(() => batch.getAttribute('data-status'), { timeout: 60_000 }).toBe('success');
    await page
      .getByRole('table', { name: /Problems in Bella Vista Pizzeria/ })
      .getByText('abc')
      .waitFor(LONG);
    await screenshot(page, 'super-admin-batch-upload-done');
    await page.getByRole('link', { name: 'All batch uploads' }).click();
    await page
      .getByRole('list', { name: 'Batch uploads' })
      .getByText('batch-specials.csv')
      .first()
      .waitFor(LONG);
    await screenshot(page, 'super-admin-batch-uploads');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the owner finds an order by its customer's name through the search index", async () => {
    const indexed = (await (await fetch('http://127.0.0.1:12141/_fake/indexes')).json()) as Record<
      string,
      { restaurantId: string; storeId: string; customerName: string; displayNumber: string }[]
    >;
    const order = (indexed.orders ?? []).find(
      (record) =>
        record.restaurantId === 'demo-restaurant' && record.storeId === 'bondi' && record.customerName,
    );
    expect(order).toBeDefined();
    const { page, context, errors } = await openPage(browser, { width: 1366, height: 900 });
    await signIn(page, 'owner@demo.test', 'owner-demo-1234');
    await page.goto(`${APP_URLS.admin}${RESTAURANT}/stores/bondi/online-order-history`);
    await page.getByLabel('Find an order').fill(String(order?.customerName));
    const results = page.getByRole('list', { name: 'Matching orders' });
    await results.getByText(String(order?.customerName)).first().waitFor(LONG);
    await screenshot(page, 'admin-order-search');
    await page.getByLabel('Find an order').fill('zzqqxxnothing');
    await page.getByText('No order matches “zzqqxxnothing”').waitFor(LONG);
    expect(errors).toEqual([]);
    await context.close();
  });
});
