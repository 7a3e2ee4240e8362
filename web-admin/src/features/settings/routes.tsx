import { lazyPage } from '@resto/web-common';
import type { RouteObject } from 'react-router-dom';

/** Store operations settings, relative to `/restaurants/:restaurantId/stores/:storeId`. */
export const STORE_SETTINGS_ROUTES: RouteObject[] = [
  { path: 'settings/delivery_area', element: lazyPage(() => import('./DeliveryAreaSettingsPage')) },
  { path: 'settings/checkout', element: lazyPage(() => import('./CheckoutSettingsPage')) },
  { path: 'settings/timings', element: lazyPage(() => import('./TimingsSettingsPage')) },
  { path: 'settings/store-trading-hours', element: lazyPage(() => import('./TradingHoursSettingsPage')) },
  { path: 'settings/holidays', element: lazyPage(() => import('./HolidaysSettingsPage')) },
  {
    path: 'settings/public-holidays-surcharge',
    element: lazyPage(() => import('./PublicHolidaySurchargePage')),
  },
  { path: 'online-ordering-settings', element: lazyPage(() => import('./OnlineOrderingSettingsPage')) },
];
