import type { AuthLayoutProps } from '@resto/web-common';

/** The brand panel beside every sign-in page of the admin app. */
export const ADMIN_AUTH_BRAND: Pick<AuthLayoutProps, 'product' | 'tagline' | 'highlights'> = {
  product: 'Admin',
  tagline: 'Run your restaurant, from the front counter to the kitchen.',
  highlights: [
    'Online ordering for pickup, delivery and dine-in',
    'POS, kitchen screens and printers kept in sync',
    'Menus, coupons, loyalty and reports in one place',
  ],
};
