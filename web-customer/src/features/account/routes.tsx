import { lazyPage } from '@resto/web-common';
import type { RouteObject } from 'react-router-dom';

/** The customer's account. */
export const accountRoutes: RouteObject[] = [
  { path: 'secure', element: lazyPage(() => import('./AccountPage')) },
];
