/**
 * A body-size cap for every route, checked before any body is read: the declared Content-Length (and,
 * on Cloud Functions, where the framework has already read the body, its raw length) against the
 * cap of the route. Most commands are a few hundred bytes; a cap that fits each route keeps a
 * megabyte of junk from ever reaching a parser, a schema or Firestore.
 */

import { formatFileSize, MAX_MENU_IMPORT_BYTES } from '@resto/domain';
import type { Request, RequestHandler } from 'express';
import { FieldError, HttpError } from './errors';

const KB = 1024;
const MB = 1024 * KB;

/** First match wins; paths are as the routers see them, with or without the `/api` prefix. */
interface BodyCap {
  path: RegExp;
  bytes: number;
  what: string;
  /** The answer when a route explains its own limit better (the import form shows it beside the file). */
  refusal?: () => HttpError;
}

const CAPS: readonly BodyCap[] = [
  {
    path: /\/menu\/restaurants\/[^/]+\/stores\/[^/]+\/import-jobs\/?$/,
    bytes: 8 * MB,
    what: 'menu file',
    refusal: () =>
      new FieldError(
        'content',
        `The file is larger than ${formatFileSize(MAX_MENU_IMPORT_BYTES)}; split it into smaller files`,
      ),
  },
  { path: /\/images\/restaurants\//, bytes: 32 * MB, what: 'image' },
  // A super admin's batch upload carries one menu file (the batch schema keeps it under 900 kB).
  { path: /^(\/api)?\/super-admin\/batch-upload-jobs\/?$/, bytes: 1 * MB, what: 'batch upload' },
  // Whole menus, items with many options, settings with drawn delivery areas.
  { path: /^(\/api)?\/(menu|store-settings|restaurants)\//, bytes: 1 * MB, what: 'request' },
  { path: /^(\/api)?\/stripe\/webhooks\//, bytes: 1 * MB, what: 'event' },
  // A cart of up to the line cap with all its choices.
  { path: /^(\/api)?\/online-ordering\//, bytes: 256 * KB, what: 'order' },
  { path: /^(\/api)?\/logging\//, bytes: 32 * KB, what: 'report' },
];
export const DEFAULT_BODY_CAP_BYTES = 64 * KB;

export function bodyCapFor(path: string): BodyCap {
  return (
    CAPS.find((cap) => cap.path.test(path)) ?? { path: /.*/, bytes: DEFAULT_BODY_CAP_BYTES, what: 'request' }
  );
}

function declaredLength(req: Request): number {
  const raw = (req as Request & { rawBody?: Buffer }).rawBody;
  if (raw) return raw.length;
  const header = Number(req.headers['content-length'] ?? 0);
  return Number.isFinite(header) ? header : 0;
}

function sizeInWords(bytes: number): string {
  return bytes >= MB ? `${bytes / MB} MB` : `${bytes / KB} kB`;
}

export function bodySizeCaps(): RequestHandler {
  return (req, res, next) => {
    const cap = bodyCapFor(req.path);
    if (declaredLength(req) > cap.bytes) {
      // The rest of the body is not read: ask the client not to reuse the connection.
      res.set('connection', 'close');
      next(
        cap.refusal?.() ??
          new HttpError(
            413,
            'Request too large',
            `This ${cap.what} is larger than ${sizeInWords(cap.bytes)}. Make it smaller and try again.`,
          ),
      );
      return;
    }
    next();
  };
}
