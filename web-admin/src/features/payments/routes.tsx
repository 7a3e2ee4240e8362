import { lazyPage } from '@resto/web-common';
import type { RouteObject } from 'react-router-dom';

/**
 * How customers pay, the store's payment account, payouts and card fees, relative to
 * `/restaurants/:restaurantId/stores/:storeId`.
 */
export const PAYMENTS_ROUTES: RouteObject[] = [
  { path: 'settings/payments', element: lazyPage(() => import('./PaymentSettingsPage')) },
  { path: 'payouts', element: lazyPage(() => import('./PayoutsPage')) },
  { path: 'transaction-fee', element: lazyPage(() => import('./TransactionFeePage')) },
];
