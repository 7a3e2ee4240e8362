/**
 * Stashed (parked) orders: a table's order kept open on the server so any till of the store can
 * recall it, send it to the kitchen before it is paid, or cancel it. The till reserves the order id
 * the sale will be stored under when it parks it, so the kitchen ticket a stash sends (ticket id =
 * order id) is the same one the paid order would make: the kitchen never cooks it twice.
 *
 * Parking is `PUT /api/pos/.../stashed_orders/{stashId}` with a revision number (each save of the same
 * stash is a higher revision; an older or repeated revision changes nothing). Sending and cancelling
 * are `POST /api/kds/.../stashed_orders/{stashId}/send|cancel`; the stash's log (`/api/logging`) says
 * who parked, recalled, sent, paid or cancelled it.
 */
import { z } from 'zod';
import { ZDocumentId, ZIsoDateTimeUtc, ZNonNegativeCents } from '../common/common';
import { ZClientOrderId } from '../onlineOrdering/placeOrderRequest';
import { checkPosOrderContent, POS_ORDER_CONTENT_FIELDS } from './posOrderRequest';

export const STASHED_ORDER_STATUSES = ['parked', 'paid', 'cancelled'] as const;
export type StashedOrderStatus = (typeof STASHED_ORDER_STATUSES)[number];

export const STASH_LOG_ACTIONS = [
  'parked',
  'updated',
  'recalled',
  'sentToKitchen',
  'paid',
  'cancelled',
] as const;
export type StashLogAction = (typeof STASH_LOG_ACTIONS)[number];

export const ZStashLabel = z
  .string()
  .trim()
  .min(1, 'Name the order (a table or the customer)')
  .max(60, 'At most 60 characters');

export const ZStashedOrderRequest = z
  .object({
    employeeId: ZDocumentId,
    /** The order id the sale will be stored under when it is paid (reserved by the till). */
    posOrderId: ZClientOrderId,
    label: ZStashLabel,
    /** 1 for the first park, one more for each later save of the same stash. */
    revision: z.number().int().min(1).max(100_000),
    parkedIsoDateTimeUtc: ZIsoDateTimeUtc,
    ...POS_ORDER_CONTENT_FIELDS,
  })
  .superRefine(checkPosOrderContent);
export type StashedOrderRequestInput = z.input<typeof ZStashedOrderRequest>;
export type StashedOrderRequest = z.infer<typeof ZStashedOrderRequest>;

/** Sending a stash to the kitchen, cancelling it, or logging a recall. */
export const ZStashActionRequest = z.object({
  employeeId: ZDocumentId,
  isoDateTimeUtc: ZIsoDateTimeUtc,
  reason: z.string().trim().max(200, 'The reason must be at most 200 characters').optional(),
});
export type StashActionRequest = z.infer<typeof ZStashActionRequest>;

export const ZStashLogRequest = z.object({
  /** The till's id for the entry, so a resent log entry is kept once. */
  entryId: ZDocumentId,
  employeeId: ZDocumentId,
  action: z.enum(['recalled']),
  isoDateTimeUtc: ZIsoDateTimeUtc,
});
export type StashLogRequest = z.infer<typeof ZStashLogRequest>;

export const ZStashLogEntry = z.object({
  entryId: ZDocumentId.optional(),
  action: z.enum(STASH_LOG_ACTIONS),
  employeeId: ZDocumentId,
  employeeName: z.string().max(100),
  posTerminalId: ZDocumentId,
  isoDateTimeUtc: ZIsoDateTimeUtc,
  detail: z.string().max(300).default(''),
});
export type StashLogEntry = z.infer<typeof ZStashLogEntry>;

export const ZStashedOrder = z.object({
  id: ZDocumentId,
  restaurantId: ZDocumentId,
  storeId: ZDocumentId,
  posOrderId: ZDocumentId,
  label: z.string().max(60),
  status: z.enum(STASHED_ORDER_STATUSES),
  revision: z.number().int().min(1),
  /** The parked order's content as the till last saved it (a POS order request without payment). */
  content: z.object(POS_ORDER_CONTENT_FIELDS),
  totalInCents: ZNonNegativeCents,
  employeeId: ZDocumentId,
  employeeName: z.string().max(100),
  posTerminalId: ZDocumentId,
  parkedIsoDateTimeUtc: ZIsoDateTimeUtc,
  updatedIsoDateTimeUtc: ZIsoDateTimeUtc,
  sentToKitchenIsoDateTimeUtc: ZIsoDateTimeUtc.optional(),
  log: z.array(ZStashLogEntry).max(500),
});
export type StashedOrder = z.infer<typeof ZStashedOrder>;

export type StashSaveOutcome =
  | { kind: 'saved'; stash: StashedOrder }
  | { kind: 'unchanged'; stash: StashedOrder }
  | { kind: 'closed'; stash: StashedOrder };

/** Parking (or saving again) a stash: a newer revision replaces the content; an older one changes nothing. */
export function saveStashedOrder(input: {
  existing: StashedOrder | undefined;
  stashId: string;
  restaurantId: string;
  storeId: string;
  request: StashedOrderRequest;
  employee: { id: string; name: string };
  posTerminalId: string;
}): StashSaveOutcome {
  const { existing, request } = input;
  if (existing && existing.status !== 'parked') return { kind: 'closed', stash: existing };
  if (existing && existing.revision >= request.revision) return { kind: 'unchanged', stash: existing };
  const {
    employeeId: _employee,
    posOrderId,
    label,
    revision,
    parkedIsoDateTimeUtc,
    expectedTotalInCents,
    ...rest
  } = request;
  const entry: StashLogEntry = {
    action: existing ? 'updated' : 'parked',
    employeeId: input.employee.id,
    employeeName: input.employee.name,
    posTerminalId: input.posTerminalId,
    isoDateTimeUtc: parkedIsoDateTimeUtc,
    detail: `${rest.lines.length} line(s)`,
  };
  return {
    kind: 'saved',
    stash: {
      id: input.stashId,
      restaurantId: input.restaurantId,
      storeId: input.storeId,
      // The reserved order id never changes once parked.
      posOrderId: existing?.posOrderId ?? posOrderId,
      label,
      status: 'parked',
      revision,
      content: { ...rest, expectedTotalInCents },
      totalInCents: expectedTotalInCents,
      employeeId: existing?.employeeId ?? input.employee.id,
      employeeName: existing?.employeeName ?? input.employee.name,
      posTerminalId: existing?.posTerminalId ?? input.posTerminalId,
      parkedIsoDateTimeUtc: existing?.parkedIsoDateTimeUtc ?? parkedIsoDateTimeUtc,
      updatedIsoDateTimeUtc: parkedIsoDateTimeUtc,
      ...(existing?.sentToKitchenIsoDateTimeUtc
        ? { sentToKitchenIsoDateTimeUtc: existing.sentToKitchenIsoDateTimeUtc }
        : {}),
      log: [...(existing?.log ?? []), entry].slice(-500),
    },
  };
}
