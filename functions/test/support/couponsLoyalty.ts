/**
 * Coupons and loyalty test fixtures: the coupon, loyalty, customer, online-ordering and order-action
 * routers served in-process by the real middleware chain (so the tests run the code in this tree, not
 * the last emulator build), a store with an admin, and helpers to arrange coupons and loyalty.
 */
import type { AddressInfo } from 'node:net';
import express from 'express';
import { trustedProxyHops } from '../../src/abuse/clientAddress';
import { couponsRouter } from '../../src/api/coupons';
import { customerOrdersRouter } from '../../src/api/customerOrders';
import { loyaltyRouter, restaurantCustomersRouter } from '../../src/api/loyalty';
import { onlineOrderingRouter } from '../../src/api/onlineOrdering';
import { orderActionsRouter } from '../../src/api/orderActions';
import { authenticate } from '../../src/http/auth';
import { errorHandler, notFoundRoute } from '../../src/http/errorHandler';
import { requestId } from '../../src/http/requestId';
import { firestore } from './admin';
import { callApi, signUpTestUser, type TestUser } from './emulators';
import { createOrderingStore, type OrderingStoreFixture, type StoreOptions } from './onlineOrdering';
import { addRestaurantMember } from './tenants';

export interface TestApi {
  baseUrl: string;
  call: (path: string, init?: Parameters<typeof callApi>[1]) => ReturnType<typeof callApi>;
  close(): Promise<void>;
}

export async function startCouponsLoyaltyApi(): Promise<TestApi> {
  const app = express();
  // As app.ts: the last X-Forwarded-For entry is the client (callApi sends a fresh one per call).
  app.set('trust proxy', trustedProxyHops());
  app.set('trust proxy', true);
  app.use(requestId);
  app.use(express.json({ limit: '1mb' }));
  app.use(authenticate());
  const api = express.Router();
  api.use('/coupons', couponsRouter());
  api.use('/loyalty', loyaltyRouter());
  api.use('/restaurant-customers', restaurantCustomersRouter());
  api.use('/online-ordering', onlineOrderingRouter());
  api.use('/customer', customerOrdersRouter());
  api.use('/orders', orderActionsRouter());
  api.use(notFoundRoute);
  app.use('/api', api);
  app.use(errorHandler);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    call: (path, init = {}) => callApi(path, { ...init, baseUrl }),
    close: () =>
      new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

export interface AdminStore extends OrderingStoreFixture {
  admin: TestUser;
}

/** A generated store (see createOrderingStore) whose restaurant has a fresh admin. */
export async function createAdminStore(options: StoreOptions = {}): Promise<AdminStore> {
  const store = await createOrderingStore(options);
  const admin = await signUpTestUser('coupon-admin');
  await addRestaurantMember(store.restaurantId, admin, 'admin');
  return { ...store, admin };
}

/** A valid coupon body, running from last year to next year (in any timezone). */
export function couponBody(fields: Record<string, unknown> = {}): Record<string, unknown> {
  const year = new Date().getUTCFullYear();
  return {
    name: 'Ten percent off',
    type: 'flatPercentageDiscount',
    couponCode: `SAVE${crypto
      .randomUUID()
      .slice(0, 6)
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, 'X')}`,
    discountPercentage: 10,
    startDate: `${year - 1}-1-1`,
    endDate: `${year + 1}-12-31`,
    isPublic: true,
    ...fields,
  };
}

export function couponsPath(store: { restaurantId: string }): string {
  return `/api/coupons/restaurants/${store.restaurantId}/coupons`;
}

/** Creates a coupon through the API as the store's admin; answers the stored coupon. */
export async function createCouponVia(
  api: TestApi,
  store: AdminStore,
  fields: Record<string, unknown> = {},
): Promise<{ id: string; couponCode: string }> {
  const response = await api.call(couponsPath(store), {
    token: store.admin.idToken,
    body: couponBody(fields),
  });
  if (response.status !== 201) throw new Error(`Coupon not created: ${JSON.stringify(response.body)}`);
  return response.body.coupon as { id: string; couponCode: string };
}

/** Switches loyalty on for the restaurant with the given reward (straight to Firestore). */
export async function enableLoyalty(
  restaurantId: string,
  settings: Record<string, unknown> = { type: 'percentage', count: 10 },
): Promise<void> {
  await firestore()
    .doc(`restaurants/${restaurantId}/settings/loyalty`)
    .set({ enabled: true, isEnabledForOnline: true, isEnabledForPOS: true, ...settings });
}

export async function loyaltyBalance(restaurantId: string, customerUid: string): Promise<number | undefined> {
  const card = await firestore().doc(`restaurants/${restaurantId}/loyaltyCards/${customerUid}`).get();
  return card.exists ? Number(card.get('balance')) : undefined;
}

/** Waits until `check` passes (for what a Firestore trigger does on its own time). */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return check();
}

/** A coupon's whole use: the count on the coupon plus its counter shards (coupons/couponCounters.ts). */
export async function couponUse(restaurantId: string, couponId: string): Promise<number> {
  const db = firestore();
  const [coupon, counters] = await Promise.all([
    db.doc(`restaurants/${restaurantId}/coupons/${couponId}`).get(),
    db.collection(`restaurants/${restaurantId}/couponCounters`).where('couponId', '==', couponId).get(),
  ]);
  return counters.docs.reduce(
    (total, counter) => total + Number(counter.get('count')),
    Number(coupon.get('redeemedCount') ?? 0),
  );
}
