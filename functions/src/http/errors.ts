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
