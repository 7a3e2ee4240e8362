/**
 * `POST /api/uber-eats/notifications/update`: the marketplace's one webhook. The signature over the
 * raw body (X-Uber-Signature) is its authentication: a bad one is 401 and nothing is read. The event
 * is thin, so the order is fetched from the marketplace; then ONE transaction reads the event's
 * record (a replay stops there), applies the order and records the event with its effect, so the
 * effect and the record commit together. Order changes only move forward, so events arriving out of
 * order (a cancellation before its notification) end where the marketplace is: one effect.
 * Acknowledged with 200 and an empty body, as the marketplace expects; anything else is retried.
 */
import { type UberOrder, type UberWebhookEvent, ZUberWebhookEvent } from '@resto/domain';
import { nowIso, runContendedTransaction } from '../admin';
import { HttpError } from '../http/errors';
import { MarketplaceError, marketplacePort } from '../integrations/marketplace';
import { log } from '../log';
import { readOrderingStore } from '../onlineOrdering/orderingStore';
import { orderDoc } from '../orderOperations/paths';
import { numberNewOrder } from '../orders/displayNumbers';
import { applyMarketplaceOrder } from './orders';
import { marketplaceEventDoc, marketplaceIntegrationDoc, marketplaceStoreLinkDoc } from './paths';

const ORDER_EVENTS = new Set([
  'orders.notification',
  'orders.scheduled.notification',
  'orders.cancel',
  'orders.failure',
  'orders.release',
  'order.fulfillment_issues.resolved',
]);

export type WebhookOutcome = { status: 200 } | { status: 401 | 400 };

async function linkOf(marketplaceStoreId: string | undefined) {
  if (!marketplaceStoreId) return undefined;
  const link = await marketplaceStoreLinkDoc(marketplaceStoreId).get();
  if (!link.exists) return undefined;
  return { restaurantId: String(link.get('restaurantId')), storeId: String(link.get('storeId')) };
}

/** Verifies, then applies an event once. Throws (→ 5xx, retried by the marketplace) when it cannot yet. */
export async function receiveMarketplaceWebhook(
  rawBody: Buffer | undefined,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  if (!rawBody || !marketplacePort().verifySignature(rawBody, signature)) return { status: 401 };
  let event: UberWebhookEvent;
  try {
    const text = rawBody.toString('utf8');
    const parsed = ZUberWebhookEvent.safeParse(JSON.parse(text));
    if (!parsed.success) return { status: 400 };
    event = parsed.data;
  } catch {
    return { status: 400 };
  }
  const eventRef = marketplaceEventDoc(event.event_id);
  if ((await eventRef.get()).exists) return { status: 200 };
  const link = await linkOf(event.meta.user_id);
  const record = {
    eventId: event.event_id,
    eventType: event.event_type,
    resourceId: event.meta.resource_id,
    marketplaceStoreId: event.meta.user_id ?? null,
    receivedIsoDateTimeUtc: nowIso(),
  };
  if (!link) {
    // A store we do not (or no longer) serve: recorded so a retry does not come back, no effect.
    await eventRef.create({ ...record, effect: 'ignored', why: 'store not linked' }).catch(() => undefined);
    return { status: 200 };
  }
  if (event.event_type === 'store.deprovisioned') {
    await runContendedTransaction(async (tx) => {
      if ((await tx.get(eventRef)).exists) return;
      tx.create(eventRef, { ...record, ...link, effect: 'storeUnlinked' });
      tx.set(
        marketplaceIntegrationDoc(link.restaurantId, link.storeId),
        { status: 'removedByMarketplace', updatedIsoDateTimeUtc: nowIso() },
        { merge: true },
      );
      tx.delete(marketplaceStoreLinkDoc(String(event.meta.user_id)));
    });
    return { status: 200 };
  }
  if (!ORDER_EVENTS.has(event.event_type)) {
    await eventRef.create({ ...record, ...link, effect: 'ignored' }).catch(() => undefined);
    return { status: 200 };
  }
  let uber: UberOrder;
  try {
    uber = await marketplacePort().getOrder(event.meta.resource_id);
  } catch (error) {
    if (error instanceof MarketplaceError && error.kind === 'notFound') {
      await eventRef
        .create({ ...record, ...link, effect: 'ignored', why: 'order not found' })
        .catch(() => undefined);
      return { status: 200 };
    }
    throw new HttpError(503, 'Try again', 'The marketplace order could not be fetched yet.');
  }
  if (uber.store.id !== event.meta.user_id) {
    await eventRef
      .create({ ...record, ...link, effect: 'ignored', why: 'order of another store' })
      .catch(() => undefined);
    return { status: 200 };
  }
  const store = await readOrderingStore(link.restaurantId, link.storeId);
  const effect = await runContendedTransaction(async (tx) => {
    if ((await tx.get(eventRef)).exists) return 'replayed' as const;
    const applied = await applyMarketplaceOrder(tx, link, uber, { menu: store.menu });
    tx.create(eventRef, { ...record, ...link, orderId: uber.id, effect: applied });
    return applied;
  });
  log.info('marketplace.webhook', { ...link, eventType: event.event_type, orderId: uber.id, effect });
  if (effect === 'created') await numberNewOrder(orderDoc(link.restaurantId, link.storeId, uber.id), 1_000);
  return { status: 200 };
}
