import { ZOnlineOrderDocument, ZPlaceOrderRequest, ZSendOrderInvoiceEmailRequest } from '@resto/domain';
import { type Response, Router } from 'express';
import { clientAddress } from '../abuse/clientAddress';
import { resolveStoreRole } from '../access/roles';
import { requireCaller } from '../http/auth';
import { NotFoundError } from '../http/errors';
import { onlineOrderDoc } from '../onlineOrdering/onlineOrderingPaths';
import { sendInvoiceEmail } from '../onlineOrdering/orderEmails';
import { readOrderingStore } from '../onlineOrdering/orderingStore';
import { OrderProblemsError } from '../onlineOrdering/orderProblemsError';
import { placeOnlineOrder } from '../onlineOrdering/placeOrder';
import { pathIds } from './params';

const ORDER_NOT_FOUND = 'We could not find that order.';

function answerProblems(res: Response, error: unknown): void {
  if (!(error instanceof OrderProblemsError)) throw error;
  res.status(error.status).json(error.body());
}

/**
 * `/api/online-ordering/restaurants/:restaurantId/stores/:storeId/...`: what the storefront calls.
 * Anyone may place an order (guests included); the caller's uid, when signed in (also anonymously),
 * becomes the order's `customerUid`, which is what lets them read and track it.
 */
export function onlineOrderingRouter(): Router {
  const router = Router();

  router.post('/restaurants/:restaurantId/stores/:storeId/orders', async (req, res) => {
    const { restaurantId, storeId } = pathIds(req, ['restaurantId', 'storeId']);
    const store = await readOrderingStore(restaurantId, storeId);
    const request = ZPlaceOrderRequest.parse(req.body);
    try {
      res.json(
        await placeOnlineOrder({
          store,
          request,
          callerUid: req.caller?.uid,
          clientIp: clientAddress(req),
          userAgent: req.get('user-agent')?.slice(0, 300),
          requestId: req.requestId,
        }),
      );
    } catch (error) {
      answerProblems(res, error);
    }
  });

  /** Emails the order's invoice again: the customer who placed it or the store's staff; 404 for anyone else. */
  router.post('/restaurants/:restaurantId/stores/:storeId/send-order-invoice-email', async (req, res) => {
    const caller = requireCaller(req);
    const { restaurantId, storeId } = pathIds(req, ['restaurantId', 'storeId']);
    const { orderId } = ZSendOrderInvoiceEmailRequest.parse(req.body);
    const store = await readOrderingStore(restaurantId, storeId);
    const snapshot = await onlineOrderDoc(restaurantId, storeId, orderId).get();
    const order = snapshot.exists ? ZOnlineOrderDocument.safeParse(snapshot.data()) : undefined;
    if (!order?.success) throw new NotFoundError(ORDER_NOT_FOUND);
    const isOwner = order.data.customerUid !== undefined && order.data.customerUid === caller.uid;
    if (!isOwner && (await resolveStoreRole(caller, restaurantId, storeId)) === undefined)
      throw new NotFoundError(ORDER_NOT_FOUND);
    res.json(await sendInvoiceEmail(store, order.data, caller.uid));
  });

  return router;
}
