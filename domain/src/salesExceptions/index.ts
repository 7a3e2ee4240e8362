// Sales exceptions at the till (voids, refunds, discounts, cancelled transactions, no-sale openings).
import { ZSalesExceptionRequest } from './salesExceptions';

export * from './salesExceptions';

/** What the sales-exception route parses (see common/inputBounds.ts). */
export const SALES_EXCEPTIONS_REQUEST_SCHEMAS = { ZSalesExceptionRequest };
