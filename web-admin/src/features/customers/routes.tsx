import { lazyPage } from '@resto/web-common';
import type { RouteObject } from 'react-router-dom';

/** The restaurant's customers, relative to `/restaurants/:restaurantId`. */
export const CUSTOMERS_ROUTES: RouteObject[] = [
  { path: 'restaurant-customers', element: lazyPage(() => import('./RestaurantCustomersPage')) },
];
