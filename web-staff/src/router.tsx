import HistoryRounded from '@mui/icons-material/HistoryRounded';
import HomeRounded from '@mui/icons-material/HomeRounded';
import PointOfSaleRounded from '@mui/icons-material/PointOfSaleRounded';
import RestaurantRounded from '@mui/icons-material/RestaurantRounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import {
  AppShell,
  ComingSoon,
  lazyPage,
  type NavSection,
  NotFound,
  plannedRoutes,
  RequireAuth,
  RouteErrorScreen,
} from '@resto/web-common';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { POS_SCREEN, STAFF_SCREENS } from './plannedScreens';

const STAFF_NAV: NavSection[] = [
  {
    items: [
      { label: 'Home', to: '/home', icon: <HomeRounded />, end: true },
      {
        label: 'Order history',
        to: '/order-history',
        icon: <HistoryRounded />,
        // An order's page lives under /restaurants/...: it belongs to the orders, not to Restaurants.
        matches: ['/restaurants/:restaurantId/stores/:storeId/orders'],
      },
      { label: 'Restaurants', to: '/restaurants', icon: <RestaurantRounded /> },
      { label: 'Stores', to: '/stores', icon: <StorefrontRounded /> },
    ],
  },
  { title: 'Counter', items: [{ label: 'POS terminal', to: '/pos', icon: <PointOfSaleRounded /> }] },
];

/** Every staff route of SPEC.md section 2, plus the POS terminal at /pos. */
export const router = createBrowserRouter([
  {
    path: '/',
    errorElement: <RouteErrorScreen homeHref="/home" />,
    children: [
      { path: 'auth/login', element: lazyPage(() => import('./pages/StaffLoginPage')) },
      {
        element: <RequireAuth />,
        children: [
          { index: true, element: <Navigate replace to="/home" /> },
          {
            element: <AppShell product="Staff" homeTo="/home" nav={STAFF_NAV} />,
            children: [
              { path: 'home', element: lazyPage(() => import('./pages/HomePage')) },
              { path: 'restaurants', element: lazyPage(() => import('./pages/RestaurantsPage')) },
              {
                path: 'restaurants/:restaurantId',
                element: lazyPage(() => import('./pages/RestaurantPage')),
              },
              { path: 'stores', element: lazyPage(() => import('./pages/StoresPage')) },
              { path: 'stores/:storeId', element: lazyPage(() => import('./pages/StorePage')) },
              { path: 'order-history', element: lazyPage(() => import('./pages/OrderHistoryPage')) },
              {
                path: 'restaurants/:restaurantId/stores/:storeId/orders/:orderId',
                element: lazyPage(() => import('./pages/OrderPage')),
              },
              ...plannedRoutes(STAFF_SCREENS, { label: 'Back to home', to: '/home' }),
            ],
          },
          // The POS terminal fills the screen: no navigation drawer competing with the order pad.
          {
            path: POS_SCREEN.path,
            element: (
              <ComingSoon
                fullPage
                title={POS_SCREEN.title}
                description={POS_SCREEN.description}
                backTo="/home"
                backLabel="Back to home"
              />
            ),
          },
        ],
      },
      { path: '*', element: <NotFound homeTo="/home" /> },
    ],
  },
]);
