import { lazyPage } from '@resto/web-common';
import type { RouteObject } from 'react-router-dom';

/** A store's POS orders, relative to `/restaurants/:restaurantId/stores/:storeId`. */
export const POS_ORDERS_ROUTES: RouteObject[] = [
  { path: 'pos-order-history', element: lazyPage(() => import('./PosOrderHistoryPage')) },
  { path: 'pos-orders/:posOrderId', element: lazyPage(() => import('./PosOrderDetailPage')) },
];
