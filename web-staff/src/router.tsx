import {
  AppShell,
  type NavSection,
  NotFound,
  plannedRoutes,
  RequireAuth,
  RouteErrorScreen,
} from '@resto/web-common';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { authRoutes } from './features/auth/routes';
import { OrderAlerts } from './features/notifications/OrderAlerts';
import { ordersNav, ordersRoutes } from './features/orders/routes';
import { posNav, posRoutes } from './features/pos/routes';
import { storesNav, storesRoutes } from './features/stores/routes';
import { posTablesRoutes, tablesNav, tablesRoutes } from './features/tables/routes';
import { STAFF_SCREENS } from './plannedScreens';

const STAFF_NAV: NavSection[] = [
  { items: [...ordersNav, ...tablesNav, ...storesNav] },
  { title: 'Counter', items: posNav },
];

/** Every staff route of SPEC.md section 2, plus the POS terminal at /pos: each feature's routes. */
export const router = createBrowserRouter([
  {
    path: '/',
    errorElement: <RouteErrorScreen homeHref="/home" />,
    children: [
      ...authRoutes,
      {
        element: <RequireAuth />,
        children: [
          { index: true, element: <Navigate replace to="/home" /> },
          {
            element: (
              <AppShell product="Staff" homeTo="/home" nav={STAFF_NAV} toolbarActions={<OrderAlerts />} />
            ),
            children: [
              ...ordersRoutes,
              ...storesRoutes,
              ...tablesRoutes,
              ...plannedRoutes(STAFF_SCREENS, { label: 'Back to home', to: '/home' }),
            ],
          },
        ],
      },
      // The POS terminal fills the screen and signs in as its own device (pairing code), not as staff.
      ...posRoutes,
      ...posTablesRoutes,
      { path: '*', element: <NotFound homeTo="/home" /> },
    ],
  },
]);
