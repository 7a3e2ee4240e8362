/**
 * A published menu for online-ordering tests: the pricing test menu (every item type) in a Sydney
 * store open 10:00 AM – 5:00 PM every day for pickup, delivery and dine-in, with one delivery area
 * around Bondi ($5.00 delivery, $20.00 minimum) and a 1% credit-card surcharge.
 */
import {
  buildPublishedMenu,
  defaultStoreTimings,
  type PlaceOrderRequest,
  type PlaceOrderRequestInput,
  type PublishedMenu,
  type PublishedMenuInput,
  ZCategory,
  ZPlaceOrderRequest,
  ZPublishedMenu,
  ZStore,
} from '../../src';
import { menuItems, pizzaSettings } from './pricingMenu';

/** Monday 3 March 2025, 12:00 PM in Sydney (UTC+11): the store is open. */
export const OPEN_NOW = new Date('2025-03-03T01:00:00.000Z');
/** Monday 7:00 PM in Sydney: closed until Tuesday 10:00 AM. */
export const CLOSED_NOW = new Date('2025-03-03T08:00:00.000Z');
/** Tuesday 10:00 AM in Sydney. */
export const TUESDAY_OPENING = '2025-03-03T23:00:00.000Z';

export const BONDI_ADDRESS = {
  formattedAddress: '10 Hall Street, Bondi Beach NSW 2026',
  suburb: 'Bondi Beach',
  state: 'NSW',
  postcode: '2026',
  country: { code: 'AU' as const, name: 'Australia' },
  geoPoint: { latitude: '-33.8900', longitude: '151.2750' },
  dropoffNotes: 'Blue door',
};

export const FAR_ADDRESS = {
  ...BONDI_ADDRESS,
  formattedAddress: '1 Macquarie Street, Parramatta NSW 2150',
  suburb: 'Parramatta',
  postcode: '2150',
  geoPoint: { latitude: '-33.8150', longitude: '151.0011' },
};

export const store = ZStore.parse({
  restaurantId: 'r1',
  name: 'Bondi',
  address: {
    formattedAddress: '1 Campbell Parade, Bondi Beach NSW 2026',
    suburb: 'Bondi Beach',
    state: 'NSW',
    postcode: '2026',
    country: { code: 'AU', name: 'Australia' },
    geoPoint: { latitude: '-33.8915', longitude: '151.2767' },
  },
  phoneNumber: '02 9876 5432',
  timezone: 'Australia/Sydney',
  collectionSettings: {
    pickup: { available: true },
    delivery: { available: true },
    dineIn: { available: true },
  },
});

export function menuInput(overrides: Partial<PublishedMenuInput> = {}): PublishedMenuInput {
  return {
    restaurantId: 'r1',
    storeId: 's1',
    store,
    categories: [ZCategory.parse({ id: 'c1', name: 'Mains' })],
    items: menuItems,
    pizzaSettings,
    settings: {
      // Saved ordering times (10:00 AM for 7 hours), not the ones that follow the trading hours.
      timings: defaultStoreTimings(),
      delivery: {
        minOrderValue: 0,
        suburbs: [],
        areas: [
          {
            id: 'bondi',
            name: 'Bondi',
            deliveryCharges: 500,
            minOrderValue: 2000,
            shouldApplyThirdPartyDeliveryFee: false,
            polygon: [
              { latitude: '-33.880', longitude: '151.260' },
              { latitude: '-33.880', longitude: '151.290' },
              { latitude: '-33.900', longitude: '151.290' },
              { latitude: '-33.900', longitude: '151.260' },
            ],
          },
        ],
      },
      checkout: {
        creditCard: { amountInCents: 0, percentage: 1 },
        eftpos: { amountInCents: 0, percentage: 0 },
      },
    },
    ...overrides,
  };
}

export function publishedMenu(overrides: Partial<PublishedMenuInput> = {}): PublishedMenu {
  return ZPublishedMenu.parse(buildPublishedMenu(menuInput(overrides), '2025-03-01T00:00:00.000Z'));
}

export const burgerLine = {
  id: 'line-burger',
  selection: {
    type: 'basic' as const,
    specId: 'burger',
    quantity: 1,
    comments: '',
    modifiersValue: { sauce: { bbq: 1 }, extras: { bacon: 2 } },
  },
};

export function request(overrides: Partial<PlaceOrderRequestInput> = {}): PlaceOrderRequest {
  return ZPlaceOrderRequest.parse({
    orderId: 'order-0001',
    collectionType: 'pickup',
    requestedTime: { type: 'asap' },
    lines: [burgerLine],
    expectedTotalInCents: 2050,
    customer: { name: 'Sam Diner', mobile: '+61412345678', email: 'sam@example.com' },
    paymentType: 'inStore',
    ...overrides,
  });
}
