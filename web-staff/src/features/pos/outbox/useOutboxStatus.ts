import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import { type OutboxEntry, posDb } from './posOutboxDb';

export interface OutboxStatus {
  loaded: boolean;
  /** Orders taken on this terminal that the server has not applied yet. */
  pending: OutboxEntry[];
  /** Orders the server refused (the menu changed under them...): a manager must look at them. */
  needsAttention: OutboxEntry[];
  /** When the oldest pending order was taken. */
  oldestPendingAtMs?: number;
}

/** The outbox of this store on this device, live (IndexedDB changes from any tab). */
export function useOutboxStatus(restaurantId: string, storeId: string): OutboxStatus {
  const [status, setStatus] = useState<OutboxStatus>({ loaded: false, pending: [], needsAttention: [] });
  useEffect(() => {
    const subscription = liveQuery(() =>
      posDb()
        .outbox.where('state')
        .anyOf('pending', 'needsAttention')
        .filter((entry) => entry.restaurantId === restaurantId && entry.storeId === storeId)
        .sortBy('createdAtMs'),
    ).subscribe({
      next: (entries) => {
        const pending = entries.filter((entry) => entry.state === 'pending');
        setStatus({
          loaded: true,
          pending,
          needsAttention: entries.filter((entry) => entry.state === 'needsAttention'),
          ...(pending[0] ? { oldestPendingAtMs: pending[0].createdAtMs } : {}),
        });
      },
      error: () => setStatus((previous) => ({ ...previous, loaded: true })),
    });
    return () => subscription.unsubscribe();
  }, [restaurantId, storeId]);
  return status;
}
