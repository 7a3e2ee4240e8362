import { lazyPage } from '@resto/web-common';
import type { RouteObject } from 'react-router-dom';

/** The live ticket board. */
export const ticketsRoutes: RouteObject[] = [
  { path: 'active-orders', element: lazyPage(() => import('./ActiveOrdersPage')) },
];
