import { lazyPage } from '@resto/web-common';
import type { RouteObject } from 'react-router-dom';

/** Dine-in tables, relative to `/restaurants/:restaurantId/stores/:storeId`. */
export const DINE_IN_ROUTES: RouteObject[] = [
  { path: 'dine-in', element: lazyPage(() => import('./DineInPage')) },
  { path: 'dine-in/tables/create/table', element: lazyPage(() => import('./TableFormPage')) },
  { path: 'dine-in/tables/:tableId/edit', element: lazyPage(() => import('./TableFormPage')) },
];
