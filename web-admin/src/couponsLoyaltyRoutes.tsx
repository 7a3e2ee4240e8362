import { lazyPage } from '@resto/web-common';
import type { RouteObject } from 'react-router-dom';

/** Coupons, loyalty and customers, relative to `/restaurants/:restaurantId`. */
export const COUPONS_LOYALTY_ROUTES: RouteObject[] = [
  { path: 'coupons', element: lazyPage(() => import('./pages/coupons/CouponsPage')) },
  { path: 'coupons/create', element: lazyPage(() => import('./pages/coupons/CouponCreatePage')) },
  { path: 'coupons/edit/:couponId', element: lazyPage(() => import('./pages/coupons/CouponEditPage')) },
  { path: 'coupons/:couponId', element: lazyPage(() => import('./pages/coupons/CouponDetailPage')) },
  { path: 'loyalty-settings', element: lazyPage(() => import('./pages/loyalty/LoyaltySettingsPage')) },
  { path: 'loyalty-cards', element: lazyPage(() => import('./pages/loyalty/LoyaltyCardsPage')) },
  {
    path: 'restaurant-customers',
    element: lazyPage(() => import('./pages/customers/RestaurantCustomersPage')),
  },
];
