import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URLS, launchChromium, openPage, screenshot } from '../support/browser';

/**
 * SMS marketing at the demo store, the "done when": the owner sees the seeded campaigns and
 * one's results, writes a campaign for lapsed customers with count, sample and cost, pays for it with
 * a card (the refund note shown) and schedules it; the Tasks emulator sends it when due through the
 * fake Twilio to consenting customers only, each text ending with the opt-out line; the campaign page
 * shows progress, then delivery reports; a STOP reply counts as an opt-out on it and takes the number
 * out of every audience at once. Then the sender registration steps are marked.
 */
const LONG = { timeout: 30_000 };
const STORE = '/restaurants/demo-restaurant/stores/bondi';
const TWILIO = process.env.FAKE_TWILIO_URL ?? 'http://127.0.0.1:12112';

interface FakeText {
  sid: string;
  to: string;
  from: string;
  body: string;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

async function signIn(page: Page) {
  await page.goto(`${APP_URLS.admin}/auth/login`);
  await page.getByLabel(/email/i).fill('owner@demo.test');
  await page.getByLabel(/^password/i).fill('owner-demo-1234');
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'), LONG);
}

async function texts(): Promise<FakeText[]> {
  return ((await (await fetch(`${TWILIO}/_fake/messages`)).json()) as { messages: FakeText[] }).messages;
}

/**
 * A `datetime-local` value (whole minutes) 75 to 135 seconds ahead: still over a minute ahead when
 * the payment and the bank's check are done. The Tasks emulator delivers the task at once and retries
 * it, doubling its back-off, until it is due; a due time within ~125 s of the payment is met by the
 * retry at ~127 s, where a later one waits for the next retry at ~255 s.
 */
function aboutTwoMinutesAhead(): string {
  const at = new Date(Math.ceil((Date.now() + 75_000) / 60_000) * 60_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}`;
}

async function lapsedAudienceCount(page: Page): Promise<number> {
  await page.goto(`${APP_URLS.admin}${STORE}/marketing/new-sms-campaign`);
  await page.getByRole('heading', { name: 'New SMS campaign' }).waitFor(LONG);
  await page.getByLabel('Audience').click();
  await page.getByRole('option', { name: /Lapsed/ }).click();
  await page.getByLabel('Days without an order').fill('30');
  await expect.poll(() => page.getByTestId('audience-count').textContent(), LONG).toMatch(/^\d+$/);
  return Number(await page.getByTestId('audience-count').textContent());
}

describe('SMS marketing', () => {
  it('an owner pays for and schedules a campaign; it goes to consenting customers; results and STOP show', async () => {
    const { page, errors } = await openPage(browser, { width: 1366, height: 900 });
    await signIn(page);
    await page.goto(`${APP_URLS.admin}${STORE}/marketing`);
    const table = page.getByRole('table', { name: 'SMS campaigns' });
    await table.getByText('Winter warmers', { exact: true }).waitFor(LONG);
    await table
      .getByRole('row', { name: /Winter warmers/ })
      .getByText('Sent', { exact: true })
      .waitFor(LONG);
    await screenshot(page, 'marketing-campaigns');

    // A sent campaign's results.
    await table.getByRole('link', { name: 'Winter warmers' }).click();
    await page.getByRole('heading', { name: 'Winter warmers' }).waitFor(LONG);
    await expect.poll(() => page.getByTestId('stat-undelivered').textContent(), LONG).toBe('1');
    await page.getByText(/^Paid \$/).waitFor(LONG);
    await page.getByTestId('campaign-attribution').waitFor(LONG);
    await screenshot(page, 'marketing-campaign-results');

    // A new campaign for lapsed customers: count, sample and cost before paying.
    const count = await lapsedAudienceCount(page);
    expect(count).toBeGreaterThan(0);
    await page.getByLabel('Campaign name').fill('We miss you');
    await page
      .getByLabel('Text')
      .fill('Hi {firstName}, we miss you! 15% off your next order at {storeName}.');
    await page.getByTestId('campaign-cost').getByText('Total').waitFor(LONG);
    await screenshot(page, 'marketing-new-sms-campaign');

    await page.getByRole('button', { name: 'Pay and send' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByText('Refunds take about 5-10 business days; the processor fee is not refunded.', {
        exact: false,
      })
      .waitFor(LONG);
    await dialog.getByLabel('Schedule for a time').check();
    await dialog.getByLabel('Send at').fill(aboutTwoMinutesAhead());
    // A card whose bank asks the owner to confirm the payment (3-D Secure).
    await dialog.getByLabel('Card number').fill('4000 0000 0000 3220');
    await dialog.getByLabel('Expiry (MM/YY)').fill('12/34');
    await dialog.getByLabel('Security code').fill('123');
    await screenshot(page, 'marketing-pay-and-schedule');
    await dialog.getByRole('button', { name: /^Pay \$[\d.]+ and schedule$/ }).click();
    // Nothing is scheduled until the bank's check is done (the fake's page stands in for the bank).
    const bank = page.getByRole('dialog', { name: 'Confirm your payment' });
    await bank.waitFor(LONG);
    await screenshot(page, 'marketing-pay-bank-check');
    await bank.getByRole('button', { name: 'Confirm payment' }).click();

    // The campaign page: paid and scheduled; nothing sent yet.
    await page.waitForURL((url) => url.pathname.includes('/marketing/sms-campaigns/'), LONG);
    await page.getByTestId('campaign-status').getByText('Scheduled').waitFor(LONG);
    await page.getByText(/^Paid \$/).waitFor(LONG);
    expect((await texts()).filter((text) => text.body.includes('we miss you'))).toHaveLength(0);
    await screenshot(page, 'marketing-campaign-scheduled');

    // When due, the task sends it: one text per consenting lapsed customer, with the opt-out line.
    await page.getByTestId('campaign-status').getByText('Sent').waitFor({ timeout: 360_000 });
    const ours = (await texts()).filter((text) => text.body.includes('we miss you'));
    expect(ours).toHaveLength(count);
    expect(new Set(ours.map((text) => text.to)).size).toBe(count);
    for (const text of ours) expect(text.body).toMatch(/\nOpt out: reply STOP or http\S+\/u\/\w{16}$/);
    await expect.poll(() => page.getByTestId('stat-sent').textContent(), LONG).toBe(String(count));
    // Delivery reports arrive by Twilio's signed callbacks (one by one: a busy machine takes a while).
    await expect
      .poll(
        async () => {
          const delivered = Number(await page.getByTestId('stat-delivered').textContent());
          const undelivered = Number(await page.getByTestId('stat-undelivered').textContent());
          const failed = Number(await page.getByTestId('stat-failed').textContent());
          return delivered + undelivered + failed;
        },
        { timeout: 90_000 },
      )
      .toBe(count);

    // One of them replies STOP: the campaign counts the opt-out, and the number leaves every audience.
    const stopper = ours[0] as FakeText;
    const reply = await fetch(`${TWILIO}/_fake/inbound`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ From: stopper.to, To: stopper.from, Body: 'STOP' }),
    });
    expect(reply.status).toBe(200);
    await expect.poll(() => page.getByTestId('stat-opted-out').textContent(), LONG).toBe('1');
    await screenshot(page, 'marketing-campaign-sent');
    expect(await lapsedAudienceCount(page)).toBe(count - 1);
    expect(errors).toEqual([]);
  }, 600_000);

  it('a paid campaign cancelled before it goes out is refunded; with the add-on off nothing can be sent', async () => {
    const { page, errors } = await openPage(browser, { width: 1280, height: 900 });
    await signIn(page);
    await page.goto(`${APP_URLS.admin}${STORE}/marketing/new-sms-campaign`);
    await page.getByRole('heading', { name: 'New SMS campaign' }).waitFor(LONG);
    await page.getByLabel('Campaign name').fill('Changed our mind');
    await page.getByLabel('Text').fill('Long weekend hours: open until midnight at {storeName}.');
    await page.getByTestId('campaign-cost').getByText('Total').waitFor(LONG);
    await page.getByRole('button', { name: 'Pay and send' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Schedule for a time').check();
    await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
    await dialog.getByLabel('Expiry (MM/YY)').fill('12/34');
    await dialog.getByLabel('Security code').fill('123');
    await dialog.getByRole('button', { name: /^Pay \$[\d.]+ and schedule$/ }).click();
    await page.waitForURL((url) => url.pathname.includes('/marketing/sms-campaigns/'), LONG);
    await page.getByTestId('campaign-status').getByText('Scheduled').waitFor(LONG);

    await page.getByRole('button', { name: 'Cancel and refund' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel and refund' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached', ...LONG });
    await page.getByTestId('campaign-status').getByText('Archived').waitFor(LONG);
    await expect
      .poll(() => page.getByTestId('campaign-refund').textContent(), LONG)
      .toMatch(/^Refunded \$[\d.]+ for \d+ texts? not sent\. Refunds take about 5-10 business days/);
    await screenshot(page, 'marketing-campaign-refunded');

    // The add-on switched off (as on its settings page): the pages say so and offer to switch it on.
    await page.goto(`${APP_URLS.admin}${STORE}/add-ons/sms-campaign-settings`);
    const toggle = page.getByRole('switch', { name: /SMS/ }).or(page.getByRole('checkbox', { name: /SMS/ }));
    await toggle.first().waitFor(LONG);
    await toggle.first().uncheck();
    await page
      .getByText(/switched off for/i)
      .first()
      .waitFor(LONG);
    await page.goto(`${APP_URLS.admin}${STORE}/marketing`);
    const off = page.getByTestId('sms-marketing-off');
    await off.waitFor(LONG);
    await screenshot(page, 'marketing-add-on-off');
    await off.getByRole('button', { name: 'Switch on' }).click();
    await off.waitFor({ state: 'detached', ...LONG });
    expect(errors).toEqual([]);
  });

  it('the sender registration walks the five steps of the Sender ID Register', async () => {
    const { page, errors } = await openPage(browser, { width: 1280, height: 900 });
    await signIn(page);
    await page.goto(`${APP_URLS.admin}${STORE}/add-ons/sms-campaign-settings`);
    await page.getByRole('heading', { name: 'Register your sender name' }).waitFor(LONG);
    await expect.poll(() => page.getByTestId('sender-progress').textContent(), LONG).toBe('2 of 5 done');
    await page.getByRole('button', { name: 'Compress the documents: mark done' }).click();
    await expect.poll(() => page.getByTestId('sender-progress').textContent(), LONG).toBe('3 of 5 done');
    await page
      .getByTestId('sender-step-compressDocuments')
      .getByText(/^Done /)
      .waitFor(LONG);
    await screenshot(page, 'marketing-sender-registration');
    // Undo, so the demo data stays as seeded for the next run.
    await page.getByRole('button', { name: 'Compress the documents: mark not done' }).click();
    await expect.poll(() => page.getByTestId('sender-progress').textContent(), LONG).toBe('2 of 5 done');
    expect(errors).toEqual([]);
  });
});
