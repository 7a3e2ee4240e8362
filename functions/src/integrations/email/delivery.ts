import type { DocumentReference } from 'firebase-admin/firestore';
import { db, nowIso, runContendedTransaction } from '../../admin';
import { log } from '../../log';
import { type EmailMessage, EmailSendError, type EmailSender } from './emailSender';

/**
 * Sending that survives a provider's bad minute, and a record staff can see.
 *
 * `sendWithRetry` retries a transient failure (4xx reply, provider unreachable) a few times within
 * the request, backing off. `deliverEmail` adds a durable delivery record
 * (`restaurants/{r}/stores/{s}/emailDeliveries/{id}` from `storeEmailDeliveryDoc`, or any document
 * the caller names): created once per id (so a repeated request sends once), claimed before each
 * attempt, then `sent`, `retrying` (with `nextAttemptIsoDateTimeUtc`) or `failed` with the reason in
 * words. `retryDueEmails` (from a schedule) sends the `retrying` ones whose time has come. With
 * `summaryOn`, a short summary is mirrored into a document staff already read (e.g. the order's
 * `confirmationEmail` field), so a failed email shows where the order shows.
 */

export type EmailDeliveryStatus = 'sending' | 'sent' | 'retrying' | 'failed';

export interface EmailDeliverySummary {
  status: EmailDeliveryStatus;
  attempts: number;
  /** Why the last attempt failed, in words (no credentials, no content). */
  lastError: string | null;
  nextAttemptIsoDateTimeUtc: string | null;
  sentIsoDateTimeUtc: string | null;
  deliveryPath: string;
  updatedIsoDateTimeUtc: string;
}

export interface EmailDelivery extends EmailDeliverySummary {
  id: string;
  kind: string;
  to: string;
  tags: Record<string, string>;
  message: EmailMessage;
  messageId: string | null;
  createdIsoDateTimeUtc: string;
  /** While `sending`: until when this attempt holds the record (a crashed attempt frees it then). */
  leaseUntilIsoDateTimeUtc: string | null;
  /** Where the summary is mirrored, if anywhere: document path and field. */
  summaryOn: { path: string; field: string } | null;
}

export interface RetryPolicy {
  /** Tries within one call (the first included). Default 3. */
  immediateAttempts: number;
  /** Pause before the n-th immediate retry: baseDelayMs × 2^(n-1). Default 250 ms. */
  baseDelayMs: number;
  /** Calls (each with its immediate tries) before the delivery is `failed`. Default 6. */
  maxDeliveryAttempts: number;
  /** Wait before the next durable attempt after attempt n: min(retryAfterMs × 4^(n-1), 6 h). Default 1 min. */
  retryAfterMs: number;
  /** How long a `sending` claim holds. Default 2 min. */
  leaseMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  immediateAttempts: 3,
  baseDelayMs: 250,
  maxDeliveryAttempts: 6,
  retryAfterMs: 60_000,
  leaseMs: 120_000,
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends, retrying transient failures with backoff; throws the last EmailSendError otherwise. */
export async function sendWithRetry(
  sender: EmailSender,
  message: EmailMessage,
  policy: Pick<RetryPolicy, 'immediateAttempts' | 'baseDelayMs'> = DEFAULT_RETRY_POLICY,
): Promise<{ id: string; attempts: number }> {
  let lastError: EmailSendError | undefined;
  for (let attempt = 1; attempt <= policy.immediateAttempts; attempt += 1) {
    if (attempt > 1) await sleep(policy.baseDelayMs * 2 ** (attempt - 2));
    try {
      const { id } = await sender.send(message);
      return { id, attempts: attempt };
    } catch (error) {
      lastError =
        error instanceof EmailSendError
          ? error
          : new EmailSendError(`sending failed (${String(error)})`, false);
      log.warn('email.attempt_failed', {
        kind: message.kind,
        attempt,
        transient: lastError.transient,
        error: lastError.message,
        ...message.tags,
      });
      if (!lastError.transient) break;
    }
  }
  throw lastError;
}

/** Delivery records of a store: staff of the store may be allowed to read them. */
export function storeEmailDeliveryDoc(
  restaurantId: string,
  storeId: string,
  deliveryId: string,
): DocumentReference {
  return db().doc(`restaurants/${restaurantId}/stores/${storeId}/emailDeliveries/${deliveryId}`);
}

export const EMAIL_DELIVERIES = 'emailDeliveries';

function summaryOf(delivery: EmailDelivery): EmailDeliverySummary {
  return {
    status: delivery.status,
    attempts: delivery.attempts,
    lastError: delivery.lastError,
    nextAttemptIsoDateTimeUtc: delivery.nextAttemptIsoDateTimeUtc,
    sentIsoDateTimeUtc: delivery.sentIsoDateTimeUtc,
    deliveryPath: delivery.deliveryPath,
    updatedIsoDateTimeUtc: delivery.updatedIsoDateTimeUtc,
  };
}

function addMs(iso: string, ms: number): string {
  return new Date(Date.parse(iso) + ms).toISOString();
}

/** Claims the record for one attempt (transaction); undefined when it is sent, failed, held or not due. */
async function claim(
  ref: DocumentReference,
  policy: RetryPolicy,
  create: (() => EmailDelivery) | undefined,
  dueOnly: boolean,
): Promise<{ claimed: EmailDelivery | undefined; current: EmailDelivery | undefined }> {
  return runContendedTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const now = nowIso();
    let delivery = snapshot.exists ? (snapshot.data() as EmailDelivery) : undefined;
    if (!delivery) {
      if (!create) return { claimed: undefined, current: undefined };
      delivery = create();
    } else {
      const held = delivery.status === 'sending' && (delivery.leaseUntilIsoDateTimeUtc ?? '') > now;
      const notDue =
        dueOnly && delivery.status === 'retrying' && (delivery.nextAttemptIsoDateTimeUtc ?? '') > now;
      if (delivery.status === 'sent' || delivery.status === 'failed' || held || notDue)
        return { claimed: undefined, current: delivery };
    }
    const claimed: EmailDelivery = {
      ...delivery,
      status: 'sending',
      attempts: delivery.attempts + 1,
      leaseUntilIsoDateTimeUtc: addMs(now, policy.leaseMs),
      nextAttemptIsoDateTimeUtc: null,
      updatedIsoDateTimeUtc: now,
    };
    tx.set(ref, claimed);
    if (claimed.summaryOn)
      tx.set(
        db().doc(claimed.summaryOn.path),
        { [claimed.summaryOn.field]: summaryOf(claimed) },
        { merge: true },
      );
    return { claimed, current: claimed };
  });
}

async function attempt(
  ref: DocumentReference,
  claimed: EmailDelivery,
  sender: EmailSender,
  policy: RetryPolicy,
): Promise<EmailDelivery> {
  let outcome: Partial<EmailDelivery>;
  try {
    const { id } = await sendWithRetry(sender, claimed.message, policy);
    const now = nowIso();
    outcome = { status: 'sent', messageId: id, sentIsoDateTimeUtc: now, lastError: null };
    log.info('email.sent', { kind: claimed.kind, deliveryId: claimed.id, messageId: id, ...claimed.tags });
  } catch (error) {
    const failure =
      error instanceof EmailSendError
        ? error
        : new EmailSendError(`sending failed (${String(error)})`, false);
    const retry = failure.transient && claimed.attempts < policy.maxDeliveryAttempts;
    const wait = Math.min(policy.retryAfterMs * 4 ** (claimed.attempts - 1), 6 * 3_600_000);
    outcome = {
      status: retry ? 'retrying' : 'failed',
      lastError: failure.message,
      nextAttemptIsoDateTimeUtc: retry ? addMs(nowIso(), wait) : null,
    };
    log.error(retry ? 'email.will_retry' : 'email.failed', {
      kind: claimed.kind,
      deliveryId: claimed.id,
      attempts: claimed.attempts,
      error: failure.message,
      ...claimed.tags,
    });
  }
  const finished: EmailDelivery = {
    ...claimed,
    ...outcome,
    leaseUntilIsoDateTimeUtc: null,
    updatedIsoDateTimeUtc: nowIso(),
  };
  const batch = db().batch();
  batch.set(ref, finished);
  if (finished.summaryOn)
    batch.set(
      db().doc(finished.summaryOn.path),
      { [finished.summaryOn.field]: summaryOf(finished) },
      { merge: true },
    );
  await batch.commit();
  return finished;
}

export interface DeliverOptions {
  sender: EmailSender;
  /** Mirror a summary into this document's field (merged), e.g. the order's `confirmationEmail`. */
  summaryOn?: { ref: DocumentReference; field: string };
  policy?: Partial<RetryPolicy>;
}

/**
 * Sends `message` once per delivery record `ref`: the first call creates the record and sends; a
 * later call for the same record returns it as it stands (sent, failed, or in progress) without
 * sending again, except that a `retrying` record is tried again at once. Never throws for a send
 * failure: the record says what happened.
 */
export async function deliverEmail(
  ref: DocumentReference,
  message: EmailMessage,
  options: DeliverOptions,
): Promise<EmailDelivery> {
  const policy = { ...DEFAULT_RETRY_POLICY, ...options.policy };
  const create = (): EmailDelivery => {
    const now = nowIso();
    return {
      id: ref.id,
      kind: message.kind,
      to: message.to,
      tags: message.tags ?? {},
      message: { ...message, tags: message.tags ?? {} },
      status: 'sending',
      attempts: 0,
      lastError: null,
      nextAttemptIsoDateTimeUtc: null,
      sentIsoDateTimeUtc: null,
      messageId: null,
      deliveryPath: ref.path,
      createdIsoDateTimeUtc: now,
      updatedIsoDateTimeUtc: now,
      leaseUntilIsoDateTimeUtc: null,
      summaryOn: options.summaryOn
        ? { path: options.summaryOn.ref.path, field: options.summaryOn.field }
        : null,
    };
  };
  const { claimed, current } = await claim(ref, policy, create, false);
  if (!claimed) return current as EmailDelivery;
  return attempt(ref, claimed, options.sender, policy);
}

/**
 * Tries every `retrying` delivery whose time has come (oldest due first, at most `limit`). Run it
 * from a schedule; racing runs are safe (each record is claimed in a transaction first).
 * Needs a collection-group index on emailDeliveries (status, nextAttemptIsoDateTimeUtc).
 */
export async function retryDueEmails(
  sender: EmailSender,
  options: { limit?: number; policy?: Partial<RetryPolicy> } = {},
): Promise<{ tried: number; sent: number; failed: number; retrying: number }> {
  const policy = { ...DEFAULT_RETRY_POLICY, ...options.policy };
  const due = await db()
    .collectionGroup(EMAIL_DELIVERIES)
    .where('status', '==', 'retrying')
    .where('nextAttemptIsoDateTimeUtc', '<=', nowIso())
    .orderBy('nextAttemptIsoDateTimeUtc')
    .limit(options.limit ?? 50)
    .get();
  const counts = { tried: 0, sent: 0, failed: 0, retrying: 0 };
  for (const doc of due.docs) {
    const { claimed } = await claim(doc.ref, policy, undefined, true);
    if (!claimed) continue;
    counts.tried += 1;
    const finished = await attempt(doc.ref, claimed, sender, policy);
    if (finished.status === 'sent') counts.sent += 1;
    else if (finished.status === 'failed') counts.failed += 1;
    else counts.retrying += 1;
  }
  return counts;
}
