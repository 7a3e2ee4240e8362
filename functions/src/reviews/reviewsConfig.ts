import { defineString } from 'firebase-functions/params';
import { paymentAdminBaseUrl } from '../payments/paymentsConfig';

/**
 * The storefront's origin, for the review links in emails, texts and printed QR codes. A parameter,
 * not the request's Origin, so a link always leads to our own storefront.
 */
export const customerAppBaseUrlParam = defineString('CUSTOMER_APP_BASE_URL', {
  default: 'http://127.0.0.1:5005',
  description: 'Origin of the customer app (e.g. https://order.example.com), without a trailing slash.',
});

const LOCAL_CUSTOMER_APP = 'http://127.0.0.1:5005';
const LOCAL_ADMIN_APP = 'http://127.0.0.1:5000';

/** The parameter, or its own default where params are not loaded (the routes run in-process in tests). */
export function customerAppBaseUrl(): string {
  return (customerAppBaseUrlParam.value() || LOCAL_CUSTOMER_APP).replace(/\/+$/, '');
}

/** The admin page of a restaurant's reviews, filtered to one store (for the store's notification email). */
export function adminReviewsUrl(restaurantId: string, storeId: string): string {
  return `${paymentAdminBaseUrl() || LOCAL_ADMIN_APP}/restaurants/${encodeURIComponent(restaurantId)}/customer-reviews?storeId=${encodeURIComponent(storeId)}`;
}
