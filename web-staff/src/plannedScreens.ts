import type { PlannedScreen } from '@resto/web-common';

// Staff screens of SPEC.md section 2 that later issues build.
export const STAFF_SCREENS: PlannedScreen[] = [
  {
    path: 'order-history',
    title: 'Order history',
    description: 'Past orders of every store you work at, searchable by date, status and customer.',
  },
  {
    path: 'restaurants/:restaurantId/stores/:storeId/orders/:orderId',
    title: 'Order',
    description: "An order's items, customer, payment and status, with accept, reject and complete.",
  },
];

export const POS_SCREEN: PlannedScreen = {
  path: 'pos',
  title: 'POS terminal',
  description:
    'Take orders at the counter with PIN lock, split bills, refunds and card terminals, and keep selling while offline.',
};
