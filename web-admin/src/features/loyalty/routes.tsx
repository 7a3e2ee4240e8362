import { lazyPage } from '@resto/web-common';
import type { RouteObject } from 'react-router-dom';

/** The restaurant's loyalty programme and its customers' cards, relative to `/restaurants/:restaurantId`. */
export const LOYALTY_ROUTES: RouteObject[] = [
  { path: 'loyalty-settings', element: lazyPage(() => import('./LoyaltySettingsPage')) },
  { path: 'loyalty-cards', element: lazyPage(() => import('./LoyaltyCardsPage')) },
];
