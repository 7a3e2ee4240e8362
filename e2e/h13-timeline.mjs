// Temporary probe (H13): when the parts of the admin menu page appear, on the generated 1,000-item store.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
const store = JSON.parse(readFileSync('/tmp/h13/store.json', 'utf8'));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
const page = await ctx.newPage();
page.on('pageerror', (e) => console.log('pageerror', e.message));
await ctx.addInitScript(() => {
  const marks = {};
  window.__marks = marks;
  const probes = {
    shell: () => document.querySelector('header'),
    loading: () => [...document.querySelectorAll('[role=progressbar]')].length > 0,
    categories: () => document.querySelector('ul[aria-label=Categories]'),
    switch: () => document.querySelector('input[role=switch]'),
    published: () => document.querySelector('[data-testid=published-status]'),
  };
  new MutationObserver(() => {
    for (const [name, probe] of Object.entries(probes)) if (!marks[name] && probe()) marks[name] = Math.round(performance.now());
  }).observe(document, { subtree: true, childList: true });
  const orig = window.fetch;
});
await page.goto('http://127.0.0.1:5000/auth/login');
await page.getByLabel(/email/i).fill(store.email);
await page.getByLabel(/^password/i).fill(store.password);
await page.getByRole('button', { name: /sign in/i }).click();
await page.waitForURL((u) => !u.pathname.startsWith('/auth'), { timeout: 30000 });
const url = `http://127.0.0.1:5000/restaurants/${store.restaurantId}/stores/${store.storeId}/menu`;
for (let run = 0; run < Number(process.env.RUNS ?? 3); run++) {
  await page.goto('about:blank');
  const started = Date.now();
  await page.goto(url);
  await page.getByRole('list', { name: 'Categories' }).waitFor({ timeout: 60000 });
  await page.getByRole('switch', { name: /^Sold out: / }).first().click({ trial: true, timeout: 60000 });
  const total = Date.now() - started;
  const nav = await page.evaluate(() => { const n = performance.getEntriesByType('navigation')[0]; return { dcl: Math.round(n.domContentLoadedEventEnd), load: Math.round(n.loadEventEnd) }; });
  const marks = await page.evaluate(() => window.__marks);
  const res = await page.evaluate(() => performance.getEntriesByType('resource').filter((r) => r.duration > 200).map((r) => `${r.name.replace(/\?.*/, '').slice(-60)} ${Math.round(r.startTime)}+${Math.round(r.duration)}`));
  console.log(run, 'total', total, nav, marks);
  if (process.env.RES) console.log(res.join('\n'));
}
if (process.env.TRACE) {
  await page.goto('about:blank');
  await browser.startTracing(page, { path: '/tmp/h13/trace.json', categories: ['devtools.timeline', 'v8.execute', 'disabled-by-default-devtools.timeline'] });
  await page.goto(url);
  await page.getByRole('switch', { name: /^Sold out: / }).first().click({ trial: true, timeout: 60000 });
  await page.waitForTimeout(3000);
  await browser.stopTracing();
}
await browser.close();
