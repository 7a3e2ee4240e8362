/**
 * Fields the order lifecycle adds to an order document (`restaurants/{r}/stores/{s}/orders/{orderId}`).
 * All optional, so orders written before them (and by the placement API) still parse: readers treat a
 * missing `statusHistory` as empty and a missing `eta` / `alert` / `refundDue` as none.
 */
import { z } from 'zod';
import { ZIsoDateTimeUtc, ZNonNegativeCents } from '../common/common';
import { ORDER_STATUSES } from '../common/constants';
import { ZWebsiteOrder } from '../orders/websiteOrder';
import { ETA_CHOICES } from '../time/choices';
import { ZInStoreSettlement } from './inStoreSettlement';
import { ZOrderActor } from './orderActor';

export { ORDER_ACTORS, type OrderActor, type OrderActorKind, ZOrderActor } from './orderActor';

/** One status change, appended in the same transaction that changes `status.code`. */
export const ZOrderStatusHistoryEntry = z.object({
  /** Absent for the entry recording how the order was created. */
  from: z.enum(ORDER_STATUSES).optional(),
  to: z.enum(ORDER_STATUSES),
  atIsoDateTimeUtc: ZIsoDateTimeUtc,
  by: ZOrderActor,
  reason: z.string().optional(),
  etaInMinutes: z.number().int().min(0).optional(),
});
export type OrderStatusHistoryEntry = z.infer<typeof ZOrderStatusHistoryEntry>;

/** The ETA staff promised when accepting: minutes from acceptance (0 = ASAP) and the instant that makes. */
export const ZOrderEta = z.object({
  minutes: z.number().int().min(0),
  readyByIsoDateTimeUtc: ZIsoDateTimeUtc,
  setIsoDateTimeUtc: ZIsoDateTimeUtc,
});
export type OrderEta = z.infer<typeof ZOrderEta>;

/**
 * A card-paid order that was rejected or cancelled: the money is NOT returned automatically (refunds
 * are an explicit admin action) so staff see this flag until someone refunds it.
 */
export const ZOrderRefundDue = z.object({
  amountInCents: ZNonNegativeCents,
  reason: z.string(),
  flaggedIsoDateTimeUtc: ZIsoDateTimeUtc,
});
export type OrderRefundDue = z.infer<typeof ZOrderRefundDue>;

/** Set by the unprocessed-order monitor on an order left `new` too long; removed once it moves on. */
export const ZOrderAlert = z.object({
  /** When the order became new (its placed time): the age every screen measures. */
  unprocessedSinceIsoDateTimeUtc: ZIsoDateTimeUtc,
  flaggedIsoDateTimeUtc: ZIsoDateTimeUtc,
});
export type OrderAlert = z.infer<typeof ZOrderAlert>;

/** The lifecycle fields as a schema to `.extend()` an order schema with. */
export const orderLifecycleFields = {
  statusHistory: z.array(ZOrderStatusHistoryEntry).default([]),
  eta: ZOrderEta.optional(),
  /** Why staff rejected the order; shown to the customer on the tracking page. */
  rejectionReason: z.string().optional(),
  /** Why the order was cancelled; shown to the customer on the tracking page. */
  cancellationReason: z.string().optional(),
  refundDue: ZOrderRefundDue.optional(),
  alert: ZOrderAlert.optional(),
  /** How a pay-at-store order was paid (recorded when staff completed it). */
  settlement: ZInStoreSettlement.optional(),
};
export const ZOrderLifecycle = z.object(orderLifecycleFields);
export type OrderLifecycle = z.infer<typeof ZOrderLifecycle>;

/**
 * A website order as staff, admin and tracking screens read it: ZWebsiteOrder plus the lifecycle
 * fields (ZWebsiteOrder alone would strip them when parsing). Use this in read converters.
 */
export const ZOrderWithLifecycle = ZWebsiteOrder.extend(orderLifecycleFields);
export type OrderWithLifecycle = z.infer<typeof ZOrderWithLifecycle>;

/**
 * The ETA offered when staff accept without choosing one: the order's own promise. An ASAP order was
 * promised for placement + the store's preparation time (its `collectionIsoDateTimeUtc`), so the
 * offer is the smallest ETA choice that still meets it; an order already due gets the shortest
 * non-zero choice (the kitchen still needs some time); a scheduled order is never made ready before
 * its slot anyway (etaFor).
 */
export function defaultEtaMinutes(
  collectionIsoDateTimeUtc: string | undefined,
  nowIsoDateTimeUtc: string,
): number {
  const minutes = ETA_CHOICES.map((choice) => choice.minutes);
  const shortest = minutes.find((value) => value > 0) ?? 0;
  const promised = collectionIsoDateTimeUtc ? Date.parse(collectionIsoDateTimeUtc) : Number.NaN;
  if (Number.isNaN(promised)) return shortest;
  const remaining = Math.ceil((promised - Date.parse(nowIsoDateTimeUtc)) / 60_000);
  if (remaining <= 0) return shortest;
  return minutes.find((value) => value >= remaining) ?? Math.max(...minutes);
}

/**
 * `readyBy` for an ETA chosen at `acceptedIso`. A scheduled order is never ready before the time the
 * customer asked for (`collectionIsoDateTimeUtc`): accepting a 10:00 AM order at 3:30 AM with a
 * 30-minute ETA means ready at 10:00 AM, not 4:00 AM.
 */
export function etaFor(
  minutes: number,
  acceptedIsoDateTimeUtc: string,
  collectionIsoDateTimeUtc?: string,
): OrderEta {
  const afterEta = Date.parse(acceptedIsoDateTimeUtc) + minutes * 60_000;
  const requested = collectionIsoDateTimeUtc ? Date.parse(collectionIsoDateTimeUtc) : Number.NaN;
  return {
    minutes,
    readyByIsoDateTimeUtc: new Date(
      Number.isNaN(requested) ? afterEta : Math.max(afterEta, requested),
    ).toISOString(),
    setIsoDateTimeUtc: acceptedIsoDateTimeUtc,
  };
}
