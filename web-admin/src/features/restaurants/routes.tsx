import { lazyPage } from '@resto/web-common';
import type { RouteObject } from 'react-router-dom';

/** The signed-in user's restaurants and creating one, at the top of the home shell. */
export const HOME_ROUTES: RouteObject[] = [
  { index: true, element: lazyPage(() => import('./HomePage')) },
  { path: 'restaurants', element: lazyPage(() => import('./HomePage')) },
  { path: 'create/restaurant', element: lazyPage(() => import('./CreateRestaurantPage')) },
];

/** A restaurant's overview, details and website info, relative to `/restaurants/:restaurantId`. */
export const RESTAURANT_ROUTES: RouteObject[] = [
  { index: true, element: lazyPage(() => import('./RestaurantOverviewPage')) },
  { path: 'edit', element: lazyPage(() => import('./RestaurantEditPage')) },
  { path: 'website/info', element: lazyPage(() => import('./WebsiteInfoPage')) },
];
