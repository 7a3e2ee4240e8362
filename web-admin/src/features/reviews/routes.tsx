import { lazyPage } from '@resto/web-common';
import type { RouteObject } from 'react-router-dom';

/** Customer reviews of every store of a restaurant, relative to `/restaurants/:restaurantId`. */
export const REVIEWS_ROUTES: RouteObject[] = [
  { path: 'customer-reviews', element: lazyPage(() => import('./CustomerReviewsPage')) },
];
