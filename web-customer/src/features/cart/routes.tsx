import { lazyPage } from '@resto/web-common';
import type { RouteObject } from 'react-router-dom';

/** The cart. */
export const cartRoutes: RouteObject[] = [{ path: 'cart', element: lazyPage(() => import('./CartPage')) }];
