import { ConflictError, HttpError, NotFoundError, UpstreamError } from '../http/errors';
import { PaymentProviderError } from '../integrations/payments/port';
import { log } from '../log';

/**
 * Runs a provider call and turns its failure into an answer in words: a card problem is the
 * customer's (402 with the catalogue's message), an unknown object a 404, a request the provider
 * refused a 409, anything else a 502. The provider's raw text is logged, never returned.
 */
export async function callProvider<T>(
  what: string,
  call: () => Promise<T>,
  context: object = {},
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    log.warn('payments.provider_call_failed', {
      ...context,
      what,
      kind: error.kind,
      code: error.details.code,
      httpStatus: error.details.httpStatus,
      providerRequestId: error.details.requestId,
      message: error.message,
    });
    throw httpErrorFor(error, what);
  }
}

export function httpErrorFor(error: PaymentProviderError, what: string): HttpError {
  switch (error.kind) {
    case 'card':
      return new HttpError(402, 'Card problem', error.details.customerMessage);
    case 'notFound':
      return new NotFoundError(
        `The card provider could not find what it needed to ${what}. Try again, or contact the store.`,
      );
    case 'invalidRequest':
    case 'idempotency':
      return new ConflictError(
        `The card provider refused to ${what}: ${error.details.customerMessage}`,
        'Card provider refused',
      );
    default:
      return new UpstreamError(
        `The card provider did not answer while trying to ${what}. Nothing was changed; try again in a moment.`,
      );
  }
}
