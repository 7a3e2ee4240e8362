/**
 * A marketplace order as we store it at `restaurants/{r}/stores/{s}/orders/{orderId}`: the same
 * order the kitchen, printers, staff screens and reports already read (cart lines with a selection
 * and a priced summary, status, totals, collection time, time dimension), with source `uberEats`
 * and the marketplace's own block (`marketplace`: its ids, its status reading, the spec's
 * marketplace cart items and totals). The order id is the marketplace's order id.
 */
import type { CollectionType, OrderStatus } from '../common/constants';
import type { PublishedMenu } from '../menuPublishing/schema';
import { orderTimeDimension } from '../onlineOrdering/onlineOrderDocument';
import { storeCurrency } from '../onlineOrdering/quoteOnlineOrder';
import type { CartItem } from '../orders/cart';
import type { MenuCatalogue } from '../pricing/catalogue';
import type { MarketplaceOrderStatus } from '../status/marketplace';
import { marketplaceOrderStatusMachine } from '../status/marketplace';
import { formatTimeOfDay } from '../time/timeOfDay';
import { localDateAt, localMinutesAt } from '../time/zonedTime';
import type { MarketplaceCartItem } from './marketplaceOrder';
import {
  type MarketplaceOrderFields,
  marketplaceCartItems,
  marketplaceFieldsOf,
  orderStatusForMarketplace,
  type UberOrder,
} from './uberEats';

/**
 * How the food leaves the store. The marketplace's courier collects a marketplace-delivered order at
 * the counter, so for the kitchen and staff it is a pickup (by the courier; `deliveryChannel` says so).
 */
const COLLECTION_OF_CHANNEL: Record<MarketplaceOrderFields['deliveryChannel'], CollectionType> = {
  DELIVERY_BY_MARKETPLACE: 'pickup',
  DELIVERY_BY_STORE: 'delivery',
  PICKUP: 'pickup',
  DINE_IN: 'dineIn',
};

function cartLine(
  item: MarketplaceCartItem,
  line: UberOrder['cart']['items'][number],
  catalogue: MenuCatalogue,
): CartItem {
  const spec = catalogue.itemsById.get(item.specId);
  const comments = (line.special_instructions ?? '').slice(0, 250);
  const base = { specId: item.specId, quantity: item.quantity, comments };
  const selection: CartItem['selection'] =
    spec?.type === 'pizza' && item.sizeId
      ? { ...base, type: 'pizza', sizeId: item.sizeId, addToppings: [], removeToppings: [] }
      : spec?.type === 'basic'
        ? { ...base, type: 'basic', modifiersValue: {} }
        : spec?.type === 'deal'
          ? { ...base, type: 'deal', modifiersValue: {}, items: {}, pizzas: {} }
          : // Not one of ours (edited on the marketplace's side): the kitchen gets its words and price.
            {
              ...base,
              specId: 'marketplace-item',
              type: 'custom',
              name: item.name.slice(0, 100),
              price: item.price,
            };
  return {
    id: item.id,
    ...(spec ? { categoryId: item.categoryId } : {}),
    isGstApplicable: item.isGstApplicable,
    selection,
    summary: {
      name: item.name,
      price: item.price,
      quantity: item.quantity,
      description: item.sizeName ?? '',
      comments,
      discountForItem: 0,
      extraChargeForItem: 0,
      extraChargeForComments: 0,
    },
  };
}

/** The fields of our order that follow the marketplace's order (written on creation and every sync). */
export function marketplaceOrderFollowFields(
  uber: UberOrder,
  menu: PublishedMenu,
  catalogue: MenuCatalogue,
  nowIso: string,
) {
  const sizeNames = new Map((menu.settings.pizza?.sizes ?? []).map((size) => [size.id, size.name]));
  const items = marketplaceCartItems(uber, catalogue, sizeNames);
  const currency = storeCurrency(menu);
  const marketplace = marketplaceFieldsOf(uber, items, currency.code, nowIso);
  const lines = items.map((item, index) =>
    cartLine(item, uber.cart.items[index] as UberOrder['cart']['items'][number], catalogue),
  );
  const itemTotal = lines.reduce((sum, line) => sum + line.summary.price * line.summary.quantity, 0);
  const grandTotal = marketplace.grandTotal;
  const gst = Math.round(grandTotal / 11);
  return { marketplace, lines, itemTotal, grandTotal, gst, currency };
}

export interface MarketplaceOrderIds {
  restaurantId: string;
  storeId: string;
}

/** Our order document for a marketplace order fetched at `nowIso`. */
export function buildMarketplaceOrderDocument(input: {
  uber: UberOrder;
  ids: MarketplaceOrderIds;
  menu: PublishedMenu;
  catalogue: MenuCatalogue;
  nowIso: string;
}) {
  const { uber, ids, menu, nowIso } = input;
  const follow = marketplaceOrderFollowFields(uber, menu, input.catalogue, nowIso);
  const placedMs = Date.parse(uber.placed_at);
  const placed = new Date(Number.isFinite(placedMs) ? placedMs : Date.parse(nowIso));
  const ready = new Date(follow.marketplace.readyForPickupIsoDateTimeUtc ?? placed.toISOString());
  const timezone = menu.store.timezone;
  const collectionType = COLLECTION_OF_CHANNEL[follow.marketplace.deliveryChannel];
  const status: OrderStatus = orderStatusForMarketplace(follow.marketplace.status);
  const placedIso = placed.toISOString();
  const difference = follow.grandTotal - follow.itemTotal;
  const customerName = follow.marketplace.customerName || 'Marketplace customer';
  return {
    id: uber.id,
    restaurantId: ids.restaurantId,
    storeId: ids.storeId,
    source: 'uberEats' as const,
    // Numbered with the store's other orders (one sequence per store per day), like every order.
    displayNumberPending: true as const,
    placedIsoDateTimeUtc: placedIso,
    receivedIsoDateTimeUtc: nowIso,
    cart: {
      createdTime: placedIso,
      items: follow.lines,
      collection: {
        type: collectionType,
        date: localDateAt(ready, timezone),
        timeOfDay: formatTimeOfDay(localMinutesAt(ready, timezone)),
      },
      itemTotal: follow.itemTotal,
      grandTotal: follow.grandTotal,
      currency: follow.currency,
      comments: (uber.cart.special_instructions ?? '').slice(0, 500),
      // The marketplace's own charges and promotions, as one difference from the lines.
      discount: Math.max(0, -difference),
      surcharge: Math.max(0, difference),
      deliveryCharge: 0,
      customerName: customerName.slice(0, 100),
      couponCodes: [],
    },
    customer: {
      name: customerName.slice(0, 100),
      email: '',
      mobile: '',
      previousOrderCount: 0,
    },
    customerName: customerName.slice(0, 100),
    ...(follow.marketplace.customerPhoneNumber
      ? { customerPhoneNumber: follow.marketplace.customerPhoneNumber }
      : {}),
    status: { code: status, updatedIsoDateTimeUtc: nowIso },
    timeDimension: orderTimeDimension(placed, timezone),
    orderTransactionFees: { processorFee: 0, applicationFee: 0 },
    totals: {
      itemTotal: follow.itemTotal,
      couponDiscount: 0,
      loyaltyDiscount: 0,
      deliveryCharge: 0,
      deliveryDiscount: 0,
      publicHolidaySurcharge: 0,
      cardSurcharge: 0,
      discount: Math.max(0, -difference),
      charges: Math.max(0, difference),
      grandTotal: follow.grandTotal,
      gst: follow.gst,
    },
    requestedTime: { type: 'asap' as const },
    collectionIsoDateTimeUtc: ready.toISOString(),
    // Paid to the marketplace by the customer; the marketplace pays the store.
    isPaid: true,
    marketplace: follow.marketplace,
  };
}
export type MarketplaceOrderDocument = ReturnType<typeof buildMarketplaceOrderDocument>;

/**
 * The marketplace status after a sync: forward only (a late or replayed notification never drags an
 * order back), so the same event twice, or two events in either order, end in the same place.
 */
export function nextMarketplaceStatus(
  current: MarketplaceOrderStatus,
  reported: MarketplaceOrderStatus,
): MarketplaceOrderStatus {
  if (current === reported) return current;
  if (marketplaceOrderStatusMachine.canTransition(current, reported)) return reported;
  // Skipped steps (CREATED → READY_FOR_PICKUP when we missed the acceptance) still move forward.
  const order = ['CREATED', 'CONFIRMED', 'IN_PREPARATION', 'READY_FOR_PICKUP', 'IN_TRANSIT', 'FULFILLED'];
  const final = ['FULFILLED', 'CANCELLED', 'REJECTED'];
  if (final.includes(current)) return current;
  if (reported === 'CANCELLED' || reported === 'REJECTED') return reported;
  return order.indexOf(reported) > order.indexOf(current) ? reported : current;
}
