/**
 * Webhook events: created for every state change, signed with Stripe's scheme
 * (`Stripe-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>">`) and POSTed to the endpoint for
 * their kind: events about a connected account (they carry `account`) go to the connect endpoint,
 * the rest to the platform endpoint. Test controls can hold events back, deliver them twice, in
 * reverse order or late, and replay any of them.
 */
import { createHmac } from 'node:crypto';
import { clone } from './context';
import { newId, nowSeconds } from './ids';
import type { StripeObject } from './state';

export type WebhookEndpointName = 'connect' | 'platform';

export interface WebhookTargets {
  connect?: string;
  platform?: string;
}

export interface DeliveryMode {
  /** Deliver each event twice. */
  duplicate: boolean;
  /** Hold events until `flush()` (then deliver in the order asked). */
  hold: boolean;
  /** Wait this long before each delivery. */
  delayMs: number;
}

export interface DeliveryAttempt {
  eventId: string;
  type: string;
  endpoint: WebhookEndpointName;
  url: string;
  status?: number;
  /** The endpoint's answer (first 500 characters), for tests and the events list. */
  responseBody?: string;
  error?: string;
  atIsoDateTimeUtc: string;
}

export const API_VERSION = '2026-10-28.endive';

export function signPayload(payload: string, secret: string, timestamp = nowSeconds()): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export class WebhookDispatcher {
  mode: DeliveryMode = { duplicate: false, hold: false, delayMs: 0 };
  readonly attempts: DeliveryAttempt[] = [];
  private held: StripeObject[] = [];
  private queue: Promise<void> = Promise.resolve();
  private pending = 0;

  constructor(
    private readonly events: StripeObject[],
    public targets: WebhookTargets,
    private readonly secrets: Record<WebhookEndpointName, string>,
    private readonly retries = 2,
  ) {}

  createEvent(
    type: string,
    object: StripeObject,
    options: {
      account?: string;
      previousAttributes?: Record<string, unknown>;
      idempotencyKey?: string;
      requestId?: string;
    },
  ): StripeObject {
    const event: StripeObject = {
      id: newId('evt'),
      object: 'event',
      ...(options.account ? { account: options.account } : {}),
      api_version: API_VERSION,
      created: nowSeconds(),
      data: {
        object: clone(object),
        ...(options.previousAttributes ? { previous_attributes: clone(options.previousAttributes) } : {}),
      },
      livemode: false,
      pending_webhooks: 1,
      request: { id: options.requestId ?? null, idempotency_key: options.idempotencyKey ?? null },
      type,
    };
    // Internal fields (`__...`) never leave the fake.
    const data = (event.data as { object: Record<string, unknown> }).object;
    for (const key of Object.keys(data)) if (key.startsWith('__')) delete data[key];
    this.events.push(event);
    if (this.mode.hold) this.held.push(event);
    else this.deliver(event, this.mode.duplicate ? 2 : 1);
    return event;
  }

  endpointFor(event: StripeObject): WebhookEndpointName {
    return event.account ? 'connect' : 'platform';
  }

  /** Queues delivery of `event` `times` times (one after the other). */
  deliver(event: StripeObject, times = 1): void {
    for (let index = 0; index < times; index++) {
      this.pending++;
      this.queue = this.queue
        .then(() => this.post(event))
        .finally(() => {
          this.pending--;
        });
    }
  }

  /** Delivers held events: in creation order, reversed, or shuffled. */
  flush(order: 'sent' | 'reverse' | 'shuffle' = 'sent'): StripeObject[] {
    const events = [...this.held];
    this.held = [];
    if (order === 'reverse') events.reverse();
    if (order === 'shuffle') events.sort(() => Math.random() - 0.5);
    for (const event of events) this.deliver(event, this.mode.duplicate ? 2 : 1);
    return events;
  }

  heldEvents(): StripeObject[] {
    return [...this.held];
  }

  /** Resolves once every queued delivery has finished. */
  async idle(): Promise<void> {
    while (this.pending > 0) await this.queue;
  }

  private async post(event: StripeObject): Promise<void> {
    const endpoint = this.endpointFor(event);
    const url = this.targets[endpoint];
    if (!url) return;
    if (this.mode.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.mode.delayMs));
    const payload = JSON.stringify(event, null, 2);
    for (let attempt = 0; attempt <= this.retries; attempt++) {
      const record: DeliveryAttempt = {
        eventId: event.id,
        type: event.type as string,
        endpoint,
        url,
        atIsoDateTimeUtc: new Date().toISOString(),
      };
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
            'stripe-signature': signPayload(payload, this.secrets[endpoint]),
          },
          body: payload,
          signal: AbortSignal.timeout(30_000),
        });
        record.responseBody = (await response.text()).slice(0, 500);
        record.status = response.status;
        this.attempts.push(record);
        if (response.status < 500) return;
      } catch (error) {
        record.error = error instanceof Error ? error.message : String(error);
        this.attempts.push(record);
      }
      // Stripe retries failed deliveries with backoff; the fake retries briefly.
      await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** attempt));
    }
  }
}
