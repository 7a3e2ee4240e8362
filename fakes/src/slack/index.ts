/**
 * A fake Slack incoming webhook (the team messaging channel card terminal failures are posted to):
 * `POST /services/{T}/{B}/{token}` with JSON `{text}` answers 200 "ok" like Slack; a body without
 * text is 400 "no_text", anything but JSON 400 "invalid_payload". Read what was posted at
 * `GET /_fake/messages` (oldest first; `?path=/services/T/B/x` for one webhook's), and see them per
 * webhook (each store's channel) on the page at `/`; `POST /_fake/outage {down: true}` makes every
 * post 500.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml, listen, readBody, sendHtml, sendJson, urlOf } from '../shared/http';

export const FAKE_SLACK_DEFAULT_PORT = 12162;

export interface SlackMessage {
  path: string;
  text: string;
  isoDateTimeUtc: string;
}

export interface FakeSlack {
  url: string;
  port: number;
  messages: SlackMessage[];
  close(): Promise<void>;
}

export async function startFakeSlack(options: { port?: number; host?: string } = {}): Promise<FakeSlack> {
  const messages: SlackMessage[] = [];
  let down = false;
  const text = (response: ServerResponse, status: number, body: string) => {
    response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
    response.end(body);
  };
  const handler = async (request: IncomingMessage, response: ServerResponse) => {
    const url = urlOf(request);
    const path = url.pathname;
    if (path === '/_fake/health') return sendJson(response, 200, { ok: true });
    if (path === '/_fake/messages') {
      const only = url.searchParams.get('path');
      return sendJson(response, 200, only ? messages.filter((message) => message.path === only) : messages);
    }
    if (path === '/' && request.method === 'GET') return sendHtml(response, page(messages));
    if (path === '/_fake/outage' && request.method === 'POST') {
      const body = JSON.parse((await readBody(request)).toString('utf8') || '{}') as { down?: boolean };
      down = body.down === true;
      return sendJson(response, 200, { down });
    }
    if (request.method === 'POST' && /^\/services\/[^/]+\/[^/]+\/[^/]+$/.test(path)) {
      if (down) return text(response, 500, 'internal_error');
      let body: unknown;
      try {
        body = JSON.parse((await readBody(request)).toString('utf8'));
      } catch {
        return text(response, 400, 'invalid_payload');
      }
      const message = (body as { text?: unknown })?.text;
      if (typeof message !== 'string' || message.length === 0) return text(response, 400, 'no_text');
      messages.push({ path, text: message.slice(0, 40_000), isoDateTimeUtc: new Date().toISOString() });
      if (messages.length > 1000) messages.shift();
      return text(response, 200, 'ok');
    }
    return text(response, 404, 'no_service');
  };
  const server = await listen(handler, options.port ?? FAKE_SLACK_DEFAULT_PORT, options.host ?? '127.0.0.1');
  return { url: server.url, port: server.port, messages, close: server.close };
}

/** One section per incoming webhook (a store's channel), newest message first. */
function page(messages: readonly SlackMessage[]): string {
  const byPath = new Map<string, SlackMessage[]>();
  for (const message of messages) byPath.set(message.path, [...(byPath.get(message.path) ?? []), message]);
  const sections = [...byPath.entries()]
    .map(
      ([path, list]) =>
        `<section><h2>${escapeHtml(path)}</h2><ul>${list
          .slice()
          .reverse()
          .map(
            (message) =>
              `<li><time>${escapeHtml(message.isoDateTimeUtc)}</time> ${escapeHtml(message.text)}</li>`,
          )
          .join('')}</ul></section>`,
    )
    .join('');
  return `<!doctype html><meta charset="utf-8"><title>Fake Slack channels</title><meta http-equiv="refresh" content="5"><h1>Team channels</h1>${sections || '<p>No messages yet.</p>'}`;
}
