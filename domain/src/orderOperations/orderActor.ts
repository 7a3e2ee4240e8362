import { z } from 'zod';

/** Who moved an order: a staff member, a POS terminal, the customer, or the platform itself. */
export const ORDER_ACTORS = ['staff', 'posTerminal', 'customer', 'system'] as const;
export type OrderActorKind = (typeof ORDER_ACTORS)[number];

export const ZOrderActor = z.object({
  kind: z.enum(ORDER_ACTORS),
  /** Auth uid of the staff member or customer; the device id for a POS terminal. */
  id: z.string().optional(),
  /** Shown in the status history ("Sam Lee", "Front counter"). */
  name: z.string().optional(),
});
export type OrderActor = z.infer<typeof ZOrderActor>;
