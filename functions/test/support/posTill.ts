import {
  buildPublishedMenu,
  type PublishedMenu,
  WEEKDAYS,
  ZCategory,
  ZItemSpec,
  ZPizzaSettings,
  ZPublishedMenu,
  ZStore,
  ZWeeklyHours,
} from '@resto/domain';
import { expect } from 'vitest';
import { firestore } from './admin';
import { callApi } from './emulators';
import { MENU_ITEMS } from './onlineOrdering';
import type { Tenant } from './tenants';

const storePath = (forTenant: Tenant) => `restaurants/${forTenant.restaurantId}/stores/${forTenant.storeId}`;

/** Publishes the online-ordering test menu (every item type, plus an open item) in the tenant's store. */
export async function publishPosMenu(
  forTenant: Tenant,
  options: { soldOut?: readonly string[]; publishedIsoDateTimeUtc?: string } = {},
): Promise<PublishedMenu> {
  const store = ZStore.parse({
    restaurantId: forTenant.restaurantId,
    name: 'Counter test store',
    address: {
      formattedAddress: '1 Campbell Parade, Bondi Beach NSW 2026',
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
  const ids = { restaurantId: forTenant.restaurantId, storeId: forTenant.storeId };
  const items = [
    ...MENU_ITEMS.map((entry) => ({
      ...entry,
      ...ids,
      soldout: options.soldOut?.includes(entry.id) ?? false,
    })),
    ZItemSpec.parse({ ...ids, id: 'open', categoryId: 'mains', name: 'Open item', type: 'custom' }),
    ZItemSpec.parse({
      ...ids,
      id: 'webOnly',
      categoryId: 'mains',
      name: 'Web special',
      type: 'basic',
      price: { basePrice: 500 },
      applicableOrderingSystem: { pos: false, online: true, uberEats: false },
    }),
  ];
  const document = buildPublishedMenu(
    {
      ...ids,
      store,
      categories: [ZCategory.parse({ id: 'mains', name: 'Mains' })],
      items,
      pizzaSettings: ZPizzaSettings.parse(PIZZA_SETTINGS),
      settings: {
        tradingHours: ZWeeklyHours.parse(
          Object.fromEntries(WEEKDAYS.map((day) => [day, { availableAllDay: true }])),
        ),
        // One suburb delivered to at $6.50, with a $20.00 minimum order.
        delivery: {
          minOrderValue: 2000,
          suburbs: [{ name: 'Bondi Beach', postcode: '2026', deliveryCharges: 650 }],
          areas: [],
        },
        customPayments: {
          customPayments: [
            {
              id: 'voucher',
              name: 'Voucher',
              availableForPickup: true,
              availableForDelivery: false,
              availableForDineIn: true,
              sortOrder: 0,
              createdIsoDateTimeUtc: new Date().toISOString(),
            },
          ],
        },
      },
    },
    options.publishedIsoDateTimeUtc ?? new Date().toISOString(),
  );
  await firestore()
    .doc(`${storePath(forTenant)}/publishedMenu/current`)
    .set(JSON.parse(JSON.stringify(document)));
  await firestore()
    .doc(`${storePath(forTenant)}/settings/addOns`)
    .set({ kitchenDisplay: true }, { merge: true });
  return ZPublishedMenu.parse(document);
}

/** The pizza settings the online-ordering test menu is priced with. */
const PIZZA_SETTINGS = {
  sizes: [
    { id: 'S', name: 'Small' },
    { id: 'L', name: 'Large', halfAndHalfExtraCharge: 200 },
  ],
  toppings: [
    { id: 'olives', name: 'Olives', prices: { S: 100, L: 150 } },
    { id: 'cheese', name: 'Extra cheese', prices: { S: 100, L: 200 } },
  ],
};

export async function addEmployee(
  forTenant: Tenant,
  name: string,
  pin: string,
  isAuthorised = false,
): Promise<string> {
  const response = await callApi(
    `/api/employees/restaurants/${forTenant.restaurantId}/stores/${forTenant.storeId}/employees`,
    { token: forTenant.owner.idToken, body: { name, pin, isAuthorised } },
  );
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return String(response.body.id);
}
