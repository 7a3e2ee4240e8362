import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URLS, launchChromium, openPage, screenshot } from '../support/browser';
import { callApi, ownerIdToken } from '../support/kitchenOrders';

/**
 * Issue 22's marketplace journey on the seeded demo (Bella Vista Bondi Beach), in Chromium against
 * the built admin and staff apps, the API and the fake Uber Eats of the fakes process (12171):
 * the owner connects Bondi to Uber Eats from the admin (Uber's consent page, back to /uber-eats/auth,
 * pick the Uber Eats store), uploads the menu, an Uber Eats customer orders, the order appears live on
 * the staff app, staff accept it there, and the admin's order page marks it ready for the courier.
 */
const FAKE = 'http://127.0.0.1:12171';
const BONDI_ON_UBER_EATS = '6f1c2a9e-1b0d-4c57-9a51-0d7b8e2f4a10';
const STORE = `${APP_URLS.admin}/restaurants/demo-restaurant/stores/bondi`;
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

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('Uber Eats journey', () => {
  it('connects a store, uploads its menu, and handles an Uber Eats order from staff screen to courier', async () => {
    const admin = await openPage(browser);
    const page = admin.page;
    // Which request failed, not just the console's "status of 401": the address and the status.
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400)
        refused.push(`${response.request().method()} ${response.url()} → ${response.status()}`);
    });
    await signInAdmin(page);

    // Integrations → Uber Eats → Connect: Uber's consent page, then back to the admin.
    await page.goto(`${STORE}/integrations`);
    const card = page.getByRole('listitem', { name: 'Uber Eats' });
    await card.getByText('Not connected').waitFor({ timeout: 20_000 });
    await screenshot(page, 'uber-eats-integrations');
    await card.getByRole('link', { name: 'Connect' }).click();
    await page.getByRole('button', { name: 'Connect Uber Eats' }).click();
    await page.waitForURL(/127\.0\.0\.1:12171\/oauth\/v2\/authorize/, { timeout: 20_000 });
    await screenshot(page, 'uber-eats-consent');
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL(/\/integrations\/uber-eats$/, { timeout: 30_000 });
    const stores = page.getByRole('list', { name: 'Uber Eats stores' });
    await stores.getByText('Bella Vista Pizzeria (Bondi Beach)').waitFor({ timeout: 20_000 });
    await screenshot(page, 'uber-eats-choose-store');
    await stores
      .getByRole('listitem')
      .filter({ hasText: 'Bella Vista Pizzeria (Bondi Beach)' })
      .getByRole('button', { name: 'Link this store' })
      .click();
    await page.getByText('Receiving orders').waitFor({ timeout: 20_000 });
    await page.getByText('Orders come here').waitFor({ timeout: 20_000 });

    // The menu: classic pizzas and sides, at their Uber Eats prices; upload both menus.
    await page.getByRole('link', { name: 'Uber Eats menu' }).click();
    const table = page.getByRole('table', { name: 'Delivery menu on Uber Eats' });
    await table.getByText('Margherita (Large)').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Upload to Uber Eats' }).click();
    await page.getByText(/Menu uploaded to Uber Eats \(\d+ items\)/).waitFor({ timeout: 30_000 });
    await page.getByLabel('Menu uploads').getByText('on Uber Eats now').waitFor({ timeout: 20_000 });
    await screenshot(page, 'uber-eats-menu');

    // Staff watch the board, and a kitchen screen of Bondi the tickets, while an Uber Eats customer
    // orders from the uploaded menu.
    const staff = await openPage(browser);
    await signInStaff(staff.page);
    const device = await callApi<{ id: string; pairingCode: string }>(
      'POST',
      '/api/kds/restaurants/demo-restaurant/stores/bondi/devices',
      { name: 'Uber Eats journey screen' },
      await ownerIdToken(),
    );
    expect(device.status).toBe(201);
    const kitchen = await openPage(browser);
    await kitchen.page.goto(`${APP_URLS.kds}/auth/login`);
    await kitchen.page.getByLabel('Pairing code').fill(device.body.pairingCode);
    await kitchen.page.getByRole('button', { name: 'Pair screen' }).click();
    await kitchen.page.waitForURL('**/active-orders', { timeout: 30_000 });
    const state = (await (await fetch(`${FAKE}/_fake/state`)).json()) as {
      stores: { id: string; menus: Record<string, { items: { id: string }[] }> }[];
    };
    const uploaded = state.stores.find((entry) => entry.id === BONDI_ON_UBER_EATS)?.menus
      .MENU_TYPE_FULFILLMENT_DELIVERY;
    expect(uploaded?.items.map((item) => item.id)).toContain('margherita~large');
    const placed = await fetch(`${FAKE}/_fake/orders`, {
      method: 'POST',
      body: JSON.stringify({
        store_id: BONDI_ON_UBER_EATS,
        eater_name: 'Riley',
        items: [
          { id: 'margherita~large', quantity: 1 },
          { id: 'garlic-bread', quantity: 2, special_instructions: 'Extra crispy' },
        ],
      }),
    });
    expect(placed.status).toBe(201);
    const order = (await placed.json()) as { id: string; display_id: string };
    const live = staff.page.locator(`[data-testid="live-order"][data-order-id="${order.id}"]`);
    await live.waitFor({ timeout: 30_000 });
    await live.getByText('Riley').first().waitFor();
    await screenshot(staff.page, 'uber-eats-order-on-staff');

    // Accepted from the staff card: Uber Eats hears of it first, then the order moves.
    // The demo store asks for an ETA on accepting (order process settings: hasEta by default).
    await live.getByRole('button', { name: 'Accept' }).click();
    const dialog = staff.page.getByRole('dialog');
    await dialog.getByRole('button', { name: '30 min', exact: true }).click();
    await screenshot(staff.page, 'uber-eats-order-accept-on-staff');
    await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect
      .poll(() => live.getByTestId('order-status-chip').textContent(), { timeout: 30_000 })
      .toBe('Accepted');
    await expect
      .poll(
        async () =>
          (
            (await (await fetch(`${FAKE}/_fake/state`)).json()) as {
              orders: { id: string; current_state: string }[];
            }
          ).orders.find((entry) => entry.id === order.id)?.current_state,
        { timeout: 20_000 },
      )
      .toBe('ACCEPTED');

    // The kitchen screen shows the ticket, marked as a marketplace order.
    const ticket = kitchen.page.locator(`article[data-ticket-id="${order.id}"]`);
    await ticket.waitFor({ timeout: 30_000 });
    await ticket.getByText('Margherita').first().waitFor();
    await screenshot(kitchen.page, 'uber-eats-order-on-kds');
    await callApi(
      'DELETE',
      `/api/kds/restaurants/demo-restaurant/stores/bondi/devices/${device.body.id}`,
      undefined,
      await ownerIdToken(),
    );

    // The admin's order page: both status readings, the lines as charged, and Mark as ready.
    await page.goto(`${STORE}/uber-eats-orders/${order.id}`);
    await page.getByText(`· ${order.display_id}`).first().waitFor({ timeout: 20_000 });
    await page.getByText('Uber Eats: Confirmed').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Mark as ready' }).click();
    await page.getByText('Uber Eats: Ready for Pickup').waitFor({ timeout: 30_000 });
    await screenshot(page, 'uber-eats-order-ready');
    expect(refused).toEqual([]);
    expect(admin.errors).toEqual([]);
  }, 240_000);
});
