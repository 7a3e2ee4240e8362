import type { PublishedMenu } from '@resto/domain';
import type { Restaurant, Store } from '@resto/web-common';
import { useOutletContext } from 'react-router-dom';

/**
 * The store being ordered from, shared by StoreLayout with its pages. Everything comes from the
 * store's published menu document (one read, no Firestore SDK on the menu route).
 */
export interface StoreContext {
  restaurantId: string;
  storeId: string;
  /**
   * Not loaded by the storefront (it would cost a read and the Firestore SDK on the menu route);
   * always undefined. Pages show the store's name instead.
   */
  restaurant: Restaurant | null | undefined;
  store: Store;
  /** The parsed published menu: categories, items, pizza settings and the public store settings. */
  menu: PublishedMenu;
  basePath: string;
}

export function useStoreContext(): StoreContext {
  return useOutletContext<StoreContext>();
}
