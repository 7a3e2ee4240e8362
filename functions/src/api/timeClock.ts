import { ZShiftEditRequest, ZTimeClockEventRequest } from '@resto/domain';
import { Router } from 'express';
import { requireDevice } from '../access/devices';
import { requireStoreAccess } from '../access/guards';
import { requireCaller } from '../http/auth';
import { log } from '../log';
import { applyClockEvent } from '../timeClock/clockEvents';
import { editShift } from '../timeClock/shiftEdits';
import { pathIds } from './params';

/**
 * `/api/time-clock`: the employee time clock. Tills post clock in/out and break presses (each under
 * the till's own event id, so a resend after an outage is applied once); store admins correct shifts
 * with a reason. Shifts are read by admin through snapshots.
 */
export function timeClockRouter(): Router {
  const router = Router();
  const base = '/restaurants/:restaurantId/stores/:storeId';

  router.post(`${base}/events/:eventId`, async (req, res) => {
    const caller = requireCaller(req);
    const ids = pathIds(req, ['restaurantId', 'storeId', 'eventId']);
    const terminal = await requireDevice(caller, 'posTerminal', ids.restaurantId, ids.storeId);
    const request = ZTimeClockEventRequest.parse(req.body);
    const { shift, repeated } = await applyClockEvent(ids, request, terminal?.id);
    if (!repeated) {
      log.info('timeClock.event_applied', {
        requestId: req.requestId,
        restaurantId: ids.restaurantId,
        storeId: ids.storeId,
        action: request.action,
        shiftId: shift.id,
      });
    }
    res.status(repeated ? 200 : 201).json({ shift, repeated });
  });

  router.put(`${base}/shifts/:shiftId`, async (req, res) => {
    const caller = requireCaller(req);
    const ids = pathIds(req, ['restaurantId', 'storeId', 'shiftId']);
    await requireStoreAccess(caller, ids.restaurantId, ids.storeId, 'admin');
    const edit = ZShiftEditRequest.parse(req.body);
    res.json(await editShift(ids, edit, caller.uid));
  });

  return router;
}
