import { lazyPage } from '@resto/web-common';
import type { RouteObject } from 'react-router-dom';

/** Sign-in, sign-up and the e-mail action pages, under `/auth`; they load without the Firestore SDK. */
export const AUTH_ROUTES: RouteObject[] = [
  {
    path: 'auth',
    children: [
      { path: 'login', element: lazyPage(() => import('./LoginPage')) },
      { path: 'signup', element: lazyPage(() => import('./SignupPage')) },
      { path: 'reset-password', element: lazyPage(() => import('./ResetPasswordPage')) },
      { path: 'action', element: lazyPage(() => import('./AuthActionPage')) },
    ],
  },
];
