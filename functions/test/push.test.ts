/**
 * Staff hear about new orders: `/api/push/topics/list | subscribe | unsubscribe` on the emulator
 * suite's API, and the order-write trigger pushing each new order to its store's topic, through
 * firebase-admin's messaging against the fakes process's FCM (fakes/src/fcm, 12151).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderWrite } from '../src/orderOperations/orderWrite';
import { firestore } from './support/admin';
import { callApi, signUpTestUser, type TestUser } from './support/emulators';
import {
  createOrderingStore,
  type OrderingStoreFixture,
  orderBody,
  ordersPath,
  signInAnonymously,
} from './support/onlineOrdering';

const FCM = process.env.FAKE_FCM_URL ?? 'http://127.0.0.1:12151';

interface SentMessage {
  name: string;
  target: { topic?: string };
  notification?: { title?: string; body?: string };
  data?: Record<string, string>;
  deliveredTo: string[];
}

async function registerDevice(): Promise<string> {
  const response = await fetch(`${FCM}/_fake/web/registrations`, { method: 'POST' });
  return ((await response.json()) as { token: string }).token;
}

async function messagesFor(orderId: string): Promise<SentMessage[]> {
  const { messages } = (await (await fetch(`${FCM}/_fake/messages`)).json()) as { messages: SentMessage[] };
  return messages.filter((message) => message.data?.orderId === orderId);
}

async function subscribers(topic: string): Promise<number> {
  const topics = (await (await fetch(`${FCM}/_fake/topics`)).json()) as Record<string, number>;
  return topics[topic] ?? 0;
}

const topicOf = (fixture: OrderingStoreFixture) => `new-orders.${fixture.restaurantId}.${fixture.storeId}`;

async function addMember(fixture: OrderingStoreFixture, user: TestUser, level: 'store' | 'restaurant') {
  const path =
    level === 'store'
      ? `restaurants/${fixture.restaurantId}/stores/${fixture.storeId}/members/${user.uid}`
      : `restaurants/${fixture.restaurantId}/members/${user.uid}`;
  await firestore()
    .doc(path)
    .set({ uid: user.uid, email: user.email, role: 'user', restaurantId: fixture.restaurantId });
}

let store: OrderingStoreFixture;
let otherStore: OrderingStoreFixture;
let staff: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  [store, otherStore, staff, stranger] = await Promise.all([
    createOrderingStore(),
    createOrderingStore(),
    signUpTestUser('push-staff'),
    signUpTestUser('push-stranger'),
  ]);
  await addMember(store, staff, 'store');
  await addMember(otherStore, stranger, 'restaurant');
  process.env.PUSH_FCM_ENDPOINT ??= new URL(FCM).host;
});
afterAll(() => undefined);

describe('push topics', () => {
  it('lists the stores a person works at, subscribes this device, and the list says so', async () => {
    const token = await registerDevice();
    const before = await callApi('/api/push/topics/list', {
      token: staff.idToken,
      body: { registrationToken: token },
    });
    expect(before.status).toBe(200);
    expect(before.body.topics).toEqual([
      expect.objectContaining({ topic: topicOf(store), storeName: 'Bondi', subscribed: false }),
    ]);

    const subscribed = await callApi('/api/push/topics/subscribe', {
      token: staff.idToken,
      body: { registrationToken: token, topics: [topicOf(store)] },
    });
    expect(subscribed.status).toBe(200);
    expect(await subscribers(topicOf(store))).toBeGreaterThanOrEqual(1);
    const after = await callApi('/api/push/topics/list', {
      token: staff.idToken,
      body: { registrationToken: token },
    });
    expect(after.body.topics).toEqual([expect.objectContaining({ topic: topicOf(store), subscribed: true })]);

    // A restaurant-level member gets every store of the restaurant.
    const theirs = await callApi('/api/push/topics/list', { token: stranger.idToken, body: {} });
    expect((theirs.body.topics as { topic: string }[]).map((entry) => entry.topic)).toEqual([
      topicOf(otherStore),
    ]);
  });

  it('refuses a topic of a store the caller does not work at (403), and subscribes nothing', async () => {
    const token = await registerDevice();
    const refused = await callApi('/api/push/topics/subscribe', {
      token: stranger.idToken,
      body: { registrationToken: token, topics: [topicOf(otherStore), topicOf(store)] },
    });
    expect(refused.status).toBe(403);
    const list = await callApi('/api/push/topics/list', {
      token: stranger.idToken,
      body: { registrationToken: token },
    });
    expect((list.body.topics as { subscribed: boolean }[]).every((entry) => !entry.subscribed)).toBe(true);
  });

  it('says in words when the device’s token is no longer valid', async () => {
    const gone = `gone-${'x'.repeat(40)}`;
    const refused = await callApi('/api/push/topics/subscribe', {
      token: staff.idToken,
      body: { registrationToken: gone, topics: [topicOf(store)] },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('can no longer receive notifications');
  });

  it('only the person who subscribed a device may unsubscribe it; then it hears nothing more', async () => {
    const token = await registerDevice();
    await callApi('/api/push/topics/subscribe', {
      token: staff.idToken,
      body: { registrationToken: token, topics: [topicOf(store)] },
    });
    const other = await callApi('/api/push/topics/unsubscribe', {
      token: stranger.idToken,
      body: { registrationToken: token, topics: [topicOf(store)] },
    });
    expect(other.status).toBe(404);
    const own = await callApi('/api/push/topics/unsubscribe', {
      token: staff.idToken,
      body: { registrationToken: token, topics: [topicOf(store)] },
    });
    expect(own.status).toBe(200);
    expect(own.body.topics).toEqual([]);
  });

  it('a device taken over by someone else leaves the previous person’s stores', async () => {
    const token = await registerDevice();
    const shared = await createOrderingStore();
    await addMember(shared, staff, 'store');
    await addMember(shared, stranger, 'store');
    await callApi('/api/push/topics/subscribe', {
      token: staff.idToken,
      body: { registrationToken: token, topics: [topicOf(store)] },
    });
    const before = await subscribers(topicOf(store));
    await callApi('/api/push/topics/subscribe', {
      token: stranger.idToken,
      body: { registrationToken: token, topics: [topicOf(shared)] },
    });
    expect(await subscribers(topicOf(store))).toBe(before - 1);
    expect(await subscribers(topicOf(shared))).toBe(1);
  });
});

describe('a new order is pushed to its store’s topic', () => {
  it('once, with the order’s number, type and total, and a re-delivered event sends nothing more', async () => {
    const token = await registerDevice();
    await callApi('/api/push/topics/subscribe', {
      token: staff.idToken,
      body: { registrationToken: token, topics: [topicOf(store)] },
    });
    const guest = await signInAnonymously();
    const body = orderBody();
    expect((await callApi(ordersPath(store), { body, token: guest.idToken })).status).toBe(200);
    await expect.poll(async () => (await messagesFor(body.orderId)).length, { timeout: 60_000 }).toBe(1);
    const order = (
      await firestore()
        .doc(`restaurants/${store.restaurantId}/stores/${store.storeId}/orders/${body.orderId}`)
        .get()
    ).data() as Record<string, unknown>;
    const [message] = await messagesFor(body.orderId);
    expect(message?.target.topic).toBe(topicOf(store));
    expect(message?.deliveredTo).toContain(token);
    expect(message?.notification).toEqual({
      title: `New order #${String(order.displayNumber)} · Bondi`,
      body: 'Pickup · $20.50 · Sam Diner',
    });
    expect(message?.data?.path).toBe(
      `/restaurants/${store.restaurantId}/stores/${store.storeId}/orders/${body.orderId}`,
    );

    // The event again (a re-delivery): the claim stops it.
    const { sendNewOrderPush } = await import('../src/push/newOrderPush');
    const write: OrderWrite = {
      restaurantId: store.restaurantId,
      storeId: store.storeId,
      orderId: body.orderId,
      before: undefined,
      after: order,
    };
    expect(await sendNewOrderPush(write)).toBe('skipped');
    expect(await messagesFor(body.orderId)).toHaveLength(1);
  });
});

describe('which order writes the push follows', () => {
  it('a placed order (new, or accepted at once), not a staff accept or an update', async () => {
    const { newOrderPushCaresAbout } = await import('../src/push/newOrderPushTrigger');
    const order = (code: string) => ({ status: { code } });
    expect(newOrderPushCaresAbout({ before: undefined, after: order('new') })).toBe(true);
    expect(newOrderPushCaresAbout({ before: order('processingPayment'), after: order('new') })).toBe(true);
    expect(newOrderPushCaresAbout({ before: undefined, after: order('accepted') })).toBe(true);
    expect(newOrderPushCaresAbout({ before: undefined, after: order('processingPayment') })).toBe(false);
    expect(newOrderPushCaresAbout({ before: order('new'), after: order('accepted') })).toBe(false);
    expect(newOrderPushCaresAbout({ before: order('new'), after: order('new') })).toBe(false);
  });
});
