/**
 * Receives one provider webhook: verifies its signature on the raw body, then applies it exactly
 * once. In one transaction: read `webhookEvents/{eventId}` (seen → nothing to do), run the handler for
 * the event type, write `webhookEvents/{eventId}`. A replay finds the record and changes nothing; a
 * handler that throws records nothing, so the provider's retry runs it again.
 */
import { db, runContendedTransaction } from '../../admin';
import type { PaymentPort, WebhookEndpoint } from '../../integrations/payments/port';
import { WebhookSignatureError } from '../../integrations/payments/port';
import { log } from '../../log';
import type { WebhookHandlerMap } from './handlerTypes';
import { webhookEventDoc } from './webhookPaths';

export interface WebhookRequest {
  endpoint: WebhookEndpoint;
  rawBody: Buffer | string;
  signatureHeader: string | undefined;
  requestId?: string;
}

export type WebhookResult =
  | { status: 400; body: { error: string } }
  | {
      status: 200;
      body: { received: true; eventId: string; outcome: 'applied' | 'duplicate' | 'ignored'; note?: string };
    };

export async function dispatchWebhook(
  request: WebhookRequest,
  port: PaymentPort,
  handlers: WebhookHandlerMap,
): Promise<WebhookResult> {
  let event: ReturnType<PaymentPort['verifyWebhookEvent']>;
  try {
    event = port.verifyWebhookEvent(request);
  } catch (error) {
    if (!(error instanceof WebhookSignatureError)) throw error;
    log.warn('payments.webhook.rejected', {
      endpoint: request.endpoint,
      reason: error.message,
      requestId: request.requestId,
    });
    return { status: 400, body: { error: 'Invalid webhook signature' } };
  }

  const fields = {
    endpoint: request.endpoint,
    eventId: event.id,
    type: event.type,
    account: event.connectedAccountId,
    requestId: request.requestId,
  };
  const handler = handlers[event.type];
  const ref = webhookEventDoc(event.id);
  const result = await runContendedTransaction(async (tx) => {
    const seen = await tx.get(ref);
    if (seen.exists)
      return { outcome: 'duplicate' as const, note: seen.get('outcome') as string | undefined };
    let note: string | undefined;
    const nowIsoDateTimeUtc = new Date().toISOString();
    if (handler) {
      await handler(event, tx, {
        db: db(),
        nowIsoDateTimeUtc,
        ...(request.requestId ? { requestId: request.requestId } : {}),
        setOutcome(outcome) {
          note = outcome;
        },
      });
    } else {
      note = 'ignored: no handler for this event type';
    }
    tx.set(ref, {
      id: event.id,
      provider: 'stripe',
      type: event.type,
      endpoint: request.endpoint,
      ...(event.connectedAccountId ? { connectedAccountId: event.connectedAccountId } : {}),
      providerCreatedIsoDateTimeUtc: event.createdIsoDateTimeUtc,
      receivedIsoDateTimeUtc: nowIsoDateTimeUtc,
      outcome: note ?? 'applied',
    });
    const ignored = !handler || (note?.startsWith('ignored') ?? false);
    return { outcome: ignored ? ('ignored' as const) : ('applied' as const), note };
  });
  log.info('payments.webhook.received', { ...fields, outcome: result.outcome, note: result.note });
  return {
    status: 200,
    body: {
      received: true,
      eventId: event.id,
      outcome: result.outcome,
      ...(result.note ? { note: result.note } : {}),
    },
  };
}
