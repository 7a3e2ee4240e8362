/**
 * The kitchen display ticket: one document per order at
 * `restaurants/{r}/stores/{s}/kdsTickets/{orderId}` (ticket id = order id, so a re-delivered trigger
 * cannot make a second ticket). It is a denormalised, cook-facing copy of the order: names, options,
 * halves, toppings, comments and allergens are resolved from the menu once, when the ticket is made,
 * so the screen never needs the menu and a later menu edit cannot change what is being cooked.
 */
import { z } from 'zod';
import { ZDocumentId, ZIsoDateTimeUtc } from '../common/common';
import {
  COLLECTION_TYPES,
  KITCHEN_ITEM_STATUSES,
  KITCHEN_TICKET_STATUSES,
  type KitchenTicketStatus,
  type OrderSource,
} from '../common/constants';
import { ALLERGEN_CODES } from '../menu/allergens';

/** Where a ticket's order came from, as the kitchen sees it (the online-search channel counts as website). */
export const KDS_ORDER_SOURCES = ['website', 'pos', 'marketplace'] as const;
export type KdsOrderSource = (typeof KDS_ORDER_SOURCES)[number];

export const KDS_ORDER_SOURCE_LABELS: Record<KdsOrderSource, string> = {
  website: 'Online',
  pos: 'POS',
  marketplace: 'Marketplace',
};

export function kdsOrderSourceFor(source: OrderSource): KdsOrderSource {
  if (source === 'pos') return 'pos';
  if (source === 'uberEats') return 'marketplace';
  return 'website';
}

const ZAllergenList = z.array(z.enum(ALLERGEN_CODES)).default([]);

/** Allergens a cook must see: what the item contains and what it may contain (free-from is not a warning). */
export const ZKdsTicketAllergens = z.object({
  contains: ZAllergenList,
  mayContain: ZAllergenList,
});
export type KdsTicketAllergens = z.infer<typeof ZKdsTicketAllergens>;

/** One half of a half-and-half pizza. */
export const ZKdsTicketHalf = z.object({
  name: z.string().min(1),
  toppingsAdded: z.array(z.string()).default([]),
  toppingsRemoved: z.array(z.string()).default([]),
});
export type KdsTicketHalf = z.infer<typeof ZKdsTicketHalf>;

/** What was chosen for one thing to cook: options, size, topping changes or the two halves. */
const preparationFields = {
  /** Chosen options in words: "Garlic sauce", "Extra shot ×2". */
  modifiers: z.array(z.string()).default([]),
  /** Pizza size name ("Large"). */
  sizeName: z.string().optional(),
  toppingsAdded: z.array(z.string()).default([]),
  toppingsRemoved: z.array(z.string()).default([]),
  /** Two entries for a half-and-half pizza, otherwise empty. */
  halves: z.array(ZKdsTicketHalf).default([]),
};

/** One component of a deal ("2 × Garlic bread", "Large Margherita"). */
export const ZKdsTicketPart = z.object({
  name: z.string().min(1),
  quantity: z.number().int().min(1).default(1),
  ...preparationFields,
});
export type KdsTicketPart = z.infer<typeof ZKdsTicketPart>;

export const ZKdsTicketItem = z.object({
  /** The cart line id (unique within the order); item routes address lines by it. */
  lineId: ZDocumentId,
  /** The menu item, when the line came from one. */
  specId: z.string().optional(),
  name: z.string().min(1),
  quantity: z.number().int().min(1),
  ...preparationFields,
  /** Components of a deal, each with its own choices. */
  parts: z.array(ZKdsTicketPart).default([]),
  /** The order line's summary in words, as the customer saw it (fallback for anything not itemised). */
  description: z.string().default(''),
  /** What the customer asked for on this line ("no onion please"). */
  comments: z.string().default(''),
  allergens: ZKdsTicketAllergens.default({ contains: [], mayContain: [] }),
  /** Kitchen stations this line is cooked at (the item's printStationIds); empty means every station. */
  stationIds: z.array(ZDocumentId).default([]),
  status: z.enum(KITCHEN_ITEM_STATUSES).default('PENDING'),
  doneIsoDateTimeUtc: ZIsoDateTimeUtc.optional(),
});
export type KdsTicketItem = z.infer<typeof ZKdsTicketItem>;

export const KDS_LINE_CHANGES = ['ADDED', 'REMOVED', 'EDITED'] as const;

/** A later version of the order changed the ticket (ticketAmendment.ts). */
export const ZKdsTicketAmendment = z.object({
  /** The order version the ticket now shows (2 for the first edit). */
  version: z.number().int().min(2).max(10_000),
  isoDateTimeUtc: ZIsoDateTimeUtc,
  /** The lines that changed in that version, in words for the cook. */
  changes: z
    .array(
      z.object({
        lineId: z.string().min(1).max(128),
        name: z.string().min(1).max(200),
        change: z.enum(KDS_LINE_CHANGES),
      }),
    )
    .max(200),
});
export type KdsTicketAmendment = z.infer<typeof ZKdsTicketAmendment>;

export const ZKdsTicket = z.object({
  /** Equal to orderId. */
  id: ZDocumentId,
  restaurantId: ZDocumentId,
  storeId: ZDocumentId,
  orderId: ZDocumentId,
  orderSource: z.enum(KDS_ORDER_SOURCES),
  /**
   * A linked virtual store's order (connectedStores): the store the order belongs to, and the brand
   * the kitchen sees it under. The ticket itself lives in the physical store (its `storeId`).
   */
  orderStoreId: ZDocumentId.optional(),
  brandName: z.string().min(1).max(100).optional(),
  /** Short number the cook calls out and the customer's receipt shows. */
  displayNumber: z.string().min(1),
  collectionType: z.enum(COLLECTION_TYPES),
  placedIsoDateTimeUtc: ZIsoDateTimeUtc,
  /** When the customer wants it (store-local date and time of day, as on the order). */
  requestedFor: z.object({ date: z.string(), timeOfDay: z.string() }).optional(),
  customerName: z.string().optional(),
  /** The whole order's comments ("ring the bell"). */
  orderComments: z.string().default(''),
  /** ETA promised to the customer when accepting, in minutes from acceptance (0 = ASAP). */
  etaInMinutes: z.number().int().min(0).optional(),
  status: z.enum(KITCHEN_TICKET_STATUSES),
  items: z.array(ZKdsTicketItem),
  /**
   * Union of the items' stations, for `array-contains-any` queries of a station-filtered screen.
   * Contains ALL_STATIONS_MARKER when some item goes to every station.
   */
  stationIds: z.array(z.string()).default([]),
  createdIsoDateTimeUtc: ZIsoDateTimeUtc,
  updatedIsoDateTimeUtc: ZIsoDateTimeUtc,
  startedIsoDateTimeUtc: ZIsoDateTimeUtc.optional(),
  completedIsoDateTimeUtc: ZIsoDateTimeUtc.optional(),
  recalledIsoDateTimeUtc: ZIsoDateTimeUtc.optional(),
  /** When the order was cancelled or rejected upstream (the ticket stays on screen, marked). */
  cancelledIsoDateTimeUtc: ZIsoDateTimeUtc.optional(),
  cancellationReason: z.string().optional(),
  /** The order was edited after the ticket was made: the version shown and what changed. */
  amendment: ZKdsTicketAmendment.optional(),
});
export type KdsTicket = z.infer<typeof ZKdsTicket>;

/** Put in a ticket's `stationIds` when an item has no station, so every filtered screen still matches it. */
export const ALL_STATIONS_MARKER = '*';

/** Tickets a kitchen screen shows on /active-orders; the rest belong on /completed-orders or nowhere. */
export const ACTIVE_TICKET_STATUSES: readonly KitchenTicketStatus[] = [
  'NEW',
  'IN_PROGRESS',
  'RECALLED',
  'CANCELLED',
  'REJECTED',
];

export function isActiveTicket(ticket: Pick<KdsTicket, 'status'>): boolean {
  return ACTIVE_TICKET_STATUSES.includes(ticket.status);
}

/** A ticket whose order was called off: shown struck through so the cook stops, until dismissed. */
export function isCalledOffTicket(ticket: Pick<KdsTicket, 'status'>): boolean {
  return ticket.status === 'CANCELLED' || ticket.status === 'REJECTED';
}
