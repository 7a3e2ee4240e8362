import { getApps, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URLS, launchChromium, openPage, screenshot, seriousAxeViolations } from '../support/browser';

/**
 * Issue 8's journeys on the seeded demo restaurant, in Chromium against the built admin and
 * storefront and the API:
 * 1. the owner creates a 10% coupon in the admin; a customer applies its code at checkout, sees the
 *    discount and places the order; the redemption shows on the coupon's page;
 * 2. with loyalty on, a guest's completed order (completed through the order action API) grows their
 *    loyalty card, and the credits are spent on their next order.
 */

const RESTAURANT_ID = 'demo-restaurant';
const STORE_ID = 'bondi';
const STORE_URL = `${APP_URLS.customer}/restaurants/${RESTAURANT_ID}/stores/${STORE_ID}`;
const ADMIN_RESTAURANT = `${APP_URLS.admin}/restaurants/${RESTAURANT_ID}`;
const CART_KEY = `resto:cart:v1:${RESTAURANT_ID}:${STORE_ID}`;
const OWNER = { email: 'owner@demo.test', password: 'owner-demo-1234' };
const run = crypto
  .randomUUID()
  .slice(0, 6)
  .toUpperCase()
  .replace(/[^A-Z0-9]/g, '7');

const GARLIC_BREAD = { type: 'basic', specId: 'garlic-bread', quantity: 2, comments: '', modifiersValue: {} };
const TIRAMISU = { type: 'basic', specId: 'tiramisu', quantity: 1, comments: '', modifiersValue: {} };

interface StoredOrder {
  customerUid?: string;
  status: { code: string };
  cart: { couponCodes: string[] };
  totals: { itemTotal: number; couponDiscount: number; loyaltyDiscount: number; grandTotal: number };
}

let browser: Browser;
let db: Firestore;
let savedLoyalty: Record<string, unknown> | undefined;
/** Coupons this run created in the demo restaurant, deleted afterwards so the storefront's offers stay tidy. */
const createdCouponIds: string[] = [];
beforeAll(async () => {
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  if (getApps().length === 0)
    initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-restaurant-platform' });
  db = getFirestore();
  browser = await launchChromium();
  savedLoyalty = (await db.doc(`restaurants/${RESTAURANT_ID}/settings/loyalty`).get()).data();
});
afterAll(async () => {
  // Leave the demo restaurant's loyalty settings as they were.
  const ref = db.doc(`restaurants/${RESTAURANT_ID}/settings/loyalty`);
  if (savedLoyalty) await ref.set(savedLoyalty);
  else await ref.delete();
  for (const couponId of createdCouponIds)
    await fetch(`${APP_URLS.admin}/api/coupons/restaurants/${RESTAURANT_ID}/coupons/${couponId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${await ownerIdToken()}` },
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

async function callAsOwner(path: string, init: { method?: string; body?: unknown } = {}) {
  const response = await fetch(`${APP_URLS.admin}${path}`, {
    method: init.method ?? 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await ownerIdToken()}` },
    body: JSON.stringify(init.body ?? {}),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

async function storedOrder(orderId: string): Promise<StoredOrder | undefined> {
  const snapshot = await db.doc(`restaurants/${RESTAURANT_ID}/stores/${STORE_ID}/orders/${orderId}`).get();
  return snapshot.data() as StoredOrder | undefined;
}

async function signInToAdmin(page: Page): Promise<void> {
  await page.goto(`${APP_URLS.admin}/auth/login`);
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 30_000 });
}

/** Puts lines into the storefront's persisted cart (as the item builders would), then opens checkout. */
async function checkoutWith(page: Page, selections: object[]): Promise<void> {
  await page.goto(`${STORE_URL}/store_trading_hours`);
  await page.evaluate(({ key, value }) => localStorage.setItem(key, JSON.stringify(value)), {
    key: CART_KEY,
    value: {
      state: {
        lines: selections.map((selection, index) => ({ id: `line-${index + 1}`, selection })),
        collectionType: 'pickup',
        tableId: null,
      },
      version: 1,
    },
  });
  await page.goto(`${STORE_URL}/checkout`);
  await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor({ timeout: 20_000 });
  await page.getByRole('group', { name: 'Collection type' }).getByRole('button', { name: 'Pickup' }).click();
}

async function fillDetailsAndPayInStore(
  page: Page,
  customer: { name: string; mobile: string; email: string },
) {
  await page.getByLabel('Name', { exact: false }).first().fill(customer.name);
  await page.getByRole('textbox', { name: 'Mobile' }).fill(customer.mobile);
  await page.getByRole('textbox', { name: 'Email' }).fill(customer.email);
  await page.getByRole('radio', { name: /^Pay in store/ }).check();
}

async function placeAndWaitForConfirmation(page: Page): Promise<string> {
  await page.getByRole('button', { name: /^Place order/ }).click();
  const confirmed = page
    .waitForURL(/\/secure\/orders\/[^/]+\/success$/, { timeout: 30_000 })
    .then(() => undefined);
  const refusalAlert = page.locator('[data-testid="checkout-refusal"]').first();
  const refused = refusalAlert
    .waitFor({ timeout: 30_000 })
    .then(async () => (await refusalAlert.textContent()) ?? 'refused');
  const refusal = await Promise.race([confirmed, refused.catch(() => new Promise<never>(() => {}))]);
  if (typeof refusal === 'string') throw new Error(`The checkout refused the order: ${refusal}`);
  const match = /\/secure\/orders\/([^/]+)\/success$/.exec(new URL(page.url()).pathname);
  if (!match?.[1]) throw new Error(`No order id in ${page.url()}`);
  return decodeURIComponent(match[1]);
}

function money(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

describe('coupons', () => {
  it('an admin creates a 10% coupon; a customer applies it at checkout; the redemption shows on the coupon page', async () => {
    const code = `TEN${run}`;
    const admin = await openPage(browser);
    await signInToAdmin(admin.page);
    await admin.page.goto(`${ADMIN_RESTAURANT}/coupons/create`);
    await admin.page.getByRole('heading', { name: 'New coupon' }).waitFor({ timeout: 20_000 });
    await admin.page.getByRole('textbox', { name: /^Name/ }).fill(`Ten percent ${run}`);
    await admin.page.getByRole('textbox', { name: /^Code/ }).fill(code.toLowerCase());
    await admin.page.getByRole('textbox', { name: /^Percentage off/ }).fill('10');
    await screenshot(admin.page, 'admin-coupon-create');
    await admin.page.getByRole('button', { name: 'Save' }).click();
    await admin.page.getByRole('heading', { name: `Ten percent ${run}` }).waitFor({ timeout: 20_000 });
    const couponPage = admin.page.url();
    expect(couponPage).toMatch(/\/coupons\/[^/]+$/);
    createdCouponIds.push(decodeURIComponent(couponPage.split('/').at(-1) ?? ''));
    await admin.page.getByText('Not used yet').waitFor();

    const { page, errors } = await openPage(browser, { width: 390, height: 844 });
    await checkoutWith(page, [GARLIC_BREAD, TIRAMISU]);
    await page.getByRole('button', { name: 'Have a coupon code?' }).click();
    await page.getByLabel('Coupon code').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText(`${code}`, { exact: false }).first().waitFor({ timeout: 15_000 });
    await page.getByText('Coupon', { exact: true }).waitFor();
    await fillDetailsAndPayInStore(page, {
      name: `Cora Coupon ${run}`,
      mobile: '+61400777888',
      email: 'cora@example.test',
    });
    const shownTotal = await page.getByTestId('order-total').textContent();
    await screenshot(page, 'storefront-checkout-coupon-mobile');
    expect(await seriousAxeViolations(page)).toEqual([]);

    const orderId = await placeAndWaitForConfirmation(page);
    const order = await storedOrder(orderId);
    expect(order?.cart.couponCodes).toEqual([code]);
    expect(order?.totals.couponDiscount).toBe(Math.floor((order?.totals.itemTotal ?? 0) / 10));
    expect(order?.totals.couponDiscount).toBeGreaterThan(0);
    expect(shownTotal).toBe(money(order?.totals.grandTotal ?? 0));
    expect(errors).toEqual([]);

    // The coupon's page lists the redemption (it follows the coupon's counter live).
    await admin.page.getByText(`Cora Coupon ${run}`, { exact: false }).waitFor({ timeout: 20_000 });
    await admin.page.getByText('Used 1 time', { exact: false }).waitFor();
    await screenshot(admin.page, 'admin-coupon-redeemed');
    expect(admin.errors).toEqual([]);
  });

  it('lists the public coupons on the storefront', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${STORE_URL}/coupons`);
    await page.getByRole('heading', { name: 'Offers', level: 1 }).waitFor({ timeout: 20_000 });
    await page.getByRole('list', { name: 'Offers' }).getByText(`TEN${run}`).waitFor({ timeout: 15_000 });
    await screenshot(page, 'storefront-coupons');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('loyalty', () => {
  it('a completed order grows the loyalty card, and the credits are spent on the next order', async () => {
    await callAsOwner(`/api/loyalty/restaurants/${RESTAURANT_ID}/settings`, {
      method: 'PUT',
      body: { enabled: true, type: 'percentage', count: 10, cardBg: '#1f4e79' },
    });
    const { page, errors } = await openPage(browser);
    await checkoutWith(page, [GARLIC_BREAD, TIRAMISU]);
    const customer = { name: `Lou Loyal ${run}`, mobile: '+61400999111', email: 'lou@example.test' };
    await fillDetailsAndPayInStore(page, customer);
    const firstId = await placeAndWaitForConfirmation(page);
    const first = await storedOrder(firstId);
    const uid = first?.customerUid;
    expect(uid).toBeTruthy();

    // Staff accept and complete it through the order action API; the trigger credits the card.
    const orderPath = `/api/orders/restaurants/${RESTAURANT_ID}/stores/${STORE_ID}/orders/${firstId}`;
    await callAsOwner(`${orderPath}/accept`, { body: { etaInMinutes: 15 } });
    await callAsOwner(`${orderPath}/complete`, { body: { paidWith: { method: 'cash' } } });
    const earned = Math.floor((first?.totals.grandTotal ?? 0) / 10);
    const cardRef = db.doc(`restaurants/${RESTAURANT_ID}/loyaltyCards/${uid}`);
    const deadline = Date.now() + 100_000;
    while (Date.now() < deadline && (await cardRef.get()).get('balance') !== earned)
      await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await cardRef.get()).get('balance')).toBe(earned);

    await page.goto(`${STORE_URL}/loyalty-card`);
    await page.getByTestId('loyalty-balance').getByText(money(earned)).waitFor({ timeout: 20_000 });
    await screenshot(page, 'storefront-loyalty-card');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The next order spends them.
    await checkoutWith(page, [TIRAMISU]);
    await page.getByLabel(/Use my loyalty credits/).check({ timeout: 20_000 });
    await page.getByText('Loyalty credits', { exact: true }).waitFor();
    await fillDetailsAndPayInStore(page, customer);
    const shownTotal = await page.getByTestId('order-total').textContent();
    await screenshot(page, 'storefront-checkout-loyalty');
    const secondId = await placeAndWaitForConfirmation(page);
    const second = await storedOrder(secondId);
    expect(second?.totals.loyaltyDiscount).toBe(Math.min(earned, second?.totals.itemTotal ?? 0));
    expect(shownTotal).toBe(money(second?.totals.grandTotal ?? 0));
    expect((await cardRef.get()).get('balance')).toBe(earned - (second?.totals.loyaltyDiscount ?? 0));
    expect(errors).toEqual([]);
  }, 240_000);
});
