import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URLS, launchChromium, openPage, screenshot } from '../support/browser';
import { callApi, LINES } from '../support/kitchenOrders';

/**
 * Connected stores on the seeded demo: "Crust Club (delivery only)" is linked to Bella Vista Bondi
 * (scripts/seed/seedConnectedStores.ts). An order placed at Crust Club appears on the staff board
 * labelled with the brand and is accepted there; the owner sees the link on Bondi's page.
 */
const BONDI = `${APP_URLS.admin}/restaurants/demo-restaurant/stores/bondi`;
const CRUST_CLUB = 'restaurants/demo-restaurant/stores/crust-club';
const OWNER = { email: 'owner@demo.test', password: 'owner-demo-1234' };

async function signInAdmin(page: Page) {
  await page.goto(`${APP_URLS.admin}/auth/login`);
  await page.getByLabel(/email/i).fill(OWNER.email);
  await page.getByLabel(/^password/i).fill(OWNER.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.getByText('Bella Vista Pizzeria').first().waitFor({ timeout: 30_000 });
}

async function signInStaff(page: Page) {
  await page.goto(`${APP_URLS.staff}/auth/login`);
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Today’s orders', level: 1 }).waitFor({ timeout: 30_000 });
}

/** A pickup order paid in store at Crust Club, priced by the server (first answer names the total). */
async function placeAtCrustClub(): Promise<string> {
  const orderId = `crust-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
  let total = 0;
  let slot: string | undefined;
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const answer = await callApi<{
      problems?: { nextOpeningIsoDateTimeUtc?: string }[];
      totals?: { grandTotal: number };
    }>('POST', `/api/online-ordering/${CRUST_CLUB}/orders`, {
      orderId,
      collectionType: 'pickup',
      requestedTime: slot ? { type: 'slot', isoDateTimeUtc: slot } : { type: 'asap' },
      lines: [{ id: 'line-1', selection: LINES.pizza('margherita') }],
      expectedTotalInCents: total,
      comments: '',
      customer: {
        name: 'Jordan Crust',
        mobile: `+6141${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
        email: 'jordan@example.com',
        marketingConsent: false,
      },
      paymentType: 'inStore',
    });
    if (answer.status === 200) return orderId;
    const closed = answer.body.problems?.find((problem) => problem.nextOpeningIsoDateTimeUtc);
    if (answer.status === 400 && closed?.nextOpeningIsoDateTimeUtc && !slot) {
      slot = closed.nextOpeningIsoDateTimeUtc;
      continue;
    }
    if (answer.status === 409 && answer.body.totals) {
      total = answer.body.totals.grandTotal;
      continue;
    }
    throw new Error(`Place order: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  throw new Error('Place order: no agreement on the total');
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('connected stores journey', () => {
  it('shows a linked brand’s order on Bondi’s staff board, and the link to the owner', async () => {
    // An order placed at Crust Club shows on the staff board with the brand and is accepted there.
    // (Its kitchen ticket and print jobs in Bondi: functions/test/connectedStores.test.ts; the
    // ticket's brand label: web-common/test/kds/ticketCard.test.tsx.)
    const staff = await openPage(browser);
    await signInStaff(staff.page);
    const orderId = await placeAtCrustClub();
    const card = staff.page.locator(`[data-testid="live-order"][data-order-id="${orderId}"]`);
    await card.waitFor({ timeout: 30_000 });
    await card.getByText('Crust Club (delivery only)').first().waitFor();
    await card.getByRole('button', { name: 'Accept' }).click();
    // Bondi's kitchen asks for an ETA on accepting (its order process settings: hasEta by default).
    const dialog = staff.page.getByRole('dialog');
    await dialog.getByRole('button', { name: '30 min', exact: true }).click();
    await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect
      .poll(() => card.getByTestId('order-status-chip').textContent(), { timeout: 30_000 })
      .toBe('Accepted');
    await dialog.waitFor({ state: 'hidden' });
    await screenshot(staff.page, 'connected-stores-staff-board');

    // The owner sees the link on Bondi's connected-stores page.
    const admin = await openPage(browser);
    await signInAdmin(admin.page);
    await admin.page.goto(`${BONDI}/add-ons/connected-stores-settings`);
    const linked = admin.page.getByRole('list', { name: 'Linked stores' });
    await linked.getByText('Crust Club (delivery only)').waitFor({ timeout: 30_000 });
    await admin.page.getByRole('button', { name: 'Unlink Crust Club (delivery only)' }).waitFor();
    await screenshot(admin.page, 'connected-stores-settings');
    expect(admin.errors).toEqual([]);
  }, 90_000);
});
