import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dineInRouter } from '../src/api/dineIn';
import { onlineTableBookingRouter, tableBookingsRouter } from '../src/api/tableBookings';
import { readBookingStore } from '../src/bookings/bookingStore';
import { authenticate } from '../src/http/auth';
import { errorHandler, notFoundRoute } from '../src/http/errorHandler';
import { requestId } from '../src/http/requestId';
import { seatParty } from '../src/tableFloor/floorActions';
import { firestore } from './support/admin';
import { callApi, signUpTestUser } from './support/emulators';
import { type LocalEmail, startLocalEmail } from './support/localEmail';
import { startLocalTwilio } from './support/localTwilio';
import { createOrderingStore, type OrderingStoreFixture, signInAnonymously } from './support/onlineOrdering';
import { addRestaurantMember } from './support/tenants';

/**
 * The live floor through the real routers in-process over the emulated Firestore and Auth: staff
 * seat walk-ins and clear tables, join and separate tables, and online bookings count both (a seated
 * table cannot be booked, a large party fits only on a join); the reminder check reachable by route.
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
  api.use('/dine-in', dineInRouter());
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

interface FloorStore extends OrderingStoreFixture {
  /** Tomorrow noon (UTC store, trading all day). */
  slot: string;
  /** The next bookable time from now (no notice needed), overlapping a walk-in seated now. */
  soon: string;
  token: string;
}

async function floorStore(seats: number[], settings: Record<string, unknown> = {}): Promise<FloorStore> {
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
    maxPax: 12,
    leadTimeInMinutes: 0,
    lastBookingBeforeCloseInMinutes: 0,
    seatingAreaInfo: { mandatory: false, areaNames: ['Courtyard'] },
    ...settings,
  });
  const waiter = await signUpTestUser('host');
  await addRestaurantMember(store.restaurantId, waiter, 'user');
  const tomorrow = new Date(Date.now() + 24 * 3_600_000).toISOString().slice(0, 10);
  const quarter = 15 * 60_000;
  const soon = new Date(Math.ceil((Date.now() + 60_000) / quarter) * quarter).toISOString();
  return { ...store, slot: `${tomorrow}T12:00:00.000Z`, soon, token: waiter.idToken };
}

const storeBase = (store: OrderingStoreFixture) =>
  `restaurants/${store.restaurantId}/stores/${store.storeId}`;
const floorPath = (store: OrderingStoreFixture, rest: string) => `/api/dine-in/${storeBase(store)}/${rest}`;
const online = (store: OrderingStoreFixture) => `/api/online-ordering/${storeBase(store)}/table_booking`;
const staffBookings = (store: OrderingStoreFixture, rest: string) =>
  `/api/table-bookings/${storeBase(store)}/${rest}`;
const floorDoc = (store: OrderingStoreFixture) => firestore().doc(`${storeBase(store)}/tableFloor/current`);

let counter = 0;
function bookingBody(at: string, pax: number) {
  counter += 1;
  return {
    tableBookingId: `b-${crypto.randomUUID().slice(0, 12)}`,
    bookedForIsoDateTimeUtc: at,
    pax,
    customer: {
      name: 'Ava Lee',
      mobile: `+6142${String(1_000_000 + counter).slice(-7)}`,
      unverifiedEmail: '',
    },
    seatingArea: 'Courtyard',
  };
}

async function slotAt(store: FloorStore, at: string, pax: number) {
  const answer = await callApi(`${online(store)}/availability?date=${at.slice(0, 10)}&pax=${pax}`, {
    baseUrl,
  });
  expect(answer.status).toBe(200);
  return (answer.body.slots as { startIsoDateTimeUtc: string; seatsLeft: number; available: boolean }[]).find(
    (slot) => slot.startIsoDateTimeUtc === at,
  );
}

describe('walk-ins', () => {
  it('staff seat a walk-in: the table is taken, online bookings cannot have it, clearing frees it', async () => {
    const store = await floorStore([4]);
    expect(await slotAt(store, store.soon, 2)).toMatchObject({ seatsLeft: 4, available: true });
    const body = { seatingId: 'walk-in-1', tableId: 't1', pax: 2, name: 'Sam' };
    const seated = await callApi(floorPath(store, 'seatings'), { baseUrl, token: store.token, body });
    expect(seated.status).toBe(201);
    expect(seated.body.seating).toMatchObject({ id: 'walk-in-1', tableIds: ['t1'], pax: 2, name: 'Sam' });
    // A double tap answers from the stored seating.
    const again = await callApi(floorPath(store, 'seatings'), { baseUrl, token: store.token, body });
    expect(again.status).toBe(200);
    expect((await floorDoc(store).get()).get('seatings')).toHaveLength(1);

    // The party of 2 at the table of 4 takes the table: nothing is left to book around now.
    expect(await slotAt(store, store.soon, 2)).toMatchObject({ seatsLeft: 0, available: false });
    const guest = await signInAnonymously();
    const refused = await callApi(online(store), {
      baseUrl,
      token: guest.idToken,
      body: bookingBody(store.soon, 2),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.title).toBe('Time No Longer Available');

    const cleared = await callApi(floorPath(store, 'seatings/walk-in-1/clear'), {
      baseUrl,
      token: store.token,
      body: {},
    });
    expect(cleared.status).toBe(200);
    expect((await floorDoc(store).get()).get('seatings')).toEqual([]);
    const twice = await callApi(floorPath(store, 'seatings/walk-in-1/clear'), {
      baseUrl,
      token: store.token,
      body: {},
    });
    expect(twice.status).toBe(409);
    expect(twice.body.title).toBe('Table Already Cleared');
    const booked = await callApi(online(store), {
      baseUrl,
      token: guest.idToken,
      body: bookingBody(store.soon, 2),
    });
    expect(booked.status).toBe(201);
  });

  it("a walk-in's hold lasts while they stay: three hours after sitting down, their table is still not offered", async () => {
    const store = await floorStore([4], { durationInMinutes: 90 });
    // Seated three hours ago, twice the booking duration, and the table was never cleared.
    const threeHoursAgo = new Date(Date.now() - 3 * 3_600_000);
    await seatParty(
      await readBookingStore(store.restaurantId, store.storeId),
      { seatingId: 'long-lunch', tableId: 't1', pax: 2, name: 'Long lunch' },
      { byUid: 'host', byName: 'Host' },
      threeHoursAgo,
    );
    expect(await slotAt(store, store.soon, 2)).toMatchObject({ seatsLeft: 0, available: false });
    const guest = await signInAnonymously();
    const refused = await callApi(online(store), {
      baseUrl,
      token: guest.idToken,
      body: bookingBody(store.soon, 2),
    });
    expect(refused.body.title).toBe('Time No Longer Available');
    // Cleared: the table is free at once.
    const cleared = await callApi(floorPath(store, 'seatings/long-lunch/clear'), {
      baseUrl,
      token: store.token,
      body: {},
    });
    expect(cleared.status).toBe(200);
    expect(await slotAt(store, store.soon, 2)).toMatchObject({ seatsLeft: 4, available: true });
  });

  it('a booked party that leaves early frees the rest of its booked time for online bookings', async () => {
    const store = await floorStore([4], { durationInMinutes: 90 });
    const guest = await signInAnonymously();
    const body = bookingBody(store.soon, 2);
    expect((await callApi(online(store), { baseUrl, token: guest.idToken, body })).status).toBe(201);
    const accepted = await callApi(staffBookings(store, `bookings/${body.tableBookingId}/accept`), {
      baseUrl,
      token: store.token,
      body: { tableId: 't1' },
    });
    expect(accepted.status).toBe(200);
    const seated = await callApi(floorPath(store, 'seatings'), {
      baseUrl,
      token: store.token,
      body: { seatingId: 'booked-1', tableId: 't1', pax: 2, bookingId: body.tableBookingId },
    });
    expect(seated.status).toBe(201);
    // Half an hour into their 90 minutes: the table is theirs.
    const later = new Date(Date.parse(store.soon) + 30 * 60_000).toISOString();
    expect(await slotAt(store, later, 2)).toMatchObject({ available: false });
    const cleared = await callApi(floorPath(store, 'seatings/booked-1/clear'), {
      baseUrl,
      token: store.token,
      body: {},
    });
    expect(cleared.status).toBe(200);
    expect(await slotAt(store, later, 2)).toMatchObject({ seatsLeft: 4, available: true });
    const booking = await firestore()
      .doc(`${storeBase(store)}/tableBookings/${body.tableBookingId}`)
      .get();
    expect(booking.get('leftIsoDateTimeUtc')).toEqual(expect.any(String));
    expect(booking.get('seatedIsoDateTimeUtc')).toEqual(expect.any(String));
    const next = await callApi(online(store), { baseUrl, token: guest.idToken, body: bookingBody(later, 2) });
    expect(next.status).toBe(201);
  });

  it('staff seat a booked party at another table: the booking moves there, and is seated once', async () => {
    const store = await floorStore([4, 4]);
    const guest = await signInAnonymously();
    const body = bookingBody(store.slot, 3);
    expect((await callApi(online(store), { baseUrl, token: guest.idToken, body })).status).toBe(201);
    await callApi(staffBookings(store, `bookings/${body.tableBookingId}/accept`), {
      baseUrl,
      token: store.token,
      body: { tableId: 't1' },
    });
    const seat = (seatingId: string) =>
      callApi(floorPath(store, 'seatings'), {
        baseUrl,
        token: store.token,
        body: { seatingId, tableId: 't2', pax: 3, bookingId: body.tableBookingId },
      });
    const seated = await seat('s1');
    expect(seated.status).toBe(201);
    expect(seated.body.seating).toMatchObject({
      bookingId: body.tableBookingId,
      name: 'Ava Lee',
      tableIds: ['t2'],
    });
    const booking = await firestore()
      .doc(`${storeBase(store)}/tableBookings/${body.tableBookingId}`)
      .get();
    expect(booking.get('tableIds')).toEqual(['t2']);
    const again = await seat('s2');
    expect(again.status).toBe(409);
    expect(again.body.title).toBe('Booking Already Seated');
  });

  it('ten devices seating the same table at once: one party sits, nine get the catalogue 409', async () => {
    const store = await floorStore([4, 2]);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        callApi(floorPath(store, 'seatings'), {
          baseUrl,
          token: store.token,
          body: { seatingId: `w-${index}`, tableId: 't1', pax: 3 },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    const lost = answers.filter((answer) => answer.status === 409);
    expect(lost).toHaveLength(9);
    expect(lost[0]?.body).toMatchObject({
      title: 'Table Already Seated',
      message: 'Someone was just seated at this table on another device. Choose another table.',
    });
    expect((await floorDoc(store).get()).get('seatings')).toHaveLength(1);
    const ledger = await firestore()
      .collection(`${storeBase(store)}/tableBookingDays`)
      .get();
    expect(ledger.docs.flatMap((doc) => doc.get('holds'))).toHaveLength(1);
  }, 60_000);

  it('refuses strangers, unknown and switched-off tables, and bad bodies', async () => {
    const store = await floorStore([4, 2]);
    await firestore()
      .doc(`${storeBase(store)}/tables/t2`)
      .update({ active: false });
    const stranger = await signUpTestUser('stranger');
    const body = { seatingId: 'w1', tableId: 't1', pax: 2 };
    expect(
      (await callApi(floorPath(store, 'seatings'), { baseUrl, token: stranger.idToken, body })).status,
    ).toBe(403);
    expect((await callApi(floorPath(store, 'seatings'), { baseUrl, body })).status).toBe(401);
    const unknown = await callApi(floorPath(store, 'seatings'), {
      baseUrl,
      token: store.token,
      body: { ...body, tableId: 'table-of-another-store' },
    });
    expect(unknown.status).toBe(404);
    const off = await callApi(floorPath(store, 'seatings'), {
      baseUrl,
      token: store.token,
      body: { ...body, tableId: 't2' },
    });
    expect(off.status).toBe(409);
    expect(off.body.title).toBe('Table Not In Use');
    const bad = await callApi(floorPath(store, 'seatings'), {
      baseUrl,
      token: store.token,
      body: { ...body, pax: 0 },
    });
    expect(bad.status).toBe(400);
    expect((await floorDoc(store).get()).exists).toBe(false);
  });
});

describe('joined tables', () => {
  it('a party larger than any table is bookable once tables are joined; a walk-in on a join takes it whole', async () => {
    const store = await floorStore([4, 4, 2]);
    expect(await slotAt(store, store.slot, 8)).toMatchObject({ seatsLeft: 10, available: false });
    const guest = await signInAnonymously();
    const tooBig = await callApi(online(store), {
      baseUrl,
      token: guest.idToken,
      body: bookingBody(store.slot, 8),
    });
    expect(tooBig.status).toBe(409);

    const joined = await callApi(floorPath(store, 'table-joins'), {
      baseUrl,
      token: store.token,
      body: { joinId: 'j1', tableIds: ['t1', 't2'] },
    });
    expect(joined.status).toBe(201);
    expect(await slotAt(store, store.slot, 8)).toMatchObject({ available: true });
    const big = bookingBody(store.slot, 8);
    expect((await callApi(online(store), { baseUrl, token: guest.idToken, body: big })).status).toBe(201);
    // Accepting it at one of the joined tables puts it on the whole join.
    const accepted = await callApi(staffBookings(store, `bookings/${big.tableBookingId}/accept`), {
      baseUrl,
      token: store.token,
      body: { tableId: 't2' },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.booking).toMatchObject({ tableId: 't2', tableIds: ['t1', 't2'] });

    // Now: a walk-in tapped onto table 1 sits at the join; separating is refused while they sit.
    const seated = await callApi(floorPath(store, 'seatings'), {
      baseUrl,
      token: store.token,
      body: { seatingId: 'w1', tableId: 't1', pax: 7 },
    });
    expect(seated.status).toBe(201);
    expect(seated.body.seating).toMatchObject({ tableIds: ['t1', 't2'], joinId: 'j1' });
    const busy = await callApi(floorPath(store, 'table-joins/j1'), {
      baseUrl,
      token: store.token,
      method: 'DELETE',
    });
    expect(busy.status).toBe(409);
    expect(busy.body.title).toBe('Tables In Use');
    await callApi(floorPath(store, 'seatings/w1/clear'), { baseUrl, token: store.token, body: {} });
    const separated = await callApi(floorPath(store, 'table-joins/j1'), {
      baseUrl,
      token: store.token,
      method: 'DELETE',
    });
    expect(separated.status).toBe(200);
    const twice = await callApi(floorPath(store, 'table-joins/j1'), {
      baseUrl,
      token: store.token,
      method: 'DELETE',
    });
    expect(twice.status).toBe(409);
    expect(twice.body.title).toBe('Tables Already Separated');
    expect(await slotAt(store, store.slot, 8)).toMatchObject({ available: false });
  });

  it('two devices joining overlapping tables at once: one join stands', async () => {
    const store = await floorStore([4, 4, 4]);
    const answers = await Promise.all(
      [
        ['a', ['t1', 't2']],
        ['b', ['t2', 't3']],
      ].map(([joinId, tableIds]) =>
        callApi(floorPath(store, 'table-joins'), { baseUrl, token: store.token, body: { joinId, tableIds } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.title).toBe('Tables Already Joined');
    expect((await floorDoc(store).get()).get('joins')).toHaveLength(1);
  });

  it('a table taken at the booked time by another booking is refused when accepting', async () => {
    const store = await floorStore([4, 4]);
    const guest = await signInAnonymously();
    const first = bookingBody(store.slot, 2);
    const second = bookingBody(store.slot, 2);
    for (const body of [first, second])
      expect((await callApi(online(store), { baseUrl, token: guest.idToken, body })).status).toBe(201);
    const accept = (id: string) =>
      callApi(staffBookings(store, `bookings/${id}/accept`), {
        baseUrl,
        token: store.token,
        body: { tableId: 't1' },
      });
    expect((await accept(first.tableBookingId)).status).toBe(200);
    const taken = await accept(second.tableBookingId);
    expect(taken.status).toBe(409);
    expect(taken.body.title).toBe('Table Already Booked');
  });
});

describe('booking reminders by route', () => {
  let twilio: Awaited<ReturnType<typeof startLocalTwilio>>;
  beforeAll(async () => {
    twilio = await startLocalTwilio();
  });
  afterAll(async () => {
    twilio?.restoreEnv();
    await twilio?.close();
  });

  it("a booking inside its lead time is texted by its reminder task at once, the store's due check sends nothing more; staff can text a later one now, once", async () => {
    const store = await floorStore([4, 4], { smsReminderMinutesBefore: 120 });
    const guest = await signInAnonymously();
    const due = bookingBody(store.soon, 2);
    const later = bookingBody(store.slot, 2);
    for (const body of [due, later])
      expect((await callApi(online(store), { baseUrl, token: guest.idToken, body })).status).toBe(201);
    const run = () =>
      callApi(staffBookings(store, 'reminders/send-due'), { baseUrl, token: store.token, body: {} });
    // Placed inside its lead time: its reminder task (run by the suite's functions) is due at once.
    const dueDoc = firestore().doc(`${storeBase(store)}/tableBookings/${due.tableBookingId}`);
    await expect
      .poll(async () => (await dueDoc.get()).get('smsReminder.status'), { timeout: 30_000 })
      .toBe('sent');
    const first = await run();
    expect(first.status).toBe(200);
    expect(first.body.outcomes).toMatchObject({ sent: 0 });
    const reminders = (mobile: string) =>
      twilio.messages({ to: mobile }).filter((message) => message.body.startsWith('Reminder:'));
    expect(reminders(due.customer.mobile)).toEqual([]);
    expect(reminders(later.customer.mobile)).toEqual([]);

    const remind = () =>
      callApi(staffBookings(store, `bookings/${later.tableBookingId}/remind`), {
        baseUrl,
        token: store.token,
        body: {},
      });
    const now = await remind();
    expect(now.status).toBe(200);
    expect(now.body.outcome).toBe('sent');
    const texts = reminders(later.customer.mobile);
    expect(texts).toHaveLength(1);
    expect(texts[0]?.body).toMatch(/^Reminder: your table for 2 guests at /);
    const twice = await remind();
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({
      title: 'Reminder Not Sent',
      message: 'The reminder for this time was already texted.',
    });
    const stranger = await signUpTestUser('stranger');
    expect(
      (
        await callApi(staffBookings(store, 'reminders/send-due'), {
          baseUrl,
          token: stranger.idToken,
          body: {},
        })
      ).status,
    ).toBe(403);
  });

  it('texts the guest once per status: received, confirmed (two devices accepting send one), cancelled', async () => {
    const store = await floorStore([4]);
    const guest = await signInAnonymously();
    const body = bookingBody(store.slot, 2);
    expect((await callApi(online(store), { baseUrl, token: guest.idToken, body })).status).toBe(201);
    // A retry of the same booking sends nothing more.
    expect((await callApi(online(store), { baseUrl, token: guest.idToken, body })).status).toBe(200);
    const accepts = await Promise.all(
      [0, 1].map(() =>
        callApi(staffBookings(store, `bookings/${body.tableBookingId}/accept`), {
          baseUrl,
          token: store.token,
          body: {},
        }),
      ),
    );
    expect(accepts.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(
      (
        await callApi(staffBookings(store, `bookings/${body.tableBookingId}/cancel`), {
          baseUrl,
          token: store.token,
          body: { reason: 'Kitchen closed' },
        })
      ).status,
    ).toBe(200);
    const texts = twilio.messages({ to: body.customer.mobile }).map((message) => message.body);
    expect(texts).toHaveLength(3);
    expect(texts[0]).toMatch(/^We have your booking request for 2 guests at .+ We will confirm it shortly\./);
    expect(texts[1]).toMatch(/^Your table for 2 guests at .+ is confirmed\./);
    expect(texts[2]).toMatch(/^Your booking for 2 guests at .+ was cancelled\./);
    const stored = await firestore()
      .doc(`${storeBase(store)}/tableBookings/${body.tableBookingId}`)
      .get();
    expect(stored.get('smsNotices')).toMatchObject({
      new: { status: 'sent' },
      accepted: { status: 'sent' },
      cancelled: { status: 'sent' },
    });
  });
});
