/**
 * The delivery-marketplace demo. Classic pizzas and sides are on Uber Eats at both stores (so either
 * can upload a menu), and Surry Hills is connected: its Uber Eats store (the fake marketplace's demo
 * merchant, provisioned from the start there too: scripts/lib/fakes.mjs FAKE_UBER_EATS_PROVISIONED)
 * is linked, and it has two Uber Eats orders of yesterday (one delivered, one the customer
 * cancelled), made by the same builder the webhook uses. Bondi is left to connect from the admin
 * (Integrations → Uber Eats). Fixed ids and times derived from the day, so a second run writes the
 * same documents.
 */
import { createHash } from 'node:crypto';
import {
  buildMarketplaceOrderDocument,
  catalogueFromPublishedMenu,
  type UberOrder,
  ZPublishedMenu,
  ZUberOrder,
} from '@resto/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { SEEDED_AT } from './demoData';

export const DEMO_UBER_EATS = {
  storeId: 'surry-hills',
  marketplaceStoreId: '8a4d7c31-5e92-4f0b-b8a6-3c2e1f9d7b22',
  marketplaceStoreName: 'Bella Vista Pizzeria (Surry Hills)',
  marketplaceStoreAddress: '45 Crown Street, Surry Hills NSW 2010',
} as const;

const ON_UBER_EATS_CATEGORIES = ['pizzas', 'sides'];
const STORES = ['bondi', 'surry-hills'];

/** Before the menus are published: classic pizzas and sides go on Uber Eats. */
export async function seedUberEatsMenu(db: Firestore, restaurantId: string): Promise<void> {
  const batch = db.batch();
  for (const storeId of STORES) {
    const store = db.collection('restaurants').doc(restaurantId).collection('stores').doc(storeId);
    for (const categoryId of ON_UBER_EATS_CATEGORIES) {
      batch.set(
        store.collection('categories').doc(categoryId),
        { applicableOrderingSystem: { pos: true, online: true, uberEats: true } },
        { merge: true },
      );
      const items = await store.collection('items').where('categoryId', '==', categoryId).get();
      for (const item of items.docs)
        if (item.get('type') !== 'custom')
          batch.set(
            item.ref,
            { applicableOrderingSystem: { pos: true, online: true, uberEats: true } },
            { merge: true },
          );
    }
  }
  await batch.commit();
}

function demoOrder(
  id: string,
  displayId: string,
  placed: Date,
  state: 'FINISHED' | 'CANCELED',
  eater: string,
  lines: { key: string; title: string; cents: number; quantity: number }[],
): UberOrder {
  const money = (cents: number) => ({ amount: cents / 100, currency_code: 'AUD' });
  const subTotal = lines.reduce((sum, line) => sum + line.cents * line.quantity, 0);
  return ZUberOrder.parse({
    id,
    display_id: displayId,
    current_state: state,
    preparation_status: state === 'FINISHED' ? 'HANDED_OFF' : 'PREPARING',
    type: 'DELIVERY_BY_UBER',
    store: { id: DEMO_UBER_EATS.marketplaceStoreId, name: DEMO_UBER_EATS.marketplaceStoreName },
    eater: { first_name: eater, phone: '+61 2 8000 0000', phone_code: '482' },
    cart: {
      items: lines.map((line, index) => ({
        id: line.key,
        instance_id: `${id.slice(0, 8)}-line-${index + 1}`,
        title: line.title,
        external_data: line.key,
        quantity: line.quantity,
        price: { unit_price: money(line.cents), total_price: money(line.cents * line.quantity) },
      })),
    },
    payment: {
      charges: { sub_total: money(subTotal), tax: money(Math.round(subTotal / 11)), total: money(subTotal) },
    },
    placed_at: placed.toISOString(),
    estimated_ready_for_pickup_at: new Date(placed.getTime() + 20 * 60_000).toISOString(),
    ...(state === 'CANCELED'
      ? {
          cancel_reason: {
            reason: 'CUSTOMER_CALLED_TO_CANCEL',
            details: 'The customer cancelled on Uber Eats',
          },
        }
      : {}),
  });
}

/** After the menus are published: Surry Hills' link and its two Uber Eats orders of yesterday. */
export async function seedUberEatsStore(
  db: Firestore,
  restaurantId: string,
  now = new Date(),
): Promise<void> {
  const store = db
    .collection('restaurants')
    .doc(restaurantId)
    .collection('stores')
    .doc(DEMO_UBER_EATS.storeId);
  const menu = ZPublishedMenu.parse((await store.collection('publishedMenu').doc('current').get()).data());
  const catalogue = catalogueFromPublishedMenu(menu);
  const yesterday = (hourUtc: number, minute: number) => {
    const at = new Date(now);
    at.setUTCDate(at.getUTCDate() - 1);
    at.setUTCHours(hourUtc, minute, 0, 0);
    return at;
  };
  const batch = db.batch();
  batch.set(store.collection('integrations').doc('uberEats'), {
    restaurantId,
    storeId: DEMO_UBER_EATS.storeId,
    provider: 'uberEats',
    status: 'integrated',
    marketplaceStoreId: DEMO_UBER_EATS.marketplaceStoreId,
    marketplaceStoreName: DEMO_UBER_EATS.marketplaceStoreName,
    marketplaceStoreAddress: DEMO_UBER_EATS.marketplaceStoreAddress,
    authorisedIsoDateTimeUtc: SEEDED_AT,
    integratedIsoDateTimeUtc: SEEDED_AT,
    updatedIsoDateTimeUtc: SEEDED_AT,
  });
  batch.set(
    db
      .collection('marketplaceStoreLinks')
      .doc(createHash('sha256').update(DEMO_UBER_EATS.marketplaceStoreId).digest('hex')),
    {
      restaurantId,
      storeId: DEMO_UBER_EATS.storeId,
      marketplaceStoreId: DEMO_UBER_EATS.marketplaceStoreId,
      linkedIsoDateTimeUtc: SEEDED_AT,
    },
  );
  const orders = [
    {
      uber: demoOrder('3b0f6f0e-8c1a-4d2e-9a77-1d5c2b8e4f01', 'A7K2Q', yesterday(8, 5), 'FINISHED', 'Priya', [
        { key: 'margherita~large', title: 'Margherita (Large)', cents: 2200, quantity: 2 },
        { key: 'garlic-bread', title: 'Garlic bread', cents: 800, quantity: 1 },
      ]),
      displayNumber: '71',
      status: 'completed' as const,
    },
    {
      uber: demoOrder('9d4e2c71-0b3a-4f6d-8e15-6a2f7c9b3d02', 'M3X9P', yesterday(9, 40), 'CANCELED', 'Tom', [
        { key: 'pepperoni~large', title: 'Pepperoni (Large)', cents: 2500, quantity: 1 },
      ]),
      displayNumber: '72',
      status: 'cancelled' as const,
    },
  ];
  for (const { uber, displayNumber, status } of orders) {
    const received = new Date(Date.parse(uber.placed_at) + 5_000).toISOString();
    const { displayNumberPending: _pending, ...document } = buildMarketplaceOrderDocument({
      uber,
      ids: { restaurantId, storeId: DEMO_UBER_EATS.storeId },
      menu,
      catalogue,
      nowIso: received,
    });
    batch.set(store.collection('orders').doc(uber.id), {
      ...document,
      displayNumber,
      status: { code: status, updatedIsoDateTimeUtc: received },
      statusHistory: [
        { to: status, atIsoDateTimeUtc: received, by: { kind: 'system', id: 'uberEats', name: 'Uber Eats' } },
      ],
    });
  }
  await batch.commit();
}
