import { Router } from 'express';
import { z } from 'zod';
import { log } from '../log';

const ZUrl = z.string().trim().min(1, 'Missing URL').max(2048, 'URLs can be at most 2,048 characters');

/** What the optimised image component reports when neither the CDN nor the image service answered. */
export const ZImageLoadFailure = z.object({
  src: ZUrl,
  fallbackSrc: ZUrl.optional(),
  page: ZUrl,
});

/**
 * `/api/logging`: reports from browsers. Public (storefront visitors are not signed in) and
 * write-only: it only becomes a structured log line that monitoring can count and alert on.
 */
export function loggingRouter(): Router {
  const router = Router();

  router.post('/image-load-failures', (req, res) => {
    // sendBeacon may deliver the JSON as text/plain, which arrives as a string.
    const body: unknown = typeof req.body === 'string' ? parseJson(req.body) : req.body;
    const failure = ZImageLoadFailure.parse(body);
    log.warn('image.load_failed', {
      requestId: req.requestId,
      ...failure,
      uid: req.caller?.uid,
      userAgent: req.header('user-agent')?.slice(0, 256),
    });
    res.status(204).end();
  });

  return router;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
