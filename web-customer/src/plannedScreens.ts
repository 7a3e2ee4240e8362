import type { PlannedScreen } from '@resto/web-common';

// Storefront screens of SPEC.md section 2 that later issues build; relative to the store's base path.
export const STORE_SCREENS: PlannedScreen[] = [
  {
    path: 'store_trading_hours',
    title: 'Trading hours',
    description: 'When this store is open for pickup, delivery and dine-in.',
  },
  { path: 'search', title: 'Search the menu', description: 'Find dishes by name or ingredient.' },
  { path: 'coupons', title: 'Offers', description: 'Coupons you can use on your order at this store.' },
  {
    path: 'loyalty-card',
    title: 'Loyalty card',
    description: 'Your credits at this restaurant and how to earn more.',
  },
  {
    path: 'categories/:categoryId',
    title: 'Menu category',
    description: 'All dishes in this part of the menu.',
  },
  {
    path: 'categories/:categoryId/items/basic/:itemId',
    title: 'Dish',
    description: 'Choose options and add this dish to your order.',
  },
  { path: 'cart', title: 'Your order', description: 'Check your dishes and options before you check out.' },
  {
    path: 'checkout',
    title: 'Checkout',
    description: 'Choose pickup, delivery or dine-in, a time, and how to pay.',
  },
  { path: 'orders', title: 'Your orders', description: 'Orders you placed at this store, and their status.' },
  {
    path: 'tables/:tableId',
    title: 'Order at your table',
    description: 'Order from your table; your order goes straight to the kitchen.',
  },
  { path: 'secure', title: 'Your account', description: 'Your saved details, orders and table bookings.' },
  {
    path: 'secure/orders/:orderId',
    title: 'Order details',
    description: 'Follow your order from the kitchen to you.',
  },
  {
    path: 'secure/orders/:orderId/success',
    title: 'Order placed',
    description: 'Your order confirmation and when it will be ready.',
  },
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
