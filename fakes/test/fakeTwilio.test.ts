import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeTwilio, startFakeTwilio, twilioSignature } from '../src/twilio';
import { segmentsOf } from '../src/twilio/wire';

let fake: FakeTwilio;
let receiver: Server;
let receiverUrl: string;
const received: { path: string; signature: string; params: Record<string, string> }[] = [];
const SID = `AC${'1'.repeat(32)}`;
const TOKEN = 'b'.repeat(32);
const SERVICE = `MG${'2'.repeat(32)}`;

async function send(params: Record<string, string>, auth = `${SID}:${TOKEN}`, account = SID) {
  const response = await fetch(`${fake.url}/2010-04-01/Accounts/${account}/Messages.json`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(auth).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(params).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function control(path: string, body: unknown) {
  const response = await fetch(`${fake.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Record<string, unknown>;
}

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        signature: String(request.headers['x-twilio-signature']),
        params: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString())),
      });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  fake = await startFakeTwilio({
    port: 0,
    statusStepMs: 1,
    accounts: [
      {
        sid: SID,
        authToken: TOKEN,
        senders: ['+61480000001', '+61480000002', 'BellaVista'],
        messagingServices: { [SERVICE]: ['+61480000002'] },
      },
    ],
  });
});
afterAll(async () => {
  await fake?.close();
  await new Promise((resolve) => receiver.close(resolve));
});

describe('fake Twilio Messages API', () => {
  it('answers 20003 with 401 for missing or wrong credentials', async () => {
    const wrong = await send({ To: '+61412345678', From: '+61480000001', Body: 'hi' }, `${SID}:nope`);
    expect(wrong).toEqual({
      status: 401,
      body: {
        code: 20003,
        message: 'Authenticate',
        more_info: 'https://www.twilio.com/docs/errors/20003',
        status: 401,
      },
    });
    const otherAccount = await send(
      { To: '+61412345678', From: '+61480000001', Body: 'hi' },
      undefined,
      `AC${'9'.repeat(32)}`,
    );
    expect(otherAccount.status).toBe(404);
    expect(otherAccount.body.code).toBe(20404);
  });

  it.each([
    [{ From: '+61480000001', Body: 'hi' }, 21604],
    [{ To: '+61412345678', Body: 'hi' }, 21603],
    [{ To: '+61412345678', From: '+61480000001' }, 21602],
    [{ To: '0412 345 678', From: '+61480000001', Body: 'hi' }, 21211],
    [{ To: '+15005550001', From: '+61480000001', Body: 'hi' }, 21211],
    [{ To: '+15005550009', From: '+61480000001', Body: 'hi' }, 21614],
    [{ To: '+61412345678', From: '+61499999999', Body: 'hi' }, 21606],
    [{ To: '+61412345678', From: '+61480000001', Body: 'x'.repeat(1601) }, 21617],
  ])('refuses %j with error %i', async (params, code) => {
    const { status, body } = await send(params);
    expect(status).toBe(400);
    expect(body).toMatchObject({
      code,
      status: 400,
      more_info: `https://www.twilio.com/docs/errors/${code}`,
    });
  });

  it('creates a queued message and reports each later status to the signed StatusCallback, in order', async () => {
    const callback = `${receiverUrl}/sms/status?store=bondi`;
    const { status, body } = await send({
      To: '+61412345678',
      From: '+61480000001',
      Body: 'Your code is 123456',
      StatusCallback: callback,
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      sid: expect.stringMatching(/^SM[0-9a-f]{32}$/),
      account_sid: SID,
      api_version: '2010-04-01',
      status: 'queued',
      direction: 'outbound-api',
      to: '+61412345678',
      from: '+61480000001',
      body: 'Your code is 123456',
      num_segments: '1',
      error_code: null,
      uri: `/2010-04-01/Accounts/${SID}/Messages/${String(body.sid)}.json`,
    });
    expect(String(body.date_created)).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} \+0000$/);
    await fake.settle();
    const mine = received.filter((entry) => entry.params.MessageSid === body.sid);
    expect(mine.map((entry) => entry.params.MessageStatus)).toEqual(['sending', 'sent', 'delivered']);
    for (const entry of mine) {
      expect(entry.path).toBe('/sms/status?store=bondi');
      expect(entry.signature).toBe(twilioSignature(TOKEN, callback, entry.params));
      expect(entry.params).toMatchObject({ AccountSid: SID, To: '+61412345678', ApiVersion: '2010-04-01' });
    }
    expect(mine[2]?.params.RawDlrDoneDate).toMatch(/^\d{10}$/);
    const fetched = await fetch(`${fake.url}${String(body.uri)}`, {
      headers: { authorization: `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}` },
    });
    expect(((await fetched.json()) as { status: string }).status).toBe('delivered');
  });

  it('an undeliverable handset ends undelivered with ErrorCode', async () => {
    await control('/_fake/outcomes', { to: '+61400000333', outcome: 'undelivered' });
    const callback = `${receiverUrl}/cb`;
    const { body } = await send({
      To: '+61400000333',
      From: '+61480000001',
      Body: 'hi',
      StatusCallback: callback,
    });
    await fake.settle();
    const last = received.filter((entry) => entry.params.MessageSid === body.sid).at(-1);
    expect(last?.params).toMatchObject({ MessageStatus: 'undelivered', ErrorCode: '30003' });
  });

  it('with a Messaging Service the message is accepted first and gets a sender when queued', async () => {
    const { status, body } = await send({ To: '+61412345679', MessagingServiceSid: SERVICE, Body: 'hello' });
    expect(status).toBe(201);
    expect(body).toMatchObject({ status: 'accepted', from: null, messaging_service_sid: SERVICE });
    await fake.settle();
    expect(fake.messages({ to: '+61412345679' })[0]).toMatchObject({
      status: 'delivered',
      from: '+61480000002',
    });
  });

  it('STOP from the handset blocks the sender (21610) until START, and HELP gets the help reply', async () => {
    const handset = '+61400000444';
    expect((await send({ To: handset, From: '+61480000002', Body: 'one' })).status).toBe(201);
    const stop = await control('/_fake/inbound', { From: handset, To: '+61480000002', Body: ' stop ' });
    expect(stop).toMatchObject({ optedOut: true, reply: { to: handset, direction: 'outbound-reply' } });
    const blocked = await send({ To: handset, From: '+61480000002', Body: 'two' });
    expect(blocked).toMatchObject({
      status: 400,
      body: { code: 21610, message: 'Attempt to send to unsubscribed recipient' },
    });
    // The number is in a Messaging Service: the opt-out covers the whole service.
    expect((await send({ To: handset, MessagingServiceSid: SERVICE, Body: 'three' })).body.code).toBe(21610);
    // Another sender outside the service may still text.
    expect((await send({ To: handset, From: '+61480000001', Body: 'four' })).status).toBe(201);
    // "Please stop" is not the keyword alone.
    expect(
      await control('/_fake/inbound', { From: handset, To: '+61480000002', Body: 'please STOP' }),
    ).toMatchObject({
      optedOut: true,
      reply: null,
    });
    const help = await control('/_fake/inbound', { From: handset, To: '+61480000002', Body: 'help' });
    expect(String((help.reply as { body: string }).body)).toContain('Reply STOP to unsubscribe');
    expect(
      await control('/_fake/inbound', { From: handset, To: '+61480000002', Body: 'UNSTOP' }),
    ).toMatchObject({
      optedOut: false,
    });
    expect((await send({ To: handset, From: '+61480000002', Body: 'five' })).status).toBe(201);
  });

  it('lists newest first with Twilio paging', async () => {
    const auth = { authorization: `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}` };
    for (const n of [1, 2, 3]) await send({ To: '+61400000555', From: '+61480000001', Body: `m${n}` });
    const first = (await (
      await fetch(`${fake.url}/2010-04-01/Accounts/${SID}/Messages.json?To=%2B61400000555&PageSize=2`, {
        headers: auth,
      })
    ).json()) as { messages: { body: string }[]; next_page_uri: string | null; page_size: number };
    expect(first.messages.map((m) => m.body)).toEqual(['m3', 'm2']);
    expect(first.page_size).toBe(2);
    const second = (await (await fetch(`${fake.url}${first.next_page_uri}`, { headers: auth })).json()) as {
      messages: { body: string }[];
      next_page_uri: string | null;
    };
    expect(second.messages.map((m) => m.body)).toEqual(['m1']);
    expect(second.next_page_uri).toBeNull();
  });

  it('counts segments as carriers do (GSM-7 160/153, UCS-2 70/67)', () => {
    expect(segmentsOf('a'.repeat(160))).toBe(1);
    expect(segmentsOf('a'.repeat(161))).toBe(2);
    expect(segmentsOf('€'.repeat(80))).toBe(1);
    expect(segmentsOf('🍕'.repeat(35))).toBe(1);
    expect(segmentsOf('🍕'.repeat(36))).toBe(2);
  });
});
