import { lazyPage } from '@resto/web-common';
import type { RouteObject } from 'react-router-dom';

/** The store's trading hours. */
export const tradingHoursRoutes: RouteObject[] = [
  { path: 'store_trading_hours', element: lazyPage(() => import('./TradingHoursPage')) },
];
