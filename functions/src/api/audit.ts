import { ZAuditLogQuery } from '@resto/domain';
import { Router } from 'express';
import { requireRestaurantAdmin } from '../access/guards';
import { queryAuditLogs } from '../audit/auditLog';
import { requireCaller, requireSuperAdmin } from '../http/auth';
import { pathIds } from './params';

/**
 * `/api/audit`: the audit log of platform and admin actions (SPEC `/api/{audit}/.../query-logs`).
 *  - `GET /query-logs?action=&limit=&before=`: every entry (super admins).
 *  - `GET /restaurants/:restaurantId/query-logs?…`: the restaurant's entries (its admins).
 */
export function auditRouter(): Router {
  const router = Router();

  router.get('/query-logs', async (req, res) => {
    requireSuperAdmin(req);
    res.json(await queryAuditLogs(ZAuditLogQuery.parse({ ...req.query })));
  });

  router.get('/restaurants/:restaurantId/query-logs', async (req, res) => {
    const caller = requireCaller(req);
    const { restaurantId } = pathIds(req, ['restaurantId']);
    await requireRestaurantAdmin(caller, restaurantId);
    res.json(await queryAuditLogs(ZAuditLogQuery.parse({ ...req.query }), restaurantId));
  });

  return router;
}
