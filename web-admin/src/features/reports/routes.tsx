import { lazyPage } from '@resto/web-common';
import type { RouteObject } from 'react-router-dom';

/** Sales reports of a store, relative to `/restaurants/:restaurantId/stores/:storeId`. */
export const REPORTS_ROUTES: RouteObject[] = [
  { path: 'reports', element: lazyPage(() => import('./ReportsPage')) },
  { path: 'reports/end-of-day', element: lazyPage(() => import('./EndOfDayPage')) },
  { path: 'reports/:level', element: lazyPage(() => import('./ReportsPage')) },
];

/** The restaurant's monthly order stats, relative to `/restaurants/:restaurantId`. */
export const RESTAURANT_REPORTS_ROUTES: RouteObject[] = [
  { path: 'monthly-order-stats', element: lazyPage(() => import('./RestaurantMonthlyStatsPage')) },
];

/** The platform's monthly order stats (super admins), in the platform shell. */
export const PLATFORM_REPORTS_ROUTES: RouteObject[] = [
  { path: 'monthly-order-stats', element: lazyPage(() => import('./PlatformMonthlyStatsPage')) },
];
