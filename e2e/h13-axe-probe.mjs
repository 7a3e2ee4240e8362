// Temporary probe (H13): axe findings of the shared shell on the staff and admin apps.
import AxeBuilder from '@axe-core/playwright';
import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
async function login(page, base) {
  await page.goto(`${base}/auth/login`);
  await page.getByLabel('Email').fill('owner@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('owner-demo-1234');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/auth'), { timeout: 30000 });
}
const targets = process.argv.slice(2);
for (const [app, base] of [['staff','http://127.0.0.1:5006'],['admin','http://127.0.0.1:5000']]) {
  const width = Number(process.env.W ?? 1280);
  const ctx = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await ctx.newPage();
  await login(page, base);
  for (const t of targets.filter((x) => x.startsWith(app + ':'))) {
    const path = t.slice(app.length + 1);
    await page.goto(base + path);
    await page.waitForTimeout(3000);
    const r = await new AxeBuilder({ page }).analyze();
    console.log(app, path);
    for (const v of r.violations) { if (process.env.HTML) console.log(v.nodes.map((n) => n.html).join('\n')); } for (const v of r.violations) console.log('  ', v.impact, v.id, v.nodes.length, v.nodes.slice(0,3).map((n) => n.target.join(' ') + ' :: ' + n.failureSummary?.split('\n')[1]).join(' | '));
    const active = await page.locator('nav [aria-current="page"]').allTextContents();
    console.log('   active nav:', active);
    await page.screenshot({ path: `/work/main/e2e/output/h13-${app}-${path.replaceAll('/','_')}-${width}.png`, fullPage: false });
  }
  await ctx.close();
}
await browser.close();
