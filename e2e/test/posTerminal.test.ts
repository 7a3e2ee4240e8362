import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URLS, launchChromium, openPage, screenshot, type WatchedPage } from '../support/browser';
import {
  createPosTerminal,
  DEMO_CASHIER,
  kitchenTicketOf,
  removePosTerminal,
  storedOrdersOfTerminal,
} from '../support/posTerminal';

/**
 * Issue 15's till in Chromium against the built web-staff and the demo Bondi store: pair a fresh
 * terminal with a code, unlock with a cashier's PIN, ring up items, take cash, and find the order on
 * the server with the total the till showed and its kitchen ticket; then lose the network, take
 * orders, get it back, and find exactly those orders on the server, none twice.
 */

const JOURNEY_MS = 240_000;

let browser: Browser;
let terminal: { id: string; pairingCode: string };
let till: WatchedPage;

const moneyCents = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);

async function unlock(page: Page, pin: string) {
  await page.getByRole('dialog', { name: 'Lock screen' }).waitFor();
  for (const digit of pin) await page.getByRole('button', { name: digit, exact: true }).click();
  await page.getByRole('button', { name: /Signed in: / }).waitFor();
}

/** A plain item (no choices) goes straight on the order. */
async function addPlainItem(page: Page, search: string) {
  await page.getByLabel('Search the menu').fill(search);
  await page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first().click();
}

async function payCashExact(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Pay / }).click();
  const pay = page.getByRole('dialog', { name: /^Pay / });
  await pay.getByRole('button', { name: 'Cash', exact: true }).click();
  await pay.getByRole('button', { name: /^Exact / }).click();
  await pay.getByRole('button', { name: /^Take cash/ }).click();
  await pay.waitFor({ state: 'detached' });
}

beforeAll(async () => {
  browser = await launchChromium();
  terminal = await createPosTerminal(`E2E till ${Date.now().toString(36)}`);
  till = await openPage(browser, { width: 1280, height: 800 });
});

afterAll(async () => {
  if (terminal) await removePosTerminal(terminal.id).catch(() => undefined);
  await browser?.close();
});

describe('POS terminal', () => {
  it(
    'pairs, unlocks with a PIN, rings up a pizza and a drink, takes cash and the order reaches the server and the kitchen',
    async () => {
      const { page } = till;
      await page.goto(`${APP_URLS.staff}/pos`);
      await page.getByLabel('Pairing code').fill(terminal.pairingCode);
      await page.getByRole('button', { name: 'Pair till' }).click();
      await page.getByRole('dialog', { name: 'Lock screen' }).waitFor();
      await screenshot(page, 'pos-lock-landscape');
      await unlock(page, DEMO_CASHIER.pin);
      await expect
        .poll(() => page.getByRole('button', { name: /Signed in: / }).textContent())
        .toContain(DEMO_CASHIER.name);

      // A pizza: the dialog asks for the size, the domain prices it.
      await page
        .getByRole('navigation', { name: 'Categories' })
        .getByRole('button', { name: 'Classic pizzas' })
        .click();
      await page.getByRole('listitem', { name: 'Margherita' }).click();
      const dialog = page.getByRole('dialog', { name: 'Margherita' });
      await dialog.getByRole('button', { name: /^Large / }).click();
      await screenshot(page, 'pos-item-dialog');
      await dialog.getByRole('button', { name: /^Add / }).click();
      await dialog.waitFor({ state: 'detached' });
      await addPlainItem(page, 'pellegrino');
      await addPlainItem(page, 'pellegrino');
      await expect.poll(() => page.getByTestId('cart-line').count()).toBe(2);
      const shownTotal = moneyCents((await page.getByTestId('order-total').textContent()) ?? '');
      expect(shownTotal).toBeGreaterThan(1400);
      await screenshot(page, 'pos-register-landscape');

      await page.getByRole('button', { name: /^Pay / }).click();
      const pay = page.getByRole('dialog', { name: /^Pay / });
      await pay.getByRole('button', { name: 'Cash', exact: true }).click();
      const fifty = pay.getByRole('button', { name: '$50.00', exact: true });
      await fifty.click();
      await expect
        .poll(() => pay.getByTestId('change-due').textContent())
        .toContain(((5000 - shownTotal) / 100).toFixed(2));
      await screenshot(page, 'pos-pay-cash');
      await pay.getByRole('button', { name: /^Take cash/ }).click();
      await page.getByTestId('last-sale').waitFor();
      await expect.poll(() => page.getByTestId('cart-line').count()).toBe(0);

      await expect
        .poll(() => page.getByTestId('sync-status').textContent(), { timeout: 60_000 })
        .toBe('All orders synced');
      const orders = await storedOrdersOfTerminal(terminal.id);
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({
        grandTotal: shownTotal,
        paymentType: 'cash',
        changeDueInCents: 5000 - shownTotal,
      });
      const ticket = await kitchenTicketOf(orders[0]?.id ?? '');
      expect(JSON.stringify(ticket)).toContain('"pos"');
      expect(till.errors).toEqual([]);
    },
    JOURNEY_MS,
  );

  it(
    'keeps selling offline and syncs exactly the orders taken when the network is back',
    async () => {
      const { page, context } = till;
      const before = await storedOrdersOfTerminal(terminal.id);
      await context.setOffline(true);
      const totals: number[] = [];
      for (const search of ['pellegrino', 'limonata', 'pellegrino']) {
        await addPlainItem(page, search);
        totals.push(moneyCents((await page.getByTestId('order-total').textContent()) ?? ''));
        await payCashExact(page);
        await expect.poll(() => page.getByTestId('cart-line').count()).toBe(0);
      }
      await expect.poll(() => page.getByTestId('sync-status').textContent()).toMatch(/^3 unsynced · oldest /);
      await screenshot(page, 'pos-offline-unsynced');
      // Nothing reached the server while offline.
      expect(await storedOrdersOfTerminal(terminal.id)).toHaveLength(before.length);

      await context.setOffline(false);
      await expect
        .poll(() => page.getByTestId('sync-status').textContent(), { timeout: 120_000 })
        .toBe('All orders synced');
      const after = await storedOrdersOfTerminal(terminal.id);
      expect(after).toHaveLength(before.length + 3);
      expect(new Set(after.map((order) => order.id)).size).toBe(after.length);
      const added = after.filter((order) => !before.some((old) => old.id === order.id));
      expect(added.map((order) => order.grandTotal).sort()).toEqual([...totals].sort());
    },
    JOURNEY_MS,
  );

  it(
    'fits a 10-inch tablet in portrait',
    async () => {
      const { page } = till;
      await page.setViewportSize({ width: 800, height: 1280 });
      await page
        .getByRole('navigation', { name: 'Categories' })
        .getByRole('button', { name: 'Gourmet pizzas' })
        .click();
      await addPlainItem(page, 'pellegrino');
      await screenshot(page, 'pos-register-portrait');
      const pay = page.getByRole('button', { name: /^Pay / });
      const box = await pay.boundingBox();
      expect(box && box.y + box.height).toBeLessThanOrEqual(1280);
      expect(box?.height).toBeGreaterThanOrEqual(56);
      await page.getByRole('button', { name: 'Clear', exact: true }).click();
      await page.getByRole('button', { name: /Signed in: / }).click();
      await page.getByRole('menuitem', { name: 'Switch employee / lock' }).click();
      await page.getByRole('dialog', { name: 'Lock screen' }).waitFor();
      await screenshot(page, 'pos-lock-portrait');
      await expect
        .poll(() => page.getByRole('dialog', { name: 'Lock screen' }).textContent())
        .toContain(DEMO_CASHIER.name);
    },
    JOURNEY_MS,
  );
});
