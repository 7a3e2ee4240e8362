import { lazyPage } from '@resto/web-common';
import type { RouteObject } from 'react-router-dom';

/** A store's online orders, relative to `/restaurants/:restaurantId/stores/:storeId`. */
export const ORDERS_ROUTES: RouteObject[] = [
  { path: 'online-order-history', element: lazyPage(() => import('./OnlineOrderHistoryPage')) },
  { path: 'orders/:orderId', element: lazyPage(() => import('./OrderDetailPage')) },
];
