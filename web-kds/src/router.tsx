import { lazyPage, NotFound, RequireAuth, RouteErrorScreen } from '@resto/web-common';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { completedRoutes } from './features/completed/routes';
import { deviceRoutes } from './features/device/routes';
import { settingsRoutes } from './features/settings/routes';
import { ticketsRoutes } from './features/tickets/routes';

/** Every kitchen display route of SPEC.md section 2. Only a paired KDS device gets past sign-in. */
export const router = createBrowserRouter([
  {
    path: '/',
    errorElement: <RouteErrorScreen homeHref="/active-orders" />,
    children: [
      ...deviceRoutes,
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
            element: lazyPage(() => import('./shell/KdsShell')),
            children: [...ticketsRoutes, ...completedRoutes, ...settingsRoutes],
          },
        ],
      },
      { path: '*', element: <NotFound homeTo="/active-orders" homeLabel="Go to active orders" /> },
    ],
  },
]);
