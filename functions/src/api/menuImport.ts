import { formatFileSize, MAX_MENU_IMPORT_BYTES } from '@resto/domain';
import express, { type RequestHandler, Router } from 'express';
import { requireStoreAccess } from '../access/guards';
import { requireCaller } from '../http/auth';
import { FieldError } from '../http/errors';
import { log } from '../log';
import { createMenuImportJob } from '../menu/import/createImportJob';
import { pathIds } from './params';

const IMPORT_JOBS_PATH = /\/menu\/restaurants\/[^/]+\/stores\/[^/]+\/import-jobs\/?$/;

/**
 * The app's JSON parser stops at 1 MB; an import carries a file of up to 2 MB as text (more as
 * escaped JSON). This parser runs first for the import route only, so its body is read with room to
 * spare and the route can answer a too-large file with a 400 in words rather than a parser error.
 */
export function menuImportBodyParser(): RequestHandler {
  const parse = express.json({ limit: '8mb' });
  return (req, res, next) => {
    if (req.method !== 'POST' || !IMPORT_JOBS_PATH.test(req.path)) {
      next();
      return;
    }
    parse(req, res, (error?: unknown) => {
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
  router.post('/restaurants/:restaurantId/stores/:storeId/import-jobs', async (req, res) => {
    const caller = requireCaller(req);
    const store = pathIds(req, ['restaurantId', 'storeId']);
    // Store admins and restaurant admins of this restaurant; everyone else 403, unknown store 404.
    await requireStoreAccess(caller, store.restaurantId, store.storeId, 'admin');
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
  });
  return router;
}
