import { lazyPage } from '@resto/web-common';
import type { RouteObject } from 'react-router-dom';

/** Checkout: placing the order (and paying by card). */
export const checkoutRoutes: RouteObject[] = [
  { path: 'checkout', element: lazyPage(() => import('./CheckoutPage')) },
];
