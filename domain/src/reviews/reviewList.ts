import { type LocalDate, localDateAt } from '../time/zonedTime';
import type { CustomerReview, ReviewRating, ReviewSource } from './reviews';

export interface ReviewFilters {
  rating?: ReviewRating | undefined;
  source?: ReviewSource | undefined;
  storeId?: string | undefined;
  /** Free text: matches the order number, the customer's name and the private message. */
  search?: string | undefined;
}

function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim();
}

/** The reviews a list shows for its filters, newest first. */
export function filterReviews<T extends CustomerReview>(reviews: readonly T[], filters: ReviewFilters): T[] {
  const words = normalise(filters.search ?? '')
    .replace(/^#/, '')
    .split(/\s+/)
    .filter(Boolean);
  return reviews
    .filter((review) => !filters.rating || review.rating === filters.rating)
    .filter((review) => !filters.source || review.reviewSource === filters.source)
    .filter((review) => !filters.storeId || review.storeId === filters.storeId)
    .filter((review) => {
      if (words.length === 0) return true;
      const haystack = normalise(
        [review.orderLabel?.replace(/^#/, '') ?? '', review.customerName ?? '', review.comment ?? ''].join(
          ' ',
        ),
      );
      return words.every((word) => haystack.includes(word));
    })
    .sort((a, b) => b.createdIsoDateTimeUtc.localeCompare(a.createdIsoDateTimeUtc));
}

export interface ReviewTrendPoint {
  date: LocalDate;
  happy: number;
  sad: number;
}

/**
 * Happy and sad reviews per day of the store's calendar, every day of `dates` present (a quiet day
 * is a zero, not a gap), in order.
 */
export function reviewTrend(
  reviews: readonly Pick<CustomerReview, 'rating' | 'createdIsoDateTimeUtc'>[],
  dates: readonly LocalDate[],
  timezone: string,
): ReviewTrendPoint[] {
  const points = new Map<LocalDate, ReviewTrendPoint>(
    dates.map((date) => [date, { date, happy: 0, sad: 0 }]),
  );
  for (const review of reviews) {
    const point = points.get(localDateAt(new Date(review.createdIsoDateTimeUtc), timezone));
    if (!point) continue;
    if (review.rating === 'HAPPY') point.happy += 1;
    else point.sad += 1;
  }
  return [...points.values()];
}

/** Counts and the happy share (0-100, rounded) of a set of reviews. */
export function reviewSummary(reviews: readonly Pick<CustomerReview, 'rating'>[]): {
  total: number;
  happy: number;
  sad: number;
  happyPercent: number | undefined;
} {
  const happy = reviews.filter((review) => review.rating === 'HAPPY').length;
  const total = reviews.length;
  return {
    total,
    happy,
    sad: total - happy,
    happyPercent: total === 0 ? undefined : Math.round((happy / total) * 100),
  };
}

/**
 * Server-side search of a restaurant's reviews (`GET /api/reviews/restaurants/{r}/customer-reviews`):
 * each review carries `searchTerms`, the prefixes of the words of its order number, customer name
 * and private message, so Firestore finds the reviews whose words start with a searched word
 * (`array-contains`) among thousands, with the filters and newest-first paging in the same query.
 */
export const REVIEW_SEARCH_TERM_MAX = 15;
/** Bounds one review's index entries: a 1,000-character message has at most ~170 words. */
export const REVIEW_SEARCH_TERMS_MAX = 400;

/** The words of a text as search sees them: lower case, no accents, letters and digits only. */
export function reviewSearchWords(text: string): string[] {
  return normalise(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The prefixes (1 to REVIEW_SEARCH_TERM_MAX characters) of every word a review is found by. */
export function reviewSearchTerms(
  review: Pick<CustomerReview, 'orderLabel' | 'customerName' | 'comment'>,
): string[] {
  const words = new Set(
    reviewSearchWords([review.orderLabel ?? '', review.customerName ?? '', review.comment ?? ''].join(' ')),
  );
  const terms = new Set<string>();
  for (const word of words) {
    const longest = Math.min(word.length, REVIEW_SEARCH_TERM_MAX);
    for (let length = 1; length <= longest; length += 1) terms.add(word.slice(0, length));
    if (terms.size >= REVIEW_SEARCH_TERMS_MAX) break;
  }
  return [...terms].slice(0, REVIEW_SEARCH_TERMS_MAX);
}

/** The searched words, each as the term it is looked up by (at most REVIEW_SEARCH_TERM_MAX characters). */
export function reviewSearchQueryTerms(search: string | undefined): string[] {
  return [...new Set(reviewSearchWords(search ?? '').map((word) => word.slice(0, REVIEW_SEARCH_TERM_MAX)))];
}

/** Whether a review is found by every searched word (each the start of one of its words). */
export function reviewMatchesSearch(
  review: Pick<CustomerReview, 'orderLabel' | 'customerName' | 'comment'>,
  search: string | undefined,
): boolean {
  const wanted = reviewSearchQueryTerms(search);
  if (wanted.length === 0) return true;
  const words = reviewSearchWords(
    [review.orderLabel ?? '', review.customerName ?? '', review.comment ?? ''].join(' '),
  );
  return wanted.every((term) => words.some((word) => word.startsWith(term)));
}
