/**
 * The local email capture: a real SMTP server (the `smtp-server` package, the protocol any provider's
 * SMTP relay speaks: EHLO, AUTH PLAIN/LOGIN, MAIL FROM, RCPT TO, DATA) that accepts every message,
 * parses it (`mailparser`) and keeps it in memory, plus a web server with a page per message and a
 * JSON API for tests:
 *   GET  /                      list page; GET /view/{id}: one message (HTML rendered, text, headers)
 *   GET  /messages              JSON `{ messages: [...] }`, oldest first; filters ?to= ?from= ?subject=
 *                               ?header=Name:value (repeatable)
 *   GET  /messages/{id}         JSON; /messages/{id}/html the HTML body; /messages/{id}/raw the source
 *   DELETE /messages            forget everything (also POST /messages/delete from the page)
 *   POST /_fake/smtp/failures   `{ mode: tempfail|reject, count?, to? }`: the next `count` recipients
 *                               (matching `to`, if given) are refused 451 4.3.0 (try again later) or
 *                               550 5.1.1 (permanent), as a provider's relay would
 *   GET  /_fake/health, POST /_fake/reset
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAddress, type SMTPServerDataStream } from 'smtp-server';
import { listen, readBody, sendHtml, sendJson, urlOf } from '../shared/http';
import { listPage, messagePage } from './pages';
import { type CapturedEmail, type MessageFilter, matches, parseCaptured } from './store';

export interface FakeEmailOptions {
  /** SMTP port; 0 picks a free one (tests). Default 12125. */
  smtpPort?: number;
  /** Web page and JSON API port; 0 picks a free one. Default 12114. */
  httpPort?: number;
  host?: string;
  /**
   * Accepted SMTP logins (user → password). With none, AUTH is offered but optional and any login
   * is accepted; with some, a client must log in with one of them (535 5.7.8 otherwise).
   */
  users?: Record<string, string>;
  /** Oldest messages are forgotten beyond this many. Default 2,000. */
  maxMessages?: number;
  /** Largest accepted message in bytes (552 5.3.4 beyond). Default 10 MB. */
  maxMessageBytes?: number;
}

export type FailureMode = 'tempfail' | 'reject';

interface FailureRule {
  mode: FailureMode;
  remaining: number;
  to?: string;
}

export interface FakeEmail {
  smtpPort: number;
  httpPort: number;
  host: string;
  /** Base URL of the web page and JSON API. */
  url: string;
  messages(filter?: MessageFilter): CapturedEmail[];
  failNext(mode: FailureMode, options?: { count?: number; to?: string }): void;
  reset(): void;
  close(): Promise<void>;
}

class SmtpReply extends Error {
  constructor(
    readonly responseCode: number,
    message: string,
  ) {
    super(message);
  }
}

function readStream(stream: SMTPServerDataStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

export async function startFakeEmail(options: FakeEmailOptions = {}): Promise<FakeEmail> {
  const host = options.host ?? '127.0.0.1';
  const maxMessages = options.maxMessages ?? 2_000;
  const users = options.users && Object.keys(options.users).length > 0 ? options.users : undefined;
  const stored: { email: CapturedEmail; raw: Buffer }[] = [];
  let failures: FailureRule[] = [];

  function failureFor(address: string): FailureRule | undefined {
    const rule = failures.find(
      (candidate) => !candidate.to || candidate.to.toLowerCase() === address.toLowerCase(),
    );
    if (!rule) return undefined;
    rule.remaining -= 1;
    if (rule.remaining <= 0) failures = failures.filter((candidate) => candidate !== rule);
    return rule;
  }

  const smtp = new SMTPServer({
    name: 'fake-smtp.localhost',
    banner: 'Local email capture: nothing is delivered',
    logger: false,
    // Closing (tests, Ctrl-C) does not wait half a minute for idle clients.
    closeTimeout: 1000,
    disabledCommands: ['STARTTLS'],
    authMethods: ['PLAIN', 'LOGIN'],
    authOptional: !users,
    allowInsecureAuth: true,
    size: options.maxMessageBytes ?? 10 * 1024 * 1024,
    onAuth(auth, _session, callback) {
      if (users && users[auth.username ?? ''] !== auth.password) {
        callback(new SmtpReply(535, '5.7.8 Authentication credentials invalid'));
        return;
      }
      callback(null, { user: auth.username ?? 'anonymous' });
    },
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      const failure = failureFor(address.address);
      if (failure?.mode === 'tempfail')
        callback(new SmtpReply(451, '4.3.0 Temporary failure, please try again later'));
      else if (failure?.mode === 'reject')
        callback(new SmtpReply(550, `5.1.1 <${address.address}>: Recipient address rejected`));
      else callback();
    },
    onData(stream, session, callback) {
      readStream(stream)
        .then(async (raw) => {
          if (stream.sizeExceeded) throw new SmtpReply(552, '5.3.4 Message size exceeds fixed limit');
          const envelope = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
          };
          const user = typeof session.user === 'string' ? session.user : null;
          const captured = await parseCaptured(raw, envelope, user);
          stored.push(captured);
          if (stored.length > maxMessages) stored.splice(0, stored.length - maxMessages);
          callback(null, `2.0.0 Ok: queued as ${captured.email.id}`);
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  smtp.on('error', () => {
    // A client dropping the connection is not the server's problem.
  });

  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(options.smtpPort ?? 12125, host, () => {
      smtp.server.off('error', reject);
      resolve();
    });
  });
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  function messages(filter: MessageFilter = {}): CapturedEmail[] {
    return stored.map((entry) => entry.email).filter((email) => matches(email, filter));
  }

  function find(id: string) {
    return stored.find((entry) => entry.email.id === id);
  }

  function filterOf(url: URL): MessageFilter {
    const filter: MessageFilter = {};
    const to = url.searchParams.get('to');
    const from = url.searchParams.get('from');
    const subject = url.searchParams.get('subject');
    if (to) filter.to = to;
    if (from) filter.from = from;
    if (subject) filter.subject = subject;
    const headers = url.searchParams.getAll('header');
    if (headers.length > 0) filter.headers = headers;
    return filter;
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = urlOf(request);
    const method = request.method ?? 'GET';
    const path = url.pathname;
    if (method === 'GET' && path === '/_fake/health') {
      sendJson(response, 200, { ok: true, service: 'email', smtpPort, messages: stored.length });
      return;
    }
    if (method === 'POST' && path === '/_fake/reset') {
      stored.length = 0;
      failures = [];
      sendJson(response, 200, { reset: true });
      return;
    }
    if (method === 'POST' && path === '/_fake/smtp/failures') {
      const text = (await readBody(request)).toString('utf8');
      const body = (text ? JSON.parse(text) : {}) as { mode?: unknown; count?: unknown; to?: unknown };
      if (body.mode !== 'tempfail' && body.mode !== 'reject') {
        sendJson(response, 400, { error: 'mode must be tempfail or reject' });
        return;
      }
      const count = typeof body.count === 'number' && body.count > 0 ? body.count : 1;
      failures.push({
        mode: body.mode,
        remaining: count,
        ...(typeof body.to === 'string' ? { to: body.to } : {}),
      });
      sendJson(response, 200, { failures });
      return;
    }
    if (method === 'GET' && path === '/') {
      const filter = filterOf(url);
      sendHtml(response, listPage(messages(filter), filter.to));
      return;
    }
    if (method === 'GET' && path === '/messages') {
      sendJson(response, 200, { messages: messages(filterOf(url)) });
      return;
    }
    if ((method === 'DELETE' && path === '/messages') || (method === 'POST' && path === '/messages/delete')) {
      stored.length = 0;
      if (method === 'POST') {
        response.writeHead(303, { location: '/' });
        response.end();
      } else sendJson(response, 200, { deleted: true });
      return;
    }
    const view = /^\/view\/([^/]+)$/.exec(path);
    const json = /^\/messages\/([^/]+)(\/html|\/raw)?$/.exec(path);
    const entry = find(decodeURIComponent(view?.[1] ?? json?.[1] ?? ''));
    if (method === 'GET' && (view || json)) {
      if (!entry) {
        sendJson(response, 404, { error: 'No such message' });
        return;
      }
      if (view) sendHtml(response, messagePage(entry.email));
      else if (json?.[2] === '/html') {
        // Shown in a sandboxed frame: the page can't run scripts or reach this server's controls.
        sendHtml(response, entry.email.html ?? '', {
          'content-security-policy':
            "sandbox; default-src 'none'; img-src data: http: https:; style-src 'unsafe-inline'",
        });
      } else if (json?.[2] === '/raw') {
        response.writeHead(200, {
          'content-type': 'message/rfc822',
          'content-disposition': `inline; filename="${entry.email.id}.eml"`,
        });
        response.end(entry.raw);
      } else sendJson(response, 200, entry.email);
      return;
    }
    sendJson(response, 404, { error: `No route ${method} ${path}` });
  }

  let web: Awaited<ReturnType<typeof listen>>;
  try {
    web = await listen(handle, options.httpPort ?? 12114, host);
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    throw error;
  }

  return {
    smtpPort,
    httpPort: web.port,
    host,
    url: web.url,
    messages,
    failNext(mode, { count = 1, to } = {}) {
      failures.push({ mode, remaining: count, ...(to ? { to } : {}) });
    },
    reset() {
      stored.length = 0;
      failures = [];
    },
    async close() {
      await Promise.all([web.close(), new Promise<void>((resolve) => smtp.close(() => resolve()))]);
    },
  };
}
