// POS orders: the request a terminal sends, the quote it and the server share, the stored order with
// its versions, and comparing two versions.
import { ZPosOrderId, ZPosOrderRequest, ZPosPaymentRequest, ZPosSplitPartRequest } from './posOrderRequest';
import { ZPosSettleRequest } from './posOrderSettlement';
import { ZPosTerminalOverrides } from './posSettings';

export * from './orderVersions';
export * from './posOrder';
export * from './posOrderDocument';
export * from './posOrderRequest';
export * from './posOrderSettlement';
export * from './posOutboxPolicy';
export * from './posSettings';
export * from './quotePosOrder';
export * from './reconcileChargedTotal';

/** What the POS routes parse from a request (see common/inputBounds.ts). */
export const POS_REQUEST_SCHEMAS = {
  ZPosOrderRequest,
  ZPosOrderId,
  ZPosSettleRequest,
  // Parts of the two above, listed so their bounds are checked on their own too.
  ZPosPaymentRequest,
  ZPosSplitPartRequest,
  ZPosTerminalOverrides,
};
