/**
 * `/api/delivery`: in-house delivery (the store's own drivers). Staff and the store's POS terminals
 * move an accepted delivery order through the local delivery statuses:
 * `POST /restaurants/{r}/stores/{s}/orders/{orderId}/local-delivery-status` `{status}` (PENDING →
 * OUT_FOR_DELIVERY → COMPLETED or FAILED, FAILED → OUT_FOR_DELIVERY again, PENDING → REJECTED);
 * a move the status no longer allows is 409 in words.
 */
import { COURIER_REQUEST_SCHEMAS } from '@resto/domain';
import { Router } from 'express';
import { setLocalDeliveryStatus } from '../courier/courierDeliveries';
import { requireCaller } from '../http/auth';
import { requireOrderActor } from '../orderOperations/actor';
import { pathIds } from './params';

export function deliveryRouter(): Router {
  const router = Router();
  router.post(
    '/restaurants/:restaurantId/stores/:storeId/orders/:orderId/local-delivery-status',
    async (req, res) => {
      const caller = requireCaller(req);
      const { restaurantId, storeId, orderId } = pathIds(req, ['restaurantId', 'storeId', 'orderId']);
      const actor = await requireOrderActor(caller, restaurantId, storeId);
      const { status } = COURIER_REQUEST_SCHEMAS.localDeliveryStatus.parse(req.body ?? {});
      res.json({
        localDelivery: await setLocalDeliveryStatus({
          restaurantId,
          storeId,
          orderId,
          status,
          by: actor.name ?? actor.id ?? 'staff',
        }),
      });
    },
  );
  return router;
}
