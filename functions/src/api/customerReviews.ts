import {
  ZCustomerReviewRequest,
  ZReviewContextQuery,
  ZReviewGoogleOpenedRequest,
  ZReviewListQuery,
  ZReviewMessageRequest,
} from '@resto/domain';
import { Router } from 'express';
import { clientAddress } from '../abuse/clientAddress';
import { consumeLimit } from '../abuse/limits';
import { requireRestaurantRole, requireStoreAccess } from '../access/guards';
import { requireCaller } from '../http/auth';
import { readOrderingStore } from '../onlineOrdering/orderingStore';
import {
  addPrivateMessage,
  recordGoogleLinkOpened,
  reviewContext,
  submitReview,
} from '../reviews/customerReviews';
import { listReviews } from '../reviews/reviewList';
import { pathIds } from './params';

const base = '/restaurants/:restaurantId/stores/:storeId/customer_review';

/**
 * The storefront's review calls under `/api/online-ordering` (SPEC.md section 7 `.../customer_review`).
 * Public: a review link works without signing in. An order is named with its review token (from the
 * emailed or printed link) or by the signed-in customer who placed it; every call counts against the
 * caller's network address.
 */
export function customerReviewsRouter(): Router {
  const router = Router();

  router.get(`${base}/context`, async (req, res) => {
    const ids = pathIds(req, ['restaurantId', 'storeId']);
    const query = ZReviewContextQuery.parse(req.query);
    await consumeLimit('reviewPagePerIp', clientAddress(req));
    const store = await readOrderingStore(ids.restaurantId, ids.storeId);
    res.json(await reviewContext(ids, store, query, req.caller?.uid));
  });

  router.post(base, async (req, res) => {
    const ids = pathIds(req, ['restaurantId', 'storeId']);
    const request = ZCustomerReviewRequest.parse(req.body);
    await consumeLimit('reviewSubmitPerIp', clientAddress(req));
    const store = await readOrderingStore(ids.restaurantId, ids.storeId);
    res.status(201).json(await submitReview(ids, request, req.caller?.uid, store));
  });

  router.post(`${base}/:reviewId/private-message`, async (req, res) => {
    const { reviewId, ...ids } = pathIds(req, ['restaurantId', 'storeId', 'reviewId']);
    const { reviewKey, comment } = ZReviewMessageRequest.parse(req.body);
    await consumeLimit('reviewSubmitPerIp', clientAddress(req));
    const store = await readOrderingStore(ids.restaurantId, ids.storeId);
    res.json({ review: await addPrivateMessage(ids, reviewId, reviewKey, comment, store) });
  });

  router.post(`${base}/:reviewId/google-link-opened`, async (req, res) => {
    const { reviewId, ...ids } = pathIds(req, ['restaurantId', 'storeId', 'reviewId']);
    const { reviewKey } = ZReviewGoogleOpenedRequest.parse(req.body);
    await consumeLimit('reviewPagePerIp', clientAddress(req));
    await recordGoogleLinkOpened(ids, reviewId, reviewKey);
    res.status(204).end();
  });

  return router;
}

/**
 * `GET /api/reviews/restaurants/:restaurantId/customer-reviews?storeId&rating&source&fromIso&toIso&search&cursor&limit`:
 * the admin's reviews list, searched, filtered and paged by the server (a busy restaurant has far more
 * reviews than a page should load). The restaurant's members see every store; a store's staff name it.
 */
export function customerReviewsAdminRouter(): Router {
  const router = Router();
  router.get('/restaurants/:restaurantId/customer-reviews', async (req, res) => {
    const caller = requireCaller(req);
    const { restaurantId } = pathIds(req, ['restaurantId']);
    const query = ZReviewListQuery.parse(req.query);
    if (query.storeId) await requireStoreAccess(caller, restaurantId, query.storeId, 'user');
    else await requireRestaurantRole(caller, restaurantId, 'user');
    res.json(await listReviews(restaurantId, query));
  });
  return router;
}
