/**
 * A fake Uber Eats marketplace (research/integrations.md section 1): the OAuth pages and token
 * endpoint, the merchant's stores and their POS provisioning, orders in the v2 read shape with the
 * v1 accept / deny / cancel calls and the Order Fulfillment suite's ready / delay / adjust-price /
 * resolve-fulfillment-issues calls, menu upload (whole-menu replace per menu type), and the one
 * webhook URL of the app, signed with `X-Uber-Signature` = lowercase hex HMAC-SHA256 of the raw body
 * keyed with the client secret, retried on anything but 200 after 1, 2, 4, ... s (7 attempts in all).
 * An order nobody accepts or denies within 11.5 minutes (`autoCancelMs`) is cancelled by the
 * marketplace, which sends `orders.cancel`.
 *
 * Auth (`POST /oauth/v2/token`, form-encoded, 100 requests an hour per app, then 429):
 *   grant_type=authorization_code (code, redirect_uri): a merchant's user token, scope eats.pos_provisioning
 *   grant_type=client_credentials (scope): the app's token for eats.store / eats.order / eats.store.orders.read
 *   grant_type=refresh_token (refresh_token)
 *   `GET /oauth/v2/authorize?client_id&response_type=code&redirect_uri&scope&state` is the merchant's
 *   sign-in and consent page; Allow redirects to redirect_uri?code=&state=, Deny to ?error=access_denied.
 *   `POST /oauth/v2/revoke` (client_id, client_secret, token) ends a token and its refresh token.
 * API errors are `{code, message}`: 401 unauthorized, 403 forbidden (scope, or a store not provisioned
 * to this app), 404 not_found, 400 bad_request, 409 conflict (an order no longer in the state the
 * call needs).
 *   GET    /v1/eats/stores                            the merchant's stores (user token)
 *   GET    /v1/eats/stores/{id}                       one store
 *   POST   /v1/eats/stores/{id}/pos_data              provision to this app (user token) → 204, store.provisioned webhook
 *   GET    /v1/eats/stores/{id}/pos_data              the integration
 *   PATCH  /v1/eats/stores/{id}/pos_data              {integration_enabled?} (pause / resume)
 *   DELETE /v1/eats/stores/{id}/pos_data              deprovision → 204, store.deprovisioned webhook
 *   GET    /v2/eats/order/{id}                        the order
 *   POST   /v1/eats/orders/{id}/accept_pos_order      {reason?, pickup_time?, external_reference_id?} → 204
 *   POST   /v1/eats/orders/{id}/deny_pos_order        {reason:{explanation, code, ...}} → 204
 *   POST   /v1/eats/orders/{id}/cancel                {reason, details?} → 200 {}
 *   POST   /v1/delivery/order/{id}/ready              → 200 {}
 *   POST   /v1/delivery/order/{id}/update-ready-time  {ready_for_pickup_time RFC3339} → 200 {}
 *   POST   /v1/delivery/order/{id}/adjust-price       {amount_e5, tax_rate?, reason} → 200 {}
 *   POST   /v1/delivery/order/{id}/resolve-fulfillment-issues {fulfillment_issues[]} → 200 {}, then
 *          an order.fulfillment_issues.resolved webhook
 *   GET    /v1/eats/stores/{id}/created-orders        orders still CREATED
 *   GET    /v1/eats/stores/{id}/canceled-orders       cancellations of the last 2 hours
 *   PUT    /v2/eats/stores/{id}/menus                 replace the menu of `menu_type` → 204
 *   GET    /v2/eats/stores/{id}/menus?menu_type=      the menu
 * Test controls:
 *   POST /_fake/orders                 {store_id, type?, items?[{id, quantity, special_instructions?}], eater_name?}
 *                                      an eater orders from the uploaded menu → 201 the order (and orders.notification)
 *   POST /_fake/orders/{id}/cancel     the eater cancels → orders.cancel
 *   POST /_fake/orders/{id}/fulfillment-issue {item_id}: the courier finds an item missing
 *   PUT  /_fake/merchants/{id}         {name, email?, stores[{id, name, address?}]} a merchant with its stores
 *   GET  /_fake/webhooks               every delivery attempt
 *   POST /_fake/webhooks/{eventId}/replay   send an event again (same event id)
 *   POST /_fake/webhooks/hold          {hold: boolean, release?: 'in-order'|'reverse'} hold new events;
 *                                      releasing sends those held (reverse = out of order)
 *   GET  /_fake/state                  merchants, stores, orders, menus
 *   GET  /_fake/health
 */
import { createHmac, randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml, listen, readBody, sendHtml, sendJson, urlOf } from '../shared/http';

export const FAKE_UBER_EATS_DEFAULT_PORT = 12171;
export const UBER_SIGNATURE_HEADER = 'x-uber-signature';
/** Accept or deny within about 11.5 minutes, or the marketplace cancels the order. */
export const UBER_EATS_AUTO_CANCEL_MS = 690_000;
const TOKEN_REQUESTS_PER_HOUR = 100;
const TOKEN_LIFETIME_SECONDS = 2_592_000;

export const DENY_REASON_CODES = [
  'STORE_CLOSED',
  'POS_NOT_READY',
  'POS_OFFLINE',
  'ITEM_AVAILABILITY',
  'MISSING_ITEM',
  'MISSING_INFO',
  'PRICING',
  'CAPACITY',
  'ADDRESS',
  'SPECIAL_INSTRUCTIONS',
  'OTHER',
] as const;
export const CANCEL_REASONS = [
  'OUT_OF_ITEMS',
  'KITCHEN_CLOSED',
  'CUSTOMER_CALLED_TO_CANCEL',
  'RESTAURANT_TOO_BUSY',
  'CANNOT_COMPLETE_CUSTOMER_NOTE',
  'OTHER',
] as const;
export const MENU_TYPES = [
  'MENU_TYPE_FULFILLMENT_DELIVERY',
  'MENU_TYPE_FULFILLMENT_PICK_UP',
  'MENU_TYPE_FULFILLMENT_DINE_IN',
] as const;
type MenuType = (typeof MENU_TYPES)[number];

export function uberSignature(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body, 'utf8').digest('hex');
}

export interface FakeUberStore {
  id: string;
  name: string;
  merchantId: string;
  address: string;
  /** Set when a POS app provisions the store (pos_data). */
  integration?: {
    clientId: string;
    integrationEnabled: boolean;
    integratorStoreId: string;
    integratorBrandId: string;
    isOrderManager: boolean;
  };
  menus: Partial<Record<MenuType, Record<string, unknown>>>;
  menuUploads: number;
}

export interface FakeMerchant {
  id: string;
  name: string;
  email: string;
}

interface Money {
  amount: number;
  currency_code: string;
  formatted_amount: string;
}

export interface FakeUberOrder {
  id: string;
  display_id: string;
  external_reference_id?: string;
  current_state: 'CREATED' | 'ACCEPTED' | 'DENIED' | 'FINISHED' | 'CANCELED';
  /** The fulfilment suite's reading. */
  preparation_status: 'PREPARING' | 'READY_FOR_HANDOFF' | 'HANDED_OFF';
  type: 'PICK_UP' | 'DELIVERY_BY_UBER' | 'DELIVERY_BY_RESTAURANT' | 'DINE_IN';
  store: { id: string; name: string; integrator_store_id?: string };
  eater: { first_name: string; phone: string; phone_code: string };
  cart: {
    items: {
      id: string;
      instance_id: string;
      title: string;
      external_data: string;
      quantity: number;
      price: { unit_price: Money; total_price: Money };
      selected_modifier_groups: unknown[];
      special_instructions: string;
    }[];
    special_instructions: string;
  };
  payment: { charges: { sub_total: Money; tax: Money; total: Money; price_adjustments: Money[] } };
  placed_at: string;
  estimated_ready_for_pickup_at: string;
  deliveries: unknown[];
  deny_reason?: unknown;
  cancel_reason?: { reason: string; details?: string; by: 'merchant' | 'eater' | 'uber' };
  canceled_at?: string;
  fulfillment_issues: { issue_type: string; item_id: string; resolved?: unknown }[];
}

export interface UberWebhookDelivery {
  eventId: string;
  eventType: string;
  resourceId: string;
  attempt: number;
  status: number | 'network error';
  isoDateTimeUtc: string;
}

interface Token {
  clientId: string;
  kind: 'user' | 'app';
  merchantId?: string;
  scopes: string[];
  expiresAt: number;
  refreshToken?: string;
}

export interface FakeUberEatsOptions {
  port?: number;
  host?: string;
  clientId: string;
  clientSecret: string;
  /** The app's webhook URL (set in Uber's developer dashboard). */
  webhookUrl?: string;
  merchants?: (FakeMerchant & { stores: { id: string; name: string; address: string }[] })[];
  retryDelaysMs?: number[];
  autoCancelMs?: number;
  currencyCode?: string;
  /** Stores provisioned to this app from the start (the demo store the seed records as connected). */
  provisioned?: { storeId: string; integratorStoreId: string }[];
}

export interface FakeUberEats {
  url: string;
  port: number;
  stores: Map<string, FakeUberStore>;
  orders: Map<string, FakeUberOrder>;
  deliveries: UberWebhookDelivery[];
  /** Places an order as an eater would (what POST /_fake/orders does). */
  placeOrder(input: PlaceInput): FakeUberOrder;
  close(): Promise<void>;
}

interface PlaceInput {
  store_id: string;
  type?: FakeUberOrder['type'];
  items?: { id: string; quantity?: number; special_instructions?: string }[];
  eater_name?: string;
  /** A test's own auto-cancel time for this order (the documented 11.5 minutes otherwise). */
  auto_cancel_ms?: number;
}

export const DEMO_MERCHANTS: NonNullable<FakeUberEatsOptions['merchants']> = [
  {
    id: 'merchant-bella-vista',
    name: 'Bella Vista Pizzeria',
    email: 'owner@bellavista.example',
    stores: [
      {
        id: '6f1c2a9e-1b0d-4c57-9a51-0d7b8e2f4a10',
        name: 'Bella Vista Pizzeria (Bondi Beach)',
        address: '120 Campbell Parade, Bondi Beach NSW 2026',
      },
      {
        id: '8a4d7c31-5e92-4f0b-b8a6-3c2e1f9d7b22',
        name: 'Bella Vista Pizzeria (Surry Hills)',
        address: '45 Crown Street, Surry Hills NSW 2010',
      },
    ],
  },
];

const money = (cents: number, currency: string): Money => ({
  amount: cents / 100,
  currency_code: currency,
  formatted_amount: `$${(cents / 100).toFixed(2)}`,
});

export async function startFakeUberEats(options: FakeUberEatsOptions): Promise<FakeUberEats> {
  const currency = options.currencyCode ?? 'AUD';
  const retryDelays = options.retryDelaysMs ?? [1000, 2000, 4000, 8000, 16000, 32000];
  const autoCancelMs = options.autoCancelMs ?? UBER_EATS_AUTO_CANCEL_MS;
  const merchants = new Map<string, FakeMerchant>();
  const stores = new Map<string, FakeUberStore>();
  for (const merchant of options.merchants ?? DEMO_MERCHANTS) {
    merchants.set(merchant.id, { id: merchant.id, name: merchant.name, email: merchant.email });
    for (const store of merchant.stores)
      stores.set(store.id, { ...store, merchantId: merchant.id, menus: {}, menuUploads: 0 });
  }
  for (const entry of options.provisioned ?? []) {
    const store = stores.get(entry.storeId);
    if (store)
      store.integration = {
        clientId: options.clientId,
        integrationEnabled: true,
        integratorStoreId: entry.integratorStoreId,
        integratorBrandId: '',
        isOrderManager: true,
      };
  }
  const orders = new Map<string, FakeUberOrder>();
  const tokens = new Map<string, Token>();
  const refreshTokens = new Map<string, Token>();
  const codes = new Map<
    string,
    { merchantId: string; redirectUri: string; clientId: string; expiresAt: number }
  >();
  const tokenRequests: number[] = [];
  const deliveries: UberWebhookDelivery[] = [];
  const sentEvents = new Map<string, string>();
  let held: string[] | undefined;
  const timers = new Set<NodeJS.Timeout>();
  const autoCancels = new Map<string, NodeJS.Timeout>();
  let baseUrl = '';

  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
    return timer;
  };

  const deliver = async (body: string, attempt: number): Promise<void> => {
    if (!options.webhookUrl) return;
    const event = JSON.parse(body) as { event_id: string; event_type: string; meta: { resource_id: string } };
    let status: number | 'network error';
    try {
      const response = await fetch(options.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-environment': 'sandbox',
          [UBER_SIGNATURE_HEADER]: uberSignature(options.clientSecret, body),
        },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      status = response.status;
    } catch {
      status = 'network error';
    }
    deliveries.push({
      eventId: event.event_id,
      eventType: event.event_type,
      resourceId: event.meta.resource_id,
      attempt,
      status,
      isoDateTimeUtc: new Date().toISOString(),
    });
    // Only a 200 acknowledges; anything else (or no answer) is retried with backoff.
    const delay = retryDelays[attempt - 1];
    if (status !== 200 && delay !== undefined) later(delay, () => void deliver(body, attempt + 1));
  };

  const emit = (eventType: string, resourceId: string, storeId: string, resourceHref?: string) => {
    const eventId = randomUUID();
    const body = JSON.stringify({
      event_id: eventId,
      event_time: Math.floor(Date.now() / 1000),
      event_type: eventType,
      meta: { resource_id: resourceId, status: 'pos', user_id: storeId, client_id: options.clientId },
      resource_href: resourceHref ?? `${baseUrl}/v2/eats/order/${resourceId}`,
      webhook_msg_timestamp: Math.floor(Date.now() / 1000),
      webhook_msg_uuid: randomUUID(),
    });
    sentEvents.set(eventId, body);
    if (held) held.push(body);
    else void deliver(body, 1);
    return eventId;
  };

  const stopAutoCancel = (orderId: string) => {
    const timer = autoCancels.get(orderId);
    if (timer) {
      clearTimeout(timer);
      timers.delete(timer);
      autoCancels.delete(orderId);
    }
  };

  const cancelOrder = (order: FakeUberOrder, reason: NonNullable<FakeUberOrder['cancel_reason']>) => {
    stopAutoCancel(order.id);
    order.current_state = 'CANCELED';
    order.cancel_reason = reason;
    order.canceled_at = new Date().toISOString();
    // The merchant's own cancel is answered synchronously; Uber tells the POS about the others.
    if (reason.by !== 'merchant') emit('orders.cancel', order.id, order.store.id);
  };

  const menuItems = (store: FakeUberStore, type: MenuType) => {
    const menu = store.menus[type] as { items?: Record<string, unknown>[] } | undefined;
    return menu?.items ?? [];
  };

  const placeOrder = (input: PlaceInput): FakeUberOrder => {
    const store = stores.get(input.store_id);
    if (!store) throw new FakeError(404, 'not_found', 'store not found');
    if (!store.integration?.integrationEnabled)
      throw new FakeError(409, 'conflict', 'the store is not taking orders through a POS integration');
    const type = input.type ?? 'DELIVERY_BY_UBER';
    const menuType: MenuType =
      type === 'PICK_UP' ? 'MENU_TYPE_FULFILLMENT_PICK_UP' : 'MENU_TYPE_FULFILLMENT_DELIVERY';
    const available = menuItems(store, menuType).filter((item) => {
      const suspension = (item.suspension_info as { suspension?: { suspend_until?: number } } | undefined)
        ?.suspension;
      return !suspension || (suspension.suspend_until ?? 0) * 1000 < Date.now();
    });
    const sellable = available.filter((item) => {
      // Items only offered as options (modifier options are items too) are not ordered on their own.
      const menu = store.menus[menuType] as { categories?: { entities?: { id: string }[] }[] } | undefined;
      return (menu?.categories ?? []).some((category) =>
        (category.entities ?? []).some((entity) => entity.id === item.id),
      );
    });
    if (sellable.length === 0)
      throw new FakeError(409, 'conflict', 'no menu uploaded for this fulfilment type');
    const wanted = input.items?.length
      ? input.items
      : [{ id: String(sellable[0]?.id), quantity: 2, special_instructions: '' }];
    const items = wanted.map((line) => {
      const item = sellable.find((entry) => entry.id === line.id);
      if (!item) throw new FakeError(400, 'bad_request', `item ${line.id} is not on the menu`);
      const unit = Number((item.price_info as { price?: number } | undefined)?.price ?? 0);
      const quantity = Math.max(1, Math.min(99, Math.floor(line.quantity ?? 1)));
      const title = (item.title as { translations?: Record<string, string> } | undefined)?.translations;
      return {
        id: String(item.id),
        instance_id: randomUUID(),
        title: title?.en_us ?? title?.en ?? String(item.id),
        external_data: String(item.external_data ?? item.id),
        quantity,
        price: { unit_price: money(unit, currency), total_price: money(unit * quantity, currency) },
        selected_modifier_groups: [],
        special_instructions: line.special_instructions ?? '',
      };
    });
    const subTotal = items.reduce((sum, item) => sum + Math.round(item.price.total_price.amount * 100), 0);
    const tax = Math.round(subTotal / 11);
    const placed = new Date();
    const order: FakeUberOrder = {
      id: randomUUID(),
      display_id: randomBytes(3).toString('hex').toUpperCase().slice(0, 5),
      current_state: 'CREATED',
      preparation_status: 'PREPARING',
      type,
      store: {
        id: store.id,
        name: store.name,
        ...(store.integration ? { integrator_store_id: store.integration.integratorStoreId } : {}),
      },
      eater: {
        first_name: input.eater_name ?? 'Jordan',
        phone: '+61 2 8000 0000',
        phone_code: String(randomInt(100, 1000)),
      },
      cart: { items, special_instructions: '' },
      payment: {
        charges: {
          sub_total: money(subTotal, currency),
          tax: money(tax, currency),
          total: money(subTotal, currency),
          price_adjustments: [],
        },
      },
      placed_at: placed.toISOString(),
      estimated_ready_for_pickup_at: new Date(placed.getTime() + 20 * 60_000).toISOString(),
      deliveries: [],
      fulfillment_issues: [],
    };
    orders.set(order.id, order);
    autoCancels.set(
      order.id,
      later(
        typeof input.auto_cancel_ms === 'number' && input.auto_cancel_ms > 0
          ? input.auto_cancel_ms
          : autoCancelMs,
        () => {
          autoCancels.delete(order.id);
          if (order.current_state === 'CREATED')
            cancelOrder(order, { reason: 'ORDER_NOT_ACCEPTED', details: 'Not accepted in time', by: 'uber' });
        },
      ),
    );
    emit('orders.notification', order.id, store.id);
    return order;
  };

  const apiError = (response: ServerResponse, status: number, code: string, message: string) =>
    sendJson(response, status, { code, message });

  const json = async (request: IncomingMessage): Promise<Record<string, unknown> | undefined> => {
    try {
      const text = (await readBody(request)).toString('utf8');
      const parsed = JSON.parse(text || '{}');
      return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? parsed : undefined;
    } catch {
      return undefined;
    }
  };

  const form = async (request: IncomingMessage) =>
    new URLSearchParams((await readBody(request)).toString('utf8'));

  const bearer = (request: IncomingMessage): Token | undefined => {
    const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
    const token = match ? tokens.get(match[1] ?? '') : undefined;
    if (!token || token.expiresAt < Date.now()) return undefined;
    return token;
  };

  const issue = (token: Omit<Token, 'expiresAt' | 'refreshToken'>, withRefresh: boolean) => {
    const accessToken = `ue_at_${randomBytes(20).toString('hex')}`;
    const refreshToken = withRefresh ? `ue_rt_${randomBytes(20).toString('hex')}` : undefined;
    const record: Token = {
      ...token,
      expiresAt: Date.now() + TOKEN_LIFETIME_SECONDS * 1000,
      ...(refreshToken ? { refreshToken } : {}),
    };
    tokens.set(accessToken, record);
    if (refreshToken) refreshTokens.set(refreshToken, record);
    return {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: TOKEN_LIFETIME_SECONDS,
      scope: token.scopes.join(' '),
      ...(refreshToken ? { refresh_token: refreshToken } : {}),
    };
  };

  const oauth = async (request: IncomingMessage, response: ServerResponse, path: string, url: URL) => {
    if (request.method === 'GET' && path === '/oauth/v2/authorize') {
      const clientId = url.searchParams.get('client_id') ?? '';
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      const state = url.searchParams.get('state') ?? '';
      if (clientId !== options.clientId || url.searchParams.get('response_type') !== 'code' || !redirectUri)
        return sendHtml(
          response,
          page('Uber', '<p>Invalid request: unknown client or missing redirect.</p>'),
        );
      const choices = [...merchants.values()]
        .map(
          (merchant, index) =>
            `<label><input type="radio" name="merchant_id" value="${escapeHtml(merchant.id)}" ${index === 0 ? 'checked' : ''}/> ${escapeHtml(merchant.name)} (${escapeHtml(merchant.email)})</label>`,
        )
        .join('<br/>');
      const hidden = (name: string, value: string) =>
        `<input type="hidden" name="${name}" value="${escapeHtml(value)}"/>`;
      return sendHtml(
        response,
        page(
          'Uber Eats Manager: connect a POS',
          `<h1>Connect your stores</h1>
<p>An app wants to manage your Uber Eats stores' orders and menus (scope ${escapeHtml(url.searchParams.get('scope') ?? '')}).</p>
<form method="post" action="/oauth/v2/authorize">
${hidden('client_id', clientId)}${hidden('redirect_uri', redirectUri)}${hidden('state', state)}
<fieldset><legend>Signed in as</legend>${choices}</fieldset>
<button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="deny">Deny</button>
</form>`,
        ),
      );
    }
    if (request.method === 'POST' && path === '/oauth/v2/authorize') {
      const body = await form(request);
      const redirect = new URL(body.get('redirect_uri') ?? '');
      const state = body.get('state') ?? '';
      if (state) redirect.searchParams.set('state', state);
      if (body.get('decision') !== 'allow') {
        redirect.searchParams.set('error', 'access_denied');
      } else {
        const merchantId = body.get('merchant_id') ?? '';
        if (!merchants.has(merchantId)) return apiError(response, 400, 'bad_request', 'unknown merchant');
        const code = `ue_code_${randomBytes(16).toString('hex')}`;
        codes.set(code, {
          merchantId,
          redirectUri: body.get('redirect_uri') ?? '',
          clientId: body.get('client_id') ?? '',
          expiresAt: Date.now() + 10 * 60_000,
        });
        redirect.searchParams.set('code', code);
      }
      response.writeHead(302, { location: redirect.toString() }).end();
      return;
    }
    if (request.method === 'POST' && path === '/oauth/v2/token') {
      const now = Date.now();
      while (tokenRequests.length > 0 && (tokenRequests[0] ?? 0) < now - 3_600_000) tokenRequests.shift();
      if (tokenRequests.length >= TOKEN_REQUESTS_PER_HOUR)
        return sendJson(response, 429, {
          error: 'rate_limited',
          error_description: 'Too many token requests',
        });
      tokenRequests.push(now);
      const body = await form(request);
      if (body.get('client_id') !== options.clientId || body.get('client_secret') !== options.clientSecret)
        return sendJson(response, 401, { error: 'invalid_client' });
      const grant = body.get('grant_type');
      if (grant === 'authorization_code') {
        const code = codes.get(body.get('code') ?? '');
        codes.delete(body.get('code') ?? '');
        if (!code || code.expiresAt < now || code.redirectUri !== body.get('redirect_uri'))
          return sendJson(response, 400, { error: 'invalid_grant' });
        return sendJson(
          response,
          200,
          issue(
            {
              clientId: options.clientId,
              kind: 'user',
              merchantId: code.merchantId,
              scopes: ['eats.pos_provisioning'],
            },
            true,
          ),
        );
      }
      if (grant === 'client_credentials') {
        const allowed = [
          'eats.store',
          'eats.order',
          'eats.store.orders.read',
          'eats.store.status.write',
          'eats.report',
        ];
        const scopes = (body.get('scope') ?? '').split(' ').filter(Boolean);
        if (scopes.length === 0 || scopes.some((scope) => !allowed.includes(scope)))
          return sendJson(response, 400, { error: 'invalid_scope' });
        return sendJson(response, 200, issue({ clientId: options.clientId, kind: 'app', scopes }, false));
      }
      if (grant === 'refresh_token') {
        const previous = refreshTokens.get(body.get('refresh_token') ?? '');
        if (!previous) return sendJson(response, 400, { error: 'invalid_grant' });
        refreshTokens.delete(body.get('refresh_token') ?? '');
        const { expiresAt: _expires, refreshToken: _refresh, ...rest } = previous;
        return sendJson(response, 200, issue(rest, true));
      }
      return sendJson(response, 400, { error: 'unsupported_grant_type' });
    }
    if (request.method === 'POST' && path === '/oauth/v2/revoke') {
      const body = await form(request);
      if (body.get('client_id') !== options.clientId || body.get('client_secret') !== options.clientSecret)
        return sendJson(response, 401, { error: 'invalid_client' });
      const token = body.get('token') ?? '';
      const record = tokens.get(token) ?? refreshTokens.get(token);
      if (record) {
        for (const [key, value] of tokens) if (value === record) tokens.delete(key);
        for (const [key, value] of refreshTokens) if (value === record) refreshTokens.delete(key);
      }
      return sendJson(response, 200, {});
    }
    return apiError(response, 404, 'not_found', 'no such route');
  };

  const storeJson = (store: FakeUberStore) => ({
    store_id: store.id,
    name: store.name,
    location: { address: store.address, country: 'AU' },
    merchant_store_id: store.integration?.integratorStoreId ?? null,
    status: store.integration?.integrationEnabled ? 'active' : 'inactive',
  });

  const posData = (store: FakeUberStore) => ({
    store_id: store.id,
    integration_enabled: store.integration?.integrationEnabled ?? false,
    integrator_store_id: store.integration?.integratorStoreId ?? null,
    integrator_brand_id: store.integration?.integratorBrandId ?? null,
    order_manager_client_id: store.integration?.isOrderManager ? store.integration.clientId : null,
    order_release_enabled: false,
    online_status: store.integration?.integrationEnabled ? 'ONLINE' : 'OFFLINE',
  });

  const api = async (request: IncomingMessage, response: ServerResponse, path: string, url: URL) => {
    const token = bearer(request);
    if (!token) return apiError(response, 401, 'unauthorized', 'Invalid OAuth 2.0 credentials provided.');
    const method = request.method ?? 'GET';
    const has = (...scopes: string[]) => scopes.some((scope) => token.scopes.includes(scope));
    const forbidden = () => apiError(response, 403, 'forbidden', 'This token cannot do that.');

    if (method === 'GET' && path === '/v1/eats/stores') {
      if (token.kind !== 'user' || !has('eats.pos_provisioning')) return forbidden();
      const mine = [...stores.values()].filter((store) => store.merchantId === token.merchantId);
      const limit = Math.max(1, Math.min(50, Number(url.searchParams.get('limit') ?? 50) || 50));
      const start = Number(url.searchParams.get('start_key') ?? 0) || 0;
      const page = mine.slice(start, start + limit);
      return sendJson(response, 200, {
        stores: page.map(storeJson),
        ...(start + limit < mine.length ? { next_key: String(start + limit) } : {}),
      });
    }
    const storeMatch = /^\/v[12]\/eats\/stores\/([^/]+)(\/.*)?$/.exec(path);
    if (storeMatch) {
      const store = stores.get(decodeURIComponent(storeMatch[1] ?? ''));
      const rest = storeMatch[2] ?? '';
      if (!store) return apiError(response, 404, 'not_found', 'Store not found.');
      const merchantOwns = token.kind === 'user' && token.merchantId === store.merchantId;
      const appManages = token.kind === 'app' && store.integration?.clientId === token.clientId;
      if (!merchantOwns && !appManages) return forbidden();
      if (method === 'GET' && rest === '') return sendJson(response, 200, storeJson(store));
      if (rest === '/pos_data') {
        if (method === 'GET') return sendJson(response, 200, posData(store));
        if (method === 'POST') {
          if (!merchantOwns || !has('eats.pos_provisioning')) return forbidden();
          const body = await json(request);
          if (!body || typeof body.integrator_store_id !== 'string' || body.integrator_store_id.length > 200)
            return apiError(response, 400, 'bad_request', 'integrator_store_id is required');
          if (store.integration && store.integration.clientId !== token.clientId)
            return apiError(response, 409, 'conflict', 'The store is provisioned to another POS.');
          store.integration = {
            clientId: token.clientId,
            integrationEnabled: true,
            integratorStoreId: body.integrator_store_id,
            integratorBrandId: typeof body.integrator_brand_id === 'string' ? body.integrator_brand_id : '',
            isOrderManager: body.is_order_manager !== false,
          };
          emit('store.provisioned', store.id, store.id, `${baseUrl}/v1/eats/stores/${store.id}`);
          response.writeHead(204).end();
          return;
        }
        if (method === 'PATCH') {
          if (!store.integration)
            return apiError(response, 404, 'not_found', 'The store is not provisioned.');
          const body = await json(request);
          if (
            !body ||
            (body.integration_enabled !== undefined && typeof body.integration_enabled !== 'boolean')
          )
            return apiError(response, 400, 'bad_request', 'integration_enabled must be a boolean');
          if (typeof body.integration_enabled === 'boolean')
            store.integration.integrationEnabled = body.integration_enabled;
          response.writeHead(204).end();
          return;
        }
        if (method === 'DELETE') {
          if (!store.integration)
            return apiError(response, 404, 'not_found', 'The store is not provisioned.');
          delete store.integration;
          store.menus = {};
          emit('store.deprovisioned', store.id, store.id, `${baseUrl}/v1/eats/stores/${store.id}`);
          response.writeHead(204).end();
          return;
        }
      }
      if (!appManages) return forbidden();
      if (method === 'GET' && rest === '/created-orders') {
        if (!has('eats.order', 'eats.store.orders.read')) return forbidden();
        const created = [...orders.values()].filter(
          (order) => order.store.id === store.id && order.current_state === 'CREATED',
        );
        return sendJson(response, 200, {
          orders: created.map((order) => ({
            id: order.id,
            current_state: order.current_state,
            placed_at: order.placed_at,
          })),
        });
      }
      if (method === 'GET' && rest === '/canceled-orders') {
        if (!has('eats.order', 'eats.store.orders.read')) return forbidden();
        const since = Date.now() - 2 * 3_600_000;
        const cancelled = [...orders.values()].filter(
          (order) =>
            order.store.id === store.id &&
            order.current_state === 'CANCELED' &&
            Date.parse(order.canceled_at ?? '') >= since,
        );
        return sendJson(response, 200, {
          orders: cancelled.map((order) => ({
            id: order.id,
            current_state: order.current_state,
            placed_at: order.placed_at,
          })),
        });
      }
      if (rest === '/menus') {
        if (!has('eats.store')) return forbidden();
        if (method === 'GET') {
          const type = (url.searchParams.get('menu_type') ?? 'MENU_TYPE_FULFILLMENT_DELIVERY') as MenuType;
          const menu = store.menus[type];
          if (!menu) return apiError(response, 404, 'not_found', 'No menu uploaded.');
          return sendJson(response, 200, menu);
        }
        if (method === 'PUT') {
          const body = await json(request);
          const problem = body ? menuProblem(body) : 'the body must be a JSON object';
          if (problem || !body) return apiError(response, 400, 'bad_request', problem ?? 'invalid menu');
          const type = (body.menu_type as MenuType | undefined) ?? 'MENU_TYPE_FULFILLMENT_DELIVERY';
          store.menus[type] = body;
          store.menuUploads += 1;
          response.writeHead(204).end();
          return;
        }
      }
      return apiError(response, 404, 'not_found', 'no such route');
    }

    const orderMatch =
      /^\/v2\/eats\/order\/([^/]+)$/.exec(path) ??
      /^\/v1\/eats\/orders\/([^/]+)\/([a-z_]+)$/.exec(path) ??
      /^\/v1\/delivery\/order\/([^/]+)\/([a-z-]+)$/.exec(path);
    if (orderMatch) {
      const order = orders.get(decodeURIComponent(orderMatch[1] ?? ''));
      const action = orderMatch[2];
      if (!order) return apiError(response, 404, 'not_found', 'Order not found.');
      const store = stores.get(order.store.id);
      if (token.kind !== 'app' || store?.integration?.clientId !== token.clientId) return forbidden();
      if (!action && method === 'GET') {
        if (!has('eats.order', 'eats.store.orders.read')) return forbidden();
        return sendJson(response, 200, order);
      }
      if (method !== 'POST') return apiError(response, 404, 'not_found', 'no such route');
      if (!has('eats.order')) return forbidden();
      const body = await json(request);
      if (!body) return apiError(response, 400, 'bad_request', 'The body must be a JSON object.');
      const conflict = (message: string) => apiError(response, 409, 'conflict', message);
      switch (action) {
        case 'accept_pos_order': {
          if (order.current_state !== 'CREATED')
            return conflict(`The order is ${order.current_state} and cannot be accepted.`);
          stopAutoCancel(order.id);
          order.current_state = 'ACCEPTED';
          if (typeof body.external_reference_id === 'string')
            order.external_reference_id = body.external_reference_id.slice(0, 200);
          if (typeof body.pickup_time === 'number')
            order.estimated_ready_for_pickup_at = new Date(body.pickup_time * 1000).toISOString();
          response.writeHead(204).end();
          return;
        }
        case 'deny_pos_order': {
          const reason = body.reason as { code?: unknown; explanation?: unknown } | undefined;
          if (!reason || !DENY_REASON_CODES.includes(reason.code as (typeof DENY_REASON_CODES)[number]))
            return apiError(
              response,
              400,
              'bad_request',
              `reason.code must be one of ${DENY_REASON_CODES.join(', ')}`,
            );
          if (order.current_state !== 'CREATED')
            return conflict(`The order is ${order.current_state} and cannot be denied.`);
          stopAutoCancel(order.id);
          order.current_state = 'DENIED';
          order.deny_reason = reason;
          response.writeHead(204).end();
          return;
        }
        case 'cancel': {
          if (!CANCEL_REASONS.includes(body.reason as (typeof CANCEL_REASONS)[number]))
            return apiError(
              response,
              400,
              'bad_request',
              `reason must be one of ${CANCEL_REASONS.join(', ')}`,
            );
          // Documented: 404 for an order that is already final.
          if (
            order.current_state === 'CANCELED' ||
            order.current_state === 'DENIED' ||
            order.current_state === 'FINISHED'
          )
            return apiError(response, 404, 'not_found', 'Order not found or already final.');
          cancelOrder(order, {
            reason: String(body.reason),
            ...(typeof body.details === 'string' ? { details: body.details.slice(0, 500) } : {}),
            by: 'merchant',
          });
          return sendJson(response, 200, {});
        }
        case 'ready': {
          if (order.current_state !== 'ACCEPTED')
            return conflict('Only an accepted order can be marked ready.');
          order.preparation_status = 'READY_FOR_HANDOFF';
          if (order.type === 'PICK_UP' || order.type === 'DINE_IN') order.current_state = 'FINISHED';
          return sendJson(response, 200, {});
        }
        case 'update-ready-time': {
          const when =
            typeof body.ready_for_pickup_time === 'string' ? Date.parse(body.ready_for_pickup_time) : NaN;
          if (!Number.isFinite(when))
            return apiError(response, 400, 'bad_request', 'ready_for_pickup_time must be an RFC3339 time');
          if (order.current_state !== 'ACCEPTED' || order.preparation_status !== 'PREPARING')
            return conflict('The ready time can only change while an accepted order is being prepared.');
          order.estimated_ready_for_pickup_at = new Date(when).toISOString();
          return sendJson(response, 200, {});
        }
        case 'adjust-price': {
          const amount = body.amount_e5;
          if (
            typeof amount !== 'number' ||
            !Number.isInteger(amount) ||
            Math.abs(amount) > 5_000_000 ||
            amount === 0
          )
            return apiError(
              response,
              400,
              'bad_request',
              'amount_e5 must be a non-zero integer of at most 5,000,000',
            );
          if (typeof body.reason !== 'string' || body.reason.trim() === '')
            return apiError(response, 400, 'bad_request', 'reason is required');
          if (order.current_state === 'CANCELED' || order.current_state === 'DENIED')
            return conflict('The order is closed.');
          const cents = Math.round(amount / 1000);
          order.payment.charges.price_adjustments.push(money(cents, currency));
          const total = Math.round(order.payment.charges.total.amount * 100) + cents;
          order.payment.charges.total = money(Math.max(0, total), currency);
          return sendJson(response, 200, {});
        }
        case 'resolve-fulfillment-issues': {
          const issues = body.fulfillment_issues;
          if (!Array.isArray(issues) || issues.length === 0)
            return apiError(response, 400, 'bad_request', 'fulfillment_issues must be a non-empty list');
          const open = order.fulfillment_issues.filter((issue) => !issue.resolved);
          if (open.length === 0) return conflict('The order has no open fulfilment issue.');
          for (const issue of open) issue.resolved = issues;
          for (const resolution of issues as { action_type?: string; root_item?: { id?: string } }[]) {
            if (resolution.action_type === 'REMOVE_ITEM' && resolution.root_item?.id)
              order.cart.items = order.cart.items.filter((item) => item.id !== resolution.root_item?.id);
          }
          emit('order.fulfillment_issues.resolved', order.id, order.store.id);
          return sendJson(response, 200, {});
        }
        default:
          return apiError(response, 404, 'not_found', 'no such route');
      }
    }
    return apiError(response, 404, 'not_found', 'no such route');
  };

  const controls = async (request: IncomingMessage, response: ServerResponse, path: string) => {
    const method = request.method ?? 'GET';
    if (path === '/_fake/health') return sendJson(response, 200, { ok: true });
    if (method === 'GET' && path === '/_fake/state')
      return sendJson(response, 200, {
        merchants: [...merchants.values()],
        stores: [...stores.values()],
        orders: [...orders.values()],
      });
    if (method === 'GET' && path === '/_fake/webhooks') return sendJson(response, 200, { deliveries });
    const merchantControl = /^\/_fake\/merchants\/([^/]+)$/.exec(path);
    if (method === 'PUT' && merchantControl) {
      // A merchant of a test's own, with its stores (the demo merchant's stores are shared).
      const body = await json(request);
      const id = decodeURIComponent(merchantControl[1] ?? '');
      const list = Array.isArray(body?.stores) ? (body.stores as { id?: unknown; name?: unknown }[]) : [];
      if (!body || list.some((store) => typeof store.id !== 'string' || typeof store.name !== 'string'))
        return apiError(response, 400, 'bad_request', 'stores[] need id and name');
      merchants.set(id, {
        id,
        name: String(body.name ?? id),
        email: String(body.email ?? `${id}@example.test`),
      });
      for (const store of list)
        if (!stores.has(String(store.id)))
          stores.set(String(store.id), {
            id: String(store.id),
            name: String(store.name),
            address: String((store as { address?: unknown }).address ?? ''),
            merchantId: id,
            menus: {},
            menuUploads: 0,
          });
      return sendJson(response, 200, { merchant: merchants.get(id), stores: list.map((store) => store.id) });
    }
    if (method === 'POST' && path === '/_fake/orders') {
      const body = await json(request);
      if (!body || typeof body.store_id !== 'string')
        return apiError(response, 400, 'bad_request', 'store_id is required');
      try {
        return sendJson(response, 201, placeOrder(body as unknown as PlaceInput));
      } catch (error) {
        if (error instanceof FakeError) return apiError(response, error.status, error.code, error.message);
        throw error;
      }
    }
    const orderControl = /^\/_fake\/orders\/([^/]+)\/(cancel|fulfillment-issue)$/.exec(path);
    if (method === 'POST' && orderControl) {
      const order = orders.get(orderControl[1] ?? '');
      if (!order) return apiError(response, 404, 'not_found', 'Order not found.');
      if (orderControl[2] === 'cancel') {
        if (order.current_state === 'CANCELED' || order.current_state === 'DENIED')
          return apiError(response, 409, 'conflict', 'The order is already closed.');
        cancelOrder(order, {
          reason: 'CUSTOMER_CALLED_TO_CANCEL',
          details: 'The eater cancelled',
          by: 'eater',
        });
        return sendJson(response, 200, order);
      }
      const body = await json(request);
      const itemId = typeof body?.item_id === 'string' ? body.item_id : order.cart.items[0]?.id;
      if (!itemId) return apiError(response, 400, 'bad_request', 'item_id is required');
      order.fulfillment_issues.push({ issue_type: 'OUT_OF_ITEM', item_id: itemId });
      return sendJson(response, 200, order);
    }
    const replay = /^\/_fake\/webhooks\/([^/]+)\/replay$/.exec(path);
    if (method === 'POST' && replay) {
      const body = sentEvents.get(replay[1] ?? '');
      if (!body) return apiError(response, 404, 'not_found', 'No such event.');
      await deliver(body, 1);
      return sendJson(response, 200, {
        deliveries: deliveries.filter((entry) => entry.eventId === replay[1]),
      });
    }
    if (method === 'POST' && path === '/_fake/webhooks/hold') {
      const body = await json(request);
      if (body?.hold === true) {
        held ??= [];
        return sendJson(response, 200, { holding: true });
      }
      const release = held ?? [];
      held = undefined;
      const ordered = body?.release === 'reverse' ? [...release].reverse() : release;
      for (const event of ordered) await deliver(event, 1);
      return sendJson(response, 200, { released: ordered.length });
    }
    return apiError(response, 404, 'not_found', 'no such control');
  };

  const server = await listen(
    async (request, response) => {
      const url = urlOf(request);
      const path = url.pathname;
      if (path.startsWith('/_fake/')) return controls(request, response, path);
      if (path.startsWith('/oauth/')) return oauth(request, response, path, url);
      if (request.method === 'GET' && path === '/')
        return sendHtml(response, page('Fake Uber Eats', overview(stores, orders)));
      // A browser's own icon request is the web site's, not the API's (which wants a token).
      if (request.method === 'GET' && path === '/favicon.ico') {
        response.writeHead(204).end();
        return;
      }
      return api(request, response, path, url);
    },
    options.port ?? FAKE_UBER_EATS_DEFAULT_PORT,
    options.host ?? '127.0.0.1',
  );
  baseUrl = server.url;

  return {
    url: server.url,
    port: server.port,
    stores,
    orders,
    deliveries,
    placeOrder,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await server.close();
    },
  };
}

class FakeError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** What Uber refuses in a menu upload: entities pointing at ids that are not in the payload. */
function menuProblem(body: Record<string, unknown>): string | undefined {
  if (body.menu_type !== undefined && !MENU_TYPES.includes(body.menu_type as MenuType))
    return `menu_type must be one of ${MENU_TYPES.join(', ')}`;
  for (const key of ['menus', 'categories', 'items', 'modifier_groups'] as const)
    if (body[key] !== undefined && !Array.isArray(body[key])) return `${key} must be a list`;
  const ids = (key: string) =>
    new Set(((body[key] as { id?: unknown }[] | undefined) ?? []).map((entry) => String(entry.id)));
  const items = ids('items');
  const categories = ids('categories');
  const groups = ids('modifier_groups');
  for (const menu of (body.menus as { category_ids?: string[] }[] | undefined) ?? [])
    for (const id of menu.category_ids ?? [])
      if (!categories.has(id)) return `menus reference unknown category ${id}`;
  for (const category of (body.categories as { entities?: { id: string }[] }[] | undefined) ?? [])
    for (const entity of category.entities ?? [])
      if (!items.has(entity.id)) return `categories reference unknown item ${entity.id}`;
  for (const item of (body.items as
    | { id?: unknown; price_info?: { price?: unknown }; modifier_group_ids?: { ids?: string[] } }[]
    | undefined) ?? []) {
    const price = item.price_info?.price;
    if (typeof price !== 'number' || !Number.isInteger(price) || price < 0)
      return `item ${String(item.id)} needs price_info.price in minor units`;
    for (const id of item.modifier_group_ids?.ids ?? [])
      if (!groups.has(id)) return `item ${String(item.id)} references unknown modifier group ${id}`;
  }
  return undefined;
}

function page(title: string, body: string): string {
  // An empty icon: otherwise the browser asks for /favicon.ico, which the API answers 401 (no token).
  return `<!doctype html><html><head><meta charset="utf-8"/><link rel="icon" href="data:,"/><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:720px;margin:40px auto;padding:0 16px}button{font-size:16px;padding:8px 20px;margin:12px 8px 0 0}fieldset{margin:16px 0;padding:12px}td,th{padding:4px 8px;text-align:left}</style>
</head><body>${body}</body></html>`;
}

function overview(stores: Map<string, FakeUberStore>, orders: Map<string, FakeUberOrder>): string {
  const storeRows = [...stores.values()]
    .map(
      (store) =>
        `<tr><td>${escapeHtml(store.name)}</td><td><code>${escapeHtml(store.id)}</code></td><td>${store.integration ? (store.integration.integrationEnabled ? 'integrated' : 'paused') : 'not provisioned'}</td><td>${Object.keys(store.menus).length} menu(s)</td></tr>`,
    )
    .join('');
  const orderRows = [...orders.values()]
    .map(
      (order) =>
        `<tr><td>${escapeHtml(order.display_id)}</td><td>${escapeHtml(order.store.name)}</td><td>${order.current_state}</td><td>${order.payment.charges.total.formatted_amount}</td></tr>`,
    )
    .join('');
  return `<h1>Fake Uber Eats</h1><h2>Stores</h2><table><tr><th>Store</th><th>Id</th><th>POS</th><th>Menus</th></tr>${storeRows}</table>
<h2>Orders</h2><table><tr><th>Order</th><th>Store</th><th>State</th><th>Total</th></tr>${orderRows}</table>`;
}
