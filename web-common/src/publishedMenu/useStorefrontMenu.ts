import type { PublishedMenu } from '@resto/domain';
import { useCallback, useEffect, useState } from 'react';
import {
  cachedStorefrontMenu,
  loadStorefrontMenu,
  storefrontMenuNeedsRead,
  subscribeStorefrontMenu,
} from './storefrontMenuCache';

export type StorefrontMenuResult =
  | { status: 'loading'; menu?: undefined; error?: undefined; retry: () => void }
  | { status: 'found'; menu: PublishedMenu; error?: undefined; retry: () => void }
  | { status: 'notFound'; menu?: undefined; error?: undefined; retry: () => void }
  | { status: 'error'; menu?: undefined; error: Error; retry: () => void };

type State =
  | { status: 'loading' }
  | { status: 'found'; menu: PublishedMenu }
  | { status: 'notFound' }
  | { status: 'error'; error: Error };

/**
 * A store's published menu for the storefront: cached copies at once, one REST read when needed.
 * Every component of a page may call it; they share one request and one copy.
 */
export function useStorefrontMenu(restaurantId: string, storeId: string): StorefrontMenuResult {
  const [state, setState] = useState<State>(
    () => cachedStorefrontMenu(restaurantId, storeId) ?? { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    const cached = cachedStorefrontMenu(restaurantId, storeId);
    setState(cached ?? { status: 'loading' });
    const unsubscribe = subscribeStorefrontMenu(restaurantId, storeId, (load) => {
      if (active) setState(load);
    });
    if (attempt > 0 || storefrontMenuNeedsRead(restaurantId, storeId)) {
      loadStorefrontMenu(restaurantId, storeId).catch((error: unknown) => {
        // A stale copy on screen stays usable; only a page with nothing to show turns into an error.
        if (active && !cached)
          setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
      });
    }
    return () => {
      active = false;
      unsubscribe();
    };
  }, [restaurantId, storeId, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...state, retry } as StorefrontMenuResult;
}
