import { lazyPage } from '@resto/web-common';
import type { RouteObject } from 'react-router-dom';
import { Navigate } from 'react-router-dom';

/**
 * The store's paired kitchen displays and printers (POS terminals: features/posSettings), relative to
 * `/restaurants/:restaurantId/stores/:storeId`.
 */
export const DEVICES_ROUTES: RouteObject[] = [
  { path: 'add-ons/kds-settings', element: lazyPage(() => import('./KdsSettingsPage')) },
  // Short address for the same page (issue 9 names it without the add-ons segment).
  { path: 'kds-settings', element: <Navigate replace to="../add-ons/kds-settings" /> },
];
