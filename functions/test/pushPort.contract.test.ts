/**
 * Contract suite for the push port: the real adapter (firebase-admin's messaging, its HTTP agent
 * connecting to the local FCM) against the fake FCM started in-process. Needs no emulator.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeFcm, startFakeFcm } from '../../fakes/src/fcm';
import { fcmPushSender, PushSendError, type PushSender } from '../src/integrations/push';

const PROJECT = 'demo-push-contract';
let fake: FakeFcm;
let push: PushSender;

beforeAll(async () => {
  fake = await startFakeFcm({ port: 0, projectId: PROJECT });
  push = fcmPushSender(() => ({ endpoint: `127.0.0.1:${fake.port}`, projectId: PROJECT }));
});
afterAll(async () => {
  await fake?.close();
});

async function fail(status: number, errorCode?: string) {
  // One failure: a retry the SDK makes meets the healthy service.
  await fetch(`${fake.url}/_fake/fail-next`, {
    method: 'POST',
    body: JSON.stringify({ status, ...(errorCode ? { errorCode } : {}) }),
  });
}

describe('push port (firebase-admin messaging) against the fake FCM', () => {
  it('subscribes devices to a topic and a topic send reaches exactly its subscribers', async () => {
    const tablet = fake.registerDevice();
    const phone = fake.registerDevice();
    const other = fake.registerDevice();
    expect(await push.subscribe([tablet, phone], 'new-orders.r1.s1')).toEqual([]);
    expect(await push.subscribe([other], 'new-orders.r1.s2')).toEqual([]);
    const sent = await push.sendToTopic('new-orders.r1.s1', {
      title: 'New order #A12',
      body: 'Pickup · $23.50',
      data: { orderId: 'o1' },
      link: '/restaurants/r1/stores/s1/orders/o1',
    });
    expect(sent.id).toMatch(new RegExp(`^projects/${PROJECT}/messages/`));
    const stored = fake.messages.find((message) => message.name === sent.id);
    expect(stored?.deliveredTo.sort()).toEqual([tablet, phone].sort());
    expect(stored?.notification).toEqual({ title: 'New order #A12', body: 'Pickup · $23.50' });
    expect(stored?.data).toEqual({ orderId: 'o1' });
  });

  it('stops sending to a device once it is unsubscribed', async () => {
    const tablet = fake.registerDevice();
    await push.subscribe([tablet], 'new-orders.r2.s1');
    expect(await push.unsubscribe([tablet], 'new-orders.r2.s1')).toEqual([]);
    const sent = await push.sendToTopic('new-orders.r2.s1', { title: 't', body: 'b' });
    expect(fake.messages.find((message) => message.name === sent.id)?.deliveredTo).toEqual([]);
  });

  it('reports each token the topic service does not know, and subscribes the rest', async () => {
    const tablet = fake.registerDevice();
    const failures = await push.subscribe([tablet, 'gone-token'], 'new-orders.r3.s1');
    expect(failures).toEqual([
      { token: 'gone-token', reason: 'messaging/registration-token-not-registered' },
    ]);
    expect(fake.topicSubscribers('new-orders.r3.s1')).toEqual([tablet]);
  });

  it('lets the SDK retry a 503 UNAVAILABLE, as FCM asks, and the send goes through', async () => {
    const before = fake.messages.length;
    await fail(503, 'UNAVAILABLE');
    const sent = await push.sendToTopic('new-orders.r4.s1', { title: 't', body: 'b' });
    expect(sent.id).toMatch(/messages\//);
    expect(fake.messages.length).toBe(before + 1);
  });

  it('maps FCM’s error codes to the SDK’s, and says which are worth a retry', async () => {
    await fail(500, 'INTERNAL');
    const internal = await push.sendToTopic('new-orders.r4.s1', { title: 't', body: 'b' }).catch((e) => e);
    expect(internal).toBeInstanceOf(PushSendError);
    expect(internal.code).toBe('messaging/internal-error');
    expect(internal.transient).toBe(true);

    await fail(400, 'INVALID_ARGUMENT');
    const invalid = await push.sendToTopic('new-orders.r4.s1', { title: 't', body: 'b' }).catch((e) => e);
    expect(invalid.code).toBe('messaging/invalid-argument');
    expect(invalid.transient).toBe(false);
  });

  it('refuses a project other than the one the fake serves (SENDER_ID_MISMATCH)', async () => {
    const wrong = fcmPushSender(() => ({ endpoint: `127.0.0.1:${fake.port}`, projectId: 'someone-else' }));
    const error = await wrong.sendToTopic('new-orders.r5.s1', { title: 't', body: 'b' }).catch((e) => e);
    expect(error).toBeInstanceOf(PushSendError);
    expect(error.code).toBe('messaging/mismatched-credential');
  });
});
