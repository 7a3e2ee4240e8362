import type { PlannedScreen } from '@resto/web-common';

// Screens of SPEC.md section 2 that later issues build. Paths are relative to their area's layout route.

export const PLATFORM_SCREENS: PlannedScreen[] = [
  {
    path: 'super-admin/domains',
    title: 'Domains',
    description: 'Custom website domains and the restaurant and store each one serves.',
  },
  {
    path: 'super-admin/domains/edit/:domainName',
    title: 'Edit domain',
    description: 'Change which restaurant and store a custom domain serves.',
  },
  {
    path: 'super-admin/domains/create/:domainName',
    title: 'Add domain',
    description: "Point a new custom domain at a restaurant's website.",
  },
  // Printers, cloud kitchen printers, restaurant browse, new orders, batch uploads and platform settings: built
  // (web-admin/src/features/superAdmin); see its routes.tsx.
];

export const RESTAURANT_SCREENS: PlannedScreen[] = [
  {
    path: 'website-theme',
    title: 'Website theme',
    description: "Choose the colours, fonts and images of the restaurant's website.",
  },
];

export const STORE_SCREENS: PlannedScreen[] = [
  // Sales
  {
    path: 'google-orders/:googleOrderId',
    title: 'Online search order',
    description: 'An order placed through the online-search ordering channel.',
  },
  // Uber Eats order: built (web-admin/src/features/marketplace); see its routes.tsx.
  // POS order history and POS order: built (web-admin/src/features/posOrders); see its routes.tsx.
  // Table bookings: built (web-admin/src/features/tableBookings); see its routes.tsx.
  // Payouts and transaction fees: built (web-admin/src/features/payments); see its routes.tsx.
  // Menu: built (web-admin/src/features/menu); see its routes.tsx.
  // Item routing: built (web-admin/src/features/printing); see its routes.tsx.
  // Store settings: built (web-admin/src/features/settings); see its routes.tsx.
  // In store
  // POS terminals, their settings and POS trading hours: built (web-admin/src/features/posSettings).
  // Dine-in tables: built (web-admin/src/features/dineIn); see its routes.tsx.
  // Growth
  // Marketing (SMS campaigns): built (web-admin/src/features/marketing); see its routes.tsx.
  // Add-on settings pages: built (web-admin/src/features/addOns); see its routes.tsx.
  // Integrations, their management and Uber Eats (connection, menu, prices): built
  // (web-admin/src/features/marketplace); see its routes.tsx.
  // integrations/anz-worldline: built (web-admin/src/features/cardTerminals).
  {
    path: 'website/info',
    title: 'Store website',
    description: "The store's page on the website: contact details and about text.",
  },
  {
    path: 'website/custom-navbar',
    title: 'Website navigation',
    description: "Arrange the links in the website's navigation bar.",
  },
  {
    path: 'website/custom-pages',
    title: 'Custom pages',
    description: "Add pages of your own to the store's website.",
  },
  {
    path: 'website/custom-pages/:customPageId',
    title: 'Custom page',
    description: "Edit one custom page of the store's website.",
  },
];
