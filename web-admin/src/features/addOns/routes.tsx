import { lazyPage } from '@resto/web-common';
import type { RouteObject } from 'react-router-dom';

/**
 * The store's add-ons and their settings pages, relative to `/restaurants/:restaurantId/stores/:storeId`
 * (the kitchen display's settings live with the devices).
 */
export const ADD_ONS_ROUTES: RouteObject[] = [
  { path: 'add-ons', element: lazyPage(() => import('./AddOnsPage')) },
  { path: 'add-ons/manage', element: lazyPage(() => import('./AddOnsManagePage')) },
  {
    path: 'add-ons/connected-stores-settings',
    element: lazyPage(() => import('./ConnectedStoresSettingsPage')),
  },
  {
    path: 'add-ons/table-map-settings',
    element: lazyPage(() => import('../tableMap/TableMapSettingsPage')),
  },
  { path: 'add-ons/google-review-settings', element: lazyPage(() => import('./GoogleReviewSettingsPage')) },
  { path: 'add-ons/sms-campaign-settings', element: lazyPage(() => import('./SmsCampaignSettingsPage')) },
];
