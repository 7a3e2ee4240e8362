import { z } from 'zod';

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
});
export type OrderProcessSettings = z.infer<typeof ZOrderProcessSettings>;
