import { lazyPage } from '@resto/web-common';
import type { RouteObject } from 'react-router-dom';

/** Who can manage a restaurant, relative to `/restaurants/:restaurantId`. */
export const RESTAURANT_USERS_ROUTES: RouteObject[] = [
  { path: 'users', element: lazyPage(() => import('./RestaurantUsersPage')) },
];

/** Who can manage a store, relative to `/restaurants/:restaurantId/stores/:storeId`. */
export const STORE_USERS_ROUTES: RouteObject[] = [
  { path: 'users', element: lazyPage(() => import('./StoreUsersPage')) },
];
