import RestaurantRounded from '@mui/icons-material/RestaurantRounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import { lazyPage, type NavItem } from '@resto/web-common';
import type { RouteObject } from 'react-router-dom';

export const storesNav: NavItem[] = [
  { label: 'Restaurants', to: '/restaurants', icon: <RestaurantRounded /> },
  { label: 'Stores', to: '/stores', icon: <StorefrontRounded /> },
];

/** The restaurants and stores this person works at, and one store's page. */
export const storesRoutes: RouteObject[] = [
  { path: 'restaurants', element: lazyPage(() => import('./RestaurantsPage')) },
  { path: 'restaurants/:restaurantId', element: lazyPage(() => import('./RestaurantPage')) },
  { path: 'stores', element: lazyPage(() => import('./StoresPage')) },
  { path: 'stores/:storeId', element: lazyPage(() => import('./StorePage')) },
];
