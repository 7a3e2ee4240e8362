import { getApps, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URLS, launchChromium, openPage, screenshot, seriousAxeViolations } from '../support/browser';

/**
 * Issue 22's courier journey on the seeded courier store (Bella Vista Surry Hills delivers with the
 * courier service, passing the courier's fee on): on a phone, the checkout asks the fake Uber Direct
 * (port 12183) for the delivery price and the order is charged exactly that; staff accept it, which
 * books the courier; the fake's robo courier drives to the store and on to the door, and the
 * customer's tracking page follows it live (status and map) until it is delivered.
 */
const RESTAURANT_ID = 'demo-restaurant';
const STORE_ID = 'surry-hills';
const STORE_URL = `${APP_URLS.customer}/restaurants/${RESTAURANT_ID}/stores/${STORE_ID}`;
const CART_KEY = `resto:cart:v1:${RESTAURANT_ID}:${STORE_ID}`;
const OWNER = { email: 'owner@demo.test', password: 'owner-demo-1234' };
const FAKE_COURIER = 'http://127.0.0.1:12183';

let browser: Browser;
let db: Firestore;

async function courierPace(config: Record<string, unknown>): Promise<void> {
  await fetch(`${FAKE_COURIER}/_fake/config`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(config),
  });
}

beforeAll(async () => {
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  if (getApps().length === 0)
    initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-restaurant-platform' });
  db = getFirestore();
  browser = await launchChromium();
  // A brisk robo courier: a step every 2.5 s, a position every 2 s, and a notification the server
  // could not take (busy) sent again within seconds rather than the real service's minutes.
  await courierPace({
    stepMs: 2500,
    courierUpdateMs: 2000,
    paused: false,
    quoteTtlMs: 900_000,
    retryDelaysMs: [1000, 3000, 5000, 10_000, 20_000],
  });
});
afterAll(async () => {
  await courierPace({
    stepMs: 8000,
    courierUpdateMs: 2000,
    retryDelaysMs: [10_000, 30_000, 60_000, 120_000],
  });
  await browser?.close();
});

async function ownerIdToken(): Promise<string> {
  const response = await fetch(
    'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...OWNER, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`Demo owner sign-in failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

interface StoredCourierOrder {
  deliveryProvider?: string;
  courierQuote?: { fee: number };
  courierDelivery?: { bookingState: string; providerStatus?: string; deliveryId?: string };
  totals: { grandTotal: number; deliveryCharge: number };
}

describe('courier delivery', () => {
  it('charges the courier quote, books the courier on accept and lets the customer watch it arrive', {
    timeout: 300_000,
  }, async () => {
    const { page, errors } = await openPage(browser, { width: 390, height: 844 });
    await page.goto(`${STORE_URL}/store_trading_hours`);
    await page.evaluate(({ key, value }) => localStorage.setItem(key, JSON.stringify(value)), {
      key: CART_KEY,
      value: {
        state: {
          lines: [
            {
              id: 'line-1',
              selection: {
                type: 'basic',
                specId: 'garlic-bread',
                quantity: 3,
                comments: '',
                modifiersValue: {},
              },
            },
          ],
          collectionType: 'delivery',
          tableId: null,
        },
        version: 1,
      },
    });
    await page.goto(`${STORE_URL}/checkout`);
    await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor({ timeout: 30_000 });
    await page
      .getByRole('group', { name: 'Collection type' })
      .getByRole('button', { name: 'Delivery' })
      .click();
    const quoted = page.waitForResponse(
      (response) => response.url().includes('/quote/create') && response.ok(),
      {
        timeout: 60_000,
      },
    );
    await page.getByLabel('Street address').fill('200 Crown Street');
    await page.getByLabel('Suburb').fill('Surry Hills');
    await page.getByRole('combobox', { name: 'Delivery area' }).click();
    await page.getByRole('option', { name: /Around Surry Hills/ }).click();
    await page.getByLabel('Dropoff notes (optional)').fill('Side gate');
    await page.getByLabel('Name', { exact: false }).first().fill('Casey Courier');
    await page.getByRole('textbox', { name: 'Mobile' }).fill('0412 777 888');
    await page.getByRole('textbox', { name: 'Email' }).fill('casey@example.test');
    await page.getByRole('radio', { name: /cash/i }).check();
    const quote = (await (await quoted).json()) as { fee: number; quoteId: string };
    expect(quote.fee).toBeGreaterThan(0);
    const total = page.getByTestId('order-total').first();
    // The courier's fee is in the total the customer sees ($8.50 × 3 + $5.00 + the courier's fee).
    const expectedTotal = `$${((2550 + 500 + quote.fee) / 100).toFixed(2)}`;
    await expect
      .poll(async () => (await total.textContent())?.trim(), { timeout: 20_000 })
      .toBe(expectedTotal);
    await screenshot(page, 'courier-checkout-390');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page
      .getByRole('button', { name: /^Place order/ })
      .first()
      .click();
    await page.waitForURL(/\/secure\/orders\/[^/]+\/success$/, { timeout: 60_000 });
    const orderId = decodeURIComponent(
      /\/secure\/orders\/([^/]+)\/success$/.exec(new URL(page.url()).pathname)?.[1] ?? '',
    );
    const ref = db.doc(`restaurants/${RESTAURANT_ID}/stores/${STORE_ID}/orders/${orderId}`);
    const placed = (await ref.get()).data() as StoredCourierOrder;
    expect(placed.deliveryProvider).toBe('courierService');
    expect(placed.courierQuote?.fee).toBe(quote.fee);
    expect(placed.totals.deliveryCharge).toBe(500 + quote.fee);
    await page.getByTestId('courier-status').waitFor({ timeout: 30_000 });

    // Staff accept it: the order books the courier, and the robo courier sets off.
    const accepted = await fetch(
      `${APP_URLS.admin}/api/orders/restaurants/${RESTAURANT_ID}/stores/${STORE_ID}/orders/${orderId}/accept`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${await ownerIdToken()}` },
        body: JSON.stringify({ etaInMinutes: 30 }),
      },
    );
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    await expect
      .poll(async () => ((await ref.get()).data() as StoredCourierOrder).courierDelivery?.bookingState, {
        timeout: 90_000,
      })
      .toBe('booked');

    // The customer watches: the courier heads to the store, then to the door, its pin on the map.
    await page
      .getByTestId('courier-status')
      .getByText(/on the way to the store|at the store|on its way|almost there/)
      .waitFor({ timeout: 90_000 });
    await page.getByRole('img', { name: 'Your courier' }).waitFor({ timeout: 60_000 });
    await page
      .getByTestId('courier-status')
      .getByText(/on its way|almost there/)
      .waitFor({ timeout: 90_000 });
    await screenshot(page, 'courier-tracking-on-the-way-390');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByTestId('courier-status').getByText('Delivered').waitFor({ timeout: 90_000 });
    await page.getByTestId('courier-status-chip').getByText('Completed').waitFor();
    // The order's own status card agrees with the courier's: not "the kitchen is preparing it".
    await page.getByText('Delivered. Enjoy your meal!').first().waitFor();
    await screenshot(page, 'courier-tracking-delivered-390');

    // One delivery at the courier for the order, however the booking went.
    const atCourier = (await (await fetch(`${FAKE_COURIER}/_fake/deliveries`)).json()) as {
      external_id: string;
    }[];
    expect(atCourier.filter((delivery) => delivery.external_id.endsWith(`/${orderId}`))).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});
