import { lazyPage } from '@resto/web-common';
import type { RouteObject } from 'react-router-dom';

/** A table's QR code lands here: dine-in at that table. */
export const tablesRoutes: RouteObject[] = [
  { path: 'tables/:tableId', element: lazyPage(() => import('./TableEntryPage')) },
];
