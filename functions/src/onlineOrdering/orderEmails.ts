import {
  type OnlineOrderDocument,
  ORDER_INVOICE_EMAIL_LIMITS,
  orderInvoiceEmail,
  rateLimitDecision,
  ZOnlineOrderDocument,
} from '@resto/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { nowIso, runContendedTransaction } from '../admin';
import { rateLimitDoc } from '../firestore/paths';
import { TooManyRequestsError } from '../http/errors';
import { emailSender, sendWithRetry } from '../integrations/email';
import { log } from '../log';
import { onlineOrderDoc } from './onlineOrderingPaths';
import type { OrderingStore } from './orderingStore';

function invoiceFor(store: OrderingStore, order: OnlineOrderDocument) {
  const { menu } = store;
  return orderInvoiceEmail(order, {
    restaurantName: store.restaurantName,
    storeName: menu.store.name,
    storeAddress: menu.store.address.formattedAddress,
    storePhone: menu.store.phoneNumber,
    timezone: menu.store.timezone,
  });
}

async function send(store: OrderingStore, order: OnlineOrderDocument, kind: string): Promise<string> {
  const email = invoiceFor(store, order);
  // A provider's "try again later" is retried a few times, backing off, before the send fails.
  const { id } = await sendWithRetry(emailSender(), {
    to: order.customer.email,
    ...email,
    ...(store.contactEmail ? { replyTo: store.contactEmail } : {}),
    kind,
    tags: { restaurantId: store.restaurantId, storeId: store.storeId, orderId: order.id },
  });
  return id;
}

/**
 * The order confirmation, sent once when the order is placed (and paid, for card orders). The order
 * is marked in a transaction before sending, so concurrent or repeated placements send one email; a
 * failed send clears the mark so the next repeat of the request tries again. Never throws: an email
 * problem must not turn a placed order into an error.
 */
export async function sendConfirmationEmailOnce(store: OrderingStore, orderId: string): Promise<void> {
  const ref = onlineOrderDoc(store.restaurantId, store.storeId, orderId);
  try {
    const order = await runContendedTransaction(async (tx) => {
      const snapshot = await tx.get(ref);
      const parsed = ZOnlineOrderDocument.safeParse(snapshot.data());
      if (!parsed.success) return undefined;
      if (parsed.data.confirmationEmailIsoDateTimeUtc || parsed.data.status.code === 'processingPayment')
        return undefined;
      tx.update(ref, { confirmationEmailIsoDateTimeUtc: nowIso() });
      return parsed.data;
    });
    if (!order) return;
    try {
      const messageId = await send(store, order, 'orderConfirmation');
      log.info('online_order.confirmation_sent', { orderId, messageId });
    } catch (error) {
      await ref.update({ confirmationEmailIsoDateTimeUtc: FieldValue.delete() });
      throw error;
    }
  } catch (error) {
    log.error('online_order.confirmation_failed', { orderId, error: String(error) });
  }
}

function hitsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((hit): hit is string => typeof hit === 'string') : [];
}

/** Sends the invoice again on request, within the per-order and per-caller limits. */
export async function sendInvoiceEmail(store: OrderingStore, order: OnlineOrderDocument, callerKey: string) {
  const orderLimit = rateLimitDoc(`orderInvoice:order:${store.restaurantId}:${store.storeId}:${order.id}`);
  const callerLimit = rateLimitDoc(`orderInvoice:caller:${callerKey}`);
  const decision = await runContendedTransaction(async (tx) => {
    const now = nowIso();
    const [byOrderDoc, byCallerDoc] = await tx.getAll(orderLimit, callerLimit);
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
    return { allowed: true as const };
  });
  if (!decision.allowed) {
    throw new TooManyRequestsError(
      `The invoice was sent a moment ago. You can ask again in ${Math.ceil(decision.retryAfterSeconds / 60)} minute(s).`,
      decision.retryAfterSeconds,
    );
  }
  const messageId = await send(store, order, 'orderInvoice');
  log.info('online_order.invoice_sent', { orderId: order.id, messageId });
  return { sent: true as const, to: order.customer.email };
}
