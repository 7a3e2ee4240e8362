/**
 * The fake Stripe HTTP server: Stripe's request and response conventions (form-encoded bodies, JSON
 * answers, error objects with the right status, `Idempotency-Key`, `Stripe-Account`, list
 * pagination, `expand`), the API subset in the handler modules, and test controls under `/_fake`.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  accountHandlers,
  accountOrThrow,
  createPayout,
  emitAccountUpdated,
  settlePayout,
  setVerification,
} from './accounts';
import type { FakeContext, Handler, KeyKind } from './context';
import { customerHandlers } from './customers';
import { StripeApiError } from './errors';
import { canonical, type FormParams, parseForm } from './form';
import { newId, nowSeconds } from './ids';
import { refreshBalanceTransaction } from './money';
import { onboardingPage, threeDsPage } from './pages';
import { completeAuthentication, paymentIntentHandlers } from './paymentIntents';
import { refundHandlers } from './refunds';
import { type FakeStateData, loadState, type Scope, type StripeObject, saveState, scopeOf } from './state';
import { type DeliveryMode, WebhookDispatcher, type WebhookTargets } from './webhooks';

export interface FakeStripeOptions {
  /** 0 picks a free port (tests). Default 12111. */
  port?: number;
  host?: string;
  secretKey?: string;
  publishableKey?: string;
  webhookSecrets?: { connect: string; platform: string };
  webhookTargets?: WebhookTargets;
  /** Save state here after changes and load it on start (keeps accounts across restarts). */
  persistPath?: string;
  /** Base URL handed out in links (3-D Secure, onboarding); default http://<host>:<port>. */
  publicBaseUrl?: string;
  /** Retries per failed webhook delivery. Default 2. */
  webhookRetries?: number;
}

export interface FakeStripe {
  url: string;
  port: number;
  secretKey: string;
  publishableKey: string;
  webhookSecrets: { connect: string; platform: string };
  platformAccountId: string;
  state: FakeStateData;
  webhooks: WebhookDispatcher;
  /** A context for in-process control (as if a request came in on `accountId`). */
  contextFor(accountId?: string): FakeContext;
  /** Waits until queued webhook deliveries are done. */
  settle(): Promise<void>;
  reset(): void;
  close(): Promise<void>;
}

interface Route {
  method: string;
  pattern: RegExp;
  names: string[];
  handler: Handler;
  /** Routes a browser may call with the publishable key. */
  publishable: boolean;
}

const PUBLISHABLE_ROUTES = new Set([
  'POST /v1/payment_methods',
  'POST /v1/tokens',
  'GET /v1/payment_intents/:id',
]);

function compileRoutes(handlers: Record<string, Handler>): Route[] {
  return Object.entries(handlers).map(([key, handler]) => {
    const [method, path] = key.split(' ') as [string, string];
    const names: string[] = [];
    const pattern = new RegExp(
      `^${path.replace(/:([a-zA-Z]+)/g, (_match, name: string) => {
        names.push(name);
        return '([^/]+)';
      })}$`,
    );
    return { method, pattern, names, handler, publishable: PUBLISHABLE_ROUTES.has(key) };
  });
}

const ROUTES = compileRoutes({
  ...paymentIntentHandlers,
  ...refundHandlers,
  ...customerHandlers,
  ...accountHandlers,
});

function matchRoute(
  method: string,
  path: string,
): { route: Route; params: Record<string, string> } | undefined {
  for (const route of ROUTES) {
    if (route.method !== method) continue;
    const match = route.pattern.exec(path);
    if (!match) continue;
    const params: Record<string, string> = {};
    route.names.forEach((name, index) => {
      params[name] = decodeURIComponent(match[index + 1] ?? '');
    });
    return { route, params };
  }
  return undefined;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function apiKeyOf(request: IncomingMessage): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  if (header.startsWith('Bearer ')) return header.slice(7).trim();
  if (header.startsWith('Basic '))
    return Buffer.from(header.slice(6), 'base64').toString('utf8').split(':')[0];
  return undefined;
}

const ID_PREFIX_TO_COLLECTION: Record<string, keyof Scope> = {
  ch: 'charges',
  txn: 'balanceTransactions',
  pi: 'paymentIntents',
  cus: 'customers',
  pm: 'paymentMethods',
  re: 'refunds',
  po: 'payouts',
  fee: 'applicationFees',
};

function findObject(state: FakeStateData, scope: Scope, id: string): StripeObject | undefined {
  if (id.startsWith('acct_')) return state.accounts[id];
  const collection = ID_PREFIX_TO_COLLECTION[id.split('_')[0] ?? ''];
  if (!collection || collection === 'cardNumbers' || collection === 'authenticatedIntents') return undefined;
  const found = (scope[collection] as Record<string, StripeObject>)[id];
  return found && found.object === 'balance_transaction' ? refreshBalanceTransaction(found) : found;
}

/** `expand[]=a.b`: replaces ids with their objects where the fake has them; anything else is left as is. */
function applyExpand(state: FakeStateData, scope: Scope, body: unknown, paths: string[]): unknown {
  const expandPath = (node: unknown, segments: string[]): unknown => {
    if (segments.length === 0 || node === null || typeof node !== 'object') return node;
    const [head, ...rest] = segments as [string, ...string[]];
    const record = node as Record<string, unknown>;
    if (record.object === 'list' && head === 'data' && Array.isArray(record.data)) {
      return { ...record, data: record.data.map((item) => expandPath(item, rest)) };
    }
    let value = record[head];
    if (typeof value === 'string') value = findObject(state, scope, value) ?? value;
    return { ...record, [head]: rest.length > 0 ? expandPath(value, rest) : value };
  };
  return paths.reduce((current, path) => expandPath(current, path.split('.')), body);
}

function expandPaths(params: FormParams): string[] {
  const value = params.expand;
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return [];
}

function send(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body, null, 2));
}

function sendHtml(response: ServerResponse, html: string): void {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(html);
}

function randomKey(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const host = options.host ?? '127.0.0.1';
  const secretKey = options.secretKey ?? randomKey('sk_test_fake');
  const publishableKey = options.publishableKey ?? randomKey('pk_test_fake');
  const webhookSecrets = options.webhookSecrets ?? {
    connect: randomKey('whsec'),
    platform: randomKey('whsec'),
  };
  const platformAccountId = 'acct_fakeplatform0001';
  let state = loadState(options.persistPath, platformAccountId);
  let baseUrl = options.publicBaseUrl ?? '';
  let webhooks = new WebhookDispatcher(
    state.events,
    { ...options.webhookTargets },
    webhookSecrets,
    options.webhookRetries,
  );
  let saveTimer: NodeJS.Timeout | undefined;

  const scheduleSave = () => {
    if (!options.persistPath || saveTimer) return;
    saveTimer = setTimeout(() => {
      saveTimer = undefined;
      saveState(options.persistPath, state);
    }, 200);
  };

  const contextFor = (
    accountId: string,
    extra: Partial<Pick<FakeContext, 'params' | 'keyKind' | 'idempotencyKey' | 'requestId'>> = {},
  ): FakeContext => {
    const requestId = extra.requestId ?? newId('req', 14);
    return {
      state,
      accountId,
      connected: accountId !== platformAccountId,
      keyKind: extra.keyKind ?? 'secret',
      params: extra.params ?? {},
      baseUrl,
      ...(extra.idempotencyKey ? { idempotencyKey: extra.idempotencyKey } : {}),
      requestId,
      scope: scopeOf(state, accountId),
      emit(type, object, emitOptions = {}) {
        webhooks.createEvent(type, object, {
          ...emitOptions,
          requestId,
          ...(extra.idempotencyKey ? { idempotencyKey: extra.idempotencyKey } : {}),
        });
      },
    };
  };

  async function handleApi(request: IncomingMessage, response: ServerResponse, url: URL, rawBody: string) {
    const requestId = newId('req', 14);
    const headers = { 'request-id': requestId, 'stripe-version': '2026-10-28.endive' };
    const method = request.method ?? 'GET';
    const key = apiKeyOf(request);
    if (!key) {
      return send(
        response,
        401,
        {
          error: {
            type: 'invalid_request_error',
            message:
              "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
          },
        },
        headers,
      );
    }
    let keyKind: KeyKind;
    if (key === secretKey) keyKind = 'secret';
    else if (key === publishableKey) keyKind = 'publishable';
    else {
      return send(
        response,
        401,
        {
          error: {
            type: 'invalid_request_error',
            message: `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(12)}${key.slice(-4)}`,
          },
        },
        headers,
      );
    }
    const matched = matchRoute(method, url.pathname);
    if (!matched) {
      return send(
        response,
        404,
        {
          error: {
            type: 'invalid_request_error',
            message: `Unrecognized request URL (${method}: ${url.pathname}). The fake Stripe implements only the subset the platform calls; see fakes/src/stripe.`,
          },
        },
        headers,
      );
    }
    if (keyKind === 'publishable' && !matched.route.publishable) {
      return send(
        response,
        401,
        {
          error: {
            type: 'invalid_request_error',
            message: 'This API call cannot be made with a publishable API key. Please use a secret API key.',
          },
        },
        headers,
      );
    }
    const params =
      method === 'GET' || method === 'DELETE' ? parseForm(url.search.slice(1)) : parseForm(rawBody);
    const accountHeader = request.headers['stripe-account'];
    const accountId =
      typeof accountHeader === 'string' && accountHeader !== '' ? accountHeader : platformAccountId;
    if (accountId !== platformAccountId && !state.accounts[accountId]) {
      return send(
        response,
        403,
        {
          error: {
            type: 'invalid_request_error',
            code: 'account_invalid',
            message: `The provided key '${key.slice(0, 8)}****' does not have access to account '${accountId}' (or that account does not exist). Application access may have been revoked.`,
          },
        },
        headers,
      );
    }

    const idempotencyHeader = request.headers['idempotency-key'];
    const idempotencyKey =
      typeof idempotencyHeader === 'string' && idempotencyHeader !== '' ? idempotencyHeader : undefined;
    const cacheKey =
      idempotencyKey && method === 'POST' ? `${keyKind}:${accountId}:${idempotencyKey}` : undefined;
    const fingerprint = canonical(params);
    if (cacheKey) {
      const previous = state.idempotency[cacheKey];
      if (previous) {
        if (previous.path !== url.pathname || previous.params !== fingerprint) {
          return send(
            response,
            400,
            {
              error: {
                type: 'idempotency_error',
                message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
              },
            },
            headers,
          );
        }
        return send(response, previous.status, previous.body, {
          ...headers,
          'idempotent-replayed': 'true',
          'original-request': requestId,
        });
      }
    }

    const ctx = contextFor(accountId, {
      params,
      keyKind,
      requestId,
      ...(idempotencyKey ? { idempotencyKey } : {}),
    });
    let status = 200;
    let body: unknown;
    try {
      const result = matched.route.handler(ctx, matched.params);
      status = result.status ?? 200;
      body = applyExpand(state, ctx.scope, result.body, expandPaths(params));
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      status = error.status;
      body = { error: { ...error.body, request_log_url: `${baseUrl}/_fake/requests/${requestId}` } };
    }
    // Stripe stores the outcome of every request with a key except server errors, so a retry gets
    // the same answer (a decline stays a decline; the card is not charged twice).
    if (cacheKey && status < 500) {
      state.idempotency[cacheKey] = {
        method,
        path: url.pathname,
        params: fingerprint,
        status,
        body,
        createdMs: Date.now(),
      };
    }
    if (method !== 'GET') scheduleSave();
    send(response, status, body, {
      ...headers,
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    });
  }

  function controlParams(request: IncomingMessage, url: URL, rawBody: string): FormParams {
    const type = request.headers['content-type'] ?? '';
    const fromQuery = parseForm(url.search.slice(1));
    if (type.includes('application/json') && rawBody.trim() !== '') {
      const json = JSON.parse(rawBody) as Record<string, unknown>;
      const asForm: FormParams = {};
      for (const [name, value] of Object.entries(json)) {
        if (value !== undefined && value !== null)
          asForm[name] = typeof value === 'object' ? (value as FormParams) : String(value);
      }
      return { ...fromQuery, ...asForm };
    }
    return { ...fromQuery, ...parseForm(rawBody) };
  }

  async function handleControl(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    rawBody: string,
  ) {
    const method = request.method ?? 'GET';
    const path = url.pathname;
    const params = controlParams(request, url, rawBody);
    const text = (name: string): string | undefined => {
      const value = params[name];
      return typeof value === 'string' && value !== '' ? value : undefined;
    };
    const accountParam = text('account') ?? platformAccountId;
    const at = (verb: string, pattern: RegExp): RegExpExecArray | null =>
      method === verb ? pattern.exec(path) : null;

    if (method === 'GET' && path === '/_fake/health') {
      return send(response, 200, {
        ok: true,
        platformAccountId,
        webhookTargets: webhooks.targets,
        mode: webhooks.mode,
      });
    }
    if (method === 'POST' && path === '/_fake/reset') {
      state = loadState(undefined, platformAccountId);
      webhooks = new WebhookDispatcher(
        state.events,
        webhooks.targets,
        webhookSecrets,
        options.webhookRetries,
      );
      scheduleSave();
      return send(response, 200, { ok: true });
    }
    if (method === 'GET' && path === '/_fake/events') {
      const type = text('type');
      const account = text('account');
      const events = state.events.filter(
        (event) =>
          (!type ||
            event.type === type ||
            (type.endsWith('*') && String(event.type).startsWith(type.slice(0, -1)))) &&
          (!account || event.account === account),
      );
      return send(response, 200, {
        object: 'list',
        data: [...events].reverse(),
        deliveries: webhooks.attempts.filter((attempt) =>
          events.some((event) => event.id === attempt.eventId),
        ),
        held: webhooks.heldEvents().map((event) => event.id),
      });
    }
    if (method === 'POST' && path === '/_fake/events') {
      // Sends an event about an object the fake holds, e.g. `payment_intent.processing`.
      const type = text('type');
      const objectId = text('object');
      if (!type || !objectId)
        return send(response, 400, {
          error: { type: 'invalid_request_error', message: 'Send type and object.' },
        });
      const ctx = contextFor(accountParam);
      const object = findObject(state, ctx.scope, objectId);
      if (!object)
        return send(response, 404, {
          error: { type: 'invalid_request_error', message: `No such object: ${objectId}` },
        });
      const override = params.status;
      const snapshot = typeof override === 'string' ? { ...object, status: override } : object;
      ctx.emit(type, snapshot, ctx.connected ? { account: accountParam } : {});
      return send(response, 200, state.events.at(-1));
    }
    const match1 = at('POST', /^\/_fake\/events\/([^/]+)\/(replay|deliver_twice)$/);
    if (match1) {
      const match = match1;
      const event = state.events.find((candidate) => candidate.id === match?.[1]);
      if (!event)
        return send(response, 404, {
          error: { type: 'invalid_request_error', message: `No such event: ${match[1]}` },
        });
      const times = match[2] === 'deliver_twice' ? 2 : Math.max(1, Number(text('times') ?? 1));
      webhooks.deliver(event, times);
      if (text('wait') !== 'false') await webhooks.idle();
      return send(response, 200, { id: event.id, delivered: times });
    }
    if (method === 'POST' && path === '/_fake/webhooks/mode') {
      const mode: DeliveryMode = {
        duplicate: text('duplicate') === 'true',
        hold: text('hold') === 'true',
        delayMs: Number(text('delay_ms') ?? 0) || 0,
      };
      webhooks.mode = mode;
      return send(response, 200, { mode });
    }
    if (method === 'POST' && path === '/_fake/webhooks/flush') {
      const order = text('order');
      const flushed = webhooks.flush(order === 'reverse' || order === 'shuffle' ? order : 'sent');
      if (text('wait') !== 'false') await webhooks.idle();
      return send(response, 200, { delivered: flushed.map((event) => ({ id: event.id, type: event.type })) });
    }
    if (method === 'POST' && path === '/_fake/webhooks/targets') {
      const connect = text('connect');
      const platform = text('platform');
      webhooks.targets = {
        ...webhooks.targets,
        ...(connect ? { connect } : {}),
        ...(platform ? { platform } : {}),
      };
      return send(response, 200, { targets: webhooks.targets });
    }
    const match2 = at('POST', /^\/_fake\/accounts\/([^/]+)\/verify$/);
    if (match2) {
      const match = match2;
      const outcome = text('outcome') ?? 'verified';
      if (outcome !== 'verified' && outcome !== 'pending' && outcome !== 'restricted') {
        return send(response, 400, {
          error: { type: 'invalid_request_error', message: 'outcome: verified, pending or restricted' },
        });
      }
      const ctx = contextFor(platformAccountId);
      return send(response, 200, setVerification(ctx, match[1] as string, outcome));
    }
    const match3 = at('POST', /^\/_fake\/accounts\/([^/]+)\/make_available$/);
    if (match3) {
      const match = match3;
      accountOrThrow(state, match[1] as string);
      const scope = scopeOf(state, match[1] as string);
      for (const transaction of Object.values(scope.balanceTransactions)) {
        if ((transaction.available_on as number) > nowSeconds()) transaction.available_on = nowSeconds();
        refreshBalanceTransaction(transaction);
      }
      scheduleSave();
      return send(response, 200, { ok: true });
    }
    if (method === 'POST' && path === '/_fake/payouts') {
      // An automatic payout of the account's available balance (or `amount`), then its outcome.
      const ctx = contextFor(accountParam);
      const amount = text('amount');
      const payout = createPayout(ctx, { automatic: true, ...(amount ? { amount: Number(amount) } : {}) });
      settlePayout(ctx, payout.id, 'in_transit');
      const outcome = text('outcome') ?? 'paid';
      if (outcome === 'paid' || outcome === 'failed') settlePayout(ctx, payout.id, outcome);
      scheduleSave();
      return send(response, 200, payout);
    }
    const match4 = at('POST', /^\/_fake\/payouts\/([^/]+)\/settle$/);
    if (match4) {
      const match = match4;
      const outcome = text('outcome') ?? 'paid';
      if (outcome !== 'paid' && outcome !== 'failed' && outcome !== 'in_transit') {
        return send(response, 400, {
          error: { type: 'invalid_request_error', message: 'outcome: paid, failed or in_transit' },
        });
      }
      const payout = settlePayout(contextFor(accountParam), match[1] as string, outcome);
      scheduleSave();
      return send(response, 200, payout);
    }
    const match5 = at('GET', /^\/_fake\/3ds\/([^/]+)$/);
    if (match5) {
      const match = match5;
      const ctx = contextFor(accountParam);
      const intent = ctx.scope.paymentIntents[match[1] as string];
      if (!intent)
        return send(response, 404, { error: { type: 'invalid_request_error', message: 'No such payment' } });
      const amount = `${((intent.amount as number) / 100).toFixed(2)} ${String(intent.currency).toUpperCase()}`;
      return sendHtml(response, threeDsPage(intent.id, accountParam, text('return_url'), amount));
    }
    const match6 = at('POST', /^\/_fake\/3ds\/([^/]+)\/(complete|fail)$/);
    if (match6) {
      const match = match6;
      const intent = completeAuthentication(
        contextFor(accountParam),
        match[1] as string,
        match[2] === 'complete',
      );
      scheduleSave();
      const returnUrl = text('return_url');
      if (returnUrl) {
        const target = new URL(returnUrl);
        target.searchParams.set('payment_intent', intent.id);
        target.searchParams.set('payment_intent_client_secret', String(intent.client_secret));
        target.searchParams.set(
          'redirect_status',
          intent.status === 'succeeded' || intent.status === 'requires_capture' ? 'succeeded' : 'failed',
        );
        response.writeHead(303, { location: target.toString() });
        return response.end();
      }
      return send(response, 200, intent);
    }
    const match7 = at('GET', /^\/_fake\/connect\/onboarding\/([^/]+)$/);
    if (match7) {
      const match = match7;
      accountOrThrow(state, match[1] as string);
      const expiresAt = Number(url.searchParams.get('expires_at') ?? 0);
      if (expiresAt > 0 && expiresAt < nowSeconds()) {
        const refresh = url.searchParams.get('refresh_url');
        if (refresh) {
          response.writeHead(303, { location: refresh });
          return response.end();
        }
      }
      return sendHtml(response, onboardingPage(match[1] as string, url.searchParams));
    }
    const match8 = at('POST', /^\/_fake\/connect\/onboarding\/([^/]+)\/complete$/);
    if (match8) {
      const match = match8;
      const outcome = text('outcome') ?? 'verified';
      const ctx = contextFor(platformAccountId);
      if (outcome === 'verified' || outcome === 'pending') setVerification(ctx, match[1] as string, outcome);
      else emitAccountUpdated(ctx, match[1] as string);
      scheduleSave();
      const returnUrl = text(outcome === 'unfinished' ? 'refresh_url' : 'return_url') ?? text('return_url');
      if (returnUrl) {
        response.writeHead(303, { location: returnUrl });
        return response.end();
      }
      return send(response, 200, { ok: true });
    }
    return send(response, 404, {
      error: { type: 'invalid_request_error', message: `No fake control ${method} ${path}` },
    });
  }

  const server: Server = createServer((request, response) => {
    // Browsers post card fields straight here (card entry) and poll 3-D Secure; allow any origin.
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader(
      'access-control-allow-headers',
      'authorization, content-type, stripe-account, idempotency-key, stripe-version',
    );
    response.setHeader('access-control-allow-methods', 'GET, POST, DELETE, OPTIONS');
    if (request.method === 'OPTIONS') {
      response.writeHead(204);
      response.end();
      return;
    }
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake.local');
      try {
        const rawBody = await readBody(request);
        if (url.pathname.startsWith('/_fake/')) await handleControl(request, response, url, rawBody);
        else if (url.pathname.startsWith('/v1/')) await handleApi(request, response, url, rawBody);
        else
          send(response, 404, {
            error: {
              type: 'invalid_request_error',
              message: `Unrecognized request URL (${request.method}: ${url.pathname}).`,
            },
          });
      } catch (error) {
        if (error instanceof StripeApiError) {
          send(response, error.status, { error: error.body });
          return;
        }
        console.error('[fake-stripe] internal error', error);
        if (!response.headersSent)
          send(response, 500, {
            error: { type: 'api_error', message: 'The fake Stripe failed; see its log.' },
          });
      }
    })();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 12111, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  if (!baseUrl) baseUrl = `http://${host}:${port}`;

  return {
    url: `http://${host}:${port}`,
    port,
    secretKey,
    publishableKey,
    webhookSecrets,
    platformAccountId,
    get state() {
      return state;
    },
    get webhooks() {
      return webhooks;
    },
    contextFor: (accountId = platformAccountId) => contextFor(accountId),
    settle: () => webhooks.idle(),
    reset() {
      state = loadState(undefined, platformAccountId);
      webhooks = new WebhookDispatcher(
        state.events,
        webhooks.targets,
        webhookSecrets,
        options.webhookRetries,
      );
    },
    async close() {
      if (saveTimer) {
        clearTimeout(saveTimer);
        saveTimer = undefined;
        saveState(options.persistPath, state);
      }
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
