import { CatalogueError, ConflictError, HttpError, NotFoundError, UpstreamError } from '../http/errors';
import { MarketplaceError } from '../integrations/marketplace';
import { log } from '../log';

/** The marketplace's refusal in words for the admin or staff member who asked. */
export function marketplaceHttpError(error: unknown, context: Record<string, unknown>): unknown {
  if (!(error instanceof MarketplaceError)) return error;
  log.warn('marketplace.call_failed', {
    ...context,
    kind: error.kind,
    status: error.status,
    message: error.message,
  });
  switch (error.kind) {
    case 'conflict':
      return new ConflictError(
        'Uber Eats says this order has moved on (accepted, cancelled or finished elsewhere). The order shows its latest state.',
        'Order Processing',
      );
    case 'notFound':
      return new NotFoundError('Uber Eats does not know this order or store any more.');
    case 'unauthorised':
      return new HttpError(
        409,
        'Uber Eats access ended',
        'The Uber Eats authorisation has expired or was revoked. Connect the store again.',
      );
    case 'refused':
      // The platform has no marketplace app configured: nothing the caller can retry into working.
      return error.status === 503
        ? new HttpError(409, 'Not available', error.message)
        : new HttpError(400, 'Refused by Uber Eats', error.message);
    default:
      return new UpstreamError('Uber Eats did not answer. Try again in a moment.');
  }
}

export { CatalogueError };
