import { Router } from 'express';
import { claimGuestOrders, ZClaimGuestOrdersRequest } from '../customers/claimGuestOrders';
import { requireCaller } from '../http/auth';
import { NotFoundError } from '../http/errors';
import { onlineOrderDoc } from '../onlineOrdering/onlineOrderingPaths';
import { pathIds } from './params';

/**
 * What a customer sees of their own order: the stored document as it is (so fields other routes add,
 * such as the ETA or a rejection reason, come through) without the server's bookkeeping.
 */
function customerView(order: Record<string, unknown>) {
  const { requestFingerprint: _fingerprint, customerKey: _key, cardAttempt, ...rest } = order;
  const attempt = cardAttempt as { customerMessage?: unknown } | undefined;
  const payment = order.payment as { status?: unknown } | undefined;
  return {
    ...rest,
    ...(typeof attempt?.customerMessage === 'string' && payment?.status === 'failure'
      ? { paymentMessage: attempt.customerMessage }
      : {}),
  };
}

/**
 * `/api/customer/restaurants/:restaurantId/stores/:storeId/orders/:orderId`: a signed-in customer's
 * own order. Someone else's order answers 404, exactly like a missing one, so ids cannot be probed.
 */
export function customerOrdersRouter(): Router {
  const router = Router();

  router.get('/restaurants/:restaurantId/stores/:storeId/orders/:orderId', async (req, res) => {
    const caller = requireCaller(req);
    const { restaurantId, storeId, orderId } = pathIds(req, ['restaurantId', 'storeId', 'orderId']);
    const order = (await onlineOrderDoc(restaurantId, storeId, orderId).get()).data();
    if (!order || typeof order.customerUid !== 'string' || order.customerUid !== caller.uid)
      throw new NotFoundError('We could not find that order.');
    res.json(customerView(order));
  });

  /** `POST /api/customer/guest-orders/claim {guestIdToken}`: a signed-in customer keeps the orders of the guest session they had. */
  router.post('/guest-orders/claim', async (req, res) => {
    const caller = requireCaller(req);
    const { guestIdToken } = ZClaimGuestOrdersRequest.parse(req.body);
    res.json(await claimGuestOrders(caller, guestIdToken));
  });

  return router;
}
