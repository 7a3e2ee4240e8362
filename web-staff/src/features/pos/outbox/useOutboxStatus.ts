import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import { type CommandEntry, type OutboxEntry, type PaymentEntry, posDb } from './posOutboxDb';

export interface OutboxStatus {
  loaded: boolean;
  /** Orders taken on this terminal that the server has not applied yet. */
  pending: OutboxEntry[];
  /** Later payments of pay-later orders not applied yet. */
  pendingPayments: PaymentEntry[];
  /** Edits, refunds, parked orders and sales exceptions not applied yet. */
  pendingCommands: CommandEntry[];
  /** Orders and payments the server refused (the menu changed under them...): a manager must look. */
  needsAttention: (OutboxEntry | PaymentEntry | CommandEntry)[];
  /** How many changes wait: pending orders and payments. */
  unsyncedCount: number;
  /** When the oldest waiting change was made. */
  oldestPendingAtMs?: number;
}

const EMPTY: OutboxStatus = {
  loaded: false,
  pending: [],
  pendingPayments: [],
  pendingCommands: [],
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
      const commands = await posDb()
        .commands.where('state')
        .anyOf('pending', 'needsAttention')
        .filter(mine)
        .sortBy('createdAtMs');
      return { orders, payments, commands };
    }).subscribe({
      next: ({ orders, payments, commands }) => {
        const pending = orders.filter((entry) => entry.state === 'pending');
        const pendingPayments = payments.filter((entry) => entry.state === 'pending');
        const pendingCommands = commands.filter((entry) => entry.state === 'pending');
        const oldest = Math.min(
          ...[...pending, ...pendingPayments, ...pendingCommands].map((entry) => entry.createdAtMs),
        );
        setStatus({
          loaded: true,
          pending,
          pendingPayments,
          pendingCommands,
          needsAttention: [...orders, ...payments, ...commands].filter(
            (entry) => entry.state === 'needsAttention',
          ),
          unsyncedCount: pending.length + pendingPayments.length + pendingCommands.length,
          ...(Number.isFinite(oldest) ? { oldestPendingAtMs: oldest } : {}),
        });
      },
      error: () => setStatus((previous) => ({ ...previous, loaded: true })),
    });
    return () => subscription.unsubscribe();
  }, [restaurantId, storeId]);
  return status;
}
