import { lazyPage, NotFound, RequireAuth, RouteErrorScreen } from '@resto/web-common';
import { createBrowserRouter, Navigate } from 'react-router-dom';

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
            // The shell keeps the ticket listener (and the chime) alive across the three screens.
            element: lazyPage(() => import('./layout/KdsShell')),
            children: [
              { path: 'active-orders', element: lazyPage(() => import('./pages/ActiveOrdersPage')) },
              { path: 'completed-orders', element: lazyPage(() => import('./pages/CompletedOrdersPage')) },
              { path: 'settings', element: lazyPage(() => import('./pages/SettingsPage')) },
            ],
          },
        ],
      },
      { path: '*', element: <NotFound homeTo="/active-orders" homeLabel="Go to active orders" /> },
    ],
  },
]);
