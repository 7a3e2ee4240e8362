import { lazyPage, NotFound, plannedRoutes, RouteErrorScreen } from '@resto/web-common';
import { createBrowserRouter } from 'react-router-dom';
import { STORE_SCREENS } from './plannedScreens';

/**
 * Every customer route of SPEC.md section 2. Pages are separate chunks so the menu route loads only
 * what it shows; nothing here imports admin, POS or kitchen code.
 */
export const router = createBrowserRouter([
  {
    path: '/',
    errorElement: <RouteErrorScreen />,
    children: [
      { index: true, element: lazyPage(() => import('./pages/LandingPage')) },
      {
        path: 'restaurants/:restaurantId/stores/:storeId',
        element: lazyPage(() => import('./components/StoreLayout')),
        children: [
          { index: true, element: lazyPage(() => import('./pages/MenuHomePage')) },
          { path: 'login', element: lazyPage(() => import('./pages/CustomerLoginPage')) },
          { path: 'search', element: lazyPage(() => import('./pages/SearchPage')) },
          { path: 'categories/:categoryId', element: lazyPage(() => import('./pages/CategoryPage')) },
          // items/basic/:itemId (SPEC.md section 2) and the pizza, half-and-half and deal builders.
          {
            path: 'categories/:categoryId/items/:itemType/:itemId',
            element: lazyPage(() => import('./pages/ItemBuilderPage')),
          },
          { path: 'cart', element: lazyPage(() => import('./pages/CartPage')) },
          { path: 'checkout', element: lazyPage(() => import('./pages/checkout/CheckoutPage')) },
          { path: 'orders', element: lazyPage(() => import('./pages/orders/OrderHistoryPage')) },
          { path: 'secure', element: lazyPage(() => import('./pages/account/AccountPage')) },
          {
            path: 'secure/orders/:orderId',
            element: lazyPage(() => import('./pages/orders/OrderTrackingPage')),
          },
          {
            path: 'secure/orders/:orderId/success',
            element: lazyPage(() => import('./pages/orders/OrderTrackingPage')),
          },
          { path: 'tables/:tableId', element: lazyPage(() => import('./pages/tables/TableEntryPage')) },
          {
            path: 'store_trading_hours',
            element: lazyPage(() => import('./pages/tradingHours/TradingHoursPage')),
          },
          { path: 'coupons', element: lazyPage(() => import('./pages/coupons/CouponsPage')) },
          { path: 'loyalty-card', element: lazyPage(() => import('./pages/loyalty/LoyaltyCardPage')) },
          ...plannedRoutes(STORE_SCREENS, { label: 'Back to the menu' }),
        ],
      },
      { path: '*', element: <NotFound /> },
    ],
  },
]);
