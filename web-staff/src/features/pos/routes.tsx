import PointOfSaleRounded from '@mui/icons-material/PointOfSaleRounded';
import { ComingSoon, type NavItem, type PlannedScreen } from '@resto/web-common';
import type { RouteObject } from 'react-router-dom';

export const POS_SCREEN: PlannedScreen = {
  path: 'pos',
  title: 'POS terminal',
  description:
    'Take orders at the counter with PIN lock, split bills, refunds and card terminals, and keep selling while offline.',
};

export const posNav: NavItem[] = [{ label: 'POS terminal', to: '/pos', icon: <PointOfSaleRounded /> }];

/** The POS terminal (a placeholder until it is built). It fills the screen: no navigation drawer. */
export const posRoutes: RouteObject[] = [
  {
    path: POS_SCREEN.path,
    element: (
      <ComingSoon
        fullPage
        title={POS_SCREEN.title}
        description={POS_SCREEN.description}
        backTo="/home"
        backLabel="Back to home"
      />
    ),
  },
];
