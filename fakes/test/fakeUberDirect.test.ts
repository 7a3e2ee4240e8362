import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeUberDirect, startFakeUberDirect, uberDirectSignature } from '../src/uberDirect';

const SIGNING_KEY = 'whsec_test_signing_key';
let fake: FakeUberDirect;
let receiver: Server;
let receiverUrl = '';
/** What the webhook receiver got; `refuse` makes it answer 500 so the fake retries. */
const received: { path: string; body: string; signature: string; postmates: string }[] = [];
let refuse = 0;

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        body: Buffer.concat(chunks).toString('utf8'),
        signature: String(request.headers['x-uber-signature'] ?? ''),
        postmates: String(request.headers['x-postmates-signature'] ?? ''),
      });
      if (refuse > 0) {
        refuse -= 1;
        response.writeHead(500).end();
      } else response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  fake = await startFakeUberDirect({
    port: 0,
    clientId: 'client',
    clientSecret: 'secret',
    customerId: 'cus_test',
    signingKey: SIGNING_KEY,
    webhooks: { deliveryStatus: `${receiverUrl}/status`, courierUpdate: `${receiverUrl}/courier` },
    stepMs: 60_000,
    courierUpdateMs: 60_000,
    retryDelaysMs: [50, 50],
  });
});
afterAll(async () => {
  await fake?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});
beforeEach(async () => {
  await post('/_fake/reset', {});
  await post('/_fake/config', {
    stepMs: 60_000,
    courierUpdateMs: 60_000,
    quoteTtlMs: 900_000,
    paused: false,
  });
  received.length = 0;
  refuse = 0;
});

function post(path: string, body: unknown, token?: string) {
  return fetch(`${fake.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

async function token(): Promise<string> {
  const response = await fetch(`${fake.url}/oauth/v2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: 'client',
      client_secret: 'secret',
      grant_type: 'client_credentials',
      scope: 'eats.deliveries',
    }),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { access_token: string; expires_in: number; token_type: string };
  expect(body.token_type).toBe('Bearer');
  expect(body.expires_in).toBeGreaterThan(0);
  return body.access_token;
}

const address = (street: string) =>
  JSON.stringify({ street_address: [street], city: 'Sydney', state: 'NSW', zip_code: '2026', country: 'AU' });
const place = {
  pickup_address: address('1 Campbell Pde'),
  dropoff_address: address('20 Hall St'),
  pickup_latitude: -33.8908,
  pickup_longitude: 151.2743,
  dropoff_latitude: -33.8915,
  dropoff_longitude: 151.2767,
};
const deliveryBody = (extra: Record<string, unknown> = {}) => ({
  ...place,
  pickup_name: 'Bondi Pizza',
  pickup_phone_number: '+61290000000',
  dropoff_name: 'Sam Lee',
  dropoff_phone_number: '+61412345678',
  manifest_items: [{ name: 'Margherita', quantity: 1, size: 'small', price: 1800 }],
  ...extra,
});
const base = '/v1/customers/cus_test';

describe('fake Uber Direct', () => {
  it('issues tokens only for the right client and refuses calls without one', async () => {
    const bad = await fetch(`${fake.url}/oauth/v2/token`, {
      method: 'POST',
      body: new URLSearchParams({
        client_id: 'client',
        client_secret: 'nope',
        grant_type: 'client_credentials',
        scope: 'eats.deliveries',
      }),
    });
    expect(bad.status).toBe(401);
    const anonymous = await post(`${base}/delivery_quotes`, place);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: 'unauthorized', kind: 'error' });
    const other = await post('/v1/customers/cus_other/delivery_quotes', place, await token());
    expect(other.status).toBe(404);
  });

  it('quotes with an expiry, refuses expired and used quotes', async () => {
    const bearer = await token();
    const quote = (await (await post(`${base}/delivery_quotes`, place, bearer)).json()) as {
      id: string;
      fee: number;
      expires: string;
      currency: string;
    };
    expect(quote.id).toMatch(/^dqt_/);
    expect(quote.fee).toBeGreaterThan(500);
    expect(quote.currency).toBe('aud');
    expect(Date.parse(quote.expires) - Date.now()).toBeGreaterThan(14 * 60_000);
    const first = await post(`${base}/deliveries`, deliveryBody({ quote_id: quote.id }), bearer);
    expect(first.status).toBe(200);
    expect(((await first.json()) as { fee: number }).fee).toBe(quote.fee);
    const again = await post(`${base}/deliveries`, deliveryBody({ quote_id: quote.id }), bearer);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: 'used_quote' });

    await post('/_fake/config', { quoteTtlMs: 0 });
    const stale = (await (await post(`${base}/delivery_quotes`, place, bearer)).json()) as { id: string };
    const expired = await post(`${base}/deliveries`, deliveryBody({ quote_id: stale.id }), bearer);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ code: 'expired_quote' });
  });

  it('answers a repeated idempotency key with the same delivery, and refuses a second live one for the same order', async () => {
    const bearer = await token();
    const body = deliveryBody({ idempotency_key: 'order-1', external_id: 'order-1' });
    const one = (await (await post(`${base}/deliveries`, body, bearer)).json()) as { id: string };
    const two = (await (await post(`${base}/deliveries`, body, bearer)).json()) as { id: string };
    expect(two.id).toBe(one.id);
    const other = await post(
      `${base}/deliveries`,
      deliveryBody({ idempotency_key: 'x', external_id: 'order-1' }),
      bearer,
    );
    expect(other.status).toBe(409);
    expect(await other.json()).toMatchObject({ code: 'duplicate_delivery' });
    expect(fake.deliveries.size).toBe(1);
  });

  it('validates what a delivery needs', async () => {
    const bearer = await token();
    const phone = await post(`${base}/deliveries`, deliveryBody({ dropoff_phone_number: '0412' }), bearer);
    expect(phone.status).toBe(400);
    expect(await phone.json()).toMatchObject({ code: 'invalid_params' });
    const far = await post(`${base}/delivery_quotes`, { ...place, dropoff_latitude: -34.9 }, bearer);
    expect(await far.json()).toMatchObject({ code: 'address_undeliverable' });
  });

  it('moves the robo courier through the documented statuses with positions, signing every webhook', async () => {
    await post('/_fake/config', { stepMs: 40, courierUpdateMs: 15 });
    const bearer = await token();
    const created = (await (await post(`${base}/deliveries`, deliveryBody(), bearer)).json()) as {
      id: string;
    };
    await expect
      .poll(
        () => received.filter((hook) => hook.path === '/status').map((hook) => JSON.parse(hook.body).status),
        {
          timeout: 5000,
        },
      )
      .toEqual(['pending', 'pickup', 'pickup', 'pickup_complete', 'dropoff', 'dropoff', 'delivered']);
    for (const hook of received) {
      expect(hook.signature).toBe(uberDirectSignature(SIGNING_KEY, hook.body));
      expect(hook.postmates).toBe(hook.signature);
    }
    const statusEvents = received
      .filter((hook) => hook.path === '/status')
      .map((hook) => JSON.parse(hook.body));
    expect(statusEvents[0]).toMatchObject({
      kind: 'event.delivery_status',
      delivery_id: created.id,
      customer_id: 'cus_test',
    });
    expect(statusEvents.map((event) => event.data.courier_imminent)).toEqual([
      false,
      false,
      true,
      false,
      false,
      true,
      false,
    ]);
    const positions = received
      .filter((hook) => hook.path === '/courier')
      .map((hook) => JSON.parse(hook.body))
      .map((event) => event.data.courier.location);
    expect(positions.length).toBeGreaterThan(2);
    expect(new Set(positions.map((p) => `${p.lat},${p.lng}`)).size).toBeGreaterThan(1);
    const delivered = (await (
      await fetch(`${fake.url}${base}/deliveries/${created.id}`, {
        headers: { authorization: `Bearer ${bearer}` },
      })
    ).json()) as {
      status: string;
      complete: boolean;
      courier: { location: { lat: number } };
    };
    expect(delivered).toMatchObject({ status: 'delivered', complete: true });
    expect(delivered.courier.location.lat).toBeCloseTo(-33.8915, 4);
    const proof = await post(
      `${base}/deliveries/${created.id}/proof-of-delivery`,
      { waypoint: 'dropoff', type: 'picture' },
      bearer,
    );
    const document = ((await proof.json()) as { document: string }).document;
    expect(Buffer.from(document, 'base64').subarray(1, 4).toString('ascii')).toBe('PNG');
  });

  it('cancels before pickup only, and fails or cancels on request', async () => {
    await post('/_fake/config', { paused: true });
    const bearer = await token();
    const one = (await (await post(`${base}/deliveries`, deliveryBody(), bearer)).json()) as { id: string };
    const cancelled = await post(`${base}/deliveries/${one.id}/cancel`, {}, bearer);
    expect(((await cancelled.json()) as { status: string }).status).toBe('canceled');
    const two = (await (await post(`${base}/deliveries`, deliveryBody(), bearer)).json()) as { id: string };
    for (let step = 0; step < 3; step++) await post(`/_fake/deliveries/${two.id}/advance`, {});
    const late = await post(`${base}/deliveries/${two.id}/cancel`, {}, bearer);
    expect(late.status).toBe(400);
    expect(await late.json()).toMatchObject({ code: 'noncancelable_delivery' });
    await post('/_fake/fail-next', { code: 'couriers_busy' });
    const busy = await post(`${base}/deliveries`, deliveryBody(), bearer);
    expect(busy.status).toBe(503);
    expect(await busy.json()).toMatchObject({ code: 'couriers_busy', kind: 'error' });
    const three = (await (await post(`${base}/deliveries`, deliveryBody(), bearer)).json()) as { id: string };
    const byCourier = await post(`/_fake/deliveries/${three.id}/cancel`, { reason: 'No courier' });
    expect(((await byCourier.json()) as { status: string }).status).toBe('canceled');
  });

  it('retries a refused webhook and can replay one', async () => {
    await post('/_fake/config', { paused: true });
    refuse = 2;
    const bearer = await token();
    const created = (await (await post(`${base}/deliveries`, deliveryBody(), bearer)).json()) as {
      id: string;
    };
    const attempts = () => fake.webhookAttempts.filter((attempt) => attempt.deliveryId === created.id);
    await expect
      .poll(() => attempts().map((attempt) => attempt.status), { timeout: 3000 })
      .toEqual([500, 500, 200]);
    const eventId = attempts()[0]?.eventId as string;
    expect(new Set(attempts().map((attempt) => attempt.eventId))).toEqual(new Set([eventId]));
    await post(`/_fake/webhooks/${eventId}/replay`, {});
    const bodies = received.filter((hook) => hook.body.includes(created.id)).map((hook) => hook.body);
    expect(bodies.length).toBe(4);
    expect(bodies[3]).toBe(bodies[0]);
  });
});
