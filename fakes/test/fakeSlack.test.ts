import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeSlack, startFakeSlack } from '../src/slack';

let fake: FakeSlack;
beforeAll(async () => {
  fake = await startFakeSlack({ port: 0 });
});
afterAll(async () => {
  await fake?.close();
});

const post = (path: string, body: string) =>
  fetch(`${fake.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

describe('fake Slack incoming webhook', () => {
  it('answers like Slack and keeps what was posted', async () => {
    const ok = await post('/services/T1/B1/token', JSON.stringify({ text: 'Terminal down' }));
    expect([ok.status, await ok.text()]).toEqual([200, 'ok']);
    const empty = await post('/services/T1/B1/token', JSON.stringify({}));
    expect([empty.status, await empty.text()]).toEqual([400, 'no_text']);
    const broken = await post('/services/T1/B1/token', 'not json');
    expect([broken.status, await broken.text()]).toEqual([400, 'invalid_payload']);
    expect((await post('/elsewhere', '{}')).status).toBe(404);
    expect(fake.messages.map((message) => message.text)).toEqual(['Terminal down']);
  });

  it('fails every post during an outage', async () => {
    await post('/_fake/outage', JSON.stringify({ down: true }));
    expect((await post('/services/T1/B1/token', JSON.stringify({ text: 'x' }))).status).toBe(500);
    await post('/_fake/outage', JSON.stringify({ down: false }));
    expect((await post('/services/T1/B1/token', JSON.stringify({ text: 'y' }))).status).toBe(200);
  });

  it("keeps each incoming webhook's messages apart", async () => {
    await post('/services/TA/BA/store-a', JSON.stringify({ text: 'Alert for A' }));
    await post('/services/TB/BB/store-b', JSON.stringify({ text: 'Alert for B' }));
    const of = async (path: string) =>
      (
        (await (await fetch(`${fake.url}/_fake/messages?path=${encodeURIComponent(path)}`)).json()) as {
          text: string;
        }[]
      ).map((message) => message.text);
    expect(await of('/services/TA/BA/store-a')).toEqual(['Alert for A']);
    expect(await of('/services/TB/BB/store-b')).toEqual(['Alert for B']);
    const page = await (await fetch(`${fake.url}/`)).text();
    expect(page).toContain('/services/TA/BA/store-a');
    expect(page).toContain('Alert for B');
  });
});
