import { type CatalogueError, ORDER_ACTION_ERRORS_FALLBACK } from './catalogue';

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

/** A conflict always speaks with a title and message from the error catalogue (SPEC.md section 8). */
export class ConflictError extends HttpError {
  constructor(error: CatalogueError = ORDER_ACTION_ERRORS_FALLBACK) {
    super(409, error.title, error.message);
  }
}
