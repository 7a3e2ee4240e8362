import DoneAllRounded from '@mui/icons-material/DoneAllRounded';
import KitchenRounded from '@mui/icons-material/KitchenRounded';
import SettingsRounded from '@mui/icons-material/SettingsRounded';
import {
  AppShell,
  lazyPage,
  type NavSection,
  NotFound,
  type PlannedScreen,
  plannedRoutes,
  RequireAuth,
  RouteErrorScreen,
} from '@resto/web-common';
import { createBrowserRouter, Navigate } from 'react-router-dom';

const KDS_NAV: NavSection[] = [
  {
    items: [
      { label: 'Active orders', to: '/active-orders', icon: <KitchenRounded /> },
      { label: 'Completed orders', to: '/completed-orders', icon: <DoneAllRounded /> },
      { label: 'Settings', to: '/settings', icon: <SettingsRounded /> },
    ],
  },
];

// Kitchen screens of SPEC.md section 2 that later issues build.
const ACTIVE_ORDERS_SCREEN: PlannedScreen = {
  path: 'active-orders',
  title: 'Active orders',
  description: 'New and in-progress tickets, oldest first, with items to tick off and a bump when done.',
};

const KDS_SCREENS: PlannedScreen[] = [
  {
    path: 'completed-orders',
    title: 'Completed orders',
    description: "Tickets finished today, so one can be recalled if it wasn't right.",
  },
  {
    path: 'settings',
    title: 'Settings',
    description: "Preparation time, ticket layout and this screen's pairing.",
  },
];

/** Every kitchen display route of SPEC.md section 2. Only a paired KDS device gets past sign-in. */
export const router = createBrowserRouter([
  {
    path: '/',
    errorElement: <RouteErrorScreen homeHref="/active-orders" />,
    children: [
      { path: 'auth/login', element: lazyPage(() => import('./pages/PairDevicePage')) },
      {
        element: (
          <RequireAuth
            allow={(claims) => Boolean(claims.kdsDevice)}
            notAllowedMessage="This screen is for paired kitchen devices. Sign out, then pair it with a code from the store's kitchen display settings."
          />
        ),
        children: [
          { index: true, element: <Navigate replace to="/active-orders" /> },
          {
            element: <AppShell product="Kitchen" homeTo="/active-orders" nav={KDS_NAV} />,
            children: [
              ...plannedRoutes([ACTIVE_ORDERS_SCREEN], { label: '', to: null }),
              ...plannedRoutes(KDS_SCREENS, { label: 'Back to active orders', to: '/active-orders' }),
            ],
          },
        ],
      },
      { path: '*', element: <NotFound homeTo="/active-orders" homeLabel="Go to active orders" /> },
    ],
  },
]);
