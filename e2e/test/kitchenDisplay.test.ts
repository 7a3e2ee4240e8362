import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URLS, launchChromium, openPage, screenshot, seriousAxeViolations } from '../support/browser';
import {
  acceptOrder,
  backdateTicket,
  cancelOrder,
  clearKitchenBoard,
  createKdsDevice,
  displayNumberOf,
  type IssuedDevice,
  LINES,
  pairedDeviceIdToken,
  placeOrder,
  removeKdsDevice,
  ticketAction,
  ticketItemDone,
  waitForTicket,
} from '../support/kitchenOrders';

/**
 * Issue 9's kitchen display in Chromium against the built web-kds, on the demo restaurant's Surry
 * Hills store (kitchen display add-on on). A fresh screen is paired with a code from the admin API;
 * orders are placed through the online-ordering API (paid in store) and accepted through the order
 * action API, and the ticket must appear without a reload, be worked, bumped, found on
 * /completed-orders and recalled. A second journey puts tickets in every state for screenshots.
 */

const STORE_NAME = 'Bella Vista Surry Hills';
/**
 * How long a change may take to show. Locally it is well under a second (bench/src/orderToKds.ts);
 * the emulator runs triggers one at a time, so on a busy shared machine a ticket can queue for a while.
 */
const LIVE_MS = 45_000;
/** Journeys that place several orders wait on that queue more than once. */
const JOURNEY_MS = 240_000;

let browser: Browser;
let screen: IssuedDevice;
/** A second device, paired through the API, to set up ticket states directly. */
let helper: IssuedDevice;
let helperToken: string;

beforeAll(async () => {
  browser = await launchChromium();
  screen = await createKdsDevice(`E2E pass screen ${Date.now().toString(36)}`);
  helper = await createKdsDevice(`E2E helper ${Date.now().toString(36)}`);
  helperToken = await pairedDeviceIdToken(helper.pairingCode);
  await clearKitchenBoard(helperToken);
});

afterAll(async () => {
  if (helperToken) await clearKitchenBoard(helperToken).catch(() => undefined);
  for (const device of [screen, helper]) if (device) await removeKdsDevice(device.id).catch(() => undefined);
  await browser?.close();
});

/** Counts chimes played: a chime creates its oscillators in one go, so one burst is one chime. */
const COUNT_CHIMES = () => {
  const scope = window as typeof window & { chimes?: number; chimeBurst?: boolean };
  scope.chimes = 0;
  const original = AudioContext.prototype.createOscillator;
  AudioContext.prototype.createOscillator = function counted(this: AudioContext) {
    if (!scope.chimeBurst) {
      scope.chimes = (scope.chimes ?? 0) + 1;
      scope.chimeBurst = true;
      queueMicrotask(() => {
        scope.chimeBurst = false;
      });
    }
    return original.call(this);
  };
};

const chimesPlayed = (page: Page) =>
  page.evaluate(() => (window as typeof window & { chimes?: number }).chimes ?? 0);

async function pairScreen(page: Page, pairingCode: string): Promise<void> {
  await page.goto(`${APP_URLS.kds}/auth/login`);
  await page.getByLabel('Pairing code').fill(pairingCode);
  await page.getByRole('button', { name: 'Pair screen' }).click();
  await page.waitForURL('**/active-orders');
  await page.getByText(STORE_NAME).first().waitFor();
}

const ticketCard = (page: Page, orderId: string) => page.locator(`article[data-ticket-id="${orderId}"]`);

describe('kitchen display', () => {
  let page: Page;
  let errors: string[];

  it(
    'shows an accepted order live, ticks an item, bumps it, and recalls it from completed orders',
    async () => {
      ({ page, errors } = await openPage(browser));
      await page.addInitScript(COUNT_CHIMES);
      await pairScreen(page, screen.pairingCode);

      // A ticket already on the board when the screen opens is not news: no chime. Checked below: the
      // screen decides about the earlier ticket before the next one arrives, so once the next one has
      // chimed, exactly one chime means the earlier ticket gave none.
      const earlier = await placeOrder([LINES.tiramisu()], { customerName: 'Early Eve' });
      await acceptOrder(earlier);
      await waitForTicket(earlier);
      await page.reload();
      await ticketCard(page, earlier).waitFor();

      const orderId = await placeOrder([LINES.garlicBread(2, 'extra crispy'), LINES.wings('buffalo')], {
        customerName: 'Sam Kitchen',
      });
      await acceptOrder(orderId);
      const card = ticketCard(page, orderId);
      // No reload: the live listener brings it in, with a chime and a flash.
      await card.waitFor({ timeout: LIVE_MS });
      expect(await card.getAttribute('data-status')).toBe('NEW');
      await expect.poll(() => chimesPlayed(page)).toBeGreaterThan(0);
      expect(await chimesPlayed(page)).toBe(1);
      const number = await displayNumberOf(orderId);
      await expect.poll(() => card.getByRole('heading', { name: `#${number}` }).count()).toBe(1);
      expect(await card.getByText('“extra crispy”').count()).toBe(1);
      expect(await card.getByRole('group', { name: /Contains .*Milk/ }).count()).toBeGreaterThan(0);

      // Tapping a line marks it done at once, and the server starts the ticket.
      const wings = card.getByRole('button', { name: /Chicken wings/ });
      await wings.click();
      expect(await wings.getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => card.getAttribute('data-status'), { timeout: LIVE_MS }).toBe('IN_PROGRESS');

      await card.getByRole('button', { name: `Bump order ${number}` }).click();
      await card.waitFor({ state: 'detached', timeout: 10_000 });
      await page.getByText(`#${number} bumped`).waitFor();

      await page.getByRole('link', { name: /Completed/ }).click();
      const row = page.locator(`li[data-ticket-id="${orderId}"]`);
      await row.waitFor({ timeout: LIVE_MS });
      await row.getByRole('button', { name: `Recall order ${number}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Recall ticket' }).click();
      await row.waitFor({ state: 'detached', timeout: 10_000 });

      await page.getByRole('link', { name: /Active/ }).click();
      await expect
        .poll(() => ticketCard(page, orderId).getAttribute('data-status'), { timeout: LIVE_MS })
        .toBe('RECALLED');
      expect(errors).toEqual([]);
    },
    JOURNEY_MS,
  );

  it('marks a cancelled order on the grid instead of dropping it, until dismissed', async () => {
    const orderId = await placeOrder([LINES.pizza('margherita')], { customerName: 'Changed Mind' });
    await acceptOrder(orderId);
    const card = ticketCard(page, orderId);
    await card.waitFor({ timeout: LIVE_MS });
    await cancelOrder(orderId, 'Customer asked to cancel');
    await card.getByText(/CANCELLED — STOP COOKING/).waitFor({ timeout: LIVE_MS });
    expect(await card.getAttribute('data-status')).toBe('CANCELLED');
    await card.getByRole('button', { name: 'Dismiss' }).click();
    await card.waitFor({ state: 'detached', timeout: 10_000 });
    expect(errors).toEqual([]);
  });

  it(
    'shows a banner while the connection is lost and catches up without duplicates',
    async () => {
      const context = page.context();
      await context.setOffline(true);
      await page.getByRole('alert').filter({ hasText: 'No connection.' }).waitFor({ timeout: LIVE_MS });
      expect(await page.getByRole('status', { name: 'Connection: Offline' }).count()).toBe(1);

      const orderId = await placeOrder([LINES.tiramisu(3)], { customerName: 'While Offline' });
      await acceptOrder(orderId);
      await waitForTicket(orderId);
      await context.setOffline(false);
      await page.getByRole('status', { name: 'Connection: Live' }).waitFor({ timeout: 30_000 });
      await ticketCard(page, orderId).waitFor({ timeout: LIVE_MS });
      expect(await page.getByRole('alert').filter({ hasText: 'No connection.' }).count()).toBe(0);
      const ids = await page
        .locator('article[data-ticket-id]')
        .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-ticket-id')));
      expect(ids.filter((id) => id === orderId)).toHaveLength(1);
      expect(new Set(ids).size).toBe(ids.length);
    },
    JOURNEY_MS,
  );

  it('saves the prep time through the API and shows the saved state live', async () => {
    await page.getByRole('link', { name: /Settings/ }).click();
    await page.getByRole('heading', { name: 'Screen settings' }).waitFor();
    const minutes = page.getByRole('textbox', { name: 'Minutes' });
    await minutes.fill('');
    await page.getByText('Enter the preparation time in minutes.').waitFor();
    await minutes.fill('25');
    await page.getByText('Unsaved changes').waitFor();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText(/All changes saved/).waitFor({ timeout: LIVE_MS });
    expect(await minutes.inputValue()).toBe('25');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.close();
  });

  it(
    'shows every ticket state at 1280x800, 1024x768 and on a phone',
    async () => {
      const viewer = { ...(await createKdsDevice('Pass screen (E2E)')), name: 'Pass screen (E2E)' };
      try {
        await clearKitchenBoard(helperToken);
        const orders = {
          late: await placeOrder([LINES.pizza('margherita', [], [], 'well done please'), LINES.tiramisu(2)], {
            customerName: 'Priya',
            comments: 'Birthday: candle on the tiramisu please',
          }),
          cooking: await placeOrder([LINES.pizzaPair(), LINES.wings()], { customerName: 'Tom' }),
          recalled: await placeOrder([LINES.garlicBread(1), LINES.pizza('hawaiian', ['olives'])], {
            customerName: 'Jo',
          }),
          cancelled: await placeOrder([LINES.wings('lemon-pepper')], { customerName: 'Alex' }),
          doneA: await placeOrder([LINES.tiramisu()], { customerName: 'Lee' }),
          doneB: await placeOrder([LINES.pizza('diavola'), LINES.garlicBread(1)], { customerName: 'Sasha' }),
        };
        for (const orderId of Object.values(orders)) await acceptOrder(orderId);
        for (const orderId of Object.values(orders)) await waitForTicket(orderId);
        await backdateTicket(orders.late, 41);
        await backdateTicket(orders.cooking, 24);
        await backdateTicket(orders.recalled, 12);
        await backdateTicket(orders.cancelled, 6);
        await ticketAction(helperToken, orders.cooking, 'start');
        await ticketItemDone(helperToken, orders.cooking, 'line-2');
        await ticketAction(helperToken, orders.recalled, 'bump');
        await ticketAction(helperToken, orders.recalled, 'recall');
        await cancelOrder(orders.cancelled, 'Customer asked to cancel');
        await ticketAction(helperToken, orders.doneA, 'bump');
        await ticketAction(helperToken, orders.doneB, 'bump');

        // The screen opens on that board; then one more order arrives (and flashes).
        const view = await openPage(browser, { width: 1280, height: 800 });
        await pairScreen(view.page, viewer.pairingCode);
        await ticketCard(view.page, orders.late).waitFor({ timeout: LIVE_MS });
        const fresh = await placeOrder([LINES.halfAndHalf(), LINES.garlicBread(2, 'extra crispy')], {
          customerName: 'Mia',
        });
        await acceptOrder(fresh);

        const { page: screenPage } = view;
        await ticketCard(screenPage, fresh).waitFor({ timeout: LIVE_MS });
        await expect
          .poll(() => ticketCard(screenPage, orders.cancelled).getAttribute('data-status'), {
            timeout: LIVE_MS,
          })
          .toBe('CANCELLED');
        await expect
          .poll(() => ticketCard(screenPage, orders.late).locator('header').getAttribute('data-age'))
          .toBe('late');
        expect(await ticketCard(screenPage, orders.cooking).locator('header').getAttribute('data-age')).toBe(
          'dueSoon',
        );
        expect(await ticketCard(screenPage, fresh).locator('header').getAttribute('data-age')).toBe('onTime');
        await screenshot(screenPage, 'kds-active-1280x800');
        await screenPage.setViewportSize({ width: 1024, height: 768 });
        await screenshot(screenPage, 'kds-active-1024x768');
        await screenPage.setViewportSize({ width: 390, height: 844 });
        await screenshot(screenPage, 'kds-active-390x844');
        await screenPage.setViewportSize({ width: 1280, height: 800 });

        await screenPage.getByRole('link', { name: /Completed/ }).click();
        await screenPage.locator(`li[data-ticket-id="${orders.doneB}"]`).waitFor({ timeout: LIVE_MS });
        await screenshot(screenPage, 'kds-completed-1280x800');
        await screenPage.getByRole('link', { name: /Settings/ }).click();
        await screenPage.getByRole('heading', { name: 'Screen settings' }).waitFor();
        await screenshot(screenPage, 'kds-settings-1280x800');
        await screenPage.setViewportSize({ width: 390, height: 844 });
        await screenshot(screenPage, 'kds-settings-390x844');
        expect(view.errors).toEqual([]);

        // Admin's kitchen display page lists each screen once, this open one as online (its heartbeat).
        const admin = await openPage(browser, { width: 1280, height: 800 });
        await admin.page.goto(`${APP_URLS.admin}/auth/login`);
        await admin.page.getByLabel('Email').fill('owner@demo.test');
        await admin.page.getByLabel('Password', { exact: true }).fill('owner-demo-1234');
        await admin.page.getByRole('button', { name: 'Sign in', exact: true }).click();
        await admin.page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 20_000 });
        await admin.page.goto(
          `${APP_URLS.admin}/restaurants/demo-restaurant/stores/surry-hills/kds-settings`,
        );
        await admin.page.waitForURL('**/add-ons/kds-settings');
        const status = admin.page.getByRole('list', { name: 'kitchen displays' });
        await status
          .getByRole('listitem', { name: viewer.name })
          .getByText('Online now')
          .waitFor({ timeout: 15_000 });
        await screenshot(admin.page, 'kds-admin-settings-1280x800');
        // Scoped to this page's own card: the admin shell's navigation lists have known findings of their own.
        const axe = await new AxeBuilder({ page: admin.page })
          .include('ul[aria-label="kitchen displays"]')
          .analyze();
        expect(axe.violations.map((violation) => violation.id)).toEqual([]);
        await admin.page.close();
        await view.page.close();
      } finally {
        await removeKdsDevice(viewer.id).catch(() => undefined);
      }
    },
    JOURNEY_MS * 2,
  );
});
