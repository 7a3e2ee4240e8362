import type { PlannedScreen } from '@resto/web-common';

// Storefront screens of SPEC.md section 2 that later issues build; relative to the store's base path.
export const STORE_SCREENS: PlannedScreen[] = [
  {
    path: 'table-booking/mobile',
    title: 'Book a table',
    description: 'Choose a date, a time and how many people are coming.',
  },
  {
    path: 'table-booking/desktop',
    title: 'Book a table',
    description: 'Choose a date, a time and how many people are coming.',
  },
  {
    path: 'table-bookings/:tableBookingId/success',
    title: 'Booking confirmed',
    description: 'The details of your table booking.',
  },
  {
    path: 'table-bookings',
    title: 'Your table bookings',
    description: 'Upcoming and past bookings at this store.',
  },
  {
    path: 'customer-review/:orderId?',
    title: 'Rate your order',
    description: 'Tell the restaurant how your order went.',
  },
];
