import type { PublishedMenu } from '@resto/domain';
import { fetchStorefrontMenu } from '@resto/web-common';
import { useCallback, useEffect, useState } from 'react';
import { menuKey, posDb } from '../outbox/posOutboxDb';

export type PosMenuState =
  | { status: 'loading' }
  | { status: 'ready'; menu: PublishedMenu; savedAtMs: number; refreshing: boolean; offlineCopy: boolean }
  | { status: 'notPublished' }
  | { status: 'error'; message: string };

/**
 * The store's published menu for the till: the copy kept on the device first (so a cold start works
 * offline and paints at once), then one read of the published document, which replaces the copy.
 * Prices on the till and on the server come from the same document and the same pricing code.
 */
export function usePosMenu(restaurantId: string, storeId: string): PosMenuState & { refresh: () => void } {
  const [state, setState] = useState<PosMenuState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how a retry asks for another read.
  useEffect(() => {
    let active = true;
    const key = menuKey(restaurantId, storeId);
    let haveCopy = false;
    void (async () => {
      const cached = await posDb()
        .menus.get(key)
        .catch(() => undefined);
      if (active && cached) {
        haveCopy = true;
        setState({
          status: 'ready',
          menu: cached.menu,
          savedAtMs: cached.savedAtMs,
          refreshing: true,
          offlineCopy: true,
        });
      }
      try {
        const load = await fetchStorefrontMenu(restaurantId, storeId);
        if (!active) return;
        if (load.status === 'notFound') {
          if (!haveCopy) setState({ status: 'notPublished' });
          return;
        }
        const savedAtMs = Date.now();
        setState({ status: 'ready', menu: load.menu, savedAtMs, refreshing: false, offlineCopy: false });
        await posDb().menus.put({ key, menu: load.menu, savedAtMs });
      } catch (error) {
        if (!active) return;
        if (haveCopy)
          setState((previous) =>
            previous.status === 'ready' ? { ...previous, refreshing: false } : previous,
          );
        else setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      }
    })();
    return () => {
      active = false;
    };
  }, [restaurantId, storeId, attempt]);

  const refresh = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...state, refresh };
}
