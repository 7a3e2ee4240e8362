// Temporary probe (H13): screenshots of the demo menu board at desktop and phone sizes.
import { chromium } from 'playwright-core';
const tag = process.argv[2] ?? 'now';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (const [w, h] of [[1280, 800], [390, 844]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  page.on('console', (m) => m.type() === 'error' && console.log('console', m.text()));
  await page.goto('http://127.0.0.1:5000/auth/login');
  await page.getByLabel('Email').fill('owner@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('owner-demo-1234');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/auth'), { timeout: 30000 });
  await page.goto('http://127.0.0.1:5000/restaurants/demo-restaurant/stores/bondi/menu');
  await page.getByRole('switch').first().waitFor({ timeout: 30000 });
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/work/main/e2e/output/h13-menu-${tag}-${w}.png`, fullPage: false });
  await page.screenshot({ path: `/work/main/e2e/output/h13-menu-${tag}-${w}-full.png`, fullPage: true });
  if (w === 1280) {
    await page.getByRole('switch').nth(1).hover();
    await page.getByRole('button', { name: /^Move .* down$/ }).nth(1).focus();
    await page.keyboard.press('Shift+Tab'); await page.keyboard.press('Tab');
    const row = page.getByRole('list', { name: /^Items in / }).first();
    await row.screenshot({ path: `/work/main/e2e/output/h13-menu-${tag}-rows.png` });
  }
  await ctx.close();
}
await browser.close();
