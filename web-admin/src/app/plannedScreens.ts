import type { PlannedScreen } from '@resto/web-common';

// Screens of SPEC.md section 2 that later issues build. Paths are relative to their area's layout route.

export const PLATFORM_SCREENS: PlannedScreen[] = [
  // Domains: built (web-admin/src/features/website); see its routes.tsx.
  // Printers, cloud kitchen printers, restaurant browse, new orders, batch uploads and platform settings: built
  // (web-admin/src/features/superAdmin); see its routes.tsx.
];

export const RESTAURANT_SCREENS: PlannedScreen[] = [
  // Website theme: built (web-admin/src/features/website); see its routes.tsx.
];

export const STORE_SCREENS: PlannedScreen[] = [
  // Sales
  // Order with Google order: built (web-admin/src/features/googleOrdering); see its routes.tsx.
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
  // Store website (info, navigation bar, custom pages): built (web-admin/src/features/website).
];
