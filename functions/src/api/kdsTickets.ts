import { KDS_TICKET_ACTIONS, type KdsHeartbeatResponse, type KdsTicketResponse } from '@resto/domain';
import { Router } from 'express';
import { requireDevice } from '../access/devices';
import { nowIso } from '../admin';
import { storeDevices } from '../firestore/paths';
import { requireCaller } from '../http/auth';
import { ForbiddenError } from '../http/errors';
import { changeTicket } from '../kitchen/ticketCommands';
import { pathIds } from './params';

const TICKET = '/restaurants/:restaurantId/stores/:storeId/tickets/:ticketId';

/**
 * Ticket routes for the store's kitchen displays, mounted under `/api/kds` (see
 * domain/src/kitchen/requests.ts): start / bump / recall / dismiss a ticket, tick or untick a line,
 * and the display's heartbeat (`POST /restaurants/{r}/stores/{s}/devices/{deviceId}/heartbeat`).
 */
export function kdsTicketsRouter(): Router {
  const router = Router();
  for (const action of KDS_TICKET_ACTIONS) {
    router.post(`${TICKET}/${action}`, async (req, res) => {
      const caller = requireCaller(req);
      const ids = pathIds(req, ['restaurantId', 'storeId', 'ticketId']);
      await requireDevice(caller, 'kdsDevice', ids.restaurantId, ids.storeId);
      const body: KdsTicketResponse = { ticket: await changeTicket(ids, { kind: 'action', action }) };
      res.json(body);
    });
  }
  for (const [segment, done] of [
    ['done', true],
    ['undone', false],
  ] as const) {
    router.post(`${TICKET}/items/:lineId/${segment}`, async (req, res) => {
      const caller = requireCaller(req);
      const { lineId, ...ids } = pathIds(req, ['restaurantId', 'storeId', 'ticketId', 'lineId']);
      await requireDevice(caller, 'kdsDevice', ids.restaurantId, ids.storeId);
      const body: KdsTicketResponse = { ticket: await changeTicket(ids, { kind: 'item', lineId, done }) };
      res.json(body);
    });
  }
  // The display says it is alive (every minute while open) so the admin's KDS page can show last seen.
  router.post('/restaurants/:restaurantId/stores/:storeId/devices/:deviceId/heartbeat', async (req, res) => {
    const caller = requireCaller(req);
    const { restaurantId, storeId, deviceId } = pathIds(req, ['restaurantId', 'storeId', 'deviceId']);
    const device = await requireDevice(caller, 'kdsDevice', restaurantId, storeId);
    // Super admins pass requireDevice without being a device; only the display itself reports.
    if (device?.id !== deviceId) throw new ForbiddenError('A kitchen display can only report for itself.');
    const body: KdsHeartbeatResponse = { lastSeenIsoDateTimeUtc: nowIso() };
    await storeDevices('kdsDevice', restaurantId, storeId)
      .doc(deviceId)
      .update({ lastSeenIsoDateTimeUtc: body.lastSeenIsoDateTimeUtc });
    res.json(body);
  });
  return router;
}
