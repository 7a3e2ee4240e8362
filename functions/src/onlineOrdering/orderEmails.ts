import {
  type OnlineOrderDocument,
  ORDER_INVOICE_EMAIL_LIMITS,
  type OrderEmailSummary,
  orderInvoiceEmail,
  rateLimitDecision,
  reviewPageUrl,
  ZOnlineOrderDocument,
} from '@resto/domain';
import { nowIso, runContendedTransaction } from '../admin';
import { rateLimitDoc } from '../firestore/paths';
import { TooManyRequestsError, UpstreamError } from '../http/errors';
import {
  deliverEmail,
  type EmailDelivery,
  type EmailDeliverySummary,
  type EmailMessage,
  emailSender,
} from '../integrations/email';
import { log } from '../log';
import { readGoogleReviewSettings } from '../reviews/reviewSettings';
import { customerAppBaseUrl } from '../reviews/reviewsConfig';
import { ensureReviewToken } from '../reviews/reviewTokens';
import { type OrderEmailKind, onlineOrderDoc, orderEmailDeliveryDoc } from './onlineOrderingPaths';
import type { OrderingStore } from './orderingStore';

/** The field of the order that carries the latest email's summary (domain `ZOrderEmailSummary`). */
export const ORDER_EMAIL_SUMMARY_FIELD = 'confirmationEmail';

// The summary the delivery copies onto the order is what the domain's order schema reads back.
const _summaryMatchesTheOrderSchema = (summary: EmailDeliverySummary): OrderEmailSummary => summary;

function invoiceFor(store: OrderingStore, order: OnlineOrderDocument, reviewUrl: string | undefined) {
  const { menu } = store;
  return orderInvoiceEmail(order, {
    restaurantName: store.restaurantName,
    storeName: menu.store.name,
    storeAddress: menu.store.address.formattedAddress,
    storePhone: menu.store.phoneNumber,
    timezone: menu.store.timezone,
    reviewUrl,
  });
}

/**
 * The order's review page for the invoice, when the store shows its review prompt in emailed tax
 * invoices (Google review settings). Never stops the email: without it the invoice goes as before.
 */
async function invoiceReviewUrl(store: OrderingStore, orderId: string): Promise<string | undefined> {
  try {
    const settings = await readGoogleReviewSettings(store);
    if (!settings.showReviewLink.onEmailTaxInvoice) return undefined;
    const token = await ensureReviewToken({
      restaurantId: store.restaurantId,
      storeId: store.storeId,
      orderId,
    });
    return reviewPageUrl({
      customerAppBaseUrl: customerAppBaseUrl(),
      restaurantId: store.restaurantId,
      storeId: store.storeId,
      orderId,
      token,
      source: 'emailTaxInvoice',
    });
  } catch (error) {
    log.warn('online_order.review_link_failed', { orderId, error: String(error) });
    return undefined;
  }
}

async function messageFor(
  store: OrderingStore,
  order: OnlineOrderDocument,
  kind: OrderEmailKind,
): Promise<EmailMessage> {
  return {
    to: order.customer.email,
    ...invoiceFor(store, order, await invoiceReviewUrl(store, order.id)),
    ...(store.contactEmail ? { replyTo: store.contactEmail } : {}),
    kind,
    tags: { restaurantId: store.restaurantId, storeId: store.storeId, orderId: order.id },
  };
}

/**
 * Sends through the order's delivery record (`emailDeliveries/{kind}_{orderId}`): a provider's "try
 * again later" is retried a few times at once, then by the `emailRetrySchedule` sweep; the outcome is
 * copied onto the order's `confirmationEmail` for the staff and admin order page. Never throws for a
 * send failure: the record (and the summary) say what happened.
 */
async function deliver(
  store: OrderingStore,
  order: OnlineOrderDocument,
  kind: OrderEmailKind,
): Promise<EmailDelivery> {
  return deliverEmail(
    orderEmailDeliveryDoc(store.restaurantId, store.storeId, kind, order.id),
    await messageFor(store, order, kind),
    {
      sender: emailSender(),
      summaryOn: {
        ref: onlineOrderDoc(store.restaurantId, store.storeId, order.id),
        field: ORDER_EMAIL_SUMMARY_FIELD,
      },
    },
  );
}

function logOutcome(event: string, delivery: EmailDelivery): void {
  const fields = {
    orderId: delivery.tags.orderId,
    status: delivery.status,
    attempts: delivery.attempts,
    messageId: delivery.messageId,
    error: delivery.lastError,
  };
  if (delivery.status === 'sent') log.info(`${event}_sent`, fields);
  else log.warn(`${event}_not_sent`, fields);
}

/**
 * The order confirmation, sent once when the order is placed (and paid, for card orders). The order
 * is marked in a transaction before sending, so concurrent or repeated placements (and the paid-order
 * trigger) make one delivery; the delivery record sends at most once and, when the provider fails for
 * a while, keeps retrying from the schedule, so the mark is never cleared. Never throws: an email
 * problem must not turn a placed order into an error.
 */
export async function sendConfirmationEmailOnce(store: OrderingStore, orderId: string): Promise<void> {
  const ref = onlineOrderDoc(store.restaurantId, store.storeId, orderId);
  try {
    const order = await runContendedTransaction(async (tx) => {
      const snapshot = await tx.get(ref);
      const parsed = ZOnlineOrderDocument.safeParse(snapshot.data());
      if (!parsed.success) return undefined;
      // The email quotes the order's number: an order still waiting for it is emailed once numbered
      // (orders/displayNumbers.ts).
      if (
        parsed.data.confirmationEmailIsoDateTimeUtc ||
        parsed.data.status.code === 'processingPayment' ||
        parsed.data.displayNumberPending
      )
        return undefined;
      tx.update(ref, { confirmationEmailIsoDateTimeUtc: nowIso() });
      return parsed.data;
    });
    if (!order) return;
    logOutcome('online_order.confirmation', await deliver(store, order, 'orderConfirmation'));
  } catch (error) {
    log.error('online_order.confirmation_failed', { orderId, error: String(error) });
  }
}

function hitsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((hit): hit is string => typeof hit === 'string') : [];
}

/** What the invoice route answers: sent, or accepted and still being tried (the provider is busy). */
export type InvoiceEmailResult = { sent: true; to: string } | { sent: false; retrying: true; to: string };

/**
 * Sends the invoice again on request (the customer's tracking page, or staff's "Send again"), within
 * the per-order and per-caller limits. One delivery record per order: a request after the previous
 * invoice was sent or failed starts it afresh (in the rate limit's transaction, so racing requests
 * cannot both reset it); one still being retried is tried again at once. A provider's refusal is a
 * 502 in words; the order's summary shows staff the reason.
 */
export async function sendInvoiceEmail(
  store: OrderingStore,
  order: OnlineOrderDocument,
  callerKey: string,
): Promise<InvoiceEmailResult> {
  const record = orderEmailDeliveryDoc(store.restaurantId, store.storeId, 'orderInvoice', order.id);
  const orderLimit = rateLimitDoc(`orderInvoice:order:${store.restaurantId}:${store.storeId}:${order.id}`);
  const callerLimit = rateLimitDoc(`orderInvoice:caller:${callerKey}`);
  const decision = await runContendedTransaction(async (tx) => {
    const now = nowIso();
    const [byOrderDoc, byCallerDoc, previous] = await tx.getAll(orderLimit, callerLimit, record);
    const byOrder = rateLimitDecision(
      hitsOf(byOrderDoc?.get('hitsIsoDateTimeUtc')),
      now,
      ORDER_INVOICE_EMAIL_LIMITS.perOrder,
    );
    const byCaller = rateLimitDecision(
      hitsOf(byCallerDoc?.get('hitsIsoDateTimeUtc')),
      now,
      ORDER_INVOICE_EMAIL_LIMITS.perCaller,
    );
    if (!byOrder.allowed || !byCaller.allowed) {
      const waits = [byOrder, byCaller].map((limit) => (limit.allowed ? 0 : limit.retryAfterSeconds));
      return { allowed: false as const, retryAfterSeconds: Math.max(...waits) };
    }
    tx.set(orderLimit, { hitsIsoDateTimeUtc: byOrder.hits, updatedIsoDateTimeUtc: now });
    tx.set(callerLimit, { hitsIsoDateTimeUtc: byCaller.hits, updatedIsoDateTimeUtc: now });
    const previousStatus: unknown = previous?.get('status');
    if (previousStatus === 'sent' || previousStatus === 'failed') tx.delete(record);
    return { allowed: true as const };
  });
  if (!decision.allowed) {
    throw new TooManyRequestsError(
      `The invoice was sent a moment ago. You can ask again in ${Math.ceil(decision.retryAfterSeconds / 60)} minute(s).`,
      decision.retryAfterSeconds,
    );
  }
  const delivery = await deliver(store, order, 'orderInvoice');
  logOutcome('online_order.invoice', delivery);
  const to = order.customer.email;
  if (delivery.status === 'sent') return { sent: true, to };
  if (delivery.status === 'failed')
    throw new UpstreamError(
      `We could not email the invoice to ${to}: the email provider did not accept it. Please check the address, or try again later.`,
    );
  return { sent: false, retrying: true, to };
}
