import { createPublicKey, createSign, createVerify, generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeGoogleOrdering,
  GOOGLE_ISSUER,
  ORDER_UPDATE_SCOPE,
  startFakeGoogleOrdering,
  stateMayFollow,
} from '../src/googleOrdering';

const AUDIENCE = 'test-ordering-project';
const SERVICE_ACCOUNT = 'updates@test-ordering-project.iam.gserviceaccount.com';
const serviceKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
let fake: FakeGoogleOrdering;
let receiver: Server;
/** What our side of the webhook got, and what it answers (a proposed order, or an order update). */
const received: { authorization: string; body: Record<string, unknown> }[] = [];

function structured(value: Record<string, unknown>) {
  return {
    expectUserResponse: false,
    finalResponse: { richResponse: { items: [{ structuredResponse: value }] } },
  };
}

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      received.push({ authorization: String(request.headers.authorization ?? ''), body });
      const input = (body.inputs as { intent: string; arguments: Record<string, unknown>[] }[])[0];
      response.writeHead(200, { 'content-type': 'application/json' });
      if (input?.intent === 'actions.foodordering.intent.CHECKOUT') {
        const cart = input.arguments[0]?.extension;
        response.end(
          JSON.stringify(
            structured({
              checkoutResponse: {
                proposedOrder: {
                  cart,
                  totalPrice: { type: 'ACTUAL', amount: { currencyCode: 'AUD', units: '17' } },
                },
              },
            }),
          ),
        );
      } else {
        const decision = input?.arguments[0]?.transactionDecisionValue as
          | { order: { googleOrderId: string } }
          | undefined;
        const order = { googleOrderId: decision?.order.googleOrderId ?? '' };
        response.end(
          JSON.stringify(
            structured({
              orderUpdate: {
                actionOrderId: `google_${order.googleOrderId}`,
                orderState: { state: 'CREATED', label: 'Order received' },
                updateTime: new Date().toISOString(),
              },
            }),
          ),
        );
      }
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/fulfillment`;
  fake = await startFakeGoogleOrdering({
    port: 0,
    audience: AUDIENCE,
    webhookUrl: receiverUrl,
    serviceAccount: {
      email: SERVICE_ACCOUNT,
      privateKeyBase64: serviceKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
    },
  });
});
afterAll(async () => {
  await fake.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

function decode(token: string) {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  return {
    header: JSON.parse(Buffer.from(header, 'base64url').toString()) as { kid: string; alg: string },
    claims: JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>,
    signed: `${header}.${payload}`,
    signature: Buffer.from(signature, 'base64url'),
  };
}

async function verifiesWithJwks(token: string): Promise<boolean> {
  const jwks = (await (await fetch(`${fake.url}/oauth2/v3/certs`)).json()) as { keys: { kid: string }[] };
  const { header, signed, signature } = decode(token);
  const jwk = jwks.keys.find((key) => key.kid === header.kid);
  if (!jwk) return false;
  const verifier = createVerify('RSA-SHA256');
  verifier.update(signed);
  return verifier.verify(createPublicKey({ key: jwk as never, format: 'jwk' }), signature);
}

async function serviceToken(overrides: Record<string, unknown> = {}): Promise<Response> {
  const now = Math.floor(Date.now() / 1000);
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'RS256', typ: 'JWT' })}.${part({
    iss: SERVICE_ACCOUNT,
    scope: ORDER_UPDATE_SCOPE,
    aud: `${fake.url}/token`,
    iat: now,
    exp: now + 3600,
    ...overrides,
  })}`;
  const signer = createSign('RSA-SHA256');
  signer.update(unsigned);
  return fetch(`${fake.url}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
      assertion: `${unsigned}.${signer.sign(serviceKey).toString('base64url')}`,
    }),
  });
}

describe('fake Order with Google', () => {
  it('signs its webhook calls with RS256 tokens its JWKS verifies, for the ordering project', async () => {
    const token = fake.token();
    const { header, claims } = decode(token);
    expect(header.alg).toBe('RS256');
    expect(claims).toMatchObject({ iss: GOOGLE_ISSUER, aud: AUDIENCE });
    expect(Number(claims.exp)).toBeGreaterThan(Date.now() / 1000);
    expect(await verifiesWithJwks(token)).toBe(true);
    // The tokens a webhook must refuse are what their names say.
    expect(await verifiesWithJwks(fake.token('badSignature'))).toBe(false);
    expect(await verifiesWithJwks(fake.token('otherKey'))).toBe(false);
    expect(decode(fake.token('expired')).claims.exp as number).toBeLessThan(Date.now() / 1000);
    expect(decode(fake.token('wrongAudience')).claims.aud).not.toBe(AUDIENCE);
  });

  it('drives checkout then submit with the proposed order as the final order', async () => {
    const checkout = await fake.checkout({
      merchantId: 'r1/s1',
      lines: [{ offerId: 'garlic-bread', name: 'Garlic bread', quantity: 2, priceCents: 1700 }],
    });
    expect(checkout.status).toBe(200);
    const sent = received.at(-1);
    expect(sent?.authorization).toMatch(/^Bearer /);
    expect(await verifiesWithJwks(sent?.authorization.slice(7) ?? '')).toBe(true);
    const inputs = (sent?.body.inputs ?? []) as { arguments: { extension: { lineItems: unknown[] } }[] }[];
    const cart = inputs[0]?.arguments[0]?.extension;
    expect(cart?.lineItems[0]).toMatchObject({
      offerId: 'garlic-bread',
      quantity: 2,
      price: { amount: { currencyCode: 'AUD', units: '17', nanos: 0 } },
    });
    const submitted = await fake.submit({ checkoutId: checkout.checkoutId, googleOrderId: '1234567890' });
    expect(submitted.status).toBe(200);
    const submit = (
      (received.at(-1)?.body.inputs ?? []) as { intent: string; arguments: Record<string, unknown>[] }[]
    )[0];
    expect(submit?.intent).toBe('actions.intent.TRANSACTION_DECISION');
    expect(submit?.arguments[0]).toMatchObject({
      transactionDecisionValue: { order: { googleOrderId: '1234567890', finalOrder: { cart } } },
    });
    expect(fake.orders.get('1234567890')).toMatchObject({
      actionOrderId: 'google_1234567890',
      state: 'CREATED',
    });
  });

  it('takes order updates only with the service account token, in order, and records them', async () => {
    const send = (token: string, state: string) =>
      fetch(`${fake.url}/v2/conversations:send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          isInSandbox: true,
          customPushMessage: {
            orderUpdate: {
              actionOrderId: 'google_1234567890',
              orderState: { state, label: state },
              updateTime: new Date().toISOString(),
            },
          },
        }),
      });
    expect((await send('not-a-token', 'CONFIRMED')).status).toBe(401);
    expect((await serviceToken({ scope: 'https://www.googleapis.com/auth/other' })).status).toBe(400);
    expect((await serviceToken({ iss: 'someone@else.test' })).status).toBe(400);
    const granted = (await (await serviceToken()).json()) as { access_token: string };
    expect((await send(granted.access_token, 'CONFIRMED')).status).toBe(200);
    expect((await send(granted.access_token, 'READY_FOR_PICKUP')).status).toBe(200);
    // A step back is refused in Google's error envelope.
    const back = await send(granted.access_token, 'CONFIRMED');
    expect(back.status).toBe(400);
    expect(await back.json()).toMatchObject({ error: { status: 'FAILED_PRECONDITION' } });
    expect((await send(granted.access_token, 'FULFILLED')).status).toBe(200);
    expect((await send(granted.access_token, 'CANCELLED')).status).toBe(400);
    const updates = (await (await fetch(`${fake.url}/_fake/updates?googleOrderId=1234567890`)).json()) as {
      state: string;
      accepted: boolean;
    }[];
    expect(updates.filter((update) => update.accepted).map((update) => update.state)).toEqual([
      'CONFIRMED',
      'READY_FOR_PICKUP',
      'FULFILLED',
    ]);
  });

  it("follows Google's order state rule", () => {
    expect(stateMayFollow(undefined, 'CREATED')).toBe(true);
    expect(stateMayFollow('CREATED', 'REJECTED')).toBe(true);
    expect(stateMayFollow('CONFIRMED', 'REJECTED')).toBe(false);
    expect(stateMayFollow('IN_PREPARATION', 'CANCELLED')).toBe(true);
    expect(stateMayFollow('FULFILLED', 'CANCELLED')).toBe(false);
    expect(stateMayFollow('READY_FOR_PICKUP', 'CONFIRMED')).toBe(false);
  });
});
