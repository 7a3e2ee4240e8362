/**
 * Marketplace orders on our side: made from the marketplace's order (fetched, never taken from the
 * webhook's body), stored as the store's order (source uberEats) so the kitchen, printers, staff
 * screens and reports handle it like any other, numbered with the store's orders, and kept in step
 * with the marketplace: its status only moves forward, so a replayed or out-of-order notification
 * has one effect. Staff actions call the marketplace first and then move our order through the same
 * lifecycle code as every order (`runOrderAction`), so history, kitchen ticket and alerts follow.
 */
import {
  buildMarketplaceOrderDocument,
  catalogueFromPublishedMenu,
  MARKETPLACE_CANCEL_REASONS,
  MARKETPLACE_DENY_REASONS,
  type MarketplaceCancelReason,
  type MarketplaceDenyReason,
  type MarketplaceOrderStatus,
  marketplaceOrderFollowFields,
  nextMarketplaceStatus,
  type OrderActor,
  orderStatusForMarketplace,
  type UberOrder,
} from '@resto/domain';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { nowIso, runContendedTransaction } from '../admin';
import { ConflictError, NotFoundError } from '../http/errors';
import { marketplacePort } from '../integrations/marketplace';
import { log } from '../log';
import { readOrderingStore } from '../onlineOrdering/orderingStore';
import { orderDoc } from '../orderOperations/paths';
import { runOrderAction } from '../orderOperations/runOrderAction';
import { numberNewOrder } from '../orders/displayNumbers';
import type { StoreIds } from './connect';
import { marketplaceHttpError } from './errors';
import { marketplaceIntegrationDoc } from './paths';

export type IngestEffect = 'created' | 'updated' | 'cancelled' | 'unchanged';

/** Who moved an order the marketplace changed, in its status history. */
const UBER_EATS_ACTOR = { kind: 'system', id: 'uberEats', name: 'Uber Eats' } as const;

const FINAL: readonly MarketplaceOrderStatus[] = ['CANCELLED', 'REJECTED', 'FULFILLED'];

/**
 * Writes what the marketplace says about an order, inside `tx` (the caller's, so a webhook's event
 * record commits with its effect): creates our order the first time, otherwise moves its
 * marketplace status (and our lifecycle status) forward and refreshes lines and totals.
 */
export async function applyMarketplaceOrder(
  tx: Transaction,
  ids: StoreIds,
  uber: UberOrder,
  context: { menu: Awaited<ReturnType<typeof readOrderingStore>>['menu'] },
): Promise<IngestEffect> {
  const ref = orderDoc(ids.restaurantId, ids.storeId, uber.id);
  const existing = await tx.get(ref);
  const now = nowIso();
  const catalogue = catalogueFromPublishedMenu(context.menu);
  if (!existing.exists) {
    const document = buildMarketplaceOrderDocument({ uber, ids, menu: context.menu, catalogue, nowIso: now });
    tx.create(ref, {
      ...document,
      statusHistory: [{ to: document.status.code, atIsoDateTimeUtc: now, by: UBER_EATS_ACTOR }],
    });
    return document.status.code === 'cancelled' ? 'cancelled' : 'created';
  }
  const current = existing.get('marketplace.status') as MarketplaceOrderStatus | undefined;
  const follow = marketplaceOrderFollowFields(uber, context.menu, catalogue, now);
  const next = nextMarketplaceStatus(current ?? 'CREATED', follow.marketplace.status);
  const ourStatus = existing.get('status.code') as string | undefined;
  const nextOurs = orderStatusForMarketplace(next);
  const statusMoves = next !== current;
  const ourMoves =
    statusMoves &&
    nextOurs !== ourStatus &&
    !['rejected', 'cancelled', 'completed'].includes(ourStatus ?? '');
  const unchangedContent =
    !statusMoves &&
    JSON.stringify(existing.get('marketplace.items')) === JSON.stringify(follow.marketplace.items) &&
    existing.get('marketplace.grandTotal') === follow.marketplace.grandTotal &&
    JSON.stringify(existing.get('marketplace.openIssues') ?? []) ===
      JSON.stringify(follow.marketplace.openIssues) &&
    existing.get('marketplace.readyForPickupIsoDateTimeUtc') ===
      follow.marketplace.readyForPickupIsoDateTimeUtc;
  if (unchangedContent) return 'unchanged';
  tx.update(ref, {
    marketplace: { ...follow.marketplace, status: next },
    // Lines follow the marketplace (a fulfilment issue may remove one); the kitchen keeps its ticket.
    'cart.items': follow.lines,
    'cart.itemTotal': follow.itemTotal,
    'cart.grandTotal': follow.grandTotal,
    'cart.discount': Math.max(0, follow.itemTotal - follow.grandTotal),
    'cart.surcharge': Math.max(0, follow.grandTotal - follow.itemTotal),
    'totals.itemTotal': follow.itemTotal,
    'totals.grandTotal': follow.grandTotal,
    'totals.discount': Math.max(0, follow.itemTotal - follow.grandTotal),
    'totals.charges': Math.max(0, follow.grandTotal - follow.itemTotal),
    'totals.gst': follow.gst,
    ...(ourMoves
      ? {
          'status.code': nextOurs,
          'status.updatedIsoDateTimeUtc': now,
          alert: FieldValue.delete(),
          statusHistory: FieldValue.arrayUnion({
            ...(ourStatus ? { from: ourStatus } : {}),
            to: nextOurs,
            atIsoDateTimeUtc: now,
            by: UBER_EATS_ACTOR,
            ...(nextOurs === 'cancelled'
              ? { reason: follow.marketplace.cancellationReason ?? 'Cancelled on Uber Eats' }
              : {}),
          }),
          ...(nextOurs === 'cancelled'
            ? { cancellationReason: follow.marketplace.cancellationReason ?? 'Cancelled on Uber Eats' }
            : {}),
        }
      : {}),
  });
  return ourMoves && nextOurs === 'cancelled' ? 'cancelled' : 'updated';
}

/** Fetches the order from the marketplace and applies it (sync and staff actions). */
export async function syncMarketplaceOrder(ids: StoreIds, marketplaceOrderId: string): Promise<IngestEffect> {
  const [uber, store] = await Promise.all([
    marketplacePort().getOrder(marketplaceOrderId),
    readOrderingStore(ids.restaurantId, ids.storeId),
  ]);
  if (uber.store.id !== (await linkedMarketplaceStoreId(ids)))
    throw new NotFoundError('This order is not one of this store’s Uber Eats orders.');
  const effect = await runContendedTransaction((tx) =>
    applyMarketplaceOrder(tx, ids, uber, { menu: store.menu }),
  );
  if (effect === 'created') await numberNewOrder(orderDoc(ids.restaurantId, ids.storeId, uber.id), 1_000);
  return effect;
}

async function linkedMarketplaceStoreId(ids: StoreIds): Promise<string | undefined> {
  const value = (await marketplaceIntegrationDoc(ids.restaurantId, ids.storeId).get()).get(
    'marketplaceStoreId',
  );
  return typeof value === 'string' ? value : undefined;
}

/** Our marketplace order, which must be this store's (the id is the marketplace's order id). */
async function ourOrder(ids: StoreIds, orderId: string) {
  const snapshot = await orderDoc(ids.restaurantId, ids.storeId, orderId).get();
  if (!snapshot.exists || snapshot.get('source') !== 'uberEats')
    throw new NotFoundError('This Uber Eats order was not found in this store.');
  return snapshot;
}

async function callMarketplace(ids: StoreIds, orderId: string, step: string, call: () => Promise<void>) {
  try {
    await call();
  } catch (error) {
    // The marketplace knows better: bring our copy in step before answering.
    await syncMarketplaceOrder(ids, orderId).catch(() => undefined);
    throw marketplaceHttpError(error, { ...ids, orderId, step });
  }
}

export async function acceptMarketplaceOrder(
  ids: StoreIds,
  orderId: string,
  actor: OrderActor,
  readyInMinutes?: number,
) {
  const order = await ourOrder(ids, orderId);
  if (order.get('marketplace.status') !== 'CREATED')
    throw new ConflictError('This order has already been answered.', 'Order Already Accepted');
  const pickup = readyInMinutes ? Math.floor(Date.now() / 1000) + readyInMinutes * 60 : undefined;
  await callMarketplace(ids, orderId, 'accept', () =>
    marketplacePort().acceptOrder(orderId, {
      externalReferenceId: orderId,
      ...(pickup ? { pickupTimeSeconds: pickup } : {}),
    }),
  );
  await runContendedTransaction(async (tx) => {
    const ref = orderDoc(ids.restaurantId, ids.storeId, orderId);
    const fresh = await tx.get(ref);
    if (fresh.get('marketplace.status') === 'CREATED')
      tx.update(ref, {
        'marketplace.status': 'CONFIRMED',
        ...(pickup
          ? { 'marketplace.readyForPickupIsoDateTimeUtc': new Date(pickup * 1000).toISOString() }
          : {}),
      });
  });
  const answer = await runOrderAction({
    ...ids,
    orderId,
    action: 'accept',
    actor,
    marketplaceConfirmed: true,
  });
  log.info('marketplace.accepted', { ...ids, orderId });
  return answer;
}

export async function denyMarketplaceOrder(
  ids: StoreIds,
  orderId: string,
  actor: OrderActor,
  reason: MarketplaceDenyReason,
  explanation: string,
) {
  const order = await ourOrder(ids, orderId);
  if (order.get('marketplace.status') !== 'CREATED')
    throw new ConflictError('This order has already been answered.', 'Order Already Accepted');
  const words = explanation || MARKETPLACE_DENY_REASONS[reason];
  await callMarketplace(ids, orderId, 'deny', () =>
    marketplacePort().denyOrder(orderId, { code: reason, explanation: words }),
  );
  await orderDoc(ids.restaurantId, ids.storeId, orderId).update({ 'marketplace.status': 'REJECTED' });
  return runOrderAction({
    ...ids,
    orderId,
    action: 'reject',
    actor,
    reason: words,
    marketplaceConfirmed: true,
  });
}

export async function cancelMarketplaceOrder(
  ids: StoreIds,
  orderId: string,
  actor: OrderActor,
  reason: MarketplaceCancelReason,
  details: string,
) {
  const order = await ourOrder(ids, orderId);
  if (FINAL.includes(order.get('marketplace.status')))
    throw new ConflictError('This order is already closed.', 'Order Processing');
  const words = details || MARKETPLACE_CANCEL_REASONS[reason];
  await callMarketplace(ids, orderId, 'cancel', () =>
    marketplacePort().cancelOrder(orderId, { reason, details: words }),
  );
  await orderDoc(ids.restaurantId, ids.storeId, orderId).update({
    'marketplace.status': 'CANCELLED',
    'marketplace.cancellationReason': words,
  });
  return runOrderAction({
    ...ids,
    orderId,
    action: 'cancel',
    actor,
    reason: words,
    marketplaceConfirmed: true,
  });
}

async function requireAccepted(ids: StoreIds, orderId: string) {
  const order = await ourOrder(ids, orderId);
  const status = order.get('marketplace.status') as MarketplaceOrderStatus;
  if (status === 'CREATED') throw new ConflictError('Accept the order first.', 'Order Processing');
  if (FINAL.includes(status)) throw new ConflictError('This order is already closed.', 'Order Processing');
  return order;
}

export async function markMarketplaceOrderReady(ids: StoreIds, orderId: string) {
  await requireAccepted(ids, orderId);
  await callMarketplace(ids, orderId, 'ready', () => marketplacePort().markReady(orderId));
  await syncMarketplaceOrder(ids, orderId);
  return readOrderSummary(ids, orderId);
}

export async function delayMarketplaceOrder(ids: StoreIds, orderId: string, delayInMinutes: number) {
  const order = await requireAccepted(ids, orderId);
  const currentReady = Date.parse(String(order.get('marketplace.readyForPickupIsoDateTimeUtc') ?? ''));
  const from = Number.isFinite(currentReady) ? Math.max(currentReady, Date.now()) : Date.now();
  const ready = new Date(from + delayInMinutes * 60_000).toISOString();
  await callMarketplace(ids, orderId, 'delay', () => marketplacePort().updateReadyTime(orderId, ready));
  await syncMarketplaceOrder(ids, orderId);
  return readOrderSummary(ids, orderId);
}

export async function adjustMarketplaceOrderPrice(
  ids: StoreIds,
  orderId: string,
  amountInCents: number,
  reason: string,
) {
  await ourOrder(ids, orderId);
  await callMarketplace(ids, orderId, 'adjust-price', () =>
    marketplacePort().adjustPrice(orderId, { amountInCents, reason }),
  );
  await syncMarketplaceOrder(ids, orderId);
  return readOrderSummary(ids, orderId);
}

export async function resolveMarketplaceIssue(
  ids: StoreIds,
  orderId: string,
  itemId: string,
  action: string,
) {
  const order = await ourOrder(ids, orderId);
  const issues = (order.get('marketplace.openIssues') as { itemId: string }[] | undefined) ?? [];
  if (!issues.some((issue) => issue.itemId === itemId))
    throw new ConflictError('This item has no open fulfilment issue.', 'Order Processing');
  await callMarketplace(ids, orderId, 'resolve-issue', () =>
    marketplacePort().resolveFulfillmentIssue(orderId, { itemId, action }),
  );
  await syncMarketplaceOrder(ids, orderId);
  return readOrderSummary(ids, orderId);
}

async function readOrderSummary(ids: StoreIds, orderId: string) {
  const snapshot = await orderDoc(ids.restaurantId, ids.storeId, orderId).get();
  return { orderId, status: snapshot.get('status.code'), marketplace: snapshot.get('marketplace') };
}

/**
 * Brings the store's marketplace orders in step when webhooks were missed: every order the
 * marketplace still has waiting, and its cancellations of the last two hours.
 */
export async function syncMarketplaceOrders(ids: StoreIds) {
  const marketplaceStoreId = await linkedMarketplaceStoreId(ids);
  if (!marketplaceStoreId) throw new NotFoundError('This store is not linked to an Uber Eats store.');
  let orderIds: string[];
  try {
    const [created, cancelled] = await Promise.all([
      marketplacePort().createdOrderIds(marketplaceStoreId),
      marketplacePort().cancelledOrderIds(marketplaceStoreId),
    ]);
    orderIds = [...new Set([...created, ...cancelled])];
  } catch (error) {
    throw marketplaceHttpError(error, { ...ids, step: 'sync' });
  }
  const effects: Record<string, IngestEffect> = {};
  for (const orderId of orderIds) {
    try {
      effects[orderId] = await syncMarketplaceOrder(ids, orderId);
    } catch (error) {
      throw marketplaceHttpError(error, { ...ids, orderId, step: 'sync' });
    }
  }
  await marketplaceIntegrationDoc(ids.restaurantId, ids.storeId).set(
    { lastSyncIsoDateTimeUtc: nowIso() },
    { merge: true },
  );
  return { synced: orderIds.length, effects };
}

/** The generic order actions on a marketplace order (staff screens' Accept / Reject / Cancel). */
export async function marketplaceOrderAction(
  ids: StoreIds,
  orderId: string,
  action: 'accept' | 'reject' | 'cancel' | 'complete',
  actor: OrderActor,
  reason: string | undefined,
) {
  if (action === 'accept') return acceptMarketplaceOrder(ids, orderId, actor);
  if (action === 'reject')
    return denyMarketplaceOrder(ids, orderId, actor, 'OTHER', (reason ?? '').slice(0, 300));
  if (action === 'cancel')
    return cancelMarketplaceOrder(ids, orderId, actor, 'OTHER', (reason ?? '').slice(0, 300));
  return runOrderAction({ ...ids, orderId, action, actor, marketplaceConfirmed: true });
}
