import { lazyPage } from '@resto/web-common';
import type { RouteObject } from 'react-router-dom';

/** items/basic/:itemId (SPEC.md section 2) and the pizza, half-and-half and deal builders. */
export const buildersRoutes: RouteObject[] = [
  {
    path: 'categories/:categoryId/items/:itemType/:itemId',
    element: lazyPage(() => import('./ItemBuilderPage')),
  },
];
