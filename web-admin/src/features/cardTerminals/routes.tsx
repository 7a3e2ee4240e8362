import { lazyPage } from '@resto/web-common';
import type { RouteObject } from 'react-router-dom';

/** Card terminals (ANZ Worldline), relative to `/restaurants/:restaurantId/stores/:storeId`. */
export const CARD_TERMINALS_ROUTES: RouteObject[] = [
  { path: 'integrations/anz-worldline', element: lazyPage(() => import('./CardTerminalsPage')) },
];
