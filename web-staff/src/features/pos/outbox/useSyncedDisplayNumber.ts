import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import { posDb } from './posOutboxDb';

/**
 * The store's number for an order this till took, once the server has given it (the outbox keeps it
 * from the answer): the number the kitchen and the staff screens call the order by. Undefined until
 * the order is synced.
 */
export function useSyncedDisplayNumber(posOrderId: string | undefined): string | undefined {
  const [number, setNumber] = useState<string>();
  useEffect(() => {
    setNumber(undefined);
    if (!posOrderId) return;
    const subscription = liveQuery(() => posDb().outbox.get(posOrderId)).subscribe({
      next: (entry) => setNumber(entry?.displayNumber),
      error: () => setNumber(undefined),
    });
    return () => subscription.unsubscribe();
  }, [posOrderId]);
  return number;
}
