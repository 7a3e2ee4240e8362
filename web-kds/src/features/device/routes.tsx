import { lazyPage } from '@resto/web-common';
import type { RouteObject } from 'react-router-dom';

/** Pairing this screen with a store: the kitchen display's sign-in, open to everyone. */
export const deviceRoutes: RouteObject[] = [
  { path: 'auth/login', element: lazyPage(() => import('./PairDevicePage')) },
];
