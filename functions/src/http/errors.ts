import { ORDER_ACTION_ERRORS, type OrderActionErrorEntry } from '@resto/domain';

/** An error with a meaning for the caller. Anything else reaching the error middleware is a 500. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export class UnauthenticatedError extends HttpError {
  constructor(message = 'Please sign in to continue.') {
    super(401, 'Sign in required', message);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message = 'You do not have access to this.') {
    super(403, 'Not allowed', message);
  }
}

export class NotFoundError extends HttpError {
  constructor(message = 'We could not find what you were looking for.') {
    super(404, 'Not found', message);
  }
}

/**
 * An entry of the error catalogue (SPEC.md section 8), answered with the entry's own status (409 for
 * conflicts such as 'Order Already Accepted') and its exact title and message.
 */
export class CatalogueError extends HttpError {
  constructor(entry: OrderActionErrorEntry = ORDER_ACTION_ERRORS.default) {
    super(entry.httpStatus, entry.title, entry.message);
  }
}

/** A conflict that is not an order action: answered 409 with a title and a message in words. */
export class ConflictError extends HttpError {
  constructor(message: string, title = 'Already done') {
    super(409, title, message);
  }
}

/** Too many attempts; `retryAfterSeconds` becomes the Retry-After header so clients can wait. */
export class TooManyRequestsError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(429, 'Too many attempts', message);
  }
}

/**
 * A problem with one field found only after looking at stored data (a wrong verification code):
 * answered exactly like a zod failure, 400 with `issues`, so forms show it beside the field.
 */
export class FieldError extends HttpError {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(400, 'Invalid request', message);
  }
}

/** An outside service (SMS provider) failed; nothing the caller typed was wrong. */
export class UpstreamError extends HttpError {
  constructor(message: string) {
    super(502, 'Service unavailable', message);
  }
}
