import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URLS, launchChromium } from '../support/browser';
import { JourneyMeter } from '../support/journeyMeter';

/**
 * The onboarding journey's rule, checked on its own: a step that needs an address the product never
 * showed fails the journey (a second typed address, or a link whose tab opens somewhere else than
 * the address it displays), so the journey passing means every address was on screen.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('journey meter', () => {
  it('refuses a second typed address', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const meter = new JourneyMeter();
    await meter.open(page, `${APP_URLS.admin}/auth/signup`);
    await expect(meter.open(page, `${APP_URLS.admin}/restaurants`)).rejects.toThrow(
      /Only the first page may be opened by address/,
    );
    await context.close();
  });

  it('refuses a link whose new tab opens an address it did not show, and counts an honest one', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const meter = new JourneyMeter();
    await meter.open(page, `${APP_URLS.admin}/auth/signup`);
    const shown = `${APP_URLS.admin}/auth/login`;
    await page.evaluate((href) => {
      const honest = document.createElement('a');
      honest.href = href;
      honest.target = '_blank';
      honest.textContent = 'honest';
      const sneaky = document.createElement('a');
      sneaky.href = href;
      sneaky.textContent = 'sneaky';
      sneaky.onclick = (event) => {
        event.preventDefault();
        window.open('/auth/reset-password', '_blank');
      };
      document.body.append(honest, sneaky);
    }, shown);
    const before = meter.byActor.owner.clicks;
    const opened = await meter.clickToNewTab(context, page, page.getByRole('link', { name: 'honest' }));
    expect(new URL(opened.url()).pathname).toBe('/auth/login');
    expect(meter.byActor.owner.clicks).toBe(before + 1);
    await expect(
      meter.clickToNewTab(context, page, page.getByRole('link', { name: 'sneaky' })),
    ).rejects.toThrow(/not the address on screen/);
    await context.close();
  });
});
