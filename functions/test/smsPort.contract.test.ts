/**
 * Contract suite for the SMS port: the real Twilio adapter (official SDK, its HTTP client pointed at
 * another base URL) against the fake Twilio started in-process. Needs no emulator.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeTwilio, startFakeTwilio } from '../../fakes/src/twilio';
import { SmsSendError, type SmsSender, twilioSmsSender } from '../src/integrations/sms';

const ACCOUNT = `AC${'3'.repeat(32)}`;
const TOKEN = 'c'.repeat(32);
const SERVICE = `MG${'4'.repeat(32)}`;
const NUMBER = '+61480000010';
const SERVICE_NUMBER = '+61480000011';

let fake: FakeTwilio;
let receiver: Server;
let callbackUrl: string;
const callbacks: { signature: string; params: Record<string, string> }[] = [];

function adapter(
  overrides: Partial<Parameters<typeof twilioSmsSender>[0] extends () => infer C ? C : never> = {},
): SmsSender {
  return twilioSmsSender(() => ({
    accountSid: ACCOUNT,
    authToken: TOKEN,
    from: NUMBER,
    apiBaseUrl: fake.url,
    ...overrides,
  }));
}

const handset = () => `+614${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      callbacks.push({
        signature: String(request.headers['x-twilio-signature']),
        params: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString())),
      });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  callbackUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/sms/status`;
  fake = await startFakeTwilio({
    port: 0,
    statusStepMs: 1,
    accounts: [
      {
        sid: ACCOUNT,
        authToken: TOKEN,
        senders: [NUMBER, SERVICE_NUMBER],
        messagingServices: { [SERVICE]: [SERVICE_NUMBER] },
      },
    ],
  });
});
afterAll(async () => {
  await fake?.close();
  await new Promise((resolve) => receiver.close(resolve));
});

describe('Twilio adapter against the fake Twilio', () => {
  it('sends from the number and returns the message SID', async () => {
    const to = handset();
    const { id } = await adapter().send({ to, body: 'Your Bella Vista code is 123456' });
    expect(id).toMatch(/^SM[0-9a-f]{32}$/);
    expect(fake.messages({ to })).toMatchObject([
      { sid: id, from: NUMBER, body: 'Your Bella Vista code is 123456', direction: 'outbound-api' },
    ]);
  });

  it('a Messaging Service SID as the sender sends through the service', async () => {
    const to = handset();
    const { id } = await adapter({ from: SERVICE }).send({ to, body: 'hello' });
    await fake.settle();
    expect(fake.messages({ to })).toMatchObject([
      { sid: id, messaging_service_sid: SERVICE, from: SERVICE_NUMBER, status: 'delivered' },
    ]);
  });

  it("status callbacks are signed so the SDK's own validator accepts them", async () => {
    const to = handset();
    const { id } = await adapter({ statusCallbackUrl: callbackUrl }).send({ to, body: 'tracked' });
    await fake.settle();
    const mine = callbacks.filter((entry) => entry.params.MessageSid === id);
    expect(mine.map((entry) => entry.params.MessageStatus)).toEqual(['sending', 'sent', 'delivered']);
    for (const entry of mine)
      expect(twilio.validateRequest(TOKEN, entry.signature, callbackUrl, entry.params)).toBe(true);
    expect(
      twilio.validateRequest('0'.repeat(32), mine[0]?.signature ?? '', callbackUrl, mine[0]?.params ?? {}),
    ).toBe(false);
  });

  it.each([
    ['not E.164', '0412 345 678', 21211],
    ["Twilio's invalid test number", '+15005550001', 21211],
    ['not a mobile', '+15005550009', 21614],
  ])('refuses a number that is %s with SmsSendError %#', async (_label, to, code) => {
    const error = await adapter()
      .send({ to, body: 'x' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SmsSendError);
    expect(error).toMatchObject({ code, status: 400 });
  });

  it('a recipient who replied STOP is refused with 21610 until START', async () => {
    const to = handset();
    await adapter().send({ to, body: 'first' });
    await fetch(`${fake.url}/_fake/inbound`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ From: to, To: NUMBER, Body: 'Stop' }),
    });
    const error = (await adapter()
      .send({ to, body: 'second' })
      .catch((caught: unknown) => caught)) as SmsSendError;
    expect(error).toBeInstanceOf(SmsSendError);
    expect(error.code).toBe(21610);
    expect(error.unsubscribed).toBe(true);
    await fetch(`${fake.url}/_fake/inbound`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ From: to, To: NUMBER, Body: 'START' }),
    });
    await expect(adapter().send({ to, body: 'third' })).resolves.toMatchObject({
      id: expect.stringMatching(/^SM/),
    });
  });

  it('wrong credentials are 20003 (401); missing configuration fails before any request', async () => {
    await expect(
      adapter({ authToken: 'wrong'.padEnd(32, '0') }).send({ to: handset(), body: 'x' }),
    ).rejects.toMatchObject({
      code: 20003,
      status: 401,
    });
    await expect(adapter({ from: '' }).send({ to: handset(), body: 'x' })).rejects.toThrow(/TWILIO_FROM/);
  });

  it('a sender the account does not own is 21606', async () => {
    await expect(adapter({ from: '+61499999999' }).send({ to: handset(), body: 'x' })).rejects.toMatchObject({
      code: 21606,
    });
  });
});
