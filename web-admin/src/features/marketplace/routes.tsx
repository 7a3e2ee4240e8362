import { lazyPage } from '@resto/web-common';
import type { RouteObject } from 'react-router-dom';

/** The delivery marketplace (Uber Eats), relative to `/restaurants/:restaurantId/stores/:storeId`. */
export const MARKETPLACE_ROUTES: RouteObject[] = [
  { path: 'integrations', element: lazyPage(() => import('./IntegrationsPage')) },
  { path: 'integrations/manage', element: lazyPage(() => import('./ManageIntegrationsPage')) },
  { path: 'integrations/uber-eats', element: lazyPage(() => import('./UberEatsPage')) },
  { path: 'integrations/uber-eats/menu', element: lazyPage(() => import('./UberEatsMenuPage')) },
  {
    path: 'integrations/uber-eats/menu/edit-price',
    element: lazyPage(() => import('./UberEatsEditPricePage')),
  },
  { path: 'uber-eats-orders/:uberEatsOrderId', element: lazyPage(() => import('./UberEatsOrderPage')) },
];

/** `/uber-eats/auth`: Uber Eats' consent page sends the owner back here (home shell). */
export const MARKETPLACE_AUTH_ROUTES: RouteObject[] = [
  { path: 'uber-eats/auth', element: lazyPage(() => import('./UberEatsAuthPage')) },
];
