/**
 * A fake ANZ Worldline card terminal service: ECR-integrated pin pads reached through the provider's
 * cloud relay. ANZ's own ECR spec is not public (research/integrations.md section 6), so the
 * transaction model, result codes and flow are Worldline's TIM API (`transaction(type, amount)`,
 * `cancel()`, `receiptRequest` for a reprint, result codes `ta_c_rc_*` without the prefix), carried
 * over HTTPS the way cloud semi-integrated terminals work (pairing with a code the terminal shows, a
 * unique POS reference per transaction, the result pushed to the POS's webhook and available again as
 * the terminal's last transaction). To confirm with the acquirer before going live: the relay's real
 * paths and field names, the pairing flow, the webhook signature scheme and retry schedule, and the
 * last-transaction query.
 *
 * API (every call: `Authorization: Bearer <api key>` and `X-Integrator-Id: <integrator id>`; errors
 * are `{resultCode, message}`: 401 `api_unauthorised`, 400 `invalid_parameter`, 404
 * `pairing_code_unknown` / `terminal_unknown`, 409 `busy_other_controller` / `no_transaction_running`,
 * 503 `api_connect_fail_terminal` when the terminal is offline):
 *   POST   /v1/pairings                              {pairingCode, posName}      → 201 {pairingId, terminalId, model, serialNumber}
 *   DELETE /v1/pairings/{pairingId}                                              → 204 (the terminal shows a new code)
 *   GET    /v1/terminals/{tid}                                                   → {terminalId, model, online, busy}
 *   POST   /v1/terminals/{tid}/transactions          {type: purchase|credit, amountInCents, currency, posReference}
 *                                                    → 202 {transactionId, posReference, state: in_progress}
 *                                                      (the same posReference again → 200, the same transaction: never a second charge)
 *   POST   /v1/terminals/{tid}/transactions/cancel   → 202 (the running transaction ends `api_cancel_ecr`)
 *   GET    /v1/terminals/{tid}/transactions/last     → the last transaction {transactionId, posReference, type,
 *                                                      amountInCents, state: in_progress|completed, resultCode?, authCode?, card?}
 *   POST   /v1/terminals/{tid}/receipt-request       → {posReference, receipt} (a reprint of the last receipt)
 * Results: when a transaction ends the service POSTs `{id, type: "transaction.completed", created, data}`
 * to the webhook URL with `X-Worldline-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`,
 * retrying a failed delivery (network error or non-2xx) after 1, 2, 4, 8 and 16 s (`retryDelaysMs`)
 * with the same event id.
 *
 * The pin pads themselves (what a customer and a cashier do at the counter):
 *   GET  /_fake/terminals                            every terminal: pairing code on screen, state, transactions
 *   PUT  /_fake/terminals/{tid}                      {online?, relay?} make or change a terminal; `relay`
 *     `down`: every call for the terminal has its connection dropped before an answer (the relay or
 *     the network is out: the POS cannot tell whether it arrived); `error`: the relay answers 502
 *     `relay_unavailable`; `ok` (default): calls go through. Nothing reaches the pin pad meanwhile.
 *   POST /_fake/terminals/{tid}/pad                  {action: approve|decline|cancel|timeout|system_error|reverse,
 *                                                     declineCode?, tipInCents?, loseResult?}
 *     `loseResult: true` completes the transaction on the terminal but its result message is lost on
 *     the way (the connection dropped): only asking for the last transaction tells the POS.
 *   GET  /_fake/webhooks                             every delivery attempt
 *   GET  /                                           a page with each terminal's screen and buttons
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml, listen, readBody, sendHtml, sendJson, urlOf } from '../shared/http';

export const FAKE_ANZ_WORLDLINE_DEFAULT_PORT = 12161;
export const ANZ_WORLDLINE_SIGNATURE_HEADER = 'x-worldline-signature';

/** TIM result codes the pad produces, by what the customer did. */
const PAD_RESULT_CODES = {
  approve: 'ok',
  decline: 'declined_generic',
  cancel: 'cardholder_stop',
  timeout: 'cardholder_timeout',
  system_error: 'tim_connect_fail_payment_host',
  // Approved on the card, then reversed by the terminal (the host's answer came too late): not charged.
  reverse: 'reversed',
} as const;
type PadAction = keyof typeof PAD_RESULT_CODES;
const DECLINE_CODES = new Set([
  'declined_generic',
  'declined_saldo_too_low',
  'declined_wrong_pin',
  'declined_cvm_failed',
  'trx_limit_exceeded',
  'trx_referral',
]);

export interface FakeTerminalTransaction {
  transactionId: string;
  posReference: string;
  type: 'purchase' | 'credit';
  amountInCents: number;
  tipInCents: number;
  currency: string;
  state: 'in_progress' | 'completed';
  resultCode?: string;
  authCode?: string;
  card?: { scheme: string; last4: string };
  receipt?: string;
  startedIsoDateTimeUtc: string;
  completedIsoDateTimeUtc?: string;
}

export interface FakeTerminal {
  terminalId: string;
  model: string;
  serialNumber: string;
  online: boolean;
  /** The provider's relay in front of the terminal: `down` drops calls, `error` answers 502. */
  relay: 'ok' | 'down' | 'error';
  /** Shown on the terminal's screen while it is not paired. */
  pairingCode?: string;
  pairing?: { pairingId: string; posName: string };
  transactions: FakeTerminalTransaction[];
}

export interface WebhookDelivery {
  eventId: string;
  posReference: string;
  attempt: number;
  status: number | 'network error';
  isoDateTimeUtc: string;
}

export function anzWorldlineSignature(secret: string, timestamp: number, body: string): string {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${digest}`;
}

/** Checks a signature header against the body (within `toleranceSeconds` of now). */
export function verifyAnzWorldlineSignature(
  secret: string,
  header: string | undefined,
  body: string,
  toleranceSeconds = 300,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  if (!header) return false;
  const parts = Object.fromEntries(header.split(',').map((part) => part.trim().split('=', 2)));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(anzWorldlineSignature(secret, timestamp, body).split('v1=')[1] ?? '', 'hex');
  const given = Buffer.from(String(parts.v1 ?? ''), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface FakeAnzWorldlineOptions {
  port?: number;
  host?: string;
  apiKey: string;
  integratorId: string;
  webhookSecret: string;
  /** Where results are pushed (the POS platform's webhook); none = results only on request. */
  webhookUrl?: string;
  /** Terminal ids that exist from the start. */
  terminals?: string[];
  /** Terminals paired from the start (the demo store's, whose pairing the demo seed records). */
  paired?: { terminalId: string; pairingId: string; posName: string }[];
  retryDelaysMs?: number[];
  /** Nobody at the pad for this long: the transaction ends `cardholder_timeout`. */
  cardholderTimeoutMs?: number;
}

export interface FakeAnzWorldline {
  url: string;
  port: number;
  terminals: Map<string, FakeTerminal>;
  deliveries: WebhookDelivery[];
  close(): Promise<void>;
}

const pairingCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export async function startFakeAnzWorldline(options: FakeAnzWorldlineOptions): Promise<FakeAnzWorldline> {
  const terminals = new Map<string, FakeTerminal>();
  const deliveries: WebhookDelivery[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const retryDelays = options.retryDelaysMs ?? [1000, 2000, 4000, 8000, 16000];
  const cardholderTimeout = options.cardholderTimeoutMs ?? 120_000;
  const timeouts = new Map<string, NodeJS.Timeout>();

  const makeTerminal = (terminalId: string): FakeTerminal => {
    const terminal: FakeTerminal = {
      terminalId,
      model: 'Worldline Move 5000',
      serialNumber: `SN${terminalId.replace(/\W/g, '').slice(-8).padStart(8, '0')}`,
      online: true,
      relay: 'ok',
      pairingCode: pairingCode(),
      transactions: [],
    };
    terminals.set(terminalId, terminal);
    return terminal;
  };
  for (const id of options.terminals ?? []) makeTerminal(id);
  for (const entry of options.paired ?? []) {
    const terminal = terminals.get(entry.terminalId) ?? makeTerminal(entry.terminalId);
    terminal.pairing = { pairingId: entry.pairingId, posName: entry.posName };
    delete terminal.pairingCode;
  }

  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
    return timer;
  };

  const running = (terminal: FakeTerminal) =>
    terminal.transactions.find((transaction) => transaction.state === 'in_progress');

  const deliver = async (event: { id: string; data: FakeTerminalTransaction }, attempt: number) => {
    if (!options.webhookUrl) return;
    const body = JSON.stringify({
      id: event.id,
      type: 'transaction.completed',
      created: Math.floor(Date.now() / 1000),
      data: event.data,
    });
    let status: number | 'network error';
    try {
      const response = await fetch(options.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [ANZ_WORLDLINE_SIGNATURE_HEADER]: anzWorldlineSignature(
            options.webhookSecret,
            Math.floor(Date.now() / 1000),
            body,
          ),
        },
        body,
      });
      await response.arrayBuffer();
      status = response.status;
    } catch {
      status = 'network error';
    }
    deliveries.push({
      eventId: event.id,
      posReference: event.data.posReference,
      attempt,
      status,
      isoDateTimeUtc: new Date().toISOString(),
    });
    const delay = retryDelays[attempt - 1];
    if ((status === 'network error' || status >= 300) && delay !== undefined)
      later(delay, () => void deliver(event, attempt + 1));
  };

  const complete = (
    terminal: FakeTerminal,
    transaction: FakeTerminalTransaction,
    resultCode: string,
    extra: { tipInCents?: number; loseResult?: boolean } = {},
  ) => {
    const timeout = timeouts.get(transaction.transactionId);
    if (timeout) {
      clearTimeout(timeout);
      timers.delete(timeout);
      timeouts.delete(transaction.transactionId);
    }
    transaction.state = 'completed';
    transaction.resultCode = resultCode;
    transaction.completedIsoDateTimeUtc = new Date().toISOString();
    if (resultCode === 'ok') {
      transaction.tipInCents = extra.tipInCents ?? 0;
      transaction.authCode = String(randomInt(100000, 999999));
      transaction.card = { scheme: 'VISA', last4: String(randomInt(0, 10000)).padStart(4, '0') };
    }
    const total = (transaction.amountInCents + transaction.tipInCents) / 100;
    transaction.receipt = [
      'ANZ WORLDLINE',
      `TID ${terminal.terminalId}`,
      transaction.type === 'credit' ? 'REFUND' : 'PURCHASE',
      `${transaction.currency} ${total.toFixed(2)}`,
      transaction.card ? `${transaction.card.scheme} **** ${transaction.card.last4}` : '',
      resultCode === 'ok' ? `APPROVED  AUTH ${transaction.authCode}` : `NOT APPROVED (${resultCode})`,
      `REF ${transaction.posReference}`,
      transaction.completedIsoDateTimeUtc,
    ]
      .filter(Boolean)
      .join('\n');
    // The result message is lost with the connection: the POS has to ask for the last transaction.
    if (!extra.loseResult)
      void deliver({ id: `evt_${randomBytes(12).toString('hex')}`, data: { ...transaction } }, 1);
  };

  const error = (response: ServerResponse, status: number, resultCode: string, message: string) =>
    sendJson(response, status, { resultCode, message });

  const authorised = (request: IncomingMessage) =>
    request.headers.authorization === `Bearer ${options.apiKey}` &&
    request.headers['x-integrator-id'] === options.integratorId;

  const json = async (request: IncomingMessage): Promise<Record<string, unknown> | undefined> => {
    try {
      const parsed = JSON.parse((await readBody(request)).toString('utf8') || '{}');
      return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? parsed : undefined;
    } catch {
      return undefined;
    }
  };

  const api = async (request: IncomingMessage, response: ServerResponse, path: string) => {
    if (!authorised(request))
      return error(response, 401, 'api_unauthorised', 'Unknown API key or integrator id');
    const method = request.method ?? 'GET';
    if (method === 'POST' && path === '/v1/pairings') {
      const body = await json(request);
      const code = body?.pairingCode;
      const posName = body?.posName;
      if (typeof code !== 'string' || typeof posName !== 'string' || posName.length > 100)
        return error(response, 400, 'invalid_parameter', 'pairingCode and posName are required');
      const terminal = [...terminals.values()].find((entry) => entry.pairingCode === code);
      if (!terminal)
        return error(response, 404, 'pairing_code_unknown', 'No terminal shows this pairing code');
      if (!terminal.online)
        return error(response, 503, 'api_connect_fail_terminal', 'The terminal is not reachable');
      terminal.pairing = { pairingId: `pair_${randomBytes(10).toString('hex')}`, posName };
      delete terminal.pairingCode;
      return sendJson(response, 201, {
        pairingId: terminal.pairing.pairingId,
        terminalId: terminal.terminalId,
        model: terminal.model,
        serialNumber: terminal.serialNumber,
      });
    }
    const unpair = /^\/v1\/pairings\/([^/]+)$/.exec(path);
    if (method === 'DELETE' && unpair) {
      const terminal = [...terminals.values()].find((entry) => entry.pairing?.pairingId === unpair[1]);
      if (!terminal) return error(response, 404, 'pairing_unknown', 'No such pairing');
      delete terminal.pairing;
      terminal.pairingCode = pairingCode();
      response.writeHead(204).end();
      return;
    }
    const match = /^\/v1\/terminals\/([^/]+)(\/.*)?$/.exec(path);
    const terminal = match ? terminals.get(decodeURIComponent(match[1] ?? '')) : undefined;
    if (!match || !terminal?.pairing)
      return error(response, 404, 'terminal_unknown', 'No terminal paired with this id');
    const rest = match[2] ?? '';
    if (terminal.relay === 'down') {
      // The connection drops with the call in flight: the caller never learns whether it arrived.
      request.socket.destroy();
      return;
    }
    if (terminal.relay === 'error')
      return error(response, 502, 'relay_unavailable', 'The terminal relay is not available');
    if (method === 'GET' && rest === '')
      return sendJson(response, 200, {
        terminalId: terminal.terminalId,
        model: terminal.model,
        online: terminal.online,
        busy: running(terminal) !== undefined,
      });
    if (!terminal.online)
      return error(response, 503, 'api_connect_fail_terminal', 'The terminal is not reachable');
    if (method === 'POST' && rest === '/transactions') {
      const body = await json(request);
      const type = body?.type;
      const amount = body?.amountInCents;
      const currency = body?.currency;
      const posReference = body?.posReference;
      if (
        (type !== 'purchase' && type !== 'credit') ||
        typeof amount !== 'number' ||
        !Number.isInteger(amount) ||
        amount <= 0 ||
        typeof currency !== 'string' ||
        !/^[A-Z]{3}$/.test(currency) ||
        typeof posReference !== 'string' ||
        posReference.length === 0 ||
        posReference.length > 64
      )
        return error(
          response,
          400,
          'invalid_parameter',
          'type, amountInCents, currency and posReference are required',
        );
      const same = terminal.transactions.find((entry) => entry.posReference === posReference);
      if (same) return sendJson(response, 200, same);
      if (running(terminal))
        return error(response, 409, 'busy_other_controller', 'The terminal is running another transaction');
      const transaction: FakeTerminalTransaction = {
        transactionId: `trx_${randomBytes(10).toString('hex')}`,
        posReference,
        type,
        amountInCents: amount,
        tipInCents: 0,
        currency,
        state: 'in_progress',
        startedIsoDateTimeUtc: new Date().toISOString(),
      };
      terminal.transactions.push(transaction);
      if (terminal.transactions.length > 200) terminal.transactions.shift();
      timeouts.set(
        transaction.transactionId,
        later(cardholderTimeout, () => {
          if (transaction.state === 'in_progress') complete(terminal, transaction, 'cardholder_timeout');
        }),
      );
      return sendJson(response, 202, transaction);
    }
    if (method === 'POST' && rest === '/transactions/cancel') {
      const current = running(terminal);
      if (!current) return error(response, 409, 'no_transaction_running', 'Nothing to cancel');
      complete(terminal, current, 'api_cancel_ecr');
      return sendJson(response, 202, { transactionId: current.transactionId, state: 'cancelling' });
    }
    if (method === 'GET' && rest === '/transactions/last') {
      const last = terminal.transactions.at(-1);
      if (!last) return error(response, 404, 'no_transaction', 'The terminal has no transaction yet');
      return sendJson(response, 200, last);
    }
    if (method === 'POST' && rest === '/receipt-request') {
      const last = [...terminal.transactions].reverse().find((entry) => entry.receipt);
      if (!last) return error(response, 404, 'no_transaction', 'No receipt to print');
      return sendJson(response, 200, { posReference: last.posReference, receipt: last.receipt });
    }
    return error(response, 404, 'not_found', 'No such call');
  };

  const pad = async (request: IncomingMessage, response: ServerResponse, terminalId: string) => {
    const terminal = terminals.get(terminalId);
    if (!terminal) return sendJson(response, 404, { error: 'No such terminal' });
    const body = (await json(request)) ?? {};
    const action = body.action as PadAction;
    if (!(action in PAD_RESULT_CODES)) return sendJson(response, 400, { error: 'Unknown pad action' });
    const current = running(terminal);
    if (!current) return sendJson(response, 409, { error: 'No transaction is waiting for a card' });
    const declineCode = typeof body.declineCode === 'string' ? body.declineCode : undefined;
    const resultCode =
      action === 'decline' && declineCode && DECLINE_CODES.has(declineCode)
        ? declineCode
        : PAD_RESULT_CODES[action];
    complete(terminal, current, resultCode, {
      ...(typeof body.tipInCents === 'number' ? { tipInCents: body.tipInCents } : {}),
      loseResult: body.loseResult === true,
    });
    return sendJson(response, 200, current);
  };

  const page = () => {
    const rows = [...terminals.values()]
      .map((terminal) => {
        const current = running(terminal);
        const screen = !terminal.pairing
          ? `Pairing code <b>${escapeHtml(terminal.pairingCode ?? '')}</b>`
          : current
            ? `Present card: ${current.currency} ${(current.amountInCents / 100).toFixed(2)}`
            : `Ready · paired with ${escapeHtml(terminal.pairing.posName)}`;
        const buttons = current
          ? (Object.keys(PAD_RESULT_CODES) as PadAction[])
              .map(
                (action) =>
                  `<button onclick="fetch('/_fake/terminals/${encodeURIComponent(terminal.terminalId)}/pad',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({action:'${action}'})}).then(()=>location.reload())">${action}</button>`,
              )
              .join(' ')
          : '';
        const history = terminal.transactions
          .slice(-5)
          .reverse()
          .map(
            (entry) =>
              `<li>${escapeHtml(entry.posReference)} ${entry.type} ${(entry.amountInCents / 100).toFixed(2)} ${escapeHtml(entry.resultCode ?? entry.state)}</li>`,
          )
          .join('');
        const put = (label: string, body: Record<string, unknown>) =>
          `<button onclick="fetch('/_fake/terminals/${encodeURIComponent(terminal.terminalId)}',{method:'PUT',headers:{'content-type':'application/json'},body:JSON.stringify(${escapeHtml(JSON.stringify(body))})}).then(()=>location.reload())">${label}</button>`;
        const controls = [
          terminal.online ? put('switch off', { online: false }) : put('switch on', { online: true }),
          terminal.relay === 'ok'
            ? `${put('relay down', { relay: 'down' })} ${put('relay errors', { relay: 'error' })}`
            : put('relay back', { relay: 'ok' }),
        ].join(' ');
        const status = [
          terminal.online ? '' : '(offline)',
          terminal.relay === 'ok' ? '' : `(relay ${terminal.relay})`,
        ]
          .filter(Boolean)
          .join(' ');
        return `<section><h2>${escapeHtml(terminal.terminalId)} ${status}</h2><p>${screen}</p><p>${buttons}</p><p>${controls}</p><ul>${history}</ul></section>`;
      })
      .join('');
    return `<!doctype html><meta charset="utf-8"><title>Fake ANZ Worldline terminals</title><meta http-equiv="refresh" content="5"><h1>Card terminals</h1>${rows}`;
  };

  const handler = async (request: IncomingMessage, response: ServerResponse) => {
    const url = urlOf(request);
    const path = url.pathname;
    if (path === '/_fake/health') return sendJson(response, 200, { ok: true });
    if (path.startsWith('/v1/')) return api(request, response, path);
    if (path === '/_fake/terminals' && request.method === 'GET')
      return sendJson(response, 200, [...terminals.values()]);
    if (path === '/_fake/webhooks') return sendJson(response, 200, deliveries);
    const fake = /^\/_fake\/terminals\/([^/]+)(\/pad)?$/.exec(path);
    if (fake) {
      const terminalId = decodeURIComponent(fake[1] ?? '');
      if (fake[2] && request.method === 'POST') return pad(request, response, terminalId);
      if (request.method === 'PUT') {
        const body = (await json(request)) ?? {};
        const terminal = terminals.get(terminalId) ?? makeTerminal(terminalId);
        if (typeof body.online === 'boolean') terminal.online = body.online;
        if (body.relay === 'ok' || body.relay === 'down' || body.relay === 'error')
          terminal.relay = body.relay;
        return sendJson(response, 200, terminal);
      }
      if (request.method === 'GET') {
        const terminal = terminals.get(terminalId);
        return terminal
          ? sendJson(response, 200, terminal)
          : sendJson(response, 404, { error: 'No such terminal' });
      }
    }
    if (path === '/') return sendHtml(response, page());
    return sendJson(response, 404, { error: 'Not found' });
  };

  const server = await listen(
    handler,
    options.port ?? FAKE_ANZ_WORLDLINE_DEFAULT_PORT,
    options.host ?? '127.0.0.1',
  );
  return {
    url: server.url,
    port: server.port,
    terminals,
    deliveries,
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await server.close();
    },
  };
}
