import { lazyPage, NotFound, plannedRoutes, RequireAuth, RouteErrorScreen } from '@resto/web-common';
import { createBrowserRouter } from 'react-router-dom';
import { ADD_ONS_ROUTES } from '../features/addOns/routes';
import { AUTH_ROUTES } from '../features/auth/routes';
import { CARD_TERMINALS_ROUTES } from '../features/cardTerminals/routes';
import { CASH_DRAWER_ROUTES } from '../features/cashDrawer/routes';
import { COUPONS_ROUTES } from '../features/coupons/routes';
import { CUSTOMERS_ROUTES } from '../features/customers/routes';
import { DEVICES_ROUTES } from '../features/devices/routes';
import { DINE_IN_ROUTES } from '../features/dineIn/routes';
import { EMPLOYEES_ROUTES } from '../features/employees/routes';
import { GOOGLE_ORDERING_ROUTES } from '../features/googleOrdering/routes';
import { LOYALTY_ROUTES } from '../features/loyalty/routes';
import { MARKETING_ROUTES } from '../features/marketing/routes';
import { MARKETPLACE_AUTH_ROUTES, MARKETPLACE_ROUTES } from '../features/marketplace/routes';
import { MENU_ROUTES } from '../features/menu/routes';
import { ORDERS_ROUTES } from '../features/orders/routes';
import { PAYMENTS_ROUTES } from '../features/payments/routes';
import { POS_ORDERS_ROUTES } from '../features/posOrders/routes';
import { POS_SETTINGS_ROUTES } from '../features/posSettings/routes';
import { PRINTING_ROUTES } from '../features/printing/routes';
import {
  PLATFORM_REPORTS_ROUTES,
  REPORTS_ROUTES,
  RESTAURANT_REPORTS_ROUTES,
} from '../features/reports/routes';
import { HOME_ROUTES, RESTAURANT_ROUTES } from '../features/restaurants/routes';
import { REVIEWS_ROUTES } from '../features/reviews/routes';
import { STORE_SETTINGS_ROUTES } from '../features/settings/routes';
import { RESTAURANT_STORES_ROUTES, STORE_ROUTES } from '../features/stores/routes';
import { SUPER_ADMIN_ROUTES } from '../features/superAdmin/routes';
import { TABLE_BOOKINGS_ROUTES } from '../features/tableBookings/routes';
import { TIME_CLOCK_ROUTES } from '../features/timeClock/routes';
import { RESTAURANT_USERS_ROUTES, STORE_USERS_ROUTES } from '../features/users/routes';
import {
  WEBSITE_PLATFORM_ROUTES,
  WEBSITE_RESTAURANT_ROUTES,
  WEBSITE_STORE_ROUTES,
} from '../features/website/routes';
import { PLATFORM_SCREENS, RESTAURANT_SCREENS, STORE_SCREENS } from './plannedScreens';

/**
 * Every admin route of SPEC.md section 2 (Login/sign-up app and Admin app): the shells, each with the
 * routes of its features and the screens later issues build. Shells and pages are separate chunks, so
 * the sign-in pages load without the Firestore SDK.
 */
export const router = createBrowserRouter([
  {
    path: '/',
    errorElement: <RouteErrorScreen />,
    children: [
      ...AUTH_ROUTES,
      {
        element: <RequireAuth />,
        children: [
          {
            element: lazyPage(() => import('./shells/HomeShell')),
            children: [...HOME_ROUTES, ...MARKETPLACE_AUTH_ROUTES],
          },
          {
            element: lazyPage(() => import('./shells/PlatformShell')),
            children: [
              ...SUPER_ADMIN_ROUTES,
              ...PLATFORM_REPORTS_ROUTES,
              ...WEBSITE_PLATFORM_ROUTES,
              ...plannedRoutes(PLATFORM_SCREENS, { label: 'Back to super admin', to: '/super-admin' }),
            ],
          },
          {
            path: 'restaurants/:restaurantId',
            element: lazyPage(() => import('./shells/RestaurantShell')),
            children: [
              ...RESTAURANT_ROUTES,
              ...RESTAURANT_STORES_ROUTES,
              ...RESTAURANT_USERS_ROUTES,
              ...COUPONS_ROUTES,
              ...LOYALTY_ROUTES,
              ...CUSTOMERS_ROUTES,
              ...REVIEWS_ROUTES,
              ...RESTAURANT_REPORTS_ROUTES,
              ...WEBSITE_RESTAURANT_ROUTES,
              ...plannedRoutes(RESTAURANT_SCREENS, { label: 'Back to the restaurant' }),
            ],
          },
          {
            path: 'restaurants/:restaurantId/stores/:storeId',
            element: lazyPage(() => import('./shells/StoreShell')),
            children: [
              ...STORE_ROUTES,
              ...STORE_USERS_ROUTES,
              ...EMPLOYEES_ROUTES,
              ...TIME_CLOCK_ROUTES,
              ...CASH_DRAWER_ROUTES,
              ...CARD_TERMINALS_ROUTES,
              ...DEVICES_ROUTES,
              ...PRINTING_ROUTES,
              ...PAYMENTS_ROUTES,
              ...ORDERS_ROUTES,
              ...GOOGLE_ORDERING_ROUTES,
              ...POS_ORDERS_ROUTES,
              ...POS_SETTINGS_ROUTES,
              ...REPORTS_ROUTES,
              ...MENU_ROUTES,
              ...STORE_SETTINGS_ROUTES,
              ...ADD_ONS_ROUTES,
              ...DINE_IN_ROUTES,
              ...TABLE_BOOKINGS_ROUTES,
              ...MARKETING_ROUTES,
              ...MARKETPLACE_ROUTES,
              ...WEBSITE_STORE_ROUTES,
              ...plannedRoutes(STORE_SCREENS, { label: 'Back to the store' }),
            ],
          },
        ],
      },
      { path: '*', element: <NotFound /> },
    ],
  },
]);
