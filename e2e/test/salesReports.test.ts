import { readFileSync } from 'node:fs';
import { businessDateAt, formatMoney, reportWindow } from '@resto/domain';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URLS, launchChromium, openPage, screenshot } from '../support/browser';

const LONG = { timeout: 30_000 };
const STORE = '/restaurants/demo-restaurant/stores/bondi';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/**
 * The recount: every seeded and placed order of the demo store, straight from Firestore, summed by
 * the business day its placement falls in (net = grand total − refunds, cancelled orders left out).
 */
async function recountNetSales(
  dates: readonly string[],
  { store = STORE, startHour = 4 }: { store?: string; startHour?: number } = {},
): Promise<{ net: number; orders: number }> {
  if (getApps().length === 0) initializeApp({ projectId: process.env.GCLOUD_PROJECT });
  const orders = await getFirestore()
    .collection(`${store.slice(1)}/orders`)
    .get();
  const wanted = new Set(dates);
  let net = 0;
  let count = 0;
  for (const doc of orders.docs) {
    const order = doc.data();
    if (!['new', 'accepted', 'completed'].includes(order.status?.code)) continue;
    if (!wanted.has(businessDateAt(new Date(order.placedIsoDateTimeUtc), 'Australia/Sydney', startHour)))
      continue;
    const refunded = Math.max(order.refundTotals?.refundedInCents ?? 0, order.refundAmountInCents ?? 0);
    net += (order.totals?.grandTotal ?? order.cart.grandTotal) - refunded;
    count += 1;
  }
  return { net, orders: count };
}

async function signIn(page: Page, email = 'owner@demo.test', password = 'owner-demo-1234') {
  await page.goto(`${APP_URLS.admin}/auth/login`);
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'), LONG);
}

describe('sales reports', () => {
  it('an owner reads last week against the week before, each level, exports it and prints the day', async () => {
    const { page, context, errors } = await openPage(browser, { width: 1366, height: 900 });
    await signIn(page);
    await page.goto(`${APP_URLS.admin}${STORE}/reports?period=lastWeek`);
    const totals = page.getByRole('group', { name: 'Totals' });
    await totals.waitFor(LONG);

    // The net sales card equals a recount of the orders of last week's business days.
    const dates = reportWindow({ kind: 'lastWeek' }, new Date(), { timezone: 'Australia/Sydney' }).dates;
    const expected = await recountNetSales(dates);
    expect(expected.orders).toBeGreaterThan(10);
    await totals
      .getByLabel(new RegExp(`^Net sales: ${escapeRegExp(formatMoney(expected.net, 'AUD'))},`))
      .waitFor(LONG);
    await totals.getByLabel(new RegExp(`^Orders: ${expected.orders},`)).waitFor();
    await page.getByRole('heading', { name: 'Sales by hour' }).waitFor();
    await page.getByRole('heading', { name: 'Net sales by day' }).waitFor();
    await page.getByText(/compared with/).waitFor();
    await screenshot(page, 'reports-store-level');

    // CSV: the same summary, in dollars.
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/store_level-.*\.csv$/);
    const text = readFileSync((await csv.path()) ?? '', 'utf8');
    expect(text).toContain(`Net sales,${String(expected.net / 100)}`);
    const [xlsx] = await Promise.all([
      page.waitForEvent('download', LONG),
      page.getByRole('button', { name: 'Excel' }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    // An .xlsx is a zip: it starts with "PK".
    expect(
      readFileSync((await xlsx.path()) ?? '')
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');

    // Each level: items, pizzas by size, employees, terminals, dine-in guests.
    await page.getByRole('tab', { name: 'Items' }).click();
    await page.getByRole('heading', { name: 'Items', exact: true }).waitFor(LONG);
    await page.getByRole('table', { name: 'Items' }).getByText('Margherita').first().waitFor(LONG);
    await screenshot(page, 'reports-item-level');
    await page.getByRole('tab', { name: 'Pizza sizes' }).click();
    await page.getByRole('table', { name: 'Pizza sizes' }).getByText('Large', { exact: true }).waitFor(LONG);
    await page.getByRole('tab', { name: 'Employees' }).click();
    await page.getByRole('table', { name: 'Employees' }).getByText('Alex Morgan').waitFor(LONG);
    await screenshot(page, 'reports-employee-level');
    await page.getByRole('tab', { name: 'POS terminals' }).click();
    await page.getByRole('table', { name: 'POS terminals' }).getByText('Front counter POS').waitFor(LONG);
    await page.getByRole('tab', { name: 'Dine-in guests' }).click();
    await page
      .getByRole('table', { name: 'Dine-in guests' })
      .getByText('Guests', { exact: true })
      .waitFor(LONG);

    // A month picked by name.
    await page.getByRole('combobox', { name: /^Period/ }).click();
    await page.getByRole('option', { name: 'Month', exact: true }).click();
    await page.getByRole('combobox', { name: /^Month/ }).waitFor();
    await totals.waitFor(LONG);

    // The printable end-of-day summary of yesterday.
    await page.goto(`${APP_URLS.admin}${STORE}/reports/end-of-day`);
    const yesterday =
      dates.length > 0 ? businessDateAt(new Date(Date.now() - 86_400_000), 'Australia/Sydney') : '';
    await page.getByLabel('Business day').fill(yesterday);
    const sheet = page.getByLabel('End-of-day summary sheet');
    await sheet.getByText(`Business day ${yesterday}`).waitFor(LONG);
    const day = await recountNetSales([yesterday]);
    await sheet.getByText(formatMoney(day.net, 'AUD'), { exact: true }).first().waitFor(LONG);
    await screenshot(page, 'reports-end-of-day');

    // The transaction-fee page takes its totals from the same rollups.
    await page.goto(`${APP_URLS.admin}${STORE}/transaction-fee`);
    await page
      .getByRole('group', { name: /Totals for/ })
      .getByText('Card orders')
      .waitFor(LONG);
    await screenshot(page, 'reports-transaction-fees');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('monthly order stats: the owner sees every store, the super admin every restaurant and finds one by name', async () => {
    const { page, context, errors } = await openPage(browser, { width: 1366, height: 900 });
    await signIn(page);
    await page.goto(`${APP_URLS.admin}/restaurants/demo-restaurant/monthly-order-stats`);
    await page.getByRole('heading', { name: 'Net sales by month' }).waitFor(LONG);
    const stores = page.getByRole('table', { name: 'Stores' });
    await stores.getByText('Bella Vista Bondi Beach').waitFor(LONG);
    await stores.getByText('Bella Vista Surry Hills').waitFor();
    await screenshot(page, 'reports-monthly-restaurant');
    await context.close();

    const platform = await openPage(browser, { width: 1366, height: 900 });
    await signIn(platform.page, 'admin@platform.test', 'admin-demo-1234');
    await platform.page.goto(`${APP_URLS.admin}/monthly-order-stats`);
    await platform.page
      .getByRole('table', { name: 'Restaurants' })
      .getByText('Bella Vista Pizzeria')
      .waitFor(LONG);
    await screenshot(platform.page, 'reports-monthly-platform');

    // The super admin finds the restaurant by typing part of its name.
    await platform.page.goto(`${APP_URLS.admin}/super-admin/restaurants/browse`);
    await platform.page.getByLabel('Search restaurants').fill('vist');
    const found = platform.page.getByRole('list', { name: 'Restaurants' });
    await found.getByText('Bella Vista Pizzeria').waitFor(LONG);
    await platform.page.getByText(/^1 restaurant$/).waitFor(LONG);
    await screenshot(platform.page, 'super-admin-browse-restaurants');
    // Through the search service: two words, each with a typo, still find it; nonsense finds nothing.
    await platform.page.getByLabel('Search restaurants').fill('bela vsta');
    await found.getByText('Bella Vista Pizzeria').waitFor(LONG);
    await platform.page.getByLabel('Search restaurants').fill('qqzzxx');
    await platform.page.getByText('No restaurant matches “qqzzxx”').waitFor(LONG);
    await screenshot(platform.page, 'super-admin-browse-empty');
    await platform.page.getByLabel('Search restaurants').fill('vist');
    await found.getByRole('link', { name: 'Open Bella Vista Pizzeria' }).click();
    await platform.page.waitForURL(/\/restaurants\/demo-restaurant$/, LONG);
    expect([...errors, ...platform.errors]).toEqual([]);
    await platform.context.close();
  });

  it('an owner moves the business day: a confirm, the recount followed live, and days that match it', async () => {
    const SURRY = '/restaurants/demo-restaurant/stores/surry-hills';
    const { page, context, errors } = await openPage(browser, { width: 1366, height: 900 });
    await signIn(page);
    const totals = page.getByRole('group', { name: 'Totals' });
    const dates = reportWindow({ kind: 'lastWeek' }, new Date(), {
      timezone: 'Australia/Sydney',
      businessDayStartHour: 9,
    }).dates;
    // Moves the start through the dialog and waits for its recount to finish.
    const moveTo = async (label: string, shot?: string) => {
      await page.getByRole('button', { name: 'Business day' }).click();
      const dialog = page.getByRole('dialog', { name: 'Business day' });
      await dialog.getByRole('combobox', { name: /Business day starts at/ }).click();
      await page.getByRole('option', { name: label, exact: true }).click();
      await dialog.getByRole('button', { name: 'Change business day' }).click();
      await dialog.getByText(/Every past order will be recounted/).waitFor();
      if (shot) await screenshot(page, `${shot}-confirm`);
      await dialog.getByRole('button', { name: 'Recount reports' }).click();
      await dialog.getByText(`Business day now starts at ${label}.`).waitFor({ timeout: 90_000 });
      if (shot) await screenshot(page, `${shot}-done`);
      await dialog.getByRole('button', { name: 'Done' }).click();
      await dialog.waitFor({ state: 'hidden' });
    };
    await page.goto(`${APP_URLS.admin}${SURRY}/reports?period=lastWeek`);
    await totals.waitFor(LONG);
    await moveTo('9 AM', 'reports-business-day');
    await page.getByText(/from 9 AM to the next morning/).waitFor(LONG);
    // Last week's days now start at 9 AM: the figures equal a recount by those days.
    const expected = await recountNetSales(dates, { store: SURRY, startHour: 9 });
    await totals
      .getByLabel(new RegExp(`^Net sales: ${escapeRegExp(formatMoney(expected.net, 'AUD'))},`))
      .waitFor(LONG);
    await totals.getByLabel(new RegExp(`^Orders: ${expected.orders},`)).waitFor();
    // Back to 4 AM, as the other journeys count the demo stores.
    await moveTo('4 AM');
    await page.getByText(/from 4 AM to the next morning/).waitFor(LONG);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('super admin back office: new orders live across tenants, revoking super admin, the audit log', async () => {
    if (getApps().length === 0) initializeApp({ projectId: process.env.GCLOUD_PROJECT });
    // A waiting order at a store of another tenant, placed a quarter of an hour ago.
    const order = getFirestore().doc('restaurants/e2e-watch/stores/e2e-watch-store/orders/e2e-waiting-1');
    await order.set({
      id: 'e2e-waiting-1',
      restaurantId: 'e2e-watch',
      storeId: 'e2e-watch-store',
      source: 'website',
      displayNumber: '901',
      // The oldest waiting order on the platform, so it is on the list (oldest first, 100 at most)
      // however many orders the other suites left waiting.
      placedIsoDateTimeUtc: '2000-01-01T00:00:00.000Z',
      status: { code: 'new' },
      customer: { name: 'Larry Waiting' },
      cart: { grandTotal: 2450, collection: { type: 'pickup' } },
    });
    const { page, context, errors } = await openPage(browser, { width: 1366, height: 900 });
    await signIn(page, 'admin@platform.test', 'admin-demo-1234');
    await page.goto(`${APP_URLS.admin}/super-admin/new-orders`);
    const table = page.getByRole('table', { name: 'Orders waiting' });
    const row = table.getByRole('row').filter({ hasText: 'Larry Waiting' });
    await row.getByText(/\d+ min · late/).waitFor(LONG);
    await screenshot(page, 'super-admin-new-orders');
    // Accepted elsewhere: it leaves the list without a reload.
    await order.update({ status: { code: 'accepted' } });
    await row.waitFor({ state: 'detached', timeout: 30_000 });
    await order.delete();

    // Grant, then revoke, super admin for an account; both land in the audit log.
    const email = `e2e-revoke-${Date.now()}@demo.test`;
    await getAuth().createUser({ email, password: 'revoke-demo-1234' });
    await page.goto(`${APP_URLS.admin}/super-admin`);
    const grant = page.getByRole('form', { name: 'Grant super admin' });
    await grant.getByLabel('Email').fill(email);
    await grant.getByRole('button', { name: 'Grant super admin' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Grant super admin' }).click();
    await page.getByText(`${email} is now a super admin.`).waitFor(LONG);
    const revoke = page.getByRole('form', { name: 'Revoke super admin' });
    await revoke.getByLabel('Email').fill(email);
    await revoke.getByRole('button', { name: 'Revoke super admin' }).click();
    await page
      .getByRole('dialog')
      .getByText(/is signed out everywhere/)
      .waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke super admin' }).click();
    await page.getByText(`${email} is no longer a super admin.`).waitFor(LONG);
    expect((await getAuth().getUserByEmail(email)).customClaims?.superAdmin).toBeUndefined();
    await page.reload();
    const log = page.getByRole('list', { name: 'Audit log entries' });
    await log.getByText(`Super admin revoked: ${email}`).waitFor(LONG);
    await log.getByText(`Super admin granted: ${email}`).waitFor(LONG);
    await screenshot(page, 'super-admin-audit-log');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reads well on a phone', async () => {
    const { page, context, errors } = await openPage(browser, { width: 390, height: 844 });
    await signIn(page);
    await page.goto(`${APP_URLS.admin}${STORE}/reports?period=month`);
    await page.getByRole('group', { name: 'Totals' }).waitFor(LONG);
    await page.getByRole('heading', { name: 'Sales by hour' }).waitFor(LONG);
    await screenshot(page, 'reports-store-level-phone');
    expect(errors).toEqual([]);
    await context.close();
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
