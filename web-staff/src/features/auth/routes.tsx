import { lazyPage } from '@resto/web-common';
import type { RouteObject } from 'react-router-dom';

/** Signing in: the one staff route open to everyone. */
export const authRoutes: RouteObject[] = [
  { path: 'auth/login', element: lazyPage(() => import('./StaffLoginPage')) },
];
