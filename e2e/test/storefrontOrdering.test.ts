import { getApps, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URLS, launchChromium, openPage, screenshot, seriousAxeViolations } from '../support/browser';

/**
 * Issue 7's ordering journeys on the seeded demo store (Bella Vista Bondi Beach), in Chromium against
 * the built storefront, the API and the local fake Stripe (port 12111):
 * 1. a half-and-half with extra toppings and a deal, delivered, paid by card; the tracking page shows
 *    the status change live when staff accept it through the accept API;
 * 2. a pickup order paid in store (phone-sized screen);
 * 3. a dine-in order from a table's QR link;
 * 4. a declined card: the provider's friendly message on the card field and no paid order.
 *
 * The cart is filled by writing the storefront's persisted cart (the item builders have their own
 * journeys); everything from the checkout on goes through the UI as a customer would.
 */

const RESTAURANT_ID = 'demo-restaurant';
const STORE_ID = 'bondi';
const STORE_URL = `${APP_URLS.customer}/restaurants/${RESTAURANT_ID}/stores/${STORE_ID}`;
const CART_KEY = `resto:cart:v1:${RESTAURANT_ID}:${STORE_ID}`;
const OWNER = { email: 'owner@demo.test', password: 'owner-demo-1234' };
const CARD_DECLINED_MESSAGE = 'Your card was declined. Please try another card or contact your bank.';

interface Selection {
  type: string;
  specId: string;
  quantity: number;
  [key: string]: unknown;
}

const HALF_AND_HALF: Selection = {
  type: 'halfAndHalf',
  specId: 'half-and-half-large',
  quantity: 1,
  comments: '',
  firstHalf: { pizzaSpecId: 'pepperoni', addToppings: ['extra-cheese', 'olives'], removeToppings: [] },
  secondHalf: { pizzaSpecId: 'hawaiian', addToppings: ['jalapenos'], removeToppings: [] },
};
const PIZZA_PAIR_DEAL: Selection = {
  type: 'deal',
  specId: 'pizza-pair',
  quantity: 1,
  comments: '',
  modifiersValue: {},
  items: {},
  pizzas: {
    'pair-first': { pizzaId: 'margherita', addToppings: ['extra-cheese'], removeToppings: [] },
    'pair-second': { pizzaId: 'diavola', addToppings: [], removeToppings: [] },
  },
};
const GARLIC_BREAD: Selection = {
  type: 'basic',
  specId: 'garlic-bread',
  quantity: 2,
  comments: '',
  modifiersValue: {},
};
const TIRAMISU: Selection = {
  type: 'basic',
  specId: 'tiramisu',
  quantity: 1,
  comments: '',
  modifiersValue: {},
};

interface StoredOrder {
  displayNumber?: string;
  customerUid?: string;
  customerKey?: string;
  tableId?: string;
  status: { code: string };
  payment?: { status: string };
  cart: {
    collection: { type: string };
    paymentType?: string;
    grandTotal: number;
    items: { summary: { name: string } }[];
  };
  totals: { grandTotal: number; deliveryCharge: number };
}

let browser: Browser;
let db: Firestore;
beforeAll(async () => {
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  if (getApps().length === 0)
    initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-restaurant-platform' });
  db = getFirestore();
  browser = await launchChromium();
});
afterAll(() => browser?.close());

async function storedOrder(orderId: string): Promise<StoredOrder | undefined> {
  const snapshot = await db.doc(`restaurants/${RESTAURANT_ID}/stores/${STORE_ID}/orders/${orderId}`).get();
  return snapshot.data() as StoredOrder | undefined;
}

/** The code the fake SMS provider delivered to `mobile` (the fakes process's Twilio, port 12112). */
async function textedCode(mobile: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const answer = (await (
      await fetch(`http://127.0.0.1:12112/_fake/messages?to=${encodeURIComponent(mobile)}`)
    ).json()) as { messages: { body: string }[] };
    const code = answer.messages.map((message) => /\b(\d{6})\b/.exec(message.body)?.[1]).find(Boolean);
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No code was texted to ${mobile}`);
}

/** Puts lines into the storefront's persisted cart (as the item builders would) and reloads. */
async function fillCart(
  page: Page,
  selections: Selection[],
  cart: { collectionType: string; tableId?: string | null } = { collectionType: 'pickup' },
): Promise<void> {
  await page.goto(`${STORE_URL}/store_trading_hours`);
  await page.evaluate(({ key, value }) => localStorage.setItem(key, JSON.stringify(value)), {
    key: CART_KEY,
    value: {
      state: {
        lines: selections.map((selection, index) => ({ id: `line-${index + 1}`, selection })),
        collectionType: cart.collectionType,
        tableId: cart.tableId ?? null,
      },
      version: 1,
    },
  });
}

async function openCheckout(page: Page): Promise<void> {
  await page.goto(`${STORE_URL}/checkout`);
  await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor({ timeout: 20_000 });
  await page.getByRole('heading', { name: 'Your order' }).waitFor();
}

/** The checkout's own pickup / delivery / dine-in switch (the ordering tabs have buttons of the same names). */
async function chooseCollectionType(page: Page, name: 'Pickup' | 'Delivery' | 'Dine-in'): Promise<void> {
  await page.getByRole('group', { name: 'Collection type' }).getByRole('button', { name }).click();
}

async function fillDetails(
  page: Page,
  customer: { name: string; mobile: string; email: string },
): Promise<void> {
  await page.getByLabel('Name', { exact: false }).first().fill(customer.name);
  await page.getByRole('textbox', { name: 'Mobile' }).fill(customer.mobile);
  await page.getByRole('textbox', { name: 'Email' }).fill(customer.email);
}

async function fillCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('Security code').fill('123');
}

/**
 * Presses the place-order button and waits for the order's confirmation page; returns the order id.
 * A refusal shown on the checkout instead fails at once with its words.
 */
async function placeAndWaitForConfirmation(page: Page, button: RegExp): Promise<string> {
  await page.getByRole('button', { name: button }).click();
  const confirmed = page
    .waitForURL(/\/secure\/orders\/[^/]+\/success$/, { timeout: 30_000 })
    .then(() => undefined);
  const refusalAlert = page.locator('[data-testid="checkout-refusal"], [data-testid="card-message"]').first();
  const refused = refusalAlert
    .waitFor({ timeout: 30_000 })
    .then(async () => (await refusalAlert.textContent()) ?? 'refused');
  const refusal = await Promise.race([confirmed, refused.catch(() => new Promise<never>(() => {}))]);
  if (typeof refusal === 'string') throw new Error(`The checkout refused the order: ${refusal}`);
  const match = /\/secure\/orders\/([^/]+)\/success$/.exec(new URL(page.url()).pathname);
  if (!match?.[1]) throw new Error(`No order id in ${page.url()}`);
  return decodeURIComponent(match[1]);
}

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

describe('storefront ordering', () => {
  it('delivers a half-and-half with extra toppings and a deal, paid by card, and shows acceptance live', async () => {
    const { page, errors } = await openPage(browser);
    await fillCart(page, [{ ...HALF_AND_HALF, comments: 'Well done please' }, PIZZA_PAIR_DEAL], {
      collectionType: 'delivery',
    });
    await openCheckout(page);
    // The customer's note on a line is on the checkout summary and, later, on the tracking page.
    await page.getByTestId('line-note').getByText('Well done please', { exact: false }).waitFor();

    await chooseCollectionType(page, 'Delivery');
    await page.getByLabel('Street address').fill('10 Campbell Parade');
    await page.getByLabel('Suburb').fill('Bondi Beach');
    await page.getByRole('combobox', { name: 'Delivery area' }).click();
    await page.getByRole('option', { name: /Around Bondi Beach/ }).click();
    await page.getByLabel('Dropoff notes (optional)').fill('Blue door, ring twice');
    await fillDetails(page, { name: 'Dana Delivery', mobile: '0412 345 678', email: 'dana@example.test' });
    await page.getByRole('radio', { name: /^Card/ }).check();
    await fillCard(page, '4242 4242 4242 4242');
    const shownTotal = await page.getByTestId('order-total').textContent();
    await screenshot(page, 'storefront-checkout-delivery');
    expect(await seriousAxeViolations(page)).toEqual([]);

    const orderId = await placeAndWaitForConfirmation(page, /^Pay \$/);
    const order = await storedOrder(orderId);
    expect(order?.cart.collection.type).toBe('delivery');
    expect(order?.cart.paymentType).toBe('stripe');
    expect(order?.payment?.status).toMatch(/^(success|requiresCapture)$/);
    expect(order?.status.code).toBe('new');
    expect(order?.customerUid).toBeTruthy();
    expect(order?.totals.deliveryCharge).toBe(500);
    // What the checkout showed is what the server charged.
    expect(shownTotal).toBe(`$${((order?.totals.grandTotal ?? 0) / 100).toFixed(2)}`);

    await page.getByTestId('order-status').getByText('Order received').waitFor({ timeout: 15_000 });
    await page.getByTestId('payment-status').getByText('Paid by card').waitFor();
    await page.getByTestId('line-note').getByText('Well done please', { exact: false }).waitFor();
    await screenshot(page, 'storefront-tracking-new');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Staff accept it with a 30-minute ETA through the accept API; the page follows by itself.
    const accepted = await fetch(
      `${APP_URLS.admin}/api/orders/restaurants/${RESTAURANT_ID}/stores/${STORE_ID}/orders/${orderId}/accept`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${await ownerIdToken()}` },
        body: JSON.stringify({ etaInMinutes: 30 }),
      },
    );
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    await page
      .getByTestId('order-status')
      .getByText(/^Accepted/)
      .waitFor({ timeout: 10_000 });
    await screenshot(page, 'storefront-tracking-accepted');

    // One order, one number, one refund on every screen: the customer's page, the kitchen ticket and
    // the staff app all say the same after the owner gives $5.00 back.
    const number = (await storedOrder(orderId))?.displayNumber;
    expect(number).toMatch(/^[1-9][0-9]*$/);
    await page.getByRole('heading', { name: new RegExp(`Order #${number}\\b`) }).waitFor();
    const ticket = db.doc(`restaurants/${RESTAURANT_ID}/stores/${STORE_ID}/kdsTickets/${orderId}`);
    await expect
      .poll(async () => (await ticket.get()).get('displayNumber'), { timeout: 45_000 })
      .toBe(number);
    const grandTotal = (await storedOrder(orderId))?.totals.grandTotal ?? 0;
    const refund = await fetch(
      `${APP_URLS.admin}/api/stripe/connect/restaurants/${RESTAURANT_ID}/stores/${STORE_ID}/orders/${orderId}/refunds`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${await ownerIdToken()}` },
        body: JSON.stringify({
          amountInCents: 500,
          reason: 'requested_by_customer',
          refundId: `refund-${orderId.slice(0, 40)}`,
        }),
      },
    );
    expect(refund.status, await refund.clone().text()).toBe(201);
    const refundedWords = `Refunded $5.00 of $${(grandTotal / 100).toFixed(2)}`;
    await page.getByTestId('refund-status').getByText(refundedWords).waitFor({ timeout: 30_000 });
    await screenshot(page, 'storefront-tracking-refunded');

    const staff = await openPage(browser);
    await staff.page.goto(`${APP_URLS.staff}/auth/login`);
    await staff.page.getByLabel('Email').fill(OWNER.email);
    await staff.page.getByLabel('Password', { exact: true }).fill(OWNER.password);
    await staff.page.getByRole('button', { name: 'Sign in' }).click();
    await staff.page.getByRole('heading', { name: 'Today’s orders', level: 1 }).waitFor({ timeout: 30_000 });
    await staff.page.goto(
      `${APP_URLS.staff}/restaurants/${RESTAURANT_ID}/stores/${STORE_ID}/orders/${orderId}`,
    );
    await staff.page
      .getByRole('heading', { name: new RegExp(`Order #${number}\\b`) })
      .waitFor({ timeout: 30_000 });
    await staff.page.getByText(refundedWords).first().waitFor({ timeout: 30_000 });
    await screenshot(staff.page, 'staff-order-refunded');
    expect(staff.errors).toEqual([]);
    await staff.page.context().close();
    expect(errors).toEqual([]);
  });

  it('places a pickup order paid in store on a phone-sized screen', async () => {
    const { page, errors } = await openPage(browser, { width: 390, height: 844 });
    await fillCart(page, [GARLIC_BREAD, TIRAMISU], { collectionType: 'pickup' });
    await openCheckout(page);
    await chooseCollectionType(page, 'Pickup');
    // A mobile of this run's own: the guest's record and the account it signs in to are merged by it.
    const mobile = `+614${String(Date.now()).slice(-8)}`;
    await fillDetails(page, { name: 'Pat Pickup', mobile, email: 'pat@example.test' });
    await page.getByRole('radio', { name: /^Pay in store/ }).check();
    await screenshot(page, 'storefront-checkout-pickup-mobile');
    expect(await seriousAxeViolations(page)).toEqual([]);

    const orderId = await placeAndWaitForConfirmation(page, /^Place order/);
    const order = await storedOrder(orderId);
    expect(order?.cart.collection.type).toBe('pickup');
    expect(order?.cart.paymentType).toBe('inStore');
    expect(order?.status.code).toBe('new');
    expect(order?.payment).toBeUndefined();
    await page
      .getByTestId('payment-status')
      .getByText(/Pay in store/)
      .waitFor({ timeout: 15_000 });
    await screenshot(page, 'storefront-tracking-pickup-mobile');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The cart is empty again, and the order is in the customer's history.
    await page.goto(`${STORE_URL}/orders`);
    await page
      .getByText(/2× Garlic bread/)
      .first()
      .waitFor({ timeout: 15_000 });
    await screenshot(page, 'storefront-order-history-mobile');

    // The guest signs in with a code texted to their mobile and keeps the order.
    const guestUid = order?.customerUid;
    await page.goto(`${STORE_URL}/login`);
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByRole('button', { name: 'Text me a code' }).click();
    const code = await textedCode(mobile);
    await page.getByLabel('6-digit code').fill(code);
    await screenshot(page, 'storefront-sign-in-code-mobile');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText(/now in your account/).waitFor({ timeout: 30_000 });
    const claimed = await storedOrder(orderId);
    expect(claimed?.customerUid).toBeTruthy();
    expect(claimed?.customerUid).not.toBe(guestUid);
    // One person, one customer record: the guest's record for this mobile was merged into the
    // account's on sign-in (verified by the texted code), with the order counted once.
    const customersOf = db
      .collection(`restaurants/${RESTAURANT_ID}/customers`)
      .where('mobileNumberE164', '==', mobile);
    await expect
      .poll(
        async () =>
          (await customersOf.get()).docs.map((record) => [record.id, record.get('previousOrderCount')]),
        { timeout: 30_000 },
      )
      .toEqual([[(await storedOrder(orderId))?.customerKey, 1]]);
    await page.goto(`${STORE_URL}/orders`);
    await page
      .getByText(/2× Garlic bread/)
      .first()
      .waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);
  });

  it("places a dine-in order from a table's QR link", async () => {
    const { page, errors } = await openPage(browser, { width: 390, height: 844 });
    await fillCart(page, [TIRAMISU], { collectionType: 'pickup' });
    await page.goto(`${STORE_URL}/tables/12`);
    await page.getByTestId('table-banner').getByText('Table 12').waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe(`/restaurants/${RESTAURANT_ID}/stores/${STORE_ID}`);

    await openCheckout(page);
    await page.getByText('Your order goes to table 12.').waitFor();
    await fillDetails(page, { name: 'Tia Table', mobile: '0400 333 444', email: 'tia@example.test' });
    await page.getByRole('radio', { name: /^Pay in store/ }).check();
    const orderId = await placeAndWaitForConfirmation(page, /^Place order/);
    const order = await storedOrder(orderId);
    expect(order?.cart.collection.type).toBe('dineIn');
    expect(order?.tableId).toBe('12');
    expect(order?.status.code).toMatch(/^(new|accepted)$/);
    expect(errors).toEqual([]);
  });

  it('shows the friendly message for a declined card and places no paid order', async () => {
    const { page } = await openPage(browser);
    await fillCart(page, [GARLIC_BREAD, TIRAMISU], { collectionType: 'pickup' });
    await openCheckout(page);
    await chooseCollectionType(page, 'Pickup');
    await fillDetails(page, { name: 'Dee Decline', mobile: '0400 555 666', email: 'dee@example.test' });
    await page.getByRole('radio', { name: /^Card/ }).check();
    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: /^Pay \$/ }).click();

    await page.getByTestId('card-message').getByText(CARD_DECLINED_MESSAGE).waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toMatch(/\/checkout$/);
    await screenshot(page, 'storefront-checkout-declined');

    const orderId = await page.evaluate(
      (key) => (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { orderId?: string }).orderId,
      `resto:checkout:pendingOrder:v1:${RESTAURANT_ID}:${STORE_ID}`,
    );
    expect(orderId).toBeTruthy();
    const order = await storedOrder(orderId ?? '');
    // Either nothing was stored or an unpaid order waits for another card; never a paid or new order.
    if (order) {
      expect(order.status.code).toBe('processingPayment');
      expect(order.payment?.status).not.toMatch(/^(success|requiresCapture)$/);
    }
  });
});
