import { lazyPage } from '@resto/web-common';
import type { RouteObject } from 'react-router-dom';

/** Sales reports of a store, relative to `/restaurants/:restaurantId/stores/:storeId`. */
export const REPORTS_ROUTES: RouteObject[] = [
  { path: 'reports', element: lazyPage(() => import('./ReportsPage')) },
  { path: 'reports/end-of-day', element: lazyPage(() => import('./EndOfDayPage')) },
  { path: 'reports/:level', element: lazyPage(() => import('./ReportsPage')) },
];
