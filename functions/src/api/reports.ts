import {
  businessDayStartLabel,
  REPORT_LEVELS,
  type ReportLevel,
  reportPeriodOfQuery,
  ZBusinessDayChangeRequest,
  ZReportBackfillRequest,
  ZReportQuery,
} from '@resto/domain';
import { Router } from 'express';
import { requireStoreAccess } from '../access/guards';
import { db } from '../admin';
import { storeDevices } from '../firestore/paths';
import { requireCaller } from '../http/auth';
import { NotFoundError } from '../http/errors';
import { readStoreReport } from '../reports/reportRead';
import { pathIds } from './params';

/**
 * `/api/reports/restaurants/:restaurantId/stores/:storeId/{level}?period=…` for every level of
 * SPEC.md section 7 (`store_level`, `item_level`, `category_level`, `pizza_size_level`,
 * `pizza_item_level`, `employee_level`, `dine_in_guest_count_level`, `pos_terminal_level`) and
 * `.../pos_terminals/:posTerminalId/pos_terminal_level` for one terminal. Periods: `today`,
 * `last24Hours`, `yesterday`, `week`, `lastWeek`, `month`, `lastMonth`, `yearMonth` (&year&month),
 * `range` (&fromDate&toDate, yyyy-mm-dd, at most 400 days). Each answer holds the period's report and
 * the prior period's (for the comparison), read from the rollups only. Store and restaurant admins.
 */
export function reportsRouter(): Router {
  const router = Router();

  const answer = async (
    req: Parameters<Parameters<Router['get']>[1]>[0],
    res: Parameters<Parameters<Router['get']>[1]>[1],
    level: ReportLevel,
    posTerminalId?: string,
  ) => {
    const caller = requireCaller(req);
    const { restaurantId, storeId } = pathIds(req, ['restaurantId', 'storeId']);
    await requireStoreAccess(caller, restaurantId, storeId, 'admin');
    const period = reportPeriodOfQuery(ZReportQuery.parse({ ...req.query }));
    if (posTerminalId) {
      const terminal = await storeDevices('posTerminal', restaurantId, storeId).doc(posTerminalId).get();
      if (!terminal.exists) throw new NotFoundError('We could not find this POS terminal.');
    }
    res.json(await readStoreReport(db(), { restaurantId, storeId, level, period, posTerminalId }));
  };

  for (const level of REPORT_LEVELS) {
    router.get(`/restaurants/:restaurantId/stores/:storeId/${level}`, (req, res) => answer(req, res, level));
  }
  router.get(
    '/restaurants/:restaurantId/stores/:storeId/pos_terminals/:posTerminalId/pos_terminal_level',
    async (req, res) => {
      const { posTerminalId } = pathIds(req, ['posTerminalId']);
      await answer(req, res, 'pos_terminal_level', posTerminalId);
    },
  );

  /**
   * `POST .../stores/:storeId/backfill-jobs` `{rebuild: true}`: rebuilds the store's rollups from its orders as a job
   * (`reportBackfillJobs/{jobId}`, progress on the document). 202 with the job id. Admins only.
   */
  router.post('/restaurants/:restaurantId/stores/:storeId/backfill-jobs', async (req, res) => {
    const caller = requireCaller(req);
    const { restaurantId, storeId } = pathIds(req, ['restaurantId', 'storeId']);
    await requireStoreAccess(caller, restaurantId, storeId, 'admin');
    ZReportBackfillRequest.parse(req.body);
    const { createReportBackfillJob } = await import('../reports/backfillJobs');
    const { id, job } = await createReportBackfillJob({ restaurantId, storeId }, caller.uid);
    res.status(202).json({ id, job });
  });

  /**
   * `PUT .../stores/:storeId/business-day` `{businessDayStartHour, rebuildReports: true}`: moves the
   * hour the store's trading day starts and, in the same transaction, requests the rebuild that moves
   * past sales to the days the new hour gives them (202 with the job, whose progress the screen
   * follows). The same hour again changes nothing (200, no job). While a rebuild is still running a
   * second change is refused (409), so two owners cannot leave the reports keyed with either hour.
   */
  router.put('/restaurants/:restaurantId/stores/:storeId/business-day', async (req, res) => {
    const caller = requireCaller(req);
    const { restaurantId, storeId } = pathIds(req, ['restaurantId', 'storeId']);
    await requireStoreAccess(caller, restaurantId, storeId, 'admin');
    const { businessDayStartHour } = ZBusinessDayChangeRequest.parse(req.body);
    const { changeBusinessDayStart } = await import('../reports/backfillJobs');
    const outcome = await changeBusinessDayStart({ restaurantId, storeId }, businessDayStartHour, caller.uid);
    if (outcome.job) {
      const { recordAudit } = await import('../audit/auditLog');
      await recordAudit({
        action: 'reports.businessDayChanged',
        actorUid: caller.uid,
        ...(caller.email ? { actorEmail: caller.email } : {}),
        restaurantId,
        storeId,
        summary: `Business day of store ${storeId} now starts at ${businessDayStartLabel(businessDayStartHour)}`,
        ...(req.requestId ? { requestId: req.requestId } : {}),
      });
    }
    if (outcome.job) res.status(202).json(outcome);
    else res.json(outcome);
  });

  return router;
}
