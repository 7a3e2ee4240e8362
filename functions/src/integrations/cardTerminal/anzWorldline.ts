/**
 * The ANZ Worldline adapter: HTTPS calls to the provider's terminal relay (ECR-integrated pin pads,
 * Worldline TIM API model; no public SDK exists, so this is plain fetch with the integrator's key).
 * To confirm with the acquirer: the relay's paths and fields, the signature scheme of result
 * messages, and the last-transaction query (see fakes/src/anzWorldline, which implements the same).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  CardTerminalError,
  type CardTerminalPort,
  type TerminalPairing,
  type TerminalResultEvent,
  type TerminalTransaction,
} from './port';

export interface AnzWorldlineConfig {
  baseUrl: string;
  apiKey: string;
  integratorId: string;
  webhookSecret: string;
  /** How long one call may take before its fate counts as unknown. */
  timeoutMs?: number;
}

const SIGNATURE_TOLERANCE_SECONDS = 300;

function transactionOf(body: Record<string, unknown>): TerminalTransaction {
  const card = body.card as { scheme?: unknown; last4?: unknown } | undefined;
  return {
    posReference: String(body.posReference ?? ''),
    type: body.type === 'credit' ? 'credit' : 'purchase',
    amountInCents: Number(body.amountInCents ?? 0),
    tipInCents: Number(body.tipInCents ?? 0),
    state: body.state === 'completed' ? 'completed' : 'in_progress',
    ...(typeof body.resultCode === 'string' ? { resultCode: body.resultCode } : {}),
    ...(typeof body.authCode === 'string' ? { authCode: body.authCode } : {}),
    ...(card && typeof card.last4 === 'string'
      ? { card: { scheme: String(card.scheme ?? ''), last4: card.last4.slice(-4) } }
      : {}),
    ...(typeof body.receipt === 'string' ? { receipt: body.receipt.slice(0, 4000) } : {}),
  };
}

export function createAnzWorldlineAdapter(config: AnzWorldlineConfig): CardTerminalPort {
  const call = async (method: string, path: string, body?: unknown): Promise<Record<string, unknown>> => {
    let response: Response;
    try {
      response = await fetch(`${config.baseUrl.replace(/\/$/, '')}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${config.apiKey}`,
          'x-integrator-id': config.integratorId,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new CardTerminalError(
        'unreachable',
        'api_timeout_terminal',
        `The terminal service did not answer (${String(error)})`,
      );
    }
    const text = await response.text().catch(() => '');
    let parsed: Record<string, unknown> = {};
    try {
      parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      parsed = {};
    }
    if (response.ok) return parsed;
    const resultCode = String(parsed.resultCode ?? `http_${response.status}`);
    const message = String(parsed.message ?? 'The terminal service refused the call');
    if (response.status === 404) throw new CardTerminalError('notFound', resultCode, message);
    // 5xx other than the terminal being offline: the relay may have passed the call on.
    if (response.status >= 500 && resultCode !== 'api_connect_fail_terminal')
      throw new CardTerminalError('unreachable', resultCode, message);
    throw new CardTerminalError('refused', resultCode, message);
  };
  const terminalPath = (terminalId: string) => `/v1/terminals/${encodeURIComponent(terminalId)}`;

  return {
    async pair(input): Promise<TerminalPairing> {
      const body = await call('POST', '/v1/pairings', input);
      return {
        pairingId: String(body.pairingId),
        terminalId: String(body.terminalId),
        model: String(body.model ?? ''),
      };
    },
    async unpair(pairingId) {
      try {
        await call('DELETE', `/v1/pairings/${encodeURIComponent(pairingId)}`);
      } catch (error) {
        // Already unpaired at the provider: nothing left to undo.
        if (!(error instanceof CardTerminalError && error.kind === 'notFound')) throw error;
      }
    },
    async startTransaction(terminalId, input) {
      return transactionOf(await call('POST', `${terminalPath(terminalId)}/transactions`, input));
    },
    async cancel(terminalId) {
      await call('POST', `${terminalPath(terminalId)}/transactions/cancel`);
    },
    async lastTransaction(terminalId) {
      try {
        return transactionOf(await call('GET', `${terminalPath(terminalId)}/transactions/last`));
      } catch (error) {
        if (error instanceof CardTerminalError && error.resultCode === 'no_transaction') return undefined;
        throw error;
      }
    },
    async reprintReceipt(terminalId) {
      const body = await call('POST', `${terminalPath(terminalId)}/receipt-request`);
      return { posReference: String(body.posReference ?? ''), receipt: String(body.receipt ?? '') };
    },
    verifyResult(rawBody, signatureHeader): TerminalResultEvent | undefined {
      if (!signatureHeader || !config.webhookSecret) return undefined;
      const parts = Object.fromEntries(
        signatureHeader.split(',').map((part) => {
          const [key, ...value] = part.trim().split('=');
          return [key, value.join('=')];
        }),
      );
      const timestamp = Number(parts.t);
      if (!Number.isInteger(timestamp)) return undefined;
      if (Math.abs(Date.now() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return undefined;
      const expected = createHmac('sha256', config.webhookSecret)
        .update(`${timestamp}.`)
        .update(rawBody)
        .digest();
      const given = Buffer.from(String(parts.v1 ?? ''), 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      let event: Record<string, unknown>;
      try {
        event = JSON.parse(rawBody.toString('utf8')) as Record<string, unknown>;
      } catch {
        return undefined;
      }
      if (event.type !== 'transaction.completed' || typeof event.id !== 'string') return undefined;
      const data = event.data;
      if (typeof data !== 'object' || data === null) return undefined;
      return { eventId: event.id.slice(0, 128), transaction: transactionOf(data as Record<string, unknown>) };
    },
  };
}
