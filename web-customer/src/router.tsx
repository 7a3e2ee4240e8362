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
          ...plannedRoutes(STORE_SCREENS, { label: 'Back to the menu' }),
        ],
      },
      { path: '*', element: <NotFound /> },
    ],
  },
]);
