/**
 * Search (design card: algoliasearch). Three platform-wide indices whose every record carries its
 * tenant, so one secured key per caller can hold a filter the search service enforces: `restaurants`
 * (the platform's, for super admins), `customers` (per restaurant, with the stores they ordered at and
 * their marketing consent) and `orders` (per store). Records are derived from a document alone, so a
 * redelivered trigger writes the same record. This module builds the records, the key restrictions
 * and the answer of `/api/search/search-only-api-keys/...`.
 */
import { z } from 'zod';

export const SEARCH_INDICES = ['restaurants', 'customers', 'orders'] as const;
export type SearchIndexName = (typeof SEARCH_INDICES)[number];

/** How each index is searched and filtered (set on the search service when a record is first written). */
export const SEARCH_INDEX_SETTINGS: Record<
  SearchIndexName,
  { searchableAttributes: string[]; attributesForFaceting: string[] }
> = {
  restaurants: {
    searchableAttributes: ['name', 'restaurantId', 'suburbs'],
    attributesForFaceting: ['filterOnly(restaurantId)', 'countryCode'],
  },
  customers: {
    searchableAttributes: ['name', 'mobile', 'email'],
    attributesForFaceting: ['filterOnly(restaurantId)', 'filterOnly(storeIds)', 'marketingConsent'],
  },
  orders: {
    searchableAttributes: ['displayNumber', 'customerName', 'mobile', 'orderId'],
    attributesForFaceting: ['filterOnly(restaurantId)', 'filterOnly(storeId)', 'source', 'collectionType'],
  },
};

/** Keys handed to browsers expire; a screen asks again when it gets a 403 or the time has passed. */
export const SEARCH_KEY_TTL_SECONDS = 60 * 60;

export interface RestaurantSearchRecord {
  objectID: string;
  restaurantId: string;
  name: string;
  countryCode?: string;
  timezone?: string;
  suburbs: string[];
}

export interface CustomerSearchRecord {
  objectID: string;
  restaurantId: string;
  customerKey: string;
  name: string;
  mobile: string;
  email: string;
  storeIds: string[];
  marketingConsent: boolean;
  lastOrderIsoDateTimeUtc?: string;
}

export interface OrderSearchRecord {
  objectID: string;
  restaurantId: string;
  storeId: string;
  orderId: string;
  displayNumber: string;
  customerName: string;
  mobile: string;
  source: string;
  collectionType: string;
  grandTotalInCents: number;
  placedIsoDateTimeUtc: string;
  /** Seconds since the epoch, for numeric filters on time. */
  placedAt: number;
}

const text = (value: unknown, max = 200): string =>
  typeof value === 'string' ? value.trim().slice(0, max) : '';

/** Tenant ids are document ids (no spaces or quotes), but quoting keeps any id a single value. */
export function facetValue(value: string): string {
  return `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
}

export function restaurantSearchRecord(
  restaurantId: string,
  restaurant: Record<string, unknown> | undefined,
): RestaurantSearchRecord | undefined {
  const name = text(restaurant?.name);
  if (!name) return undefined;
  const country = restaurant?.country as { code?: unknown } | undefined;
  const address = restaurant?.address as { suburb?: unknown } | undefined;
  const suburb = text(address?.suburb, 100);
  return {
    objectID: restaurantId,
    restaurantId,
    name,
    ...(typeof country?.code === 'string' ? { countryCode: country.code } : {}),
    ...(typeof restaurant?.timezone === 'string' ? { timezone: restaurant.timezone } : {}),
    suburbs: suburb ? [suburb] : [],
  };
}

export function customerSearchRecord(
  restaurantId: string,
  customerKey: string,
  customer: Record<string, unknown> | undefined,
  storeIdsBefore: readonly string[] = [],
): CustomerSearchRecord | undefined {
  if (!customer) return undefined;
  const storeId = text(customer.lastOrderStoreId, 100);
  const consent = customer.marketingConsent as { granted?: unknown } | undefined;
  const last = text(customer.lastOrderIsoDateTimeUtc, 40);
  return {
    objectID: `${restaurantId}~${customerKey}`,
    restaurantId,
    customerKey,
    name: text(customer.name),
    mobile: text(customer.mobileNumberE164 ?? customer.phoneNumberE164, 30),
    email: text(customer.unverifiedEmail, 200),
    storeIds: [...new Set([...storeIdsBefore, ...(storeId ? [storeId] : [])])].sort(),
    marketingConsent: consent?.granted === true,
    ...(last ? { lastOrderIsoDateTimeUtc: last } : {}),
  };
}

/**
 * An order's record: what staff find it by (number, customer, phone) and list it with. Its status is
 * left out on purpose: every accept and completion would otherwise rewrite the record (screens read
 * the live status from the order), and a checkout still waiting for its card payment is not listed.
 */
export function orderSearchRecord(
  ids: { restaurantId: string; storeId: string; orderId: string },
  order: Record<string, unknown> | undefined,
): OrderSearchRecord | undefined {
  if (!order) return undefined;
  if ((order.status as { code?: unknown } | undefined)?.code === 'processingPayment') return undefined;
  const placed = text(order.placedIsoDateTimeUtc, 40);
  const cart = order.cart as
    | {
        customer?: { name?: unknown; mobile?: unknown };
        collection?: { type?: unknown };
        grandTotal?: unknown;
      }
    | undefined;
  const totals = order.totals as { grandTotal?: unknown } | undefined;
  const customer = (order.customer as { name?: unknown; mobile?: unknown } | undefined) ?? cart?.customer;
  const total = typeof totals?.grandTotal === 'number' ? totals.grandTotal : cart?.grandTotal;
  const number = order.displayNumber;
  return {
    objectID: `${ids.restaurantId}~${ids.storeId}~${ids.orderId}`,
    ...ids,
    displayNumber: typeof number === 'number' || typeof number === 'string' ? String(number) : '',
    customerName: text(customer?.name ?? order.customerName),
    mobile: text(customer?.mobile ?? order.customerMobile, 30),
    source: text(order.source, 40),
    collectionType: text(cart?.collection?.type, 40),
    grandTotalInCents: typeof total === 'number' ? total : 0,
    placedIsoDateTimeUtc: placed,
    placedAt: placed ? Math.floor(Date.parse(placed) / 1000) || 0 : 0,
  };
}

/** What a secured key may do: which indices, and the filter every search through it is held to. */
export interface SearchKeyRestriction {
  indices: SearchIndexName[];
  filters?: string;
}

export function superAdminSearchRestriction(): SearchKeyRestriction {
  return { indices: [...SEARCH_INDICES] };
}

/** POS and staff screens of one restaurant: its orders and customers, nothing of another tenant. */
export function restaurantSearchRestriction(restaurantId: string): SearchKeyRestriction {
  return { indices: ['orders', 'customers'], filters: `restaurantId:${facetValue(restaurantId)}` };
}

/**
 * One store's staff (a store member, or anyone of the restaurant looking at one store's orders): that
 * store's orders only. The customers index lists stores per customer, so it is not part of this key.
 */
export function storeOrdersSearchRestriction(restaurantId: string, storeId: string): SearchKeyRestriction {
  return {
    indices: ['orders'],
    filters: `restaurantId:${facetValue(restaurantId)} AND storeId:${facetValue(storeId)}`,
  };
}

/** `?storeId=` on the restaurant's key: a key for that one store's orders (its store members may have it). */
export const ZSearchKeyQuery = z.object({ storeId: z.string().min(1).max(100).optional() }).strict();

/** An SMS campaign's recipients: the store's customers who agreed to hear from the restaurant. */
export function smsRecipientsSearchRestriction(restaurantId: string, storeId: string): SearchKeyRestriction {
  return {
    indices: ['customers'],
    filters: `restaurantId:${facetValue(restaurantId)} AND storeIds:${facetValue(storeId)} AND marketingConsent:true`,
  };
}

/** The answer of every `/api/search/search-only-api-keys/...` route. */
export const ZSearchKeyAnswer = z.object({
  appId: z.string(),
  apiKey: z.string(),
  indices: z.array(z.enum(SEARCH_INDICES)),
  validUntil: z.number().int(),
  /** Where browsers send searches: empty for the service's own hosts; the local fake on the emulator suite. */
  searchHost: z.string(),
});
export type SearchKeyAnswer = z.infer<typeof ZSearchKeyAnswer>;

export const SEARCH_REQUEST_SCHEMAS = { ZSearchKeyQuery };
