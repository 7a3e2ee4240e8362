import { lazyPage } from '@resto/web-common';
import type { RouteObject } from 'react-router-dom';

/** Tickets completed recently, with recall. */
export const completedRoutes: RouteObject[] = [
  { path: 'completed-orders', element: lazyPage(() => import('./CompletedOrdersPage')) },
];
