/**
 * The search indices of the demo data: every restaurant, and the demo restaurant's customers and
 * orders, written through the functions' own search port (the official algoliasearch client) to the
 * fake search server. The triggers index each document as it is written; this covers data already in
 * Firestore before the fakes started (an exported emulator state) so `npm start` always finds the demo
 * restaurant. Records derive from the documents alone, so a second run writes the same records.
 * Best effort: with no search server running the seed still completes, saying so.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { customerSearchRecord, orderSearchRecord, restaurantSearchRecord } from '@resto/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { createAlgoliaSearchPort, type SearchRecord } from '../../functions/src/search/searchPort';

function envFile(path: string): Record<string, string> {
  try {
    const values: Record<string, string> = {};
    for (const line of readFileSync(path, 'utf8').split(/\r?\n/)) {
      const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line);
      if (match?.[1]) values[match[1]] = (match[2] ?? '').replace(/^"(.*)"$/, '$1');
    }
    return values;
  } catch {
    return {};
  }
}

export async function seedSearch(db: Firestore, restaurantId: string): Promise<number> {
  // Seeds run from the repository root (scripts/seed.mjs).
  const functionsDir = join(process.cwd(), 'functions');
  const env = {
    ...envFile(join(functionsDir, '.env.demo-restaurant-platform')),
    ...envFile(join(functionsDir, '.secret.local')),
    ...process.env,
  };
  let port: Awaited<ReturnType<typeof createAlgoliaSearchPort>>;
  try {
    port = await createAlgoliaSearchPort({
      appId: env.ALGOLIA_APP_ID ?? '',
      adminApiKey: env.ALGOLIA_ADMIN_API_KEY ?? '',
      searchApiKey: env.ALGOLIA_SEARCH_API_KEY ?? '',
      host: env.ALGOLIA_HOST ?? '',
    });
  } catch (error) {
    console.warn(`Search index not seeded: ${(error as Error).message}`);
    return 0;
  }
  const restaurants = await db.collection('restaurants').get();
  const restaurantRecords = restaurants.docs
    .map((doc) => restaurantSearchRecord(doc.id, doc.data()))
    .filter((record): record is NonNullable<typeof record> => record !== undefined);
  const customers = await db.collection('restaurants').doc(restaurantId).collection('customers').get();
  const customerRecords = customers.docs
    .map((doc) => customerSearchRecord(restaurantId, doc.id, doc.data()))
    .filter((record): record is NonNullable<typeof record> => record !== undefined);
  const stores = await db.collection('restaurants').doc(restaurantId).collection('stores').get();
  const orderRecords: SearchRecord[] = [];
  for (const store of stores.docs) {
    const orders = await store.ref.collection('orders').get();
    for (const order of orders.docs) {
      const record = orderSearchRecord({ restaurantId, storeId: store.id, orderId: order.id }, order.data());
      if (record) orderRecords.push(record);
    }
  }
  try {
    await port.save('restaurants', restaurantRecords);
    await port.save('customers', customerRecords);
    await port.save('orders', orderRecords);
  } catch (error) {
    console.warn(`Search index not seeded (is the fake search server running?): ${String(error)}`);
    return 0;
  }
  return restaurantRecords.length + customerRecords.length + orderRecords.length;
}
