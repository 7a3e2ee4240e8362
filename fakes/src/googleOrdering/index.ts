/**
 * A fake "Order with Google" (Actions Center end-to-end ordering), as the restaurant's fulfillment
 * service meets it (../shared/research/integrations.md section 7):
 *
 * - Google → us: `POST /_fake/checkout` makes the fake send a CheckoutRequestMessage for a store's
 *   cart to the fulfillment webhook, and `POST /_fake/submit` the SubmitOrderRequestMessage of a
 *   checkout's proposed order, each with `Authorization: Bearer <JWT>` signed RS256 by the fake's own
 *   key (issuer https://accounts.google.com, audience the ordering project id, an hour's life) — or,
 *   on request (`jwt`: expired | wrongAudience | wrongIssuer | badSignature | otherKey | none), a token
 *   a webhook must refuse. The public key is published as a JWKS at `GET /oauth2/v3/certs`, as
 *   Google's are.
 * - us → Google: the service account's OAuth token (`POST /token`, the JWT-bearer grant with an
 *   assertion signed by the service account's key, scope actions.order.developer) and AsyncOrderUpdate
 *   at `POST /v2/conversations:send` (Bearer token). An update for an order Google does not know is
 *   404, one that does not follow the order's state (anything after FULFILLED / REJECTED / CANCELLED,
 *   or a step back) is 400 FAILED_PRECONDITION, in Google's error envelope.
 * - `GET /_fake/orders`, `GET /_fake/updates?googleOrderId=`, and the page at `/` show what happened;
 *   `POST /_fake/outage {down}` makes conversations:send answer 503 until it is back.
 */
import {
  createPrivateKey,
  createPublicKey,
  createSign,
  createVerify,
  generateKeyPairSync,
  type KeyObject,
  randomBytes,
} from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml, listen, readBody, sendHtml, sendJson, urlOf } from '../shared/http';

export const FAKE_GOOGLE_ORDERING_DEFAULT_PORT = 12182;
export const GOOGLE_ISSUER = 'https://accounts.google.com';
export const ORDER_UPDATE_SCOPE = 'https://www.googleapis.com/auth/actions.order.developer';

export type JwtMode =
  | 'valid'
  | 'expired'
  | 'wrongAudience'
  | 'wrongIssuer'
  | 'badSignature'
  | 'otherKey'
  | 'none';

const STATES = [
  'CREATED',
  'CONFIRMED',
  'REJECTED',
  'IN_PREPARATION',
  'READY_FOR_PICKUP',
  'IN_TRANSIT',
  'FULFILLED',
  'CANCELLED',
] as const;
type State = (typeof STATES)[number];
const FINAL: ReadonlySet<State> = new Set(['FULFILLED', 'REJECTED', 'CANCELLED']);
const FORWARD: State[] = [
  'CREATED',
  'CONFIRMED',
  'IN_PREPARATION',
  'READY_FOR_PICKUP',
  'IN_TRANSIT',
  'FULFILLED',
];

/** Google's rule for the next state of an order (nothing after a final state; forward or cancelled). */
export function stateMayFollow(current: State | undefined, next: State): boolean {
  if (current === undefined) return true;
  if (FINAL.has(current)) return false;
  if (next === 'CANCELLED') return true;
  if (next === 'REJECTED') return current === 'CREATED';
  return FORWARD.indexOf(next) > FORWARD.indexOf(current);
}

export interface FakeCartLine {
  id?: string;
  offerId: string;
  name: string;
  quantity: number;
  /** The line's price as Google's menu feed shows it (unit price × quantity), in cents. */
  priceCents: number;
  options?: { offerId: string; name: string; quantity?: number }[];
  notes?: string;
}

export interface FakeCheckout {
  checkoutId: string;
  merchantId: string;
  request: unknown;
  status: number;
  response: unknown;
  /** The proposed order of a successful checkout (what a submit sends back as the final order). */
  proposedOrder?: unknown;
  isoDateTimeUtc: string;
}

export interface FakeGoogleOrder {
  googleOrderId: string;
  merchantId: string;
  /** Our order id, from the submit's answer (`orderUpdate.actionOrderId`). */
  actionOrderId?: string;
  state?: State;
  submits: { status: number; response: unknown; isoDateTimeUtc: string }[];
}

export interface FakeOrderUpdate {
  googleOrderId?: string;
  actionOrderId: string;
  state: string;
  accepted: boolean;
  httpStatus: number;
  error?: string;
  body: unknown;
  isoDateTimeUtc: string;
}

export interface FakeGoogleOrdering {
  url: string;
  port: number;
  checkouts: FakeCheckout[];
  orders: Map<string, FakeGoogleOrder>;
  updates: FakeOrderUpdate[];
  /** A token as the fake sends it (tests sign their own requests with it). */
  token(mode?: JwtMode): string;
  checkout(input: CheckoutInput): Promise<FakeCheckout>;
  submit(input: SubmitInput): Promise<{ status: number; response: unknown; googleOrderId: string }>;
  close(): Promise<void>;
}

export interface CheckoutInput {
  merchantId: string;
  merchantName?: string;
  lines: FakeCartLine[];
  currencyCode?: string;
  fulfillment?: 'pickup' | 'delivery';
  contact?: { displayName?: string; email?: string; phoneNumber?: string };
  notes?: string;
  jwt?: JwtMode;
}

export interface SubmitInput {
  checkoutId: string;
  googleOrderId?: string;
  jwt?: JwtMode;
}

export interface FakeGoogleOrderingOptions {
  port?: number;
  host?: string;
  /** Our fulfillment webhook (the one HTTPS URL Google calls). */
  webhookUrl?: string;
  /** The ordering project id: the audience of Google's tokens. */
  audience: string;
  /** The service account that sends order updates: its email and its private key (PKCS#8 DER, base64). */
  serviceAccount?: { email: string; privateKeyBase64: string };
}

const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

function signJwt(key: KeyObject, kid: string, claims: Record<string, unknown>): string {
  const header = base64url(JSON.stringify({ alg: 'RS256', kid, typ: 'JWT' }));
  const payload = base64url(JSON.stringify(claims));
  const signer = createSign('RSA-SHA256');
  signer.update(`${header}.${payload}`);
  return `${header}.${payload}.${base64url(signer.sign(key))}`;
}

function verifyJwt(token: string, key: KeyObject): Record<string, unknown> | undefined {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return undefined;
  const verifier = createVerify('RSA-SHA256');
  verifier.update(`${header}.${payload}`);
  if (!verifier.verify(key, Buffer.from(signature, 'base64url'))) return undefined;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

function money(cents: number, currencyCode: string) {
  return {
    currencyCode,
    units: String(Math.trunc(cents / 100)),
    nanos: (cents % 100) * 10_000_000,
  };
}

function googleError(response: ServerResponse, code: number, status: string, message: string): void {
  sendJson(response, code, { error: { code, message, status } });
}

export async function startFakeGoogleOrdering(
  options: FakeGoogleOrderingOptions,
): Promise<FakeGoogleOrdering> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const kid = randomBytes(10).toString('hex');
  const serviceAccountKey = options.serviceAccount
    ? createPublicKey(
        createPrivateKey({
          key: Buffer.from(options.serviceAccount.privateKeyBase64, 'base64'),
          format: 'der',
          type: 'pkcs8',
        }),
      )
    : undefined;
  const checkouts: FakeCheckout[] = [];
  const orders = new Map<string, FakeGoogleOrder>();
  const updates: FakeOrderUpdate[] = [];
  const accessTokens = new Map<string, number>();
  let baseUrl = '';
  /** `POST /_fake/outage {down: true}`: conversations:send answers 503 UNAVAILABLE, as Google does when down. */
  let down = false;

  const token = (mode: JwtMode = 'valid'): string => {
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      iss: mode === 'wrongIssuer' ? 'https://issuer.example.test' : GOOGLE_ISSUER,
      aud: mode === 'wrongAudience' ? 'someone-elses-project' : options.audience,
      sub: 'food-ordering-fulfillment',
      iat: mode === 'expired' ? now - 7200 : now,
      exp: mode === 'expired' ? now - 3600 : now + 3600,
    };
    const signed = signJwt(mode === 'otherKey' ? stranger : privateKey, kid, claims);
    if (mode !== 'badSignature') return signed;
    // The same token with another payload under the original signature.
    const [header, , signature] = signed.split('.');
    return `${header}.${base64url(JSON.stringify({ ...claims, sub: 'tampered' }))}.${signature}`;
  };

  const post = async (body: unknown, mode: JwtMode = 'valid') => {
    if (!options.webhookUrl) throw new Error('No fulfillment webhook URL is configured');
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (mode !== 'none') headers.authorization = `Bearer ${token(mode)}`;
    const answer = await fetch(options.webhookUrl, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await answer.text();
    let response: unknown = text;
    try {
      response = JSON.parse(text);
    } catch {
      // Not JSON: kept as text.
    }
    return { status: answer.status, response };
  };

  const structured = (response: unknown): Record<string, unknown> | undefined =>
    (
      response as {
        finalResponse?: { richResponse?: { items?: { structuredResponse?: Record<string, unknown> }[] } };
      }
    )?.finalResponse?.richResponse?.items?.[0]?.structuredResponse;

  const checkout = async (input: CheckoutInput): Promise<FakeCheckout> => {
    const currencyCode = input.currencyCode ?? 'AUD';
    const cart = {
      '@type': 'type.googleapis.com/google.actions.v2.orders.Cart',
      merchant: { id: input.merchantId, name: input.merchantName ?? input.merchantId },
      lineItems: input.lines.map((line, index) => ({
        id: line.id ?? `line_${index + 1}`,
        name: line.name,
        type: 'REGULAR',
        quantity: line.quantity,
        price: { type: 'ESTIMATE', amount: money(line.priceCents, currencyCode) },
        offerId: line.offerId,
        ...(line.notes ? { notes: line.notes } : {}),
        extension: {
          '@type': 'type.googleapis.com/google.actions.v2.orders.FoodItemExtension',
          options: (line.options ?? []).map((option, optionIndex) => ({
            id: `option_${index + 1}_${optionIndex + 1}`,
            offerId: option.offerId,
            name: option.name,
            quantity: option.quantity ?? 1,
          })),
        },
      })),
      ...(input.notes ? { notes: input.notes } : {}),
      extension: {
        '@type': 'type.googleapis.com/google.actions.v2.orders.FoodCartExtension',
        fulfillmentPreference: {
          fulfillmentInfo: input.fulfillment === 'delivery' ? { delivery: {} } : { pickup: {} },
        },
        contact: input.contact ?? {
          displayName: 'Riley Google',
          email: 'riley.google@example.test',
          phoneNumber: '+61412000111',
        },
      },
    };
    const request = {
      user: { userId: 'fake-google-user', locale: 'en-AU' },
      conversation: { conversationId: randomBytes(8).toString('hex') },
      inputs: [{ intent: 'actions.foodordering.intent.CHECKOUT', arguments: [{ extension: cart }] }],
      isInSandbox: true,
    };
    const { status, response } = await post(request, input.jwt);
    const checkoutResponse = structured(response)?.checkoutResponse as
      | { proposedOrder?: unknown }
      | undefined;
    const record: FakeCheckout = {
      checkoutId: `chk_${randomBytes(8).toString('hex')}`,
      merchantId: input.merchantId,
      request,
      status,
      response,
      ...(checkoutResponse?.proposedOrder ? { proposedOrder: checkoutResponse.proposedOrder } : {}),
      isoDateTimeUtc: new Date().toISOString(),
    };
    checkouts.push(record);
    if (checkouts.length > 500) checkouts.shift();
    return record;
  };

  const submit = async (input: SubmitInput) => {
    const earlier = checkouts.find((entry) => entry.checkoutId === input.checkoutId);
    if (!earlier?.proposedOrder) throw new Error('Submit needs a checkout that proposed an order');
    const googleOrderId = input.googleOrderId ?? String(10_000_000_000 + Math.floor(Math.random() * 1e9));
    const request = {
      user: { userId: 'fake-google-user', locale: 'en-AU' },
      conversation: { conversationId: randomBytes(8).toString('hex') },
      inputs: [
        {
          intent: 'actions.intent.TRANSACTION_DECISION',
          arguments: [
            {
              transactionDecisionValue: {
                order: {
                  finalOrder: earlier.proposedOrder,
                  googleOrderId,
                  orderDate: new Date().toISOString(),
                  paymentInfo: { displayName: 'Pay at the store', paymentType: 'ON_FULFILLMENT' },
                },
              },
            },
          ],
        },
      ],
      isInSandbox: true,
    };
    const { status, response } = await post(request, input.jwt);
    const order = orders.get(googleOrderId) ?? { googleOrderId, merchantId: earlier.merchantId, submits: [] };
    order.submits.push({ status, response, isoDateTimeUtc: new Date().toISOString() });
    const update = structured(response)?.orderUpdate as
      | { actionOrderId?: string; orderState?: { state?: State } }
      | undefined;
    if (status === 200 && update?.actionOrderId) {
      order.actionOrderId = update.actionOrderId;
      // The first answer sets the state; a resubmit's answer must not move it backwards.
      const state = update.orderState?.state;
      if (state && order.state === undefined) order.state = state;
    }
    orders.set(googleOrderId, order);
    return { status, response, googleOrderId };
  };

  const handleToken = async (request: IncomingMessage, response: ServerResponse) => {
    const form = new URLSearchParams((await readBody(request)).toString('utf8'));
    if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer')
      return sendJson(response, 400, { error: 'unsupported_grant_type' });
    const claims = serviceAccountKey ? verifyJwt(form.get('assertion') ?? '', serviceAccountKey) : undefined;
    const now = Math.floor(Date.now() / 1000);
    if (
      !claims ||
      claims.iss !== options.serviceAccount?.email ||
      claims.aud !== `${baseUrl}/token` ||
      typeof claims.exp !== 'number' ||
      claims.exp < now ||
      claims.exp - now > 3600 ||
      !String(claims.scope ?? '')
        .split(' ')
        .includes(ORDER_UPDATE_SCOPE)
    )
      return sendJson(response, 400, { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' });
    const accessToken = `ya29.fake_${randomBytes(24).toString('base64url')}`;
    accessTokens.set(accessToken, Date.now() + 3600_000);
    return sendJson(response, 200, { access_token: accessToken, expires_in: 3599, token_type: 'Bearer' });
  };

  const handleSend = async (request: IncomingMessage, response: ServerResponse) => {
    if (down) return googleError(response, 503, 'UNAVAILABLE', 'The service is currently unavailable.');
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const expires = bearer ? accessTokens.get(bearer) : undefined;
    if (!expires || expires < Date.now())
      return googleError(response, 401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials.');
    let body: { customPushMessage?: { orderUpdate?: Record<string, unknown> } };
    try {
      body = JSON.parse((await readBody(request)).toString('utf8'));
    } catch {
      return googleError(response, 400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.');
    }
    const update = body.customPushMessage?.orderUpdate;
    const actionOrderId = typeof update?.actionOrderId === 'string' ? update.actionOrderId : '';
    const state = (update?.orderState as { state?: string } | undefined)?.state ?? '';
    const record = (httpStatus: number, accepted: boolean, error?: string, googleOrderId?: string) => {
      updates.push({
        ...(googleOrderId ? { googleOrderId } : {}),
        actionOrderId,
        state,
        accepted,
        httpStatus,
        ...(error ? { error } : {}),
        body,
        isoDateTimeUtc: new Date().toISOString(),
      });
      if (updates.length > 2000) updates.shift();
    };
    if (!actionOrderId || !(STATES as readonly string[]).includes(state) || !update?.updateTime) {
      record(400, false, 'orderUpdate needs actionOrderId, a known orderState.state and updateTime');
      return googleError(response, 400, 'INVALID_ARGUMENT', 'Invalid orderUpdate.');
    }
    const order = [...orders.values()].find((entry) => entry.actionOrderId === actionOrderId);
    if (!order) {
      record(404, false, 'unknown order');
      return googleError(response, 404, 'NOT_FOUND', `Order ${actionOrderId} not found.`);
    }
    if (!stateMayFollow(order.state, state as State)) {
      record(400, false, `${state} cannot follow ${order.state}`, order.googleOrderId);
      return googleError(
        response,
        400,
        'FAILED_PRECONDITION',
        `Order state ${state} cannot follow ${order.state ?? 'nothing'}.`,
      );
    }
    order.state = state as State;
    record(200, true, undefined, order.googleOrderId);
    return sendJson(response, 200, {});
  };

  const jsonBody = async <T>(request: IncomingMessage): Promise<T> =>
    JSON.parse((await readBody(request)).toString('utf8') || '{}') as T;

  const handler = async (request: IncomingMessage, response: ServerResponse) => {
    const url = urlOf(request);
    const path = url.pathname;
    const method = request.method ?? 'GET';
    if (path === '/_fake/health') return sendJson(response, 200, { ok: true });
    if (path === '/oauth2/v3/certs' && method === 'GET') {
      const jwk = publicKey.export({ format: 'jwk' });
      return sendJson(response, 200, { keys: [{ ...jwk, kid, alg: 'RS256', use: 'sig' }] });
    }
    if (path === '/token' && method === 'POST') return handleToken(request, response);
    if (path === '/v2/conversations:send' && method === 'POST') return handleSend(request, response);
    if (path === '/_fake/checkout' && method === 'POST') {
      const input = await jsonBody<CheckoutInput>(request);
      if (!input.merchantId || !Array.isArray(input.lines) || input.lines.length === 0)
        return sendJson(response, 400, { error: 'merchantId and lines are needed' });
      return sendJson(response, 200, await checkout(input));
    }
    if (path === '/_fake/submit' && method === 'POST') {
      const input = await jsonBody<SubmitInput>(request);
      if (!checkouts.some((entry) => entry.checkoutId === input.checkoutId && entry.proposedOrder))
        return sendJson(response, 400, {
          error: 'checkoutId of a checkout that proposed an order is needed',
        });
      return sendJson(response, 200, await submit(input));
    }
    if (path === '/_fake/token' && method === 'GET') {
      const mode = (url.searchParams.get('mode') ?? 'valid') as JwtMode;
      return sendJson(response, 200, { token: token(mode) });
    }
    if (path === '/_fake/outage' && method === 'POST') {
      down = (await jsonBody<{ down?: boolean }>(request)).down === true;
      return sendJson(response, 200, { down });
    }
    if (path === '/_fake/orders' && method === 'GET') return sendJson(response, 200, [...orders.values()]);
    if (path === '/_fake/checkouts' && method === 'GET') return sendJson(response, 200, checkouts);
    if (path === '/_fake/updates' && method === 'GET') {
      const googleOrderId = url.searchParams.get('googleOrderId');
      const actionOrderId = url.searchParams.get('actionOrderId');
      return sendJson(
        response,
        200,
        updates.filter(
          (update) =>
            (!googleOrderId || update.googleOrderId === googleOrderId) &&
            (!actionOrderId || update.actionOrderId === actionOrderId),
        ),
      );
    }
    if (path === '/' && method === 'GET') return sendHtml(response, page([...orders.values()], updates));
    return googleError(response, 404, 'NOT_FOUND', `No ${method} ${path}`);
  };

  const server = await listen(
    handler,
    options.port ?? FAKE_GOOGLE_ORDERING_DEFAULT_PORT,
    options.host ?? '127.0.0.1',
  );
  baseUrl = server.url;
  return {
    url: server.url,
    port: server.port,
    checkouts,
    orders,
    updates,
    token,
    checkout,
    submit,
    close: server.close,
  };
}

function page(orders: readonly FakeGoogleOrder[], updates: readonly FakeOrderUpdate[]): string {
  const rows = orders
    .slice()
    .reverse()
    .map((order) => {
      const history = updates
        .filter((update) => update.googleOrderId === order.googleOrderId)
        .map(
          (update) =>
            `<li>${escapeHtml(update.isoDateTimeUtc)} ${escapeHtml(update.state)} ${update.accepted ? 'accepted' : `refused (${escapeHtml(update.error ?? String(update.httpStatus))})`}</li>`,
        )
        .join('');
      return `<tr><td>${escapeHtml(order.googleOrderId)}</td><td>${escapeHtml(order.merchantId)}</td><td>${escapeHtml(order.actionOrderId ?? '—')}</td><td>${escapeHtml(order.state ?? '—')}</td><td><ul>${history}</ul></td></tr>`;
    })
    .join('');
  return `<!doctype html><meta charset="utf-8"><title>Fake Order with Google</title><meta http-equiv="refresh" content="5"><h1>Order with Google</h1><p>POST /_fake/checkout {merchantId, lines[{offerId, name, quantity, priceCents}]} then POST /_fake/submit {checkoutId}.</p><table border="1" cellpadding="4"><tr><th>Google order</th><th>Merchant</th><th>Our order</th><th>State</th><th>Updates</th></tr>${rows || '<tr><td colspan="5">No orders yet.</td></tr>'}</table>`;
}
