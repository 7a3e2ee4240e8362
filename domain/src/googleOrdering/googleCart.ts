/**
 * A Google cart read against our published menu: each line's offer becomes our item selection, the
 * whole cart is priced by `priceOnlineOrder` (the storefront's own pricing: menu prices, sold-out and
 * unavailable items, ordering times, the store's switch), and what Google must be told comes back as
 * Google's error codes. Google shows the customer prices from our menu feed; when ours differ now, the
 * line is PRICE_CHANGED and the corrected proposed order carries our price, so the customer is never
 * charged a price Google did not show them.
 *
 * Offer ids (the menu feed's `offer.id`): an item's id; a pizza size `{itemId}/{sizeId}`; an add-on
 * (FoodItemOption) `{modifierGroupId}/{optionId}`.
 */
import type { Currency } from '../common/common';
import { E164_PATTERN } from '../common/validation';
import type { PublishedMenu } from '../menuPublishing/schema';
import type { Cents } from '../money/money';
import type { OrderProblem } from '../onlineOrdering/orderProblems';
import type { PlaceOrderLine } from '../onlineOrdering/placeOrderRequest';
import type { OnlineOrderQuote } from '../onlineOrdering/quoteOnlineOrder';
import { priceOnlineOrder } from '../onlineOrdering/quoteOnlineOrder';
import type {
  GoogleCart,
  GoogleErrorType,
  GoogleFoodItemOption,
  GoogleFoodOrderError,
  GoogleLineItem,
  GoogleMoney,
  GooglePrice,
} from './googleMessages';

/** Cents from google.type.Money (units and billionths), rounded to the cent. */
export function centsFromGoogleMoney(money: GoogleMoney): Cents {
  return Number(money.units) * 100 + Math.round(money.nanos / 10_000_000);
}

export function googleMoney(cents: Cents, currencyCode: string): GoogleMoney {
  const sign = cents < 0 ? -1 : 1;
  const whole = Math.floor(Math.abs(cents) / 100);
  return {
    currencyCode,
    units: String(sign * whole),
    nanos: sign * (Math.abs(cents) % 100) * 10_000_000,
  };
}

export function googlePrice(
  cents: Cents,
  currency: Currency,
  type: GooglePrice['type'] = 'ESTIMATE',
): GooglePrice {
  return { type, amount: googleMoney(cents, currency.code) };
}

/** Our restaurant and store in the merchant id the menu feed gives Google: `{restaurantId}/{storeId}`. */
export function googleMerchantId(restaurantId: string, storeId: string): string {
  return `${restaurantId}/${storeId}`;
}

export function storeOfGoogleMerchant(
  merchantId: string,
): { restaurantId: string; storeId: string } | undefined {
  const match = /^([A-Za-z0-9_-]{1,128})\/([A-Za-z0-9_-]{1,128})$/.exec(merchantId);
  return match ? { restaurantId: match[1] as string, storeId: match[2] as string } : undefined;
}

/** Our order id for a Google order: one per Google order, so a resubmit finds the first. */
export function orderIdOfGoogleOrder(googleOrderId: string): string {
  return `google_${googleOrderId}`;
}

function optionsOf(
  options: readonly GoogleFoodItemOption[] | undefined,
): Record<string, Record<string, number>> {
  const value: Record<string, Record<string, number>> = {};
  for (const option of options ?? []) {
    const [groupId, optionId] = (option.offerId ?? '').split('/');
    if (!groupId || !optionId) continue;
    const group = value[groupId] ?? {};
    group[optionId] = (group[optionId] ?? 0) + (option.quantity ?? 1);
    value[groupId] = group;
  }
  return value;
}

/** The line as our cart line, or undefined when its offer is none of ours. */
export function selectionOfGoogleLine(line: GoogleLineItem, menu: PublishedMenu): PlaceOrderLine | undefined {
  const [specId, sizeId, extra] = line.offerId.split('/');
  if (!specId || extra !== undefined) return undefined;
  const comments = (line.notes ?? '').slice(0, 250);
  const id = `g${line.id.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 60) || '0'}`;
  const isPizza = menu.categories.some((category) =>
    category.items.some((item) => item.id === specId && item.type === 'pizza'),
  );
  if (sizeId) {
    if (!isPizza) return undefined;
    return {
      id,
      selection: {
        type: 'pizza',
        specId,
        sizeId,
        quantity: line.quantity,
        comments,
        addToppings: [],
        removeToppings: [],
      },
    };
  }
  if (isPizza) return undefined;
  return {
    id,
    selection: {
      type: 'basic',
      specId,
      quantity: line.quantity,
      comments,
      modifiersValue: optionsOf(line.extension?.options),
    },
  };
}

export interface GoogleCartCheck {
  /** Empty when the order can be taken as Google proposed it. */
  errors: GoogleFoodOrderError[];
  /** Our pricing of the lines we could read (for the corrected proposed order). */
  quote: OnlineOrderQuote;
  lines: { google: GoogleLineItem; line: PlaceOrderLine; total: Cents }[];
  collectionType: 'pickup' | 'delivery';
}

const GOOGLE_ERROR_OF_PROBLEM: Partial<Record<OrderProblem['code'], GoogleErrorType>> = {
  storeOffline: 'CLOSED',
  storeNotReady: 'CLOSED',
  asapUnavailable: 'CLOSED',
  slotNotOffered: 'UNAVAILABLE_SLOT',
  collectionTypeUnavailable: 'INELIGIBLE',
  outsideDeliveryArea: 'OUT_OF_SERVICE_AREA',
  belowMinimumOrder: 'REQUIREMENTS_NOT_MET',
  tooManyLines: 'REQUIREMENTS_NOT_MET',
  tooManyOfOneItem: 'REQUIREMENTS_NOT_MET',
  itemUnavailable: 'AVAILABILITY_CHANGED',
  itemSoldOut: 'AVAILABILITY_CHANGED',
  itemNotFound: 'NOT_FOUND',
  invalidSelection: 'INVALID',
};

/**
 * Checks a Google cart against the store's published menu at `now`: the store takes Google orders
 * (`googleFoodOrderingEnabled`) and is open, each offer is ours and can be sold, and each line's
 * price is ours. Only pickup is offered through Google (delivery needs the address checks and the
 * courier quote of our own checkout).
 */
export function checkGoogleCart(menu: PublishedMenu, cart: GoogleCart, now: Date): GoogleCartCheck {
  const errors: GoogleFoodOrderError[] = [];
  const info = cart.extension?.fulfillmentPreference?.fulfillmentInfo;
  const collectionType = info?.delivery && !info.pickup ? 'delivery' : 'pickup';
  if (!menu.store.googleFoodOrderingEnabled)
    errors.push({ error: 'CLOSED', description: `${menu.store.name} is not taking orders through Google.` });
  if (collectionType === 'delivery')
    errors.push({
      error: 'INELIGIBLE',
      description: `${menu.store.name} offers pickup only through Google.`,
    });

  const read: GoogleCartCheck['lines'] = [];
  const unread: GoogleLineItem[] = [];
  for (const google of cart.lineItems) {
    const line = selectionOfGoogleLine(google, menu);
    if (line) read.push({ google, line, total: 0 });
    else unread.push(google);
  }
  for (const google of unread)
    errors.push({
      error: 'NOT_FOUND',
      id: google.id,
      description: `${google.name || 'An item'} is not on the menu.`,
    });

  const quote = priceOnlineOrder(
    menu,
    { collectionType: 'pickup', requestedTime: { type: 'asap' }, lines: read.map((entry) => entry.line) },
    now,
  );
  for (const problem of quote.problems) {
    const error = GOOGLE_ERROR_OF_PROBLEM[problem.code] ?? 'INVALID';
    const index = /^lines\.(\d+)/.exec(problem.path)?.[1];
    const google = index !== undefined ? read[Number(index)]?.google : undefined;
    errors.push({ error, ...(google ? { id: google.id } : {}), description: problem.message });
  }
  const totals = new Map(quote.lines.map((line) => [line.lineId, line.total]));
  for (const entry of read) {
    const ours = totals.get(entry.line.id);
    if (ours === undefined) continue;
    entry.total = ours;
    if (entry.google.price.amount.currencyCode !== quote.currency.code)
      errors.push({
        error: 'INCORRECT_PRICE',
        id: entry.google.id,
        description: `Prices are in ${quote.currency.code}.`,
      });
    else if (centsFromGoogleMoney(entry.google.price.amount) !== ours)
      errors.push({
        error: 'PRICE_CHANGED',
        id: entry.google.id,
        description: `${entry.google.name || 'An item'} now costs ${(ours / 100).toFixed(2)}.`,
      });
  }
  return { errors, quote, lines: read, collectionType };
}

/** The order we propose to Google: its cart with our line prices, the subtotal, tax and total. */
export function googleProposedOrder(cart: GoogleCart, check: GoogleCartCheck) {
  const { currency, totals } = check.quote;
  const prices = new Map(check.lines.map((entry) => [entry.google.id, entry.total]));
  const lineItems = cart.lineItems
    .filter((line) => prices.has(line.id))
    .map((line) => ({ ...line, price: googlePrice(prices.get(line.id) as Cents, currency, 'ACTUAL') }));
  return {
    cart: { ...cart, lineItems },
    otherItems: [
      { name: 'Subtotal', type: 'SUBTOTAL', price: googlePrice(totals.itemTotal, currency, 'ACTUAL') },
      // Prices include GST (Australia); Google shows the part of the total that is tax.
      { name: 'GST included', type: 'TAX', price: googlePrice(totals.gst, currency, 'ACTUAL') },
    ],
    totalPrice: googlePrice(totals.grandTotal, currency, 'ACTUAL'),
    extension: {
      '@type': 'type.googleapis.com/google.actions.v2.orders.FoodOrderExtension',
      availableFulfillmentOptions: [
        {
          fulfillmentInfo: {
            pickup: {
              pickupTimeIso8601: check.quote.collection ? 'P0M' : undefined,
            },
            ...(check.quote.collection
              ? { expectedFulfillmentTime: { timeIso8601: check.quote.collection.isoDateTimeUtc } }
              : {}),
          },
        },
      ],
    },
  };
}

/** Google's contact as our order's customer (the phone is needed to call them about the order). */
export function googleCustomer(
  cart: GoogleCart,
): { name: string; mobile: string; email: string } | undefined {
  const contact = cart.extension?.contact;
  const name = (
    contact?.displayName ||
    [contact?.firstName, contact?.lastName].filter(Boolean).join(' ') ||
    ''
  ).trim();
  const mobile = (contact?.phoneNumber ?? '').replace(/[\s()-]/g, '');
  if (!name || !E164_PATTERN.test(mobile)) return undefined;
  return { name: name.slice(0, 100), mobile, email: (contact?.email ?? '').trim().slice(0, 254) };
}
