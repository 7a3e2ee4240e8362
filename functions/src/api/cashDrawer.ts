import { ZCloseDrawerRequest, ZDrawerMovementRequest, ZOpenDrawerRequest } from '@resto/domain';
import { Router } from 'express';
import { requireDevice } from '../access/devices';
import { closeDrawer, openDrawer, recordMovement } from '../cashDrawer/drawerSessions';
import { requireCaller } from '../http/auth';
import { ForbiddenError } from '../http/errors';
import { pathIds } from './params';

/**
 * `/api/cash-drawer`: a till's drawer sessions. Every call names the till's own ids (session,
 * movement), so the till can queue them in its outbox and resend after an outage without a second
 * effect. Admins read sessions through snapshots (the drawer reports).
 */
export function cashDrawerRouter(): Router {
  const router = Router();
  const base = '/restaurants/:restaurantId/stores/:storeId/sessions/:sessionId';

  async function till(req: Parameters<Parameters<Router['put']>[1]>[0], names: readonly string[]) {
    const caller = requireCaller(req);
    const ids = pathIds(req, ['restaurantId', 'storeId', 'sessionId', ...names]) as Record<string, string>;
    const terminal = await requireDevice(
      caller,
      'posTerminal',
      String(ids.restaurantId),
      String(ids.storeId),
    );
    if (!terminal) throw new ForbiddenError("Only this store's POS terminal can do this.");
    return { ids, terminal };
  }

  router.put(base, async (req, res) => {
    const { ids, terminal } = await till(req, []);
    const request = ZOpenDrawerRequest.parse(req.body);
    const answer = await openDrawer(
      {
        restaurantId: String(ids.restaurantId),
        storeId: String(ids.storeId),
        sessionId: String(ids.sessionId),
      },
      { id: terminal.id, name: terminal.name },
      request,
    );
    res.status(answer.repeated ? 200 : 201).json(answer);
  });

  router.put(`${base}/movements/:movementId`, async (req, res) => {
    const { ids, terminal } = await till(req, ['movementId']);
    const request = ZDrawerMovementRequest.parse(req.body);
    const answer = await recordMovement(
      {
        restaurantId: String(ids.restaurantId),
        storeId: String(ids.storeId),
        sessionId: String(ids.sessionId),
        movementId: String(ids.movementId),
      },
      terminal,
      request,
    );
    res.status(answer.repeated ? 200 : 201).json(answer);
  });

  router.put(`${base}/close`, async (req, res) => {
    const { ids, terminal } = await till(req, []);
    const request = ZCloseDrawerRequest.parse(req.body);
    const answer = await closeDrawer(
      {
        restaurantId: String(ids.restaurantId),
        storeId: String(ids.storeId),
        sessionId: String(ids.sessionId),
      },
      terminal,
      request,
    );
    res.json(answer);
  });

  return router;
}
