import { lazyPage } from '@resto/web-common';
import type { RouteObject } from 'react-router-dom';

/** A restaurant's stores and adding one, relative to `/restaurants/:restaurantId`. */
export const RESTAURANT_STORES_ROUTES: RouteObject[] = [
  { path: 'stores', element: lazyPage(() => import('./StoresPage')) },
  { path: 'create/store', element: lazyPage(() => import('./CreateStorePage')) },
];

/** A store's overview and details, relative to `/restaurants/:restaurantId/stores/:storeId`. */
export const STORE_ROUTES: RouteObject[] = [
  { index: true, element: lazyPage(() => import('./StoreOverviewPage')) },
  { path: 'edit', element: lazyPage(() => import('./StoreEditPage')) },
];
