import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URLS, launchChromium, openPage, screenshot } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('restaurant owner', () => {
  it('signs in to the admin app and sees the demo restaurant', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${APP_URLS.admin}/auth/login`);
    await page.getByLabel(/email/i).fill('owner@demo.test');
    await page.getByLabel(/^password/i).fill('owner-demo-1234');
    await page.getByRole('button', { name: /sign in/i }).click();

    await page.getByText('Bella Vista Pizzeria').first().waitFor({ timeout: 20_000 });
    await screenshot(page, 'admin-home-owner');
    expect(new URL(page.url()).pathname).toBe('/');

    await page.getByText('Bella Vista Pizzeria').first().click();
    await page.waitForURL(/\/restaurants\/demo-restaurant/);
    await page.getByText('Bella Vista Bondi Beach').first().waitFor();
    await screenshot(page, 'admin-restaurant-overview');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is told in words when the password is wrong', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${APP_URLS.admin}/auth/login`);
    await page.getByLabel(/email/i).fill('owner@demo.test');
    await page.getByLabel(/^password/i).fill('not-the-password');
    await page.getByRole('button', { name: /sign in/i }).click();
    await page
      .getByText(/wrong email or password/i)
      .first()
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/login');
    await context.close();
  });
});
