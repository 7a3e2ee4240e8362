import { lazyPage } from '@resto/web-common';
import type { RouteObject } from 'react-router-dom';

/** The store's public coupons. */
export const couponsRoutes: RouteObject[] = [
  { path: 'coupons', element: lazyPage(() => import('./CouponsPage')) },
];
