import { lazyPage } from '@resto/web-common';
import type { RouteObject } from 'react-router-dom';

/** The restaurant's website theme, relative to `/restaurants/:restaurantId`. */
export const WEBSITE_RESTAURANT_ROUTES: RouteObject[] = [
  { path: 'website-theme', element: lazyPage(() => import('./ThemePage')) },
];

/** The store website builder, relative to `/restaurants/:restaurantId/stores/:storeId`. */
export const WEBSITE_STORE_ROUTES: RouteObject[] = [
  { path: 'website/info', element: lazyPage(() => import('./StoreWebsiteInfoPage')) },
  { path: 'website/custom-navbar', element: lazyPage(() => import('./NavbarPage')) },
  { path: 'website/custom-pages', element: lazyPage(() => import('./CustomPagesPage')) },
  { path: 'website/custom-pages/:customPageId', element: lazyPage(() => import('./CustomPageEditorPage')) },
];

/** Custom domains (super admins), in the platform shell. */
export const WEBSITE_PLATFORM_ROUTES: RouteObject[] = [
  { path: 'super-admin/domains', element: lazyPage(() => import('./DomainsPage')) },
  { path: 'super-admin/domains/create/:domainName', element: lazyPage(() => import('./DomainCreatePage')) },
  { path: 'super-admin/domains/edit/:domainName', element: lazyPage(() => import('./DomainEditPage')) },
];
