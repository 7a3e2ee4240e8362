/** Orders, menu items and settings arranged straight in Firestore for the order-action and KDS tests. */
import type { OrderStatus } from '@resto/domain';
import { firestore } from './support/admin';
import { callApi } from './support/emulators';
import { STORE_BODY, type Tenant } from './support/tenants';

export const storePath = (tenant: Pick<Tenant, 'restaurantId' | 'storeId'>) =>
  `restaurants/${tenant.restaurantId}/stores/${tenant.storeId}`;

export const orderRef = (tenant: Tenant, orderId: string) =>
  firestore().doc(`${storePath(tenant)}/orders/${orderId}`);

export const ticketRef = (tenant: Tenant, orderId: string) =>
  firestore().doc(`${storePath(tenant)}/kdsTickets/${orderId}`);

export const actionPath = (
  tenant: Pick<Tenant, 'restaurantId' | 'storeId'>,
  orderId: string,
  action: string,
) => `/api/orders/restaurants/${tenant.restaurantId}/stores/${tenant.storeId}/orders/${orderId}/${action}`;

export async function setStoreSetting(tenant: Tenant, settingId: string, value: Record<string, unknown>) {
  await firestore()
    .doc(`${storePath(tenant)}/settings/${settingId}`)
    .set(value, { merge: true });
}

/**
 * A restaurant and store written straight to Firestore, for tests of triggers and schedules that
 * read only store documents, settings and orders (so they need no API and run against bare Firestore
 * emulators too). The owner is a placeholder: nothing signs in as them.
 */
export async function seedStoreDirectly(
  prefix: string,
  restaurantId = `${prefix}-${crypto.randomUUID().slice(0, 8)}`,
): Promise<Tenant> {
  const storeId = `store-${crypto.randomUUID().slice(0, 8)}`;
  await firestore().doc(`restaurants/${restaurantId}`).set({ name: 'Test Pizzeria' }, { merge: true });
  await firestore().doc(`restaurants/${restaurantId}/stores/${storeId}`).set({ name: 'Bondi' });
  return { restaurantId, storeId, owner: { uid: `${prefix}-owner`, email: '', idToken: '' } };
}

/** A second store of the tenant's restaurant, created through the API. */
export async function addStore(tenant: Tenant): Promise<Tenant> {
  const store = await callApi(`/api/restaurants/${tenant.restaurantId}/stores`, {
    token: tenant.owner.idToken,
    body: { ...STORE_BODY, name: 'Surry Hills' },
  });
  if (store.status !== 201) throw new Error(`store create failed: ${JSON.stringify(store.body)}`);
  return { ...tenant, storeId: String(store.body.storeId) };
}

/** Menu items with kitchen routing: burgers at the grill, pizzas at the oven, water anywhere. */
export async function seedMenu(tenant: Tenant): Promise<void> {
  const owner = { restaurantId: tenant.restaurantId, storeId: tenant.storeId, categoryId: 'mains' };
  const items = [
    {
      id: 'burger',
      type: 'basic',
      name: 'Burger',
      price: { basePrice: 1500 },
      printStationIds: ['grill'],
      allergenInfo: { CONTAINS: ['GLUTEN'], MAY_CONTAIN: [], FREE_FROM: [] },
      modifiers: [{ id: 'sauce', name: 'Sauce', options: [{ id: 'bbq', name: 'BBQ', extraCharge: 50 }] }],
    },
    {
      id: 'margherita',
      type: 'pizza',
      name: 'Margherita',
      sizes: { large: { price: 1800 } },
      removeToppings: ['Basil'],
      printStationIds: ['oven'],
      allergenInfo: { CONTAINS: ['MILK'], MAY_CONTAIN: [], FREE_FROM: [] },
    },
    { id: 'water', type: 'basic', name: 'Water', price: { basePrice: 300 } },
  ];
  const batch = firestore().batch();
  for (const item of items)
    batch.set(firestore().doc(`${storePath(tenant)}/items/${item.id}`), { ...owner, ...item });
  batch.set(firestore().doc(`${storePath(tenant)}/settings/pizza`), {
    sizes: [{ id: 'large', name: 'Large' }],
    toppings: [{ id: 'olives', name: 'Olives', prices: { large: 150 } }],
  });
  await batch.commit();
}

export interface SeedOrderOptions {
  status?: OrderStatus;
  paidByCard?: boolean;
  placedIsoDateTimeUtc?: string;
  extra?: Record<string, unknown>;
}

/** A website order as the placement API stores it (ZWebsiteOrder), written directly. */
export function orderDocument(tenant: Tenant, orderId: string, options: SeedOrderOptions = {}) {
  const placed = options.placedIsoDateTimeUtc ?? new Date().toISOString();
  return {
    id: orderId,
    restaurantId: tenant.restaurantId,
    storeId: tenant.storeId,
    source: 'website',
    placedIsoDateTimeUtc: placed,
    cart: {
      createdTime: placed,
      items: [
        {
          id: 'line-burger',
          categoryId: 'mains',
          isGstApplicable: true,
          selection: {
            type: 'basic',
            specId: 'burger',
            quantity: 2,
            comments: 'no pickles',
            modifiersValue: { sauce: { bbq: 1 } },
          },
          summary: {
            name: 'Burger',
            price: 1550,
            quantity: 2,
            description: 'BBQ',
            comments: 'no pickles',
            discountForItem: 0,
            extraChargeForItem: 0,
            extraChargeForComments: 0,
          },
        },
        {
          id: 'line-pizza',
          categoryId: 'mains',
          isGstApplicable: true,
          selection: {
            type: 'pizza',
            specId: 'margherita',
            quantity: 1,
            comments: '',
            sizeId: 'large',
            addToppings: ['olives'],
            removeToppings: ['Basil'],
          },
          summary: {
            name: 'Margherita',
            price: 1950,
            quantity: 1,
            description: 'Large, + Olives, no Basil',
            comments: '',
            discountForItem: 0,
            extraChargeForItem: 0,
            extraChargeForComments: 0,
          },
        },
        {
          id: 'line-water',
          categoryId: 'mains',
          isGstApplicable: false,
          selection: { type: 'basic', specId: 'water', quantity: 1, comments: '', modifiersValue: {} },
          summary: {
            name: 'Water',
            price: 300,
            quantity: 1,
            description: '',
            comments: '',
            discountForItem: 0,
            extraChargeForItem: 0,
            extraChargeForComments: 0,
          },
        },
      ],
      collection: { type: 'pickup', timeOfDay: '7:30 PM', date: placed.slice(0, 10) },
      paymentType: options.paidByCard ? 'stripe' : 'inStore',
      itemTotal: 5350,
      grandTotal: 5350,
      currency: { code: 'AUD', symbol: '$' },
      comments: '',
      discount: 0,
      deliveryCharge: 0,
      surcharge: 0,
      couponCodes: [],
    },
    customer: {
      name: 'Alex Diner',
      email: 'alex@example.test',
      mobile: '+61412345678',
      previousOrderCount: 0,
    },
    status: { code: options.status ?? 'new', updatedIsoDateTimeUtc: placed },
    ...(options.paidByCard
      ? { payment: { status: 'success', paymentIntentId: 'pi_test', applicationFee: 0 } }
      : {}),
    timeDimension: {
      isoDate: placed.slice(0, 10),
      year: 2025,
      month: 3,
      dayOfMonth: 1,
      hour: 19,
      weekday: 'saturday',
    },
    orderTransactionFees: { processorFee: 0, applicationFee: 0 },
    ...options.extra,
  };
}

export async function seedOrder(tenant: Tenant, options: SeedOrderOptions = {}): Promise<string> {
  const orderId = `order-${crypto.randomUUID().slice(0, 12)}`;
  await orderRef(tenant, orderId).set(orderDocument(tenant, orderId, options));
  return orderId;
}

/**
 * Where to send API calls. The shared emulator suite serves `/api` through Hosting; when its function
 * workers still run a build from before these routes existed (the emulator does not always refresh
 * idle HTTP workers on reload), the same Express app is served in-process against the same emulated
 * Firestore and Auth, so the tests still exercise these routes end to end.
 */
/** The API as the apps reach it: through the Hosting emulator, which the suite always runs. */
export const API_BASE_URL = 'http://127.0.0.1:5000';
