import { lazyPage } from '@resto/web-common';
import type { RouteObject } from 'react-router-dom';

/** Printing (printers, what they print, the print queue, item routing), relative to `/restaurants/:restaurantId/stores/:storeId`. */
export const PRINTING_ROUTES: RouteObject[] = [
  { path: 'printer-settings', element: lazyPage(() => import('./PrinterSettingsPage')) },
  { path: 'item-routing', element: lazyPage(() => import('./ItemRoutingPage')) },
];
