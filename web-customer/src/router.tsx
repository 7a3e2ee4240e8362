import { lazyPage, NotFound, plannedRoutes, RouteErrorScreen } from '@resto/web-common';
import { createBrowserRouter } from 'react-router-dom';
import { accountRoutes } from './features/account/routes';
import { authRoutes } from './features/auth/routes';
import { bookingsRoutes } from './features/bookings/routes';
import { buildersRoutes } from './features/builders/routes';
import { cartRoutes } from './features/cart/routes';
import { checkoutRoutes } from './features/checkout/routes';
import { couponsRoutes } from './features/coupons/routes';
import { landingRoutes } from './features/landing/routes';
import { loyaltyRoutes } from './features/loyalty/routes';
import { menuRoutes } from './features/menu/routes';
import { ordersRoutes } from './features/orders/routes';
import { reviewsRoutes } from './features/reviews/routes';
import { tablesRoutes } from './features/tables/routes';
import { tradingHoursRoutes } from './features/tradingHours/routes';
import { STORE_SCREENS } from './plannedScreens';

/**
 * Every customer route of SPEC.md section 2: each feature's routes. Pages are separate chunks so the
 * menu route loads only what it shows; nothing here imports admin, POS or kitchen code.
 */
export const router = createBrowserRouter([
  {
    path: '/',
    errorElement: <RouteErrorScreen />,
    children: [
      ...landingRoutes,
      {
        path: 'restaurants/:restaurantId/stores/:storeId',
        element: lazyPage(() => import('./shell/StoreLayout')),
        children: [
          ...menuRoutes,
          ...authRoutes,
          ...buildersRoutes,
          ...cartRoutes,
          ...checkoutRoutes,
          ...ordersRoutes,
          ...accountRoutes,
          ...tablesRoutes,
          ...bookingsRoutes,
          ...tradingHoursRoutes,
          ...couponsRoutes,
          ...loyaltyRoutes,
          ...reviewsRoutes,
          ...plannedRoutes(STORE_SCREENS, { label: 'Back to the menu' }),
        ],
      },
      { path: '*', element: <NotFound /> },
    ],
  },
]);
