import HistoryRounded from '@mui/icons-material/HistoryRounded';
import HomeRounded from '@mui/icons-material/HomeRounded';
import { lazyPage, type NavItem } from '@resto/web-common';
import type { RouteObject } from 'react-router-dom';

export const ordersNav: NavItem[] = [
  { label: 'Home', to: '/home', icon: <HomeRounded />, end: true },
  {
    label: 'Order history',
    to: '/order-history',
    icon: <HistoryRounded />,
    // An order's page lives under /restaurants/...: it belongs to the orders, not to Restaurants.
    matches: ['/restaurants/:restaurantId/stores/:storeId/orders'],
  },
];

/** Today's live orders, one order (with its refund) and the order history. */
export const ordersRoutes: RouteObject[] = [
  { path: 'home', element: lazyPage(() => import('./HomePage')) },
  { path: 'order-history', element: lazyPage(() => import('./OrderHistoryPage')) },
  {
    path: 'restaurants/:restaurantId/stores/:storeId/orders/:orderId',
    element: lazyPage(() => import('./OrderPage')),
  },
];
