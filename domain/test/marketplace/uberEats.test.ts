import { describe, expect, it } from 'vitest';
import {
  buildMarketplaceMenu,
  buildMarketplaceOrderDocument,
  catalogueFromPublishedMenu,
  marketplaceMenuRows,
  marketplaceStatusOfUberOrder,
  nextMarketplaceStatus,
  orderStatusForMarketplace,
  toMarketplaceAdminOrderStatus,
  ZCategory,
  ZMarketplacePriceEditsRequest,
  ZOrderCart,
  ZUberOrder,
} from '../../src';
import { publishedMenu } from '../support/onlineOrderingMenu';
import { menuItems } from '../support/pricingMenu';

const ON = { pos: true, online: true, uberEats: true };
const menu = publishedMenu({
  categories: [ZCategory.parse({ id: 'c1', name: 'Mains', applicableOrderingSystem: ON })],
  items: menuItems.map((item) =>
    item.id === 'burger'
      ? {
          ...item,
          applicableOrderingSystem: ON,
          price: { ...item.price, uberEatsExtraCharge: { pickup: 0, delivery: 150 } },
        }
      : item.id === 'margherita'
        ? { ...item, applicableOrderingSystem: ON, soldout: true }
        : item,
  ),
});

describe('the marketplace menu', () => {
  it('lists only items on the marketplace, a pizza once per size, at price plus the marketplace extra charge', () => {
    const rows = marketplaceMenuRows(menu, 'delivery', {});
    expect(rows.map((row) => [row.key, row.priceInCents, row.soldOut])).toEqual([
      ['burger', (menuItems.find((item) => item.id === 'burger')?.price.basePrice ?? 0) + 150, false],
      ['margherita~S', 1200, true],
      ['margherita~L', 1800, true],
    ]);
    expect(marketplaceMenuRows(menu, 'pickup', {})[0]?.priceInCents).toBe(
      rows[0] ? rows[0].priceInCents - 150 : NaN,
    );
  });

  it('uses an edited price and suspends sold-out items in the payload', () => {
    const payload = buildMarketplaceMenu(menu, 'delivery', { burger: 999 });
    expect(payload.menu_type).toBe('MENU_TYPE_FULFILLMENT_DELIVERY');
    expect(payload.items.find((item) => item.id === 'burger')?.price_info.price).toBe(999);
    expect(payload.items.find((item) => item.id === 'margherita~L')?.suspension_info?.suspension.reason).toBe(
      'Sold out',
    );
    expect(payload.categories).toEqual([
      {
        id: 'c1',
        title: { translations: { en_us: 'Mains' } },
        entities: payload.items.map((item) => ({ type: 'ITEM', id: item.id })),
      },
    ]);
    expect(payload.menus[0]?.category_ids).toEqual(['c1']);
  });

  it('bounds the price edits', () => {
    const many = Object.fromEntries(Array.from({ length: 501 }, (_, index) => [`item-${index}`, 100]));
    expect(ZMarketplacePriceEditsRequest.safeParse({ prices: many }).success).toBe(false);
    expect(ZMarketplacePriceEditsRequest.safeParse({ prices: { burger: null } }).success).toBe(true);
  });
});

const uber = ZUberOrder.parse({
  id: '0b5c7e1e-0000-4000-8000-000000000001',
  display_id: 'K9Q2X',
  current_state: 'CREATED',
  preparation_status: 'PREPARING',
  type: 'DELIVERY_BY_UBER',
  store: { id: 'ue-store' },
  eater: { first_name: 'Riley', phone: '+61 2 8000 0000', phone_code: '123' },
  cart: {
    items: [
      {
        id: 'margherita~L',
        instance_id: 'i1',
        title: 'Margherita (L)',
        external_data: 'margherita~L',
        quantity: 2,
        price: { unit_price: { amount: 18 } },
      },
      {
        id: 'mystery',
        instance_id: 'i2',
        title: 'Mystery box',
        external_data: 'mystery',
        quantity: 1,
        price: { unit_price: { amount: 5.5 } },
      },
    ],
  },
  payment: { charges: { sub_total: { amount: 41.5 }, total: { amount: 39.5 } } },
  placed_at: '2025-03-03T01:00:00.000Z',
  estimated_ready_for_pickup_at: '2025-03-03T01:20:00.000Z',
});

describe('a marketplace order as our order', () => {
  it('is a store order of source uberEats with the spec cart items, valid cart and statuses in both readings', () => {
    const order = buildMarketplaceOrderDocument({
      uber,
      ids: { restaurantId: 'r1', storeId: 's1' },
      menu,
      catalogue: catalogueFromPublishedMenu(menu),
      nowIso: '2025-03-03T01:00:05.000Z',
    });
    expect(order).toMatchObject({
      id: uber.id,
      source: 'uberEats',
      displayNumberPending: true,
      status: { code: 'new' },
    });
    expect(order.marketplace.items).toEqual([
      {
        id: 'i1',
        specId: 'margherita',
        categoryId: 'c1',
        name: 'Margherita (L)',
        price: 1800,
        quantity: 2,
        isGstApplicable: true,
        sizeId: 'L',
        sizeName: expect.any(String),
      },
      {
        id: 'i2',
        specId: 'unknown',
        categoryId: 'unknown',
        name: 'Mystery box',
        price: 550,
        quantity: 1,
        isGstApplicable: true,
      },
    ]);
    expect(order.cart.items.map((line) => line.selection.type)).toEqual(['pizza', 'custom']);
    // The marketplace's own discount keeps the cart's sum rule: items − discount = grand total.
    expect(ZOrderCart.safeParse(order.cart).success).toBe(true);
    expect(order.cart).toMatchObject({
      itemTotal: 4150,
      grandTotal: 3950,
      discount: 200,
      collection: { type: 'pickup', timeOfDay: '12:20 PM' },
    });
    expect(order.marketplace.acceptByIsoDateTimeUtc).toBe('2025-03-03T01:11:30.000Z');
    expect(toMarketplaceAdminOrderStatus(order.marketplace.status)).toBe('NEW');
  });

  it('reads the marketplace states and only moves forward', () => {
    expect(
      marketplaceStatusOfUberOrder({
        current_state: 'ACCEPTED',
        preparation_status: 'READY_FOR_HANDOFF',
        type: 'DELIVERY_BY_UBER',
      }),
    ).toBe('READY_FOR_PICKUP');
    expect(marketplaceStatusOfUberOrder({ current_state: 'CANCELED', type: 'PICK_UP' })).toBe('CANCELLED');
    expect(orderStatusForMarketplace('READY_FOR_PICKUP')).toBe('accepted');
    expect(orderStatusForMarketplace('FULFILLED')).toBe('completed');
    expect(nextMarketplaceStatus('CONFIRMED', 'CREATED')).toBe('CONFIRMED');
    expect(nextMarketplaceStatus('CREATED', 'READY_FOR_PICKUP')).toBe('READY_FOR_PICKUP');
    expect(nextMarketplaceStatus('CANCELLED', 'CONFIRMED')).toBe('CANCELLED');
    expect(nextMarketplaceStatus('READY_FOR_PICKUP', 'CANCELLED')).toBe('CANCELLED');
  });
});
