import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeFcm, startFakeFcm } from '../src/fcm';

let fake: FakeFcm;
beforeAll(async () => {
  fake = await startFakeFcm({ port: 0, projectId: 'demo-p' });
});
afterAll(async () => {
  await fake?.close();
});

const auth = { authorization: 'Bearer local', 'content-type': 'application/json', access_token_auth: 'true' };
const send = (message: unknown, project = 'demo-p', headers: Record<string, string> = auth) =>
  fetch(`${fake.url}/v1/projects/${project}/messages:send`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ message }),
  });
const batch = (action: 'batchAdd' | 'batchRemove', to: string, tokens: string[]) =>
  fetch(`${fake.url}/iid/v1:${action}`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ to, registration_tokens: tokens }),
  });

/** Reads Server-Sent Events from a device's stream until `count` messages came. */
async function readEvents(
  token: string,
  count: number,
  after?: number,
): Promise<{ id: number; data: unknown }[]> {
  const response = await fetch(
    `${fake.url}/_fake/web/registrations/${encodeURIComponent(token)}/stream`,
    after === undefined ? {} : { headers: { 'last-event-id': String(after) } },
  );
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const events: { id: number; data: unknown }[] = [];
  let text = '';
  while (events.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    text += new TextDecoder().decode(value);
    const blocks = text.split('\n\n');
    text = blocks.pop() ?? '';
    for (const block of blocks) {
      const id = /^id: (\d+)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (id && data) events.push({ id: Number(id), data: JSON.parse(data) });
    }
  }
  await reader.cancel();
  return events;
}

describe('the fake FCM', () => {
  it('answers sends and topic changes with FCM’s wire shapes and error codes', async () => {
    const unauthenticated = await send({ topic: 't' }, 'demo-p', { 'content-type': 'application/json' });
    expect(unauthenticated.status).toBe(401);
    const mismatch = await send({ topic: 't', notification: { title: 'x' } }, 'other');
    expect(mismatch.status).toBe(403);
    expect(
      ((await mismatch.json()) as { error: { details: { errorCode: string }[] } }).error.details[0]
        ?.errorCode,
    ).toBe('SENDER_ID_MISMATCH');
    const twoTargets = await send({ topic: 't', token: 'x' });
    expect(twoTargets.status).toBe(400);
    const badTopic = await send({ topic: 'no spaces' });
    expect(badTopic.status).toBe(400);
    const unknownToken = await send({ token: 'not-registered' });
    expect(unknownToken.status).toBe(404);
    expect(
      ((await unknownToken.json()) as { error: { details: { errorCode: string }[] } }).error.details[0]
        ?.errorCode,
    ).toBe('UNREGISTERED');
    const topics = await batch('batchAdd', '/topics/t', ['not-registered']);
    expect(await topics.json()).toEqual({ results: [{ error: 'NOT_FOUND' }] });
  });

  it('delivers a topic message to its subscribers’ streams, and replays what a reconnecting device missed', async () => {
    const registered = await fetch(`${fake.url}/_fake/web/registrations`, { method: 'POST' });
    expect(registered.headers.get('access-control-allow-origin')).toBe('*');
    const { token } = (await registered.json()) as { token: string };
    expect((await batch('batchAdd', '/topics/new-orders.r.s', [token])).status).toBe(200);
    const listening = readEvents(token, 1);
    // The stream is open once the device is listed with an open stream; the send follows.
    await expect
      .poll(async () => (await fetch(`${fake.url}/_fake/web/registrations/${token}`)).status)
      .toBe(200);
    await new Promise((resolve) => setImmediate(resolve));
    const first = await send({
      topic: 'new-orders.r.s',
      notification: { title: 'New order #1', body: 'Pickup' },
    });
    expect(first.status).toBe(200);
    const [event] = await listening;
    expect(event?.data).toMatchObject({
      from: '/topics/new-orders.r.s',
      notification: { title: 'New order #1' },
    });

    await send({ topic: 'new-orders.r.s', notification: { title: 'New order #2', body: 'Pickup' } });
    const missed = await readEvents(token, 1, event?.id);
    expect(missed[0]?.data).toMatchObject({ notification: { title: 'New order #2' } });

    expect((await batch('batchRemove', '/topics/new-orders.r.s', [token])).status).toBe(200);
    expect(fake.topicSubscribers('new-orders.r.s')).toEqual([]);
    await fetch(`${fake.url}/_fake/web/registrations/${token}`, { method: 'DELETE' });
    expect((await send({ token })).status).toBe(404);
  });
});
