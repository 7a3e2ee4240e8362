import { lazyPage } from '@resto/web-common';
import type { RouteObject } from 'react-router-dom';

const menuPage = lazyPage(() => import('./MenuPage'));
const createItem = lazyPage(() => import('./ItemCreatePage'));
const editItem = lazyPage(() => import('./ItemEditPage'));
const viewItem = lazyPage(() => import('./ItemViewPage'));

/** Item types as written in addresses (SPEC.md section 2). */
const TYPE_SEGMENTS = ['item', 'pizza', 'half-and-half', 'deal', 'custom-item'];

/**
 * The menu screens of a store (paths relative to `/restaurants/:restaurantId/stores/:storeId`). New
 * items can be added from the menu (`create/pizza`, category chosen in the form) or inside a category
 * (`categories/:categoryId/create/pizza`); one page serves every type and reads it from the address.
 * `menu/import` loads a whole menu from a file.
 */
export const MENU_ROUTES: RouteObject[] = [
  { path: 'menu', element: menuPage },
  { path: 'menu/import', element: lazyPage(() => import('./import/MenuImportPage')) },
  { path: 'menu/import/guide', element: lazyPage(() => import('./import/ImportGuidePage')) },
  { path: 'create/category', element: lazyPage(() => import('./CategoryCreatePage')) },
  { path: 'categories/:categoryId', element: lazyPage(() => import('./CategoryViewPage')) },
  { path: 'categories/:categoryId/edit', element: lazyPage(() => import('./CategoryEditPage')) },
  ...TYPE_SEGMENTS.flatMap((segment) => [
    { path: `create/${segment}`, element: createItem },
    { path: `categories/:categoryId/create/${segment}`, element: createItem },
    { path: `items/:itemId/${segment}/edit`, element: editItem },
  ]),
  { path: 'items/:itemId', element: viewItem },
  { path: 'items/:itemId/item/view', element: viewItem },
  { path: 'items/:itemId/pizza/view', element: viewItem },
  { path: 'settings/pizza', element: lazyPage(() => import('./PizzaSettingsPage')) },
];
