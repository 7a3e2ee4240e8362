import type { Restaurant, Store } from '@resto/web-common';
import { useOutletContext } from 'react-router-dom';

/** The store being ordered from, read once by StoreLayout and shared with its pages. */
export interface StoreContext {
  restaurant: Restaurant | null | undefined;
  store: Store;
  basePath: string;
}

export function useStoreContext(): StoreContext {
  return useOutletContext<StoreContext>();
}
