import { lazyPage } from '@resto/web-common';
import type { RouteObject } from 'react-router-dom';

/** The customer's loyalty card. */
export const loyaltyRoutes: RouteObject[] = [
  { path: 'loyalty-card', element: lazyPage(() => import('./LoyaltyCardPage')) },
];
