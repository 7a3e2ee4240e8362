import { lazyPage, NotFound, plannedRoutes, RequireAuth, RouteErrorScreen } from '@resto/web-common';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { COUPONS_LOYALTY_ROUTES } from './couponsLoyaltyRoutes';
import { MENU_ROUTES } from './menuRoutes';
import { PLATFORM_SCREENS, RESTAURANT_SCREENS, STORE_SCREENS, UBER_EATS_AUTH_SCREEN } from './plannedScreens';
import { RESTAURANT_SETTINGS_ROUTES, STORE_SETTINGS_ROUTES } from './settingsRoutes';

/**
 * Every admin route of SPEC.md section 2 (Login/sign-up app and Admin app). Shells and pages are
 * separate chunks, so the sign-in pages load without the Firestore SDK.
 */
export const router = createBrowserRouter([
  {
    path: '/',
    errorElement: <RouteErrorScreen />,
    children: [
      {
        path: 'auth',
        children: [
          { path: 'login', element: lazyPage(() => import('./pages/auth/LoginPage')) },
          { path: 'signup', element: lazyPage(() => import('./pages/auth/SignupPage')) },
          { path: 'reset-password', element: lazyPage(() => import('./pages/auth/ResetPasswordPage')) },
          { path: 'action', element: lazyPage(() => import('./pages/auth/AuthActionPage')) },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: lazyPage(() => import('./layouts/HomeShell')),
            children: [
              { index: true, element: lazyPage(() => import('./pages/HomePage')) },
              { path: 'restaurants', element: lazyPage(() => import('./pages/HomePage')) },
              { path: 'create/restaurant', element: lazyPage(() => import('./pages/CreateRestaurantPage')) },
              ...plannedRoutes([UBER_EATS_AUTH_SCREEN], { label: 'Back to your restaurants', to: '/' }),
            ],
          },
          {
            element: lazyPage(() => import('./layouts/PlatformShell')),
            children: [
              { path: 'super-admin', element: lazyPage(() => import('./pages/SuperAdminPage')) },
              ...plannedRoutes(PLATFORM_SCREENS, { label: 'Back to super admin', to: '/super-admin' }),
            ],
          },
          {
            path: 'restaurants/:restaurantId',
            element: lazyPage(() => import('./layouts/RestaurantShell')),
            children: [
              { index: true, element: lazyPage(() => import('./pages/RestaurantOverviewPage')) },
              { path: 'stores', element: lazyPage(() => import('./pages/StoresPage')) },
              { path: 'create/store', element: lazyPage(() => import('./pages/CreateStorePage')) },
              { path: 'users', element: lazyPage(() => import('./pages/RestaurantUsersPage')) },
              ...COUPONS_LOYALTY_ROUTES,
              ...RESTAURANT_SETTINGS_ROUTES,
              ...plannedRoutes(RESTAURANT_SCREENS, { label: 'Back to the restaurant' }),
            ],
          },
          {
            path: 'restaurants/:restaurantId/stores/:storeId',
            element: lazyPage(() => import('./layouts/StoreShell')),
            children: [
              { index: true, element: lazyPage(() => import('./pages/StoreOverviewPage')) },
              { path: 'users', element: lazyPage(() => import('./pages/StoreUsersPage')) },
              { path: 'employees', element: lazyPage(() => import('./pages/EmployeesPage')) },
              { path: 'pos-settings', element: lazyPage(() => import('./pages/PosSettingsPage')) },
              {
                path: 'add-ons/kds-settings',
                element: lazyPage(() => import('./pages/kdsSettings/KdsSettingsPage')),
              },
              // Short address for the same page (issue 9 names it without the add-ons segment).
              { path: 'kds-settings', element: <Navigate replace to="../add-ons/kds-settings" /> },
              { path: 'printer-settings', element: lazyPage(() => import('./pages/PrinterSettingsPage')) },
              { path: 'payouts', element: lazyPage(() => import('./pages/payments/PayoutsPage')) },
              {
                path: 'transaction-fee',
                element: lazyPage(() => import('./pages/payments/TransactionFeePage')),
              },
              { path: 'menu/import', element: lazyPage(() => import('./pages/menuImport/MenuImportPage')) },
              {
                path: 'online-order-history',
                element: lazyPage(() => import('./pages/orders/OnlineOrderHistoryPage')),
              },
              { path: 'orders/:orderId', element: lazyPage(() => import('./pages/orders/OrderDetailPage')) },
              ...MENU_ROUTES,
              ...STORE_SETTINGS_ROUTES,
              ...plannedRoutes(STORE_SCREENS, { label: 'Back to the store' }),
            ],
          },
        ],
      },
      { path: '*', element: <NotFound /> },
    ],
  },
]);
