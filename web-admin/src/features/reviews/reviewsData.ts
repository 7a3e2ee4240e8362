import type { CustomerReview } from '@resto/domain';
import { docConverter, firestore } from '@resto/web-common';
import { collection, limit, orderBy, query, where } from 'firebase/firestore';

/** How many reviews one store's trend reads: a busy store's three months (the list pages on the server). */
export const REVIEWS_READ_LIMIT = 1000;

const converter = docConverter<Omit<CustomerReview, 'id'>>();

/** A store's reviews from `fromIso` until before `toIso`, newest first (the single-field index on the creation time). */
export function storeReviewsBetween(restaurantId: string, storeId: string, fromIso: string, toIso: string) {
  return query(
    collection(firestore(), 'restaurants', restaurantId, 'stores', storeId, 'reviews').withConverter(
      converter,
    ),
    where('createdIsoDateTimeUtc', '>=', fromIso),
    where('createdIsoDateTimeUtc', '<', toIso),
    orderBy('createdIsoDateTimeUtc', 'desc'),
    limit(REVIEWS_READ_LIMIT),
  );
}
