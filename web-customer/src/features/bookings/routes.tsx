import { lazyPage } from '@resto/web-common';
import type { RouteObject } from 'react-router-dom';

/** Table bookings (SPEC.md section 2): the booking page for phones and desktops, the result, the list. */
export const bookingsRoutes: RouteObject[] = [
  { path: 'table-booking/mobile', element: lazyPage(() => import('./BookingPage')) },
  { path: 'table-booking/desktop', element: lazyPage(() => import('./BookingPage')) },
  { path: 'table-bookings', element: lazyPage(() => import('./MyBookingsPage')) },
  { path: 'table-bookings/:tableBookingId/success', element: lazyPage(() => import('./BookingSuccessPage')) },
];
