/**
 * `/api/team-channel/restaurants/{r}/stores/{s}`: a store's team channel for its alerts, for the
 * store's admins. GET answers what is set (the address masked: it is a secret), PUT {webhookUrl,
 * channelName?} sets it (Slack, Microsoft Teams or Google Chat incoming webhooks only), DELETE
 * removes it, POST `/test` posts a test message to it.
 */
import { ZTeamChannelRequest } from '@resto/domain';
import { type Request, Router } from 'express';
import { requireStoreAccess } from '../access/guards';
import { requireCaller } from '../http/auth';
import {
  removeTeamChannel,
  saveTeamChannel,
  sendTestMessage,
  teamChannelSummary,
} from '../teamMessaging/teamChannel';
import { pathIds } from './params';

export function teamChannelRouter(): Router {
  const router = Router();
  const path = '/restaurants/:restaurantId/stores/:storeId';

  async function storeAdmin(req: Request) {
    const caller = requireCaller(req);
    const ids = pathIds(req, ['restaurantId', 'storeId']);
    await requireStoreAccess(caller, ids.restaurantId, ids.storeId, 'admin');
    return { caller, ids };
  }

  router.get(path, async (req, res) => {
    const { ids } = await storeAdmin(req);
    res.json({ teamChannel: await teamChannelSummary(ids) });
  });

  router.put(path, async (req, res) => {
    const { caller, ids } = await storeAdmin(req);
    const request = ZTeamChannelRequest.parse(req.body);
    res.json({ teamChannel: await saveTeamChannel(ids, caller.uid, request) });
  });

  router.delete(path, async (req, res) => {
    const { ids } = await storeAdmin(req);
    await removeTeamChannel(ids);
    res.status(204).end();
  });

  router.post(`${path}/test`, async (req, res) => {
    const { ids } = await storeAdmin(req);
    res.json({ teamChannel: await sendTestMessage(ids) });
  });

  return router;
}
