import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URLS, launchChromium, openPage, screenshot } from '../support/browser';

/**
 * SMS marketing at the demo store: the owner sees the seeded campaigns with their results, writes a
 * new one for lapsed customers with the live length and cost, sends it now, and the fake Twilio holds
 * one text per consenting customer, each ending with the opt-out line.
 */
const LONG = { timeout: 30_000 };
const STORE = '/restaurants/demo-restaurant/stores/bondi';
const TWILIO = process.env.FAKE_TWILIO_URL ?? 'http://127.0.0.1:12112';

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

describe('SMS marketing', () => {
  it('an owner sends a campaign to consenting lapsed customers, seeing count, sample and cost first', async () => {
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

    await page.getByRole('link', { name: 'New SMS campaign' }).click();
    await page.getByRole('heading', { name: 'New SMS campaign' }).waitFor(LONG);
    await page.getByLabel('Audience').click();
    await page.getByRole('option', { name: /Lapsed/ }).click();
    await page.getByLabel('Days without an order').fill('30');
    await page.getByLabel('Campaign name').fill('We miss you');
    await page
      .getByLabel('Text')
      .fill('Hi {firstName}, we miss you! 15% off your next order at {storeName}.');
    await expect.poll(() => page.getByTestId('audience-count').textContent(), LONG).toMatch(/^\d+$/);
    const count = Number(await page.getByTestId('audience-count').textContent());
    expect(count).toBeGreaterThan(0);
    await page.getByTestId('campaign-cost').getByText('Total').waitFor(LONG);
    await screenshot(page, 'marketing-new-sms-campaign');

    await page.getByRole('button', { name: 'Send now' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send now' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/marketing'), LONG);
    await table.getByText('We miss you', { exact: true }).waitFor(LONG);
    const messages = (await (await fetch(`${TWILIO}/_fake/messages`)).json()) as {
      messages: { body: string }[];
    };
    const ours = messages.messages.filter((message) => message.body.includes('we miss you'));
    expect(ours).toHaveLength(count);
    for (const message of ours) expect(message.body).toMatch(/\nOpt out: reply STOP or http\S+\/u\/\w{16}$/);
    await screenshot(page, 'marketing-after-send');
    expect(errors).toEqual([]);
  });
});
