import { useNotify } from '@resto/web-common';
import { useEffect, useState } from 'react';
import { sameOrder } from './reorder';

/**
 * Shows a new order at once while the server saves it; the live snapshot takes over when it
 * matches, and a failed save puts the old order back and says why.
 */
export function useOptimisticOrder(serverIds: readonly string[], save: (ids: string[]) => Promise<unknown>) {
  const notify = useNotify();
  const [pending, setPending] = useState<string[]>();
  const serverKey = serverIds.join('\n');

  useEffect(() => {
    if (pending && sameOrder(pending, serverKey.split('\n'))) setPending(undefined);
  }, [pending, serverKey]);

  const move = (ids: string[]) => {
    if (sameOrder(ids, serverIds)) return;
    setPending(ids);
    save(ids).catch((error: unknown) => {
      setPending(undefined);
      notify(`The new order was not saved: ${error instanceof Error ? error.message : 'try again'}`, 'error');
    });
  };

  return { order: pending ?? [...serverIds], move, saving: pending !== undefined };
}
