/**
 * Online-ordering test fixtures: a generated store with every item type, written straight to the
 * Firestore emulator (restaurant, store and its published menu, built by the same domain function
 * `publishMenu` uses), and the placement API served in-process by the real middleware chain so tests
 * can swap the payment port and the email sender.
 */
import type { AddressInfo } from 'node:net';
import {
  buildPublishedMenu,
  type ItemSpec,
  ORDER_SIZE_LIMITS,
  type PlaceOrderLine,
  type PlaceOrderRequestInput,
  type PublishedMenu,
  type StoreSettings,
  type WeeklyHours,
  ZCategory,
  ZItemSpec,
  ZPizzaSettings,
  ZPublishedMenu,
  ZStore,
  ZWeeklyHours,
} from '@resto/domain';
import express from 'express';
import type { FakeGeocoder } from '../../../fakes/src/geocoder';
import { trustedProxyHops } from '../../src/abuse/clientAddress';
import { customerOrdersRouter } from '../../src/api/customerOrders';
import { onlineOrderingRouter } from '../../src/api/onlineOrdering';
import { authenticate } from '../../src/http/auth';
import { errorHandler, notFoundRoute } from '../../src/http/errorHandler';
import { requestId } from '../../src/http/requestId';
import { firestore } from './admin';
import { AUTH_URL } from './emulators';
import { useFakeGeocoder } from './geocoding';

// ---------------------------------------------------------------------------------------------
// The API, in-process

export interface OrderingApi {
  baseUrl: string;
  /** The fake geocoder delivery addresses are placed with (in-process, its own port). */
  geocoder: FakeGeocoder;
  close(): Promise<void>;
}

export async function startOrderingApi(): Promise<OrderingApi> {
  const { geocoder, stop } = await useFakeGeocoder();
  const app = express();
  // As app.ts: the last X-Forwarded-For entry is the client (callApi sends a fresh one per call).
  app.set('trust proxy', trustedProxyHops());
  app.set('trust proxy', true);
  app.use(requestId);
  app.use(express.json({ limit: '1mb' }));
  app.use(authenticate());
  const api = express.Router();
  api.use('/online-ordering', onlineOrderingRouter());
  api.use('/customer', customerOrdersRouter());
  api.use(notFoundRoute);
  app.use('/api', api);
  app.use(errorHandler);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    geocoder,
    close: async () => {
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
      await stop();
    },
  };
}

/** A guest as the storefront makes one: signed in anonymously on the Auth emulator. */
export async function signInAnonymously(): Promise<{ uid: string; idToken: string }> {
  const response = await fetch(
    `${AUTH_URL}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`Anonymous sign-in failed: ${await response.text()}`);
  const body = (await response.json()) as { localId: string; idToken: string };
  return { uid: body.localId, idToken: body.idToken };
}

// ---------------------------------------------------------------------------------------------
// A generated store

const OWNER = { restaurantId: 'r', storeId: 's', categoryId: 'mains' };

function item(fields: Record<string, unknown>): ItemSpec {
  return ZItemSpec.parse({ ...OWNER, ...fields });
}

export const MENU_ITEMS: ItemSpec[] = [
  item({
    id: 'burger',
    name: 'Burger',
    type: 'basic',
    price: { basePrice: 1500, extraCharge: { delivery: 100 } },
    modifiers: [
      {
        id: 'sauce',
        name: 'Sauce',
        min: 1,
        max: 1,
        options: [
          { id: 'tomato', name: 'Tomato' },
          { id: 'bbq', name: 'BBQ', extraCharge: 50 },
        ],
      },
      {
        id: 'extras',
        name: 'Extras',
        min: 0,
        max: 3,
        allowMultiple: true,
        options: [{ id: 'bacon', name: 'Bacon', extraCharge: 250 }],
      },
    ],
  }),
  item({ id: 'water', name: 'Water', type: 'basic', isGstApplicable: false, price: { basePrice: 300 } }),
  item({
    id: 'margherita',
    name: 'Margherita',
    type: 'pizza',
    sizes: { S: { price: 1200 }, L: { price: 1800 } },
    removeToppings: ['Basil'],
  }),
  item({
    id: 'hawaiian',
    name: 'Hawaiian',
    type: 'pizza',
    sizes: { S: { price: 1400 }, L: { price: 2000 } },
  }),
  item({
    id: 'hnhL',
    name: 'Half & Half Large',
    type: 'halfAndHalf',
    pizzaSizeId: 'L',
    includedPizzaIds: ['margherita', 'hawaiian'],
  }),
  item({
    id: 'family',
    name: 'Family Deal',
    type: 'deal',
    price: { basePrice: 3999 },
    modifiers: [
      {
        id: 'drink',
        name: 'Drink',
        min: 1,
        max: 1,
        options: [
          { id: 'coke', name: 'Coke' },
          { id: 'beer', name: 'Beer', extraCharge: 300 },
        ],
      },
    ],
    items: [
      {
        id: 'garlic',
        name: 'Garlic bread',
        quantity: 2,
        modifiers: [
          { id: 'top', name: 'Topping', options: [{ id: 'cheese', name: 'Cheese', extraCharge: 100 }] },
        ],
      },
    ],
    pizzas: [
      {
        id: 'slot1',
        name: 'Any large pizza',
        pizzaSizeId: 'L',
        includedPizzaIds: ['margherita', 'hawaiian'],
      },
    ],
  }),
];

const PIZZA_SETTINGS = ZPizzaSettings.parse({
  sizes: [
    { id: 'S', name: 'Small' },
    { id: 'L', name: 'Large', halfAndHalfExtraCharge: 200 },
  ],
  toppings: [
    { id: 'olives', name: 'Olives', prices: { S: 100, L: 150 } },
    { id: 'cheese', name: 'Extra cheese', prices: { S: 100, L: 200 } },
  ],
});

/** One line of each item type the storefront sells. */
export const LINES: Record<'basic' | 'pizza' | 'halfAndHalf' | 'deal', PlaceOrderLine> = {
  basic: {
    id: 'line-basic',
    selection: {
      type: 'basic',
      specId: 'burger',
      quantity: 1,
      comments: '',
      modifiersValue: { sauce: { bbq: 1 }, extras: { bacon: 2 } },
    },
  },
  pizza: {
    id: 'line-pizza',
    selection: {
      type: 'pizza',
      specId: 'margherita',
      quantity: 2,
      comments: '',
      sizeId: 'L',
      addToppings: ['olives'],
      removeToppings: ['Basil'],
    },
  },
  halfAndHalf: {
    id: 'line-hnh',
    selection: {
      type: 'halfAndHalf',
      specId: 'hnhL',
      quantity: 1,
      comments: '',
      firstHalf: { pizzaSpecId: 'margherita', addToppings: ['cheese'], removeToppings: [] },
      secondHalf: { pizzaSpecId: 'hawaiian', addToppings: [], removeToppings: [] },
    },
  },
  deal: {
    id: 'line-deal',
    selection: {
      type: 'deal',
      specId: 'family',
      quantity: 1,
      comments: '',
      modifiersValue: { drink: { beer: 1 } },
      items: { garlic: { modifiersValue: { top: { cheese: 1 } } } },
      pizzas: { slot1: { pizzaId: 'hawaiian', addToppings: ['olives'], removeToppings: [] } },
    },
  },
};

/** Inside the store's delivery area; the area charges $5.00 and needs $20.00 of items. */
export const NEAR_ADDRESS = {
  formattedAddress: '10 Hall Street, Bondi Beach NSW 2026',
  suburb: 'Bondi Beach',
  state: 'NSW',
  postcode: '2026',
  country: { code: 'AU' as const, name: 'Australia' },
  geoPoint: { latitude: '-33.8900', longitude: '151.2750' },
  dropoffNotes: 'Blue door',
};
export const FAR_ADDRESS = {
  ...NEAR_ADDRESS,
  formattedAddress: '1 Church Street, Parramatta NSW 2150',
  suburb: 'Parramatta',
  geoPoint: { latitude: '-33.8150', longitude: '151.0011' },
};

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

function timeOfDayText(hour: number): string {
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:00 ${hour < 12 ? 'AM' : 'PM'}`;
}

/** Every day, every collection type, one session from `startHour` (UTC) for `hours`. */
function timings(startHour: number, hours: number): StoreSettings['timings'] {
  const session = {
    available: true,
    timePeriod: { startTimeOfDay: timeOfDayText(startHour), durationInHours: hours },
  };
  const off = { available: false, timePeriod: session.timePeriod };
  const type = { firstSession: session, secondSession: off };
  return Object.fromEntries(
    WEEKDAYS.map((day) => [day, { pickup: type, delivery: type, dineIn: type }]),
  ) as StoreSettings['timings'];
}

export interface OrderingStoreFixture {
  restaurantId: string;
  storeId: string;
  menu: PublishedMenu;
  /** For a `closed` store: a slot when it is open (its first opening + 30 minutes). */
  openSlotIsoDateTimeUtc?: string;
}

export interface StoreOptions {
  /** Closed now, opening in two to three hours (the store runs on UTC to keep this exact). */
  closed?: boolean;
  autoAcceptDineInOrders?: boolean;
  soldOut?: string[];
  settings?: Partial<StoreSettings>;
  /** The store takes orders through Order with Google. */
  googleFoodOrdering?: boolean;
}

/** Writes a fresh restaurant, store and published menu; ids are random so tests never collide. */
export async function createOrderingStore(options: StoreOptions = {}): Promise<OrderingStoreFixture> {
  const restaurantId = `r-${crypto.randomUUID().slice(0, 12)}`;
  const storeId = `s-${crypto.randomUUID().slice(0, 8)}`;
  const now = new Date();
  const opensAt = new Date(Math.ceil(now.getTime() / 3_600_000) * 3_600_000 + 2 * 3_600_000);
  const store = ZStore.parse({
    restaurantId,
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
    timezone: 'UTC',
    collectionSettings: {
      pickup: { available: true },
      delivery: { available: true },
      dineIn: { available: true },
    },
    googleFoodOrderingEnabled: options.googleFoodOrdering ?? false,
  });
  const allDay: WeeklyHours = ZWeeklyHours.parse(
    Object.fromEntries(WEEKDAYS.map((day) => [day, { availableAllDay: true }])),
  );
  const document = buildPublishedMenu(
    {
      restaurantId,
      storeId,
      store,
      categories: [ZCategory.parse({ id: 'mains', name: 'Mains' })],
      items: MENU_ITEMS.map((entry) => ({
        ...entry,
        restaurantId,
        storeId,
        soldout: options.soldOut?.includes(entry.id) ?? false,
      })),
      pizzaSettings: PIZZA_SETTINGS,
      settings: {
        timings: options.closed ? timings(opensAt.getUTCHours(), 3) : timings(0, 24),
        tradingHours: allDay,
        orderProcess: {
          hasEta: true,
          hasUnprocessedOrderMonitor: true,
          hasCompleteStatus: true,
          autoAcceptDineInOrders: options.autoAcceptDineInOrders ?? false,
          maxLinesPerOrder: ORDER_SIZE_LIMITS.maxLinesPerOrder.default,
          maxQuantityPerItem: ORDER_SIZE_LIMITS.maxQuantityPerItem.default,
        },
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
        ...options.settings,
      },
    },
    now.toISOString(),
  );
  const db = firestore();
  await db.doc(`restaurants/${restaurantId}`).set({
    name: 'Test Pizzeria',
    description: '',
    timezone: 'Australia/Sydney',
    country: { code: 'AU', name: 'Australia' },
    contactEmail: 'hello@pizzeria.example',
    createdIsoDateTimeUtc: now.toISOString(),
  });
  await db.doc(`restaurants/${restaurantId}/stores/${storeId}`).set(JSON.parse(JSON.stringify(store)));
  await db
    .doc(`restaurants/${restaurantId}/stores/${storeId}/publishedMenu/current`)
    .set(JSON.parse(JSON.stringify(document)));
  return {
    restaurantId,
    storeId,
    menu: ZPublishedMenu.parse(document),
    ...(options.closed
      ? { openSlotIsoDateTimeUtc: new Date(opensAt.getTime() + 30 * 60_000).toISOString() }
      : {}),
  };
}

/** Marks the store's connected card account active (as H4's connect routes would). */
export async function connectCardAccount(fixture: OrderingStoreFixture, accountId: string): Promise<void> {
  await firestore()
    .doc(`restaurants/${fixture.restaurantId}/stores/${fixture.storeId}/paymentAccounts/stripe`)
    .set({
      provider: 'stripe',
      accountId,
      status: 'active',
      chargesEnabled: true,
      payoutsEnabled: true,
      detailsSubmitted: true,
      updatedIsoDateTimeUtc: new Date().toISOString(),
    });
}

export function newOrderId(): string {
  return `ord-${crypto.randomUUID()}`;
}

export const CUSTOMER = { name: 'Sam Diner', mobile: '+61412345678', email: 'sam@example.com' };

/** A mobile number nobody else in the run uses: for placements that are not about one customer's history. */
export function freshMobile(): string {
  return `+6148${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
}

export function orderBody(fields: Partial<PlaceOrderRequestInput> = {}): PlaceOrderRequestInput {
  return {
    orderId: newOrderId(),
    collectionType: 'pickup',
    requestedTime: { type: 'asap' },
    lines: [LINES.basic],
    expectedTotalInCents: 2050,
    customer: CUSTOMER,
    paymentType: 'inStore',
    ...fields,
  };
}

export function ordersPath(fixture: OrderingStoreFixture): string {
  return `/api/online-ordering/restaurants/${fixture.restaurantId}/stores/${fixture.storeId}/orders`;
}

/**
 * The customer record once the order trigger has counted `orderCount` orders in it (records are
 * counted after placement, by customers/customerRecord.ts).
 */
export async function customerRecordWithOrders(
  restaurantId: string,
  customerKey: string,
  orderCount: number,
  timeoutMs = 60_000,
): Promise<Record<string, unknown>> {
  const ref = firestore().doc(`restaurants/${restaurantId}/customers/${customerKey}`);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const data = (await ref.get()).data();
    if (data && Number(data.previousOrderCount) >= orderCount) return data;
    if (Date.now() > deadline)
      throw new Error(
        `${ref.path} did not count ${orderCount} orders in ${timeoutMs} ms: ${JSON.stringify(data)}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
