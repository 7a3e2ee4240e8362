import { defineInt, defineString } from 'firebase-functions/params';
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

/** 90 minutes: long enough to have eaten, soon enough to remember the order. */
export const DEFAULT_REVIEW_REQUEST_DELAY_SECONDS = 5400;
/** A week at most: a task waits far less than Cloud Tasks' 30 days, and a later ask is no use. */
const MAX_REVIEW_REQUEST_DELAY_SECONDS = 7 * 86_400;

/**
 * How long after an order is accepted (a website order in a store without a complete step) or paid
 * at the till (a POS sale) its review request goes: those orders never reach 'completed', the step
 * that asks for the others.
 */
export const reviewRequestDelaySecondsParam = defineInt('REVIEW_REQUEST_DELAY_SECONDS', {
  default: DEFAULT_REVIEW_REQUEST_DELAY_SECONDS,
  description:
    'Seconds after acceptance (stores without a complete step) or payment at the till before the review request is sent.',
});

/** The parameter within its bounds, or its default where params are not loaded (in-process tests). */
export function reviewRequestDelaySeconds(): number {
  // An int param reads as 0 where it was never set; only a loaded one counts.
  if (process.env.REVIEW_REQUEST_DELAY_SECONDS === undefined) return DEFAULT_REVIEW_REQUEST_DELAY_SECONDS;
  const seconds = reviewRequestDelaySecondsParam.value();
  if (!Number.isFinite(seconds) || seconds < 0) return DEFAULT_REVIEW_REQUEST_DELAY_SECONDS;
  return Math.min(Math.floor(seconds), MAX_REVIEW_REQUEST_DELAY_SECONDS);
}
