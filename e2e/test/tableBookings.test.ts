import { getApps, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URLS, launchChromium, openPage, screenshot } from '../support/browser';

/**
 * Issue 18's journey on the seeded demo (Bella Vista Bondi Beach): a guest books a table on a phone,
 * the owner accepts it in the back office and the guest's page turns "Confirmed" live; the owner's
 * dine-in tables with their QR codes, the table map editor, the staff's live map; and the storefront
 * refusing a switched-off table's QR code.
 */
const RESTAURANT_ID = 'demo-restaurant';
const STORE_ID = 'bondi';
const STORE_URL = `${APP_URLS.customer}/restaurants/${RESTAURANT_ID}/stores/${STORE_ID}`;
const ADMIN_STORE_URL = `${APP_URLS.admin}/restaurants/${RESTAURANT_ID}/stores/${STORE_ID}`;
const OWNER = { email: 'owner@demo.test', password: 'owner-demo-1234' };
const run = Date.now().toString(36).slice(-5);
const GUEST = { name: `Zoe Booker ${run}`, mobile: '0412 555 019', email: `zoe-${run}@example.test` };

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

async function signIn(page: Page, appUrl: string): Promise<void> {
  await page.goto(`${appUrl}/auth/login`);
  await page.getByLabel(/email/i).fill(OWNER.email);
  await page.getByLabel(/^password/i).fill(OWNER.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 20_000 });
}

describe('table bookings', () => {
  it('a guest books on a phone, the owner accepts it, and the guest sees it confirmed', async () => {
    const phone = await openPage(browser, { width: 390, height: 844 });
    const guest = phone.page;
    await guest.goto(`${STORE_URL}/table-booking/mobile`);
    await guest.getByRole('heading', { name: 'Book a table', level: 1 }).waitFor({ timeout: 20_000 });
    await guest.getByRole('button', { name: '2 guests', exact: true }).click();
    // Tomorrow: the second day chip (today's times may be over).
    await guest
      .getByRole('button', { name: /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun),? \d+ \w+$/ })
      .nth(1)
      .click();
    await guest.getByRole('button', { name: 'Courtyard', exact: true }).click();
    const times = guest.getByRole('group', { name: 'Times' }).getByRole('button', { disabled: false });
    await times.first().waitFor({ timeout: 15_000 });
    // The row of dates scrolls inside its own box; the page itself never scrolls sideways.
    const sideways = () => guest.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await sideways()).toBeLessThanOrEqual(0);
    await guest.setViewportSize({ width: 360, height: 780 });
    expect(await sideways()).toBeLessThanOrEqual(0);
    await screenshot(guest, 'table-booking-mobile-360');
    await guest.setViewportSize({ width: 390, height: 844 });
    await guest.getByRole('checkbox', { name: /^Text me a reminder/ }).waitFor();
    await screenshot(guest, 'table-booking-mobile-390');
    await times.nth(4).click();
    await guest.getByRole('textbox', { name: 'Name' }).fill(GUEST.name);
    await guest.getByRole('textbox', { name: 'Mobile' }).fill(GUEST.mobile);
    await guest.getByRole('textbox', { name: 'Email (optional)' }).fill(GUEST.email);
    await guest.getByRole('button', { name: 'Birthday' }).click();
    await guest.getByRole('button', { name: /^Book for 2 at / }).click();
    await guest.waitForURL(/\/table-bookings\/[^/]+\/success$/, { timeout: 20_000 });
    await guest
      .getByTestId('booking-status')
      .getByText('Waiting for confirmation')
      .waitFor({ timeout: 20_000 });
    await screenshot(guest, 'table-booking-success-390');
    const bookingId = guest.url().split('/table-bookings/')[1]?.split('/')[0] ?? '';
    const stored = await db
      .doc(`restaurants/${RESTAURANT_ID}/stores/${STORE_ID}/tableBookings/${bookingId}`)
      .get();
    expect(stored.data()).toMatchObject({
      reminderOptIn: true,
      pax: 2,
      seatingArea: 'Courtyard',
      source: 'ONLINE',
      status: { code: 'new' },
      customer: { name: GUEST.name, mobile: '+61412555019', unverifiedEmail: GUEST.email },
      specialRequest: { template: 'Birthday' },
    });

    // The owner finds it in the back office and accepts it.
    const desk = await openPage(browser);
    await signIn(desk.page, APP_URLS.admin);
    await desk.page.goto(`${ADMIN_STORE_URL}/table-booking-history`);
    await desk.page.getByRole('heading', { name: 'Table bookings', level: 1 }).waitFor({ timeout: 20_000 });
    await desk.page.getByRole('searchbox', { name: 'Search bookings' }).fill(GUEST.name);
    await desk.page.getByText(GUEST.name).first().waitFor({ timeout: 20_000 });
    await screenshot(desk.page, 'table-booking-history');
    await desk.page.getByText(GUEST.name).first().click();
    await desk.page.getByRole('button', { name: 'Accept booking' }).click();
    await desk.page.getByTestId('booking-status').getByText('Accepted').waitFor({ timeout: 20_000 });
    // The guest calls: one more person. The booking keeps who changed what.
    await desk.page.getByRole('button', { name: 'Edit details' }).click();
    const editing = desk.page.getByRole('dialog', { name: 'Edit booking' });
    await editing.getByRole('spinbutton', { name: 'Guests' }).fill('3');
    await editing.getByRole('button', { name: 'Save changes' }).click();
    const history = desk.page.getByRole('list', { name: 'Booking history' });
    await history.getByText('Guests: 2 → 3').waitFor({ timeout: 20_000 });
    await history.getByText(new RegExp(OWNER.email)).first().waitFor();
    await screenshot(desk.page, 'table-booking-detail');

    // The guest's page follows the booking live.
    await guest.getByTestId('booking-status').getByText('Confirmed').waitFor({ timeout: 20_000 });
    expect((await stored.ref.get()).get('pax')).toBe(3);
    await screenshot(guest, 'table-booking-confirmed-390');
    await guest.goto(`${STORE_URL}/table-bookings`);
    await guest.getByText('Confirmed').first().waitFor({ timeout: 20_000 });
    await screenshot(guest, 'table-bookings-list-390');

    // The desktop booking page.
    const wide = await openPage(browser, { width: 1280, height: 900 });
    await wide.page.goto(`${STORE_URL}/table-booking/desktop`);
    await wide.page.getByRole('group', { name: 'Times' }).waitFor({ timeout: 20_000 });
    await screenshot(wide.page, 'table-booking-desktop');
    await Promise.all([phone.context.close(), desk.context.close(), wide.context.close()]);
  }, 180_000);

  it('the owner prints table QR codes and draws the map; staff see the tables live; a switched-off table is refused', async () => {
    const desk = await openPage(browser);
    await signIn(desk.page, APP_URLS.admin);
    await desk.page.goto(`${ADMIN_STORE_URL}/dine-in`);
    await desk.page.getByRole('heading', { name: 'Dine-in', level: 1 }).waitFor({ timeout: 20_000 });
    await desk.page.getByRole('listitem', { name: 'Table 12' }).waitFor({ timeout: 20_000 });
    await screenshot(desk.page, 'dine-in-tables');
    await desk.page
      .getByRole('listitem', { name: 'Table 12' })
      .getByRole('button', { name: 'QR code' })
      .click();
    await desk.page.getByRole('img', { name: 'QR code for Table 12' }).waitFor();
    await desk.page.getByText(`${STORE_URL}/tables/12`).waitFor();
    await screenshot(desk.page, 'dine-in-table-qr');
    await desk.page.keyboard.press('Escape');

    await desk.page.goto(`${ADMIN_STORE_URL}/add-ons/table-map-settings`);
    await desk.page
      .getByRole('heading', { name: 'Table map settings', level: 1 })
      .waitFor({ timeout: 20_000 });
    await desk.page.getByRole('tab', { name: 'Dining room' }).click();
    await desk.page.getByTestId('table-map-editor').locator('canvas').first().waitFor();
    await desk.page.getByText('6 shapes', { exact: false }).waitFor();
    await desk.page.getByRole('button', { name: 'Round' }).click();
    await desk.page.getByText('7 shapes', { exact: false }).waitFor();
    // The new shape is selected, linked to a table not yet on a map, at the default round size.
    await desk.page.getByLabel('Selected shape').getByText('circle · 0°').waitFor();
    await screenshot(desk.page, 'table-map-editor');
    await desk.page.getByRole('button', { name: 'Undo' }).click();
    await desk.page.getByText('6 shapes', { exact: false }).waitFor();

    const staff = await openPage(browser, { width: 1280, height: 900 });
    await signIn(staff.page, APP_URLS.staff);
    await staff.page.goto(`${APP_URLS.staff}/restaurants/${RESTAURANT_ID}/stores/${STORE_ID}/tables`);
    await staff.page.getByTestId('live-table-map').locator('canvas').first().waitFor({ timeout: 20_000 });
    await staff.page
      .getByLabel('Legend')
      .getByText(/^Free \d+$/)
      .waitFor();
    await screenshot(staff.page, 'staff-live-table-map');

    const phone = await openPage(browser, { width: 390, height: 844 });
    await phone.page.goto(`${STORE_URL}/tables/15`);
    await phone.page
      .getByTestId('table-refused')
      .getByText('This table is not taking orders right now. Please ask our staff for help.')
      .waitFor({ timeout: 20_000 });
    await screenshot(phone.page, 'table-qr-refused-390');
    await phone.page.goto(`${STORE_URL}/tables/11`);
    await phone.page.getByTestId('table-banner').getByText('Table 11').waitFor({ timeout: 20_000 });
    await Promise.all([desk.context.close(), staff.context.close(), phone.context.close()]);
  }, 180_000);
});
