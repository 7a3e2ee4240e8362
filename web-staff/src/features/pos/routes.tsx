import PointOfSaleRounded from '@mui/icons-material/PointOfSaleRounded';
import { lazyPage, type NavItem, type PlannedScreen } from '@resto/web-common';
import type { RouteObject } from 'react-router-dom';

export const POS_SCREEN: PlannedScreen = {
  path: 'pos',
  title: 'POS terminal',
  description:
    'Take orders at the counter with PIN lock, split bills and custom payments, and keep selling while offline.',
};

export const posNav: NavItem[] = [{ label: 'POS terminal', to: '/pos', icon: <PointOfSaleRounded /> }];

/**
 * The POS terminal. It fills the screen (no navigation drawer) and signs in as its own device with a
 * pairing code, so it is mounted outside the staff sign-in guard.
 */
export const posRoutes: RouteObject[] = [
  { path: POS_SCREEN.path, element: lazyPage(() => import('./PosTerminalPage')) },
];
