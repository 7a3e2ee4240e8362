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
