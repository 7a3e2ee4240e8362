import { lazyPage } from '@resto/web-common';
import type { RouteObject } from 'react-router-dom';

/** Restaurant-level settings pages, relative to `/restaurants/:restaurantId`. */
export const RESTAURANT_SETTINGS_ROUTES: RouteObject[] = [
  { path: 'edit', element: lazyPage(() => import('./pages/settings/RestaurantEditPage')) },
  { path: 'website/info', element: lazyPage(() => import('./pages/settings/WebsiteInfoPage')) },
];

/** Store details and operations settings, relative to `/restaurants/:restaurantId/stores/:storeId`. */
export const STORE_SETTINGS_ROUTES: RouteObject[] = [
  { path: 'edit', element: lazyPage(() => import('./pages/settings/StoreEditPage')) },
  {
    path: 'settings/delivery_area',
    element: lazyPage(() => import('./pages/settings/DeliveryAreaSettingsPage')),
  },
  { path: 'settings/checkout', element: lazyPage(() => import('./pages/settings/CheckoutSettingsPage')) },
  { path: 'settings/timings', element: lazyPage(() => import('./pages/settings/TimingsSettingsPage')) },
  {
    path: 'settings/store-trading-hours',
    element: lazyPage(() => import('./pages/settings/TradingHoursSettingsPage')),
  },
  { path: 'settings/holidays', element: lazyPage(() => import('./pages/settings/HolidaysSettingsPage')) },
  {
    path: 'settings/public-holidays-surcharge',
    element: lazyPage(() => import('./pages/settings/PublicHolidaySurchargePage')),
  },
  { path: 'settings/payments', element: lazyPage(() => import('./pages/settings/PaymentSettingsPage')) },
  {
    path: 'online-ordering-settings',
    element: lazyPage(() => import('./pages/settings/OnlineOrderingSettingsPage')),
  },
  { path: 'add-ons', element: lazyPage(() => import('./pages/settings/AddOnsPage')) },
  { path: 'add-ons/manage', element: lazyPage(() => import('./pages/settings/AddOnsManagePage')) },
  {
    path: 'add-ons/connected-stores-settings',
    element: lazyPage(() => import('./pages/settings/ConnectedStoresSettingsPage')),
  },
  {
    path: 'add-ons/table-map-settings',
    element: lazyPage(() => import('./pages/settings/TableMapSettingsPage')),
  },
  {
    path: 'add-ons/google-review-settings',
    element: lazyPage(() => import('./pages/settings/GoogleReviewSettingsPage')),
  },
  {
    path: 'add-ons/sms-campaign-settings',
    element: lazyPage(() => import('./pages/settings/SmsCampaignSettingsPage')),
  },
];
