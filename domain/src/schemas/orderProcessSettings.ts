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
});
export type OrderProcessSettings = z.infer<typeof ZOrderProcessSettings>;
