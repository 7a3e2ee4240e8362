import { lazyPage } from '@resto/web-common';
import type { RouteObject } from 'react-router-dom';

/** Signing in to the store. */
export const authRoutes: RouteObject[] = [
  { path: 'login', element: lazyPage(() => import('./CustomerLoginPage')) },
];
