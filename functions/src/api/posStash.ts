import { ZPosOrderId, ZStashActionRequest, ZStashLogRequest } from '@resto/domain';
import { Router } from 'express';
import { cancelStash, logStash, sendStashToKitchen } from '../pos/stashedOrders';
import { answerProblems, requireTill } from './pos';

const STASH = '/restaurants/:restaurantId/stores/:storeId/stashed_orders/:stashId';

/**
 * `/api/kds/.../stashed_orders/{stashId}/send|cancel` (SPEC.md: KDS "send or cancel stashed order"):
 * a till of the store sends a parked order to the kitchen before it is paid, or cancels it.
 */
export function kdsStashRouter(): Router {
  const router = Router();
  router.post(`${STASH}/send`, async (req, res) => {
    const { ids, terminal } = await requireTill(req);
    const stashId = ZPosOrderId.parse(req.params.stashId);
    const request = ZStashActionRequest.parse(req.body);
    await answerProblems(res, async () => {
      res
        .status(200)
        .json(await sendStashToKitchen({ ...ids, stashId, posTerminalId: terminal.id }, request));
    });
  });
  router.post(`${STASH}/cancel`, async (req, res) => {
    const { ids, terminal } = await requireTill(req);
    const stashId = ZPosOrderId.parse(req.params.stashId);
    const request = ZStashActionRequest.parse(req.body);
    res.status(200).json(await cancelStash({ ...ids, stashId, posTerminalId: terminal.id }, request));
  });
  return router;
}

/** `/api/logging/.../stashed_orders/{stashId}/logs` (SPEC.md: "stashed order logs"): a till's recall. */
export function stashLoggingRouter(): Router {
  const router = Router();
  router.post(`${STASH}/logs`, async (req, res) => {
    const { ids, terminal } = await requireTill(req);
    const stashId = ZPosOrderId.parse(req.params.stashId);
    const request = ZStashLogRequest.parse(req.body);
    res.status(200).json(await logStash({ ...ids, stashId, posTerminalId: terminal.id }, request));
  });
  return router;
}
