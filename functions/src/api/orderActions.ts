import {
  type InStoreSettlementRequest,
  ORDER_ACTION_REQUEST_SCHEMAS,
  ORDER_ACTIONS,
  type OrderAction,
  ZRecordOrderPaymentRequest,
} from '@resto/domain';
import { Router } from 'express';
import { requireCaller } from '../http/auth';
import { requireOrderActor } from '../orderOperations/actor';
import { runRecordOrderPayment } from '../orderOperations/recordOrderPayment';
import { MarketplaceOrderActionNeeded, runOrderAction } from '../orderOperations/runOrderAction';
import { pathIds } from './params';

/**
 * `/api/orders`: staff and POS terminals move an order along its lifecycle
 * (see domain/src/orderOperations/requests.ts for bodies, answers and errors):
 * `POST /restaurants/{r}/stores/{s}/orders/{orderId}/accept|reject|complete|cancel`, and
 * `.../record-payment` (how a pay-at-store order was paid, without moving its status).
 */
export function orderActionsRouter(): Router {
  const router = Router();
  for (const action of ORDER_ACTIONS) {
    router.post(`/restaurants/:restaurantId/stores/:storeId/orders/:orderId/${action}`, async (req, res) => {
      const caller = requireCaller(req);
      const { restaurantId, storeId, orderId } = pathIds(req, ['restaurantId', 'storeId', 'orderId']);
      // Access first (401/403), then the body (400), then the order itself (404/409) in the transaction.
      const actor = await requireOrderActor(caller, restaurantId, storeId);
      const body = parseBody(action, req.body);
      try {
        res.json(await runOrderAction({ restaurantId, storeId, orderId, action, actor, ...body }));
      } catch (error) {
        if (!(error instanceof MarketplaceOrderActionNeeded)) throw error;
        // A marketplace order: the marketplace hears of it first (accept, deny with the reason, cancel).
        const { marketplaceOrderAction } = await import('../marketplace/orders');
        res.json(
          await marketplaceOrderAction({ restaurantId, storeId }, orderId, action, actor, body.reason),
        );
      }
    });
  }
  router.post(
    '/restaurants/:restaurantId/stores/:storeId/orders/:orderId/record-payment',
    async (req, res) => {
      const caller = requireCaller(req);
      const { restaurantId, storeId, orderId } = pathIds(req, ['restaurantId', 'storeId', 'orderId']);
      const actor = await requireOrderActor(caller, restaurantId, storeId);
      const { paidWith } = ZRecordOrderPaymentRequest.parse(req.body ?? {});
      res.json(await runRecordOrderPayment({ restaurantId, storeId, orderId, paidWith, actor }));
    },
  );
  return router;
}

function parseBody(
  action: OrderAction,
  raw: unknown,
): { etaInMinutes?: number; reason?: string; paidWith?: InStoreSettlementRequest } {
  const body: unknown = raw ?? {};
  switch (action) {
    case 'accept': {
      const { etaInMinutes } = ORDER_ACTION_REQUEST_SCHEMAS.accept.parse(body);
      return etaInMinutes === undefined ? {} : { etaInMinutes };
    }
    case 'reject':
      return ORDER_ACTION_REQUEST_SCHEMAS.reject.parse(body);
    case 'cancel':
      return ORDER_ACTION_REQUEST_SCHEMAS.cancel.parse(body);
    case 'complete': {
      const { paidWith } = ORDER_ACTION_REQUEST_SCHEMAS.complete.parse(body);
      return paidWith === undefined ? {} : { paidWith };
    }
  }
}
