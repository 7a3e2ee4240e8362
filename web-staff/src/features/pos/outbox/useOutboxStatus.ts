import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import { type OutboxEntry, type PaymentEntry, posDb } from './posOutboxDb';

export interface OutboxStatus {
  loaded: boolean;
  /** Orders taken on this terminal that the server has not applied yet. */
  pending: OutboxEntry[];
  /** Later payments of pay-later orders not applied yet. */
  pendingPayments: PaymentEntry[];
  /** Orders and payments the server refused (the menu changed under them...): a manager must look. */
  needsAttention: (OutboxEntry | PaymentEntry)[];
  /** How many changes wait: pending orders and payments. */
  unsyncedCount: number;
  /** When the oldest waiting change was made. */
  oldestPendingAtMs?: number;
}

const EMPTY: OutboxStatus = {
  loaded: false,
  pending: [],
  pendingPayments: [],
  needsAttention: [],
  unsyncedCount: 0,
};

/** The outbox of this store on this device, live (IndexedDB changes from any tab). */
export function useOutboxStatus(restaurantId: string, storeId: string): OutboxStatus {
  const [status, setStatus] = useState<OutboxStatus>(EMPTY);
  useEffect(() => {
    const mine = (entry: { restaurantId: string; storeId: string }) =>
      entry.restaurantId === restaurantId && entry.storeId === storeId;
    const subscription = liveQuery(async () => {
      const orders = await posDb()
        .outbox.where('state')
        .anyOf('pending', 'needsAttention')
        .filter(mine)
        .sortBy('createdAtMs');
      const payments = await posDb()
        .payments.where('state')
        .anyOf('pending', 'needsAttention')
        .filter(mine)
        .sortBy('createdAtMs');
      return { orders, payments };
    }).subscribe({
      next: ({ orders, payments }) => {
        const pending = orders.filter((entry) => entry.state === 'pending');
        const pendingPayments = payments.filter((entry) => entry.state === 'pending');
        const oldest = Math.min(...[...pending, ...pendingPayments].map((entry) => entry.createdAtMs));
        setStatus({
          loaded: true,
          pending,
          pendingPayments,
          needsAttention: [...orders, ...payments].filter((entry) => entry.state === 'needsAttention'),
          unsyncedCount: pending.length + pendingPayments.length,
          ...(Number.isFinite(oldest) ? { oldestPendingAtMs: oldest } : {}),
        });
      },
      error: () => setStatus((previous) => ({ ...previous, loaded: true })),
    });
    return () => subscription.unsubscribe();
  }, [restaurantId, storeId]);
  return status;
}
