import type { CustomerReview } from '@resto/domain';
import { docConverter, firestore } from '@resto/web-common';
import { collection, limit, orderBy, query, where } from 'firebase/firestore';

/** How many reviews one store's view reads: a busy store's three months. */
export const REVIEWS_READ_LIMIT = 1000;

const converter = docConverter<Omit<CustomerReview, 'id'>>();

/** A store's reviews since `fromIso`, newest first (the single-field index on the creation time). */
export function storeReviewsSince(restaurantId: string, storeId: string, fromIso: string) {
  return query(
    collection(firestore(), 'restaurants', restaurantId, 'stores', storeId, 'reviews').withConverter(
      converter,
    ),
    where('createdIsoDateTimeUtc', '>=', fromIso),
    orderBy('createdIsoDateTimeUtc', 'desc'),
    limit(REVIEWS_READ_LIMIT),
  );
}
