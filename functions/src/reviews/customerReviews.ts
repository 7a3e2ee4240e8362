import {
  type CustomerReview,
  type CustomerReviewRequest,
  displayNumberLabel,
  REVIEW_ALREADY_RECEIVED,
  REVIEW_LINK_NOT_VALID,
  REVIEW_MESSAGE_ALREADY_SENT,
  reviewBannerColor,
  reviewSearchTerms,
  ZCustomerReview,
} from '@resto/domain';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { db, nowIso } from '../admin';
import { ConflictError, HttpError, NotFoundError } from '../http/errors';
import type { OrderingStore } from '../onlineOrdering/orderingStore';
import { orderDoc } from '../orderOperations/paths';
import { stripUndefined } from '../settings/stripUndefined';
import { notifyStoreOfReview } from './reviewNotifications';
import { reviewInvitationDoc, storeReviews } from './reviewPaths';
import { readGoogleReviewSettings } from './reviewSettings';
import { hashReviewKey, newReviewToken, sameToken } from './reviewTokens';

export interface StoreIds {
  restaurantId: string;
  storeId: string;
}

function linkNotValid(): HttpError {
  return new HttpError(404, REVIEW_LINK_NOT_VALID.title, REVIEW_LINK_NOT_VALID.message);
}

/** What a review needs of its order: who placed it and its number; read loosely (online and POS orders). */
function orderFacts(snapshot: DocumentSnapshot) {
  const data = snapshot.data() ?? {};
  const customer = typeof data.customer === 'object' && data.customer !== null ? data.customer : {};
  const name = typeof customer.name === 'string' ? customer.name : data.customerName;
  return {
    customerUid: typeof data.customerUid === 'string' ? data.customerUid : undefined,
    customerName: typeof name === 'string' && name.trim() ? name.trim().slice(0, 100) : undefined,
    label: displayNumberLabel({
      id: snapshot.id,
      displayNumber: typeof data.displayNumber === 'string' ? data.displayNumber : undefined,
    }).slice(0, 20),
  };
}

/**
 * Whether the caller may speak for this order: its review link's token, or being the signed-in
 * customer who placed it. Anything else reads as "link not valid" (404), whether or not the order
 * exists, so the route tells a stranger nothing about which order ids are real.
 */
function mayReview(
  order: DocumentSnapshot,
  invitation: DocumentSnapshot,
  token: string | undefined,
  uid?: string,
) {
  if (!order.exists) return false;
  if (sameToken(token, invitation.get('token'))) return true;
  const owner = orderFacts(order).customerUid;
  return uid !== undefined && owner !== undefined && owner === uid;
}

export interface ReviewAnswer {
  review: CustomerReview;
  /** Lets whoever rated add their private message or record the Google choice; shown once. */
  reviewKey: string;
}

/**
 * Records a rating: one review per order (the review's id is the order's, created in a transaction,
 * so a second rating or a racing one gets the catalogue's 409), or a store review without an order.
 */
export async function submitReview(
  ids: StoreIds,
  request: CustomerReviewRequest,
  callerUid: string | undefined,
  store: OrderingStore,
): Promise<ReviewAnswer> {
  const now = nowIso();
  const reviews = storeReviews(ids.restaurantId, ids.storeId);
  let answer: ReviewAnswer;
  if (request.orderId) {
    const orderId = request.orderId;
    answer = await db().runTransaction(async (tx) => {
      const [order, invitation, existing] = await tx.getAll(
        orderDoc(ids.restaurantId, ids.storeId, orderId),
        reviewInvitationDoc(ids.restaurantId, ids.storeId, orderId),
        reviews.doc(orderId),
      );
      if (!order || !invitation || !existing || !mayReview(order, invitation, request.token, callerUid))
        throw linkNotValid();
      if (existing.exists)
        throw new ConflictError(REVIEW_ALREADY_RECEIVED.message, REVIEW_ALREADY_RECEIVED.title);
      const facts = orderFacts(order);
      // The link's token is the key for the next steps; a signed-in customer without one gets a fresh key.
      const reviewKey =
        request.token && sameToken(request.token, invitation.get('token')) ? request.token : newReviewToken();
      const review = ZCustomerReview.parse({
        id: orderId,
        ...ids,
        orderId,
        orderLabel: facts.label,
        customerName: facts.customerName,
        reviewSource: request.reviewSource,
        rating: request.rating,
        createdIsoDateTimeUtc: now,
      });
      tx.create(
        existing.ref,
        stripUndefined({
          ...review,
          reviewKeyHash: hashReviewKey(reviewKey),
          searchTerms: reviewSearchTerms(review),
        }),
      );
      return { review, reviewKey };
    });
  } else {
    const ref = reviews.doc();
    const reviewKey = newReviewToken();
    const review = ZCustomerReview.parse({
      id: ref.id,
      ...ids,
      reviewSource: request.reviewSource,
      rating: request.rating,
      createdIsoDateTimeUtc: now,
    });
    await ref.create(
      stripUndefined({
        ...review,
        reviewKeyHash: hashReviewKey(reviewKey),
        searchTerms: reviewSearchTerms(review),
      }),
    );
    answer = { review, reviewKey };
  }
  await notifyStoreOfReview(store, answer.review, 'rated');
  return answer;
}

async function reviewForKey(ids: StoreIds, reviewId: string, reviewKey: string) {
  const ref = storeReviews(ids.restaurantId, ids.storeId).doc(reviewId);
  return {
    ref,
    matches: (snapshot: DocumentSnapshot) =>
      snapshot.exists && snapshot.get('reviewKeyHash') === hashReviewKey(reviewKey),
  };
}

/** "Tell us privately": the customer's message is added to their review, once. */
export async function addPrivateMessage(
  ids: StoreIds,
  reviewId: string,
  reviewKey: string,
  comment: string,
  store: OrderingStore,
): Promise<CustomerReview> {
  const { ref, matches } = await reviewForKey(ids, reviewId, reviewKey);
  const review = await db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!matches(snapshot))
      throw new NotFoundError('We could not find your review. Use the link you rated with.');
    if (snapshot.get('comment') !== undefined)
      throw new ConflictError(REVIEW_MESSAGE_ALREADY_SENT.message, REVIEW_MESSAGE_ALREADY_SENT.title);
    const at = nowIso();
    const updated = ZCustomerReview.parse({ ...snapshot.data(), comment, commentIsoDateTimeUtc: at });
    // The message's words make the review findable by the owner's search too.
    tx.update(ref, { comment, commentIsoDateTimeUtc: at, searchTerms: reviewSearchTerms(updated) });
    return updated;
  });
  await notifyStoreOfReview(store, review, 'message');
  return review;
}

/** Notes that the customer chose "Review us on Google" (first time only). */
export async function recordGoogleLinkOpened(
  ids: StoreIds,
  reviewId: string,
  reviewKey: string,
): Promise<void> {
  const { ref, matches } = await reviewForKey(ids, reviewId, reviewKey);
  await db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!matches(snapshot))
      throw new NotFoundError('We could not find your review. Use the link you rated with.');
    if (snapshot.get('googleLinkOpenedIsoDateTimeUtc') === undefined)
      tx.update(ref, { googleLinkOpenedIsoDateTimeUtc: nowIso() });
  });
}

/**
 * What the review page shows: the store, the order (when the link names one and the caller may
 * review it), whether it was rated already, and the Google link. The Google choice is the same for
 * every customer and every rating (no review gating): it depends only on the store having a link.
 */
export async function reviewContext(
  ids: StoreIds,
  store: OrderingStore,
  query: { orderId?: string | undefined; token?: string | undefined },
  callerUid: string | undefined,
) {
  const settings = await readGoogleReviewSettings(ids);
  let order:
    | {
        orderId: string;
        label: string;
        placedIsoDateTimeUtc?: string;
        rated?: { rating: string; hasMessage: boolean };
      }
    | undefined;
  if (query.orderId) {
    const [orderSnap, invitation, review] = await db().getAll(
      orderDoc(ids.restaurantId, ids.storeId, query.orderId),
      reviewInvitationDoc(ids.restaurantId, ids.storeId, query.orderId),
      storeReviews(ids.restaurantId, ids.storeId).doc(query.orderId),
    );
    if (!orderSnap || !invitation || !review || !mayReview(orderSnap, invitation, query.token, callerUid))
      throw linkNotValid();
    const placed: unknown = orderSnap.get('placedIsoDateTimeUtc');
    order = {
      orderId: query.orderId,
      label: orderFacts(orderSnap).label,
      ...(typeof placed === 'string' ? { placedIsoDateTimeUtc: placed } : {}),
      ...(review.exists
        ? { rated: { rating: String(review.get('rating')), hasMessage: review.get('comment') !== undefined } }
        : {}),
    };
  }
  const bannerColor = reviewBannerColor(settings);
  return {
    restaurantName: store.restaurantName,
    storeName: store.menu.store.name,
    timezone: store.menu.store.timezone,
    ...(order ? { order } : {}),
    googleReviewLink: settings.link || null,
    showReviewLink: settings.showReviewLink,
    ...(bannerColor ? { bannerColor } : {}),
  };
}
