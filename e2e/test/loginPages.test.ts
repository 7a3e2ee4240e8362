import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URLS, launchChromium, openPage, screenshot, seriousAxeViolations } from '../support/browser';

const LOGIN_PAGES = [
  { app: 'admin', url: `${APP_URLS.admin}/auth/login`, heading: /welcome back/i },
  {
    app: 'customer',
    url: `${APP_URLS.customer}/restaurants/demo-restaurant/stores/bondi/login`,
    heading: /sign in/i,
  },
  { app: 'staff', url: `${APP_URLS.staff}/auth/login`, heading: /staff sign in/i },
  { app: 'kds', url: `${APP_URLS.kds}/auth/login`, heading: /pair this screen/i },
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe.each(LOGIN_PAGES)('$app login page', ({ app, url, heading }) => {
  it('renders a finished login form with no console errors, on desktop and phone', async () => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      const { page, context, errors, requestsSettled } = await openPage(browser, viewport);
      await page.goto(url);
      await expect.poll(() => page.getByRole('heading', { name: heading }).count()).toBeGreaterThan(0);
      await expect
        .poll(() => page.getByRole('button', { name: /sign in|pair|connect|text me a code/i }).count())
        .toBeGreaterThan(0);
      // Live listeners keep a channel open, so "network idle" never comes: wait instead until every
      // other request the page made (chunks, auth, REST reads) has its answer, then look for errors.
      await requestsSettled();
      await screenshot(page, `login-${app}-${viewport.width}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('has no serious or critical accessibility violations', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(url);
    await page.getByRole('heading', { name: heading }).first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});
