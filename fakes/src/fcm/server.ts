/**
 * A fake Firebase Cloud Messaging (FCM has no emulator), speaking the two wire APIs firebase-admin's
 * `getMessaging()` calls, so the official SDK runs unchanged against it (its HTTP agent connects
 * here instead of Google, see functions/src/integrations/push):
 *   POST /v1/projects/{project}/messages:send   HTTP v1 send: `{message: {token|topic|condition,
 *        notification, data, webpush...}, validate_only?}` → `{name: "projects/p/messages/..."}`;
 *        errors as FCM gives them: `{error: {code, message, status, details: [{"@type":
 *        "type.googleapis.com/google.firebase.fcm.v1.FcmError", errorCode}]}}` (INVALID_ARGUMENT 400,
 *        UNREGISTERED 404, SENDER_ID_MISMATCH 403, QUOTA_EXCEEDED 429, UNAVAILABLE 503, INTERNAL 500);
 *        401 UNAUTHENTICATED without a bearer token.
 *   POST /iid/v1:batchAdd, /iid/v1:batchRemove  Instance ID topic management: `{to: "/topics/x",
 *        registration_tokens: [...]}` → `{results: [{} | {error: "NOT_FOUND" | "INVALID_ARGUMENT"}]}`
 *        (needs the `access_token_auth: true` header, as the real service does).
 * What a browser's push service does for a device, for the staff app on the emulator suite (CORS open):
 *   POST   /_fake/web/registrations               a device registers → `{token}` (getToken's part)
 *   GET    /_fake/web/registrations/{token}/stream Server-Sent Events: each message sent to the device
 *   GET    /_fake/web/registrations/{token}        whether the token is still registered (404 if not)
 *   DELETE /_fake/web/registrations/{token}        the device unregisters (its token turns UNREGISTERED)
 * Test controls: GET /_fake/messages (every accepted send), GET /_fake/topics, POST /_fake/fail-next
 * `{status, errorCode, count?}` (the next `count` sends fail that way), POST /_fake/reset, GET /_fake/health.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { listen, readBody, sendJson, urlOf } from '../shared/http';

export const FAKE_FCM_DEFAULT_PORT = 12151;

/** firebase-admin's own topic check (messaging.ts validateTopic), with the `/topics/` prefix dropped. */
const TOPIC_NAME = /^(private\/)?[a-zA-Z0-9-_.~%]{1,900}$/;
const MAX_TOKENS_PER_BATCH = 1000;
const MAX_TOPICS_PER_TOKEN = 2000;

export interface FcmNotification {
  title?: string;
  body?: string;
  image?: string;
}

export interface FakeFcmMessage {
  /** `projects/{project}/messages/{id}`, as the send returned it. */
  name: string;
  target: { token?: string; topic?: string; condition?: string };
  notification?: FcmNotification;
  data?: Record<string, string>;
  webpush?: unknown;
  /** The devices it reached (a topic's subscribers when sent). */
  deliveredTo: string[];
  sentIsoDateTimeUtc: string;
}

interface Device {
  token: string;
  registeredIsoDateTimeUtc: string;
  /** Messages for this device, numbered for the stream's Last-Event-ID. */
  inbox: { seq: number; message: FakeFcmMessage }[];
  streams: Set<ServerResponse>;
}

export interface FakeFcmOptions {
  port?: number;
  host?: string;
  /** The Firebase project sends must name (others: 403 SENDER_ID_MISMATCH); any when unset. */
  projectId?: string;
}

export interface FakeFcm {
  url: string;
  port: number;
  messages: FakeFcmMessage[];
  /** Registers a device as a browser would (tests): its token. */
  registerDevice(): string;
  topicSubscribers(topic: string): string[];
  close(): Promise<void>;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
  'access-control-allow-headers': 'content-type, last-event-id',
  'access-control-max-age': '600',
};

const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
};

function fcmError(response: ServerResponse, status: number, message: string, errorCode?: string): void {
  sendJson(response, status, {
    error: {
      code: status,
      message,
      status: STATUS_NAMES[status] ?? 'UNKNOWN',
      ...(errorCode
        ? { details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode }] }
        : {}),
    },
  });
}

function isStringMap(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}

async function jsonBody(request: IncomingMessage): Promise<unknown> {
  const raw = (await readBody(request)).toString('utf8');
  try {
    return raw ? JSON.parse(raw) : undefined;
  } catch {
    return Symbol.for('invalid-json');
  }
}

export async function startFakeFcm(options: FakeFcmOptions = {}): Promise<FakeFcm> {
  const devices = new Map<string, Device>();
  const topics = new Map<string, Set<string>>();
  const messages: FakeFcmMessage[] = [];
  let failNext: { status: number; errorCode?: string; count: number } | undefined;
  let seq = 0;

  function registerDevice(): string {
    // Real registration tokens are ~160 characters of base64url with a colon after the instance id.
    const token = `${randomBytes(11).toString('base64url')}:APA91b${randomBytes(100).toString('base64url')}`;
    devices.set(token, {
      token,
      registeredIsoDateTimeUtc: new Date().toISOString(),
      inbox: [],
      streams: new Set(),
    });
    return token;
  }

  function deliver(device: Device, message: FakeFcmMessage): void {
    seq += 1;
    device.inbox.push({ seq, message });
    if (device.inbox.length > 200) device.inbox.shift();
    for (const stream of device.streams) writeEvent(stream, seq, message);
  }

  function writeEvent(stream: ServerResponse, id: number, message: FakeFcmMessage): void {
    const payload = {
      messageId: message.name,
      from: message.target.topic ? `/topics/${message.target.topic}` : 'fcm',
      notification: message.notification,
      data: message.data,
    };
    stream.write(`id: ${id}\nevent: message\ndata: ${JSON.stringify(payload)}\n\n`);
  }

  function subscribersOf(topic: string): string[] {
    return [...(topics.get(topic) ?? [])];
  }

  async function send(request: IncomingMessage, response: ServerResponse, project: string) {
    if (!/^Bearer \S+/.test(String(request.headers.authorization ?? '')))
      return fcmError(
        response,
        401,
        'Request is missing required authentication credential. Expected OAuth 2 access token.',
      );
    if (options.projectId && project !== options.projectId)
      return fcmError(response, 403, 'SenderId mismatch', 'SENDER_ID_MISMATCH');
    const body = await jsonBody(request);
    const message = (body as { message?: unknown } | undefined)?.message as
      | Record<string, unknown>
      | undefined;
    if (typeof message !== 'object' || message === null)
      return fcmError(response, 400, 'Request contains an invalid argument.', 'INVALID_ARGUMENT');
    const targets = ['token', 'topic', 'condition'].filter((key) => message[key] !== undefined);
    if (targets.length !== 1)
      return fcmError(
        response,
        400,
        'Exactly one of token, topic or condition must be specified.',
        'INVALID_ARGUMENT',
      );
    const { token, topic, condition, notification, data, webpush } = message as {
      token?: unknown;
      topic?: unknown;
      condition?: unknown;
      notification?: unknown;
      data?: unknown;
      webpush?: unknown;
    };
    if (topic !== undefined && (typeof topic !== 'string' || !TOPIC_NAME.test(topic)))
      return fcmError(response, 400, `Invalid topic name ${String(topic)}`, 'INVALID_ARGUMENT');
    if (token !== undefined && (typeof token !== 'string' || token.length === 0))
      return fcmError(
        response,
        400,
        'The registration token is not a valid FCM registration token',
        'INVALID_ARGUMENT',
      );
    if (condition !== undefined)
      return fcmError(response, 400, 'Conditions are not supported by this local FCM.', 'INVALID_ARGUMENT');
    if (data !== undefined && !isStringMap(data))
      return fcmError(
        response,
        400,
        "Invalid value at 'message.data': values must be strings",
        'INVALID_ARGUMENT',
      );
    if (
      notification !== undefined &&
      (typeof notification !== 'object' || notification === null || !isStringMap(notification))
    )
      return fcmError(response, 400, "Invalid value at 'message.notification'", 'INVALID_ARGUMENT');
    if (typeof token === 'string' && !devices.has(token))
      return fcmError(response, 404, 'Requested entity was not found.', 'UNREGISTERED');
    if (failNext) {
      const { status, errorCode } = failNext;
      failNext.count -= 1;
      if (failNext.count <= 0) failNext = undefined;
      return fcmError(response, status, `Injected failure (${errorCode ?? status})`, errorCode);
    }
    const name = `projects/${project}/messages/${Date.now()}${randomBytes(4).toString('hex')}`;
    if ((body as { validate_only?: unknown }).validate_only === true)
      return sendJson(response, 200, { name });
    const deliveredTo = typeof token === 'string' ? [token] : subscribersOf(topic as string);
    const stored: FakeFcmMessage = {
      name,
      target: typeof token === 'string' ? { token } : { topic: topic as string },
      ...(notification ? { notification: notification as FcmNotification } : {}),
      ...(data ? { data: data as Record<string, string> } : {}),
      ...(webpush !== undefined ? { webpush } : {}),
      deliveredTo,
      sentIsoDateTimeUtc: new Date().toISOString(),
    };
    messages.push(stored);
    for (const deviceToken of deliveredTo) {
      const device = devices.get(deviceToken);
      if (device) deliver(device, stored);
    }
    sendJson(response, 200, { name });
  }

  async function topicManagement(request: IncomingMessage, response: ServerResponse, add: boolean) {
    if (
      !/^Bearer \S+/.test(String(request.headers.authorization ?? '')) ||
      request.headers.access_token_auth !== 'true'
    )
      return sendJson(response, 401, { error: 'Unauthorized' });
    const body = (await jsonBody(request)) as { to?: unknown; registration_tokens?: unknown } | undefined;
    const to = typeof body?.to === 'string' ? body.to.replace(/^\/topics\//, '') : '';
    const tokens = body?.registration_tokens;
    if (!TOPIC_NAME.test(to)) return sendJson(response, 400, { error: 'InvalidTopicName' });
    if (!Array.isArray(tokens) || tokens.length === 0 || tokens.length > MAX_TOKENS_PER_BATCH)
      return sendJson(response, 400, { error: 'InvalidArgument' });
    const results = tokens.map((token: unknown) => {
      if (typeof token !== 'string' || token.length === 0) return { error: 'INVALID_ARGUMENT' };
      if (!devices.has(token)) return { error: 'NOT_FOUND' };
      const subscribers = topics.get(to) ?? new Set<string>();
      if (add) {
        const count = [...topics.values()].filter((set) => set.has(token)).length;
        if (!subscribers.has(token) && count >= MAX_TOPICS_PER_TOKEN) return { error: 'TOO_MANY_TOPICS' };
        subscribers.add(token);
        topics.set(to, subscribers);
      } else subscribers.delete(token);
      return {};
    });
    sendJson(response, 200, { results });
  }

  function stream(request: IncomingMessage, response: ServerResponse, device: Device) {
    response.writeHead(200, {
      ...CORS,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
    });
    response.write('retry: 1000\n\n');
    const after = Number(request.headers['last-event-id'] ?? urlOf(request).searchParams.get('after') ?? NaN);
    // A reconnecting device gets what it missed; a new connection starts from now.
    if (Number.isFinite(after))
      for (const entry of device.inbox) if (entry.seq > after) writeEvent(response, entry.seq, entry.message);
    device.streams.add(response);
    const keepAlive = setInterval(() => response.write(': keep-alive\n\n'), 15_000);
    request.on('close', () => {
      clearInterval(keepAlive);
      device.streams.delete(response);
    });
  }

  const running = await listen(
    async (request, response) => {
      const url = urlOf(request);
      const path = url.pathname;
      const method = request.method ?? 'GET';
      const sendMatch = /^\/v1\/projects\/([^/]+)\/messages:send$/.exec(path);
      if (sendMatch && method === 'POST')
        return send(request, response, decodeURIComponent(sendMatch[1] ?? ''));
      if (path === '/iid/v1:batchAdd' && method === 'POST') return topicManagement(request, response, true);
      if (path === '/iid/v1:batchRemove' && method === 'POST')
        return topicManagement(request, response, false);

      if (path.startsWith('/_fake/web/') && method === 'OPTIONS') {
        response.writeHead(204, CORS);
        response.end();
        return;
      }
      if (path === '/_fake/web/registrations' && method === 'POST')
        return sendJson(response, 200, { token: registerDevice() }, CORS);
      const deviceMatch = /^\/_fake\/web\/registrations\/([^/]+)(\/stream)?$/.exec(path);
      if (deviceMatch) {
        const device = devices.get(decodeURIComponent(deviceMatch[1] ?? ''));
        if (!device) return sendJson(response, 404, { error: 'UNREGISTERED' }, CORS);
        if (deviceMatch[2] && method === 'GET') return stream(request, response, device);
        if (!deviceMatch[2] && method === 'GET')
          return sendJson(
            response,
            200,
            { token: device.token, registeredIsoDateTimeUtc: device.registeredIsoDateTimeUtc },
            CORS,
          );
        if (!deviceMatch[2] && method === 'DELETE') {
          devices.delete(device.token);
          for (const subscribers of topics.values()) subscribers.delete(device.token);
          for (const open of device.streams) open.end();
          return sendJson(response, 200, {}, CORS);
        }
      }

      if (path === '/_fake/health') return sendJson(response, 200, { ok: true });
      if (path === '/_fake/messages') return sendJson(response, 200, { messages });
      if (path === '/_fake/topics')
        return sendJson(
          response,
          200,
          Object.fromEntries([...topics].map(([topic, tokens]) => [topic, tokens.size])),
        );
      if (path === '/_fake/fail-next' && method === 'POST') {
        const body = (await jsonBody(request)) as
          | { status?: unknown; errorCode?: unknown; count?: unknown }
          | undefined;
        failNext = {
          status: typeof body?.status === 'number' ? body.status : 503,
          count: typeof body?.count === 'number' ? body.count : 1,
          ...(typeof body?.errorCode === 'string' ? { errorCode: body.errorCode } : {}),
        };
        return sendJson(response, 200, { failNext });
      }
      if (path === '/_fake/reset' && method === 'POST') {
        messages.length = 0;
        topics.clear();
        failNext = undefined;
        return sendJson(response, 200, {});
      }
      return fcmError(response, 404, `No such method ${method} ${path}`);
    },
    options.port ?? FAKE_FCM_DEFAULT_PORT,
    options.host ?? '127.0.0.1',
  );

  return {
    url: running.url,
    port: running.port,
    messages,
    registerDevice,
    topicSubscribers: subscribersOf,
    close: running.close,
  };
}
