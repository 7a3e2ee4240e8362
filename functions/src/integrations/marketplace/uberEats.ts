/**
 * The Uber Eats adapter (research/integrations.md section 1): OAuth 2 at the auth host (authorisation
 * code for the merchant's `eats.pos_provisioning`, client credentials for the app's order and menu
 * scopes, cached: the token endpoint allows 100 requests an hour), the REST API at the API host, and
 * the webhook signature (lowercase hex HMAC-SHA256 of the raw body keyed with the client secret).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { type UberOrder, ZUberOrder } from '@resto/domain';
import {
  MarketplaceError,
  type MarketplaceIntegration,
  type MarketplacePort,
  type MarketplaceStoreSummary,
  type MarketplaceTokens,
} from './port';

export interface UberEatsConfig {
  apiBaseUrl: string;
  authBaseUrl: string;
  clientId: string;
  clientSecret: string;
  /** How long a call may take before it counts as unanswered. */
  timeoutMs?: number;
}

const APP_SCOPES = 'eats.store eats.order eats.store.orders.read';

export function createUberEatsAdapter(config: UberEatsConfig): MarketplacePort {
  const timeoutMs = config.timeoutMs ?? 10_000;
  let appToken: { token: string; expiresAtMs: number } | undefined;
  let appTokenRequest: Promise<string> | undefined;

  const failure = (status: number, message: string): MarketplaceError => {
    if (status === 401) return new MarketplaceError('unauthorised', status, message);
    if (status === 404) return new MarketplaceError('notFound', status, message);
    if (status === 409) return new MarketplaceError('conflict', status, message);
    if (status === 429 || status >= 500) return new MarketplaceError('unavailable', status, message);
    return new MarketplaceError('refused', status, message);
  };

  async function send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      throw new MarketplaceError('unavailable', 0, 'The marketplace did not answer.');
    }
  }

  async function tokenCall(form: Record<string, string>): Promise<MarketplaceTokens> {
    const response = await send(`${config.authBaseUrl}/oauth/v2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: config.clientId, client_secret: config.clientSecret, ...form }),
    });
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok) {
      // A bad code or refresh token is the merchant's to redo, not a server fault.
      const kind = response.status === 400 ? 'unauthorised' : undefined;
      if (kind) throw new MarketplaceError(kind, response.status, String(body.error ?? 'invalid_grant'));
      throw failure(response.status, String(body.error ?? 'token request failed'));
    }
    return {
      accessToken: String(body.access_token),
      ...(typeof body.refresh_token === 'string' ? { refreshToken: body.refresh_token } : {}),
      expiresAtMs: Date.now() + Number(body.expires_in ?? 0) * 1000,
      scope: String(body.scope ?? ''),
    };
  }

  async function applicationToken(): Promise<string> {
    if (appToken && appToken.expiresAtMs - 60_000 > Date.now()) return appToken.token;
    appTokenRequest ??= tokenCall({ grant_type: 'client_credentials', scope: APP_SCOPES })
      .then((tokens) => {
        appToken = { token: tokens.accessToken, expiresAtMs: tokens.expiresAtMs };
        return tokens.accessToken;
      })
      .finally(() => {
        appTokenRequest = undefined;
      });
    return appTokenRequest;
  }

  async function api(
    method: string,
    path: string,
    options: { body?: unknown; token?: string } = {},
  ): Promise<Record<string, unknown>> {
    const token = options.token ?? (await applicationToken());
    const response = await send(`${config.apiBaseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    const text = await response.text();
    let parsed: Record<string, unknown> = {};
    try {
      parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      parsed = {};
    }
    if (response.status === 401 && !options.token) appToken = undefined;
    if (!response.ok) throw failure(response.status, String(parsed.message ?? `HTTP ${response.status}`));
    return parsed;
  }

  const orderPath = (id: string) => encodeURIComponent(id);
  const storePath = (id: string) => encodeURIComponent(id);

  return {
    authoriseUri({ redirectUri, state }) {
      const query = new URLSearchParams({
        client_id: config.clientId,
        response_type: 'code',
        redirect_uri: redirectUri,
        scope: 'eats.pos_provisioning',
        state,
      });
      return `${config.authBaseUrl}/oauth/v2/authorize?${query}`;
    },
    exchangeCode: ({ code, redirectUri }) =>
      tokenCall({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }),
    refresh: (refreshToken) => tokenCall({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    async revoke(token) {
      const response = await send(`${config.authBaseUrl}/oauth/v2/revoke`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ client_id: config.clientId, client_secret: config.clientSecret, token }),
      });
      if (!response.ok) throw failure(response.status, 'revoke failed');
    },
    async listStores(merchantToken) {
      const stores: MarketplaceStoreSummary[] = [];
      let startKey: string | undefined;
      // Bounded: a merchant with more than 10 pages of stores is beyond what the page lists.
      for (let page = 0; page < 10; page += 1) {
        const query = new URLSearchParams({ limit: '50', ...(startKey ? { start_key: startKey } : {}) });
        const body = await api('GET', `/v1/eats/stores?${query}`, { token: merchantToken });
        for (const store of (body.stores as Record<string, unknown>[] | undefined) ?? []) {
          const location = (store.location ?? {}) as { address?: string };
          stores.push({
            marketplaceStoreId: String(store.store_id),
            name: String(store.name ?? ''),
            address: String(location.address ?? ''),
            integratorStoreId: typeof store.merchant_store_id === 'string' ? store.merchant_store_id : null,
            active: store.status === 'active',
          });
        }
        startKey = typeof body.next_key === 'string' ? body.next_key : undefined;
        if (!startKey) break;
      }
      return stores;
    },
    async provisionStore(merchantToken, marketplaceStoreId, integratorStoreId) {
      await api('POST', `/v1/eats/stores/${storePath(marketplaceStoreId)}/pos_data`, {
        token: merchantToken,
        body: { integrator_store_id: integratorStoreId, integrator_brand_id: '', is_order_manager: true },
      });
    },
    async setIntegrationEnabled(marketplaceStoreId, enabled) {
      await api('PATCH', `/v1/eats/stores/${storePath(marketplaceStoreId)}/pos_data`, {
        body: { integration_enabled: enabled },
      });
    },
    async deprovisionStore(marketplaceStoreId) {
      await api('DELETE', `/v1/eats/stores/${storePath(marketplaceStoreId)}/pos_data`);
    },
    async integration(marketplaceStoreId): Promise<MarketplaceIntegration> {
      const body = await api('GET', `/v1/eats/stores/${storePath(marketplaceStoreId)}/pos_data`);
      return {
        integrationEnabled: body.integration_enabled === true,
        integratorStoreId: typeof body.integrator_store_id === 'string' ? body.integrator_store_id : null,
        isOrderManager: body.order_manager_client_id === config.clientId,
        onlineStatus: String(body.online_status ?? 'UNKNOWN'),
      };
    },
    async getOrder(marketplaceOrderId): Promise<UberOrder> {
      const answer = await api('GET', `/v2/eats/order/${orderPath(marketplaceOrderId)}`);
      const parsed = ZUberOrder.safeParse(answer);
      if (!parsed.success)
        throw new MarketplaceError('refused', 200, 'The marketplace sent an order we cannot read.');
      return parsed.data;
    },
    async createdOrderIds(marketplaceStoreId) {
      const body = await api(
        'GET',
        `/v1/eats/stores/${storePath(marketplaceStoreId)}/created-orders?limit=50`,
      );
      return ((body.orders as { id: string }[] | undefined) ?? [])
        .map((order) => String(order.id))
        .slice(0, 50);
    },
    async cancelledOrderIds(marketplaceStoreId) {
      const body = await api('GET', `/v1/eats/stores/${storePath(marketplaceStoreId)}/canceled-orders`);
      return ((body.orders as { id: string }[] | undefined) ?? [])
        .map((order) => String(order.id))
        .slice(0, 50);
    },
    async acceptOrder(marketplaceOrderId, input) {
      await api('POST', `/v1/eats/orders/${orderPath(marketplaceOrderId)}/accept_pos_order`, {
        body: {
          reason: 'accepted',
          external_reference_id: input.externalReferenceId,
          ...(input.pickupTimeSeconds ? { pickup_time: input.pickupTimeSeconds } : {}),
        },
      });
    },
    async denyOrder(marketplaceOrderId, input) {
      await api('POST', `/v1/eats/orders/${orderPath(marketplaceOrderId)}/deny_pos_order`, {
        body: {
          reason: {
            code: input.code,
            explanation: input.explanation,
            out_of_stock_items: [],
            invalid_items: [],
          },
        },
      });
    },
    async cancelOrder(marketplaceOrderId, input) {
      await api('POST', `/v1/eats/orders/${orderPath(marketplaceOrderId)}/cancel`, {
        body: { reason: input.reason, details: input.details },
      });
    },
    async markReady(marketplaceOrderId) {
      await api('POST', `/v1/delivery/order/${orderPath(marketplaceOrderId)}/ready`, { body: {} });
    },
    async updateReadyTime(marketplaceOrderId, readyIsoDateTimeUtc) {
      await api('POST', `/v1/delivery/order/${orderPath(marketplaceOrderId)}/update-ready-time`, {
        body: { ready_for_pickup_time: readyIsoDateTimeUtc },
      });
    },
    async adjustPrice(marketplaceOrderId, input) {
      await api('POST', `/v1/delivery/order/${orderPath(marketplaceOrderId)}/adjust-price`, {
        // amount_e5: the amount in units of 10^-5 of the currency (cents × 1000).
        body: { amount_e5: input.amountInCents * 1000, tax_rate: 0, reason: input.reason },
      });
    },
    async resolveFulfillmentIssue(marketplaceOrderId, input) {
      await api('POST', `/v1/delivery/order/${orderPath(marketplaceOrderId)}/resolve-fulfillment-issues`, {
        body: {
          fulfillment_issues: [
            { issue_type: 'OUT_OF_ITEM', action_type: input.action, root_item: { id: input.itemId } },
          ],
        },
      });
    },
    async uploadMenu(marketplaceStoreId, menu) {
      await api('PUT', `/v2/eats/stores/${storePath(marketplaceStoreId)}/menus`, { body: menu });
    },
    verifySignature(rawBody, signature) {
      if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
      const expected = createHmac('sha256', config.clientSecret).update(rawBody).digest();
      const given = Buffer.from(signature, 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
