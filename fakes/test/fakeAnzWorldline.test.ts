import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANZ_WORLDLINE_SIGNATURE_HEADER,
  type FakeAnzWorldline,
  startFakeAnzWorldline,
  verifyAnzWorldlineSignature,
} from '../src/anzWorldline';

const API_KEY = 'anzwl_test';
const INTEGRATOR = 'integrator-1';
const SECRET = 'whsec_test';
let fake: FakeAnzWorldline;
let receiver: Server;
const received: { body: string; signature: string | undefined }[] = [];
/** The receiver's answers, taken one per delivery (then 200). */
const answers: number[] = [];

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: request.headers[ANZ_WORLDLINE_SIGNATURE_HEADER] as string | undefined,
      });
      response.writeHead(answers.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  fake = await startFakeAnzWorldline({
    port: 0,
    apiKey: API_KEY,
    integratorId: INTEGRATOR,
    webhookSecret: SECRET,
    webhookUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`,
    terminals: ['T1', 'T2'],
    retryDelaysMs: [20, 40],
    cardholderTimeoutMs: 300,
  });
});
afterAll(async () => {
  await fake?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

async function call(method: string, path: string, body?: unknown, key = API_KEY) {
  const response = await fetch(`${fake.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${key}`,
      'x-integrator-id': INTEGRATOR,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

async function pad(tid: string, body: Record<string, unknown>) {
  const response = await fetch(`${fake.url}/_fake/terminals/${tid}/pad`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.status;
}

describe('fake ANZ Worldline terminals', () => {
  it('refuses a wrong key and an unknown pairing code', async () => {
    expect((await call('POST', '/v1/pairings', { pairingCode: '1', posName: 'x' }, 'nope')).body).toEqual(
      expect.objectContaining({ resultCode: 'api_unauthorised' }),
    );
    expect((await call('POST', '/v1/pairings', { pairingCode: 'zzzzzz', posName: 'Till' })).status).toBe(404);
  });

  it('pairs with the code on screen, charges once per reference and signs the result', async () => {
    const code = fake.terminals.get('T1')?.pairingCode as string;
    const paired = await call('POST', '/v1/pairings', { pairingCode: code, posName: 'Front till' });
    expect(paired.status).toBe(201);
    expect(paired.body.terminalId).toBe('T1');
    expect(fake.terminals.get('T1')?.pairingCode).toBeUndefined();

    const start = { type: 'purchase', amountInCents: 1250, currency: 'AUD', posReference: 'order-1.1' };
    const first = await call('POST', '/v1/terminals/T1/transactions', start);
    expect(first.status).toBe(202);
    // The same reference again (a double press, a resend) is the same transaction.
    const again = await call('POST', '/v1/terminals/T1/transactions', start);
    expect(again.status).toBe(200);
    expect(again.body.transactionId).toBe(first.body.transactionId);
    // Another sale while one runs: busy.
    const other = await call('POST', '/v1/terminals/T1/transactions', {
      ...start,
      posReference: 'order-2.1',
    });
    expect(other.body.resultCode).toBe('busy_other_controller');

    expect(await pad('T1', { action: 'approve' })).toBe(200);
    await expect.poll(() => received.length).toBe(1);
    const delivered = received[0];
    expect(verifyAnzWorldlineSignature(SECRET, delivered?.signature, delivered?.body ?? '')).toBe(true);
    expect(verifyAnzWorldlineSignature('other', delivered?.signature, delivered?.body ?? '')).toBe(false);
    const event = JSON.parse(delivered?.body ?? '{}');
    expect(event.type).toBe('transaction.completed');
    expect(event.data).toEqual(expect.objectContaining({ posReference: 'order-1.1', resultCode: 'ok' }));
    const last = await call('GET', '/v1/terminals/T1/transactions/last');
    expect(last.body.resultCode).toBe('ok');
    const reprint = await call('POST', '/v1/terminals/T1/receipt-request');
    expect(reprint.body.receipt).toContain('APPROVED');
  });

  it('retries a refused delivery with the same event id; a lost result is only in the last transaction', async () => {
    received.length = 0;
    answers.push(500);
    const start = { type: 'purchase', amountInCents: 900, currency: 'AUD', posReference: 'order-3.1' };
    expect((await call('POST', '/v1/terminals/T1/transactions', start)).status).toBe(202);
    await pad('T1', { action: 'decline', declineCode: 'declined_saldo_too_low' });
    await expect.poll(() => received.length).toBe(2);
    const [a, b] = received.map((entry) => JSON.parse(entry.body));
    expect(a.id).toBe(b.id);
    expect(b.data.resultCode).toBe('declined_saldo_too_low');

    received.length = 0;
    await call('POST', '/v1/terminals/T1/transactions', { ...start, posReference: 'order-4.1' });
    await pad('T1', { action: 'approve', loseResult: true });
    const last = await call('GET', '/v1/terminals/T1/transactions/last');
    expect(last.body).toEqual(expect.objectContaining({ posReference: 'order-4.1', resultCode: 'ok' }));
    expect(received).toHaveLength(0);
  });

  it('cancels from the POS, times out without a card and answers 503 while offline', async () => {
    await call('POST', '/v1/terminals/T1/transactions', {
      type: 'purchase',
      amountInCents: 100,
      currency: 'AUD',
      posReference: 'order-5.1',
    });
    expect((await call('POST', '/v1/terminals/T1/transactions/cancel')).status).toBe(202);
    expect((await call('GET', '/v1/terminals/T1/transactions/last')).body.resultCode).toBe('api_cancel_ecr');
    expect((await call('POST', '/v1/terminals/T1/transactions/cancel')).status).toBe(409);

    await call('POST', '/v1/terminals/T1/transactions', {
      type: 'purchase',
      amountInCents: 100,
      currency: 'AUD',
      posReference: 'order-6.1',
    });
    await expect
      .poll(async () => (await call('GET', '/v1/terminals/T1/transactions/last')).body.resultCode)
      .toBe('cardholder_timeout');

    await fetch(`${fake.url}/_fake/terminals/T1`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ online: false }),
    });
    const offline = await call('GET', '/v1/terminals/T1/transactions/last');
    expect(offline).toEqual({
      status: 503,
      body: expect.objectContaining({ resultCode: 'api_connect_fail_terminal' }),
    });
  });

  it('with its relay down or failing, no call reaches the terminal; back up, it is as it was', async () => {
    const put = (body: Record<string, unknown>) =>
      fetch(`${fake.url}/_fake/terminals/T1`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    await put({ online: true, relay: 'down' });
    const before = fake.terminals.get('T1')?.transactions.length;
    const start = { type: 'purchase', amountInCents: 700, currency: 'AUD', posReference: 'order-7.1' };
    // The connection drops: the caller gets no answer at all.
    await expect(call('POST', '/v1/terminals/T1/transactions', start)).rejects.toThrow();
    await put({ relay: 'error' });
    expect(await call('POST', '/v1/terminals/T1/transactions', start)).toEqual({
      status: 502,
      body: expect.objectContaining({ resultCode: 'relay_unavailable' }),
    });
    expect(fake.terminals.get('T1')?.transactions.length).toBe(before);
    await put({ relay: 'ok' });
    expect((await call('POST', '/v1/terminals/T1/transactions', start)).status).toBe(202);
    expect(fake.terminals.get('T1')?.relay).toBe('ok');
    // Reversed at the terminal: the result says so, and the receipt says it was not approved.
    expect(await pad('T1', { action: 'reverse' })).toBe(200);
    const last = await call('GET', '/v1/terminals/T1/transactions/last');
    expect(last.body).toEqual(expect.objectContaining({ posReference: 'order-7.1', resultCode: 'reversed' }));
    expect(last.body.receipt).toContain('NOT APPROVED');
  });
});
