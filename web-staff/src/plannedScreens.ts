import type { PlannedScreen } from '@resto/web-common';

// Staff screens of SPEC.md section 2 that later issues build (none left: order screens are built;
// the POS terminal's placeholder is in features/pos).
export const STAFF_SCREENS: PlannedScreen[] = [];
