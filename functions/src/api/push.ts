import { ZPushTopicsChangeRequest, ZPushTopicsListRequest } from '@resto/domain';
import { Router } from 'express';
import { requireCaller } from '../http/auth';
import { listPushTopics, subscribePushTopics, unsubscribePushTopics } from '../push/pushTopics';

/**
 * `/api/push/topics/list | subscribe | unsubscribe`: a signed-in staff member's device and the
 * stores' topics it gets notifications for (functions/src/push). The device's registration token
 * travels in the body, never in a URL.
 */
export function pushRouter(): Router {
  const router = Router();

  router.post('/topics/list', async (req, res) => {
    const caller = requireCaller(req);
    const { registrationToken } = ZPushTopicsListRequest.parse(req.body ?? {});
    res.json(await listPushTopics(caller, registrationToken));
  });

  router.post('/topics/subscribe', async (req, res) => {
    const caller = requireCaller(req);
    res.json(await subscribePushTopics(caller, ZPushTopicsChangeRequest.parse(req.body)));
  });

  router.post('/topics/unsubscribe', async (req, res) => {
    const caller = requireCaller(req);
    res.json(await unsubscribePushTopics(caller, ZPushTopicsChangeRequest.parse(req.body)));
  });

  return router;
}
