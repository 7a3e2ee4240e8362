import { lazyPage } from '@resto/web-common';
import type { RouteObject } from 'react-router-dom';

/** Employee time clock settings and timesheets, relative to `/restaurants/:restaurantId/stores/:storeId`. */
export const TIME_CLOCK_ROUTES: RouteObject[] = [
  { path: 'time-clock-settings', element: lazyPage(() => import('./TimeClockSettingsPage')) },
  { path: 'timesheets', element: lazyPage(() => import('./TimesheetsPage')) },
];
