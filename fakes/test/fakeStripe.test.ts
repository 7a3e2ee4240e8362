import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe } from '../src/stripe';
import { canonical, parseForm } from '../src/stripe/form';

let fake: FakeStripe;
let receiver: Server;
const received: Array<{ path: string; signature: string; body: string }> = [];

async function api(
  method: string,
  path: string,
  params: Record<string, string> = {},
  headers: Record<string, string> = {},
  key?: string,
) {
  const body = new URLSearchParams(params).toString();
  const response = await fetch(`${fake.url}${path}${method === 'GET' && body ? `?${body}` : ''}`, {
    method,
    headers: {
      authorization: `Bearer ${key ?? fake.secretKey}`,
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    ...(method === 'GET' ? {} : { body }),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        signature: String(request.headers['stripe-signature']),
        body: Buffer.concat(chunks).toString(),
      });
      response.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const target = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  fake = await startFakeStripe({
    port: 0,
    webhookTargets: { connect: `${target}/connect`, platform: `${target}/platform` },
    webhookRetries: 0,
  });
});

afterAll(async () => {
  await fake.close();
  await new Promise((resolve) => receiver.close(resolve));
});

describe('form encoding', () => {
  it('parses bracket nesting and arrays like the SDK sends them', () => {
    expect(
      parseForm('a=1&metadata[orderId]=o1&expand[0]=x&expand[1]=y.z&s[p][q]=2&list[]=m&list[]=n'),
    ).toEqual({
      a: '1',
      metadata: { orderId: 'o1' },
      expand: ['x', 'y.z'],
      s: { p: { q: '2' } },
      list: ['m', 'n'],
    });
    expect(canonical(parseForm('b=2&a=1'))).toBe(canonical(parseForm('a=1&b=2')));
  });
});

describe('wire conventions', () => {
  it('401 without or with a wrong key; publishable keys only where browsers may call', async () => {
    expect((await api('GET', '/v1/balance', {}, {}, 'sk_wrong')).status).toBe(401);
    const withPublishable = await api('POST', '/v1/customers', {}, {}, fake.publishableKey);
    expect(withPublishable.status).toBe(401);
    expect(withPublishable.body.error).toMatchObject({ type: 'invalid_request_error' });
  });

  it('answers the browser preflight with CORS headers', async () => {
    const response = await fetch(`${fake.url}/v1/payment_methods`, { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('idempotency: same key and params replays; other params → 400 idempotency_error', async () => {
    const headers = { 'idempotency-key': `k-${Date.now()}` };
    const first = await api('POST', '/v1/customers', { email: 'a@example.test' }, headers);
    const again = await api('POST', '/v1/customers', { email: 'a@example.test' }, headers);
    expect(again.body.id).toBe(first.body.id);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const other = await api('POST', '/v1/customers', { email: 'b@example.test' }, headers);
    expect(other.status).toBe(400);
    expect(other.body.error).toMatchObject({ type: 'idempotency_error' });
  });

  it('lists newest first with limit, starting_after and has_more; unknown expand is ignored', async () => {
    const ids: string[] = [];
    for (let index = 0; index < 3; index++)
      ids.push((await api('POST', '/v1/customers', { name: `c${index}` })).body.id as string);
    const customer = ids[0] as string;
    for (const pm of ['pm_card_visa', 'pm_card_mastercard', 'pm_card_amex']) {
      await api('POST', `/v1/payment_methods/${pm}/attach`, { customer });
    }
    const page = await api('GET', '/v1/payment_methods', {
      customer,
      limit: '2',
      'expand[0]': 'data.nothing',
    });
    expect(page.body).toMatchObject({ object: 'list', has_more: true });
    const data = page.body.data as Array<{ id: string; card: { brand: string } }>;
    expect(data.map((method) => method.card.brand)).toEqual(['amex', 'mastercard']);
    const next = await api('GET', '/v1/payment_methods', {
      customer,
      limit: '2',
      starting_after: data[1]?.id as string,
    });
    expect(next.body).toMatchObject({ has_more: false });
    expect((next.body.data as unknown[]).length).toBe(1);
  });

  it('unknown routes and unknown accounts answer like Stripe', async () => {
    expect((await api('GET', '/v1/nothing_here')).status).toBe(404);
    const response = await api('GET', '/v1/balance', {}, { 'stripe-account': 'acct_nope' });
    expect(response.status).toBe(403);
  });
});

describe('webhooks', () => {
  it('signs events with the endpoint secret and routes connected-account events to connect', async () => {
    received.length = 0;
    const account = await api('POST', '/v1/accounts', { country: 'AU', type: 'custom' });
    await fetch(`${fake.url}/_fake/accounts/${account.body.id as string}/verify`, { method: 'POST' });
    await api('POST', '/v1/customers', { email: 'hook@example.test' });
    await fake.settle();
    const connect = received.find((delivery) => delivery.path === '/connect');
    const platform = received.find((delivery) => delivery.path === '/platform');
    expect(JSON.parse(connect?.body ?? '{}')).toMatchObject({
      type: 'account.updated',
      account: account.body.id,
    });
    expect(JSON.parse(platform?.body ?? '{}')).toMatchObject({ type: 'customer.created' });
    for (const [delivery, secret] of [
      [connect, fake.webhookSecrets.connect],
      [platform, fake.webhookSecrets.platform],
    ] as const) {
      const [, t, v1] = /^t=(\d+),v1=([0-9a-f]+)$/.exec(delivery?.signature ?? '') ?? [];
      expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${delivery?.body}`).digest('hex'));
    }
  });

  it('holds, then delivers in reverse and twice; replays on demand', async () => {
    received.length = 0;
    await fetch(`${fake.url}/_fake/webhooks/mode`, {
      method: 'POST',
      body: JSON.stringify({ hold: true, duplicate: true }),
      headers: { 'content-type': 'application/json' },
    });
    await api('POST', '/v1/customers', { name: 'first' });
    await api('POST', '/v1/customers', { name: 'second' });
    await fake.settle();
    expect(received).toHaveLength(0);
    await fetch(`${fake.url}/_fake/webhooks/flush?order=reverse`, { method: 'POST' });
    const names = received.map(
      (delivery) => (JSON.parse(delivery.body) as { data: { object: { name: string } } }).data.object.name,
    );
    expect(names).toEqual(['second', 'second', 'first', 'first']);
    await fetch(`${fake.url}/_fake/webhooks/mode`, {
      method: 'POST',
      body: 'hold=false&duplicate=false',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const eventId = (JSON.parse(received[0]?.body ?? '{}') as { id: string }).id;
    await fetch(`${fake.url}/_fake/events/${eventId}/replay`, { method: 'POST' });
    expect(received.filter((delivery) => delivery.body.includes(eventId))).toHaveLength(3);
    const listed = (await (await fetch(`${fake.url}/_fake/events?type=customer.created`)).json()) as {
      data: Array<{ id: string }>;
    };
    expect(listed.data.map((event) => event.id)).toContain(eventId);
  });
});
