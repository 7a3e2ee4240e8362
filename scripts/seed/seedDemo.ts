/**
 * Writes the demo tenant into the emulator suite. Idempotent: Auth users are created or updated to
 * the same values and every document is written with the same content, so a second run changes
 * nothing.
 */
import { createHash } from 'node:crypto';
import { ZKdsDeviceSettings, ZPairingCodeRecord, ZStoreDevice } from '@resto/domain';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type WriteBatch } from 'firebase-admin/firestore';
import {
  DEMO_CATEGORIES,
  DEMO_DEVICES,
  DEMO_ITEMS,
  DEMO_PIZZA_SETTINGS,
  DEMO_RESTAURANT,
  DEMO_RESTAURANT_ID,
  DEMO_STORES,
  DEMO_USERS,
  type DemoUser,
  demoStoreSettings,
  SEEDED_AT,
} from './demoData';
import { writeDemoImages } from './demoImages';
import { DEMO_MENU_IMAGE_IDS } from './demoMenu';
import { publishStoreMenu } from './publishDemoMenu';
import { seedCardTerminals } from './seedCardTerminals';
import { seedCashDrawer } from './seedCashDrawer';
import { seedConnectedStores } from './seedConnectedStores';
import { seedCourierOrders, seedCourierSettings } from './seedCourier';
import { seedGoogleOrders } from './seedGoogleOrdering';
import { seedMarketing } from './seedMarketing';
import { seedOrdering } from './seedOrdering';
import { seedPayments } from './seedPayments';
import { seedPosChanges, seedPosOrders, seedPosSetup } from './seedPos';
import { seedPrinting } from './seedPrinting';
import { seedPromotions } from './seedPromotions';
import { seedReports } from './seedReports';
import { seedReviews } from './seedReviews';
import { seedSearch } from './seedSearch';
import { seedTableBookings, seedTables } from './seedTables';
import { seedTimeClock } from './seedTimeClock';
import { seedUberEatsMenu, seedUberEatsStore } from './seedUberEats';
import { seedWebsite } from './seedWebsite';

export { connectDemoPrinter } from './seedPrinting';

export { DEMO_DEVICES, DEMO_RESTAURANT, DEMO_RESTAURANT_ID, DEMO_STORES, DEMO_USERS };

function hashPairingCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

async function upsertAuthUser(user: DemoUser): Promise<void> {
  const auth = getAuth();
  const fields = {
    email: user.email,
    password: user.password,
    displayName: user.displayName,
    emailVerified: true,
  };
  try {
    await auth.updateUser(user.uid, fields);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    await auth.createUser({ uid: user.uid, ...fields });
  }
  await auth.setCustomUserClaims(user.uid, user.superAdmin ? { superAdmin: true } : null);
}

function writeMemberships(batch: WriteBatch, user: DemoUser): void {
  const db = getFirestore();
  const restaurant = db.collection('restaurants').doc(DEMO_RESTAURANT_ID);
  const member = {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    restaurantId: DEMO_RESTAURANT_ID,
  };
  if (user.restaurantRole) {
    batch.set(restaurant.collection('members').doc(user.uid), {
      ...member,
      role: user.restaurantRole,
      createdIsoDateTimeUtc: SEEDED_AT,
    });
  }
  if (user.store) {
    batch.set(restaurant.collection('stores').doc(user.store.storeId).collection('members').doc(user.uid), {
      ...member,
      storeId: user.store.storeId,
      role: user.store.role,
      createdIsoDateTimeUtc: SEEDED_AT,
    });
  }
}

export async function seedDemoData(): Promise<void> {
  if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error('The seed only writes to the emulator suite: FIRESTORE_EMULATOR_HOST is not set.');
  }
  if (getApps().length === 0) initializeApp({ projectId: process.env.GCLOUD_PROJECT });
  const db = getFirestore();

  for (const user of DEMO_USERS) await upsertAuthUser(user);
  // The pictures the demo menu's items and categories refer to (drawn offline, same bytes each run).
  await writeDemoImages(
    DEMO_RESTAURANT_ID,
    DEMO_MENU_IMAGE_IDS.map((entry) => entry.id),
    Object.fromEntries(DEMO_MENU_IMAGE_IDS.map((entry) => [entry.id, entry.name])),
  );

  const batch = db.batch();
  const restaurant = db.collection('restaurants').doc(DEMO_RESTAURANT_ID);
  batch.set(restaurant, DEMO_RESTAURANT);
  for (const user of DEMO_USERS) {
    batch.set(db.collection('users').doc(user.uid), {
      uid: user.uid,
      email: user.email,
      displayName: user.displayName,
      createdIsoDateTimeUtc: SEEDED_AT,
      updatedIsoDateTimeUtc: SEEDED_AT,
    });
    writeMemberships(batch, user);
  }
  for (const [storeId, store] of Object.entries(DEMO_STORES)) {
    const storeRef = restaurant.collection('stores').doc(storeId);
    batch.set(storeRef, store);
    batch.set(storeRef.collection('settings').doc('pizza'), DEMO_PIZZA_SETTINGS);
    for (const [settingId, settings] of Object.entries(demoStoreSettings(store)))
      batch.set(storeRef.collection('settings').doc(settingId), settings);
    for (const category of DEMO_CATEGORIES)
      batch.set(storeRef.collection('categories').doc(category.id), category);
    for (const item of DEMO_ITEMS[storeId] ?? []) batch.set(storeRef.collection('items').doc(item.id), item);
  }
  for (const device of DEMO_DEVICES) {
    const ref = restaurant
      .collection('stores')
      .doc(device.storeId)
      .collection(device.collection)
      .doc(device.id);
    batch.set(
      ref,
      ZStoreDevice.parse({
        id: device.id,
        name: device.name,
        restaurantId: DEMO_RESTAURANT_ID,
        storeId: device.storeId,
        revoked: false,
        createdIsoDateTimeUtc: SEEDED_AT,
      }),
    );
    // The same server-only record the API writes for a new code; without an expiry the demo code
    // stays valid until used, and the next seed run issues it again.
    batch.set(
      db.collection('pairingCodes').doc(hashPairingCode(device.pairingCode)),
      ZPairingCodeRecord.parse({
        kind: device.kind,
        restaurantId: DEMO_RESTAURANT_ID,
        storeId: device.storeId,
        deviceId: device.id,
        devicePath: ref.path,
        createdIsoDateTimeUtc: SEEDED_AT,
      }),
    );
    if (device.kind === 'kdsDevice') {
      batch.set(
        ref.parent.parent!.collection('kdsDeviceSettings').doc(device.id),
        ZKdsDeviceSettings.parse({
          id: device.id,
          kdsDeviceId: device.id,
          lastUpdatedIsoDateTimeUtc: SEEDED_AT,
        }),
      );
    }
  }
  await batch.commit();
  await seedPosSetup(db, DEMO_RESTAURANT_ID);
  await seedPromotions(db, DEMO_RESTAURANT_ID);
  await seedTables(db, DEMO_RESTAURANT_ID);
  await seedTableBookings(db, DEMO_RESTAURANT_ID);
  await seedPayments(db, DEMO_RESTAURANT_ID, DEMO_ITEMS.bondi ?? []);
  await seedOrdering(db, DEMO_RESTAURANT_ID);
  await seedUberEatsMenu(db, DEMO_RESTAURANT_ID);
  await seedCourierSettings(db, DEMO_RESTAURANT_ID);
  // Last, after every menu and settings document is in place: the storefront reads only this.
  for (const storeId of Object.keys(DEMO_STORES))
    await publishStoreMenu(db, DEMO_RESTAURANT_ID, storeId, SEEDED_AT);
  await seedConnectedStores(db, DEMO_RESTAURANT_ID);
  // Priced from the published menu, so after it.
  await seedPosOrders(db, DEMO_RESTAURANT_ID);
  await seedCourierOrders(db, DEMO_RESTAURANT_ID);
  await seedGoogleOrders(db, DEMO_RESTAURANT_ID);
  await seedPosChanges(db, DEMO_RESTAURANT_ID);
  await seedUberEatsStore(db, DEMO_RESTAURANT_ID);
  await seedTimeClock(db, DEMO_RESTAURANT_ID);
  // After the counter orders and their changes: the drawers count their cash.
  await seedCashDrawer(db, DEMO_RESTAURANT_ID);
  await seedCardTerminals(db, DEMO_RESTAURANT_ID);
  // After the counter orders: their kitchen tickets are the printer's history.
  await seedPrinting(db, DEMO_RESTAURANT_ID);
  // Last: sales history, then the report rollups of every order above.
  await seedReports(db, DEMO_RESTAURANT_ID);
  await seedMarketing(db, DEMO_RESTAURANT_ID);
  await seedReviews(db, DEMO_RESTAURANT_ID);
  // After every restaurant, customer and order: the search indices of them all.
  await seedSearch(db, DEMO_RESTAURANT_ID);
  await seedWebsite(db, DEMO_RESTAURANT_ID);
}
