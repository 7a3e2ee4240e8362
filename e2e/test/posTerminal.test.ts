import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { APP_URLS, launchChromium, OUTPUT_DIR, openPage, type WatchedPage } from '../support/browser';
import { callApi, ownerIdToken } from '../support/kitchenOrders';
import {
  createPosTerminal,
  DEMO_CASHIER,
  kitchenTicketOf,
  orderFieldsOf,
  removePosTerminal,
  restaurantDocument,
  splitPartsOf,
  storeDocument,
  storeDocumentsWhere,
  storedOrdersOfTerminal,
} from '../support/posTerminal';

/**
 * Issue 15's till in Chromium against the built web-staff and the demo Bondi store: pair a fresh
 * terminal with a code, unlock with a cashier's PIN, ring up items, take cash, and find the order on
 * the server with the total the till showed and its kitchen ticket; then lose the network, take
 * orders, get it back, and find exactly those orders on the server, none twice.
 */

const JOURNEY_MS = 240_000;
const OWNER = { email: 'owner@demo.test', password: 'owner-demo-1234' };

let browser: Browser;
let terminal: { id: string; pairingCode: string };
let till: WatchedPage;

/** Screenshots with transitions finished (a button enabling mid-fade looks disabled otherwise). */
async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(OUTPUT_DIR, `${name}.png`), fullPage: true, animations: 'disabled' });
}

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

/** Clearing lines is a cancelled transaction: the till asks why (recorded for the manager). */
async function cancelOrder(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel this order?' });
  await cancel.getByRole('button', { name: 'Rang up by mistake' }).click();
  await cancel.getByRole('button', { name: 'Cancel the order' }).click();
  await cancel.waitFor({ state: 'detached' });
  await expect.poll(() => page.getByTestId('cart-line').count()).toBe(0);
}

beforeAll(async () => {
  browser = await launchChromium();
  terminal = await createPosTerminal(`E2E till ${Date.now().toString(36)}`);
  till = await openPage(browser, { width: 1280, height: 800 });
});

// A journey that fails offline must not leave the next one offline.
afterEach(async () => {
  await till?.context.setOffline(false);
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

      // The till sends it in the background: wait for the server to have it, then the chip to say so.
      await expect
        .poll(async () => (await storedOrdersOfTerminal(terminal.id)).length, { timeout: 60_000 })
        .toBe(1);
      // The server stores the order before it answers (it waits up to a second for the number), so
      // the chip turns only when the response comes back.
      await expect
        .poll(() => page.getByTestId('sync-status').textContent(), { timeout: 30_000 })
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
    'rings up a half-and-half, a family deal and a custom item for a dine-in table and splits the bill three ways',
    async () => {
      const { page } = till;
      const before = await storedOrdersOfTerminal(terminal.id);
      await page.getByRole('button', { name: 'Dine-in', exact: true }).click();
      await page.getByLabel('Table').fill('12');
      await page.getByLabel('Guests').fill('3');
      await page.getByLabel('Customer name').fill('Rossi family');

      await addPlainItem(page, 'half & half (large)');
      const halves = page.getByRole('dialog', { name: 'Half & half (large)' });
      await halves
        .getByRole('region', { name: 'First half' })
        .getByRole('button', { name: 'Margherita' })
        .click();
      await halves
        .getByRole('region', { name: 'Second half' })
        .getByRole('button', { name: 'Pepperoni' })
        .click();
      await halves.getByRole('button', { name: /^Add / }).click();
      await halves.waitFor({ state: 'detached' });

      await addPlainItem(page, 'family deal');
      const deal = page.getByRole('dialog', { name: 'Family deal' });
      await deal
        .getByRole('region', { name: 'First large pizza' })
        .getByRole('button', { name: 'Hawaiian' })
        .click();
      await deal
        .getByRole('region', { name: 'Second large pizza' })
        .getByRole('button', { name: 'Margherita' })
        .click();
      await deal.getByRole('button', { name: 'Lemonade 1.25 L' }).click();
      await screenshot(page, 'pos-deal-dialog');
      await deal.getByRole('button', { name: /^Add / }).click();
      await deal.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'Custom item' }).click();
      const custom = page.getByRole('dialog', { name: 'Custom item' });
      await custom.getByLabel('Item name').fill('Birthday candles');
      await custom.getByLabel('Price').fill('3.50');
      await custom.getByRole('button', { name: 'Add $3.50' }).click();
      await custom.waitFor({ state: 'detached' });
      await expect.poll(() => page.getByTestId('cart-line').count()).toBe(3);
      const total = moneyCents((await page.getByTestId('order-total').textContent()) ?? '');

      await page.getByRole('button', { name: /^Pay / }).click();
      const pay = page.getByRole('dialog', { name: /^Pay / });
      await pay.getByRole('button', { name: 'Split', exact: true }).click();
      await pay.getByRole('button', { name: 'One part more' }).click();
      const paidBy = pay.getByRole('combobox', { name: 'Paid by' });
      await paidBy.nth(1).click();
      await page.getByRole('option', { name: 'Cash' }).click();
      await paidBy.nth(2).click();
      await page.getByRole('option', { name: 'Gift voucher' }).click();
      await screenshot(page, 'pos-pay-split');
      await pay.getByRole('button', { name: 'Take split payment' }).click();
      await pay.waitFor({ state: 'detached' });

      await expect
        .poll(async () => (await storedOrdersOfTerminal(terminal.id)).length, { timeout: 60_000 })
        .toBe(before.length + 1);
      // The server stores the order before it answers (it waits up to a second for the number), so
      // the chip turns only when the response comes back.
      await expect
        .poll(() => page.getByTestId('sync-status').textContent(), { timeout: 30_000 })
        .toBe('All orders synced');
      const added = (await storedOrdersOfTerminal(terminal.id)).filter(
        (order) => !before.some((old) => old.id === order.id),
      );
      expect(added).toHaveLength(1);
      expect(added[0]).toMatchObject({ grandTotal: total, paymentType: 'splitBill' });
      const parts = await splitPartsOf(added[0]?.id ?? '');
      expect(parts.map((part) => part.paymentType)).toEqual(['card', 'cash', 'custom']);
      expect(parts.reduce((sum, part) => sum + part.amountInCents, 0)).toBe(total);
      expect(
        Math.max(...parts.map((p) => p.amountInCents)) - Math.min(...parts.map((p) => p.amountInCents)),
      ).toBeLessThanOrEqual(1);
      await page.getByRole('button', { name: 'Pickup', exact: true }).click();
    },
    JOURNEY_MS,
  );

  it(
    'applies a counter coupon and a known customer’s loyalty credits, priced as the online checkout prices them',
    async () => {
      const { page } = till;
      const before = await storedOrdersOfTerminal(terminal.id);
      // The demo regular (scripts/seed/seedPromotions.ts): found by name, their card follows the sale.
      await page.getByLabel('Customer name').fill('Jo Reg');
      await page.getByRole('option', { name: /Jo Regular/ }).click();
      for (let tap = 0; tap < 3; tap++) await addPlainItem(page, 'pellegrino');
      await expect.poll(() => page.getByTestId('cart-line').count()).toBe(1);
      const items = moneyCents((await page.getByTestId('order-total').textContent()) ?? '');
      expect(items).toBe(2100);

      // A code that names no coupon is refused in words before it touches the order.
      await page.getByRole('button', { name: 'Coupon', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Apply a coupon' });
      await dialog.getByLabel('Coupon code').fill('NOSUCHCODE');
      await dialog.getByRole('button', { name: 'Apply' }).click();
      await dialog
        .getByText('We could not find the coupon NOSUCHCODE. Check the code and try again.')
        .waitFor();
      await dialog.getByLabel('Coupon code').fill('counter5');
      await dialog.getByRole('button', { name: 'Apply' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText('Coupon COUNTER5: −$5.00').waitFor();
      await page.getByRole('button', { name: 'Use loyalty credits' }).click();
      await page.getByText(/^Credits −\$12\.50/).waitFor();
      await expect
        .poll(async () => moneyCents((await page.getByTestId('order-total').textContent()) ?? ''))
        .toBe(2100 - 500 - 1250);
      await screenshot(page, 'pos-coupon-loyalty');
      await payCashExact(page);

      await expect
        .poll(async () => (await storedOrdersOfTerminal(terminal.id)).length, { timeout: 60_000 })
        .toBe(before.length + 1);
      const added = (await storedOrdersOfTerminal(terminal.id)).find(
        (order) => !before.some((old) => old.id === order.id),
      );
      expect(added?.grandTotal).toBe(350);
      const stored = await storeDocument(`orders/${added?.id}`);
      expect(stored).toMatchObject({
        customerUid: 'phone:+61412000111',
        totals: { couponDiscount: 500, loyaltyDiscount: 1250, grandTotal: 350 },
        cart: { couponCodes: ['COUNTER5'] },
      });
      // The credits left the card in the sale's own transaction (a coupon order earns none back).
      expect((await restaurantDocument('loyaltyCards/phone:+61412000111'))?.balance).toBe(0);
      expect(till.errors).toEqual([]);
    },
    JOURNEY_MS,
  );

  it(
    'changes a price only with an authorised employee’s PIN (a cashier’s is refused) and records who approved it',
    async () => {
      const { page } = till;
      const before = await storedOrdersOfTerminal(terminal.id);
      await addPlainItem(page, 'pellegrino');
      const full = moneyCents((await page.getByTestId('order-total').textContent()) ?? '');
      await page
        .getByTestId('cart-line')
        .getByRole('button', { name: /San Pellegrino/ })
        .click();
      const dialog = page.getByRole('dialog', { name: 'San Pellegrino 750 ml' });
      await dialog.getByLabel('Discount').fill('2.00');
      await dialog.getByRole('button', { name: /^Update / }).click();
      const approve = page.getByRole('dialog', { name: 'Approval needed' });
      await expect.poll(() => approve.textContent()).toContain('Enter an authorized employee');
      for (const digit of '2468') await approve.getByRole('button', { name: digit, exact: true }).click();
      // The PIN is checked by the server (verify-pin), which a busy emulator may take a while to answer.
      await expect
        .poll(() => approve.getByRole('status').textContent(), { timeout: 30_000 })
        .toBe('Incorrect PIN. Please try again.');
      await screenshot(page, 'pos-approval');
      for (const digit of DEMO_CASHIER.pin)
        await approve.getByRole('button', { name: digit, exact: true }).click();
      await approve.waitFor({ state: 'detached' });
      await expect
        .poll(() => page.getByTestId('cart-line').textContent())
        .toContain(`approved by ${DEMO_CASHIER.name}`);
      await expect
        .poll(async () => moneyCents((await page.getByTestId('order-total').textContent()) ?? ''))
        .toBe(full - 200);
      await payCashExact(page);
      await expect
        .poll(async () => (await storedOrdersOfTerminal(terminal.id)).length, { timeout: 60_000 })
        .toBe(before.length + 1);
      const added = (await storedOrdersOfTerminal(terminal.id)).find(
        (order) => !before.some((old) => old.id === order.id),
      );
      expect(added?.grandTotal).toBe(full - 200);
      // The next journey goes offline at once: the till must have its answer first, or the order
      // (stored, but its response cut off) counts as unsynced there until the network is back.
      await expect
        .poll(() => page.getByTestId('sync-status').textContent(), { timeout: 30_000 })
        .toBe('All orders synced');
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

      // Signing out would lose them: the till refuses.
      await page.getByRole('button', { name: /Signed in: / }).click();
      await page.getByRole('menuitem', { name: 'Sign out this till' }).click();
      const refused = page.getByRole('dialog', { name: 'Orders are still waiting to sync' });
      await refused.getByRole('button', { name: 'Keep selling' }).click();
      await refused.waitFor({ state: 'detached' });

      // The cashier unlocked online before, so the till unlocks with the same PIN during the outage.
      await page.getByRole('button', { name: /Signed in: / }).click();
      await page.getByRole('menuitem', { name: 'Switch employee / lock' }).click();
      await unlock(page, DEMO_CASHIER.pin);

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
    'sends a pay-later order to the kitchen and takes its payment later, offline too: the order, then its payment, applied once',
    async () => {
      const { page, context } = till;
      await context.setOffline(true);
      await addPlainItem(page, 'limonata');
      await page.getByRole('button', { name: /^Pay / }).click();
      const pay = page.getByRole('dialog', { name: /^Pay / });
      await pay.getByRole('button', { name: 'Pay later', exact: true }).click();
      await pay.getByRole('button', { name: 'Send, pay later' }).click();
      await pay.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Unpaid (1)' }).click();
      const open = page.getByRole('dialog', { name: 'Unpaid orders' });
      await screenshot(page, 'pos-unpaid-orders');
      await open.getByRole('button', { name: 'Take payment' }).click();
      const settle = page.getByRole('dialog', { name: /^Pay / });
      expect(await settle.getByRole('button', { name: 'Pay later', exact: true }).count()).toBe(0);
      await settle.getByRole('button', { name: 'Card', exact: true }).click();
      await settle.getByRole('button', { name: 'Card paid' }).click();
      await settle.waitFor({ state: 'detached' });
      await expect.poll(() => page.getByTestId('sync-status').textContent()).toMatch(/^2 unsynced · oldest /);
      await expect.poll(() => page.getByRole('button', { name: 'Unpaid (0)' }).count()).toBe(1);

      await context.setOffline(false);
      await expect
        .poll(() => page.getByTestId('sync-status').textContent(), { timeout: 120_000 })
        .toBe('All orders synced');
      const latest = (await storedOrdersOfTerminal(terminal.id)).filter(
        (order) => order.paymentType === 'card',
      );
      expect(latest.length).toBeGreaterThanOrEqual(1);
      const settled = await orderFieldsOf(latest.map((order) => order.id));
      expect(settled.filter((order) => order.settled)).toHaveLength(1);
    },
    JOURNEY_MS,
  );

  it(
    'starts again from a reload during an outage (app shell, menu and PIN from the device) and syncs the sale afterwards',
    async () => {
      const { page, context } = till;
      const before = await storedOrdersOfTerminal(terminal.id);
      // The till's service worker controls the page once it has cached the app shell.
      await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);
      await context.setOffline(true);
      const started = Date.now();
      await page.reload();
      await page.getByRole('dialog', { name: 'Lock screen' }).waitFor();
      const coldStartMs = Date.now() - started;
      console.log(
        `POS cold start offline (reload → lock screen with the menu from the device): ${coldStartMs} ms`,
      );
      expect(coldStartMs).toBeLessThan(1500);
      await unlock(page, DEMO_CASHIER.pin);
      await addPlainItem(page, 'limonata');
      const total = moneyCents((await page.getByTestId('order-total').textContent()) ?? '');
      await payCashExact(page);
      await expect.poll(() => page.getByTestId('sync-status').textContent()).toMatch(/^1 unsynced · oldest /);
      await screenshot(page, 'pos-offline-after-reload');
      await context.setOffline(false);
      await expect
        .poll(() => page.getByTestId('sync-status').textContent(), { timeout: 120_000 })
        .toBe('All orders synced');
      const after = await storedOrdersOfTerminal(terminal.id);
      expect(after).toHaveLength(before.length + 1);
      expect(after.find((order) => !before.some((old) => old.id === order.id))?.grandTotal).toBe(total);
    },
    JOURNEY_MS,
  );

  it(
    // The figure is measured against its 50 ms target by `npm run bench -- pos` (a 1,000-item menu);
    // here the journey checks that every quick tap lands on the order, and prints what it took.
    'puts every one of 40 quick taps on the order at 4x CPU slowdown',
    async () => {
      const { page, context } = till;
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.getByLabel('Search the menu').fill('pellegrino');
      const times = await page.evaluate(async () => {
        const tile = document.querySelector<HTMLElement>('[aria-label="Search results"] [role="listitem"]');
        const lines = document.querySelector('[aria-label="Order lines"]');
        if (!tile || !lines) throw new Error('no tile or order lines');
        const taken: number[] = [];
        for (let tap = 0; tap < 40; tap++) {
          const before = lines.textContent;
          const started = performance.now();
          await new Promise<void>((resolve) => {
            const observer = new MutationObserver(() => {
              if (lines.textContent === before) return;
              observer.disconnect();
              resolve();
            });
            observer.observe(lines, { subtree: true, childList: true, characterData: true });
            tile.click();
          });
          taken.push(performance.now() - started);
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
        return taken;
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      const sorted = [...times].sort((a, b) => a - b);
      const p50 = sorted[Math.floor(sorted.length * 0.5)] ?? Number.NaN;
      const p95 = sorted[Math.ceil(sorted.length * 0.95) - 1] ?? Number.NaN;
      console.log(
        `POS tap → line in the order (4x CPU slowdown, ${times.length} taps): p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`,
      );
      // Each tap resolved only when the order's lines changed: 40 taps, 40 changes.
      expect(times).toHaveLength(40);
      expect(times.every((taken) => Number.isFinite(taken) && taken >= 0)).toBe(true);
      await cancelOrder(page);
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
      await cancelOrder(page);
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

describe('POS orders in the back office', () => {
  it(
    'lists the till’s orders filtered by terminal and opens one with its payment and who did what',
    async () => {
      const { page } = await openPage(browser, { width: 1440, height: 900 });
      await page.goto(`${APP_URLS.admin}/auth/login`);
      await page.getByLabel('Email').fill(OWNER.email);
      await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
      await page.goto(`${APP_URLS.admin}/restaurants/demo-restaurant/stores/bondi/pos-order-history`);
      const table = page.getByRole('table', { name: 'POS orders' });
      await table.waitFor();
      // The demo's week of counter orders plus this run's.
      await page.getByLabel('From').fill('2020-01-01');
      await page.getByRole('combobox', { name: 'Terminal' }).click();
      await page.getByRole('option', { name: /^E2E till / }).click();
      const stored = await storedOrdersOfTerminal(terminal.id);
      await expect.poll(() => table.getByRole('row').count()).toBe(stored.length + 1);
      await page.getByRole('listbox').waitFor({ state: 'detached' });
      await screenshot(page, 'admin-pos-order-history');
      const cash = stored.find((order) => order.changeDueInCents !== undefined && order.changeDueInCents > 0);
      await page.getByRole('button', { name: `#${cash?.id.slice(-4).toUpperCase()}` }).click();
      await page.getByRole('region', { name: 'Who did what' }).waitFor();
      const payment = page.getByRole('region', { name: 'Payment' });
      await expect.poll(() => payment.textContent()).toContain('Cash handed over$50.00');
      await expect
        .poll(() => page.getByRole('region', { name: 'Who did what' }).textContent())
        .toContain(`Took payment · ${DEMO_CASHIER.name}`);
      await screenshot(page, 'admin-pos-order-detail');
    },
    JOURNEY_MS,
  );
});

describe('two tills through an outage and a failing server', () => {
  it(
    'two offline tills take three sales each; back online while the server answers 500 to every other order call, exactly those six arrive once',
    async () => {
      const tills = await Promise.all(
        ['A', 'B'].map(async (name) => {
          const device = await createPosTerminal(`E2E chaos till ${name} ${Date.now().toString(36)}`);
          // No service worker here: Playwright sees (and breaks) every API call the page makes.
          const context = await browser.newContext({
            viewport: { width: 1280, height: 800 },
            serviceWorkers: 'block',
          });
          const page = await context.newPage();
          await page.goto(`${APP_URLS.staff}/pos`);
          await page.getByLabel('Pairing code').fill(device.pairingCode);
          await page.getByRole('button', { name: 'Pair till' }).click();
          await unlock(page, DEMO_CASHIER.pin);
          return { device, context, page };
        }),
      );
      let orderCalls = 0;
      let refused = 0;
      for (const till of tills) {
        await till.context.route('**/api/pos/**/pos_orders/**', async (route) => {
          orderCalls += 1;
          if (orderCalls % 2 === 1) {
            refused += 1;
            await route.fulfill({
              status: 500,
              contentType: 'application/json',
              body: '{"title":"An Error Occurred","message":"chaos"}',
            });
          } else await route.continue();
        });
      }
      try {
        for (const till of tills) await till.context.setOffline(true);
        for (let sale = 0; sale < 3; sale++) {
          for (const till of tills) {
            await addPlainItem(till.page, sale % 2 === 0 ? 'pellegrino' : 'limonata');
            await payCashExact(till.page);
          }
        }
        for (const till of tills)
          await expect.poll(() => till.page.getByTestId('sync-status').textContent()).toMatch(/^3 unsynced/);
        for (const till of tills) await till.context.setOffline(false);
        for (const till of tills) {
          await expect
            .poll(async () => (await storedOrdersOfTerminal(till.device.id)).length, { timeout: 180_000 })
            .toBe(3);
          await expect
            .poll(() => till.page.getByTestId('sync-status').textContent(), { timeout: 60_000 })
            .toBe('All orders synced');
        }
        expect(refused).toBeGreaterThanOrEqual(3);
        for (const till of tills) {
          const stored = await storedOrdersOfTerminal(till.device.id);
          expect(new Set(stored.map((order) => order.id)).size).toBe(3);
        }
      } finally {
        for (const till of tills) {
          await till.context.close();
          await removePosTerminal(till.device.id).catch(() => undefined);
        }
      }
    },
    JOURNEY_MS,
  );
});

/** The fake ANZ Worldline terminals (fakes/src/anzWorldline): what the customer does at the pad. */
const FAKE_TERMINALS = 'http://127.0.0.1:12161';
async function terminalPad(path: string, method: string, body?: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${FAKE_TERMINALS}${path}`, {
    method,
    ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
  });
  return (await response.json()) as Record<string, unknown>;
}

/**
 * What the customer does at the pad, once the terminal shows the transaction: the till shows it as
 * waiting as soon as the server records the attempt, a moment before the terminal has it.
 */
async function atThePad(terminalId: string, body: Record<string, unknown>): Promise<void> {
  await expect
    .poll(
      async () =>
        (
          await fetch(`${FAKE_TERMINALS}/_fake/terminals/${terminalId}/pad`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          })
        ).status,
      { timeout: 30_000 },
    )
    .toBe(200);
}

describe('card terminal', () => {
  it(
    'pairs a card terminal in admin; the till charges on it: declined, tried again, reloaded mid-payment, approved with the result lost and recovered, charged once; reprints, refunds to the card, and rides out an unreachable terminal',
    async () => {
      const cardTill = await createPosTerminal(`E2E card till ${Date.now().toString(36)}`);
      const terminalId = `8${Date.now().toString().slice(-7)}`;
      const made = await terminalPad(`/_fake/terminals/${terminalId}`, 'PUT', { online: true });
      try {
        // The owner pairs the terminal with the new till, with the code on the terminal's screen.
        const admin = (await openPage(browser, { width: 1280, height: 800 })).page;
        await admin.goto(`${APP_URLS.admin}/auth/login`);
        await admin.getByLabel('Email').fill(OWNER.email);
        await admin.getByLabel('Password', { exact: true }).fill(OWNER.password);
        await admin.getByRole('button', { name: 'Sign in' }).click();
        await admin.waitForURL((url) => !url.pathname.startsWith('/auth/'));
        await admin.goto(
          `${APP_URLS.admin}/restaurants/demo-restaurant/stores/bondi/integrations/anz-worldline`,
        );
        await admin.getByRole('button', { name: 'Pair a card terminal' }).first().click();
        const pair = admin.getByRole('dialog', { name: 'Pair a card terminal' });
        await pair.getByLabel('Pairing code').fill('12');
        await pair.getByRole('button', { name: 'Pair', exact: true }).click();
        await pair.getByText('The pairing code is 4 to 12 letters or digits').waitFor();
        await pair.getByLabel('Pairing code').fill(String(made.pairingCode));
        await pair.getByLabel('Name').fill('Card till pin pad');
        await pair.getByLabel('Till').click();
        await admin.getByRole('option', { name: /^E2E card till / }).click();
        await pair.getByRole('button', { name: 'Pair', exact: true }).click();
        await pair.waitFor({ state: 'detached' });
        const card = admin.getByRole('listitem', { name: 'Card till pin pad' });
        await card.getByText(`TID ${terminalId}`).waitFor();
        // The store's own team channel for alerts: only chat providers' webhooks (or the local fake).
        const channelPath = `/services/TE2E/BBONDI/${Date.now().toString(36)}`;
        const channel = admin.getByRole('region', { name: 'Team channel' });
        await channel.getByRole('button', { name: /^(Change|Connect a) channel$/ }).click();
        await channel.getByLabel('Incoming webhook URL').fill('https://example.test/hook');
        await channel.getByRole('button', { name: 'Save channel' }).click();
        await channel
          .getByText('Use an incoming webhook from Slack, Microsoft Teams or Google Chat')
          .waitFor();
        await channel.getByLabel('Incoming webhook URL').fill(`http://127.0.0.1:12162${channelPath}`);
        await channel.getByLabel('Channel name (optional)').fill('#bondi-e2e');
        await channel.getByRole('button', { name: 'Save channel' }).click();
        await expect
          .poll(() => channel.getByTestId('team-channel-address').textContent())
          .toBe(`http://127.0.0.1:12162/…${channelPath.slice(-4)}`);
        await channel.getByRole('button', { name: 'Send a test message' }).click();
        const channelMessages = async () =>
          (
            (await (
              await fetch(`http://127.0.0.1:12162/_fake/messages?path=${encodeURIComponent(channelPath)}`)
            ).json()) as { text: string }[]
          ).map((message) => message.text);
        await expect.poll(channelMessages).toEqual([expect.stringContaining('Test:')]);
        await screenshot(admin, 'admin-card-terminals');

        // The till: a sale paid by card on the terminal.
        const { page } = await openPage(browser, { width: 1280, height: 800 });
        await page.goto(`${APP_URLS.staff}/pos`);
        await page.getByLabel('Pairing code').fill(cardTill.pairingCode);
        await page.getByRole('button', { name: 'Pair till' }).click();
        await unlock(page, DEMO_CASHIER.pin);
        await addPlainItem(page, 'pellegrino');
        await page.getByRole('button', { name: /^Pay / }).click();
        const pay = page.getByRole('dialog', { name: /^Pay / });
        await pay.getByRole('button', { name: 'Card', exact: true }).click();
        await pay.getByRole('button', { name: /^Charge .* on the card terminal$/ }).click();
        const charging = page.getByRole('dialog', { name: /^Card payment/ });
        const state = charging.getByTestId('card-payment-state');
        await expect.poll(() => state.textContent(), { timeout: 30_000 }).toBe('Waiting for the card');
        await screenshot(page, 'pos-card-terminal-waiting');

        // Declined at the pad; tried again.
        await atThePad(terminalId, { action: 'decline', declineCode: 'declined_saldo_too_low' });
        await expect.poll(() => state.textContent(), { timeout: 30_000 }).toBe('Declined');
        await screenshot(page, 'pos-card-terminal-declined');
        await charging.getByRole('button', { name: 'Try again' }).click();
        await expect.poll(() => state.textContent(), { timeout: 30_000 }).toBe('Waiting for the card');
        await expect
          .poll(
            async () =>
              ((await terminalPad(`/_fake/terminals/${terminalId}`, 'GET')).transactions as unknown[]).length,
          )
          .toBe(2);

        // The till reloads mid-payment: after the PIN it is back on the same payment.
        await page.reload();
        await page.getByRole('dialog', { name: 'Lock screen' }).waitFor();
        for (const digit of DEMO_CASHIER.pin)
          await page.getByRole('button', { name: digit, exact: true }).click();
        await expect.poll(() => state.textContent(), { timeout: 30_000 }).toBe('Waiting for the card');

        // Approved at the pad, but the result never reaches us: the till asks the terminal.
        await atThePad(terminalId, { action: 'approve', loseResult: true });
        expect(await state.textContent()).toBe('Waiting for the card');
        await charging.getByRole('button', { name: 'Check result' }).click();
        await charging.waitFor({ state: 'detached', timeout: 30_000 });
        await expect
          .poll(() => page.getByTestId('sync-status').textContent(), { timeout: 60_000 })
          .toBe('All orders synced');

        // One order, paid by card, with the approved transaction; the terminal charged once.
        const orders = await storedOrdersOfTerminal(cardTill.id);
        expect(orders).toHaveLength(1);
        expect(orders[0]?.paymentType).toBe('card');
        const order = await storeDocument(`orders/${orders[0]?.id}`);
        expect(order?.cardTerminalReferences).toEqual([
          expect.objectContaining({ terminalId: cardTill.id, result: 'APPROVED' }),
        ]);
        const [payment] = await storeDocumentsWhere(
          'cardTerminalPayments',
          'posOrderId',
          orders[0]?.id ?? '',
        );
        expect(((payment?.attempts ?? []) as { result: string }[]).map((attempt) => attempt.result)).toEqual([
          'DECLINED',
          'APPROVED',
        ]);
        const onTerminal = (await terminalPad(`/_fake/terminals/${terminalId}`, 'GET')).transactions as {
          resultCode: string;
        }[];
        expect(onTerminal.filter((entry) => entry.resultCode === 'ok')).toHaveLength(1);

        // The sale's card receipt on the till, printed again on the terminal (its last receipt).
        // The number may still be being given (the trigger gives it when the request did not).
        let orderNumber = String(order?.displayNumber ?? '');
        await expect
          .poll(
            async () => {
              orderNumber = String((await storeDocument(`orders/${orders[0]?.id}`))?.displayNumber ?? '');
              return orderNumber;
            },
            { timeout: 30_000 },
          )
          .toMatch(/^[1-9][0-9]*$/);
        const ordersDialog = page.getByRole('dialog', { name: "Today's orders" });
        const row = ordersDialog.getByTestId('pos-order-row').filter({ hasText: `#${orderNumber} ·` });
        await page.getByRole('button', { name: 'Orders', exact: true }).click();
        await ordersDialog.getByLabel('Find an order').fill(orderNumber);
        await row.getByRole('button', { name: /^Card terminal receipts/ }).click();
        const receipts = page.getByRole('dialog', { name: /^Card receipts/ });
        await expect
          .poll(() => receipts.getByTestId('card-receipt').first().textContent(), { timeout: 30_000 })
          .toContain('APPROVED');
        await receipts.getByRole('button', { name: 'Print on terminal' }).click();
        await receipts.getByText('Printed again on Card till pin pad.').waitFor();
        await screenshot(page, 'pos-card-receipt');
        await receipts.getByRole('button', { name: 'Close' }).click();

        // Part of it given back to the card on the terminal: how much and why, a manager's PIN, the
        // customer's card at the pad; then recorded on the order once.
        await page.getByRole('button', { name: 'Orders', exact: true }).click();
        await ordersDialog.getByLabel('Find an order').fill(orderNumber);
        await row.getByRole('button', { name: 'Refund' }).click();
        const refund = page.getByRole('dialog', { name: /^Refund on order/ });
        await refund.getByRole('button', { name: 'Partial', exact: true }).click();
        await refund.getByLabel('Amount to give back').fill('1.00');
        await refund.getByRole('button', { name: 'Wrong item' }).click();
        await refund.getByRole('button', { name: 'Refund $1.00 to the card' }).click();
        const approve = page.getByRole('dialog', { name: 'Approval needed' });
        for (const digit of DEMO_CASHIER.pin)
          await approve.getByRole('button', { name: digit, exact: true }).click();
        const refunding = page.getByRole('dialog', { name: /^Card refund/ });
        const refundState = refunding.getByTestId('card-payment-state');
        await expect.poll(() => refundState.textContent(), { timeout: 30_000 }).toBe('Waiting for the card');
        await screenshot(page, 'pos-card-refund-waiting');
        await atThePad(terminalId, { action: 'approve' });
        await refunding.waitFor({ state: 'detached', timeout: 30_000 });
        await expect
          .poll(async () => (await storeDocument(`orders/${orders[0]?.id}`))?.refundAmountInCents, {
            timeout: 60_000,
          })
          .toBe(100);
        expect((await storeDocument(`orders/${orders[0]?.id}`))?.refunds).toEqual([
          expect.objectContaining({ amountInCents: 100, paymentType: 'refundCard', reason: 'Wrong item' }),
        ]);
        const credits = (
          (await terminalPad(`/_fake/terminals/${terminalId}`, 'GET')).transactions as {
            type: string;
            resultCode: string;
            amountInCents: number;
          }[]
        ).filter((entry) => entry.type === 'credit');
        expect(credits).toEqual([expect.objectContaining({ resultCode: 'ok', amountInCents: 100 })]);

        // The terminal cannot be reached at all: the till says so and what to do; nothing is charged;
        // once it is back, asking settles the attempt and paying again charges once.
        await terminalPad(`/_fake/terminals/${terminalId}`, 'PUT', { relay: 'down' });
        await addPlainItem(page, 'pellegrino');
        await page.getByRole('button', { name: /^Pay / }).click();
        await pay.getByRole('button', { name: 'Card', exact: true }).click();
        await pay.getByRole('button', { name: /^Charge .* on the card terminal$/ }).click();
        await expect.poll(() => state.textContent(), { timeout: 30_000 }).toBe('Terminal not reachable');
        expect(await charging.getByTestId('card-payment-explanation').textContent()).toContain(
          'Check the terminal is switched on and connected',
        );
        await charging.getByRole('button', { name: 'Check result' }).click();
        await expect
          .poll(() => charging.getByTestId('card-terminal-problem').textContent(), { timeout: 30_000 })
          .toContain('Result Not Known');
        await screenshot(page, 'pos-card-terminal-unreachable');
        // The store's channel hears about it.
        await expect
          .poll(async () => (await channelMessages()).some((text) => text.includes('UNKNOWN')), {
            timeout: 30_000,
          })
          .toBe(true);
        await terminalPad(`/_fake/terminals/${terminalId}`, 'PUT', { relay: 'ok' });
        await charging.getByRole('button', { name: 'Check result' }).click();
        await expect.poll(() => state.textContent(), { timeout: 30_000 }).toBe('Terminal error');
        expect(await charging.getByTestId('card-payment-explanation').textContent()).toContain(
          'never received',
        );
        await charging.getByRole('button', { name: 'Try again' }).click();
        await expect.poll(() => state.textContent(), { timeout: 30_000 }).toBe('Waiting for the card');
        await atThePad(terminalId, { action: 'approve' });
        await charging.waitFor({ state: 'detached', timeout: 30_000 });
        // The status said "All orders synced" before this sale too: wait for the order itself.
        await expect
          .poll(async () => (await storedOrdersOfTerminal(cardTill.id)).length, { timeout: 60_000 })
          .toBe(2);
        await expect
          .poll(() => page.getByTestId('sync-status').textContent(), { timeout: 60_000 })
          .toBe('All orders synced');
        const purchases = (
          (await terminalPad(`/_fake/terminals/${terminalId}`, 'GET')).transactions as {
            type: string;
            resultCode: string;
          }[]
        ).filter((entry) => entry.type === 'purchase' && entry.resultCode === 'ok');
        expect(purchases).toHaveLength(2);
      } finally {
        await callApi(
          'DELETE',
          `/api/anz-worldline/restaurants/demo-restaurant/stores/bondi/pin-pads/${cardTill.id}`,
          undefined,
          await ownerIdToken(),
        ).catch(() => undefined);
        await removePosTerminal(cardTill.id).catch(() => undefined);
      }
    },
    JOURNEY_MS * 2,
  );
});
