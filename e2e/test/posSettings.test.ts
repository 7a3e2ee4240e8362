import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URLS, launchChromium, OUTPUT_DIR, openPage } from '../support/browser';
import { callApi, ownerIdToken } from '../support/kitchenOrders';
import {
  createPosTerminal,
  DEMO_CASHIER,
  POS_STORE,
  removePosTerminal,
  storedOrdersOfTerminal,
} from '../support/posTerminal';

/**
 * The POS settings pages in admin (the store's defaults, one terminal's own settings, the counter's
 * trading hours) and a till that reads them: the payment types it offers, the tip it asks for on a
 * card payment, and the notice outside POS trading hours.
 */

const JOURNEY_MS = 240_000;
const OWNER = { email: 'owner@demo.test', password: 'owner-demo-1234' };
const STORE = `/restaurants/${POS_STORE.restaurantId}/stores/${POS_STORE.storeId}`;
const SETTINGS_API = `/api/store-settings${STORE}/settings`;

let browser: Browser;
let admin: Page;
let terminal: { id: string; pairingCode: string };
const terminalName = `E2E settings till ${Date.now().toString(36)}`;

/** The 1280x800 screen as the user sees it, from the top of the page. */
async function screenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(OUTPUT_DIR, `${name}.png`), animations: 'disabled' });
}

async function storedSetting(settingId: string): Promise<Record<string, unknown> | undefined> {
  const response = await fetch(
    `http://127.0.0.1:8080/v1/projects/${process.env.GCLOUD_PROJECT ?? 'demo-restaurant-platform'}/databases/(default)/documents${STORE}/settings/${settingId}`,
    { headers: { authorization: 'Bearer owner' } },
  );
  return response.ok ? ((await response.json()) as { fields: Record<string, unknown> }).fields : undefined;
}

beforeAll(async () => {
  browser = await launchChromium();
  terminal = await createPosTerminal(terminalName);
  admin = (await openPage(browser, { width: 1280, height: 800 })).page;
  await admin.goto(`${APP_URLS.admin}/auth/login`);
  await admin.getByLabel('Email').fill(OWNER.email);
  await admin.getByLabel('Password', { exact: true }).fill(OWNER.password);
  await admin.getByRole('button', { name: 'Sign in' }).click();
  await admin.waitForURL((url) => !url.pathname.startsWith('/auth/'));
});

afterAll(async () => {
  if (terminal) await removePosTerminal(terminal.id).catch(() => undefined);
  await browser?.close();
});

describe('POS settings in admin', () => {
  it(
    "saves the store's POS settings and a terminal's own payment types, and explains what is wrong",
    async () => {
      await admin.goto(`${APP_URLS.admin}${STORE}/pos-settings`);
      const form = admin.getByRole('form', { name: 'POS terminals' });
      await form.getByLabel('Receipt footer').waitFor();
      await admin.getByRole('link', { name: `Settings of ${terminalName}` }).waitFor();
      await screenshot(admin, 'admin-pos-settings');

      // A footer over 200 characters is explained, not saved.
      const footer = form.getByLabel('Receipt footer');
      const seededFooter = await footer.inputValue();
      await footer.fill('x'.repeat(210));
      await expect.poll(() => form.textContent()).toContain('Keep the footer to 200 characters');
      await footer.fill(`${seededFooter} `);
      await footer.fill(seededFooter.replace('Thanks', 'Thank you'));
      await form.getByRole('button', { name: 'Save' }).click();
      await expect
        .poll(async () => JSON.stringify((await storedSetting('posSettings'))?.receipt))
        .toContain('Thank you for visiting Bondi');

      // The terminal's own page: payment types of its own, without card.
      await admin.getByRole('link', { name: `Settings of ${terminalName}` }).click();
      await admin.waitForURL(`**/pos-settings/${terminal.id}`);
      const own = admin.getByRole('form', { name: 'Terminal settings' });
      const paymentsGroup = own.getByRole('group', { name: 'Payment types' });
      await paymentsGroup.getByLabel(/^Use the store's setting/).uncheck();
      await paymentsGroup.getByRole('checkbox', { name: 'Card', exact: true }).uncheck();
      await own
        .getByRole('group', { name: 'Idle lock' })
        .getByLabel(/^Use the store's setting/)
        .uncheck();
      await expect
        .poll(() => admin.getByRole('region', { name: 'What this till does' }).textContent())
        .not.toContain('Card,');
      await screenshot(admin, 'admin-pos-terminal-settings');
      await own.getByRole('button', { name: 'Save' }).click();
      await expect
        .poll(async () => {
          const answer = await callApi<{ posTerminals: Array<{ id: string; settings?: unknown }> }>(
            'GET',
            `/api/pos${STORE}/pos_terminals`,
            undefined,
            await ownerIdToken(),
          );
          return JSON.stringify(answer.body.posTerminals.find((entry) => entry.id === terminal.id)?.settings);
        })
        .toContain('"paymentTypes":["cash","moto","splitBill","payLater"]');

      await admin.goto(`${APP_URLS.admin}${STORE}/pos-trading-hours`);
      await admin.getByRole('form', { name: 'POS trading hours' }).getByLabel('Monday opens').waitFor();
      await screenshot(admin, 'admin-pos-trading-hours');
    },
    JOURNEY_MS,
  );
});

describe('a till with its settings', () => {
  it(
    'offers only its payment types, asks for a tip on a phone card payment, and warns outside POS trading hours',
    async () => {
      const { page } = await openPage(browser, { width: 1280, height: 800 });
      await page.goto(`${APP_URLS.staff}/pos`);
      await page.getByLabel('Pairing code').fill(terminal.pairingCode);
      await page.getByRole('button', { name: 'Pair till' }).click();
      const lock = page.getByRole('dialog', { name: 'Lock screen' });
      await lock.waitFor();
      for (const digit of DEMO_CASHIER.pin)
        await lock.getByRole('button', { name: digit, exact: true }).click();
      await page.getByRole('button', { name: /Signed in: / }).waitFor();

      await page.getByLabel('Search the menu').fill('pellegrino');
      await page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first().click();
      const total = Math.round(
        Number(((await page.getByTestId('order-total').textContent()) ?? '').replace(/[^0-9.]/g, '')) * 100,
      );
      await page.getByRole('button', { name: /^Pay / }).click();
      const pay = page.getByRole('dialog', { name: /^Pay / });
      await pay.getByRole('button', { name: 'Cash', exact: true }).waitFor();
      // The terminal's own payment types: no card.
      expect(await pay.getByRole('button', { name: 'Card', exact: true }).count()).toBe(0);
      await pay.getByRole('button', { name: 'Phone card', exact: true }).click();
      // The store asks for tips (demo: 10, 15 and 20 %).
      await pay
        .getByTestId('tip-prompt')
        .getByRole('button', { name: /^15% · / })
        .click();
      await screenshot(page, 'pos-pay-tip');
      await pay.getByRole('button', { name: 'Card paid over the phone' }).click();
      await pay.waitFor({ state: 'detached' });
      await expect
        .poll(async () => (await storedOrdersOfTerminal(terminal.id)).length, { timeout: 60_000 })
        .toBe(1);
      const [order] = await storedOrdersOfTerminal(terminal.id);
      const stored = await fetch(
        `http://127.0.0.1:8080/v1/projects/${process.env.GCLOUD_PROJECT ?? 'demo-restaurant-platform'}/databases/(default)/documents${STORE}/orders/${order?.id}`,
        { headers: { authorization: 'Bearer owner' } },
      ).then((response) => response.json() as Promise<{ fields: Record<string, { integerValue?: string }> }>);
      expect(order?.grandTotal).toBe(total);
      expect(Number(stored.fields.tipAmountInCents?.integerValue)).toBe(Math.round(total * 0.15));

      // Counter closed all week: the till says so and keeps selling.
      const closed = { availableAllDay: false, dayIntervals: [] };
      const week = Object.fromEntries(
        ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [
          day,
          closed,
        ]),
      );
      try {
        const saved = await callApi('PUT', `${SETTINGS_API}/posTradingHours`, week, await ownerIdToken());
        expect(saved.status).toBe(200);
        await expect
          .poll(() => page.getByTestId('till-notices').textContent(), { timeout: 30_000 })
          .toContain('Outside POS trading hours');
        await screenshot(page, 'pos-outside-hours');
      } finally {
        const open = {
          availableAllDay: false,
          dayIntervals: [
            { startTimeOfDay: '7:00 AM', endTimeOfDay: '11:00 PM', attributeToPreviousDay: false },
          ],
        };
        await callApi(
          'PUT',
          `${SETTINGS_API}/posTradingHours`,
          Object.fromEntries(Object.keys(week).map((day) => [day, open])),
          await ownerIdToken(),
        );
      }
    },
    JOURNEY_MS,
  );
});
