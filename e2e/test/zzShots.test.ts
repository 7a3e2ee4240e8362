import { it } from 'vitest';
import { APP_URLS, launchChromium, openPage } from '../support/browser';
// Scratch screenshot script (not committed).
const sizes = [
  { name: 'desk', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];
it('shots', async () => {
  const browser = await launchChromium();
  for (const size of sizes) {
    const { page } = await openPage(browser, size);
    for (const app of ['staff', 'admin'] as const) {
      await page.goto(`${APP_URLS[app]}/auth/login`);
      await page.getByLabel('Email').fill('owner@demo.test');
      await page.getByLabel('Password', { exact: true }).fill('owner-demo-1234');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForTimeout(4000);
    }
    const urls = (process.env.SHOT_URLS ?? '').split(',').filter(Boolean);
    for (const [index, url] of urls.entries()) {
      await page.goto(url);
      await page.waitForTimeout(5000);
      await page.screenshot({ path: `/tmp/shots/${size.name}-${index}.png` });
    }
  }
  await browser.close();
}, 180_000);
