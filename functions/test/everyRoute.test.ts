import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyCapFor } from '../src/http/bodyLimits';
import { firestore } from './support/admin';
import { signUpTestUser, type TestUser, uniqueTestIp } from './support/emulators';
import { type LocalEmail, startLocalEmail } from './support/localEmail';
import { startLocalTwilio } from './support/localTwilio';
import { type PaymentsHarness, startPaymentsHarness } from './support/paymentsHarness';
import { type ApiRoute, apiRoutes, fillPath } from './support/routeInventory';
import {
  addStoreMember,
  createTenant,
  devicesPath,
  type PairedDevice,
  pairDevice,
  type Tenant,
} from './support/tenants';

/**
 * Every route of the API, enumerated from the routers (a route added later is covered without
 * touching this file), against the real Express app in-process over the emulated Firestore and Auth:
 *  - hostile bodies and headers never give a 500, and a refused request stores nothing;
 *  - callers from another tenant (its admin, its store staff, its devices) and plain customers never
 *    read or change tenant A's data.
 */
let harness: PaymentsHarness;
let twilio: Awaited<ReturnType<typeof startLocalTwilio>> | undefined;
let email: LocalEmail | undefined;
let tenantA: Tenant;
let tenantB: Tenant;
let staffOfB: TestUser;
let customer: TestUser;
let devicesOfB: PairedDevice[];
let idsOfA: Record<string, string>;
let routes: ApiRoute[];

/** Routes anyone may call (they act on the caller's own things or are public by design). */
const OPEN_ROUTES = new Set([
  'GET /api//health',
  'POST /api/user/get-or-create',
  'POST /api/user/sign-up',
  'POST /api/user/verification-email',
  'GET /api/user/invites',
  'POST /api/user/invites/accept',
  'POST /api/user/invites/decline',
  'POST /api/restaurants/',
  'POST /api/pos/login',
  'POST /api/kds/login',
  'POST /api/printers/login',
  'POST /api/phone-auth/verification-code/send',
  'POST /api/phone-auth/verification-code/verify',
  'GET /api/images/:restaurantId/:imageId',
  'POST /api/logging/image-load-failures',
  'POST /api/online-ordering/restaurants/:restaurantId/stores/:storeId/orders',
  'GET /api/online-ordering/restaurants/:restaurantId/stores/:storeId/tables/:tableId',
  // Customer reviews: a review link works without signing in (an order is named with its token).
  'GET /api/online-ordering/restaurants/:restaurantId/stores/:storeId/customer_review/context',
  'POST /api/online-ordering/restaurants/:restaurantId/stores/:storeId/customer_review',
  'POST /api/online-ordering/restaurants/:restaurantId/stores/:storeId/customer_review/:reviewId/private-message',
  'POST /api/online-ordering/restaurants/:restaurantId/stores/:storeId/customer_review/:reviewId/google-link-opened',
  'GET /api/stripe/customers/sources',
  'POST /api/stripe/customers/sources',
  'POST /api/stripe/customers/sources/:tokenId',
  'DELETE /api/stripe/customers/sources/:sourceId',
  'GET /api/stripe/config',
  'POST /api/stripe/webhooks/:endpoint',
  'POST /api/anz-worldline/webhooks/transactions',
  // The delivery marketplace's webhook (X-Uber-Signature over the raw body is the authentication).
  'POST /api/uber-eats/notifications/update',
  // The checkout's courier price (anyone who may place an order) and the courier's signed notifications.
  'POST /api/uber-direct/restaurants/:restaurantId/stores/:storeId/quote/create',
  'POST /api/uber-direct/notifications/delivery-status',
  'POST /api/uber-direct/notifications/courier-update',
  // Order with Google's fulfillment webhook (Google's signed JWT for our ordering project is the authentication).
  'POST /api/google-ordering/fulfillment',
  'GET /api/coupons/restaurants/:restaurantId/stores/:storeId/public',
  'GET /api/coupons/restaurants/:restaurantId/stores/:storeId/public/active',
  'POST /api/coupons/restaurants/:restaurantId/stores/:storeId/suggest',
  'GET /api/loyalty/restaurants/:restaurantId/my-card',
  // A person's own device and the stores they work at (each topic is checked against their access).
  'POST /api/push/topics/list',
  'POST /api/push/topics/subscribe',
  'POST /api/push/topics/unsubscribe',
  // Twilio's callbacks (X-Twilio-Signature is the authentication) and the no-login unsubscribe link.
  'POST /api/marketing/twilio/status',
  'POST /api/marketing/twilio/inbound',
  'GET /api/marketing/u/:token',
  // A website visitor's contact form (honeypot, signed time stamp and a per-address limit).
  'POST /api/store-website/restaurants/:restaurantId/stores/:storeId/inquire',
]);

const keyOf = (route: ApiRoute) => `${route.method.toUpperCase()} ${route.path}`;

/** Every document under tenant A's restaurant, hashed: what "nothing stored" is measured against. */
async function stateOf(restaurantId: string): Promise<string> {
  const lines: string[] = [];
  const visit = async (ref: FirebaseFirestore.DocumentReference) => {
    const snapshot = await ref.get();
    if (snapshot.exists) lines.push(`${ref.path} ${JSON.stringify(snapshot.data())}`);
    for (const collection of await ref.listCollections()) {
      for (const child of await collection.listDocuments()) await visit(child);
    }
  };
  await visit(firestore().doc(`restaurants/${restaurantId}`));
  return createHash('sha256').update(lines.sort().join('\n')).digest('hex');
}

/** Waits until triggers from the set-up have settled (the same state twice in a row). */
async function settledStateOf(restaurantId: string): Promise<string> {
  let previous = await stateOf(restaurantId);
  for (let round = 0; round < 40; round += 1) {
    const current = await stateOf(restaurantId);
    if (current === previous) return current;
    previous = current;
  }
  throw new Error(`Tenant ${restaurantId} never settled`);
}

async function send(
  route: ApiRoute,
  init: { token?: string; body?: string; contentType?: string; headers?: Record<string, string> },
): Promise<number> {
  const headers: Record<string, string> = { 'x-forwarded-for': uniqueTestIp(), ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['content-type'] = init.contentType ?? 'application/json';
  const body = init.body !== undefined && route.method !== 'get' ? init.body : undefined;
  try {
    const response = await fetch(`${harness.baseUrl}${fillPath(route.path, idsOfA)}`, {
      method: route.method.toUpperCase(),
      headers,
      ...(body !== undefined ? { body } : {}),
    });
    await response.arrayBuffer();
    return response.status;
  } catch (error) {
    // A request refused before its body is read (over its route's cap: 413; a stranger on an upload
    // route: 401) may see the connection close while the client is still sending. That is a refusal,
    // not a crash: a handler that fails answers 500, it does not drop the connection.
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (body !== undefined && (code === 'UND_ERR_SOCKET' || body.length > bodyCapFor(route.path).bytes))
      return 413;
    throw error;
  }
}

beforeAll(async () => {
  harness = await startPaymentsHarness();
  // Texts (phone sign-in codes) go through the Twilio SDK to an in-process fake Twilio.
  twilio = await startLocalTwilio();
  // Emails (verification links) go through the SMTP adapter to an in-process capture.
  email = await startLocalEmail();
  [tenantA, tenantB, staffOfB, customer] = await Promise.all([
    createTenant('fuzz-a'),
    createTenant('fuzz-b'),
    signUpTestUser('staff-b'),
    signUpTestUser('customer'),
  ]);
  await addStoreMember(tenantB, staffOfB, 'user');
  devicesOfB = await Promise.all([
    pairDevice('pos', tenantB),
    pairDevice('kds', tenantB),
    pairDevice('printers', tenantB),
  ]);
  // Real ids of tenant A's things, so a missing check would find something to act on.
  const pos = await harness.call(devicesPath('pos', tenantA), {
    token: tenantA.owner.idToken,
    body: { name: 'Counter' },
  });
  idsOfA = {
    restaurantId: tenantA.restaurantId,
    storeId: tenantA.storeId,
    deviceId: String(pos.body.id),
    memberId: tenantA.owner.uid,
    customerUid: tenantA.owner.uid,
    endpoint: 'connect',
    settingId: 'payments',
  };
  routes = apiRoutes();
}, 120_000);

afterAll(async () => {
  await harness?.close();
  twilio?.restoreEnv();
  await twilio?.close();
  await email?.close();
});

/** Bodies no route accepts: wrong types, hostile strings, huge and deep values, broken JSON. */
const HOSTILE_BODIES: { body: string; contentType?: string }[] = [
  { body: '{' },
  { body: 'null' },
  { body: '"just a string"' },
  { body: JSON.stringify([1, 2, 3]) },
  { body: JSON.stringify({ name: 'x'.repeat(300_000) }) },
  { body: JSON.stringify({ id: '../../x', restaurantId: '__x__', code: 'A/B', name: '\uD800\uDC00\uD800' }) },
  { body: JSON.stringify(JSON.parse(`${'{"a":'.repeat(200)}1${'}'.repeat(200)}`)) },
  { body: JSON.stringify({ lines: Array.from({ length: 5_000 }, (_, index) => ({ id: index })) }) },
  { body: 'name=x', contentType: 'application/x-www-form-urlencoded' },
  ...fc
    .sample(fc.dictionary(fc.string({ maxLength: 12 }), fc.anything({ maxDepth: 3 })), {
      numRuns: 6,
      seed: 42,
    })
    .map((value) => ({ body: JSON.stringify(value) })),
];

const HOSTILE_HEADERS: Record<string, string>[] = [
  { 'x-forwarded-for': `${'9'.repeat(2_000)}, ${'a/'.repeat(500)}` },
  { authorization: `Bearer ${'x'.repeat(4_000)}` },
  { 'content-type': 'application/json; charset=utf-7' },
];

describe("every route of tenant A, called by people and devices who aren't A's", () => {
  it('reads nothing and changes nothing', { timeout: 900_000 }, async () => {
    const before = await settledStateOf(tenantA.restaurantId);
    const callers = [
      { who: "tenant B's admin", token: tenantB.owner.idToken },
      { who: "tenant B's store staff", token: staffOfB.idToken },
      { who: 'a customer', token: customer.idToken },
      ...devicesOfB.map((device, index) => ({ who: `tenant B's device ${index}`, token: device.idToken })),
      { who: 'nobody signed in', token: undefined },
    ];
    const leaks: string[] = [];
    let cases = 0;
    for (const route of routes.filter((candidate) => candidate.path.includes(':restaurantId'))) {
      const open = OPEN_ROUTES.has(keyOf(route));
      for (const caller of callers) {
        cases += 1;
        const status = await send(route, { ...(caller.token ? { token: caller.token } : {}), body: '{}' });
        if (status >= 500 || (!open && status < 300))
          leaks.push(`${keyOf(route)} → ${status} for ${caller.who}`);
      }
    }
    console.log(`every-route cross-tenant: ${cases} cases, ${leaks.length} leaks`);
    expect(leaks).toEqual([]);
    expect(await settledStateOf(tenantA.restaurantId)).toBe(before);
  });
});

/** Commands that act without a body: a stray call by the tenant's own admin legitimately changes data. */
const BODYLESS_COMMANDS = new Set([
  'POST /api/menu/restaurants/:restaurantId/stores/:storeId/publish',
  'POST /api/stripe/connect/restaurants/:restaurantId/stores/:storeId/account/active',
  'POST /api/stripe/connect/restaurants/:restaurantId/stores/:storeId/account/archive',
  'POST /api/stripe/connect/restaurants/:restaurantId/stores/:storeId/account/links/verification',
  'POST /api/stripe/connect/restaurants/:restaurantId/stores/:storeId/account/links/update',
  'POST /api/pos/restaurants/:restaurantId/stores/:storeId/pos_terminals/:deviceId/pairing-code',
  'GET /api/stripe/connect/restaurants/:restaurantId/stores/:storeId/account/active',
  'GET /api/stripe/connect/restaurants/:restaurantId/stores/:storeId/payouts',
]);

describe('every route with hostile input', () => {
  it('never answers 500, and a refused request changes nothing', { timeout: 900_000 }, async () => {
    const fiveHundreds: string[] = [];
    const changed: string[] = [];
    let cases = 0;
    for (const route of routes) {
      // The admin's own deletes act whatever the body; strangers still call them below.
      const callers = route.method === 'delete' ? [undefined] : [tenantA.owner.idToken, undefined];
      const before = await stateOf(tenantA.restaurantId);
      // A body that happens to be valid (a PUT whose fields are all optional) is accepted and stored:
      // the "nothing stored" check is for routes that refused every body.
      let accepted = false;
      for (const token of callers) {
        for (const { body, contentType } of HOSTILE_BODIES) {
          cases += 1;
          const status = await send(route, {
            ...(token ? { token } : {}),
            body,
            ...(contentType ? { contentType } : {}),
          });
          if (status >= 500) fiveHundreds.push(`${keyOf(route)} ${status} ${body.slice(0, 60)}`);
          if (status < 300) accepted = true;
        }
      }
      for (const headers of HOSTILE_HEADERS) {
        cases += 1;
        const status = await send(route, { body: '{}', headers });
        if (status >= 500) fiveHundreds.push(`${keyOf(route)} ${status} headers ${Object.keys(headers)}`);
      }
      if (
        !accepted &&
        !BODYLESS_COMMANDS.has(keyOf(route)) &&
        (await settledStateOf(tenantA.restaurantId)) !== before
      )
        changed.push(keyOf(route));
    }
    console.log(
      `every-route fuzz: ${routes.length} routes, ${cases} cases, ${fiveHundreds.length} answers of 500, ${changed.length} routes that stored a refused request ${JSON.stringify(changed)}`,
    );
    expect(routes.length).toBeGreaterThan(100);
    expect(fiveHundreds).toEqual([]);
    expect(changed).toEqual([]);
  });
});
