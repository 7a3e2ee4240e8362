import {
  type CustomerReview,
  type ReviewListPage,
  type ReviewListQuery,
  reviewMatchesSearch,
  reviewSearchQueryTerms,
  ZCustomerReview,
} from '@resto/domain';
import type { DocumentSnapshot, Query } from 'firebase-admin/firestore';
import { db } from '../admin';
import { FieldError } from '../http/errors';
import { storeReviews } from './reviewPaths';

/** At most this many batches are read for one page when later searched words leave few matches. */
const MAX_BATCHES = 5;

interface Cursor {
  /** The path of the last review of the previous page. */
  path: string;
}

function encodeCursor(snapshot: DocumentSnapshot): string {
  return Buffer.from(JSON.stringify({ path: snapshot.ref.path } satisfies Cursor)).toString('base64url');
}

function cursorProblem(): FieldError {
  return new FieldError('cursor', 'This page of reviews is out of date. Start again from the first page.');
}

/**
 * The previous page's last review, as a query cursor. Only a review of this restaurant (and of the
 * store asked for) is accepted, so a cursor never reads another tenant's documents.
 */
async function cursorSnapshot(
  restaurantId: string,
  storeId: string | undefined,
  cursor: string,
): Promise<DocumentSnapshot> {
  let path: unknown;
  try {
    path = (JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Partial<Cursor>).path;
  } catch {
    throw cursorProblem();
  }
  const pattern =
    /^restaurants\/([A-Za-z0-9_-]{1,128})\/stores\/([A-Za-z0-9_-]{1,128})\/reviews\/[A-Za-z0-9_-]{1,128}$/;
  const match = typeof path === 'string' ? pattern.exec(path) : null;
  if (!match || match[1] !== restaurantId || (storeId !== undefined && match[2] !== storeId))
    throw cursorProblem();
  const snapshot = await db()
    .doc(path as string)
    .get();
  if (!snapshot.exists) throw cursorProblem();
  return snapshot;
}

/**
 * One page of a restaurant's reviews, newest first, found by Firestore itself: the filters are
 * equality and range conditions of the query, the first searched word an `array-contains` on the
 * review's `searchTerms` (reviews written before search existed have none and are not found by a
 * search). Further searched words are checked on what the query returns, reading on in batches
 * (bounded) until the page is full.
 */
export async function listReviews(restaurantId: string, request: ReviewListQuery): Promise<ReviewListPage> {
  const { storeId, limit } = request;
  let query: Query = storeId
    ? storeReviews(restaurantId, storeId)
    : db().collectionGroup('reviews').where('restaurantId', '==', restaurantId);
  if (request.rating) query = query.where('rating', '==', request.rating);
  if (request.source) query = query.where('reviewSource', '==', request.source);
  const [firstTerm, ...otherTerms] = reviewSearchQueryTerms(request.search);
  if (firstTerm) query = query.where('searchTerms', 'array-contains', firstTerm);
  if (request.fromIso) query = query.where('createdIsoDateTimeUtc', '>=', request.fromIso);
  if (request.toIso) query = query.where('createdIsoDateTimeUtc', '<', request.toIso);
  query = query.orderBy('createdIsoDateTimeUtc', 'desc');

  let after = request.cursor ? await cursorSnapshot(restaurantId, storeId, request.cursor) : undefined;
  const found: { review: CustomerReview; snapshot: DocumentSnapshot }[] = [];
  // One more than the page, so the answer knows whether another page follows.
  const batchSize = otherTerms.length > 0 ? Math.max(limit * 3, 50) : limit + 1;
  for (let batch = 0; batch < MAX_BATCHES && found.length <= limit; batch += 1) {
    const page = await (after ? query.startAfter(after) : query).limit(batchSize).get();
    for (const snapshot of page.docs) {
      const parsed = ZCustomerReview.safeParse({ ...snapshot.data(), id: snapshot.id });
      if (!parsed.success) continue;
      if (otherTerms.length > 0 && !reviewMatchesSearch(parsed.data, request.search)) continue;
      found.push({ review: parsed.data, snapshot });
      if (found.length > limit) break;
    }
    after = page.docs.at(-1);
    if (page.size < batchSize) {
      // Nothing more to read: the answer holds every match there is.
      const reviews = found.slice(0, limit);
      const last = found.length > limit ? reviews.at(-1) : undefined;
      return {
        reviews: reviews.map((entry) => entry.review),
        nextCursor: last ? encodeCursor(last.snapshot) : null,
      };
    }
  }
  const reviews = found.slice(0, limit);
  // More may follow: the next page starts after the last review shown, or after the last one read
  // when a rare search matched fewer than a page in the batches read.
  const last = found.length > limit ? reviews.at(-1)?.snapshot : (after ?? reviews.at(-1)?.snapshot);
  return { reviews: reviews.map((entry) => entry.review), nextCursor: last ? encodeCursor(last) : null };
}
