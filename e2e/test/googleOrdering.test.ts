import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URLS, launchChromium, openPage, screenshot, seriousAxeViolations } from '../support/browser';

/**
 * Order with Google in the admin: the seeded Google order of Bondi (scripts/seed/seedGoogleOrdering.ts)
 * opens from the store's order history on its own page, `/google-orders/{googleOrderId}`, with the
 * updates Google took about it; the staff app's order page shows the same part.
 */
const STORE_PATH = 'restaurants/demo-restaurant/stores/bondi';
const GOOGLE_ORDER_ID = '9310027485516';
const OWNER = { email: 'owner@demo.test', password: 'owner-demo-1234' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('Order with Google in the admin', () => {
  it('shows a Google order with the updates sent to Google', { timeout: 120_000 }, async () => {
    const { page, errors } = await openPage(browser, { width: 1280, height: 900 });
    await page.goto(`${APP_URLS.admin}/auth/login`);
    await page.getByLabel(/email/i).fill(OWNER.email);
    await page.getByLabel(/^password/i).fill(OWNER.password);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 20_000 });
    await page.goto(`${APP_URLS.admin}/${STORE_PATH}/google-orders/${GOOGLE_ORDER_ID}`);
    const panel = page.getByRole('region', { name: 'Order with Google' });
    await panel.waitFor({ timeout: 30_000 });
    await expect.poll(() => panel.getByRole('row').count(), { timeout: 20_000 }).toBe(4);
    await panel.getByText('Customer sees: Order completed').waitFor();
    await panel.getByText(`Google order ${GOOGLE_ORDER_ID}`).waitFor();
    await screenshot(page, 'google-order-desktop');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'google-order-phone');
    expect(errors).toEqual([]);
  });

  it('shows the same on the staff app order page', { timeout: 120_000 }, async () => {
    const { page, errors } = await openPage(browser, { width: 390, height: 844 });
    await page.goto(`${APP_URLS.staff}/auth/login`);
    await page.getByLabel('Email').fill(OWNER.email);
    await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Today’s orders', level: 1 }).waitFor({ timeout: 30_000 });
    await page.goto(`${APP_URLS.staff}/${STORE_PATH}/orders/google_${GOOGLE_ORDER_ID}`);
    const panel = page.getByRole('region', { name: 'Order with Google' });
    await panel.getByText('Customer sees: Order completed').waitFor({ timeout: 30_000 });
    await expect.poll(() => panel.getByRole('row').count(), { timeout: 20_000 }).toBe(4);
    await screenshot(page, 'google-order-staff-phone');
    expect(errors).toEqual([]);
  });
});
