import { lazyPage } from '@resto/web-common';
import type { RouteObject } from 'react-router-dom';

/** Table bookings, relative to `/restaurants/:restaurantId/stores/:storeId`. */
export const TABLE_BOOKINGS_ROUTES: RouteObject[] = [
  { path: 'table-booking-history', element: lazyPage(() => import('./BookingHistoryPage')) },
  { path: 'table-bookings/:tableBookingId', element: lazyPage(() => import('./BookingDetailPage')) },
  { path: 'table-booking-settings', element: lazyPage(() => import('./BookingSettingsPage')) },
];
