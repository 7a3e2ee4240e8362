import { lazyPage } from '@resto/web-common';
import type { RouteObject } from 'react-router-dom';

/** A store's employees (POS sign-in), relative to `/restaurants/:restaurantId/stores/:storeId`. */
export const EMPLOYEES_ROUTES: RouteObject[] = [
  { path: 'employees', element: lazyPage(() => import('./EmployeesPage')) },
];
