import type { PosOrderDocument } from '@resto/domain';
import { startOfStoreDay, storeOrders } from '@resto/web-common';
import { liveQuery } from 'dexie';
import { limit, onSnapshot, orderBy, query, where } from 'firebase/firestore';
import { useEffect, useMemo, useState } from 'react';
import { posDb } from '../outbox/posOutboxDb';

/** A pay-later order of today that nobody has paid yet, from the server or this till's outbox. */
export interface UnpaidOrder {
  posOrderId: string;
  ticket: string;
  totalInCents: number;
  placedIsoDateTimeUtc: string;
  who: string;
  collectionType: PosOrderDocument['cart']['collection']['type'];
}

/**
 * Today's unpaid (pay later) orders of the store: the server's (any till; a live query while online)
 * merged with the ones this till took that may not be on the server yet, less those this till has a
 * payment for already (pending in its outbox). Needs index source + isPaid + placedIsoDateTimeUtc.
 */
export function useUnpaidOrders(restaurantId: string, storeId: string, timezone: string): UnpaidOrder[] {
  // undefined until the server has answered (never, while offline: the till keeps no Firestore cache).
  const [server, setServer] = useState<UnpaidOrder[]>();
  const [local, setLocal] = useState<{ orders: (UnpaidOrder & { synced: boolean })[]; paidIds: Set<string> }>(
    {
      orders: [],
      paidIds: new Set(),
    },
  );
  const since = startOfStoreDay(timezone);

  useEffect(() => {
    const unpaid = query(
      storeOrders(restaurantId, storeId),
      where('source', '==', 'pos'),
      where('isPaid', '==', false),
      where('placedIsoDateTimeUtc', '>=', since),
      orderBy('placedIsoDateTimeUtc', 'desc'),
      limit(50),
    );
    return onSnapshot(
      unpaid,
      (snapshot) =>
        setServer(
          snapshot.docs.map((doc) => {
            const order = doc.data() as unknown as PosOrderDocument;
            return {
              posOrderId: doc.id,
              ticket: `#${doc.id.slice(-4).toUpperCase()}`,
              totalInCents: order.totals.grandTotal,
              placedIsoDateTimeUtc: order.placedIsoDateTimeUtc,
              who: order.tableNumber
                ? `Table ${order.tableNumber}`
                : (order.customerName ?? 'Walk-in customer'),
              collectionType: order.cart.collection.type,
            };
          }),
        ),
      () => setServer(undefined),
    );
  }, [restaurantId, storeId, since]);

  useEffect(() => {
    const sinceMs = Date.parse(since);
    const subscription = liveQuery(async () => {
      const orders = await posDb().outbox.where('createdAtMs').aboveOrEqual(sinceMs).toArray();
      const payments = await posDb().payments.where('createdAtMs').aboveOrEqual(sinceMs).toArray();
      return { orders, payments };
    }).subscribe({
      next: ({ orders, payments }) =>
        setLocal({
          orders: orders
            .filter(
              (entry) =>
                entry.restaurantId === restaurantId &&
                entry.storeId === storeId &&
                entry.state !== 'needsAttention' &&
                entry.request.payment.paymentType === 'payLater',
            )
            .map((entry) => ({
              synced: entry.state === 'synced',
              posOrderId: entry.posOrderId,
              ticket: `#${entry.posOrderId.slice(-4).toUpperCase()}`,
              totalInCents: entry.request.expectedTotalInCents,
              placedIsoDateTimeUtc: entry.request.placedIsoDateTimeUtc,
              who: entry.request.tableNumber
                ? `Table ${entry.request.tableNumber}`
                : (entry.request.customerName ?? 'Walk-in customer'),
              collectionType: entry.request.collectionType,
            })),
          paidIds: new Set(
            payments.filter((entry) => entry.state !== 'needsAttention').map((entry) => entry.posOrderId),
          ),
        }),
    });
    return () => subscription.unsubscribe();
  }, [restaurantId, storeId, since]);

  return useMemo(() => {
    const byId = new Map<string, UnpaidOrder>();
    // The server's list is the truth for orders it has (it knows payments taken on other tills); this
    // till adds the orders not sent yet, and, while the server cannot answer, the ones it sent.
    for (const { synced, ...order } of local.orders)
      if (!synced || server === undefined) byId.set(order.posOrderId, order);
    for (const order of server ?? []) byId.set(order.posOrderId, order);
    return [...byId.values()]
      .filter((order) => !local.paidIds.has(order.posOrderId))
      .sort((a, b) => b.placedIsoDateTimeUtc.localeCompare(a.placedIsoDateTimeUtc));
  }, [server, local]);
}
