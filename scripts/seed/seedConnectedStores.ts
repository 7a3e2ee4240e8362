/**
 * The connected-stores demo: "Crust Club", a delivery-only pizza brand of the restaurant with its own
 * store (same menu, sold under its own name), linked to Bondi, whose kitchen makes its orders. Bondi
 * has the Connected stores add-on on, so its admin page (/add-ons/connected-stores-settings) lists
 * the link; orders placed at Crust Club print on Bondi's printers and show on Bondi's kitchen and
 * staff screens labelled "Crust Club". Fixed ids and times, so a second run writes the same documents.
 */
import { type StoreLink, ZAddOnsSettings, ZStoreLink } from '@resto/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { DEMO_CATEGORIES, DEMO_PIZZA_SETTINGS, DEMO_STORES, demoStoreSettings, SEEDED_AT } from './demoData';
import { demoMenuItems } from './demoMenu';
import { publishStoreMenu } from './publishDemoMenu';

export const DEMO_VIRTUAL_STORE = {
  storeId: 'crust-club',
  name: 'Crust Club (delivery only)',
  kitchenStoreId: 'bondi',
} as const;

export async function seedConnectedStores(db: Firestore, restaurantId: string): Promise<void> {
  const kitchen = DEMO_STORES[DEMO_VIRTUAL_STORE.kitchenStoreId];
  if (!kitchen) throw new Error('the demo kitchen store is missing');
  const restaurant = db.collection('restaurants').doc(restaurantId);
  const storeRef = restaurant.collection('stores').doc(DEMO_VIRTUAL_STORE.storeId);
  // Cooked in Bondi's kitchen, so it sits at Bondi's address and delivers around it.
  const store = { ...kitchen, name: DEMO_VIRTUAL_STORE.name };
  const settings = demoStoreSettings(store);
  const batch = db.batch();
  batch.set(storeRef, store);
  batch.set(storeRef.collection('settings').doc('pizza'), DEMO_PIZZA_SETTINGS);
  batch.set(storeRef.collection('settings').doc('delivery'), settings.delivery);
  batch.set(storeRef.collection('settings').doc('addOns'), ZAddOnsSettings.parse({}));
  for (const category of DEMO_CATEGORIES)
    batch.set(storeRef.collection('categories').doc(category.id), category);
  for (const item of demoMenuItems([DEMO_VIRTUAL_STORE.storeId])[DEMO_VIRTUAL_STORE.storeId] ?? [])
    batch.set(storeRef.collection('items').doc(item.id), item);
  batch.set(
    restaurant
      .collection('stores')
      .doc(DEMO_VIRTUAL_STORE.kitchenStoreId)
      .collection('settings')
      .doc('addOns'),
    { connectedStores: true },
    { merge: true },
  );
  const link: StoreLink = ZStoreLink.parse({
    virtualStoreId: DEMO_VIRTUAL_STORE.storeId,
    physicalStoreId: DEMO_VIRTUAL_STORE.kitchenStoreId,
    brandName: DEMO_VIRTUAL_STORE.name,
    linkedIsoDateTimeUtc: SEEDED_AT,
    linkedBy: 'demo-owner',
  });
  batch.set(restaurant.collection('storeLinks').doc(DEMO_VIRTUAL_STORE.storeId), link);
  await batch.commit();
  await publishStoreMenu(db, restaurantId, DEMO_VIRTUAL_STORE.storeId, SEEDED_AT);
}
