import { lazyPage } from '@resto/web-common';
import type { RouteObject } from 'react-router-dom';

/**
 * The store's POS terminals and how they behave, relative to `/restaurants/:restaurantId/stores/:storeId`:
 * the terminals with the store's POS settings, one terminal's own settings, and the counter's hours.
 */
export const POS_SETTINGS_ROUTES: RouteObject[] = [
  { path: 'pos-settings', element: lazyPage(() => import('./PosSettingsPage')) },
  { path: 'pos-settings/:posTerminalId', element: lazyPage(() => import('./PosTerminalSettingsPage')) },
  { path: 'pos-trading-hours', element: lazyPage(() => import('./PosTradingHoursPage')) },
];
