import { lazyPage } from '@resto/web-common';
import type { RouteObject } from 'react-router-dom';

/** Customer reviews (SPEC.md section 2 `customer-review/{orderId?}`). */
export const reviewsRoutes: RouteObject[] = [
  { path: 'customer-review', element: lazyPage(() => import('./CustomerReviewPage')) },
  { path: 'customer-review/:orderId', element: lazyPage(() => import('./CustomerReviewPage')) },
];
