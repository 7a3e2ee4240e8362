import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URLS, launchChromium, openPage, screenshot } from '../support/browser';
import { callApi, LINES, type OrderLine, ownerIdToken } from '../support/kitchenOrders';

/**
 * Issue 20's review journey on the seeded demo (Bella Vista Bondi Beach, whose review settings the
 * seed switched on: review requests by email, the prompt in emailed invoices, a Google link): an order
 * is placed, accepted and completed through the API; the customer opens the review request from the
 * fake email capture on a phone, rates it sad and is offered Google and a private message; a second
 * order is rated happy from its emailed invoice and gets exactly the same two choices; the owner sees
 * both, with the private message, in the reviews list.
 */
const RESTAURANT_ID = 'demo-restaurant';
const STORE_ID = 'bondi';
const STORE_PATH = `restaurants/${RESTAURANT_ID}/stores/${STORE_ID}`;
const OWNER = { email: 'owner@demo.test', password: 'owner-demo-1234' };
const EMAIL_URL = 'http://127.0.0.1:12114';
const GOOGLE_LINK = 'https://g.page/r/CdemoPizzaBondi/review';
const run = Date.now().toString(36).slice(-5);
const CUSTOMER = { name: `Rhea Review ${run}`, email: `rhea-${run}@example.test` };
const MESSAGE = `The garlic bread was cold (${run})`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** Places a pickup order at Bondi, paid in store, agreeing the total the server priced. */
async function placeOrder(lines: OrderLine['selection'][]): Promise<string> {
  const orderId = `rev-${run}-${Math.random().toString(36).slice(2, 8)}`;
  let total = 0;
  let slot: string | undefined;
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const answer = await callApi<{
      problems?: { nextOpeningIsoDateTimeUtc?: string }[];
      totals?: { grandTotal: number };
    }>('POST', `/api/online-ordering/${STORE_PATH}/orders`, {
      orderId,
      collectionType: 'pickup',
      requestedTime: slot ? { type: 'slot', isoDateTimeUtc: slot } : { type: 'asap' },
      lines: lines.map((selection, index) => ({ id: `line-${index + 1}`, selection })),
      expectedTotalInCents: total,
      comments: '',
      customer: {
        name: CUSTOMER.name,
        mobile: `+6141${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
        email: CUSTOMER.email,
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

async function act(orderId: string, action: 'accept' | 'complete'): Promise<void> {
  const answer = await callApi(
    'POST',
    `/api/orders/${STORE_PATH}/orders/${orderId}/${action}`,
    action === 'accept' ? { etaInMinutes: 30 } : { paidWith: { method: 'cash' } },
    await ownerIdToken(),
  );
  expect(answer.status, `${action} ${orderId}: ${JSON.stringify(answer.body)}`).toBe(200);
}

interface CapturedEmail {
  subject: string;
  text: string;
  headers: Record<string, string>;
}

/** The fake email capture's emails of a kind about an order (polled until it arrives). */
async function emailAbout(orderId: string, kind: string): Promise<CapturedEmail> {
  let found: CapturedEmail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${EMAIL_URL}/messages?to=${encodeURIComponent(CUSTOMER.email)}`);
        const { messages } = (await response.json()) as { messages: CapturedEmail[] };
        found = messages.find(
          (message) =>
            message.headers['x-resto-kind'] === kind &&
            new URLSearchParams(message.headers['x-resto-tags'] ?? '').get('orderId') === orderId,
        );
        return found !== undefined;
      },
      { timeout: 60_000, interval: 250 },
    )
    .toBe(true);
  return found as CapturedEmail;
}

function reviewLinkIn(email: CapturedEmail): string {
  const link = /https?:\/\/\S+\/customer-review\/\S+/.exec(email.text)?.[0];
  if (!link) throw new Error(`No review link in: ${email.text}`);
  // The link names the storefront the functions were told about; tests reach it where it runs.
  const url = new URL(link);
  return `${APP_URLS.customer}${url.pathname}${url.search}`;
}

async function expectBothChoices(page: Page): Promise<void> {
  const choices = page.getByRole('group', { name: 'What would you like to do next?' });
  await choices.waitFor({ timeout: 20_000 });
  expect(await choices.getByRole('link', { name: 'Review us on Google' }).getAttribute('href')).toBe(
    GOOGLE_LINK,
  );
  await choices.getByRole('button', { name: 'Tell us privately' }).waitFor();
}

describe('customer reviews', () => {
  it('rated from the emailed links on a phone, sad or happy the same two choices; the owner sees them', async () => {
    const sadOrder = await placeOrder([LINES.garlicBread()]);
    const happyOrder = await placeOrder([LINES.tiramisu()]);
    for (const orderId of [sadOrder, happyOrder]) await act(orderId, 'accept');
    await act(sadOrder, 'complete');

    // The review request after the completed order: one email, with a link that needs no sign-in.
    const request = await emailAbout(sadOrder, 'reviewRequest');
    expect(request.subject).toMatch(/^How was your order #\S+ from /);
    const requestLink = reviewLinkIn(request);
    expect(requestLink).toMatch(/source=reviewRequestEmail&token=[A-Za-z0-9]{24}$/);

    const phone = await openPage(browser, { width: 390, height: 844 });
    await phone.page.goto(requestLink);
    await phone.page.getByRole('heading', { name: /^How was order #\S+\?$/ }).waitFor({ timeout: 30_000 });
    await screenshot(phone.page, 'review-phone-rate');
    await phone.page.getByRole('button', { name: 'Sad' }).click();
    await expectBothChoices(phone.page);
    await screenshot(phone.page, 'review-phone-choices-after-sad');
    await phone.page.getByRole('button', { name: 'Tell us privately' }).click();
    await phone.page.getByRole('textbox', { name: 'Your message' }).fill(MESSAGE);
    await phone.page.getByRole('button', { name: /^Send to / }).click();
    await phone.page.getByText(/Your message is with /).waitFor({ timeout: 20_000 });
    await screenshot(phone.page, 'review-phone-message-sent');
    // The page never scrolls sideways on a phone.
    expect(
      await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    // Opening the link again shows the rating kept; a second rating is not possible.
    await phone.page.goto(requestLink);
    await phone.page.getByText(/^You rated order #\S+: sad\.$/).waitFor({ timeout: 20_000 });

    // The second order, rated happy from its emailed tax invoice: the same two choices.
    const invoice = await emailAbout(happyOrder, 'orderConfirmation');
    const invoiceLink = reviewLinkIn(invoice);
    expect(invoiceLink).toMatch(/source=emailTaxInvoice&token=/);
    await phone.page.goto(invoiceLink);
    await phone.page.getByRole('button', { name: 'Happy' }).click({ timeout: 30_000 });
    await expectBothChoices(phone.page);
    await screenshot(phone.page, 'review-phone-choices-after-happy');

    // Only the order's own token opens it: the same page without it is refused.
    await phone.page.goto(invoiceLink.replace(/token=[A-Za-z0-9]+/, 'token=AAAAAAAAAAAAAAAAAAAAAAAA'));
    await phone.page
      .getByRole('heading', { name: 'This review link is not valid' })
      .waitFor({ timeout: 20_000 });
    await phone.context.close();

    // The owner's list: both reviews, the private message, the trend.
    const desktop = await openPage(browser, { width: 1366, height: 900 });
    const admin = desktop.page;
    await admin.goto(`${APP_URLS.admin}/auth/login`);
    await admin.getByLabel(/email/i).fill(OWNER.email);
    await admin.getByLabel(/^password/i).fill(OWNER.password);
    await admin.getByRole('button', { name: /sign in/i }).click();
    await admin.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 20_000 });
    await admin.goto(`${APP_URLS.admin}/restaurants/${RESTAURANT_ID}/customer-reviews?storeId=${STORE_ID}`);
    await admin.getByRole('heading', { name: 'Customer reviews', level: 1 }).waitFor({ timeout: 30_000 });
    await admin.getByRole('searchbox', { name: 'Search reviews' }).fill(run);
    const list = admin.getByRole('list', { name: 'Reviews' });
    // The server searches once typing pauses: this run's two reviews, out of the store's many.
    await expect.poll(() => list.getByRole('listitem').count(), { timeout: 20_000 }).toBe(2);
    await list.getByText(MESSAGE).waitFor({ timeout: 20_000 });
    await admin.getByRole('searchbox', { name: 'Search reviews' }).fill('');
    await list.getByRole('listitem').first().waitFor();
    await screenshot(admin, 'reviews-list-desktop');
    await admin.goto(`${APP_URLS.admin}/${STORE_PATH}/add-ons/google-review-settings`);
    await admin.getByText('Why every customer sees the same two choices').waitFor({ timeout: 30_000 });
    await screenshot(admin, 'review-settings-desktop');
    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.goto(`${APP_URLS.admin}/restaurants/${RESTAURANT_ID}/customer-reviews?storeId=${STORE_ID}`);
    await admin
      .getByRole('list', { name: 'Reviews' })
      .getByRole('listitem')
      .first()
      .waitFor({ timeout: 30_000 });
    await screenshot(admin, 'reviews-list-phone');
    await desktop.context.close();
  });
});
