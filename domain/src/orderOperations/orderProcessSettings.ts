import { z } from 'zod';
import { ORDER_SIZE_LIMITS } from '../onlineOrdering/orderSize';

function orderSizeSetting(label: string, limits: { default: number; max: number }) {
  const message = `${label} must be a whole number from 1 to ${limits.max}`;
  return z
    .number({ error: message })
    .int(message)
    .min(1, message)
    .max(limits.max, message)
    .default(limits.default);
}

/** How a store works its online orders. */
export const ZOrderProcessSettings = z.object({
  /** Staff pick an ETA (ASAP, 15 min, ...) when accepting. */
  hasEta: z.boolean().default(true),
  /** Alert staff when a new order sits unaccepted. */
  hasUnprocessedOrderMonitor: z.boolean().default(true),
  /** Orders are marked completed after accepted (otherwise accepted is the last step). */
  hasCompleteStatus: z.boolean().default(true),
  autoAcceptDineInOrders: z.boolean().default(false),
  /**
   * Minutes a new order may wait before the monitor alerts. Optional so stored settings stay valid;
   * read it through alertThresholdMinutes(), which applies DEFAULT_UNPROCESSED_ORDER_ALERT_MINUTES (5).
   */
  unprocessedOrderAlertMinutes: z
    .number()
    .int('Alert time must be a whole number of minutes')
    .min(1, 'Alert time must be 1 to 60 minutes')
    .max(60, 'Alert time must be 1 to 60 minutes')
    .optional(),
  /** Most lines one online order may have (see onlineOrdering/orderSize.ts). Existing stores: 50. */
  maxLinesPerOrder: orderSizeSetting('Lines per order', ORDER_SIZE_LIMITS.maxLinesPerOrder),
  /** Most units of one item one online order may have, across its lines. Existing stores: 50. */
  maxQuantityPerItem: orderSizeSetting('Quantity of one item', ORDER_SIZE_LIMITS.maxQuantityPerItem),
});
export type OrderProcessSettings = z.infer<typeof ZOrderProcessSettings>;
