import { lazyPage } from '@resto/web-common';
import type { RouteObject } from 'react-router-dom';

/** SMS marketing, relative to `/restaurants/:restaurantId/stores/:storeId`. */
export const MARKETING_ROUTES: RouteObject[] = [
  { path: 'marketing', element: lazyPage(() => import('./MarketingPage')) },
  { path: 'marketing/new-sms-campaign', element: lazyPage(() => import('./NewSmsCampaignPage')) },
  { path: 'marketing/sms-campaigns/:campaignId', element: lazyPage(() => import('./SmsCampaignPage')) },
];
