import type { NextFunction, Request, Response } from 'express';
import { ZodError } from 'zod';
import { isTransactionAborted } from '../firestore/hotTransaction';
import { log } from '../log';
import { FieldError, HttpError, TooManyRequestsError } from './errors';

export interface FieldIssue {
  path: string;
  message: string;
}

export function zodIssues(error: ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

/** Body-parser failures carry a status and `type`; they are the caller's fault, not ours. */
function isClientParseError(error: unknown): error is { status: number; type: string } {
  return (
    typeof error === 'object' &&
    error !== null &&
    'type' in error &&
    'status' in error &&
    typeof error.status === 'number' &&
    error.status >= 400 &&
    error.status < 500
  );
}

const CONTENDED_RETRY_AFTER_SECONDS = 3;

/**
 * The one place errors become responses: 400 with issues per field for invalid input, the
 * HttpError's own status otherwise, a 503 to retry for a transaction Firestore aborted, and a 500 that names a request id but never leaks a stack.
 */
export function errorHandler(error: unknown, req: Request, res: Response, _next: NextFunction): void {
  if (error instanceof ZodError) {
    const issues = zodIssues(error);
    res.status(400).json({
      title: 'Invalid request',
      message: issues
        .map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message))
        .join('; '),
      issues,
    });
    return;
  }
  if (error instanceof FieldError) {
    res.status(400).json({
      title: error.title,
      message: `${error.path}: ${error.message}`,
      issues: [{ path: error.path, message: error.message }],
    });
    return;
  }
  if (error instanceof HttpError) {
    if (error instanceof TooManyRequestsError && error.retryAfterSeconds !== undefined)
      res.setHeader('retry-after', String(error.retryAfterSeconds));
    res.status(error.status).json({ title: error.title, message: error.message });
    return;
  }
  if (isClientParseError(error)) {
    res
      .status(400)
      .json({ title: 'Invalid request', message: 'The request body is not valid JSON.', issues: [] });
    return;
  }
  if (isTransactionAborted(error)) {
    // A document many writers wanted at once, and Firestore gave up on its lock: nothing was saved,
    // so trying again is safe. A 503 with Retry-After says so (webhook senders and the apps retry),
    // where a 500 would read as a fault.
    log.warn('api.contended', { requestId: req.requestId, method: req.method, path: req.path });
    res.setHeader('retry-after', String(CONTENDED_RETRY_AFTER_SECONDS));
    res.status(503).json({
      title: 'Busy',
      message:
        'Nothing was saved: many changes to the same record arrived at once. Please try again in a few seconds.',
      requestId: req.requestId,
    });
    return;
  }
  const stack = error instanceof Error ? error.stack : String(error);
  log.error('api.unhandled_error', { requestId: req.requestId, method: req.method, path: req.path, stack });
  res.status(500).json({
    title: 'An Error Occurred',
    message: `An unexpected error occurred. If it keeps happening, contact support with reference ${req.requestId}.`,
    requestId: req.requestId,
  });
}

export function notFoundRoute(req: Request, _res: Response, next: NextFunction): void {
  next(new HttpError(404, 'Not found', `No API route for ${req.method} ${req.originalUrl.split('?')[0]}.`));
}
