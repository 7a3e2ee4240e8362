import { lazyPage } from '@resto/web-common';
import type { RouteObject } from 'react-router-dom';

/** Printing (printers, what they print, the print queue), relative to `/restaurants/:restaurantId/stores/:storeId`. */
export const PRINTING_ROUTES: RouteObject[] = [
  { path: 'printer-settings', element: lazyPage(() => import('./PrinterSettingsPage')) },
];
