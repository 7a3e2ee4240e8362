import { lazyPage } from '@resto/web-common';
import type { RouteObject } from 'react-router-dom';

/** Cash drawer reports, relative to `/restaurants/:restaurantId/stores/:storeId`. */
export const CASH_DRAWER_ROUTES: RouteObject[] = [
  { path: 'cash-drawer', element: lazyPage(() => import('./DrawerReportsPage')) },
];
