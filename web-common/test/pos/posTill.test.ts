import {
  buildPublishedMenu,
  type PublishedMenu,
  ZCategory,
  ZItemSpec,
  ZPublishedMenu,
  ZStore,
} from '@resto/domain';
import { describe, expect, it } from 'vitest';
import {
  posMenuModel,
  searchItems,
  textOn,
  unsellableReason,
} from '../../../web-staff/src/features/pos/menu/posMenuModel';
import {
  EMPTY_CART,
  type PosCartLine,
  posCartReducer,
  sameAdjustments,
} from '../../../web-staff/src/features/pos/order/posCart';
import { cashSuggestions } from '../../../web-staff/src/features/pos/pay/cashSuggestions';

/** The till's pure parts (web-staff has no test runner of its own; these need no DOM). */

const water = (id: string, quantity = 1, comments = ''): PosCartLine => ({
  id,
  selection: { type: 'basic', specId: 'water', quantity, comments, modifiersValue: {} },
});

describe('the till cart', () => {
  it('raises the quantity when the same plain item is tapped again, and keeps commented lines apart', () => {
    let cart = posCartReducer(EMPTY_CART, { type: 'add', line: water('a') });
    cart = posCartReducer(cart, { type: 'add', line: water('b') });
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]?.selection.quantity).toBe(2);
    cart = posCartReducer(cart, { type: 'add', line: water('c', 1, 'no ice') });
    expect(cart.lines.map((line) => line.id)).toEqual(['a', 'c']);
  });

  it('removes a line when its quantity goes to zero, and clears everything', () => {
    let cart = posCartReducer(EMPTY_CART, { type: 'add', line: water('a') });
    cart = posCartReducer(cart, { type: 'details', details: { collectionType: 'dineIn', tableNumber: '4' } });
    cart = posCartReducer(cart, { type: 'quantity', lineId: 'a', quantity: 0 });
    expect(cart.lines).toEqual([]);
    expect(cart.details.tableNumber).toBe('4');
    expect(posCartReducer(cart, { type: 'clear' })).toEqual(EMPTY_CART);
  });

  it('never adds a custom item onto another one', () => {
    const custom = (id: string): PosCartLine => ({
      id,
      selection: { type: 'custom', specId: 'open', quantity: 1, comments: '', name: 'Cake', price: 500 },
    });
    const cart = posCartReducer(posCartReducer(EMPTY_CART, { type: 'add', line: custom('a') }), {
      type: 'add',
      line: custom('b'),
    });
    expect(cart.lines).toHaveLength(2);
  });
});

describe('cash suggestions', () => {
  it('offers the exact amount and the next round notes above it', () => {
    expect(cashSuggestions(3650)).toEqual([3650, 4000, 5000, 10_000]);
    expect(cashSuggestions(2000)).toEqual([2000, 5000, 10_000]);
  });
});

const ids = { restaurantId: 'r', storeId: 's' };
const item = (fields: Record<string, unknown>) =>
  ZItemSpec.parse({ ...ids, categoryId: 'drinks', ...fields });
const menu: PublishedMenu = ZPublishedMenu.parse(
  buildPublishedMenu(
    {
      ...ids,
      store: ZStore.parse({
        restaurantId: 'r',
        name: 'Test',
        address: {
          formattedAddress: '1 Test St',
          country: { code: 'AU', name: 'Australia' },
          geoPoint: { latitude: '0', longitude: '0' },
        },
        phoneNumber: '02 9999 9999',
        timezone: 'Australia/Sydney',
        collectionSettings: {
          pickup: { available: true },
          delivery: { available: true },
          dineIn: { available: true },
        },
      }),
      categories: [
        ZCategory.parse({ id: 'drinks', name: 'Drinks', backgroundColor: '#FDE7D8' }),
        ZCategory.parse({
          id: 'online',
          name: 'Online only',
          applicableOrderingSystem: { pos: false, online: true, uberEats: false },
        }),
      ],
      items: [
        item({ id: 'water', type: 'basic', name: 'Still water', price: { basePrice: 300 } }),
        item({
          id: 'tonic',
          type: 'basic',
          name: 'Tónica',
          price: { basePrice: 400 },
          soldout: true,
          sortOrder: 1,
        }),
        item({
          id: 'web',
          type: 'basic',
          name: 'Web special',
          price: { basePrice: 100 },
          sortOrder: 2,
          applicableOrderingSystem: { pos: false, online: true, uberEats: false },
        }),
        item({
          id: 'open',
          type: 'custom',
          name: 'Open item',
          sortOrder: 3,
          applicableOrderingSystem: { pos: true, online: false, uberEats: false },
        }),
        item({ id: 'cola', categoryId: 'online', type: 'basic', name: 'Cola', price: { basePrice: 300 } }),
      ],
      settings: {},
    },
    '2026-01-01T00:00:00.000Z',
  ),
);

describe('the till menu', () => {
  it('shows what is sold at the counter, keeps sold-out items with their reason, and finds the custom item', () => {
    const model = posMenuModel(menu);
    expect(model.categories.map((category) => category.name)).toEqual(['Drinks']);
    expect(model.items.map((item) => item.id)).toEqual(['water', 'tonic']);
    expect(model.customItem?.id).toBe('open');
    expect(model.items.map(unsellableReason)).toEqual([undefined, 'Sold Out']);
  });

  it('searches names without case or accents, every word', () => {
    const { items } = posMenuModel(menu);
    expect(searchItems(items, 'TONICA').map((item) => item.id)).toEqual(['tonic']);
    expect(searchItems(items, 'still wat').map((item) => item.id)).toEqual(['water']);
    expect(searchItems(items, '')).toEqual([]);
  });

  it('writes dark text on light category colours and white on dark ones', () => {
    expect(textOn('#FDE7D8')).toBe('#1b1b1b');
    expect(textOn('#123')).toBe('#ffffff');
    expect(textOn(undefined)).toBeUndefined();
  });
});

describe('a line’s price change on an edited order', () => {
  it('is the same when only absent and zero parts differ, so a carried-over discount keeps its approval', () => {
    expect(
      sameAdjustments(
        { discountForItem: 500 },
        { discountForItem: 500, extraChargeForItem: 0, extraChargeForComments: 0 },
      ),
    ).toBe(true);
    expect(sameAdjustments({ discountForItem: 500 }, { discountForItem: 700 })).toBe(false);
    expect(sameAdjustments(undefined, { extraChargeForItem: 100 })).toBe(false);
  });
});
