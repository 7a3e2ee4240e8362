import type { CustomerReview, ReviewRating, ReviewSource } from '@resto/domain';
import type { ApiPath } from '@resto/web-common';

export const reviewPath = (restaurantId: string, storeId: string): ApiPath =>
  `/api/online-ordering/restaurants/${encodeURIComponent(restaurantId)}/stores/${encodeURIComponent(storeId)}/customer_review`;

/** What `GET .../customer_review/context` answers. */
export interface ReviewContext {
  restaurantName: string;
  storeName: string;
  timezone: string;
  order?: {
    orderId: string;
    label: string;
    placedIsoDateTimeUtc?: string;
    rated?: { rating: ReviewRating; hasMessage: boolean };
  };
  googleReviewLink: string | null;
  showReviewLink: { onOnlineOrderingPortal: boolean; onWebsite: boolean; onEmailTaxInvoice: boolean };
  bannerColor?: string;
}

export function contextPath(
  restaurantId: string,
  storeId: string,
  orderId?: string,
  token?: string,
): ApiPath {
  const query = new URLSearchParams();
  if (orderId) query.set('orderId', orderId);
  if (token) query.set('token', token);
  const text = query.toString();
  return `${reviewPath(restaurantId, storeId)}/context${text ? `?${text}` : ''}`;
}

export interface RateRequest {
  orderId?: string;
  token?: string;
  reviewSource: ReviewSource;
  rating: ReviewRating;
}

export interface RateAnswer {
  review: CustomerReview;
  reviewKey: string;
}
