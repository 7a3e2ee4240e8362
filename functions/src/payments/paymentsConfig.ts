import { defineString } from 'firebase-functions/params';

/**
 * The admin app's origin, for the links the card provider's hosted account forms send store admins
 * back to. A parameter rather than the request's Origin header, so nobody can make the provider
 * redirect to a site of their choosing.
 */
export const paymentsAdminBaseUrl = defineString('PAYMENTS_ADMIN_BASE_URL', {
  default: 'http://127.0.0.1:5000',
  description: 'Origin of the admin app (e.g. https://admin.example.com), without a trailing slash.',
});

export function paymentAdminBaseUrl(): string {
  return paymentsAdminBaseUrl.value().replace(/\/+$/, '');
}
