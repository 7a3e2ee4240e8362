import type { AddressInfo } from 'node:net';
import { ZTableBookingDocument } from '@resto/domain';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onlineTableBookingRouter, tableBookingsRouter } from '../src/api/tableBookings';
import { sendDueBookingReminders } from '../src/bookings/bookingReminders';
import { readBookingStore } from '../src/bookings/bookingStore';
import { scheduleBookingReminder } from '../src/bookings/reminderTasks';
import { authenticate } from '../src/http/auth';
import { errorHandler, notFoundRoute } from '../src/http/errorHandler';
import { requestId } from '../src/http/requestId';
import { firestore } from './support/admin';
import { callApi, signUpTestUser } from './support/emulators';
import { type LocalEmail, startLocalEmail } from './support/localEmail';
import { LOCAL_TWILIO, SUITE_TWILIO_URL, startLocalTwilio, textsTo } from './support/localTwilio';
import { createOrderingStore, type OrderingStoreFixture, signInAnonymously } from './support/onlineOrdering';
import { addRestaurantMember } from './support/tenants';

/**
 * Table bookings through the real routers in-process (so emails go to an in-process SMTP capture)
 * over the emulated Firestore and Auth. The store runs on UTC with all-day trading hours, so a slot
 * tomorrow at noon is always bookable.
 */
let email: LocalEmail;
let server: ReturnType<express.Express['listen']>;
let baseUrl: string;

beforeAll(async () => {
  email = await startLocalEmail();
  const app = express();
  app.set('trust proxy', true);
  app.use(requestId);
  app.use(express.json());
  app.use(authenticate());
  const api = express.Router();
  api.use('/online-ordering', onlineTableBookingRouter());
  api.use('/table-bookings', tableBookingsRouter());
  api.use(notFoundRoute);
  app.use('/api', api);
  app.use(errorHandler);
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await email?.close();
});

interface BookingStoreFixture extends OrderingStoreFixture {
  slot: string;
}

/** A store with `seats` split over tables in the Courtyard, bookings on, 90-minute bookings. */
async function bookingStore(
  seats: number[],
  settings: Record<string, unknown> = {},
): Promise<BookingStoreFixture> {
  const store = await createOrderingStore();
  const db = firestore();
  const storePath = `restaurants/${store.restaurantId}/stores/${store.storeId}`;
  const now = new Date().toISOString();
  await Promise.all(
    seats.map((count, index) =>
      db.doc(`${storePath}/tables/t${index + 1}`).set({
        name: String(index + 1),
        seats: count,
        seatingArea: 'Courtyard',
        active: true,
        createdIsoDateTimeUtc: now,
        updatedIsoDateTimeUtc: now,
      }),
    ),
  );
  await db.doc(`${storePath}/settings/tableBooking`).set({
    enable: true,
    minPax: 1,
    maxPax: 8,
    seatingAreaInfo: { mandatory: false, areaNames: ['Courtyard'] },
    specialRequestInfo: { templates: ['Birthday'] },
    ...settings,
  });
  const tomorrow = new Date(Date.now() + 24 * 3_600_000).toISOString().slice(0, 10);
  return { ...store, slot: `${tomorrow}T12:00:00.000Z` };
}

const online = (store: OrderingStoreFixture) =>
  `/api/online-ordering/restaurants/${store.restaurantId}/stores/${store.storeId}/table_booking`;
const staff = (store: OrderingStoreFixture, bookingId: string, action: 'accept' | 'cancel') =>
  `/api/table-bookings/restaurants/${store.restaurantId}/stores/${store.storeId}/bookings/${bookingId}/${action}`;

let counter = 0;
function bookingBody(store: BookingStoreFixture, overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    tableBookingId: `b-${crypto.randomUUID().slice(0, 12)}`,
    bookedForIsoDateTimeUtc: store.slot,
    pax: 2,
    customer: {
      name: 'Mia Chen',
      mobile: `+6141${String(1_000_000 + counter).slice(-7)}`,
      unverifiedEmail: 'mia@example.com',
    },
    seatingArea: 'Courtyard',
    specialRequest: { note: 'Window if possible', template: 'Birthday' },
    ...overrides,
  };
}

describe('table bookings', () => {
  it('shows the times of a date with the seats left, and the settings a guest needs', async () => {
    const store = await bookingStore([4, 2]);
    const date = store.slot.slice(0, 10);
    const answer = await callApi(`${online(store)}/availability?date=${date}&pax=2&seatingArea=Courtyard`, {
      baseUrl,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.settings).toMatchObject({ enable: true, minPax: 1, maxPax: 8 });
    const slots = answer.body.slots as {
      startIsoDateTimeUtc: string;
      seatsLeft: number;
      available: boolean;
    }[];
    expect(slots.find((slot) => slot.startIsoDateTimeUtc === store.slot)).toEqual({
      startIsoDateTimeUtc: store.slot,
      seatsLeft: 6,
      available: true,
    });
    // The largest party one table seats: a party of 5 is told to call rather than shown full times.
    expect(answer.body.largestParty).toBe(4);
    const five = await callApi(`${online(store)}/availability?date=${date}&pax=5`, { baseUrl });
    expect(five.body.largestParty).toBe(4);
    expect((five.body.slots as { available: boolean }[]).some((slot) => slot.available)).toBe(false);
    const bad = await callApi(`${online(store)}/availability?date=someday&pax=2`, { baseUrl });
    expect(bad.status).toBe(400);
  });

  it('books once per id, emails the guest once, and lets the guest read it', async () => {
    const store = await bookingStore([4]);
    const guest = await signInAnonymously();
    const body = bookingBody(store);
    const first = await callApi(online(store), { baseUrl, token: guest.idToken, body });
    expect(first.status).toBe(201);
    expect(first.body.booking).toMatchObject({
      id: body.tableBookingId,
      status: { code: 'new' },
      source: 'ONLINE',
      customerUid: guest.uid,
      pax: 2,
      seatingArea: 'Courtyard',
    });
    const again = await callApi(online(store), { baseUrl, token: guest.idToken, body });
    expect(again.status).toBe(200);
    expect(again.body.repeated).toBe(true);
    const changed = await callApi(online(store), {
      baseUrl,
      token: guest.idToken,
      body: { ...body, pax: 3 },
    });
    expect(changed.status).toBe(409);
    expect(changed.body.title).toBe('Booking Processing');

    await expect
      .poll(
        async () =>
          (await email.sent({ kind: 'tableBooking_new', tags: { tableBookingId: body.tableBookingId } }))
            .length,
      )
      .toBe(1);
    const [sent] = await email.sent({
      kind: 'tableBooking_new',
      tags: { tableBookingId: body.tableBookingId },
    });
    expect(sent?.to).toBe('mia@example.com');
    expect(sent?.text).toContain('Guests: 2');
    expect(sent?.subject).toContain('We have your booking request');
  });

  it('refuses party sizes, past times and unknown areas with words per field', async () => {
    const store = await bookingStore([4]);
    const guest = await signInAnonymously();
    const tooMany = await callApi(online(store), {
      baseUrl,
      token: guest.idToken,
      body: bookingBody(store, { pax: 9 }),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.issues).toEqual([
      {
        path: 'pax',
        message: 'We take bookings for 1 to 8 guests online. For other party sizes, please call us.',
      },
    ]);
    const past = await callApi(online(store), {
      baseUrl,
      token: guest.idToken,
      body: bookingBody(store, { bookedForIsoDateTimeUtc: '2020-01-01T12:00:00.000Z' }),
    });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('That time has already passed. Please choose another.');
    const area = await callApi(online(store), {
      baseUrl,
      token: guest.idToken,
      body: bookingBody(store, { seatingArea: 'Roof' }),
    });
    expect(area.body.issues).toEqual([
      { path: 'seatingArea', message: 'Choose one of the seating areas offered.' },
    ]);
    expect((await callApi(online(store), { baseUrl, body: bookingBody(store) })).status).toBe(401);
    const stored = await firestore()
      .collection(`restaurants/${store.restaurantId}/stores/${store.storeId}/tableBookings`)
      .get();
    expect(stored.size).toBe(0);
  });

  it('20 guests racing for the last 4 seats: two parties of two get them, the rest the catalogue 409', async () => {
    const store = await bookingStore([2, 2]);
    const guests = await Promise.all(Array.from({ length: 20 }, () => signInAnonymously()));
    const answers = await Promise.all(
      guests.map((guest) =>
        callApi(online(store), { baseUrl, token: guest.idToken, body: bookingBody(store) }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(18);
    for (const answer of answers.filter((entry) => entry.status === 409)) {
      expect(answer.body).toMatchObject({
        title: 'Time No Longer Available',
        message: 'Sorry, that time has just been booked up. Please choose another time.',
      });
    }
    const stored = await firestore()
      .collection(`restaurants/${store.restaurantId}/stores/${store.storeId}/tableBookings`)
      .get();
    expect(stored.docs.reduce((seats, doc) => seats + Number(doc.get('pax')), 0)).toBe(4);
  }, 60_000);

  it('refuses the same mobile booking twice around the same time', async () => {
    const store = await bookingStore([8]);
    const guest = await signInAnonymously();
    const first = bookingBody(store);
    expect((await callApi(online(store), { baseUrl, token: guest.idToken, body: first })).status).toBe(201);
    const second = await callApi(online(store), {
      baseUrl,
      token: guest.idToken,
      body: bookingBody(store, { customer: first.customer }),
    });
    expect(second.status).toBe(409);
    expect(second.body.title).toBe('Already Booked');
  });

  it('staff accept once (racing accepts: one 409), cancelling frees the seats, the guest is emailed each time', async () => {
    const store = await bookingStore([2]);
    const waiter = await signUpTestUser('waiter');
    const other = await signUpTestUser('stranger');
    await addRestaurantMember(store.restaurantId, waiter, 'user');
    const guest = await signInAnonymously();
    const body = bookingBody(store);
    expect((await callApi(online(store), { baseUrl, token: guest.idToken, body })).status).toBe(201);

    expect(
      (
        await callApi(staff(store, body.tableBookingId, 'accept'), {
          baseUrl,
          token: other.idToken,
          body: {},
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await callApi(staff(store, body.tableBookingId, 'accept'), {
          baseUrl,
          token: guest.idToken,
          body: {},
        })
      ).status,
    ).toBe(403);

    const accepts = await Promise.all(
      [0, 1].map(() =>
        callApi(staff(store, body.tableBookingId, 'accept'), { baseUrl, token: waiter.idToken, body: {} }),
      ),
    );
    expect(accepts.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(accepts.find((answer) => answer.status === 409)?.body.title).toBe('Booking Already Accepted');

    // Full now: another party of two is refused until the booking is cancelled.
    const blocked = await callApi(online(store), { baseUrl, token: guest.idToken, body: bookingBody(store) });
    expect(blocked.body.title).toBe('Time No Longer Available');
    const cancelled = await callApi(staff(store, body.tableBookingId, 'cancel'), {
      baseUrl,
      token: waiter.idToken,
      body: { reason: 'Guest called' },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.booking).toMatchObject({
      status: { code: 'cancelled' },
      cancellationReason: 'Guest called',
    });
    expect(
      (await callApi(online(store), { baseUrl, token: guest.idToken, body: bookingBody(store) })).status,
    ).toBe(201);

    const history = (cancelled.body.booking as { statusHistory: { from: string | null; to: string }[] })
      .statusHistory;
    expect(history.map((change) => `${change.from}→${change.to}`)).toEqual([
      'null→new',
      'new→accepted',
      'accepted→cancelled',
    ]);
    await expect
      .poll(async () =>
        (await email.sent({ tags: { tableBookingId: body.tableBookingId } })).map((sent) => sent.kind).sort(),
      )
      .toEqual(['tableBooking_accepted', 'tableBooking_cancelled', 'tableBooking_new']);
  });

  it('a guest cancels only their own booking', async () => {
    const store = await bookingStore([4]);
    const guest = await signInAnonymously();
    const someoneElse = await signInAnonymously();
    const body = bookingBody(store);
    expect((await callApi(online(store), { baseUrl, token: guest.idToken, body })).status).toBe(201);
    const cancelPath = `${online(store)}/${body.tableBookingId}/cancel`;
    expect((await callApi(cancelPath, { baseUrl, token: someoneElse.idToken, body: {} })).status).toBe(404);
    const mine = await callApi(cancelPath, { baseUrl, token: guest.idToken, body: {} });
    expect(mine.status).toBe(200);
    const twice = await callApi(cancelPath, { baseUrl, token: guest.idToken, body: {} });
    expect(twice.status).toBe(409);
    expect(twice.body.title).toBe('Booking Already Cancelled');
  });

  it("staff put the party at one of the store's tables when accepting (shown on the live map)", async () => {
    const store = await bookingStore([4, 2]);
    const waiter = await signUpTestUser('host');
    await addRestaurantMember(store.restaurantId, waiter, 'user');
    const guest = await signInAnonymously();
    const body = bookingBody(store);
    expect((await callApi(online(store), { baseUrl, token: guest.idToken, body })).status).toBe(201);
    const unknown = await callApi(staff(store, body.tableBookingId, 'accept'), {
      baseUrl,
      token: waiter.idToken,
      body: { tableId: 'table-of-another-store' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.issues).toEqual([
      { path: 'tableId', message: 'Choose one of the store’s tables that is in use.' },
    ]);
    const accepted = await callApi(staff(store, body.tableBookingId, 'accept'), {
      baseUrl,
      token: waiter.idToken,
      body: { tableId: 't2', timeOffsetInMinutes: 15 },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.booking).toMatchObject({
      tableId: 't2',
      status: { code: 'accepted' },
      bookedForIsoDateTimeUtc: new Date(Date.parse(store.slot) + 15 * 60_000).toISOString(),
    });
  });

  it('a table switched off since the page loaded is refused with the catalogue words', async () => {
    const store = await bookingStore([4, 2]);
    const waiter = await signUpTestUser('host');
    await addRestaurantMember(store.restaurantId, waiter, 'user');
    const guest = await signInAnonymously();
    const body = bookingBody(store);
    expect((await callApi(online(store), { baseUrl, token: guest.idToken, body })).status).toBe(201);
    await firestore()
      .doc(`restaurants/${store.restaurantId}/stores/${store.storeId}/tables/t2`)
      .update({ active: false });
    const refused = await callApi(staff(store, body.tableBookingId, 'accept'), {
      baseUrl,
      token: waiter.idToken,
      body: { tableId: 't2' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      title: 'Unable to Accept the Booking',
      message: 'That table is switched off, so the party cannot sit there. Choose a table that is in use.',
    });
    const stored = await firestore()
      .doc(`restaurants/${store.restaurantId}/stores/${store.storeId}/tableBookings/${body.tableBookingId}`)
      .get();
    expect(stored.get('status')).toEqual({ code: 'new' });
  });

  it('staff edit the details: each save records who changed what; two saves at once, one wins', async () => {
    const store = await bookingStore([4, 2]);
    const waiter = await signUpTestUser('host');
    await addRestaurantMember(store.restaurantId, waiter, 'user');
    const guest = await signInAnonymously();
    const body = bookingBody(store);
    expect((await callApi(online(store), { baseUrl, token: guest.idToken, body })).status).toBe(201);
    const edit = `/api/table-bookings/restaurants/${store.restaurantId}/stores/${store.storeId}/bookings/${body.tableBookingId}/edit`;
    const later = new Date(Date.parse(store.slot) + 30 * 60_000).toISOString();
    const saved = await callApi(edit, {
      baseUrl,
      token: waiter.idToken,
      body: { basedOnVersion: 1, changes: { pax: 3, bookedForIsoDateTimeUtc: later, name: 'Mia Chen' } },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.changed).toBe(2);
    expect((saved.body.booking as { editHistory: unknown }).editHistory).toEqual([
      {
        atIsoDateTimeUtc: expect.any(String),
        byUid: waiter.uid,
        byName: waiter.email,
        changes: [
          { field: 'bookedForIsoDateTimeUtc', from: store.slot, to: later },
          { field: 'pax', from: '2', to: '3' },
        ],
      },
    ]);
    const ledger = await firestore()
      .doc(
        `restaurants/${store.restaurantId}/stores/${store.storeId}/tableBookingDays/${store.slot.slice(0, 10)}`,
      )
      .get();
    expect(ledger.get('holds')).toEqual([
      expect.objectContaining({ id: body.tableBookingId, pax: 3, startIsoDateTimeUtc: later }),
    ]);

    // More guests than the store seats: the time is full (its own hold does not count against it).
    const tooMany = await callApi(edit, {
      baseUrl,
      token: waiter.idToken,
      body: { basedOnVersion: 2, changes: { pax: 7 } },
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.title).toBe('Time No Longer Available');

    // Two devices save from the same version: one change is kept, the other is told.
    const racing = await Promise.all(
      ['+61400000001', '+61400000002'].map((mobile) =>
        callApi(edit, { baseUrl, token: waiter.idToken, body: { basedOnVersion: 2, changes: { mobile } } }),
      ),
    );
    expect(racing.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(racing.find((answer) => answer.status === 409)?.body.title).toBe('Booking Processing');
    const stored = await firestore()
      .doc(`restaurants/${store.restaurantId}/stores/${store.storeId}/tableBookings/${body.tableBookingId}`)
      .get();
    expect(stored.get('editHistory')).toHaveLength(2);

    const guestTries = await callApi(edit, {
      baseUrl,
      token: guest.idToken,
      body: { basedOnVersion: 3, changes: { pax: 2 } },
    });
    expect(guestTries.status).toBe(403);
  });
});

describe('booking reminders by SMS', () => {
  let twilio: Awaited<ReturnType<typeof startLocalTwilio>>;
  beforeAll(async () => {
    twilio = await startLocalTwilio();
  });
  afterAll(async () => {
    twilio?.restoreEnv();
    await twilio?.close();
  });

  const bookingDoc = (store: BookingStoreFixture, id: string) =>
    firestore().doc(`restaurants/${store.restaurantId}/stores/${store.storeId}/tableBookings/${id}`);

  it('texts each booking once when its lead time comes, however often the monitor runs', async () => {
    const store = await bookingStore([4, 4, 4], { smsReminderMinutesBefore: 120 });
    const guest = await signInAnonymously();
    const wanted = bookingBody(store);
    const unticked = bookingBody(store, { reminderOptIn: false });
    const cancelled = bookingBody(store);
    for (const body of [wanted, unticked, cancelled])
      expect((await callApi(online(store), { baseUrl, token: guest.idToken, body })).status).toBe(201);
    expect(
      (
        await callApi(`${online(store)}/${cancelled.tableBookingId}/cancel`, {
          baseUrl,
          token: guest.idToken,
          body: {},
        })
      ).status,
    ).toBe(200);
    const start = Date.parse(store.slot);
    const only = { restaurantId: store.restaurantId };

    // Three hours before: not yet.
    expect(await sendDueBookingReminders(start - 180 * 60_000, only)).toMatchObject({ sent: 0 });
    // An hour before: two monitors at once, and a third run later, send one text.
    const runs = await Promise.all([
      sendDueBookingReminders(start - 60 * 60_000, only),
      sendDueBookingReminders(start - 60 * 60_000, only),
    ]);
    expect(runs.map((run) => run.sent).reduce((a, b) => a + b)).toBe(1);
    expect((await sendDueBookingReminders(start - 30 * 60_000, only)).sent).toBe(0);

    // Besides the "we have your request" text each booking got.
    const texts = twilio
      .messages({ to: wanted.customer.mobile })
      .filter((message) => message.body.startsWith('Reminder:'));
    expect(texts).toHaveLength(1);
    expect(texts[0]?.body).toMatch(/^Reminder: your table for 2 guests at .+\nReply STOP to opt out$/);
    expect((await bookingDoc(store, wanted.tableBookingId).get()).get('smsReminder')).toMatchObject({
      status: 'sent',
      forIsoDateTimeUtc: store.slot,
      messageId: texts[0]?.sid,
    });
    const reminders = (mobile: string) =>
      twilio.messages({ to: mobile }).filter((message) => message.body.startsWith('Reminder:'));
    expect(reminders(unticked.customer.mobile)).toEqual([]);
    expect(reminders(cancelled.customer.mobile)).toEqual([]);
  });

  it('a guest who replied STOP is not texted, and that is recorded', async () => {
    const store = await bookingStore([4]);
    const guest = await signInAnonymously();
    const body = bookingBody(store);
    expect((await callApi(online(store), { baseUrl, token: guest.idToken, body })).status).toBe(201);
    const reply = await fetch(`${twilio.url}/_fake/inbound`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ From: body.customer.mobile, To: LOCAL_TWILIO.from, Body: 'STOP' }),
    });
    expect(reply.ok).toBe(true);
    const counts = await sendDueBookingReminders(Date.parse(store.slot) - 60 * 60_000, {
      restaurantId: store.restaurantId,
    });
    expect(counts).toMatchObject({ sent: 0, optedOut: 1 });
    expect((await bookingDoc(store, body.tableBookingId).get()).get('smsReminder')).toMatchObject({
      status: 'optedOut',
    });
    // Only the provider's own unsubscribe confirmation went to that handset, no reminder.
    expect(
      twilio
        .messages({ to: body.customer.mobile })
        .filter((message) => message.direction === 'outbound-api' && message.body.startsWith('Reminder:')),
    ).toEqual([]);
  });
});

describe('booking reminders through Cloud Tasks', () => {
  const bookingPath = (store: BookingStoreFixture, id: string) =>
    `restaurants/${store.restaurantId}/stores/${store.storeId}/tableBookings/${id}`;
  // The suite's functions (the task handler) text through the fakes process's Twilio.
  const remindersTo = async (mobile: string) =>
    (await textsTo(SUITE_TWILIO_URL, mobile)).filter((message) => message.body.startsWith('Reminder:'));
  const uniqueMobile = () => `+61419${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;

  it('a moved booking is texted once for its new time when the lead comes, never before; the old time and a cancelled booking send nothing', async () => {
    const store = await bookingStore([4, 4], { smsReminderMinutesBefore: 60 });
    const host = await signUpTestUser('host');
    await addRestaurantMember(store.restaurantId, host, 'user');
    const guest = await signInAnonymously();
    const moved = bookingBody(store, {
      customer: { name: 'Ava Brown', mobile: uniqueMobile(), unverifiedEmail: 'ava.brown@example.com' },
    });
    const cancelled = bookingBody(store, { customer: { name: 'Leo Grant', mobile: uniqueMobile() } });
    for (const body of [moved, cancelled]) {
      expect((await callApi(online(store), { baseUrl, token: guest.idToken, body })).status).toBe(201);
      // Accepted for tomorrow: a task for tomorrow's reminder.
      const accepted = await callApi(staff(store, body.tableBookingId, 'accept'), {
        baseUrl,
        token: host.idToken,
        body: {},
      });
      expect(accepted.status).toBe(200);
    }
    // Both moved to a time whose reminder (an hour before) is due in a few seconds.
    const dueAt = Date.now() + 6_000;
    const soon = new Date(dueAt + 60 * 60_000).toISOString();
    for (const body of [moved, cancelled]) {
      const edit = `/api/table-bookings/restaurants/${store.restaurantId}/stores/${store.storeId}/bookings/${body.tableBookingId}/edit`;
      const saved = await callApi(edit, {
        baseUrl,
        token: host.idToken,
        body: { basedOnVersion: 2, changes: { bookedForIsoDateTimeUtc: soon } },
      });
      expect(saved.status).toBe(200);
    }
    // The same booking and time again (a retried request): the same task, not a second one.
    const booking = ZTableBookingDocument.parse(
      (await firestore().doc(bookingPath(store, moved.tableBookingId)).get()).data(),
    );
    expect(
      await scheduleBookingReminder(await readBookingStore(store.restaurantId, store.storeId), booking),
    ).toBe('alreadyEnqueued');
    const cancel = await callApi(staff(store, cancelled.tableBookingId, 'cancel'), {
      baseUrl,
      token: host.idToken,
      body: { reason: 'Plans changed' },
    });
    expect(cancel.status).toBe(200);

    await expect
      .poll(() => remindersTo(moved.customer.mobile), { timeout: 60_000, interval: 500 })
      .toHaveLength(1);
    const reminder = (await firestore().doc(bookingPath(store, moved.tableBookingId)).get()).get(
      'smsReminder',
    );
    expect(reminder).toMatchObject({ status: 'sent', forIsoDateTimeUtc: soon });
    // Not early: the task ran (the emulator dispatches at once) but sent only when the lead had come.
    expect(Date.parse(reminder.atIsoDateTimeUtc)).toBeGreaterThanOrEqual(dueAt);
    const [text] = await remindersTo(moved.customer.mobile);
    expect(text?.sid).toBe(reminder.messageId);
    // Emailed too, once for this time (its delivery record names the booked time).
    const deliveries = `restaurants/${store.restaurantId}/stores/${store.storeId}/emailDeliveries`;
    const emailed = firestore().doc(
      `${deliveries}/tableBooking_reminder_${moved.tableBookingId}_${Date.parse(soon)}`,
    );
    await expect.poll(async () => (await emailed.get()).get('status'), { timeout: 30_000 }).toBe('sent');
    expect((await emailed.get()).get('to')).toBe('ava.brown@example.com');
    // The cancelled booking's task ran alongside and sent nothing; tomorrow's tasks find both moved.
    expect(await remindersTo(cancelled.customer.mobile)).toEqual([]);
    expect(
      (await firestore().doc(bookingPath(store, cancelled.tableBookingId)).get()).get('smsReminder'),
    ).toBe(undefined);
  });
});
