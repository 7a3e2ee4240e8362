import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URLS, launchChromium, OUTPUT_DIR, openPage } from '../support/browser';
import { createPosTerminal, POS_STORE, removePosTerminal } from '../support/posTerminal';

/**
 * The employee time clock: Sam clocks in at a till's lock screen with their PIN, starts a meal break
 * while the till is offline (the press waits in the outbox and counts when it was made), ends it and
 * clocks out online; the owner sees the shift on the week's timesheet, corrects it with a reason and
 * exports the week as CSV. The seeded week (scripts/seed/seedTimeClock.ts) shows its flags.
 */

const JOURNEY_MS = 240_000;
const OWNER = { email: 'owner@demo.test', password: 'owner-demo-1234' };
const SAM = { id: 'emp-sam', name: 'Sam Lee', pin: '2468' };
const STORE = `/restaurants/${POS_STORE.restaurantId}/stores/${POS_STORE.storeId}`;
const DOCUMENTS = `http://127.0.0.1:8080/v1/projects/${process.env.GCLOUD_PROJECT ?? 'demo-restaurant-platform'}/databases/(default)/documents`;

let browser: Browser;
let terminal: { id: string; pairingCode: string };
const terminalName = `E2E time clock till ${Date.now().toString(36)}`;

async function screenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(OUTPUT_DIR, `${name}.png`), animations: 'disabled' });
}

interface StoredShift {
  id: string;
  open: boolean;
  breaks: number;
  posTerminalId: string;
  editCount: number;
}

/** Sam's shifts this till recorded, as the server holds them. */
async function shiftsOfTill(): Promise<StoredShift[]> {
  const response = await fetch(`${DOCUMENTS}${STORE}:runQuery`, {
    method: 'POST',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: 'shifts' }],
        where: {
          fieldFilter: {
            field: { fieldPath: 'posTerminalId' },
            op: 'EQUAL',
            value: { stringValue: terminal.id },
          },
        },
      },
    }),
  });
  const rows = (await response.json()) as {
    document?: {
      name: string;
      fields: {
        open: { booleanValue: boolean };
        breaks: { arrayValue: { values?: unknown[] } };
        posTerminalId: { stringValue: string };
        editCount?: { integerValue: string };
      };
    };
  }[];
  return rows.flatMap((row) =>
    row.document
      ? [
          {
            id: row.document.name.split('/').pop() ?? '',
            open: row.document.fields.open.booleanValue,
            breaks: row.document.fields.breaks.arrayValue.values?.length ?? 0,
            posTerminalId: row.document.fields.posTerminalId.stringValue,
            editCount: Number(row.document.fields.editCount?.integerValue ?? 0),
          },
        ]
      : [],
  );
}

async function typePin(scope: ReturnType<Page['getByRole']>, pin: string) {
  for (const digit of pin) await scope.getByRole('button', { name: digit, exact: true }).click();
}

beforeAll(async () => {
  browser = await launchChromium();
  terminal = await createPosTerminal(terminalName);
});

afterAll(async () => {
  if (terminal) await removePosTerminal(terminal.id).catch(() => undefined);
  await browser?.close();
});

describe('employee time clock', () => {
  it(
    'clocks in, takes a break offline and clocks out at the lock screen; admin edits and exports the timesheet',
    async () => {
      const { page, context } = await openPage(browser, { width: 1280, height: 800 });
      await page.goto(`${APP_URLS.staff}/pos`);
      await page.getByLabel('Pairing code').fill(terminal.pairingCode);
      await page.getByRole('button', { name: 'Pair till' }).click();
      await page.getByRole('dialog', { name: 'Lock screen' }).waitFor();

      // Clock in with Sam's PIN.
      await page.getByRole('button', { name: 'Time clock' }).click();
      const clock = page.getByRole('dialog', { name: 'Time clock' });
      await typePin(clock, SAM.pin);
      const samClock = page.getByRole('dialog', { name: SAM.name });
      await samClock.getByText('Not clocked in').waitFor();
      await screenshot(page, 'pos-time-clock-employee');
      await samClock.getByRole('button', { name: 'Clock in' }).click();
      await page.getByText(`${SAM.name} clocked in at`).waitFor();
      await expect
        .poll(shiftsOfTill, { timeout: 30_000 })
        .toEqual([expect.objectContaining({ open: true, breaks: 0 })]);

      // Offline: the till remembers Sam's PIN and the break waits in the outbox.
      await context.setOffline(true);
      await page.getByRole('button', { name: 'Time clock' }).click();
      await typePin(page.getByRole('dialog', { name: 'Time clock' }), SAM.pin);
      await samClock.getByText(/^Clocked in since/).waitFor();
      await samClock.getByRole('button', { name: 'Meal (unpaid)' }).click();
      await page.getByText(`${SAM.name} started a break at`).waitFor();
      expect((await shiftsOfTill())[0]?.breaks).toBe(0);
      await page.getByRole('button', { name: 'Time clock' }).click();
      await typePin(page.getByRole('dialog', { name: 'Time clock' }), SAM.pin);
      await samClock.getByText(/^On Meal since/).waitFor();
      await screenshot(page, 'pos-time-clock-on-break-offline');
      await samClock.getByRole('button', { name: 'Close' }).click();
      await context.setOffline(false);
      await expect.poll(async () => (await shiftsOfTill())[0]?.breaks, { timeout: 60_000 }).toBe(1);

      // Back online: end the break and clock out.
      await page.getByRole('button', { name: 'Time clock' }).click();
      await typePin(page.getByRole('dialog', { name: 'Time clock' }), SAM.pin);
      await samClock.getByRole('button', { name: 'End break' }).click();
      await page.getByRole('button', { name: 'Time clock' }).click();
      await typePin(page.getByRole('dialog', { name: 'Time clock' }), SAM.pin);
      await samClock.getByText(/^Clocked in since/).waitFor();
      await samClock.getByRole('button', { name: 'Clock out' }).click();
      await expect
        .poll(shiftsOfTill, { timeout: 30_000 })
        .toEqual([expect.objectContaining({ open: false, breaks: 1 })]);

      // Admin: settings, the week's timesheet, an edit with a reason, the CSV.
      const admin = (await openPage(browser, { width: 1280, height: 800 })).page;
      await admin.goto(`${APP_URLS.admin}/auth/login`);
      await admin.getByLabel('Email').fill(OWNER.email);
      await admin.getByLabel('Password', { exact: true }).fill(OWNER.password);
      await admin.getByRole('button', { name: 'Sign in' }).click();
      await admin.waitForURL((url) => !url.pathname.startsWith('/auth/'));
      await admin.goto(`${APP_URLS.admin}${STORE}/time-clock-settings`);
      await admin.getByText('Employees clock in and out on the POS lock screen with their PIN.').waitFor();
      await screenshot(admin, 'admin-time-clock-settings');

      await admin.goto(`${APP_URLS.admin}${STORE}/timesheets`);
      const sheet = admin.getByRole('table', { name: 'Timesheet' });
      await sheet.getByRole('cell', { name: SAM.name }).click();
      const [shift] = await shiftsOfTill();
      const businessDates = await sheet
        .getByRole('button', { name: new RegExp(`^Edit ${SAM.name}'s shift`) })
        .count();
      expect(businessDates).toBeGreaterThan(0);
      await screenshot(admin, 'admin-timesheets');

      const [download] = await Promise.all([
        admin.waitForEvent('download'),
        admin.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      const csv = await readFile((await download.path()) ?? '', 'utf8');
      expect(csv.split('\r\n')[0]).toBe(
        'Employee,Business date,Clock in (UTC),Clock out (UTC),Paid hours,Unpaid hours,Paid break minutes,Unpaid break minutes,Automatic deduction minutes,Flags',
      );
      expect(csv).toContain(SAM.name);

      // Edit today's shift (the last of Sam's rows): the reason is required.
      await sheet
        .getByRole('button', { name: new RegExp(`^Edit ${SAM.name}'s shift`) })
        .last()
        .click();
      const edit = admin.getByRole('dialog', { name: `Edit ${SAM.name}’s shift` });
      await edit.getByRole('button', { name: 'Save change' }).click();
      await edit.getByText('Say why the shift is changed (3 to 200 characters)').waitFor();
      // The shift lasted seconds: the correction puts the clock-out an hour after the clock-in.
      const clockIn = await edit.getByLabel('Clock in').inputValue();
      const later = new Date(Date.parse(`${clockIn}:00Z`) + 3_600_000).toISOString().slice(0, 16);
      await edit.getByLabel('Clock out').fill(later);
      await edit.getByLabel('Reason for the change').fill('Clocked out late after close');
      await edit.getByRole('button', { name: 'Save change' }).click();
      await edit.waitFor({ state: 'detached' });
      await expect
        .poll(async () => (await shiftsOfTill()).find((entry) => entry.id === shift?.id)?.editCount, {
          timeout: 30_000,
        })
        .toBe(1);
    },
    JOURNEY_MS,
  );
});
