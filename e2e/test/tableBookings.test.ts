import { getApps, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URLS, launchChromium, openPage, screenshot } from '../support/browser';
import {
  createPosTerminal,
  DEMO_CASHIER,
  removePosTerminal,
  storedOrdersOfTerminal,
} from '../support/posTerminal';

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
/** The fakes process's Twilio (what the SMS port sends to on the emulator suite). */
const TWILIO_URL = 'http://127.0.0.1:12112';
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
    // Eight guests: no Courtyard table seats them (the largest seats 6), so no time is offered and
    // the page says whom to call instead.
    await guest.getByRole('button', { name: '8 guests', exact: true }).click();
    const notice = guest.getByTestId('large-party-notice');
    await notice
      .getByText(/For parties over 6 in the Courtyard, please call us on/)
      .waitFor({ timeout: 15_000 });
    expect(await notice.getByRole('link').getAttribute('href')).toMatch(/^tel:\+?\d+$/);
    await screenshot(guest, 'table-booking-large-party-390');
    await guest.getByRole('button', { name: '2 guests', exact: true }).click();
    await notice.waitFor({ state: 'detached' });
    const times = guest.getByRole('group', { name: 'Times' }).getByRole('button', { disabled: false });
    await times.first().waitFor({ timeout: 15_000 });
    // The row of dates scrolls inside its own box; the page itself never scrolls sideways.
    const sideways = () => guest.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await sideways()).toBeLessThanOrEqual(0);
    await guest.setViewportSize({ width: 360, height: 780 });
    expect(await sideways()).toBeLessThanOrEqual(0);
    await screenshot(guest, 'table-booking-mobile-360');
    await guest.setViewportSize({ width: 390, height: 844 });
    await guest.getByRole('checkbox', { name: /^Remind me/ }).waitFor();
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
    // The owner puts the party at a table while accepting: the tables (and joins) that seat 2 and
    // are free at that time are offered; the booking keeps the table and the map shows it.
    await desk.page.getByRole('combobox', { name: 'Table' }).click();
    const choice = desk.page
      .getByRole('option')
      .filter({ hasText: / · \d+ seats/ })
      .filter({ hasNotText: 'taken then' })
      .first();
    const choiceText = (await choice.textContent()) ?? '';
    const placeName = choiceText.split(' · ')[0] ?? '';
    expect(placeName).toMatch(/^(Table \d+|Tables [\d +]+|Bar \d)$/);
    await screenshot(desk.page, 'table-booking-accept-choose-table');
    await choice.click();
    await desk.page.getByRole('button', { name: 'Accept booking' }).click();
    await desk.page.getByTestId('booking-status').getByText('Accepted').waitFor({ timeout: 20_000 });
    await desk.page.getByRole('definition').filter({ hasText: placeName }).first().waitFor();
    expect((await stored.ref.get()).get('tableId')).toBeTruthy();
    // The guest calls: one more person. The booking keeps who changed what.
    await desk.page.getByRole('button', { name: 'Edit details' }).click();
    const editing = desk.page.getByRole('dialog', { name: 'Edit booking' });
    await editing.getByRole('spinbutton', { name: 'Guests' }).fill('3');
    await editing.getByRole('button', { name: 'Save changes' }).click();
    const history = desk.page.getByRole('list', { name: 'Booking history' });
    await history.getByText('Guests: 2 → 3').waitFor({ timeout: 20_000 });
    await history.getByText(new RegExp(OWNER.email)).first().waitFor();
    await screenshot(desk.page, 'table-booking-detail');

    // The reminder text: through the same claim-once path the schedule uses, to the fake Twilio.
    await desk.page.getByRole('button', { name: 'Text reminder now' }).click();
    await desk.page.getByText(/^Sent /).waitFor({ timeout: 20_000 });
    await expect
      .poll(async () => (await stored.ref.get()).get('smsReminder.status'), { timeout: 20_000 })
      .toBe('sent');
    const messageId = (await stored.ref.get()).get('smsReminder.messageId') as string;
    const delivered = async () => {
      const answer = (await (
        await fetch(`${TWILIO_URL}/_fake/messages?to=${encodeURIComponent('+61412555019')}`)
      ).json()) as { messages: { sid: string; body: string }[] };
      return answer.messages.filter((message) => message.sid === messageId);
    };
    await expect.poll(async () => (await delivered()).length, { timeout: 20_000 }).toBe(1);
    expect((await delivered())[0]?.body).toMatch(/^Reminder: your table for 3 guests at Bella Vista/);
    // Texted once for this time: the button is gone.
    await desk.page.getByRole('button', { name: 'Text reminder now' }).waitFor({ state: 'detached' });
    await screenshot(desk.page, 'table-booking-reminder-sent');

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
    // Late in the evening today's times are over: tomorrow's chip shows times at any hour.
    await wide.page.getByRole('heading', { name: 'Book a table', level: 1 }).waitFor({ timeout: 20_000 });
    await wide.page
      .getByRole('button', { name: /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun),? \d+ \w+$/ })
      .nth(1)
      .click();
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

  it('staff seat a walk-in and clear the table, join two tables for a large party and separate them (tablet and phone)', async () => {
    const tablet = await openPage(browser, { width: 1280, height: 800 });
    const staff = tablet.page;
    await signIn(staff, APP_URLS.staff);
    await staff.goto(`${APP_URLS.staff}/restaurants/${RESTAURANT_ID}/stores/${STORE_ID}/tables`);
    const tablesGroup = staff.getByRole('group', { name: 'Tables in this area' });
    await tablesGroup.waitFor({ timeout: 20_000 });
    await staff.getByRole('tab', { name: 'Courtyard' }).click();
    // The seeded walk-in at table 3 shows seated.
    await tablesGroup.getByRole('button', { name: 'Table 3 · Seated' }).waitFor({ timeout: 20_000 });

    // A walk-in of two at table 2.
    await tablesGroup.getByRole('button', { name: /^Table 2 · / }).click();
    const details = staff.getByLabel('Table details');
    await details.getByRole('button', { name: 'Seat walk-in' }).click();
    const seat = staff.getByRole('dialog', { name: 'Seat a walk-in at Table 2' });
    await seat.getByRole('spinbutton', { name: 'Guests' }).fill('0');
    await seat.getByText('Enter how many guests (at least 1)').waitFor();
    await seat.getByRole('spinbutton', { name: 'Guests' }).fill('2');
    await seat.getByRole('textbox', { name: 'Name (optional)' }).fill(`Kai ${run}`);
    await seat.getByRole('button', { name: 'Seat', exact: true }).click();
    await tablesGroup.getByRole('button', { name: 'Table 2 · Seated' }).waitFor({ timeout: 20_000 });
    await details.getByTestId('seated-party').getByText(`Walk-in: Kai ${run} · 2 guests`).waitFor();
    const floor = db.doc(`restaurants/${RESTAURANT_ID}/stores/${STORE_ID}/tableFloor/current`);
    const seatedHere = async () =>
      ((await floor.get()).get('seatings') as { name: string; tableIds: string[] }[]).filter(
        (seating) => seating.name === `Kai ${run}`,
      );
    expect((await seatedHere())[0]?.tableIds).toEqual(['2']);
    await screenshot(staff, 'staff-tables-walk-in-seated-tablet');

    // They leave: clearing (confirmed) frees the table.
    await details.getByRole('button', { name: 'Clear table' }).click();
    await staff
      .getByRole('dialog', { name: 'Clear Table 2?' })
      .getByRole('button', { name: 'Clear table' })
      .click();
    await tablesGroup
      .getByRole('button', { name: /^Table 2 · (Free|Booked soon)$/ })
      .waitFor({ timeout: 20_000 });
    expect(await seatedHere()).toEqual([]);

    // A party of four without a booking: tables 1 and 2 pushed together.
    await tablesGroup.getByRole('button', { name: /^Table 1 · / }).click();
    await details.getByRole('button', { name: 'Join tables' }).click();
    const join = staff.getByRole('dialog', { name: 'Join Table 1 with…' });
    await join.getByRole('checkbox', { name: 'Table 2 · 2 seats' }).check();
    await join.getByText('Together they seat 4.').waitFor();
    await screenshot(staff, 'staff-tables-join-dialog-tablet');
    await join.getByRole('button', { name: 'Join tables' }).click();
    await details
      .getByTestId('joined-tables')
      .getByText('Joined: Tables 1 + 2 · 4 seats')
      .waitFor({ timeout: 20_000 });
    // On the map the join is drawn as one unit (outlined, linked, its seats together), named in the legend.
    await staff.getByLabel('Legend').getByText('Joined 1 + 2 · 4 seats').waitFor();
    await screenshot(staff, 'staff-tables-joined-tablet');
    await details.getByRole('button', { name: 'Separate tables' }).click();
    await staff
      .getByRole('dialog', { name: 'Separate Tables 1 + 2?' })
      .getByRole('button', { name: 'Separate tables' })
      .click();
    await details.getByRole('button', { name: 'Join tables' }).waitFor({ timeout: 20_000 });
    const joins = (await floor.get()).get('joins') as { tableIds: string[] }[];
    expect(joins.map((entry) => entry.tableIds.join('+'))).toEqual(['13+14']);

    // A guest on the phone books for tomorrow: staff take it from the floor (source POS).
    await staff.getByRole('button', { name: 'New booking' }).click();
    const booking = staff.getByRole('dialog', { name: 'New booking' });
    await booking.getByRole('button', { name: 'Book', exact: true }).click();
    await booking.getByText('Enter the guest’s name').waitFor();
    const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(
      new Date(Date.now() + 24 * 3_600_000),
    );
    await booking.getByLabel('Date').fill(tomorrow);
    await booking.getByRole('group', { name: 'Times' }).getByRole('button').nth(4).click({ timeout: 20_000 });
    await booking.getByLabel('Guest name').fill(`Noah Phone ${run}`);
    await booking.getByLabel('Mobile').fill('0412 555 077');
    await screenshot(staff, 'staff-new-booking-tablet');
    await booking.getByRole('button', { name: 'Book', exact: true }).click();
    await booking.waitFor({ state: 'detached', timeout: 20_000 });
    const taken = await db
      .collection(`restaurants/${RESTAURANT_ID}/stores/${STORE_ID}/tableBookings`)
      .where('customer.name', '==', `Noah Phone ${run}`)
      .get();
    expect(taken.docs.map((doc) => [doc.get('source'), doc.get('pax'), doc.get('customer.mobile')])).toEqual([
      ['POS', 2, '+61412555077'],
    ]);

    // The seeded join in the dining room, on a phone.
    const phone = await openPage(browser, { width: 390, height: 844 });
    await signIn(phone.page, APP_URLS.staff);
    await phone.page.goto(`${APP_URLS.staff}/restaurants/${RESTAURANT_ID}/stores/${STORE_ID}/tables`);
    await phone.page.getByRole('tab', { name: 'Dining room' }).click();
    const phoneTables = phone.page.getByRole('group', { name: 'Tables in this area' });
    await phoneTables.getByRole('button', { name: /^Table 14 · / }).click();
    await phone.page
      .getByLabel('Table details')
      .getByTestId('joined-tables')
      .getByText('Joined: Tables 13 + 14 · 14 seats')
      .waitFor({ timeout: 20_000 });
    expect(
      await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await phone.page.getByLabel('Legend').getByText('Joined 13 + 14 · 14 seats').waitFor();
    await screenshot(phone.page, 'staff-tables-joined-390');
    await Promise.all([tablet.context.close(), phone.context.close()]);
  }, 180_000);

  it('on the till: a table opened from the map rings up an order to pay later, and the map shows it seated with its total', async () => {
    const terminal = await createPosTerminal(`Tables till ${run}`);
    const till = await openPage(browser, { width: 1280, height: 800 });
    const page = till.page;
    const unlockIfLocked = async () => {
      const lock = page.getByRole('dialog', { name: 'Lock screen' });
      const locked = await lock
        .waitFor({ timeout: 5_000 })
        .then(() => true)
        .catch(() => false);
      if (!locked) return;
      for (const digit of DEMO_CASHIER.pin)
        await page.getByRole('button', { name: digit, exact: true }).click();
      await page.getByRole('button', { name: /Signed in: / }).waitFor();
    };
    try {
      await page.goto(`${APP_URLS.staff}/pos`);
      await page.getByLabel('Pairing code').fill(terminal.pairingCode);
      await page.getByRole('button', { name: 'Pair till' }).click();
      await unlockIfLocked();
      await page.getByRole('link', { name: 'Tables', exact: true }).click();
      await page.waitForURL(/\/pos\/tables/);
      await page.getByRole('tab', { name: 'Dining room' }).click({ timeout: 20_000 });
      const tables = page.getByRole('group', { name: 'Tables in this area' });
      await tables.getByRole('button', { name: /^Table 10 · / }).click({ timeout: 20_000 });
      await page.getByLabel('Table details').getByRole('button', { name: 'Open at the till' }).click();
      await page.waitForURL(/\/pos\?table=10/);
      // Still signed in: the map is one of the till's own screens, so the PIN is not asked again.
      await page
        .getByRole('button', { name: `Signed in: ${DEMO_CASHIER.name}. Switch employee or lock` })
        .waitFor();
      expect(await page.getByRole('dialog', { name: 'Lock screen' }).count()).toBe(0);
      await page.getByLabel('Search the menu').fill('pellegrino');
      await page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first().click();
      await page.getByRole('button', { name: /^Pay / }).click();
      const pay = page.getByRole('dialog', { name: /^Pay / });
      await pay.getByRole('button', { name: 'Pay later', exact: true }).click();
      await pay.getByRole('button', { name: 'Send, pay later' }).click();
      await pay.waitFor({ state: 'detached' });
      await expect
        .poll(async () => (await storedOrdersOfTerminal(terminal.id)).length, { timeout: 60_000 })
        .toBe(1);
      const [order] = await storedOrdersOfTerminal(terminal.id);
      const total = `$${((order?.grandTotal ?? 0) / 100).toFixed(2)}`;

      // Back on the map: the table is busy with the open order's total.
      await page.getByRole('link', { name: 'Tables', exact: true }).click();
      await page.waitForURL(/\/pos\/tables/);
      await page.getByRole('tab', { name: 'Dining room' }).click({ timeout: 20_000 });
      await tables.getByRole('button', { name: 'Table 10 · Seated' }).click({ timeout: 30_000 });
      await page.getByLabel('Table details').getByText(total, { exact: false }).first().waitFor();
      await screenshot(page, 'pos-tables-order-open-tablet');
    } finally {
      await removePosTerminal(terminal.id).catch(() => undefined);
      await till.context.close();
    }
  }, 180_000);
});
