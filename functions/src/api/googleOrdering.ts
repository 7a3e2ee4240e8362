/**
 * `/api/google-ordering`: Order with Google (end-to-end ordering), see functions/src/googleOrdering.
 * - Google: `POST /fulfillment`, the one webhook for checkout and submit. Its `Authorization` header
 *   is a Google-signed JWT for our ordering project (checked here, not by the Firebase session
 *   middleware); anything else is 401 and nothing is read.
 * - Staff and the store's POS terminals: `POST /restaurants/{r}/stores/{s}/orders/{orderId}/mark-ready`
 *   (Google hears READY_FOR_PICKUP); `POST .../orders/{orderId}/updates/{state}/resend` sends an
 *   update Google refused or never got again.
 */
import { GOOGLE_ORDER_STATES, GOOGLE_ORDERING_REQUEST_SCHEMAS } from '@resto/domain';
import { Router } from 'express';
import { googleFulfillment } from '../googleOrdering/fulfillment';
import { markGoogleOrderReady } from '../googleOrdering/markReady';
import { resendGoogleOrderUpdate } from '../googleOrdering/orderUpdates';
import { requireCaller } from '../http/auth';
import { NotFoundError } from '../http/errors';
import { googleOrderingPort } from '../integrations/googleOrdering';
import { GoogleOrderingNotConfigured } from '../integrations/googleOrdering/port';
import { log } from '../log';
import { requireOrderActor } from '../orderOperations/actor';
import { pathIds } from './params';

export function googleOrderingRouter(): Router {
  const router = Router();

  router.post('/fulfillment', async (req, res) => {
    let check: Awaited<ReturnType<ReturnType<typeof googleOrderingPort>['verifyRequest']>>;
    try {
      check = await googleOrderingPort().verifyRequest(req.header('authorization'));
    } catch (error) {
      if (!(error instanceof GoogleOrderingNotConfigured)) {
        // Google's keys could not be fetched: Google tries again later.
        log.warn('googleOrdering.keys_unavailable', { requestId: req.requestId, error: String(error) });
        res
          .status(503)
          .json({ title: 'Try again', message: "Google's signing keys could not be read just now." });
        return;
      }
      check = { ok: false, why: 'not configured' };
    }
    if (!check.ok) {
      log.warn('googleOrdering.unauthenticated', { requestId: req.requestId, why: check.why });
      res.status(401).json({
        title: 'Not signed by Google',
        message: 'This request does not carry a valid Google token for this ordering project.',
      });
      return;
    }
    const outcome = await googleFulfillment(req.body);
    res.status(outcome.status).json(outcome.body);
  });

  router.post('/restaurants/:restaurantId/stores/:storeId/orders/:orderId/mark-ready', async (req, res) => {
    const caller = requireCaller(req);
    const { restaurantId, storeId, orderId } = pathIds(req, ['restaurantId', 'storeId', 'orderId']);
    await requireOrderActor(caller, restaurantId, storeId);
    GOOGLE_ORDERING_REQUEST_SCHEMAS.markReady.parse(req.body ?? {});
    res.json(await markGoogleOrderReady(restaurantId, storeId, orderId));
  });

  router.post(
    '/restaurants/:restaurantId/stores/:storeId/orders/:orderId/updates/:state/resend',
    async (req, res) => {
      const caller = requireCaller(req);
      const { restaurantId, storeId, orderId, state } = pathIds(req, [
        'restaurantId',
        'storeId',
        'orderId',
        'state',
      ]);
      await requireOrderActor(caller, restaurantId, storeId);
      GOOGLE_ORDERING_REQUEST_SCHEMAS.resendUpdate.parse(req.body ?? {});
      const known = GOOGLE_ORDER_STATES.find((entry) => entry === state);
      if (!known) throw new NotFoundError('No such update was sent to Google for this order.');
      res.json(await resendGoogleOrderUpdate(restaurantId, storeId, orderId, known));
    },
  );

  return router;
}
