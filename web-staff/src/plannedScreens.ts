import type { PlannedScreen } from '@resto/web-common';

// Staff screens of SPEC.md section 2 that later issues build (none left: order screens are built).
export const STAFF_SCREENS: PlannedScreen[] = [];

export const POS_SCREEN: PlannedScreen = {
  path: 'pos',
  title: 'POS terminal',
  description:
    'Take orders at the counter with PIN lock, split bills, refunds and card terminals, and keep selling while offline.',
};
