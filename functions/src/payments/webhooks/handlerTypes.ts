/**
 * The shape of a payment webhook event handler. The dispatcher (dispatcher.ts) verifies the
 * signature, then in ONE Firestore transaction: reads `webhookEvents/{eventId}` (a replay stops
 * there), calls the handler registered for the event type, and finally writes `webhookEvents/{eventId}`.
 * The event id is therefore recorded in the same transaction as its effect: a replay has no second
 * effect, and a failed handler records nothing so the provider's retry runs it again.
 *
 * Rules for handlers:
 * - do ALL reads (`tx.get`) before any write (Firestore transactions require it; the dispatcher's own
 *   read happens before the handler and its write after it);
 * - no provider calls or other side effects inside the handler: the transaction may run several times;
 * - events can arrive twice and out of order: never move state backwards (compare with what is stored);
 * - an event about something we do not know (no order for the metadata, ...) is not an error: call
 *   `ctx.setOutcome('ignored: ...')` and return; throw only for a transient failure worth a retry
 *   (the endpoint then answers 500 and the provider redelivers).
 */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { PaymentWebhookEvent } from '../../integrations/payments/port';

export type { PaymentWebhookEvent } from '../../integrations/payments/port';

export interface WebhookHandlerContext {
  db: Firestore;
  /** When the dispatcher received the event (ISO, UTC); use it for `updatedIsoDateTimeUtc` fields. */
  nowIsoDateTimeUtc: string;
  requestId?: string;
  /** A short note of what the handler did, stored on `webhookEvents/{eventId}.outcome` for support. */
  setOutcome(outcome: string): void;
}

export type WebhookEventHandler = (
  event: PaymentWebhookEvent,
  tx: Transaction,
  ctx: WebhookHandlerContext,
) => Promise<void>;

/**
 * Handlers by provider event type (e.g. `payment_intent.succeeded`, `account.updated`, `payout.paid`).
 * Each handler module exports one map; handlers/index.ts merges them (one import line per module).
 */
export type WebhookHandlerMap = Readonly<Record<string, WebhookEventHandler>>;
