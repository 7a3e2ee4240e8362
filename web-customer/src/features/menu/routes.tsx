import { lazyPage } from '@resto/web-common';
import type { RouteObject } from 'react-router-dom';

/** The store's menu: its home (the route with the JS budget, see ARCHITECTURE.md), a category and search. */
export const menuRoutes: RouteObject[] = [
  { index: true, element: lazyPage(() => import('./MenuHomePage')) },
  { path: 'search', element: lazyPage(() => import('./SearchPage')) },
  { path: 'categories/:categoryId', element: lazyPage(() => import('./CategoryPage')) },
];
