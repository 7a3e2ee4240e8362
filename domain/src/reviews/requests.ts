import { z } from 'zod';
import { ZDocumentId, ZIsoDateTimeUtc } from '../common/common';
import {
  type CustomerReview,
  REVIEW_COMMENT_MAX,
  REVIEW_LIST_PAGE_SIZE,
  REVIEW_RATINGS,
  REVIEW_SEARCH_MAX,
  REVIEW_SOURCES,
  type ReviewSource,
} from './reviews';

/**
 * An order's review token: 24 random letters and digits (about 143 bits), made by the server for
 * each order and put in its review links, so a link opens that order's review and nobody can rate
 * an order by guessing its id.
 */
export const REVIEW_TOKEN_PATTERN = /^[A-Za-z0-9]{24}$/;
export const ZReviewToken = z
  .string()
  .trim()
  .max(64)
  .regex(REVIEW_TOKEN_PATTERN, 'This review link is not valid');

/** `POST /api/online-ordering/.../customer_review`: a rating, for an order (with its token) or the store. */
export const ZCustomerReviewRequest = z.object({
  orderId: ZDocumentId.optional(),
  /** The order's review token from the link; a signed-in customer rating their own order needs none. */
  token: ZReviewToken.optional(),
  reviewSource: z.enum(REVIEW_SOURCES, { error: 'Unknown review source' }),
  rating: z.enum(REVIEW_RATINGS, { error: 'Choose happy or sad' }),
});
export type CustomerReviewRequest = z.infer<typeof ZCustomerReviewRequest>;

/** `POST .../customer_review/{reviewId}/private-message`: "Tell us privately". */
export const ZReviewMessageRequest = z.object({
  /** The key the rating call answered with: whoever rated may add their message, nobody else. */
  reviewKey: ZReviewToken,
  comment: z
    .string()
    .trim()
    .min(1, 'Write a few words first')
    .max(REVIEW_COMMENT_MAX, `Keep it to ${REVIEW_COMMENT_MAX.toLocaleString('en')} characters`),
});

/** `POST .../customer_review/{reviewId}/google-link-opened`: the customer chose "Review us on Google". */
export const ZReviewGoogleOpenedRequest = z.object({ reviewKey: ZReviewToken });

/** `GET .../customer_review/context?orderId&token`: what the review page shows. */
export const ZReviewContextQuery = z.object({
  orderId: ZDocumentId.optional(),
  token: ZReviewToken.optional(),
});

/** The catalogue's words for a second rating of one order (409). */
export const REVIEW_ALREADY_RECEIVED = {
  title: 'Review Already Received',
  message: 'This order has already been rated. Thank you for telling us how it went.',
} as const;
export const REVIEW_MESSAGE_ALREADY_SENT = {
  title: 'Message Already Sent',
  message: 'Your message about this order has already reached the restaurant.',
} as const;
export const REVIEW_LINK_NOT_VALID = {
  title: 'Review Link Not Valid',
  message: 'This review link is not valid for this order. Use the link from your email or receipt.',
} as const;

/** Reads a `?source=` query parameter of a review link; unknown or missing reads as `fallback`. */
export function reviewSourceFromParam(
  value: string | null | undefined,
  fallback: ReviewSource,
): ReviewSource {
  return (REVIEW_SOURCES as readonly string[]).includes(value ?? '') ? (value as ReviewSource) : fallback;
}

/**
 * The storefront's review page for an order, as links, QR codes and emails carry it:
 * `{base}/restaurants/{r}/stores/{s}/customer-review/{orderId}?source=…&token=…`.
 */
export function reviewPageUrl(input: {
  customerAppBaseUrl: string;
  restaurantId: string;
  storeId: string;
  orderId?: string | undefined;
  token?: string | undefined;
  source: ReviewSource;
}): string {
  const base = input.customerAppBaseUrl.replace(/\/+$/, '');
  const path = `/restaurants/${encodeURIComponent(input.restaurantId)}/stores/${encodeURIComponent(input.storeId)}/customer-review${
    input.orderId ? `/${encodeURIComponent(input.orderId)}` : ''
  }`;
  const token = input.token ? `&token=${encodeURIComponent(input.token)}` : '';
  return `${base}${path}?source=${encodeURIComponent(input.source)}${token}`;
}

/**
 * `GET /api/reviews/restaurants/{r}/customer-reviews`: one page of the restaurant's reviews (or one
 * store's), newest first, filtered by rating, source and a time range, searched by words of the order
 * number, customer name and private message; `cursor` is the previous page's `nextCursor`.
 */
export const ZReviewListQuery = z.object({
  storeId: ZDocumentId.optional(),
  rating: z.enum(REVIEW_RATINGS, { error: 'Choose happy or sad' }).optional(),
  source: z.enum(REVIEW_SOURCES, { error: 'Unknown review source' }).optional(),
  /** From this instant (inclusive), and before `toIso`. */
  fromIso: ZIsoDateTimeUtc.optional(),
  toIso: ZIsoDateTimeUtc.optional(),
  search: z
    .string()
    .trim()
    .max(REVIEW_SEARCH_MAX, `Search for at most ${REVIEW_SEARCH_MAX} characters`)
    .optional(),
  cursor: z.string().max(600).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(REVIEW_LIST_PAGE_SIZE),
});
export type ReviewListQuery = z.infer<typeof ZReviewListQuery>;

/** One page of the list; `nextCursor` is null on the last page. */
export interface ReviewListPage {
  reviews: CustomerReview[];
  nextCursor: string | null;
}

/** Every request schema of the review routes, for the API's bounded-input test. */
export const REVIEWS_REQUEST_SCHEMAS = {
  ZCustomerReviewRequest,
  ZReviewMessageRequest,
  ZReviewGoogleOpenedRequest,
  ZReviewContextQuery,
  ZReviewListQuery,
};
