import TableRestaurantRounded from '@mui/icons-material/TableRestaurantRounded';
import { lazyPage, type NavItem } from '@resto/web-common';
import type { RouteObject } from 'react-router-dom';

export const tablesNav: NavItem[] = [{ label: 'Tables', to: '/tables', icon: <TableRestaurantRounded /> }];

/** The live table map for signed-in staff (inside the app shell). */
export const tablesRoutes: RouteObject[] = [
  {
    path: 'tables',
    lazy: async () => ({ Component: (await import('./TablesPage')).TablesStorePicker }),
  },
  {
    path: 'restaurants/:restaurantId/stores/:storeId/tables',
    element: lazyPage(() => import('./TablesPage')),
  },
];

/** The till's table map: a paired POS terminal, outside the staff sign-in. */
export const posTablesRoutes: RouteObject[] = [
  { path: 'pos/tables', element: lazyPage(() => import('./PosTablesPage')) },
];
