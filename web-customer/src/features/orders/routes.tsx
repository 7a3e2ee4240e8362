import { lazyPage } from '@resto/web-common';
import type { RouteObject } from 'react-router-dom';

/** The customer's orders: their history and one order's live tracking (also its success page). */
export const ordersRoutes: RouteObject[] = [
  { path: 'orders', element: lazyPage(() => import('./OrderHistoryPage')) },
  { path: 'secure/orders/:orderId', element: lazyPage(() => import('./OrderTrackingPage')) },
  { path: 'secure/orders/:orderId/success', element: lazyPage(() => import('./OrderTrackingPage')) },
];
