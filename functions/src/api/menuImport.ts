import { formatFileSize, MAX_MENU_IMPORT_BYTES } from '@resto/domain';
import express, { type RequestHandler, Router } from 'express';
import { requireStoreAccess } from '../access/guards';
import { requireCaller } from '../http/auth';
import { ConflictError, FieldError, NotFoundError } from '../http/errors';
import { BROKEN_TEXT_MESSAGE, brokenTextPath } from '../http/wellFormedText';
import { log } from '../log';
import { createMenuImportJob } from '../menu/import/createImportJob';
import { importJobDoc } from '../menu/import/importJobPaths';
import { handleImportJobCreated } from '../menu/import/jobRunner';
import { pathIds } from './params';

export const MENU_IMPORT_JOBS_PATH = /\/menu\/restaurants\/[^/]+\/stores\/[^/]+\/import-jobs\/?$/;

/**
 * The app's JSON parser stops at 1 MB and skips this route; an import carries a file of up to 2 MB as
 * text (more as escaped JSON). This parser runs in the route, after the caller is known to be an admin
 * of the store, so nobody else makes the server read 8 MB; a too-large file gets a 400 in words.
 */
export function menuImportBodyParser(): RequestHandler {
  const parse = express.json({ limit: '8mb' });
  return (req, res, next) => {
    parse(req, res, (error?: unknown) => {
      if (!error) {
        // Read here, after the app-level text check ran on an empty body.
        const broken = brokenTextPath(req.body);
        if (broken !== undefined) {
          next(new FieldError(broken, BROKEN_TEXT_MESSAGE));
          return;
        }
      }
      const tooLarge =
        typeof error === 'object' && error !== null && 'type' in error && error.type === 'entity.too.large';
      next(
        tooLarge
          ? new FieldError(
              'content',
              `The file is larger than ${formatFileSize(MAX_MENU_IMPORT_BYTES)}; split it into smaller files`,
            )
          : error,
      );
    });
  };
}

/** `POST /api/menu/restaurants/:restaurantId/stores/:storeId/import-jobs`: start a menu import job. */
export function menuImportRouter(): Router {
  const router = Router();
  router.post(
    '/restaurants/:restaurantId/stores/:storeId/import-jobs',
    // Store admins and restaurant admins of this restaurant; everyone else 403, unknown store 404 —
    // all before the body is read.
    async (req, _res, next) => {
      const store = pathIds(req, ['restaurantId', 'storeId']);
      await requireStoreAccess(requireCaller(req), store.restaurantId, store.storeId, 'admin');
      next();
    },
    menuImportBodyParser(),
    async (req, res) => {
      const caller = requireCaller(req);
      const store = pathIds(req, ['restaurantId', 'storeId']);
      const { id, job } = await createMenuImportJob(store, caller.uid, req.body);
      log.info('import.job_requested', {
        requestId: req.requestId,
        uid: caller.uid,
        ...store,
        jobId: id,
        format: job.format,
        bytes: job.bytes,
      });
      res.status(201).json({ id, job });
    },
  );

  /**
   * `POST .../import-jobs/:jobId/start`: runs a job still waiting to start, in this request. The
   * trigger normally starts it within seconds; an event lost on the way (rare, but the platform only
   * promises at-least-once delivery, and a dropped one leaves the job `requested` for ever) must not
   * leave the owner stuck. The job is claimed in a transaction, so the trigger and this route never
   * both run it: the loser gets a 409.
   */
  router.post('/restaurants/:restaurantId/stores/:storeId/import-jobs/:jobId/start', async (req, res) => {
    const caller = requireCaller(req);
    const ids = pathIds(req, ['restaurantId', 'storeId', 'jobId']);
    await requireStoreAccess(caller, ids.restaurantId, ids.storeId, 'admin');
    if (!(await importJobDoc(ids).get()).exists) throw new NotFoundError('We could not find this import.');
    const outcome = await handleImportJobCreated(ids);
    if (outcome === 'skipped') throw new ConflictError('This import has already started.', 'Import started');
    log.info('import.job_started_by_hand', { requestId: req.requestId, uid: caller.uid, ...ids });
    const job = (await importJobDoc(ids).get()).data();
    res.json({ id: ids.jobId, job });
  });
  return router;
}
