/**
 * The delivery marketplace (Uber Eats) in our own terms: how its orders read into our order
 * document, its states into our two status readings and our order lifecycle, our published menu
 * into its menu payload, and the requests the admin and staff send about it. Pure: the functions'
 * adapter (functions/src/integrations/marketplace) talks to the marketplace.
 */
import { z } from 'zod';
import type { OrderStatus } from '../common/constants';
import { boundedRecord } from '../common/inputBounds';
import type { ItemSpec } from '../menu/menu';
import type { PublishedMenu } from '../menuPublishing/schema';
import type { CurrencyCode } from '../money/money';
import type { MenuCatalogue } from '../pricing/catalogue';
import { marketplaceListPrice } from '../pricing/marketplacePrice';
import type { MarketplaceOrderStatus } from '../status/marketplace';
import type { WeeklyHours } from '../time/timings';
import type { MarketplaceCartItem, MarketplaceDeliveryChannel } from './marketplaceOrder';

/** The marketplace cancels an order nobody accepted or denied within about 11.5 minutes. */
export const MARKETPLACE_ACCEPT_WITHIN_MS = 690_000;

/** Our collection types the marketplace has menus for (dine-in is AU/NZ only and not offered). */
export const MARKETPLACE_MENU_KINDS = ['delivery', 'pickup'] as const;
export type MarketplaceMenuKind = (typeof MARKETPLACE_MENU_KINDS)[number];
export const UBER_MENU_TYPES: Record<MarketplaceMenuKind, string> = {
  delivery: 'MENU_TYPE_FULFILLMENT_DELIVERY',
  pickup: 'MENU_TYPE_FULFILLMENT_PICK_UP',
};

/** Deny reasons the marketplace accepts, with the words staff pick from. */
export const MARKETPLACE_DENY_REASONS = {
  STORE_CLOSED: 'The store is closed',
  ITEM_AVAILABILITY: 'An item is not available',
  CAPACITY: 'Too busy right now',
  MISSING_ITEM: 'An item is missing from our menu',
  PRICING: 'The price is wrong',
  ADDRESS: 'We cannot serve this address',
  SPECIAL_INSTRUCTIONS: 'We cannot follow the special instructions',
  POS_NOT_READY: 'Our system is not ready',
  OTHER: 'Another reason',
} as const;
export type MarketplaceDenyReason = keyof typeof MARKETPLACE_DENY_REASONS;
const DENY_CODES = Object.keys(MARKETPLACE_DENY_REASONS) as [
  MarketplaceDenyReason,
  ...MarketplaceDenyReason[],
];

export const MARKETPLACE_CANCEL_REASONS = {
  OUT_OF_ITEMS: 'Out of items',
  KITCHEN_CLOSED: 'Kitchen closed',
  CUSTOMER_CALLED_TO_CANCEL: 'The customer called to cancel',
  RESTAURANT_TOO_BUSY: 'Too busy',
  CANNOT_COMPLETE_CUSTOMER_NOTE: "We can't follow the customer's note",
  OTHER: 'Another reason',
} as const;
export type MarketplaceCancelReason = keyof typeof MARKETPLACE_CANCEL_REASONS;
const CANCEL_CODES = Object.keys(MARKETPLACE_CANCEL_REASONS) as [
  MarketplaceCancelReason,
  ...MarketplaceCancelReason[],
];

/** What staff can do about an item the courier or kitchen found missing. */
export const FULFILLMENT_ISSUE_ACTIONS = {
  REMOVE_ITEM: 'Remove the item and refund it',
  REPLACE_FOR_ME: 'Let the marketplace contact the customer',
} as const;
export type FulfillmentIssueAction = keyof typeof FULFILLMENT_ISSUE_ACTIONS;

// ------------------------------------------------------------------------------------------------
// Requests (every string and list bounded)

const ZUberId = z.string().trim().min(1).max(100);
const ZExplanation = z.string().trim().max(300).default('');

export const ZMarketplaceMerchantAuthorisationRequest = z.object({
  code: z.string().trim().min(1, 'The marketplace sent no code').max(500),
  state: z.string().trim().min(1, 'The marketplace sent no state').max(200),
});
export const ZMarketplaceIntegrateStoreRequest = z.object({ marketplaceStoreId: ZUberId });
export const ZMarketplaceAcceptRequest = z.object({
  /** Minutes until the food is ready for the courier; the marketplace's estimate when left out. */
  readyInMinutes: z.number().int().min(1).max(180).optional(),
});
export const ZMarketplaceDenyRequest = z.object({
  reason: z.enum(DENY_CODES, { error: 'Choose a reason' }),
  explanation: ZExplanation,
});
export const ZMarketplaceCancelRequest = z.object({
  reason: z.enum(CANCEL_CODES, { error: 'Choose a reason' }),
  details: ZExplanation,
});
export const ZMarketplaceDelayRequest = z.object({
  /** Extra minutes on top of the current ready time. */
  delayInMinutes: z.number().int().min(1, 'Delay by at least a minute').max(120, 'Delay by at most 2 hours'),
});
export const ZMarketplaceAdjustPriceRequest = z.object({
  /** Signed: negative gives money back to the customer. The marketplace allows at most $50 either way. */
  amountInCents: z
    .number()
    .int()
    .min(-5000, 'At most $50.00 either way')
    .max(5000, 'At most $50.00 either way')
    .refine((amount) => amount !== 0, 'Enter an amount other than zero'),
  reason: z.string().trim().min(1, 'Say why the price changes').max(200),
});
export const ZMarketplaceResolveIssueRequest = z.object({
  itemId: ZUberId,
  action: z.enum(
    Object.keys(FULFILLMENT_ISSUE_ACTIONS) as [FulfillmentIssueAction, ...FulfillmentIssueAction[]],
  ),
});
export const ZMarketplaceMenuUploadRequest = z.object({
  kinds: z.array(z.enum(MARKETPLACE_MENU_KINDS)).min(1).max(2).default(['delivery', 'pickup']),
});
/** Per-item marketplace prices (key: marketplaceItemKey), replacing the list price; null removes one. */
export const ZMarketplacePriceEditsRequest = z.object({
  prices: boundedRecord(
    z.string().min(1).max(260),
    z.number().int().min(0).max(1_000_000).nullable(),
    500,
    'At most 500 prices at once',
  ),
});

// ------------------------------------------------------------------------------------------------
// The marketplace's webhook and order, as much as we read of them (bounded: it is outside input)

export const ZUberWebhookEvent = z.object({
  event_id: z.string().min(1).max(100),
  event_type: z.string().min(1).max(100),
  event_time: z.number().optional(),
  meta: z.object({
    resource_id: z.string().min(1).max(100),
    user_id: z.string().max(100).optional(),
    status: z.string().max(100).optional(),
  }),
  resource_href: z.string().max(500).optional(),
});
export type UberWebhookEvent = z.infer<typeof ZUberWebhookEvent>;

const ZUberMoney = z.object({ amount: z.number(), currency_code: z.string().max(3).optional() });
export const ZUberOrder = z.object({
  id: z.string().min(1).max(100),
  display_id: z.string().max(40).default(''),
  current_state: z.string().max(40),
  preparation_status: z.string().max(40).optional(),
  type: z.string().max(40).default('DELIVERY_BY_UBER'),
  store: z.object({ id: z.string().max(100), name: z.string().max(200).optional() }),
  eater: z
    .object({
      first_name: z.string().max(100).optional(),
      phone: z.string().max(40).optional(),
      phone_code: z.string().max(20).optional(),
    })
    .default({}),
  cart: z.object({
    items: z
      .array(
        z.object({
          id: z.string().max(260),
          instance_id: z.string().max(100).optional(),
          title: z.string().max(300),
          external_data: z.string().max(300).optional(),
          quantity: z.number().int().min(1).max(999),
          price: z.object({ unit_price: ZUberMoney, total_price: ZUberMoney.optional() }),
          special_instructions: z.string().max(500).optional(),
        }),
      )
      .max(200),
    special_instructions: z.string().max(500).optional(),
  }),
  payment: z.object({
    charges: z.object({
      sub_total: ZUberMoney,
      tax: ZUberMoney.optional(),
      total: ZUberMoney,
      price_adjustments: z.array(ZUberMoney).max(50).optional(),
    }),
  }),
  placed_at: z.string().max(40),
  estimated_ready_for_pickup_at: z.string().max(40).optional(),
  cancel_reason: z
    .object({ reason: z.string().max(100).optional(), details: z.string().max(500).optional() })
    .optional(),
  fulfillment_issues: z
    .array(
      z.object({
        issue_type: z.string().max(60),
        item_id: z.string().max(260),
        resolved: z.unknown().optional(),
      }),
    )
    .max(50)
    .default([]),
});
export type UberOrder = z.infer<typeof ZUberOrder>;

const cents = (amount: number) => Math.round(amount * 100);

/** The fulfilment reading of the marketplace's state (only ever moved forward by the caller). */
export function marketplaceStatusOfUberOrder(
  order: Pick<UberOrder, 'current_state' | 'preparation_status' | 'type'>,
): MarketplaceOrderStatus {
  switch (order.current_state) {
    case 'CREATED':
      return 'CREATED';
    case 'DENIED':
      return 'REJECTED';
    case 'CANCELED':
    case 'CANCELLED':
      return 'CANCELLED';
    case 'FINISHED':
      return 'FULFILLED';
    default:
      if (order.preparation_status === 'HANDED_OFF') return 'IN_TRANSIT';
      if (order.preparation_status === 'READY_FOR_HANDOFF') return 'READY_FOR_PICKUP';
      return 'CONFIRMED';
  }
}

/** Our order lifecycle for a marketplace status: the staff screens, kitchen and reports read this. */
export function orderStatusForMarketplace(status: MarketplaceOrderStatus): OrderStatus {
  switch (status) {
    case 'CREATED':
      return 'new';
    case 'REJECTED':
      return 'rejected';
    case 'CANCELLED':
      return 'cancelled';
    case 'FULFILLED':
      return 'completed';
    default:
      return 'accepted';
  }
}

const CHANNELS: Record<string, MarketplaceDeliveryChannel> = {
  DELIVERY_BY_UBER: 'DELIVERY_BY_MARKETPLACE',
  DELIVERY_BY_RESTAURANT: 'DELIVERY_BY_STORE',
  PICK_UP: 'PICKUP',
  DINE_IN: 'DINE_IN',
};
export function deliveryChannelOf(type: string): MarketplaceDeliveryChannel {
  return CHANNELS[type] ?? 'DELIVERY_BY_MARKETPLACE';
}

/** The marketplace item id of one of our items (a pizza is listed once per size). */
export function marketplaceItemKey(specId: string, sizeId?: string): string {
  return sizeId ? `${specId}~${sizeId}` : specId;
}
export function readMarketplaceItemKey(key: string): { specId: string; sizeId?: string } {
  const [specId = key, sizeId] = key.split('~');
  return sizeId ? { specId, sizeId } : { specId };
}

/**
 * The spec's marketplace cart items for an order: our item and category when the marketplace's
 * item is one we listed (its external data is our key), its own title and price always.
 */
export function marketplaceCartItems(
  order: UberOrder,
  catalogue: Pick<MenuCatalogue, 'itemsById'> | undefined,
  pizzaSizeNames: ReadonlyMap<string, string>,
): MarketplaceCartItem[] {
  return order.cart.items.map((line, index) => {
    const { specId, sizeId } = readMarketplaceItemKey(line.external_data || line.id);
    const spec = catalogue?.itemsById.get(specId);
    return {
      id: (line.instance_id || `${line.id}-${index}`).slice(0, 128),
      specId: spec ? spec.id : 'unknown',
      categoryId: spec ? spec.categoryId : 'unknown',
      name: line.title || spec?.name || 'Item',
      price: cents(line.price.unit_price.amount),
      quantity: line.quantity,
      isGstApplicable: spec?.isGstApplicable ?? true,
      ...(sizeId && spec?.type === 'pizza' ? { sizeId, sizeName: pizzaSizeNames.get(sizeId) ?? sizeId } : {}),
    };
  });
}

export interface MarketplaceOrderFields {
  provider: 'uberEats';
  marketplaceOrderId: string;
  marketplaceStoreId: string;
  displayId: string;
  deliveryChannel: MarketplaceDeliveryChannel;
  status: MarketplaceOrderStatus;
  readyForPickupIsoDateTimeUtc?: string;
  acceptByIsoDateTimeUtc: string;
  items: MarketplaceCartItem[];
  itemTotal: number;
  grandTotal: number;
  currencyCode: CurrencyCode;
  customerName: string;
  customerPhoneNumber?: string;
  customerPhoneCode?: string;
  priceAdjustmentsInCents: number[];
  openIssues: { itemId: string; issueType: string; itemName: string }[];
  cancellationReason?: string;
  syncedIsoDateTimeUtc: string;
}

/** The marketplace block of our order document, from the marketplace's order as last fetched. */
export function marketplaceFieldsOf(
  order: UberOrder,
  items: MarketplaceCartItem[],
  currencyCode: CurrencyCode,
  nowIso: string,
): MarketplaceOrderFields {
  const placedMs = Date.parse(order.placed_at);
  return {
    provider: 'uberEats',
    marketplaceOrderId: order.id,
    marketplaceStoreId: order.store.id,
    displayId: order.display_id || order.id.slice(0, 5).toUpperCase(),
    deliveryChannel: deliveryChannelOf(order.type),
    status: marketplaceStatusOfUberOrder(order),
    ...(order.estimated_ready_for_pickup_at
      ? { readyForPickupIsoDateTimeUtc: new Date(order.estimated_ready_for_pickup_at).toISOString() }
      : {}),
    acceptByIsoDateTimeUtc: new Date(
      (Number.isFinite(placedMs) ? placedMs : Date.parse(nowIso)) + MARKETPLACE_ACCEPT_WITHIN_MS,
    ).toISOString(),
    items,
    itemTotal: cents(order.payment.charges.sub_total.amount),
    grandTotal: cents(order.payment.charges.total.amount),
    currencyCode,
    customerName: order.eater.first_name ?? '',
    ...(order.eater.phone ? { customerPhoneNumber: order.eater.phone } : {}),
    ...(order.eater.phone_code ? { customerPhoneCode: order.eater.phone_code } : {}),
    priceAdjustmentsInCents: (order.payment.charges.price_adjustments ?? []).map((money) =>
      cents(money.amount),
    ),
    openIssues: order.fulfillment_issues
      .filter((issue) => !issue.resolved)
      .map((issue) => ({
        itemId: issue.item_id,
        issueType: issue.issue_type,
        itemName: order.cart.items.find((item) => item.id === issue.item_id)?.title ?? issue.item_id,
      })),
    ...(order.cancel_reason?.reason
      ? { cancellationReason: order.cancel_reason.details || order.cancel_reason.reason }
      : {}),
    syncedIsoDateTimeUtc: nowIso,
  };
}

// ------------------------------------------------------------------------------------------------
// The menu we upload

export interface UberMenuPayload {
  menu_type: string;
  menus: {
    id: string;
    title: { translations: { en_us: string } };
    service_availability: unknown[];
    category_ids: string[];
  }[];
  categories: {
    id: string;
    title: { translations: { en_us: string } };
    entities: { type: 'ITEM'; id: string }[];
  }[];
  items: {
    id: string;
    external_data: string;
    title: { translations: { en_us: string } };
    description: { translations: { en_us: string } };
    price_info: { price: number };
    tax_info: { tax_rate: number };
    suspension_info?: { suspension: { suspend_until: number; reason: string } };
  }[];
  modifier_groups: unknown[];
  display_options: Record<string, never>;
}

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

function serviceAvailability(hours: WeeklyHours | undefined) {
  return DAYS.flatMap((day) => {
    const daily = hours?.[day];
    if (!daily || daily.availableAllDay)
      return [{ day_of_week: day, time_periods: [{ start_time: '00:00', end_time: '23:59' }] }];
    const periods = daily.dayIntervals.map((interval) => ({
      start_time: interval.startTimeOfDay.slice(0, 5),
      // The marketplace's periods end within the day: one running past midnight ends at 23:59.
      end_time:
        interval.endTimeOfDay <= interval.startTimeOfDay ? '23:59' : interval.endTimeOfDay.slice(0, 5),
    }));
    return periods.length > 0 ? [{ day_of_week: day, time_periods: periods }] : [];
  });
}

/** A far-off time the marketplace reads as "sold out until we say otherwise". */
const SOLD_OUT_UNTIL_SECONDS = 4_102_444_800; // 2100-01-01

export interface MarketplaceMenuRow {
  key: string;
  specId: string;
  categoryName: string;
  name: string;
  listPriceInCents: number;
  priceInCents: number;
  edited: boolean;
  soldOut: boolean;
  isGstApplicable: boolean;
}

function listedItems(
  menu: PublishedMenu,
  kind: MarketplaceMenuKind,
): {
  category: PublishedMenu['categories'][number];
  item: PublishedMenu['categories'][number]['items'][number];
}[] {
  return menu.categories
    .filter((category) => category.applicableOrderingSystem.uberEats)
    .flatMap((category) =>
      category.items
        .filter((item) => item.applicableOrderingSystem.uberEats && item.available && item.availableFor[kind])
        .map((item) => ({ category, item })),
    );
}

/**
 * What the marketplace lists for a collection kind: each item on the marketplace (its category and
 * itself switched on for it, available, offered for the kind), a pizza once per size it comes in,
 * at its marketplace price (price + uberEatsExtraCharge, or the edited price). Half-and-half and
 * custom items have no fixed price there and are not listed.
 */
export function marketplaceMenuRows(
  menu: PublishedMenu,
  kind: MarketplaceMenuKind,
  priceEdits: Readonly<Record<string, number>>,
): MarketplaceMenuRow[] {
  const sizeNames = new Map((menu.settings.pizza?.sizes ?? []).map((size) => [size.id, size.name]));
  return listedItems(menu, kind).flatMap(({ category, item }) => {
    const spec = item as unknown as ItemSpec;
    const rows = (sizeId?: string) => {
      const list = marketplaceListPrice(spec, kind, sizeId);
      if (list === undefined) return [];
      const key = marketplaceItemKey(item.id, sizeId);
      const edit = priceEdits[key];
      return [
        {
          key,
          specId: item.id,
          categoryName: category.name,
          name: sizeId ? `${item.name} (${sizeNames.get(sizeId) ?? sizeId})` : item.name,
          listPriceInCents: list,
          priceInCents: edit ?? list,
          edited: edit !== undefined,
          soldOut: item.soldout,
          isGstApplicable: item.isGstApplicable,
        },
      ];
    };
    if (item.type === 'pizza')
      // In the pizza settings' order (small to large), not the order the sizes were priced in.
      return [...sizeNames.keys()]
        .filter((sizeId) => Object.hasOwn(item.sizes, sizeId))
        .flatMap((sizeId) => rows(sizeId));
    if (item.type === 'basic' || item.type === 'deal') return rows();
    return [];
  });
}

/** The marketplace menu payload for a collection kind (PUT /v2/eats/stores/{id}/menus replaces it whole). */
export function buildMarketplaceMenu(
  menu: PublishedMenu,
  kind: MarketplaceMenuKind,
  priceEdits: Readonly<Record<string, number>>,
): UberMenuPayload {
  const rows = marketplaceMenuRows(menu, kind, priceEdits);
  const descriptions = new Map(
    menu.categories.flatMap((category) => category.items.map((item) => [item.id, item.description])),
  );
  const categoryIds = new Map(
    menu.categories.flatMap((category) => category.items.map((item) => [item.id, category.id])),
  );
  const categories = menu.categories
    .map((category) => ({
      id: category.id,
      title: { translations: { en_us: category.name } },
      entities: rows
        .filter((row) => categoryIds.get(row.specId) === category.id)
        .map((row) => ({ type: 'ITEM' as const, id: row.key })),
    }))
    .filter((category) => category.entities.length > 0);
  return {
    menu_type: UBER_MENU_TYPES[kind],
    menus: [
      {
        id: `${kind}-menu`,
        title: { translations: { en_us: menu.store.name } },
        service_availability: serviceAvailability(menu.settings.tradingHours),
        category_ids: categories.map((category) => category.id),
      },
    ],
    categories,
    items: rows.map((row) => ({
      id: row.key,
      external_data: row.key,
      title: { translations: { en_us: row.name } },
      description: { translations: { en_us: descriptions.get(row.specId) ?? '' } },
      price_info: { price: row.priceInCents },
      tax_info: { tax_rate: row.isGstApplicable ? 10 : 0 },
      ...(row.soldOut
        ? { suspension_info: { suspension: { suspend_until: SOLD_OUT_UNTIL_SECONDS, reason: 'Sold out' } } }
        : {}),
    })),
    modifier_groups: [],
    display_options: {},
  };
}

/** What the marketplace routes parse from a request (see common/inputBounds.ts). */
export const MARKETPLACE_REQUEST_SCHEMAS = {
  ZMarketplaceMerchantAuthorisationRequest,
  ZMarketplaceIntegrateStoreRequest,
  ZMarketplaceAcceptRequest,
  ZMarketplaceDenyRequest,
  ZMarketplaceCancelRequest,
  ZMarketplaceDelayRequest,
  ZMarketplaceAdjustPriceRequest,
  ZMarketplaceResolveIssueRequest,
  ZMarketplaceMenuUploadRequest,
  ZMarketplacePriceEditsRequest,
  ZUberWebhookEvent,
};
