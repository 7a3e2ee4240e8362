import { lazyPage } from '@resto/web-common';
import type { RouteObject } from 'react-router-dom';

/** `/`: the site's front door, for anyone who arrives without a store link. */
export const landingRoutes: RouteObject[] = [
  { index: true, element: lazyPage(() => import('./LandingPage')) },
];
