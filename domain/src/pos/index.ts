// POS orders: the request a terminal sends, the quote it and the server share, the stored order with
// its versions, and comparing two versions.

import { ZPosExtraPaymentRequest, ZPosOrderEditRequest } from './posOrderEdit';
import {
  ZPosOrderId,
  ZPosOrderRequest,
  ZPosPaymentRequest,
  ZPosPromotionsRequest,
  ZPosSplitPartRequest,
} from './posOrderRequest';
import { ZPosSettleRequest } from './posOrderSettlement';
import { ZPosRefundRequest } from './posRefund';
import { ZPosTerminalOverrides } from './posSettings';
import { ZStashActionRequest, ZStashedOrderRequest, ZStashLogRequest } from './stashedOrder';

export * from './orderVersions';
export * from './posDelivery';
export * from './posOrder';
export * from './posOrderDocument';
export * from './posOrderEdit';
export * from './posOrderRequest';
export * from './posOrderSettlement';
export * from './posOutboxPolicy';
export * from './posRefund';
export * from './posSettings';
export * from './quotePosOrder';
export * from './reconcileChargedTotal';
export * from './stashedOrder';

/** What the POS routes parse from a request (see common/inputBounds.ts). */
export const POS_REQUEST_SCHEMAS = {
  ZPosOrderRequest,
  ZPosOrderId,
  ZPosSettleRequest,
  ZPosOrderEditRequest,
  ZPosRefundRequest,
  ZStashedOrderRequest,
  ZStashActionRequest,
  ZStashLogRequest,
  ZPosPromotionsRequest,
  // Parts of the two above, listed so their bounds are checked on their own too.
  ZPosPaymentRequest,
  ZPosSplitPartRequest,
  ZPosTerminalOverrides,
  ZPosExtraPaymentRequest,
};
