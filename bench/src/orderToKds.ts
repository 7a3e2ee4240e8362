/**
 * Order accepted → kitchen ticket visible (DESIGN.md: p95 under 1 s on the local stack, in Chromium).
 *
 * A fresh kitchen display of the demo restaurant's Surry Hills store is paired in Chromium through
 * its login page and left on /active-orders. For each of 50 orders: the order is placed through the
 * online-ordering API (paid in store, untimed), then accepted through the order action API; the clock
 * starts when the accept call returns (the commit the ticket trigger fires on) and stops when the
 * ticket's card is in the page's DOM, stamped by a MutationObserver inside the page (same machine,
 * same wall clock). Each ticket is bumped afterwards so the grid stays the size of a busy service.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import {
  acceptOrder,
  clearKitchenBoard,
  createKdsDevice,
  LINES,
  pairedDeviceIdToken,
  placeOrder,
  removeKdsDevice,
  ticketAction,
} from '../../e2e/support/kitchenOrders';
import { type Figure, percentile, printFigures } from './stats';

const ORDERS = Number(process.env.KDS_BENCH_ORDERS ?? 50);
const KDS_URL = 'http://127.0.0.1:5007';
const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-restaurant-platform';
const MENU_URL = `http://127.0.0.1:8080/v1/projects/${PROJECT_ID}/databases/(default)/documents/restaurants/demo-restaurant/stores/surry-hills/publishedMenu/current`;

/** The bench suite starts empty; the demo stores (kitchen display add-on on) come from the seed. */
async function ensureDemoData(): Promise<void> {
  if ((await fetch(MENU_URL)).ok) return;
  const seed = (await import(pathToFileURL(join(process.cwd(), 'scripts', 'seed.mjs')).href)) as {
    seedDemoData: (options: { quiet: boolean }) => Promise<unknown>;
  };
  await seed.seedDemoData({ quiet: true });
}

/** Stamps `window.ticketSeenAt[id]` with Date.now() the moment a ticket card enters the DOM. */
const WATCH_TICKETS = () => {
  const scope = window as typeof window & { ticketSeenAt?: Record<string, number> };
  scope.ticketSeenAt = {};
  const stamp = (node: Node) => {
    if (!(node instanceof Element)) return;
    const cards = node.matches('article[data-ticket-id]')
      ? [node]
      : Array.from(node.querySelectorAll('article[data-ticket-id]'));
    for (const card of cards) {
      const id = card.getAttribute('data-ticket-id');
      if (id && scope.ticketSeenAt && !(id in scope.ticketSeenAt)) scope.ticketSeenAt[id] = Date.now();
    }
  };
  new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach(stamp);
  }).observe(document, { childList: true, subtree: true });
};

await ensureDemoData();
const screen = await createKdsDevice('Bench pass screen');
const helper = await createKdsDevice('Bench helper');
const helperToken = await pairedDeviceIdToken(helper.pairingCode);
await clearKitchenBoard(helperToken);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const samples: number[] = [];
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.addInitScript(WATCH_TICKETS);
  await page.goto(`${KDS_URL}/auth/login`);
  await page.getByLabel('Pairing code').fill(screen.pairingCode);
  await page.getByRole('button', { name: 'Pair screen' }).click();
  await page.waitForURL('**/active-orders');
  await page.getByRole('status', { name: 'Connection: Live' }).waitFor({ timeout: 20_000 });

  const menu = [
    [LINES.garlicBread(2), LINES.wings()],
    [LINES.halfAndHalf()],
    [LINES.pizzaPair(), LINES.tiramisu()],
    [LINES.pizza('margherita', ['olives'])],
  ];
  for (let index = 0; index < ORDERS; index += 1) {
    const orderId = await placeOrder(menu[index % menu.length] ?? [LINES.tiramisu()], {
      customerName: `Bench ${index}`,
    });
    await acceptOrder(orderId);
    const accepted = Date.now();
    const seenAt = await page.waitForFunction(
      (id) => (window as typeof window & { ticketSeenAt?: Record<string, number> }).ticketSeenAt?.[id],
      orderId,
      { timeout: 120_000, polling: 20 },
    );
    samples.push(((await seenAt.jsonValue()) as number) - accepted);
    await ticketAction(helperToken, orderId, 'bump');
  }
} finally {
  await browser.close();
  await clearKitchenBoard(helperToken).catch(() => undefined);
  await removeKdsDevice(screen.id).catch(() => undefined);
  await removeKdsDevice(helper.id).catch(() => undefined);
}

const target = { max: 1000, source: 'order → KDS ticket p95, DESIGN.md' };
const figures: Figure[] = [
  {
    name: `accept returned → ticket in the DOM, p50 (n=${samples.length})`,
    value: percentile(samples, 50),
    unit: 'ms',
  },
  {
    name: `accept returned → ticket in the DOM, p95 (n=${samples.length})`,
    value: percentile(samples, 95),
    unit: 'ms',
    target,
  },
  { name: 'accept returned → ticket in the DOM, min', value: Math.min(...samples), unit: 'ms' },
  { name: 'accept returned → ticket in the DOM, max', value: Math.max(...samples), unit: 'ms' },
];
printFigures('Order → kitchen display (web-kds in Chromium, Hosting + Functions emulators)', figures);
