import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page, type Route } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { APP_URLS } from '../support/browser';
import {
  createPosTerminal,
  DEMO_CASHIER,
  removePosTerminal,
  storedOrdersOfTerminal,
} from '../support/posTerminal';

/**
 * Zero loss through an outage, in Chromium against the built till and the demo Bondi store: tills
 * with their own browser profile on disk sell 20 orders (cash and split bills) offline, a tab is
 * reloaded in the middle of a payment and the browser is closed and opened again, and when the
 * network is back exactly those 20 orders are on the server, once each, with the totals the tills
 * showed. Then the same with two tills at once, and with a network that answers 500 to every other
 * API request (the test's network, set with Playwright's routing; the server is the real one).
 */

const JOURNEY_MS = 420_000;
const ORDERS = 20;

const profiles: string[] = [];
const terminals: string[] = [];

afterAll(async () => {
  for (const id of terminals) await removePosTerminal(id).catch(() => undefined);
  for (const dir of profiles) rmSync(dir, { recursive: true, force: true });
});

const moneyCents = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);

interface Till {
  name: string;
  deviceId: string;
  profile: string;
  context: BrowserContext;
  page: Page;
  /** What the till showed for each order it took. */
  totals: number[];
  splits: number;
}

interface Network {
  /** Serve the staff app from the service worker's copy (offline starts) or block workers (so every API call can be seen and broken). */
  serviceWorkers: 'allow' | 'block';
  /** Answer 500 to every other API request (each till's own count). */
  failEveryOther: boolean;
}

let refused = 0;

/**
 * Each till's network answers every other API request it makes with 500 (a till's own count, so
 * two tills polling in step cannot leave one of them always on the failing turn).
 */
function chaosRoute(): (route: Route) => Promise<void> {
  let calls = 0;
  return async (route) => {
    calls += 1;
    if (calls % 2 === 1) {
      refused += 1;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"title":"An Error Occurred","message":"The network answered 500."}',
      });
    } else await route.continue();
  };
}

/** A Chromium with a profile on disk: closing it and launching it again keeps IndexedDB, Auth and the worker. */
async function launch(profile: string, network: Network, offline: boolean): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-sync'],
    headless: true,
    viewport: { width: 1280, height: 800 },
    serviceWorkers: network.serviceWorkers,
    offline,
  });
  if (network.failEveryOther) await context.route('**/api/**', chaosRoute());
  return context;
}

async function pageOf(context: BrowserContext): Promise<Page> {
  const page = context.pages()[0] ?? (await context.newPage());
  // Leaving a till with unsynced orders asks first; the cashier confirms (the orders are on disk).
  page.on('dialog', (dialog) => void dialog.accept());
  return page;
}

/** Types the PIN until the till opens (a 500 from the network shows an error; the cashier types it again). */
async function unlock(page: Page): Promise<void> {
  const lock = page.getByRole('dialog', { name: 'Lock screen' });
  await lock.waitFor({ timeout: 60_000 });
  for (let attempt = 0; attempt < 4; attempt++) {
    for (const digit of DEMO_CASHIER.pin)
      await lock.getByRole('button', { name: digit, exact: true }).click();
    const opened = await page
      .getByRole('button', { name: /Signed in: / })
      .waitFor({ timeout: 6_000 })
      .then(() => true)
      .catch(() => false);
    if (opened) return;
  }
  throw new Error('The till did not unlock');
}

async function openTill(name: string, network: Network): Promise<Till> {
  const device = await createPosTerminal(`E2E zero-loss ${name} ${Date.now().toString(36)}`);
  terminals.push(device.id);
  const profile = mkdtempSync(join(tmpdir(), 'pos-till-'));
  profiles.push(profile);
  // Pair and unlock on a clean network: the chaos is the outage and the sync afterwards.
  let context = await launch(profile, { ...network, failEveryOther: false }, false);
  let page = await pageOf(context);
  await page.goto(`${APP_URLS.staff}/pos`);
  await page.getByLabel('Pairing code').fill(device.pairingCode);
  await page.getByRole('button', { name: 'Pair till' }).click();
  await unlock(page);
  if (network.serviceWorkers === 'allow')
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);
  if (network.failEveryOther) {
    await context.close();
    context = await launch(profile, network, false);
    page = await pageOf(context);
    await page.goto(`${APP_URLS.staff}/pos`);
    await unlock(page);
  }
  return { name, deviceId: device.id, profile, context, page, totals: [], splits: 0 };
}

async function addItem(page: Page, search: string): Promise<void> {
  await page.getByLabel('Search the menu').fill(search);
  await page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first().click();
}

async function ringUp(till: Till, index: number): Promise<number> {
  await addItem(till.page, index % 3 === 0 ? 'pellegrino' : 'limonata');
  if (index % 4 === 1) await addItem(till.page, 'pellegrino');
  await expect.poll(() => till.page.getByTestId('cart-line').count()).toBeGreaterThan(0);
  return moneyCents((await till.page.getByTestId('order-total').textContent()) ?? '');
}

/** Pays the order on screen: cash (exact) or a bill split in two, cash and card. */
async function pay(till: Till, split: boolean): Promise<void> {
  const { page } = till;
  await page.getByRole('button', { name: /^Pay / }).click();
  const dialog = page.getByRole('dialog', { name: /^Pay / });
  if (split) {
    await dialog.getByRole('button', { name: 'Split', exact: true }).click();
    await dialog.getByRole('combobox', { name: 'Paid by' }).nth(1).click();
    await page.getByRole('option', { name: 'Cash' }).click();
    await dialog.getByRole('button', { name: 'Take split payment' }).click();
  } else {
    await dialog.getByRole('button', { name: 'Cash', exact: true }).click();
    await dialog.getByRole('button', { name: /^Exact / }).click();
    await dialog.getByRole('button', { name: /^Take cash/ }).click();
  }
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => page.getByTestId('cart-line').count()).toBe(0);
}

async function sell(till: Till, index: number): Promise<void> {
  const total = await ringUp(till, index);
  const split = index % 2 === 1;
  await pay(till, split);
  till.totals.push(total);
  if (split) till.splits += 1;
}

const unsynced = (till: Till) => till.page.getByTestId('sync-status').textContent();

/** Reloads while the pay screen is open: the unpaid order is gone, every paid one is still waiting. */
async function reloadMidPayment(till: Till, index: number): Promise<void> {
  await ringUp(till, index);
  await till.page.getByRole('button', { name: /^Pay / }).click();
  const dialog = till.page.getByRole('dialog', { name: /^Pay / });
  await dialog.getByRole('button', { name: 'Split', exact: true }).click();
  await till.page.reload();
  await unlock(till.page);
  expect(await till.page.getByTestId('cart-line').count()).toBe(0);
}

/** Closes the whole browser and opens it again on the same profile. */
async function restartBrowser(till: Till, network: Network, offline: boolean): Promise<void> {
  await till.context.close();
  till.context = await launch(till.profile, network, offline);
  till.page = await pageOf(till.context);
  await till.page.goto(`${APP_URLS.staff}/pos`);
  await unlock(till.page);
}

/** Until every till says it is synced; then exactly its orders are on the server, once each. */
async function expectExactlyOnServer(tills: Till[]): Promise<void> {
  for (const till of tills) {
    await expect
      .poll(async () => (await storedOrdersOfTerminal(till.deviceId)).length, { timeout: 240_000 })
      .toBe(till.totals.length);
    await expect.poll(() => unsynced(till), { timeout: 120_000 }).toBe('All orders synced');
  }
  for (const till of tills) {
    const stored = await storedOrdersOfTerminal(till.deviceId);
    expect(stored).toHaveLength(till.totals.length);
    expect(new Set(stored.map((order) => order.id)).size).toBe(till.totals.length);
    expect(stored.map((order) => order.grandTotal).sort((a, b) => a - b)).toEqual(
      [...till.totals].sort((a, b) => a - b),
    );
    expect(stored.filter((order) => order.paymentType === 'splitBill')).toHaveLength(till.splits);
  }
  expect(tills.reduce((sum, till) => sum + till.totals.length, 0)).toBe(ORDERS);
}

async function closeAll(tills: Till[]): Promise<void> {
  for (const till of tills) await till.context.close().catch(() => undefined);
}

describe('POS zero loss', () => {
  it(
    'one till: 20 offline orders (cash and split), a reload mid-payment and a browser restart, then exactly 20 on the server',
    async () => {
      const network: Network = { serviceWorkers: 'allow', failEveryOther: false };
      const till = await openTill('solo', network);
      try {
        await till.context.setOffline(true);
        for (let index = 0; index < ORDERS; index++) {
          if (index === 5) await reloadMidPayment(till, index);
          await sell(till, index);
          // Straight after a sale: the order was on disk before the till cleared.
          if (index === 2) {
            await till.page.reload();
            await unlock(till.page);
          }
          if (index === 11) await restartBrowser(till, network, true);
          await expect.poll(() => unsynced(till)).toMatch(new RegExp(`^${index + 1} unsynced`));
        }
        expect(await storedOrdersOfTerminal(till.deviceId)).toHaveLength(0);
        await till.context.setOffline(false);
        await expectExactlyOnServer([till]);
      } finally {
        await closeAll([till]);
      }
    },
    JOURNEY_MS,
  );

  it(
    'two tills at once: 20 offline orders between them, each reloaded mid-payment and restarted, exactly 20 on the server',
    async () => {
      const network: Network = { serviceWorkers: 'allow', failEveryOther: false };
      const tills = [await openTill('A', network), await openTill('B', network)];
      try {
        for (const till of tills) await till.context.setOffline(true);
        for (let index = 0; index < ORDERS / 2; index++) {
          for (const till of tills) {
            if (index === 3) await reloadMidPayment(till, index);
            await sell(till, index);
            if (index === 6) await restartBrowser(till, network, true);
          }
        }
        for (const till of tills)
          await expect.poll(() => unsynced(till)).toMatch(new RegExp(`^${ORDERS / 2} unsynced`));
        // Both come back at the same moment and sync side by side.
        await Promise.all(tills.map((till) => till.context.setOffline(false)));
        await expectExactlyOnServer(tills);
      } finally {
        await closeAll(tills);
      }
    },
    JOURNEY_MS,
  );

  it(
    'two tills while the network answers 500 to every other API request: reloaded mid-payment and restarted during the sync, exactly 20 on the server',
    async () => {
      // Service workers blocked: Playwright then sees every API call the till makes, and breaks half.
      const network: Network = { serviceWorkers: 'block', failEveryOther: true };
      const tills = [await openTill('C', network), await openTill('D', network)];
      const refusedBefore = refused;
      try {
        for (const till of tills) await till.context.setOffline(true);
        for (let index = 0; index < ORDERS / 2 - 2; index++)
          for (const till of tills) await sell(till, index);
        await Promise.all(tills.map((till) => till.context.setOffline(false)));
        // While the outbox drains through the failing network: a reload in the middle of a payment
        // on one till, the browser closed and opened again on the other, and both keep selling.
        const [first, second] = tills as [Till, Till];
        await reloadMidPayment(first, 8);
        await sell(first, 8);
        await restartBrowser(second, network, false);
        await sell(second, 8);
        for (const till of tills) await sell(till, 9);
        await expectExactlyOnServer(tills);
        expect(refused - refusedBefore).toBeGreaterThanOrEqual(ORDERS / 2);
      } finally {
        await closeAll(tills);
      }
    },
    JOURNEY_MS,
  );
});
