// Temporary probe (H13): CPU profile of loading the admin menu page on the 1,000-item store.
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
const store = JSON.parse(readFileSync('/tmp/h13/store.json', 'utf8'));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
const page = await ctx.newPage();
await page.goto('http://127.0.0.1:5000/auth/login');
await page.getByLabel(/email/i).fill(store.email);
await page.getByLabel(/^password/i).fill(store.password);
await page.getByRole('button', { name: /sign in/i }).click();
await page.waitForURL((u) => !u.pathname.startsWith('/auth'), { timeout: 30000 });
const url = `http://127.0.0.1:5000/restaurants/${store.restaurantId}/stores/${store.storeId}/menu`;
await page.goto('about:blank');
const cdp = await ctx.newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
const t0 = Date.now();
await page.goto(url);
await page.getByRole('switch', { name: /^Sold out: / }).first().click({ trial: true, timeout: 60000 });
const t1 = Date.now();
const { profile } = await cdp.send('Profiler.stop');
console.log('interactive after', t1 - t0);
writeFileSync('/tmp/h13/profile.cpuprofile', JSON.stringify(profile));
// Self time by function and by script.
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas; let total = 0;
profile.samples.forEach((id, i) => { const n = byId.get(id); const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`; self.set(k, (self.get(k) ?? 0) + (dt[i] ?? 0)); total += dt[i] ?? 0; });
console.log('total sampled ms', Math.round(total / 1000));
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(Math.round(v / 1000), k);
// Inclusive time for some interesting functions.
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const incl = new Map();
profile.samples.forEach((id, i) => { const seen = new Set(); let cur = id; while (cur !== undefined) { const n = byId.get(cur); const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}`; if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + (dt[i] ?? 0)); } cur = parent.get(cur); } });
console.log('--- inclusive');
for (const [k, v] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, 60)) console.log(Math.round(v / 1000), k);
await browser.close();
