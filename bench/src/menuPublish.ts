/**
 * Published-menu figures for a generated 1,000-item store: how long publishing takes (read every
 * menu document, build with the domain builder, write the one document, as functions/src/menu/
 * publishMenu.ts does), the document's size against Firestore's 1 MiB limit, and what a storefront
 * load reads (one document). The "admin menu page interactive in Chromium" figure belongs to the
 * menu UI's benchmark.
 */

import {
  buildPublishedMenu,
  FIRESTORE_MAX_DOCUMENT_BYTES,
  firestoreDocumentBytes,
  publishedMenuInputFromDocuments,
  publishedMenuPath,
  ZPublishedMenu,
} from '@resto/domain';
import { initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, doc, getDoc, getFirestore, terminate } from 'firebase/firestore';
import { getApps, initializeApp as initializeAdmin } from 'firebase-admin/app';
import { type Firestore, getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import {
  BENCH_PIZZA_SETTINGS,
  BENCH_RESTAURANT_ID,
  BENCH_STORE,
  BENCH_STORE_ID,
  type BenchMenu,
  generateBenchMenu,
} from './menuFixture';
import { type Figure, percentile, printFigures } from './stats';

const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-restaurant-platform';
const PATH = publishedMenuPath(BENCH_RESTAURANT_ID, BENCH_STORE_ID);

function adminDb(): Firestore {
  if (getApps().length === 0) initializeAdmin({ projectId: PROJECT_ID });
  return getAdminFirestore();
}

async function writeMenu(db: Firestore, menu: BenchMenu): Promise<void> {
  const store = db
    .collection('restaurants')
    .doc(BENCH_RESTAURANT_ID)
    .collection('stores')
    .doc(BENCH_STORE_ID);
  await db.recursiveDelete(store);
  const writer = db.bulkWriter();
  void writer.set(db.collection('restaurants').doc(BENCH_RESTAURANT_ID), { name: 'Bench' });
  void writer.set(store, BENCH_STORE);
  void writer.set(store.collection('settings').doc('pizza'), BENCH_PIZZA_SETTINGS);
  for (const category of menu.categories)
    void writer.set(store.collection('categories').doc(category.id), category);
  for (const item of menu.items)
    void writer.set(store.collection('items').doc(item.id), JSON.parse(JSON.stringify(item)));
  await writer.close();
}

/** publishMenu's work: one transaction reading the store's menu, building, writing when changed. */
async function publish(db: Firestore): Promise<{ changed: boolean; bytes: number; buildMs: number }> {
  const store = db
    .collection('restaurants')
    .doc(BENCH_RESTAURANT_ID)
    .collection('stores')
    .doc(BENCH_STORE_ID);
  return db.runTransaction(async (tx) => {
    const [storeSnapshot, current] = await tx.getAll(store, db.doc(PATH));
    const [categories, items, settings] = await Promise.all([
      tx.get(store.collection('categories')),
      tx.get(store.collection('items')),
      tx.get(store.collection('settings')),
    ]);
    const started = performance.now();
    const { input } = publishedMenuInputFromDocuments({
      restaurantId: BENCH_RESTAURANT_ID,
      storeId: BENCH_STORE_ID,
      store: storeSnapshot?.data(),
      categories: categories.docs.map((d) => ({ id: d.id, data: d.data() })),
      items: items.docs.map((d) => ({ id: d.id, data: d.data() })),
      settings: Object.fromEntries(settings.docs.map((d) => [d.id, d.data()])),
    });
    const document = buildPublishedMenu(input, new Date().toISOString());
    const buildMs = performance.now() - started;
    const changed = current?.get('contentHash') !== document.contentHash;
    if (changed) tx.set(db.doc(PATH), document);
    return { changed, bytes: firestoreDocumentBytes(PATH, document), buildMs };
  });
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, result };
}

/** A storefront load through the web SDK: the one published-menu document, parsed. */
async function storefrontLoad(): Promise<{ ms: number; reads: number; items: number }> {
  const client = getFirestore(initializeApp({ projectId: PROJECT_ID, apiKey: 'bench' }, 'bench-menu'));
  connectFirestoreEmulator(client, '127.0.0.1', 8080);
  const started = performance.now();
  const snapshot = await getDoc(doc(client, PATH));
  const menu = ZPublishedMenu.parse(snapshot.data());
  const ms = performance.now() - started;
  await terminate(client);
  return { ms, reads: 1, items: menu.itemCount };
}

const db = adminDb();
const worstCase = generateBenchMenu(1000, 0);
const worstDocument = buildPublishedMenu(
  {
    restaurantId: BENCH_RESTAURANT_ID,
    storeId: BENCH_STORE_ID,
    store: BENCH_STORE,
    categories: worstCase.categories,
    items: worstCase.items,
    pizzaSettings: BENCH_PIZZA_SETTINGS,
    settings: {},
  },
  new Date().toISOString(),
);

const menu = generateBenchMenu(1000);
await writeMenu(db, menu);
const changedRuns: number[] = [];
const unchangedRuns: number[] = [];
const buildRuns: number[] = [];
let bytes = 0;
for (let run = 0; run < 5; run++) {
  // Each round changes one item (as a save would), then publishes twice: changed, then unchanged.
  const item = menu.items[run]!;
  await db
    .doc(`restaurants/${BENCH_RESTAURANT_ID}/stores/${BENCH_STORE_ID}/items/${item.id}`)
    .update({ name: `Renamed ${run}` });
  const changed = await timed(() => publish(db));
  if (!changed.result.changed) throw new Error('A changed menu was not republished');
  changedRuns.push(changed.ms);
  buildRuns.push(changed.result.buildMs);
  bytes = changed.result.bytes;
  const unchanged = await timed(() => publish(db));
  if (unchanged.result.changed) throw new Error('An unchanged menu was republished');
  unchangedRuns.push(unchanged.ms);
}
const load = await storefrontLoad();

const limit = { max: FIRESTORE_MAX_DOCUMENT_BYTES, source: 'Firestore document limit' };
const figures: Figure[] = [
  { name: 'items in the generated menu', value: load.items, unit: 'items' },
  { name: 'publish (read 1,000 items, build, write), p50', value: percentile(changedRuns, 50), unit: 'ms' },
  { name: 'publish, max of 5', value: Math.max(...changedRuns), unit: 'ms' },
  { name: 'publish when unchanged (no write), p50', value: percentile(unchangedRuns, 50), unit: 'ms' },
  { name: 'build only (parse + buildPublishedMenu), p50', value: percentile(buildRuns, 50), unit: 'ms' },
  { name: 'published document size', value: bytes, unit: 'bytes', target: limit },
  {
    name: 'size, every modifier group unique (worst case)',
    value: firestoreDocumentBytes(PATH, worstDocument),
    unit: 'bytes',
    target: limit,
  },
  {
    name: 'storefront load: document reads',
    value: load.reads,
    unit: 'reads',
    target: { max: 2, source: 'storefront menu reads, DESIGN.md' },
  },
  { name: 'storefront load: fetch + parse the menu', value: load.ms, unit: 'ms' },
];
printFigures('Published menu (generated 1,000-item store, local emulator suite)', figures);
await db.recursiveDelete(db.collection('restaurants').doc(BENCH_RESTAURANT_ID));
