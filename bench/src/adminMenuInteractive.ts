/**
 * The admin menu page with a generated 1,000-item store: how long until it is interactive in
 * Chromium (the menu board's category list rendered and a sold-out switch clickable), and what a
 * single-item edit costs to publish before and after patching (functions/src/menu/publishMenu.ts):
 * the full rebuild every save used to run (`POST /publish`) against the patch a save runs now.
 */

import {
  buildPublishedMenu,
  FIRESTORE_MAX_DOCUMENT_BYTES,
  type PublishedMenuInput,
  patchPublishedMenu,
} from '@resto/domain';
import { getApps, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { chromium } from 'playwright-core';
import { BENCH_PIZZA_SETTINGS, generateBenchMenu } from './menuFixture';
import { type Figure, percentile, printFigures } from './stats';

const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-restaurant-platform';
const ADMIN_URL = 'http://127.0.0.1:5000';
const AUTH_URL = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
const RUNS = 5;
/** DESIGN.md sets no figure for admin screens; this is the budget the menu board is held to here. */
const INTERACTIVE_BUDGET = { max: 2000, source: 'admin page budget (DESIGN.md sets none)' };

interface Published {
  changed: boolean;
  mode: 'patch' | 'full';
  reads: number;
  bytes: number;
}

function adminDb(): Firestore {
  if (getApps().length === 0) initializeApp({ projectId: PROJECT_ID });
  return getFirestore();
}

async function api(path: string, token: string, body?: unknown, method?: string) {
  const response = await fetch(`${ADMIN_URL}${path}`, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
}

/** A fresh owner with a restaurant and a store, made through the API as the app makes them. */
async function createOwnerStore() {
  const email = `bench-owner-${crypto.randomUUID().slice(0, 8)}@example.test`;
  const password = 'bench-owner-secret';
  const signUp = await fetch(`${AUTH_URL}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=bench`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const { idToken } = (await signUp.json()) as { idToken: string };
  const restaurant = await api('/api/restaurants', idToken, {
    name: 'Bench Big Menu',
    description: 'A generated 1,000-item menu.',
    timezone: 'Australia/Sydney',
    country: { code: 'AU', name: 'Australia' },
  });
  const restaurantId = String(restaurant.restaurantId);
  const store = await api(`/api/restaurants/${restaurantId}/stores`, idToken, {
    name: 'Bench store',
    address: {
      formattedAddress: '1 Bench Street, Sydney NSW 2000, Australia',
      suburb: 'Sydney',
      state: 'NSW',
      postcode: '2000',
      country: { code: 'AU', name: 'Australia' },
      geoPoint: { latitude: '-33.8688', longitude: '151.2093' },
    },
    phoneNumber: '02 9000 0000',
    timezone: 'Australia/Sydney',
  });
  return { email, password, idToken, restaurantId, storeId: String(store.storeId) };
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, result };
}

const db = adminDb();
const owner = await createOwnerStore();
const { restaurantId, storeId, idToken } = owner;
const storeRef = db.doc(`restaurants/${restaurantId}/stores/${storeId}`);
const menuApi = `/api/menu/restaurants/${restaurantId}/stores/${storeId}`;

// The generated menu, written straight to Firestore (as an import would), then published in full.
const menu = generateBenchMenu(1000);
const writer = db.bulkWriter();
void writer.set(storeRef.collection('settings').doc('pizza'), BENCH_PIZZA_SETTINGS);
for (const category of menu.categories)
  void writer.set(storeRef.collection('categories').doc(category.id), category);
for (const item of menu.items) {
  const { id, restaurantId: _r, storeId: _s, ...data } = item;
  void writer.set(storeRef.collection('items').doc(id), JSON.parse(JSON.stringify(data)));
}
await writer.close();
const first = (await api(`${menuApi}/publish`, idToken, {})) as unknown as Published;

// Before: every single-item save rebuilt the whole menu (what POST /publish still does).
const fullRuns: number[] = [];
let fullReads = 0;
for (let run = 0; run < RUNS; run++) {
  await storeRef
    .collection('items')
    .doc(menu.items[run]!.id)
    .update({ name: `Renamed in full ${run}` });
  const { ms, result } = await timed(() => api(`${menuApi}/publish`, idToken, {}));
  const published = result as unknown as Published;
  if (!published.changed || published.mode !== 'full') throw new Error('The full rebuild did not publish');
  fullRuns.push(ms);
  fullReads = published.reads;
}

// After: a single-item save patches the previous document (sold-out switch and a full item edit).
const soldOutRuns: number[] = [];
const editRuns: number[] = [];
let patchReads = 0;
const basic = menu.items.find((item) => item.type === 'basic' && item.modifiers.length > 0)!;
for (let run = 0; run < RUNS; run++) {
  const item = menu.items[20 + run]!;
  const soldOut = await timed(() =>
    api(`${menuApi}/items/${item.id}/soldout`, idToken, { soldout: run % 2 === 0 }),
  );
  const published = soldOut.result.published as Published;
  if (published.mode !== 'patch') throw new Error(`A sold-out switch published by ${published.mode}`);
  soldOutRuns.push(soldOut.ms);
  patchReads = published.reads;
  const { id: _id, restaurantId: _r, storeId: _s, sortOrder: _o, ...body } = basic;
  const edit = await timed(() =>
    api(`${menuApi}/items/${basic.id}`, idToken, { ...body, name: `Edited ${run}` }, 'PUT'),
  );
  if ((edit.result.published as Published).mode !== 'patch') throw new Error('An item edit did not patch');
  editRuns.push(edit.ms);
}

// The CPU part alone: the domain's full build against its patch, on the same 1,000 items.
const input: PublishedMenuInput = {
  restaurantId,
  storeId,
  store: (await storeRef.get()).data() as PublishedMenuInput['store'],
  categories: menu.categories,
  items: menu.items.map((item) => ({ ...item, restaurantId, storeId })),
  pizzaSettings: BENCH_PIZZA_SETTINGS,
  settings: {},
};
const buildCpu: number[] = [];
const patchCpu: number[] = [];
const previous = JSON.parse(JSON.stringify(buildPublishedMenu(input, new Date().toISOString())));
for (let run = 0; run < RUNS; run++) {
  buildCpu.push((await timed(async () => buildPublishedMenu(input, new Date().toISOString()))).ms);
  const { id, restaurantId: _r, storeId: _s, ...data } = { ...basic, name: `Patched ${run}` };
  const change = { items: [{ id, data }] };
  const patched = await timed(async () =>
    patchPublishedMenu(previous, change, { restaurantId, storeId }, new Date().toISOString()),
  );
  if (!patched.result.patched) throw new Error(`The domain patch refused: ${patched.result.reason}`);
  patchCpu.push(patched.ms);
}

// The admin menu page in Chromium, signed in through the login form.
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
const page = await context.newPage();
await page.goto(`${ADMIN_URL}/auth/login`);
await page.getByLabel(/email/i).fill(owner.email);
await page.getByLabel(/^password/i).fill(owner.password);
await page.getByRole('button', { name: /sign in/i }).click();
await page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 30_000 });

const menuUrl = `${ADMIN_URL}/restaurants/${restaurantId}/stores/${storeId}/menu`;
const interactiveRuns: number[] = [];
let renderedItems = 0;
for (let run = 0; run < RUNS; run++) {
  await page.goto('about:blank');
  const started = performance.now();
  await page.goto(menuUrl);
  await page.getByRole('list', { name: 'Categories' }).waitFor({ timeout: 60_000 });
  // Actionability without changing anything: visible, stable, enabled and receiving events.
  await page
    .getByRole('switch', { name: /^Sold out: / })
    .first()
    .click({ trial: true, timeout: 60_000 });
  interactiveRuns.push(performance.now() - started);
  renderedItems = await page.getByRole('switch', { name: /^Sold out: / }).count();
}
await browser.close();

const limit = { max: FIRESTORE_MAX_DOCUMENT_BYTES, source: 'Firestore document limit' };
const figures: Figure[] = [
  { name: 'items in the generated menu', value: menu.items.length, unit: 'items' },
  {
    name: 'admin menu page interactive, p50',
    value: percentile(interactiveRuns, 50),
    unit: 'ms',
    target: INTERACTIVE_BUDGET,
  },
  { name: `admin menu page interactive, max of ${RUNS}`, value: Math.max(...interactiveRuns), unit: 'ms' },
  { name: 'sold-out switches rendered on first paint', value: renderedItems, unit: 'switches' },
  { name: 'published document size', value: first.bytes, unit: 'bytes', target: limit },
  { name: 'before: single-item publish (full), p50', value: percentile(fullRuns, 50), unit: 'ms' },
  { name: 'before: reads per single-item publish', value: fullReads, unit: 'reads' },
  { name: 'after: sold-out switch (save + patch), p50', value: percentile(soldOutRuns, 50), unit: 'ms' },
  { name: 'after: item edit (save + patch), p50', value: percentile(editRuns, 50), unit: 'ms' },
  { name: 'after: reads per single-item publish', value: patchReads, unit: 'reads' },
  { name: 'domain build (1,000 items, CPU), p50', value: percentile(buildCpu, 50), unit: 'ms' },
  { name: 'domain patch (one item, CPU), p50', value: percentile(patchCpu, 50), unit: 'ms' },
];
printFigures('Admin menu page and publishing (generated 1,000-item store, local emulator suite)', figures);
await db.recursiveDelete(db.doc(`restaurants/${restaurantId}`));
