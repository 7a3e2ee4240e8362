/**
 * The fake Twilio: the Programmable Messaging REST API as the official SDKs call it, plus what a
 * handset and the carrier would do, for the subset we use.
 *   POST /2010-04-01/Accounts/{AccountSid}/Messages.json   form-encoded To, From | MessagingServiceSid,
 *        Body, StatusCallback (HTTP Basic AccountSid:AuthToken) → 201 message resource | Twilio error JSON
 *   GET  /2010-04-01/Accounts/{AccountSid}/Messages.json   list (To, From, PageSize, Page), newest first
 *   GET | DELETE /2010-04-01/Accounts/{AccountSid}/Messages/{Sid}.json
 * After a send the message moves accepted (with a Messaging Service) | queued → sending → sent →
 * delivered (or undelivered / failed, see /_fake/outcomes); every status after the first is POSTed to
 * its StatusCallback, form-encoded and signed with X-Twilio-Signature, once (`#rc=N` on the URL asks
 * for N retries of a failed delivery, as Twilio's connection overrides do).
 * A handset replying STOP (and the other default opt-out keywords) blocks further sends from that
 * sender (the whole Messaging Service when the number is in one) with error 21610; START / YES /
 * UNSTOP lift it; HELP / INFO get the help reply.
 * Test controls (JSON): GET /_fake/health, GET /_fake/messages?to=&from=, POST
 * /_fake/messages/{sid}/status {status, errorCode?}, POST /_fake/outcomes {to, outcome}, POST
 * /_fake/inbound {From, To, Body}, GET /_fake/opt-outs, GET /_fake/callbacks, POST /_fake/callbacks/mode
 * {order: sent|reverse}, POST /_fake/reset.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { listen, readBody, sendJson, urlOf } from '../shared/http';
import {
  API_VERSION,
  AUTO_REPLIES,
  E164,
  errors,
  keywordOf,
  MAGIC_TO_NUMBERS,
  newSid,
  rfc2822,
  segmentsOf,
  TwilioApiError,
  twilioSignature,
} from './wire';

export interface FakeTwilioAccount {
  sid: string;
  authToken: string;
  /** Numbers (E.164) and alphanumeric sender ids this account may send from. */
  senders: string[];
  /** Messaging Services: sid → the senders in it. */
  messagingServices: Record<string, string[]>;
}

export interface FakeTwilioOptions {
  /** 0 picks a free port (tests). Default 12112. */
  port?: number;
  host?: string;
  /** Default: one account with a random SID and token, sender +61480000000 and one Messaging Service. */
  accounts?: FakeTwilioAccount[];
  /** Pause between status changes. Default 25 ms. */
  statusStepMs?: number;
  /** Where a handset's reply is POSTed (the number's "A message comes in" webhook), signed. */
  incomingWebhookUrl?: string;
}

export type MessageStatus =
  | 'accepted'
  | 'queued'
  | 'sending'
  | 'sent'
  | 'delivered'
  | 'undelivered'
  | 'failed'
  | 'received';
type Outcome = 'delivered' | 'undelivered' | 'failed';

export interface FakeTwilioMessage {
  sid: string;
  account_sid: string;
  api_version: string;
  body: string;
  date_created: string;
  date_sent: string | null;
  date_updated: string;
  direction: 'outbound-api' | 'outbound-reply' | 'inbound';
  error_code: number | null;
  error_message: string | null;
  from: string | null;
  messaging_service_sid: string | null;
  num_media: string;
  num_segments: string;
  price: string | null;
  price_unit: string;
  status: MessageStatus;
  subresource_uris: { media: string };
  to: string;
  uri: string;
}

export interface CallbackDelivery {
  messageSid: string;
  url: string;
  params: Record<string, string>;
  signature: string;
  /** HTTP status of the last attempt, or null when it could not connect. */
  responseStatus: number | null;
  attempts: number;
  error: string | null;
}

export interface FakeTwilio {
  url: string;
  port: number;
  accounts: FakeTwilioAccount[];
  /** The first account (the one the local functions use). */
  account: FakeTwilioAccount;
  messages(filter?: { to?: string; from?: string }): FakeTwilioMessage[];
  callbacks(): CallbackDelivery[];
  /** Resolves when every status change and callback started so far is done. */
  settle(): Promise<void>;
  reset(): void;
  close(): Promise<void>;
}

const ERROR_TEXT: Record<number, string> = {
  30003: 'Unreachable destination handset',
  30005: 'Unknown destination handset',
  30008: 'Unknown error',
};

function defaultAccount(): FakeTwilioAccount {
  return {
    sid: newSid('AC'),
    authToken: newSid('SM').slice(2),
    senders: ['+61480000000'],
    messagingServices: { [newSid('MG')]: ['+61480000000'] },
  };
}

function basicAuth(request: IncomingMessage): { user: string; password: string } | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Basic ')) return undefined;
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

export async function startFakeTwilio(options: FakeTwilioOptions = {}): Promise<FakeTwilio> {
  const host = options.host ?? '127.0.0.1';
  const accounts = options.accounts ?? [defaultAccount()];
  const stepMs = options.statusStepMs ?? 25;
  const messages: FakeTwilioMessage[] = [];
  const callbacks: CallbackDelivery[] = [];
  const statusCallbacks = new Map<string, string>();
  /** `${accountSid}|${scope}|${handset}` → when the handset opted out. */
  const optOuts = new Map<string, string>();
  const outcomes = new Map<string, { outcome: Outcome; errorCode?: number }>();
  const pending = new Set<Promise<unknown>>();
  let callbackOrder: 'sent' | 'reverse' = 'sent';
  let closed = false;

  function track<T>(work: Promise<T>): Promise<T> {
    pending.add(work);
    void work.finally(() => pending.delete(work)).catch(() => undefined);
    return work;
  }

  const accountBySid = (sid: string) => accounts.find((account) => account.sid === sid);
  const serviceOf = (account: FakeTwilioAccount, sender: string) =>
    Object.entries(account.messagingServices).find(([, senders]) => senders.includes(sender))?.[0];
  /** Opt-outs cover the whole Messaging Service when the sender is in one. */
  const scopeOf = (account: FakeTwilioAccount, sender: string) => serviceOf(account, sender) ?? sender;
  const optOutKey = (account: FakeTwilioAccount, scope: string, handset: string) =>
    `${account.sid}|${scope}|${handset}`;

  function touch(message: FakeTwilioMessage, status: MessageStatus, errorCode?: number) {
    const now = new Date();
    message.status = status;
    message.date_updated = rfc2822(now);
    if (status === 'sent' && !message.date_sent) message.date_sent = rfc2822(now);
    if (errorCode !== undefined) {
      message.error_code = errorCode;
      message.error_message = ERROR_TEXT[errorCode] ?? 'Unknown error';
    }
  }

  async function deliverCallback(account: FakeTwilioAccount, message: FakeTwilioMessage, configured: string) {
    const [url = configured, fragment = ''] = configured.split('#');
    const retries = Math.min(Number(new URLSearchParams(fragment).get('rc') ?? 0) || 0, 5);
    const params: Record<string, string> = {
      MessageSid: message.sid,
      SmsSid: message.sid,
      AccountSid: account.sid,
      From: message.from ?? '',
      To: message.to,
      MessageStatus: message.status,
      SmsStatus: message.status,
      ApiVersion: API_VERSION,
    };
    if (message.messaging_service_sid) params.MessagingServiceSid = message.messaging_service_sid;
    if (message.error_code !== null && (message.status === 'failed' || message.status === 'undelivered'))
      params.ErrorCode = String(message.error_code);
    if (message.status === 'delivered' || message.status === 'undelivered') {
      const now = new Date();
      const pad = (value: number) => String(value).padStart(2, '0');
      params.RawDlrDoneDate = `${pad(now.getUTCFullYear() % 100)}${pad(now.getUTCMonth() + 1)}${pad(now.getUTCDate())}${pad(now.getUTCHours())}${pad(now.getUTCMinutes())}`;
    }
    const signature = twilioSignature(account.authToken, url, params);
    const delivery: CallbackDelivery = {
      messageSid: message.sid,
      url,
      params,
      signature,
      responseStatus: null,
      attempts: 0,
      error: null,
    };
    callbacks.push(delivery);
    for (let attempt = 0; attempt <= retries && !closed; attempt += 1) {
      delivery.attempts += 1;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded; charset=utf-8',
            'x-twilio-signature': signature,
            'user-agent': 'TwilioProxy/1.1',
            'i-twilio-idempotency-token': `${message.sid}-${message.status}`,
          },
          body: new URLSearchParams(params).toString(),
        });
        await response.arrayBuffer();
        delivery.responseStatus = response.status;
        delivery.error = null;
        if (response.status < 500) return;
      } catch (error) {
        delivery.error = String(error);
      }
    }
  }

  async function sendCallbacks(
    account: FakeTwilioAccount,
    message: FakeTwilioMessage,
    snapshots: FakeTwilioMessage[],
  ) {
    const url = statusCallbacks.get(message.sid);
    if (!url) return;
    const ordered = callbackOrder === 'reverse' ? [...snapshots].reverse() : snapshots;
    for (const snapshot of ordered) await deliverCallback(account, snapshot, url);
  }

  /** Moves a message through the carrier's statuses, a callback after each (sent in order). */
  async function progress(account: FakeTwilioAccount, message: FakeTwilioMessage) {
    const wait = () => new Promise((resolve) => setTimeout(resolve, stepMs));
    const outcome = outcomes.get(message.to) ?? { outcome: 'delivered' as const };
    const steps: { status: MessageStatus; errorCode?: number }[] = [];
    if (message.status === 'accepted') steps.push({ status: 'queued' });
    if (outcome.outcome === 'failed') steps.push({ status: 'failed', errorCode: outcome.errorCode ?? 30008 });
    else {
      steps.push({ status: 'sending' }, { status: 'sent' });
      steps.push(
        outcome.outcome === 'undelivered'
          ? { status: 'undelivered', errorCode: outcome.errorCode ?? 30003 }
          : { status: 'delivered' },
      );
    }
    const held: FakeTwilioMessage[] = [];
    for (const step of steps) {
      await wait();
      if (closed) return;
      if (step.status === 'queued' && !message.from && message.messaging_service_sid)
        message.from = account.messagingServices[message.messaging_service_sid]?.[0] ?? null;
      touch(message, step.status, step.errorCode);
      const snapshot = { ...message };
      if (callbackOrder === 'reverse') held.push(snapshot);
      else await sendCallbacks(account, message, [snapshot]);
    }
    if (held.length > 0) await sendCallbacks(account, message, held);
  }

  function resourceFor(
    account: FakeTwilioAccount,
    fields: Partial<FakeTwilioMessage> & { to: string; body: string },
  ) {
    const sid = newSid('SM');
    const now = rfc2822(new Date());
    const uri = `/${API_VERSION}/Accounts/${account.sid}/Messages/${sid}.json`;
    const message: FakeTwilioMessage = {
      sid,
      account_sid: account.sid,
      api_version: API_VERSION,
      date_created: now,
      date_sent: null,
      date_updated: now,
      direction: 'outbound-api',
      error_code: null,
      error_message: null,
      from: null,
      messaging_service_sid: null,
      num_media: '0',
      num_segments: String(segmentsOf(fields.body)),
      price: null,
      price_unit: 'USD',
      status: 'queued',
      subresource_uris: { media: `/${API_VERSION}/Accounts/${account.sid}/Messages/${sid}/Media.json` },
      uri,
      ...fields,
    };
    messages.push(message);
    return message;
  }

  function createMessage(account: FakeTwilioAccount, form: URLSearchParams): FakeTwilioMessage {
    const to = form.get('To')?.trim() ?? '';
    const from = form.get('From')?.trim() ?? '';
    const serviceSid = form.get('MessagingServiceSid')?.trim() ?? '';
    const body = form.get('Body') ?? '';
    if (!to) throw errors.toRequired();
    if (!from && !serviceSid) throw errors.fromRequired();
    if (!body && form.getAll('MediaUrl').length === 0) throw errors.bodyRequired();
    if ([...body].length > 1600) throw errors.bodyTooLong();
    const magic = MAGIC_TO_NUMBERS[to];
    if (magic) throw magic(to);
    if (!E164.test(to)) throw errors.invalidTo(to);
    if (serviceSid && !account.messagingServices[serviceSid]) throw errors.invalidService(serviceSid);
    if (from && !account.senders.includes(from)) throw errors.invalidFrom(from);
    const scope = serviceSid || scopeOf(account, from);
    if (optOuts.has(optOutKey(account, scope, to))) throw errors.unsubscribed();
    const message = resourceFor(account, {
      to,
      body,
      from: from || null,
      messaging_service_sid: serviceSid || serviceOf(account, from) || null,
      status: serviceSid ? 'accepted' : 'queued',
    });
    const callback = form.get('StatusCallback');
    if (callback) statusCallbacks.set(message.sid, callback);
    void track(progress(account, message));
    return message;
  }

  async function inbound(fields: { From?: unknown; To?: unknown; Body?: unknown }) {
    const handset = String(fields.From ?? '');
    const number = String(fields.To ?? '');
    const body = String(fields.Body ?? '');
    const account = accounts.find((candidate) => candidate.senders.includes(number));
    if (!account) throw new TwilioApiError(400, 21606, `${number} is not a number of any account`);
    if (!E164.test(handset)) throw errors.invalidTo(handset);
    const service = serviceOf(account, number);
    const received = resourceFor(account, {
      to: number,
      from: handset,
      body,
      direction: 'inbound',
      status: 'received',
      messaging_service_sid: service ?? null,
    });
    const keyword = keywordOf(body);
    const key = optOutKey(account, scopeOf(account, number), handset);
    if (keyword === 'STOP') optOuts.set(key, new Date().toISOString());
    if (keyword === 'START') optOuts.delete(key);
    const reply = keyword
      ? resourceFor(account, {
          to: handset,
          from: number,
          body: AUTO_REPLIES[keyword],
          direction: 'outbound-reply',
          status: 'delivered',
          messaging_service_sid: service ?? null,
        })
      : undefined;
    if (options.incomingWebhookUrl) {
      const params: Record<string, string> = {
        MessageSid: received.sid,
        SmsSid: received.sid,
        SmsMessageSid: received.sid,
        AccountSid: account.sid,
        From: handset,
        To: number,
        Body: body,
        NumMedia: '0',
        NumSegments: received.num_segments,
        SmsStatus: 'received',
        ApiVersion: API_VERSION,
      };
      if (service) params.MessagingServiceSid = service;
      const url = options.incomingWebhookUrl;
      await track(
        fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded; charset=utf-8',
            'x-twilio-signature': twilioSignature(account.authToken, url, params),
          },
          body: new URLSearchParams(params).toString(),
        }).then((response) => response.arrayBuffer()),
      ).catch(() => undefined);
    }
    return { received, reply: reply ?? null, optedOut: optOuts.has(key) };
  }

  function listPage(account: FakeTwilioAccount, url: URL) {
    const to = url.searchParams.get('To');
    const from = url.searchParams.get('From');
    const pageSize = Math.min(Math.max(Number(url.searchParams.get('PageSize') ?? 50) || 50, 1), 1000);
    const page = Math.max(Number(url.searchParams.get('Page') ?? 0) || 0, 0);
    const all = messages
      .filter((message) => message.account_sid === account.sid)
      .filter((message) => (!to || message.to === to) && (!from || message.from === from))
      .reverse();
    const slice = all.slice(page * pageSize, (page + 1) * pageSize);
    const base = `/${API_VERSION}/Accounts/${account.sid}/Messages.json`;
    const query = (p: number) => {
      const params = new URLSearchParams();
      if (to) params.set('To', to);
      if (from) params.set('From', from);
      params.set('PageSize', String(pageSize));
      params.set('Page', String(p));
      return `${base}?${params.toString()}`;
    };
    return {
      messages: slice,
      start: page * pageSize,
      end: page * pageSize + Math.max(slice.length - 1, 0),
      page,
      page_size: pageSize,
      uri: query(page),
      first_page_uri: query(0),
      next_page_uri: (page + 1) * pageSize < all.length ? query(page + 1) : null,
      previous_page_uri: page > 0 ? query(page - 1) : null,
    };
  }

  async function jsonBody(request: IncomingMessage): Promise<Record<string, unknown>> {
    const text = (await readBody(request)).toString('utf8');
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  }

  async function controls(request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> {
    const method = request.method ?? 'GET';
    const path = url.pathname;
    if (method === 'GET' && path === '/_fake/health') {
      sendJson(response, 200, { ok: true, service: 'twilio', accounts: accounts.map((a) => a.sid) });
    } else if (method === 'GET' && path === '/_fake/messages') {
      const to = url.searchParams.get('to') ?? undefined;
      const from = url.searchParams.get('from') ?? undefined;
      sendJson(response, 200, {
        messages: api.messages({ ...(to ? { to } : {}), ...(from ? { from } : {}) }),
      });
    } else if (method === 'GET' && path === '/_fake/callbacks') {
      sendJson(response, 200, { callbacks });
    } else if (method === 'GET' && path === '/_fake/opt-outs') {
      sendJson(response, 200, {
        optOuts: [...optOuts.entries()].map(([key, since]) => {
          const [accountSid, scope, handset] = key.split('|');
          return { accountSid, scope, handset, sinceIsoDateTimeUtc: since };
        }),
      });
    } else if (method === 'POST' && path === '/_fake/outcomes') {
      const body = await jsonBody(request);
      const outcome = body.outcome;
      if (
        typeof body.to !== 'string' ||
        (outcome !== 'delivered' && outcome !== 'undelivered' && outcome !== 'failed')
      ) {
        sendJson(response, 400, { error: 'need {to, outcome: delivered|undelivered|failed}' });
      } else {
        outcomes.set(body.to, {
          outcome,
          ...(typeof body.errorCode === 'number' ? { errorCode: body.errorCode } : {}),
        });
        sendJson(response, 200, { to: body.to, outcome });
      }
    } else if (method === 'POST' && path === '/_fake/callbacks/mode') {
      const body = await jsonBody(request);
      callbackOrder = body.order === 'reverse' ? 'reverse' : 'sent';
      sendJson(response, 200, { order: callbackOrder });
    } else if (method === 'POST' && path === '/_fake/inbound') {
      sendJson(response, 200, await inbound(await jsonBody(request)));
    } else if (method === 'POST' && path === '/_fake/reset') {
      api.reset();
      sendJson(response, 200, { reset: true });
    } else {
      const status = /^\/_fake\/messages\/(SM[0-9a-f]{32})\/status$/.exec(path);
      const message = status ? messages.find((candidate) => candidate.sid === status[1]) : undefined;
      if (method !== 'POST' || !status) return false;
      if (!message) {
        sendJson(response, 404, { error: 'No such message' });
        return true;
      }
      const body = await jsonBody(request);
      const account = accountBySid(message.account_sid) as FakeTwilioAccount;
      touch(
        message,
        String(body.status) as MessageStatus,
        typeof body.errorCode === 'number' ? body.errorCode : undefined,
      );
      await track(sendCallbacks(account, message, [{ ...message }]));
      sendJson(response, 200, message);
    }
    return true;
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = urlOf(request);
    if (url.pathname.startsWith('/_fake/')) {
      if (await controls(request, response, url)) return;
      sendJson(response, 404, { error: `No control ${request.method} ${url.pathname}` });
      return;
    }
    try {
      const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages(?:\/([^/]+))?\.json$/.exec(url.pathname);
      const credentials = basicAuth(request);
      const caller = credentials ? accountBySid(credentials.user) : undefined;
      if (!caller || caller.authToken !== credentials?.password) throw errors.authenticate();
      if (!match || match[1] !== caller.sid) throw errors.notFound(url.pathname);
      const messageSid = match[2];
      const method = request.method ?? 'GET';
      if (!messageSid && method === 'POST') {
        const form = new URLSearchParams((await readBody(request)).toString('utf8'));
        sendJson(response, 201, createMessage(caller, form));
        return;
      }
      if (!messageSid && method === 'GET') {
        sendJson(response, 200, listPage(caller, url));
        return;
      }
      const index = messages.findIndex(
        (candidate) => candidate.sid === messageSid && candidate.account_sid === caller.sid,
      );
      if (index < 0) throw errors.notFound(url.pathname);
      if (method === 'GET') sendJson(response, 200, messages[index]);
      else if (method === 'DELETE') {
        messages.splice(index, 1);
        response.writeHead(204).end();
      } else throw new TwilioApiError(405, 20004, 'Method not allowed');
    } catch (error) {
      if (!(error instanceof TwilioApiError)) throw error;
      const headers: Record<string, string> =
        error.status === 401 ? { 'www-authenticate': 'Basic realm="Twilio API"' } : {};
      sendJson(response, error.status, error.body(), headers);
    }
  }

  const server = await listen(handle, options.port ?? 12112, host);
  const api: FakeTwilio = {
    url: server.url,
    port: server.port,
    accounts,
    account: accounts[0] as FakeTwilioAccount,
    messages(filter = {}) {
      return messages.filter(
        (message) =>
          (!filter.to || message.to === filter.to) && (!filter.from || message.from === filter.from),
      );
    },
    callbacks: () => callbacks,
    async settle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    reset() {
      messages.length = 0;
      callbacks.length = 0;
      statusCallbacks.clear();
      optOuts.clear();
      outcomes.clear();
      callbackOrder = 'sent';
    },
    async close() {
      closed = true;
      await server.close();
    },
  };
  return api;
}
