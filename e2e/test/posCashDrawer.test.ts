import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URLS, launchChromium, OUTPUT_DIR, openPage } from '../support/browser';
import { createPosTerminal, DEMO_CASHIER, POS_STORE, removePosTerminal } from '../support/posTerminal';

/**
 * The cash drawer: a cashier opens the till's drawer with a $200 float, pays $12.50 out for milk,
 * counts the drawer by denomination and closes it balanced; the owner sees the session on the day's
 * drawer report.
 */

const JOURNEY_MS = 240_000;
const OWNER = { email: 'owner@demo.test', password: 'owner-demo-1234' };
const STORE = `/restaurants/${POS_STORE.restaurantId}/stores/${POS_STORE.storeId}`;
const DOCUMENTS = `http://127.0.0.1:8080/v1/projects/${process.env.GCLOUD_PROJECT ?? 'demo-restaurant-platform'}/databases/(default)/documents`;

let browser: Browser;
let terminal: { id: string; pairingCode: string };
const terminalName = `E2E drawer till ${Date.now().toString(36)}`;

async function screenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(OUTPUT_DIR, `${name}.png`), animations: 'disabled' });
}

/** A till's drawer sessions as the server holds them: status, movement kinds and over/short. */
async function drawersOfTill(
  posTerminalId = terminal.id,
): Promise<{ status: string; overShort?: number; movements: number; kinds?: string[] }[]> {
  const response = await fetch(`${DOCUMENTS}${STORE}:runQuery`, {
    method: 'POST',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: 'drawerSessions' }],
        where: {
          fieldFilter: {
            field: { fieldPath: 'posTerminalId' },
            op: 'EQUAL',
            value: { stringValue: posTerminalId },
          },
        },
      },
    }),
  });
  const rows = (await response.json()) as {
    document?: {
      fields: {
        status: { stringValue: string };
        movements: {
          arrayValue: { values?: { mapValue: { fields: { kind: { stringValue: string } } } }[] };
        };
        close?: { mapValue: { fields: { overShortInCents: { integerValue: string } } } };
      };
    };
  }[];
  return rows.flatMap((row) =>
    row.document
      ? [
          {
            status: row.document.fields.status.stringValue,
            movements: row.document.fields.movements.arrayValue.values?.length ?? 0,
            kinds: (row.document.fields.movements.arrayValue.values ?? []).map(
              (value) => value.mapValue.fields.kind.stringValue,
            ),
            ...(row.document.fields.close
              ? { overShort: Number(row.document.fields.close.mapValue.fields.overShortInCents.integerValue) }
              : {}),
          },
        ]
      : [],
  );
}

beforeAll(async () => {
  browser = await launchChromium();
  terminal = await createPosTerminal(terminalName);
});

afterAll(async () => {
  if (terminal) await removePosTerminal(terminal.id).catch(() => undefined);
  await browser?.close();
});

describe('cash drawer', () => {
  it(
    'opens with a float, pays out, counts and closes balanced; the owner sees it on the drawer report',
    async () => {
      const { page } = await openPage(browser, { width: 1280, height: 800 });
      await page.goto(`${APP_URLS.staff}/pos`);
      await page.getByLabel('Pairing code').fill(terminal.pairingCode);
      await page.getByRole('button', { name: 'Pair till' }).click();
      const lock = page.getByRole('dialog', { name: 'Lock screen' });
      await lock.waitFor();
      for (const digit of DEMO_CASHIER.pin)
        await lock.getByRole('button', { name: digit, exact: true }).click();
      const menu = page.getByRole('button', { name: /Signed in: / });
      await menu.click();
      await page.getByRole('menuitem', { name: 'Cash drawer' }).click();
      const drawer = page.getByRole('dialog', { name: 'Cash drawer' });
      await drawer.getByLabel('Float').fill('200.00');
      await screenshot(page, 'pos-cash-drawer-open');
      await drawer.getByRole('button', { name: 'Open the drawer' }).click();
      await expect
        .poll(() => drawersOfTill(), { timeout: 30_000 })
        .toEqual([expect.objectContaining({ status: 'open', movements: 0 })]);

      await menu.click();
      await page.getByRole('menuitem', { name: 'Cash drawer' }).click();
      await drawer.getByRole('button', { name: 'Cash out' }).click();
      await drawer.getByLabel('Amount').fill('12.50');
      await drawer.getByLabel('Reason').fill('Milk delivery');
      await drawer.getByRole('button', { name: 'Save' }).click();
      await expect.poll(async () => (await drawersOfTill())[0]?.movements, { timeout: 30_000 }).toBe(1);

      // $187.50 expected: 100 + 50 + 20 + 10 + 5 + 2 + 0.50.
      await drawer.getByRole('button', { name: 'Count and close' }).click();
      for (const note of ['$100.00', '$50.00', '$20.00', '$10.00', '$5.00', '$2.00', '$0.50'])
        await drawer.getByLabel(note, { exact: true }).fill('1');
      await drawer.getByText('Counted $187.50').waitFor();
      await screenshot(page, 'pos-cash-drawer-count');
      await drawer.getByRole('button', { name: 'Close the drawer' }).click();
      await drawer.getByText('Balanced').waitFor({ timeout: 30_000 });
      await expect
        .poll(() => drawersOfTill())
        .toEqual([expect.objectContaining({ status: 'closed', movements: 1, overShort: 0 })]);

      const admin = (await openPage(browser, { width: 1280, height: 800 })).page;
      await admin.goto(`${APP_URLS.admin}/auth/login`);
      await admin.getByLabel('Email').fill(OWNER.email);
      await admin.getByLabel('Password', { exact: true }).fill(OWNER.password);
      await admin.getByRole('button', { name: 'Sign in' }).click();
      await admin.waitForURL((url) => !url.pathname.startsWith('/auth/'));
      await admin.goto(`${APP_URLS.admin}${STORE}/cash-drawer`);
      const sessions = admin.getByRole('table', { name: 'Drawer sessions' });
      await sessions.getByRole('cell', { name: terminalName }).waitFor();
      await screenshot(admin, 'admin-cash-drawer-day');
    },
    JOURNEY_MS,
  );

  it(
    'opens offline on a till that never loaded its drawer, records an approved no-sale on that session, and syncs each once',
    async () => {
      const offlineTill = await createPosTerminal(`E2E offline drawer ${Date.now().toString(36)}`);
      const { page, context } = await openPage(browser, { width: 1280, height: 800 });
      try {
        await page.goto(`${APP_URLS.staff}/pos`);
        await page.getByLabel('Pairing code').fill(offlineTill.pairingCode);
        await page.getByRole('button', { name: 'Pair till' }).click();
        const lock = page.getByRole('dialog', { name: 'Lock screen' });
        await lock.waitFor();
        for (const digit of DEMO_CASHIER.pin)
          await lock.getByRole('button', { name: digit, exact: true }).click();
        const menu = page.getByRole('button', { name: /Signed in: / });
        await menu.waitFor();

        // The network goes before the drawer was ever opened or loaded on this till.
        await context.setOffline(true);
        await menu.click();
        await page.getByRole('menuitem', { name: 'Cash drawer' }).click();
        const drawer = page.getByRole('dialog', { name: 'Cash drawer' });
        await drawer.getByText('Offline: this is what the till knows.', { exact: false }).waitFor();
        await drawer.getByLabel('Float').fill('150.00');
        await drawer.getByRole('button', { name: 'Open the drawer' }).click();
        await drawer.waitFor({ state: 'detached' });
        await menu.click();
        await page.getByRole('menuitem', { name: 'Cash drawer' }).click();
        await drawer.getByText('float $150.00', { exact: false }).waitFor();
        await drawer.getByText('(offline: as this till knows it)', { exact: false }).waitFor();
        await screenshot(page, 'pos-cash-drawer-offline-open');
        await drawer.getByRole('button', { name: 'Close', exact: true }).click();

        // A no-sale: why, and an authorised employee's PIN (remembered by the till offline).
        await menu.click();
        await page.getByRole('menuitem', { name: 'Open the drawer (no sale)' }).click();
        const reason = page.getByRole('dialog', { name: 'Open the drawer (no sale)' });
        await reason.getByRole('button', { name: 'Customer needed change' }).click();
        await reason.getByRole('button', { name: 'Open the drawer' }).click();
        const approve = page.getByRole('dialog', { name: 'Approval needed' });
        for (const digit of DEMO_CASHIER.pin)
          await approve.getByRole('button', { name: digit, exact: true }).click();
        await approve.waitFor({ state: 'detached' });
        expect(await drawersOfTill(offlineTill.id)).toEqual([]);

        // Back online: the drawer and its no-sale reach the server, once each.
        await context.setOffline(false);
        await expect
          .poll(() => drawersOfTill(offlineTill.id), { timeout: 60_000 })
          .toEqual([expect.objectContaining({ status: 'open', movements: 1, kinds: ['noSale'] })]);
        await expect
          .poll(() => page.getByTestId('sync-status').textContent(), { timeout: 60_000 })
          .toBe('All orders synced');
        expect(await drawersOfTill(offlineTill.id)).toEqual([
          expect.objectContaining({ status: 'open', movements: 1, kinds: ['noSale'] }),
        ]);
        await menu.click();
        await page.getByRole('menuitem', { name: 'Cash drawer' }).click();
        await drawer.getByText('float $150.00', { exact: false }).waitFor();
        await screenshot(page, 'pos-cash-drawer-after-sync');
      } finally {
        await context.close();
        await removePosTerminal(offlineTill.id).catch(() => undefined);
      }
    },
    JOURNEY_MS,
  );
});
