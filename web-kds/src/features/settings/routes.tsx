import { lazyPage } from '@resto/web-common';
import type { RouteObject } from 'react-router-dom';

/** This screen's display settings. */
export const settingsRoutes: RouteObject[] = [
  { path: 'settings', element: lazyPage(() => import('./SettingsPage')) },
];
