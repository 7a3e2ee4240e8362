import { lazyPage } from '@resto/web-common';
import type { RouteObject } from 'react-router-dom';

/** Order with Google's orders, relative to `/restaurants/:restaurantId/stores/:storeId`. */
export const GOOGLE_ORDERING_ROUTES: RouteObject[] = [
  { path: 'google-orders/:googleOrderId', element: lazyPage(() => import('./GoogleOrderPage')) },
];
