import type { PlannedScreen } from '@resto/web-common';

// Storefront screens of SPEC.md section 2 that later issues build; relative to the store's base path.
export const STORE_SCREENS: PlannedScreen[] = [
  // Table bookings: built (features/bookings); see its routes.tsx.
  // Customer reviews: built (features/reviews); see its routes.tsx.
];
