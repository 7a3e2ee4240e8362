import {
  type LocalReprintJob,
  type PrintDocumentKind,
  type PrinterSetup,
  printerIsLocal,
  type ReprintResponse,
  readPrintingSettings,
  ZLocalPrintResultRequest,
  ZPrintingSettings,
  ZReprintRequest,
} from '@resto/domain';
import express, { Router } from 'express';
import { z } from 'zod';
import { consumeLimit } from '../abuse/limits';
import { requireStoreAccess } from '../access/guards';
import { db, nowIso } from '../admin';
import { requireCaller } from '../http/auth';
import { NotFoundError } from '../http/errors';
import { log } from '../log';
import { orderDoc } from '../orderOperations/paths';
import {
  CLOUDPRNT_MEDIA_TYPES,
  type CloudPrntMediaType,
  cloudPrntConfirm,
  cloudPrntGetJob,
  cloudPrntPoll,
  renderJob,
  ZCloudPrntPoll,
} from '../printing/cloudPrnt';
import {
  epsonSdpGetRequest,
  epsonSdpSetResponse,
  epsonSdpSetStatus,
  ZEpsonSdpRequest,
} from '../printing/epsonSdp';
import { claimLocalPrintJob, recordLocalPrintResult } from '../printing/localJobs';
import { issuePrinterKey, requirePrinterKey } from '../printing/printerKeys';
import { printingSettingsDoc, printJobDoc } from '../printing/printingPaths';
import { createPrintJobs } from '../printing/printJobsForOrders';
import { bindSunmiPrinter, refreshSunmiPrinter } from '../printing/sunmiCloud';
import { pathIds } from './params';

const STORE = '/restaurants/:restaurantId/stores/:storeId';

/** The query a CloudPRNT printer sends with GET and DELETE (Star protocol reference). */
export const ZCloudPrntJobQuery = z.object({
  token: z.string().min(1).max(200),
  type: z.string().max(100).optional(),
  code: z.string().max(100).optional(),
  uid: z.string().max(100).optional(),
  mac: z.string().max(40).optional(),
  retry: z.string().max(10).optional(),
});

/**
 * `/api/printing`: the store's printer settings, a cloud printer's polling key and reprints, for
 * staff; and the cloud printers' own protocol endpoints, authenticated by the polling key:
 * `/api/printing/cloudprnt` (Star CloudPRNT: POST poll, GET job, DELETE confirmation) and
 * `/api/printing/epson-sdp` (Epson Server Direct Print: form POSTs for a job and for its result).
 */
export function printingRouter(): Router {
  const router = Router();

  router.put(`${STORE}/printer-settings`, async (req, res) => {
    const caller = requireCaller(req);
    const { restaurantId, storeId } = pathIds(req, ['restaurantId', 'storeId']);
    await requireStoreAccess(caller, restaurantId, storeId, 'admin');
    const settings = ZPrintingSettings.parse(req.body);
    const now = nowIso();
    await printingSettingsDoc(restaurantId, storeId).set({
      ...JSON.parse(JSON.stringify(settings)),
      // Lets the platform's printer list find stores with printers (platformPrinters.ts).
      printerCount: settings.printers.length,
      updatedIsoDateTimeUtc: now,
      updatedByUid: caller.uid,
    });
    log.info('printing.settings_saved', { requestId: req.requestId, restaurantId, storeId, uid: caller.uid });
    res.json({ settings });
  });

  router.post(`${STORE}/printers/:printerId/polling-key`, async (req, res) => {
    const caller = requireCaller(req);
    const { restaurantId, storeId, printerId } = pathIds(req, ['restaurantId', 'storeId', 'printerId']);
    await requireStoreAccess(caller, restaurantId, storeId, 'admin');
    const settings = readPrintingSettings((await printingSettingsDoc(restaurantId, storeId).get()).data());
    const printer = settings.printers.find((candidate) => candidate.id === printerId);
    if (printer?.connectionKind !== 'cloud')
      throw new NotFoundError('Save this printer as a cloud printer first, then make its key.');
    const key = await issuePrinterKey({ restaurantId, storeId, printerId });
    log.info('printing.key_issued', {
      requestId: req.requestId,
      restaurantId,
      storeId,
      printerId,
      uid: caller.uid,
    });
    res.json({ printerId, key });
  });

  router.post(`${STORE}/orders/:orderId/reprint`, async (req, res) => {
    const caller = requireCaller(req);
    const { restaurantId, storeId, orderId } = pathIds(req, ['restaurantId', 'storeId', 'orderId']);
    await requireStoreAccess(caller, restaurantId, storeId, 'user');
    const request = ZReprintRequest.parse(req.body);
    if (!(await orderDoc(restaurantId, storeId, orderId).get()).exists)
      throw new NotFoundError('There is no such order in this store.');
    const outcome = await createPrintJobs({
      restaurantId,
      storeId,
      orderId,
      reason: 'reprint',
      version: request.requestId,
      targets: (settings) => {
        const due: { printer: PrinterSetup; kind: PrintDocumentKind }[] = [];
        for (const printer of settings.printers) {
          if (!printer.active) continue;
          if (request.printerIds && !request.printerIds.includes(printer.id)) continue;
          for (const kind of printer.printDocumentKinds) {
            if (!request.documentKinds || request.documentKinds.includes(kind)) due.push({ printer, kind });
          }
        }
        return due;
      },
    });
    const jobIds = [...outcome.created, ...outcome.existing];
    if (jobIds.length === 0)
      throw new NotFoundError('No active printer prints these documents. Check the printer settings.');
    // Jobs for printers this browser drives wait, queued, for the browser to claim and print them; a
    // repeated request (same request id) finds them still waiting unless a claim already took them.
    const settings = readPrintingSettings((await printingSettingsDoc(restaurantId, storeId).get()).data());
    const local = new Map(settings.printers.filter(printerIsLocal).map((printer) => [printer.id, printer]));
    const jobs = await db().getAll(...jobIds.map((id) => printJobDoc(restaurantId, storeId, id)));
    const localJobs: LocalReprintJob[] = jobs.flatMap((job) => {
      const printer = local.get(String(job.get('printerId')));
      return printer && job.get('status') === 'queued'
        ? [{ jobId: job.id, printerId: printer.id, printerName: printer.name }]
        : [];
    });
    const cloudJobIds = jobs.filter((job) => !local.has(String(job.get('printerId')))).map((job) => job.id);
    const response: ReprintResponse = { jobIds, cloudJobIds, localJobs };
    res.json(response);
  });

  // ---- Local printers (LAN, USB, Bluetooth): the browser that prints claims and reports ---------

  router.post(`${STORE}/print-jobs/:jobId/claim`, async (req, res) => {
    const caller = requireCaller(req);
    const { restaurantId, storeId, jobId } = pathIds(req, ['restaurantId', 'storeId', 'jobId']);
    await requireStoreAccess(caller, restaurantId, storeId, 'user');
    res.json(await claimLocalPrintJob({ restaurantId, storeId, jobId }, caller.uid));
  });

  router.post(`${STORE}/print-jobs/:jobId/result`, async (req, res) => {
    const caller = requireCaller(req);
    const { restaurantId, storeId, jobId } = pathIds(req, ['restaurantId', 'storeId', 'jobId']);
    await requireStoreAccess(caller, restaurantId, storeId, 'user');
    const result = ZLocalPrintResultRequest.parse(req.body);
    res.json({ status: await recordLocalPrintResult({ restaurantId, storeId, jobId }, caller.uid, result) });
  });

  // ---- The minute watch for one store, on demand ------------------------------------------------

  /**
   * `POST .../printers/check`: the printer page and the staff app ask for the printers' state to be
   * brought up to date (Sunmi printers asked about, stuck tickets moved to backups, never-connected
   * printers marked), so it is current even where no scheduler runs. Bounded by the store's printers.
   */
  router.post(`${STORE}/printers/check`, async (req, res) => {
    const caller = requireCaller(req);
    const { restaurantId, storeId } = pathIds(req, ['restaurantId', 'storeId']);
    await requireStoreAccess(caller, restaurantId, storeId, 'user');
    await consumeLimit('printerCheckPerStore', `${restaurantId}/${storeId}`);
    const { checkStorePrinters } = await import('../printing/backupWatch');
    res.json(await checkStorePrinters(restaurantId, storeId, Date.now()));
  });

  // ---- Sunmi cloud printers (SPEC: /api/{cloud-printer}/{id}/bind and /{id}/status) ------------

  router.post(`${STORE}/cloud-printers/:printerId/bind`, async (req, res) => {
    const caller = requireCaller(req);
    const { restaurantId, storeId, printerId } = pathIds(req, ['restaurantId', 'storeId', 'printerId']);
    await requireStoreAccess(caller, restaurantId, storeId, 'admin');
    const state = await bindSunmiPrinter({ restaurantId, storeId, printerId });
    log.info('printing.cloud_printer_bound', {
      requestId: req.requestId,
      restaurantId,
      storeId,
      printerId,
      uid: caller.uid,
    });
    res.json(state);
  });

  router.get(`${STORE}/cloud-printers/:printerId/status`, async (req, res) => {
    const caller = requireCaller(req);
    const { restaurantId, storeId, printerId } = pathIds(req, ['restaurantId', 'storeId', 'printerId']);
    await requireStoreAccess(caller, restaurantId, storeId, 'user');
    res.json(await refreshSunmiPrinter({ restaurantId, storeId, printerId }));
  });

  // ---- Star CloudPRNT (the printer calls these) ------------------------------------------------

  router.post('/cloudprnt', async (req, res) => {
    const identity = await requirePrinterKey(req);
    res.json(await cloudPrntPoll(identity, ZCloudPrntPoll.parse(req.body ?? {})));
  });

  router.get('/cloudprnt', async (req, res) => {
    const identity = await requirePrinterKey(req);
    const query = ZCloudPrntJobQuery.parse(req.query);
    const type = (query.type ?? CLOUDPRNT_MEDIA_TYPES[0]) as CloudPrntMediaType;
    if (!CLOUDPRNT_MEDIA_TYPES.includes(type)) {
      res.status(415).json({
        title: 'Unsupported media type',
        message: `Ask for one of ${CLOUDPRNT_MEDIA_TYPES.join(', ')}.`,
      });
      return;
    }
    const job = await cloudPrntGetJob(identity, query.token);
    res.set('Content-Type', type);
    if (type === 'text/plain') res.set('X-Star-Cut', 'full; feed=true');
    res.send(renderJob(job, type));
  });

  router.delete('/cloudprnt', async (req, res) => {
    const identity = await requirePrinterKey(req);
    const query = ZCloudPrntJobQuery.parse(req.query);
    const status = await cloudPrntConfirm(identity, query.token, query.code ?? '200 OK');
    res.json({ status });
  });

  // ---- Epson Server Direct Print (the printer calls this) ----------------------------------------

  router.post('/epson-sdp', express.urlencoded({ extended: false, limit: '64kb' }), async (req, res) => {
    const identity = await requirePrinterKey(req);
    const request = ZEpsonSdpRequest.parse(req.body ?? {});
    if (request.ConnectionType === 'GetRequest') {
      res.set('Content-Type', 'text/xml; charset=utf-8').send(await epsonSdpGetRequest(identity));
      return;
    }
    if (request.ConnectionType === 'SetResponse' && request.ResponseFile)
      await epsonSdpSetResponse(identity, request.ResponseFile);
    if (request.ConnectionType === 'SetStatus') await epsonSdpSetStatus(identity, request.Status ?? '');
    res.status(200).send('');
  });

  return router;
}
