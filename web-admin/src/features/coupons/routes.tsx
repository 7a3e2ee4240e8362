import { lazyPage } from '@resto/web-common';
import type { RouteObject } from 'react-router-dom';

/** A restaurant's coupons, relative to `/restaurants/:restaurantId`. */
export const COUPONS_ROUTES: RouteObject[] = [
  { path: 'coupons', element: lazyPage(() => import('./CouponsPage')) },
  { path: 'coupons/create', element: lazyPage(() => import('./CouponCreatePage')) },
  { path: 'coupons/edit/:couponId', element: lazyPage(() => import('./CouponEditPage')) },
  { path: 'coupons/:couponId', element: lazyPage(() => import('./CouponDetailPage')) },
];
