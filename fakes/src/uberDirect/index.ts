/**
 * A fake Uber Direct (the courier service, DaaS API v1) for the emulator suite, from the research
 * notes (../shared/research/integrations.md section 2, after uber/uber-direct-sdk's openapi.yaml and
 * developer.uber.com/docs/deliveries):
 *
 *   POST /oauth/v2/token                         client credentials (form: client_id, client_secret,
 *                                                grant_type=client_credentials, scope eats.deliveries)
 *   POST /v1/customers/{cid}/delivery_quotes     quote: `dqt_…`, fee in cents, `expires` (15 min)
 *   POST /v1/customers/{cid}/deliveries          create: `quote_id` must be unexpired (`expired_quote`)
 *                                                and unused (`used_quote`); `idempotency_key` repeats
 *                                                within 60 min answer the same delivery; another live
 *                                                delivery for the same `external_id` is 409
 *                                                `duplicate_delivery`
 *   GET  /v1/customers/{cid}/deliveries[/{id}]
 *   POST /v1/customers/{cid}/deliveries/{id}/cancel          400 `noncancelable_delivery` once picked up
 *   POST /v1/customers/{cid}/deliveries/{id}/proof-of-delivery  `{waypoint, type}` → `{document}` (PNG)
 *
 * Errors are `{code, message, kind: "error", metadata}` with the documented statuses.
 *
 * The robo courier (Uber's sandbox "auto" mode): each delivery is assigned at once and then moves
 * one step every `stepMs` (30 s like the sandbox; tests set less through `/_fake/config`):
 * pending → pickup (courier assigned) → pickup + courier_imminent → pickup_complete → dropoff →
 * dropoff + courier_imminent → delivered. Every status or courier_imminent change sends an
 * `event.delivery_status`; while a courier is on the job an `event.courier_update` with its position
 * goes every `courierUpdateMs` (20 s like the real service). The courier starts about a kilometre
 * from the store, drives to the pickup coordinates, then to the dropoff coordinates.
 *
 * Webhooks: the body signed with HMAC-SHA256 (key = the webhook signing key) as lower-case hex in
 * `x-uber-signature` and `x-postmates-signature` (older docs); a failed delivery (network error or
 * non-2xx) is retried after each of `retryDelaysMs` (10, 30, 60, 120 s by default; a third-party
 * schedule, the docs do not give one).
 *
 * Test controls:
 *   GET  /_fake/health, /_fake/deliveries, /_fake/webhooks (every attempt), /_fake/quotes
 *   POST /_fake/config {stepMs?, courierUpdateMs?, quoteTtlMs?, retryDelaysMs?, paused?}
 *   POST /_fake/fail-next {code}                 the next create (or quote with `on: "quote"`) fails
 *                                                with that documented error (couriers_busy, …)
 *   POST /_fake/deliveries/{id}/advance          the robo courier's next step now
 *   POST /_fake/deliveries/{id}/cancel           the courier service cancels (courier gave up)
 *   POST /_fake/deliveries/{id}/return           undeliverable after pickup: `returned`
 *   POST /_fake/webhooks/{eventId}/replay        send a delivered event again (same id and body)
 *   POST /_fake/reset
 * `GET /` lists the deliveries for people.
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { deflateSync } from 'node:zlib';
import { escapeHtml, listen, readBody, sendHtml, sendJson, urlOf } from '../shared/http';

export const FAKE_UBER_DIRECT_DEFAULT_PORT = 12183;

export type UberDeliveryStatus =
  | 'pending'
  | 'pickup'
  | 'pickup_complete'
  | 'dropoff'
  | 'delivered'
  | 'canceled'
  | 'returned';

export interface LatLng {
  lat: number;
  lng: number;
}

export interface FakeQuote {
  kind: 'delivery_quote';
  id: string;
  created: string;
  expires: string;
  fee: number;
  currency: string;
  currency_type: string;
  dropoff_eta: string;
  duration: number;
  pickup_duration: number;
  dropoff_deadline: string;
  used: boolean;
}

export interface FakeDelivery {
  id: string;
  kind: 'delivery';
  quote_id: string | null;
  status: UberDeliveryStatus;
  complete: boolean;
  courier_imminent: boolean;
  pickup: { name: string; address: string; phone_number: string; location: LatLng };
  dropoff: { name: string; address: string; phone_number: string; location: LatLng; notes: string };
  manifest_items: unknown[];
  created: string;
  updated: string;
  pickup_eta: string;
  dropoff_eta: string;
  fee: number;
  currency: string;
  tracking_url: string;
  external_id: string | null;
  external_store_id: string | null;
  undeliverable_action: string;
  undeliverable_reason: string;
  courier: {
    name: string;
    rating: string;
    vehicle_type: string;
    phone_number: string;
    location: LatLng;
    img_href: string;
  } | null;
  live_mode: false;
  uuid: string;
  /** The fake's own bookkeeping (not sent): robo courier step and the key it was created with. */
  step: number;
  idempotencyKey: string | null;
  idempotencyUntil: number;
  courierStart: LatLng;
  stepStartedAt: number;
}

export interface FakeWebhookAttempt {
  eventId: string;
  kind: string;
  deliveryId: string;
  url: string;
  attempt: number;
  status: number | 'network-error';
  isoDateTimeUtc: string;
}

export interface UberDirectWebhookTargets {
  /** Where `event.delivery_status` goes. */
  deliveryStatus?: string;
  /** Where `event.courier_update` goes (the same URL as the status events when not given). */
  courierUpdate?: string;
}

export interface FakeUberDirectOptions {
  port?: number;
  host?: string;
  clientId: string;
  clientSecret: string;
  customerId: string;
  signingKey: string;
  webhooks?: UberDirectWebhookTargets;
  stepMs?: number;
  courierUpdateMs?: number;
  quoteTtlMs?: number;
  retryDelaysMs?: number[];
}

export interface FakeUberDirect {
  url: string;
  port: number;
  deliveries: Map<string, FakeDelivery>;
  webhookAttempts: FakeWebhookAttempt[];
  close(): Promise<void>;
}

const TOKEN_TTL_SECONDS = 2_592_000;
const IDEMPOTENCY_WINDOW_MS = 60 * 60 * 1000;
/** The robo courier's steps after `pending` (index = step). */
const ROBO_STEPS: { status: UberDeliveryStatus; imminent: boolean }[] = [
  { status: 'pending', imminent: false },
  { status: 'pickup', imminent: false },
  { status: 'pickup', imminent: true },
  { status: 'pickup_complete', imminent: false },
  { status: 'dropoff', imminent: false },
  { status: 'dropoff', imminent: true },
  { status: 'delivered', imminent: false },
];
const FINAL: readonly UberDeliveryStatus[] = ['delivered', 'canceled', 'returned'];

class UberError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly metadata: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** The documented status of each error code the fake can be asked to fail with. */
const ERROR_STATUS: Record<string, number> = {
  address_undeliverable: 400,
  invalid_params: 400,
  unknown_location: 400,
  expired_quote: 400,
  used_quote: 400,
  missing_payment: 400,
  not_allowed: 400,
  request_timeout: 408,
  unauthorized: 401,
  customer_suspended: 402,
  customer_blocked: 403,
  customer_not_found: 404,
  duplicate_delivery: 409,
  customer_limited: 429,
  internal_server_error: 500,
  couriers_busy: 503,
  robo_couriers_busy: 503,
};

export function uberDirectSignature(signingKey: string, rawBody: string): string {
  return createHmac('sha256', signingKey).update(rawBody, 'utf8').digest('hex');
}

export async function startFakeUberDirect(options: FakeUberDirectOptions): Promise<FakeUberDirect> {
  const config = {
    stepMs: options.stepMs ?? 30_000,
    courierUpdateMs: options.courierUpdateMs ?? 20_000,
    quoteTtlMs: options.quoteTtlMs ?? 15 * 60 * 1000,
    retryDelaysMs: options.retryDelaysMs ?? [10_000, 30_000, 60_000, 120_000],
    paused: false,
  };
  const webhooks: UberDirectWebhookTargets = { ...(options.webhooks ?? {}) };
  const tokens = new Map<string, number>();
  const quotes = new Map<string, FakeQuote>();
  const deliveries = new Map<string, FakeDelivery>();
  const webhookAttempts: FakeWebhookAttempt[] = [];
  const sentEvents = new Map<string, { url: string; body: string; kind: string; deliveryId: string }>();
  const timers = new Set<NodeJS.Timeout>();
  let failNext: { code: string; on: 'delivery' | 'quote' } | undefined;
  let baseUrl = '';

  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };

  const send = async (eventId: string, attempt: number): Promise<void> => {
    const event = sentEvents.get(eventId);
    if (!event) return;
    const signature = uberDirectSignature(options.signingKey, event.body);
    let status: number | 'network-error';
    try {
      const response = await fetch(event.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-uber-signature': signature,
          'x-postmates-signature': signature,
        },
        body: event.body,
        signal: AbortSignal.timeout(10_000),
      });
      status = response.status;
      await response.arrayBuffer().catch(() => undefined);
    } catch {
      status = 'network-error';
    }
    webhookAttempts.push({
      eventId,
      kind: event.kind,
      deliveryId: event.deliveryId,
      url: event.url,
      attempt,
      status,
      isoDateTimeUtc: new Date().toISOString(),
    });
    if (webhookAttempts.length > 5000) webhookAttempts.shift();
    const ok = typeof status === 'number' && status >= 200 && status < 300;
    const delay = config.retryDelaysMs[attempt - 1];
    if (!ok && delay !== undefined) later(delay, () => void send(eventId, attempt + 1));
  };

  const publicDelivery = (delivery: FakeDelivery) => {
    const {
      step: _step,
      idempotencyKey: _key,
      idempotencyUntil: _until,
      courierStart: _start,
      stepStartedAt: _started,
      ...rest
    } = delivery;
    return rest;
  };

  const emit = (kind: 'event.delivery_status' | 'event.courier_update', delivery: FakeDelivery) => {
    const url =
      kind === 'event.courier_update'
        ? (webhooks.courierUpdate ?? webhooks.deliveryStatus)
        : webhooks.deliveryStatus;
    if (!url) return;
    const id = `evt_${randomBytes(12).toString('hex')}`;
    const body = JSON.stringify({
      kind,
      id,
      customer_id: options.customerId,
      delivery_id: delivery.id,
      status: delivery.status,
      created: new Date().toISOString(),
      live_mode: false,
      data: publicDelivery(delivery),
    });
    sentEvents.set(id, { url, body, kind, deliveryId: delivery.id });
    void send(id, 1);
  };

  /** Where the courier is now: along its current leg by the share of the step time gone. */
  const courierPosition = (delivery: FakeDelivery, now: number): LatLng => {
    const share = Math.min(1, (now - delivery.stepStartedAt) / Math.max(1, config.stepMs));
    const along = (from: LatLng, to: LatLng, fraction: number): LatLng => ({
      lat: Number((from.lat + (to.lat - from.lat) * fraction).toFixed(6)),
      lng: Number((from.lng + (to.lng - from.lng) * fraction).toFixed(6)),
    });
    const pickup = delivery.pickup.location;
    const dropoff = delivery.dropoff.location;
    switch (delivery.step) {
      case 1:
        return along(delivery.courierStart, pickup, 0.7 * share);
      case 2:
        return along(delivery.courierStart, pickup, 0.7 + 0.3 * share);
      case 3:
        return pickup;
      case 4:
        return along(pickup, dropoff, 0.8 * share);
      case 5:
        return along(pickup, dropoff, 0.8 + 0.2 * share);
      default:
        return delivery.step >= 6 ? dropoff : delivery.courierStart;
    }
  };

  const advance = (delivery: FakeDelivery) => {
    if (FINAL.includes(delivery.status)) return;
    const next = ROBO_STEPS[delivery.step + 1];
    if (!next) return;
    delivery.step += 1;
    delivery.stepStartedAt = Date.now();
    delivery.status = next.status;
    delivery.courier_imminent = next.imminent;
    delivery.complete = next.status === 'delivered';
    delivery.updated = new Date().toISOString();
    if (delivery.step === 1) {
      delivery.courier = {
        name: 'Robo Courier',
        rating: '4.9',
        vehicle_type: 'car',
        phone_number: '+61480000999',
        location: delivery.courierStart,
        img_href: `${baseUrl}/_fake/courier.png`,
      };
    }
    if (delivery.courier) delivery.courier.location = courierPosition(delivery, Date.now());
    emit('event.delivery_status', delivery);
  };

  const schedule = (delivery: FakeDelivery) => {
    later(config.stepMs, () => {
      if (FINAL.includes(delivery.status)) return;
      if (!config.paused) advance(delivery);
      schedule(delivery);
    });
  };

  const tickCourier = (delivery: FakeDelivery) => {
    later(config.courierUpdateMs, () => {
      if (FINAL.includes(delivery.status)) return;
      if (delivery.courier && !config.paused) {
        delivery.courier.location = courierPosition(delivery, Date.now());
        emit('event.courier_update', delivery);
      }
      tickCourier(delivery);
    });
  };

  const requireToken = (request: IncomingMessage) => {
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    const until = tokens.get(token);
    if (!until || until < Date.now())
      throw new UberError(401, 'unauthorized', 'The access token is invalid or expired.');
  };

  const jsonBody = async (request: IncomingMessage): Promise<Record<string, unknown>> => {
    const raw = (await readBody(request)).toString('utf8');
    try {
      const parsed: unknown = JSON.parse(raw || '{}');
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
        return parsed as Record<string, unknown>;
    } catch {
      // answered below
    }
    throw new UberError(400, 'invalid_params', 'The request body is not a JSON object.');
  };

  const parseAddress = (value: unknown, field: string): string => {
    if (typeof value !== 'string' || value.length === 0) {
      throw new UberError(400, 'invalid_params', `${field} is required.`, { [field]: 'required' });
    }
    try {
      const parsed = JSON.parse(value) as { street_address?: unknown };
      if (!Array.isArray(parsed.street_address) || parsed.street_address.length === 0)
        throw new Error('no street');
    } catch {
      throw new UberError(400, 'invalid_params', `${field} must be a JSON address with street_address.`, {
        [field]: 'invalid',
      });
    }
    return value;
  };

  const coordinate = (body: Record<string, unknown>, prefix: 'pickup' | 'dropoff'): LatLng => {
    const lat = Number(body[`${prefix}_latitude`]);
    const lng = Number(body[`${prefix}_longitude`]);
    if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
      throw new UberError(400, 'unknown_location', `The ${prefix} location could not be found.`);
    }
    return { lat, lng };
  };

  const phone = (body: Record<string, unknown>, field: string): string => {
    const value = body[field];
    if (typeof value !== 'string' || !/^\+[0-9]+$/.test(value)) {
      throw new UberError(400, 'invalid_params', 'Phone number is not valid.', { [field]: 'invalid' });
    }
    return value;
  };

  const kilometres = (a: LatLng, b: LatLng) => {
    const rad = Math.PI / 180;
    const dLat = (b.lat - a.lat) * rad;
    const dLng = (b.lng - a.lng) * rad;
    const h =
      Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
    return 12_742 * Math.asin(Math.sqrt(h));
  };

  const takeFailure = (on: 'delivery' | 'quote') => {
    if (failNext && failNext.on === on) {
      const { code } = failNext;
      failNext = undefined;
      throw new UberError(ERROR_STATUS[code] ?? 500, code, `Simulated ${code}.`);
    }
  };

  const quote = (body: Record<string, unknown>): FakeQuote => {
    takeFailure('quote');
    parseAddress(body.pickup_address, 'pickup_address');
    parseAddress(body.dropoff_address, 'dropoff_address');
    const distance = kilometres(coordinate(body, 'pickup'), coordinate(body, 'dropoff'));
    if (distance > 25)
      throw new UberError(400, 'address_undeliverable', 'The address is outside the delivery area.');
    const now = Date.now();
    const duration = Math.round(15 + distance * 3);
    const created: FakeQuote = {
      kind: 'delivery_quote',
      id: `dqt_${randomBytes(12).toString('hex')}`,
      created: new Date(now).toISOString(),
      expires: new Date(now + config.quoteTtlMs).toISOString(),
      // A base fare plus a distance rate, in cents, like a real courier price.
      fee: 599 + Math.round(distance * 120),
      currency: 'aud',
      currency_type: 'AUD',
      dropoff_eta: new Date(now + duration * 60_000).toISOString(),
      duration,
      pickup_duration: 10,
      dropoff_deadline: new Date(now + (duration + 60) * 60_000).toISOString(),
      used: false,
    };
    quotes.set(created.id, created);
    return created;
  };

  const createDelivery = (body: Record<string, unknown>): { delivery: FakeDelivery; repeated: boolean } => {
    const key =
      typeof body.idempotency_key === 'string' && body.idempotency_key ? body.idempotency_key : null;
    if (key) {
      for (const existing of deliveries.values()) {
        if (existing.idempotencyKey === key && existing.idempotencyUntil > Date.now()) {
          return { delivery: existing, repeated: true };
        }
      }
    }
    takeFailure('delivery');
    for (const field of ['pickup_name', 'dropoff_name']) {
      if (typeof body[field] !== 'string' || !body[field]) {
        throw new UberError(400, 'invalid_params', `${field} is required.`, { [field]: 'required' });
      }
    }
    const pickupAddress = parseAddress(body.pickup_address, 'pickup_address');
    const dropoffAddress = parseAddress(body.dropoff_address, 'dropoff_address');
    const pickupPhone = phone(body, 'pickup_phone_number');
    const dropoffPhone = phone(body, 'dropoff_phone_number');
    if (!Array.isArray(body.manifest_items) || body.manifest_items.length === 0) {
      throw new UberError(400, 'invalid_params', 'manifest_items is required.', {
        manifest_items: 'required',
      });
    }
    const pickupAt = coordinate(body, 'pickup');
    const dropoffAt = coordinate(body, 'dropoff');
    let fee = 599 + Math.round(kilometres(pickupAt, dropoffAt) * 120);
    const quoteId = typeof body.quote_id === 'string' && body.quote_id ? body.quote_id : null;
    if (quoteId) {
      const found = quotes.get(quoteId);
      if (!found)
        throw new UberError(400, 'invalid_params', 'The quote does not exist.', { quote_id: 'invalid' });
      if (found.used) throw new UberError(400, 'used_quote', 'The quote has already been used.');
      if (Date.parse(found.expires) <= Date.now())
        throw new UberError(400, 'expired_quote', 'The quote has expired.');
      fee = found.fee;
    }
    const externalId = typeof body.external_id === 'string' && body.external_id ? body.external_id : null;
    if (externalId) {
      for (const existing of deliveries.values()) {
        if (existing.external_id === externalId && !FINAL.includes(existing.status)) {
          throw new UberError(
            409,
            'duplicate_delivery',
            'A delivery for this external_id is already under way.',
          );
        }
      }
    }
    if (quoteId) (quotes.get(quoteId) as FakeQuote).used = true;
    const now = Date.now();
    const id = `del_${randomBytes(11).toString('base64url')}`;
    const delivery: FakeDelivery = {
      id,
      kind: 'delivery',
      quote_id: quoteId,
      status: 'pending',
      complete: false,
      courier_imminent: false,
      pickup: {
        name: String(body.pickup_name),
        address: pickupAddress,
        phone_number: pickupPhone,
        location: pickupAt,
      },
      dropoff: {
        name: String(body.dropoff_name),
        address: dropoffAddress,
        phone_number: dropoffPhone,
        location: dropoffAt,
        notes: typeof body.dropoff_notes === 'string' ? body.dropoff_notes : '',
      },
      manifest_items: body.manifest_items,
      created: new Date(now).toISOString(),
      updated: new Date(now).toISOString(),
      pickup_eta: new Date(now + 3 * config.stepMs).toISOString(),
      dropoff_eta: new Date(now + 6 * config.stepMs).toISOString(),
      fee,
      currency: 'aud',
      tracking_url: `${baseUrl}/track/${id}`,
      external_id: externalId,
      external_store_id: typeof body.external_store_id === 'string' ? body.external_store_id : null,
      undeliverable_action: '',
      undeliverable_reason: '',
      courier: null,
      live_mode: false,
      uuid: randomUUID(),
      step: 0,
      idempotencyKey: key,
      idempotencyUntil: now + IDEMPOTENCY_WINDOW_MS,
      // About a kilometre north-west of the store.
      courierStart: {
        lat: Number((pickupAt.lat + 0.007).toFixed(6)),
        lng: Number((pickupAt.lng - 0.007).toFixed(6)),
      },
      stepStartedAt: now,
    };
    deliveries.set(id, delivery);
    emit('event.delivery_status', delivery);
    // Robo courier: assigned at once, then one step per stepMs.
    later(Math.min(1000, config.stepMs), () => {
      if (!config.paused) advance(delivery);
      schedule(delivery);
      tickCourier(delivery);
    });
    return { delivery, repeated: false };
  };

  const findDelivery = (id: string): FakeDelivery => {
    const delivery = deliveries.get(id);
    if (!delivery) throw new UberError(404, 'delivery_not_found', 'The delivery does not exist.');
    return delivery;
  };

  const end = (delivery: FakeDelivery, status: 'canceled' | 'returned', reason: string) => {
    delivery.status = status;
    delivery.complete = true;
    delivery.courier_imminent = false;
    delivery.undeliverable_reason = reason;
    if (status === 'returned') delivery.undeliverable_action = 'returned';
    delivery.updated = new Date().toISOString();
    emit('event.delivery_status', delivery);
  };

  const handler = async (request: IncomingMessage, response: ServerResponse) => {
    if (!baseUrl) baseUrl = `http://${request.headers.host ?? '127.0.0.1'}`;
    const path = urlOf(request).pathname;
    const method = request.method ?? 'GET';
    try {
      if (path === '/_fake/health') return sendJson(response, 200, { ok: true });
      if (path === '/_fake/deliveries')
        return sendJson(response, 200, [...deliveries.values()].map(publicDelivery));
      if (path === '/_fake/quotes') return sendJson(response, 200, [...quotes.values()]);
      if (path === '/_fake/webhooks' && method === 'GET') return sendJson(response, 200, webhookAttempts);
      if (path === '/_fake/courier.png') {
        response.writeHead(200, { 'content-type': 'image/png' });
        return void response.end(proofPng());
      }
      if (method === 'POST' && path.startsWith('/_fake/')) return await fakeControl(path, request, response);
      if (path === '/') return sendHtml(response, deliveriesPage());
      if (path === '/oauth/v2/token' && method === 'POST') {
        const form = new URLSearchParams((await readBody(request)).toString('utf8'));
        if (
          form.get('client_id') !== options.clientId ||
          form.get('client_secret') !== options.clientSecret
        ) {
          return sendJson(response, 401, { error: 'invalid_client' });
        }
        if (form.get('grant_type') !== 'client_credentials') {
          return sendJson(response, 400, { error: 'unsupported_grant_type' });
        }
        const scope = form.get('scope') ?? '';
        if (!scope.split(/\s+/).includes('eats.deliveries'))
          return sendJson(response, 400, { error: 'invalid_scope' });
        const token = `IA.${randomBytes(24).toString('base64url')}`;
        tokens.set(token, Date.now() + TOKEN_TTL_SECONDS * 1000);
        return sendJson(response, 200, {
          access_token: token,
          token_type: 'Bearer',
          expires_in: TOKEN_TTL_SECONDS,
          scope,
        });
      }
      const match =
        /^\/v1\/customers\/([^/]+)\/(delivery_quotes|deliveries)(?:\/([^/]+))?(?:\/([a-z_-]+))?$/.exec(path);
      if (!match)
        return sendJson(response, 404, {
          code: 'not_found',
          message: 'No such route.',
          kind: 'error',
          metadata: {},
        });
      requireToken(request);
      const [, customerId, resource, id, action] = match;
      if (customerId !== options.customerId)
        throw new UberError(404, 'customer_not_found', 'The customer does not exist.');
      if (resource === 'delivery_quotes' && !id && method === 'POST') {
        const { used: _used, ...body } = quote(await jsonBody(request));
        return sendJson(response, 200, body);
      }
      if (resource === 'deliveries' && !id && method === 'POST') {
        const { delivery } = createDelivery(await jsonBody(request));
        return sendJson(response, 200, publicDelivery(delivery));
      }
      if (resource === 'deliveries' && !id && method === 'GET') {
        return sendJson(response, 200, {
          object: 'list',
          data: [...deliveries.values()].map(publicDelivery),
        });
      }
      if (resource === 'deliveries' && id && !action && method === 'GET') {
        return sendJson(response, 200, publicDelivery(findDelivery(id)));
      }
      if (resource === 'deliveries' && id && action === 'cancel' && method === 'POST') {
        const delivery = findDelivery(id);
        if (delivery.status === 'canceled') return sendJson(response, 200, publicDelivery(delivery));
        if (!['pending', 'pickup'].includes(delivery.status)) {
          throw new UberError(400, 'noncancelable_delivery', 'The delivery can no longer be cancelled.');
        }
        end(delivery, 'canceled', 'Cancelled by the merchant');
        return sendJson(response, 200, publicDelivery(delivery));
      }
      if (resource === 'deliveries' && id && action === 'proof-of-delivery' && method === 'POST') {
        const delivery = findDelivery(id);
        const body = await jsonBody(request);
        if (
          !['pickup', 'dropoff', 'return'].includes(String(body.waypoint)) ||
          !['picture', 'signature', 'pincode'].includes(String(body.type))
        ) {
          throw new UberError(400, 'invalid_params', 'waypoint and type are required.');
        }
        const reached = body.waypoint === 'pickup' ? delivery.step >= 3 : delivery.status === 'delivered';
        if (!reached || body.type === 'pincode') {
          throw new UberError(400, 'invalid_params', 'There is no proof of delivery for this waypoint yet.');
        }
        return sendJson(response, 200, { document: proofPng().toString('base64') });
      }
      return sendJson(response, 404, {
        code: 'not_found',
        message: 'No such route.',
        kind: 'error',
        metadata: {},
      });
    } catch (error) {
      if (error instanceof UberError) {
        return sendJson(response, error.status, {
          code: error.code,
          message: error.message,
          kind: 'error',
          metadata: error.metadata,
        });
      }
      throw error;
    }
  };

  const fakeControl = async (path: string, request: IncomingMessage, response: ServerResponse) => {
    const body = await jsonBody(request).catch(() => ({}) as Record<string, unknown>);
    if (path === '/_fake/config') {
      for (const key of ['stepMs', 'courierUpdateMs', 'quoteTtlMs'] as const) {
        if (typeof body[key] === 'number' && (body[key] as number) >= 0) config[key] = body[key] as number;
      }
      if (Array.isArray(body.retryDelaysMs)) config.retryDelaysMs = body.retryDelaysMs.map(Number);
      if (typeof body.paused === 'boolean') config.paused = body.paused;
      if (body.webhooks && typeof body.webhooks === 'object') Object.assign(webhooks, body.webhooks);
      return sendJson(response, 200, { ...config, webhooks });
    }
    if (path === '/_fake/fail-next') {
      const code = String(body.code ?? 'couriers_busy');
      failNext = { code, on: body.on === 'quote' ? 'quote' : 'delivery' };
      return sendJson(response, 200, failNext);
    }
    if (path === '/_fake/reset') {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      quotes.clear();
      deliveries.clear();
      webhookAttempts.length = 0;
      sentEvents.clear();
      failNext = undefined;
      return sendJson(response, 200, { ok: true });
    }
    const replay = /^\/_fake\/webhooks\/([^/]+)\/replay$/.exec(path);
    if (replay) {
      const eventId = replay[1] as string;
      if (!sentEvents.has(eventId)) return sendJson(response, 404, { error: 'unknown event' });
      await send(eventId, 1);
      return sendJson(response, 200, webhookAttempts.filter((attempt) => attempt.eventId === eventId).at(-1));
    }
    const control = /^\/_fake\/deliveries\/([^/]+)\/(advance|cancel|return)$/.exec(path);
    if (control) {
      const delivery = deliveries.get(control[1] as string);
      if (!delivery) return sendJson(response, 404, { error: 'unknown delivery' });
      if (FINAL.includes(delivery.status))
        return sendJson(response, 409, { error: `already ${delivery.status}` });
      if (control[2] === 'advance') advance(delivery);
      else if (control[2] === 'cancel')
        end(delivery, 'canceled', String(body.reason ?? 'No courier could take the delivery'));
      else end(delivery, 'returned', String(body.reason ?? 'Customer unavailable'));
      return sendJson(response, 200, publicDelivery(delivery));
    }
    return sendJson(response, 404, { error: 'unknown control' });
  };

  const deliveriesPage = () => {
    const rows = [...deliveries.values()]
      .map(
        (delivery) =>
          `<tr><td>${escapeHtml(delivery.id)}</td><td>${escapeHtml(delivery.external_id ?? '')}</td><td>${escapeHtml(
            delivery.status,
          )}${delivery.courier_imminent ? ' (imminent)' : ''}</td><td>${(delivery.fee / 100).toFixed(2)}</td><td>${escapeHtml(
            delivery.courier ? `${delivery.courier.location.lat}, ${delivery.courier.location.lng}` : '',
          )}</td></tr>`,
      )
      .join('');
    return `<!doctype html><meta charset="utf-8"><title>Fake Uber Direct</title><style>body{font:14px system-ui;margin:24px}td,th{padding:4px 8px;border-bottom:1px solid #ddd;text-align:left}</style><h1>Fake Uber Direct</h1><p>Robo courier: a step every ${config.stepMs} ms, position every ${config.courierUpdateMs} ms.</p><table><tr><th>Delivery</th><th>External id</th><th>Status</th><th>Fee</th><th>Courier at</th></tr>${rows}</table>`;
  };

  const server = await listen(
    handler,
    options.port ?? FAKE_UBER_DIRECT_DEFAULT_PORT,
    options.host ?? '127.0.0.1',
  );
  baseUrl = server.url;
  return {
    url: server.url,
    port: server.port,
    deliveries,
    webhookAttempts,
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await server.close();
    },
  };
}

let cachedPng: Buffer | undefined;
/** A small PNG (a signature scribble on white), made here so the fake ships no binary files. */
function proofPng(): Buffer {
  if (cachedPng) return cachedPng;
  const width = 96;
  const height = 48;
  const rows: number[] = [];
  for (let y = 0; y < height; y++) {
    rows.push(0);
    for (let x = 0; x < width; x++) {
      const curve = Math.round(height / 2 + Math.sin(x / 8) * 12);
      rows.push(Math.abs(curve - y) <= 1 && x > 8 && x < width - 8 ? 30 : 255);
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  cachedPng = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return cachedPng;
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
