import { lazyPage } from '@resto/web-common';
import type { RouteObject } from 'react-router-dom';

/** The platform tools of super admins, in the platform shell. */
export const SUPER_ADMIN_ROUTES: RouteObject[] = [
  { path: 'super-admin', element: lazyPage(() => import('./SuperAdminPage')) },
  { path: 'printers', element: lazyPage(() => import('./PlatformPrintersPage')) },
  { path: 'printers/:printerId', element: lazyPage(() => import('./PlatformPrinterPage')) },
  {
    path: 'sunmi-cloud-kitchen-printers',
    element: lazyPage(() => import('./CloudKitchenPrintersPage')),
  },
  { path: 'super-admin/restaurants/browse', element: lazyPage(() => import('./BrowseRestaurantsPage')) },
  { path: 'super-admin/new-orders', element: lazyPage(() => import('./NewOrdersPage')) },
  { path: 'batch-upload-jobs', element: lazyPage(() => import('./batchUploads/BatchUploadJobsPage')) },
  {
    path: 'batch-upload-jobs/:batchUploadJobId',
    element: lazyPage(() => import('./batchUploads/BatchUploadJobPage')),
  },
  { path: 'global/platform_settings', element: lazyPage(() => import('./PlatformSettingsPage')) },
];
